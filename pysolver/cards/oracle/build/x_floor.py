"""The builder's method of "COST: EFFECT X can't be 0." (Lair of the Hydra; 107.3a, 601.2b)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, values_of


class XFloorBuilder(PhraseBuilder):
    """An activated ability followed by "X can't be 0."."""

    def activated_x_floor(self, c: list) -> s.ActivatedXFloor:
        number = next(str(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if number != "0":  # 107.3a: the words printed are "X can't be 0." only
            raise Unmeant(f"x can't be {number}", "a floor of X other than \"can't be 0\"")
        return s.ActivatedXFloor(values_of(c, s.Activated)[0])
