"""The meanings of conditions on what its controller did this turn (604.1): condition/2 drawn_at_least(N) ("as long as
you've drawn N or more cards this turn", 121.1), gained_life ("as long as you gained life this turn", 119.3) and
cast_at_least(N,Kind) ("as long as you've cast a noncreature spell this turn", 601.2; asp/spells_cast.lp's kinds), read
by asp/turn_history.lp (layers) and asp/combat/conditions.lp against the scenario's `drawn_this_turn`,
`gained_life_this_turn` and `spells_cast_this_turn` of the effect's controller (109.5: "you"); and "as long as it
entered this turn", the object itself with the scenario's `entered_this_turn` (a fixed condition of
asp/selectors.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number

# the condition kinds of the turn's history (asp/turn_history.lp)
TURN_HISTORY_CONDITIONS = frozenset({"drawn_at_least", "gained_life", "cast_at_least"})
# 205.2a: the card types a spell may have (305.9: a land is never cast)
SPELL_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred", "planeswalker",
                         "sorcery"})


def spell_kind(t: s.Term) -> clingo.Symbol:
    """One kind of spell (asp/spells_cast.lp): type(T) (a card type, 205.2a), non(type(T)) ("noncreature", 205.2a), or
    historic (700.6: an artifact, a legendary or a Saga)."""
    if t.word is None and t.text == "historic":
        return F("historic")
    if t.word is None or t.word.cls != "card_type" or t.word.value not in SPELL_TYPES:
        raise Unmeant(t.render(), "a kind of spell other than a card type, a negated one or historic")
    kind = F("type", [F(t.word.value)])
    return F("non", [kind]) if t.negated else kind


def cast_kind(c: s.CastAtLeast) -> clingo.Symbol:
    """The kind of the spells the condition counts: spell (any), one kind, or either(K1,K2) ("instant or sorcery")."""
    if not c.kinds:
        return F("spell")
    if len(c.kinds) > 1 and any(t.negated for t in c.kinds):
        raise Unmeant(c.render(), "a negated kind of spell among alternatives")
    kinds = [spell_kind(t) for t in c.kinds]
    return kinds[0] if len(kinds) == 1 else F("either", kinds)


def turn_history_condition(m: Meaning, c: s.Condition) -> bool:
    """The condition's facts and words if it reads the turn's history (False otherwise)."""
    if isinstance(c, s.DrawnAtLeast):
        if c.amount.value is None:
            raise Unmeant(c.render(), "a number of cards drawn compared with X")
        m.add("condition", m.key, F("drawn_at_least", [N(c.amount.value)]))
        m.words.append(f"only while its controller has drawn {c.amount.value} or more cards this turn (121.1, the "
                       "scenario's `drawn_this_turn`)")
        return True
    if isinstance(c, s.GainedLife):
        m.add("condition", m.key, F("gained_life"))
        m.words.append("only while its controller has gained life this turn (119.3, the scenario's "
                       "`gained_life_this_turn`)")
        return True
    if isinstance(c, s.CastAtLeast):
        if c.amount.value is None:
            raise Unmeant(c.render(), "a number of spells cast compared with X")
        m.add("condition", m.key, F("cast_at_least", [N(c.amount.value), cast_kind(c)]))
        m.words.append(f"only while its controller has cast {c.amount.value} or more "
                       f"{' or '.join(t.render() for t in c.kinds) + ' ' if c.kinds else ''}spells this turn (601.2, "
                       "the scenario's `spells_cast_this_turn`)")
        return True
    if isinstance(c, s.EnteredThisTurn):
        # 400.7: the object itself entered the battlefield this turn (asp/selectors.lp's fixed condition
        # entered_this_turn: no continuous effect changes it)
        sel = F("self_entered_this_turn")
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("entered_this_turn"))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while {c.render()} (the scenario's `entered_this_turn`)")
        return True
    return False
