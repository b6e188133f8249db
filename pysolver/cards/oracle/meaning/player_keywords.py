"""The meaning of a keyword ability of a player: "You have hexproof." (702.11c: you can't be the target of spells or
abilities your opponents control), "You have shroud." (702.18a: of any spells or abilities). They say what may target
the player: the scenario names the targets of the effects that resolved (611.2c), and no question chooses targets,
so the line matters to no question (it writes no fact any rule reads) and is never a reason to refuse a board.

"You have protection from each of your opponents." (702.16k: protection from each object an opponent controls, and
from each object an opponent owns that no other player controls, which is the object's controller by 108.4a) prevents
the damage those objects would deal to the player (702.16e), a prevention effect of `replace` (615: the sources your
opponents control, asp/replace/sources.lp); its other parts (702.16b targets, 702.16c Auras attached to the player)
no question reads: the board names targets and attaches no Aura to a player."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number
# the rule of each keyword on a player, in words
ON_A_PLAYER = {"hexproof": "702.11c: you can't be the target of spells or abilities your opponents control",
               "shroud": "702.18a: you can't be the target of spells or abilities"}


@ability.register
def _(a: s.PlayerKeyword, m: Meaning) -> None:
    assert a.keyword.word is not None  # (the builder's PLAYER_KEYWORDS)
    m.add("ability_class", m.key, F("static"))
    m.words.append(f"static ability (604.1) of its controller, a player: {ON_A_PLAYER[a.keyword.word.value]}; the "
                   "board names the targets of what resolved, and no question chooses targets")


@ability.register
def _(a: s.PlayerProtection, m: Meaning) -> None:
    k = m.key
    # 702.16e, 615: the damage sources an opponent controls (108.4a: an object with no controller, its owner) would
    # deal to the ability's controller is prevented
    sel = F("objects_your_opponents_control")
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("damage"))
    m.add("repl_if", k, F("affected", [F("you")]))
    m.add("scope", sel, N(1), F("pos"), F("opponent_controls"))
    m.add("repl_if", k, F("source_in", [sel]))
    m.add("repl_op", k, F("prevent_all"))
    m.words.append("protection of its controller, a player, from each opponent (702.16k): all damage sources an "
                   "opponent controls would deal to its controller is prevented (702.16e, 615; 108.4a: an object with "
                   "no controller, its owner); the board names targets and attaches no Aura to a player (702.16b-c)")


@ability.register
def _(a: s.YouAndEffect, m: Meaning) -> None:
    # 611.2c: the objects' resolved effect (those its words describe as it resolved); 702.11c: the player's keyword,
    # for the same duration, which matters to no question (above)
    ability(a.line, m)
    effect = a.line.effects[0]
    assert isinstance(effect, s.OneShot)  # (the builder's)
    words = "; ".join(ON_A_PLAYER[k.term.word.value] for p in effect.predicates.items for k in p.grants.keywords)
    m.words.append(f"and its controller, a player, gains it too {effect.duration} ({words}; no question chooses "
                   "targets)")


@ability.register
def _(a: s.YouAnd, m: Meaning) -> None:
    # two abilities in one sentence: the objects' static ability (613.1f) and the player's keyword, which matters to
    # no question (above)
    ability(a.static, m)
    words = "; ".join(ON_A_PLAYER[k.term.word.value] for p in a.static.predicates.items for k in p.grants.keywords)
    m.words.append(f"and its controller, a player, has it too ({words}; no question chooses targets)")
