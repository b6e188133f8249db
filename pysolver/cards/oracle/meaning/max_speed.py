"""The meaning of a max speed ability (702.178a): "Max speed \u2014 [ability]" means "As long as your speed is 4, this
object has '[ability]'": the static ability of "as long as you have max speed, ~ has \"[ability]\"" (604.1, 613.1f
layer 6), its condition player_state(you,max_speed) (asp/player_state.lp, the scenario's `speed`) and the granted
ability compiled as a quoted ability of its own (meaning/grants.py: one whose words are not all understood refuses
the line)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning


@ability.register
def _(a: s.MaxSpeed, m: Meaning) -> None:
    granted = s.Gains("has", s.Grants((s.QuotedAbility(a.granted.render()),), False))
    ability(s.Static(None, s.SelfRef("~"), s.Predicates((granted,), False), s.PlayerState("max_speed"), True,
                     period=False), m)
