"""The meaning of Boros Battleshaper's effect (115.1, 611.2c): "up to one target creature attacks or blocks this combat
if able and up to one target creature can't attack or block this combat." The board's `targets` are both, in the order
the words name them (target_nth/3): the first attacks or blocks if able (508.1d, 509.1c, as "attacks or blocks each
combat if able"), the second can't attack or block (508.1c, 509.1b), while the effect lasts (this combat: the board
lists it only then, 611.2b). With one of the two chosen, `targets` could not say which it is: such a board is refused
(two targets exactly)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def two_target_combat(m: Meaning, e: s.TwoTargetCombat) -> None:
    """combat_meaning(K, target_nth(N), M) for each target and rule (asp/combat/board.lp), exactly two targets."""
    for n, meanings in ((1, ("attacks_if_able", "blocks_if_able")), (2, ("cant_attack", "cant_block"))):
        for meaning in meanings:
            m.add("combat_meaning", m.key, F("target_nth", [N(n)]), F(meaning))
    m.add("target_count", m.key, N(2), N(2))
    m.words.append(f"{e.render()} (the board's `targets`: the first, then the second, 115.1; both chosen)")
