"""mtgsolve: Magic: The Gathering rules in answer-set programming (clingo)."""

__version__ = "0.1.0"
