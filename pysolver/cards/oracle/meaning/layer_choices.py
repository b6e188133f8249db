"""The meanings of layer effects whose words make a choice as they resolve: "Choose a color. White creatures you
control gain protection from the chosen color until end of turn." (Brave the Elements; 608.2d: the colour chosen as
the spell resolves, the effect's `choices: {color: ...}`; 611.2c: the set of white creatures fixed then)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# the operations that read the colour chosen as the effect resolved (asp/effects.lp eff_choice(k,E,color,X))
CHOSEN_COLOR_OPS = (F("gain", [F("protection_from", [F("chosen")])]), F("set_color", [F("chosen")]),
                    F("add_color", [F("chosen")]))


@ability.register
def _(a: s.ChooseColorLine, m: Meaning) -> None:
    ability(a.effect, m)
    if not any(f.name == "does" and f.arguments[2] in CHOSEN_COLOR_OPS for f in m.facts):
        # 608.2d: a colour chosen that no sentence of the effect reads as "the chosen color"
        raise Unmeant(a.render(), "a colour chosen that no layer effect of the line reads")
    m.words.append("the colour is chosen as it resolves (608.2d): the effect's `choices: {color: ...}`")
