"""The meanings of soulbond's pairs (702.95): "as long as ~ is paired with another creature" and "unless it's paired
with a creature with soulbond" (a condition at_least(1, Sel) whose selector picks the creature the source is paired
with while the pair holds: asp/selectors.lp's and asp/combat/conditions.lp's `paired`), and "each of those creatures"
/ "both creatures" (the source and that creature: meaning/base.py's scope_facts)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning, keyword_term
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number
# 702.95b, e: the scenario's pair of the source, holding while both are creatures on the battlefield under one
# player's control
PAIR_HOLDS = ("while the pair holds: both creatures on the battlefield under one player's control, 702.95e; the "
              "scenario's `paired_with`")


def paired_condition(m: Meaning, c: s.Paired) -> None:
    """604.1, 702.95b: the effect exists while the source is paired with a creature (with the keyword named)."""
    name = "paired_creature" + (f"_with_{normal_word(c.keyword.render()).replace(' ', '_')}" if c.keyword else "")
    sel = F(name)
    m.add("scope", sel, N(1), F("pos"), F("paired"))
    if c.keyword is not None:  # 113.3: an ability the partner has (after layer 6)
        m.add("scope", sel, N(1), F("pos"), F("ability", [keyword_term(c.keyword)]))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()} (702.95b: {PAIR_HOLDS})")

