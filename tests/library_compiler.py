"""A small Oracle-text compiler for the tests of the card data (the real one is
pysolver.cards.oracle): it accepts exactly the texts the hand-written library's templates match,
with the definition facts the library's own ability files give the ability (grounded with
known_ability of it, as a board would), and refuses every other line, with the questions a few
words suggest. It lets the build, the file, the loading and the refusals be tested for real."""

from __future__ import annotations

import functools
import re

import clingo

from pysolver.cards.index import load_index
from pysolver.cards.library import load_library
from pysolver.cards.oracle import Accepted, Refused
from pysolver.programs.files import library_programs
from pysolver.programs.parsed import add_programs

# words of a refused line that make it matter to a question (a rough stand-in for classify_line)
QUESTION_WORDS = {"layers": re.compile(r"\b(get|gets|are|is|gain|gains|have|has)\b"),
                  "combat": re.compile(r"\b(attack(s|ed)?|block(s|ed)?)\b"),
                  "replace": re.compile(r"\b(would|instead|prevent|enters tapped)\b")}


@functools.cache
def definition_facts(key: clingo.Symbol) -> tuple[clingo.Symbol, ...]:
    """The facts the library's files give an ability (first argument the ability), sorted."""
    index = load_index()
    files = [path for path in library_programs() if path.name == "library.lp"
             or (path.parent.name == "abilities" and key.name in index.defines.get(f"abilities/{path.name}", ()))]
    ctl = clingo.Control(["--warn=none"])
    add_programs(ctl, files)
    with ctl.backend() as backend:
        backend.add_rule([backend.add_atom(clingo.Function("known_ability", [key]))])
    ctl.ground([("base", [])])
    facts = [a.symbol for a in ctl.symbolic_atoms
             if a.symbol.arguments and a.symbol.arguments[0] == key
             and a.symbol.name not in ("known_ability", "combat_ability")]
    return tuple(sorted(facts))


def questions_of(facts: tuple[clingo.Symbol, ...]) -> frozenset[str]:
    names = {f.name for f in facts}
    found = set()
    if "layer_of" in names:
        found.add("layers")
    if "combat_meaning" in names:
        found.add("combat")
    if names & {"replaces", "cant"}:
        found.add("replace")
    return frozenset(found)


def compile_ability(line: str, card_name: str) -> Accepted | Refused:
    """Accepted when a template of the hand-written library matches the whole line, else Refused."""
    library = load_library()
    key = library.parse_ability(line, card_name)
    if key is not None:
        facts = definition_facts(key)
        return Accepted(line, key, facts, questions_of(facts), library.modelled_by(key))
    questions = frozenset(q for q, words in QUESTION_WORDS.items() if words.search(line.lower()))
    return Refused(line, line, questions, "no template of the test library matches the line")
