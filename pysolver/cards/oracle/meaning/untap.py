"""The meaning of a rule of the untap step (502.3), read beside a layer effect or a combat rule."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.predicates import predicate


@predicate.register
def _(p: s.UntapForbidden, m: Meaning, subject: s.Affected) -> None:
    # 502.3: no question performs an untap step (the board states which permanents are tapped, 110.5),
    # so the rule writes no fact; a list of it alone is refused (abilities._predicates)
    if m.one_shot:
        raise Unmeant(p.render(), "a rule of the untap step in a resolved effect")
    m.words.append(f"{p.render()} (502.3: no question performs an untap step; the board states which permanents "
                   "are tapped)")
