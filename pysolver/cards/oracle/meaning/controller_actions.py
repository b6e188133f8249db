"""The meaning of the words naming the controller of what the sentence before them named (608.2c): "Its controller
loses 2 life.", "That creature's controller creates a 0/1 green Sheep creature token." Their actions no question reads
(the board states who lost life and who created the tokens, 119.3, 111.2); only whether the words name something."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning


def controller_of_it(m: Meaning, words: str | None, it: object, ambiguous: bool) -> None:
    """Refuses "its controller" naming nothing before it, or either the source or a target (`ambiguous`: after "~ deals
    2 damage to target creature."), and "that creature's controller" naming no target; else says whose controller."""
    if words is None or not words.endswith("controller"):  # (111.2: "target opponent creates": meaning/tokens.py)
        return
    if it is None or (ambiguous and words.startswith("its ")):
        raise Unmeant(words, "\"its\" names nothing before it, or the source or the target before it")
    if words.startswith("that ") and not isinstance(it, (s.Target, s.Triggering)):
        raise Unmeant(words, f"\"{words}\" names no target before it")
    kind = words.split()[1].removesuffix("'s")
    parts = it.render().split() if isinstance(it, s.Target) else [kind]
    if words.startswith("that ") and (kind not in parts or {"or", "and", "and/or"} & set(parts)):
        # "that creature's" after "target artifact" or "target artifact or creature": not what the target is
        raise Unmeant(words, f"\"that {kind}\" after {it.render()}")
    named = it.render() if hasattr(it, "render") else "the target before it"
    m.words.append(f"{words}: the controller of {named} as the effect resolves (608.2c; the board states the result)")
