"""The meaning of a keyword ability of a player: "You have hexproof." (702.11c: you can't be the target of spells or
abilities your opponents control), "You have shroud." (702.18a: of any spells or abilities). They say what may target
the player: the scenario names the targets of the effects that resolved (611.2c), and no question chooses targets,
so the line matters to no question (it writes no fact any rule reads) and is never a reason to refuse a board."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# the rule of each keyword on a player, in words
ON_A_PLAYER = {"hexproof": "702.11c: you can't be the target of spells or abilities your opponents control",
               "shroud": "702.18a: you can't be the target of spells or abilities"}


@ability.register
def _(a: s.PlayerKeyword, m: Meaning) -> None:
    assert a.keyword.word is not None  # (the builder's PLAYER_KEYWORDS)
    m.add("ability_class", m.key, F("static"))
    m.words.append(f"static ability (604.1) of its controller, a player: {ON_A_PLAYER[a.keyword.word.value]}; the "
                   "board names the targets of what resolved, and no question chooses targets")
