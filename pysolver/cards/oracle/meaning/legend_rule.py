"""The meaning of "The "legend rule" doesn't apply [to GROUP]." (Mirror Gallery, Sliver Gravemother): 704.5j set
aside for the legendary permanents of a group, which the state-based actions of the layers' answer read
(questions.layers.state_based)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions

F = clingo.Function

# the conditions the state-based actions judge on the final characteristics (types, subtypes, supertypes, 205) and
# what the scenario states (a token, 111.1; a commander, 903.3d; the controller of the ability's source, 109.5)
EXEMPTION_CONDITIONS = frozenset({"type", "subtype", "supertype", "token", "nontoken", "commander", "you_control"})


def no_legend_rule(a: s.GameRule, m: Meaning) -> None:
    """game_rule(Key, no_legend_rule(Cond, ...)): 704.5j does not apply to a legendary permanent that meets every
    condition (none: every permanent, Mirror Gallery), "you" the controller of the permanent with the ability."""
    conds: list[clingo.Symbol] = []
    if a.subject is not None:
        assert isinstance(a.subject, s.Group)
        for sign, cond in group_conditions(a.subject):
            if sign != "pos" or cond.name not in EXEMPTION_CONDITIONS:
                raise Unmeant(a.subject.render(), "a group the legend rule's exemption does not read (704.5j)")
            conds.append(cond)
    m.add("game_rule", m.key, F("no_legend_rule", conds))
    whom = f"to {a.subject.render()}" if a.subject is not None else "to any permanent"
    m.words.append(f"the legend rule (704.5j) doesn't apply {whom}")
