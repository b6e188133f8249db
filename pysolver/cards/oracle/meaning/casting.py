"""The meaning of "[this permanent] enters with ... counters" read on how it was cast (614.1c, 614.12):
replaces/2, repl_if/2, repl_op/2 that asp/replace/casting.lp reads against the enter event's
`kicked`, `mana_spent`, `cast_from` and `attacked_this_turn`."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions, named_selector
from pysolver.cards.oracle.meaning.entering import enters_self
from pysolver.cards.oracle.meaning.grants import granted_terms

F, N, S = clingo.Function, clingo.Number, clingo.String
# 106.1a: a colour word's mana symbol, as the enter event's `mana_spent` names it
MANA_OF = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}
# what a per_ count counts (asp/replace/casting.lp per_count/3)
COUNTS = {"per_kick": "kicked", "per_color": "colors_spent", "per_mana": "mana_spent", "per_died": "died",
          "per_devoured": "devoured", "per_amplified": "amplified"}
WORDS = {"kicked": "it was kicked (702.33d)", "attacked_this_turn": "its controller attacked this turn (508.1)",
         "cast_from_hand": "it was cast from its controller's hand (601.2a)",
         "not_cast_from_hand": "it was not cast from its controller's hand (601.2a)",
         "opponent_lost_life": "an opponent of its controller lost life this turn (119.3)",
         "opponent_damaged": "an opponent of its controller was dealt damage this turn (702.54a, 120.3)",
         "creature_died": "a creature died this turn (700.4)",
         "permanent_left": "a permanent left the battlefield under its controller's control this turn"}
# the selector conditions asp/replace/counts.lp reads: characteristics (either sign), and these
COUNTED = frozenset({"type", "subtype", "supertype", "color"})
COUNTED_FIXED = frozenset({("pos", "token"), ("pos", "nontoken"), ("pos", "other"), ("pos", "you_own"),
                           ("pos", "you_control"), ("pos", "opponent_controls"), ("pos", "zone"),
                           ("pos", "tapped"), ("neg", "tapped"), ("pos", "counter")})


def check_counted(group: s.Group) -> None:
    """Refuse a group counted as a permanent enters (614.12) with a quality asp/replace/counts.lp does not read."""
    for sign, cond in group_conditions(group):
        if cond.name not in COUNTED and (sign, cond.name) not in COUNTED_FIXED:
            raise Unmeant(group.render(), "a quality of the objects counted as it enters that no rule reads")


COUNT_WORDS = {"kicked": "time it was kicked (702.33d)", "colors_spent": "colour of mana spent to cast it (105.1)",
               "mana_spent": "mana spent to cast it", "died": "creature that died this turn (700.4)",
               "devoured": "creature its controller sacrificed as it entered (702.82a)",
               "amplified": "card its controller revealed from their hand that shares a creature type with it "
                            "(702.38a)"}


def check_condition(c: s.CastCheck) -> clingo.Symbol:
    """The repl_if/2 condition of a check that is not a count."""
    if c.name == "spent_at_least":
        return F("spent_at_least", [N(c.amount or 0), F(MANA_OF[c.color or ""])])
    if c.name == "spent_same_color":
        return F("spent_same_color", [N(c.amount or 0)])
    if c.name == "kicked_with":  # 702.33c: that kicker's cost was paid (the enter event's `kicked_with`)
        return F("kicked_with", [S(c.cost or "")])
    if c.name in ("cast_from_hand", "not_cast_from_hand"):
        return F(c.name.removesuffix("_hand"), [F("hand")])
    return F(c.name)


@ability.register
def _(a: s.EntersAsCast, m: Meaning) -> None:
    k, counter = m.key, S(a.counter)
    enters_self(m)
    what = f"{'X' if a.amount is None else a.amount} {a.counter} counter{'s' if a.amount != 1 else ''}"
    if a.check.name == "per_group" and a.group is not None:  # 614.12: counted as it enters (asp/replace/counts.lp)
        groups = [g for g in (a.group, a.second) if g is not None]
        for group in (one for g in groups for one in (g.groups() if isinstance(g, s.CountedUnion) else (g,))):
            check_counted(group)
        sels = [named_selector(m, g) for g in groups]
        # 608.2h: two counts added, an object of both counted twice
        count = F("count", sels) if len(sels) == 1 else F("count_sum", sels)
        amount = F("per", [N(a.amount), count])
        m.add("repl_op", k, F("enters_with_counters", [counter, F("plus", [N(a.base), amount]) if a.base else amount]))
        each = " and for each ".join(g.render() for g in groups)
        more = f"{a.base} plus " if a.base else ""
        m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {more}{what} for each {each}, "
                       "counted as it enters")
        return
    if a.check.name in COUNTS:
        count = COUNTS[a.check.name]
        m.add("repl_op", k, F("enters_with_counters", [counter, F("per", [N(a.amount), F(count)])]))
        says = {"devoured": "which creatures were sacrificed", "amplified": "which cards were revealed"}.get(
            count, "how it was cast")
        m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {what} for each {COUNT_WORDS[count]}; "
                       f"the enter event says {says}")
        return
    m.add("repl_if", k, check_condition(a.check))
    # 107.3m: X is the value of X the spell had (the enter event's `x`)
    m.add("repl_op", k, F("enters_with_counters", [counter, F("x") if a.amount is None else N(a.amount)]))
    if a.check.name == "spent_at_least":
        when = f"at least {a.check.amount} {a.check.color} mana was spent to cast it"
    elif a.check.name == "spent_same_color":
        when = f"at least {a.check.amount} mana of one colour was spent to cast it"
    elif a.check.name == "kicked_with":
        when = f"it was kicked with its {a.check.cost} kicker (702.33c-d)"
    else:
        when = WORDS[a.check.name]
    says = "who was dealt damage this turn" if a.check.name == "opponent_damaged" else "how it was cast"
    m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {what} if {when}; the enter event says "
                   f"{says}")
    if a.keyword is not None:
        entered_keyword(m, a.keyword, a.check)


def entered_keyword(m: Meaning, keyword: s.Keyword, check: s.CastCheck) -> None:
    """614.1c: "it enters with ... and with flying": the replacement gives the permanent the keyword as it enters, a
    layer 6 effect (613.1f) on itself that lasts while it is on the battlefield, whatever later happens to its own
    abilities; there only if it was kicked (702.33d: the object's `kicked` choice, asp/effects.lp), or kicked with the
    kicker of that cost (702.33c: one of its `kicked_with` choice)."""
    guard = F("chosen", [F("kicked"), F("yes")]) if check.name == "kicked" else \
        F("chosen", [F("kicked_with"), S(check.cost or "")])
    m.add("scope", m.key, N(1), F("pos"), F("self"))
    m.add("layer_of", m.key, F("l6"))
    for term in granted_terms(keyword, m):
        m.add("does", m.key, F("l6"), F("gain", [term]))
        m.add("op_if", m.key, F("l6"), F("gain", [term]), guard)
    choice = "`kicked`" if check.name == "kicked" else f"`kicked_with` (with {check.cost})"
    m.words.append(f"and it enters with {keyword.render()} if {check.words.removeprefix('if ').replace('~', 'it')} "
                   f"(614.1c; 613.1f layer 6: the object's {choice} choice)")


@ability.register
def _(a: s.Sunburst, m: Meaning) -> None:
    # 702.44a: the kind of counter is read as it enters (614.12: a creature then, +1/+1; otherwise charge)
    enters_self(m)
    m.add("repl_op", m.key, F("sunburst", [F("per", [N(1), F("colors_spent")])]))
    m.words.append("a replacement effect (614.1c, 702.44a): entering as a creature, it enters with a +1/+1 counter "
                   "for each colour of mana spent to cast it, otherwise with a charge counter for each; the enter "
                   "event says how it was cast")


@ability.register
def _(a: s.Tribute, m: Meaning) -> None:
    # 702.104a: the counters are put by the opponent chosen, if that player pays (asp/replace/enter_choices.lp)
    enters_self(m)
    m.add("repl_op", m.key, F("tribute", [N(a.amount)]))
    m.words.append(f"a replacement effect (614.1c, 702.104a): as it enters, an opponent its controller chooses may put "
                   f"{a.amount} +1/+1 counter{'s' if a.amount != 1 else ''} on it; the enter event says whether "
                   "that player did")


@ability.register
def _(a: s.ReadAhead, m: Meaning) -> None:
    # 702.155b, 714.3b: the number chosen as it enters, stated by the enter event (asp/replace/enter_choices.lp)
    enters_self(m)
    m.add("repl_op", m.key, F("read_ahead"))
    m.words.append("a replacement effect (614.1c, 702.155b): the Saga enters with the chosen number of lore counters "
                   "(one to its final chapter number); the enter event says the number")
