"""The meanings of the conditions on cards in a graveyard or a hand worded other than threshold's (404.2, 402.1;
604.1): "an instant card and a sorcery card are in your graveyard" (a condition at_least(1, Sel) for each kind: both
hold) and "you control a Desert or there is a Desert card in your graveyard" (one condition at_least(1, Sel) whose
selector has an alternative for the permanent its controller controls and one for each card in its graveyard, 611.3a).
The other wordings ("seven or more cards are in your graveyard", "there is a Desert card in your graveyard", "an
artifact card is in your graveyard") are syntax.ThereAre, read as threshold's is (meaning/conditions.py)."""

from __future__ import annotations

import dataclasses
import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, group_alternatives, named_selector
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


def zone_card_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of a condition of this module's (whether `c` is one)."""
    if isinstance(c, s.BothIn):
        # 604.1: the effect exists while each selector picks a card (the cards its controller owns there: 404.2, 402.1)
        for there in (c.first, c.second):
            m.add("condition", m.key, F("at_least", [N(1), named_selector(m, there.group)]))
        m.words.append(f"only while {c.render()} (a card of each kind that its controller owns there)")
        return True
    if isinstance(c, s.SingleGraveyard):
        # 404.2: the cards of every graveyard, counted by owner (asp/board_conditions.lp): one player with N or more
        if c.amount.value is None:
            raise Unmeant(c.render(), "a condition on X")
        sel = F("every_graveyard_card")
        m.add("scope", sel, N(1), F("pos"), F("zone", [F("graveyard")]))
        m.add("condition", m.key, F("player_owns", [F("at_least"), N(c.amount.value), sel]))
        m.words.append(f"only while {c.render()} (404.2: the cards one player owns in their graveyard)")
        return True
    if not isinstance(c, s.ControlOrThereIs):
        return False
    group = c.control.group
    plural = group.noun.word is not None and group.noun.word.plural
    if group.relative is not None or group.zone is not None or group.quant is not None or plural:
        raise Unmeant(c.control.render(), "one permanent of a kind its controller controls is read")
    # 109.5: "you" the source's controller (the permanent it controls, the card it owns in its graveyard)
    controlled = dataclasses.replace(group, relative="you control")
    sel = F(re.sub(r"[^a-z0-9_]", "_", normal_word(c.render())))
    alternatives = group_alternatives(controlled) + group_alternatives(c.there.group)
    for alt, conds in enumerate(alternatives, start=1):
        for sign, cond in conds:
            m.add("scope", sel, N(alt), F(sign), cond)
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()} (611.3a: either one)")
    return True
