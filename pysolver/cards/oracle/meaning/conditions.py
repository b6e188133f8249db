"""The conditions of static abilities (604.1: an effect that exists only while its condition holds):
counters on the object, numbers of objects, states of the object, the active player, what its controller
controls."""

from __future__ import annotations

import dataclasses
import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.at_most import at_least_condition, at_most_condition
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions, named_selector, self_condition
from pysolver.cards.oracle.meaning.combat_statuses import combat_status_condition
from pysolver.cards.oracle.meaning.commander import commander_condition
from pysolver.cards.oracle.meaning.compound import compound_condition
from pysolver.cards.oracle.meaning.devotion import devotion_condition
from pysolver.cards.oracle.meaning.emblems import emblem_condition
from pysolver.cards.oracle.meaning.layer_statics import layer_static_condition
from pysolver.cards.oracle.meaning.life import life_condition
from pysolver.cards.oracle.meaning.object_state import object_state_condition
from pysolver.cards.oracle.meaning.player_state import player_state_condition
from pysolver.cards.oracle.meaning.soulbond import paired_condition
from pysolver.cards.oracle.meaning.turn_history import turn_history_condition
from pysolver.cards.oracle.meaning.zone_cards import zone_card_condition
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String


def condition_facts(m: Meaning, c: s.Condition) -> None:
    """The facts and words of a static ability's condition (604.1: the effect exists while it holds)."""
    if layer_static_condition(m, c) or devotion_condition(m, c):  # (issue i28's conditions, devotion's: 700.5)
        return
    if object_state_condition(m, c):  # 122.1 counters on it, 301.5 Equipment attached to it
        return
    if combat_status_condition(m, c) or compound_condition(m, c):  # 506.4: "as long as it's attacking"; 611.3a
        return
    if zone_card_condition(m, c):  # 404.2, 402.1: cards in a graveyard or a hand, worded other than threshold's
        return
    if isinstance(c, s.LifeAtLeast):
        life_condition(m, c)
        return
    if isinstance(c, s.Paired):  # 702.95b: "as long as ~ is paired with another creature"
        paired_condition(m, c)
        return
    if turn_history_condition(m, c):  # 121.1, 119.3: what its controller did this turn
        return
    if commander_condition(m, c):  # 903.3: "as long as you control your commander"
        return
    if emblem_condition(m, c):  # 114.2: "as long as you have one or more emblems"
        return
    if player_state_condition(m, c):  # what a player is or has (309.7, 702.131c, 724, 122.1f, 702.179e, 103.4)
        return
    if isinstance(c, s.AtMost):
        at_most_condition(m, c)
        return
    if isinstance(c, s.AtLeast):
        at_least_condition(m, c)
        return
    if isinstance(c, s.DuringYourTurnAnd):
        # 101.4, 604.1: "during your turn, as long as ...": both conditions must hold (each a condition/2 fact)
        condition_facts(m, s.YourTurn("your turn"))
        condition_facts(m, c.condition)
        return
    if isinstance(c, s.NotCondition):
        # "can't attack unless ...": the rule works while the condition does not hold (604.1)
        start = len(m.facts)
        condition_facts(m, c.condition)
        m.facts[start:] = [F("condition", [f.arguments[0], F("unless", [f.arguments[1]])]) if f.name == "condition"
                           else f for f in m.facts[start:]]
        m.words[-1] = m.words[-1].replace("only while", "except while", 1)
        return
    if isinstance(c, s.HasCounter) and c.at_least is not None:
        # 122.1: the object itself with N or more counters of the kind (asp/selectors.lp counters(K,N))
        n = c.at_least.value or 0
        self_condition(m, F("self_with_counters", [S(c.kind), N(n)]), F("counters", [S(c.kind), N(n)]),
                       f"only while it has {n} or more {c.kind} counters on it")
        return
    if isinstance(c, s.HasCounter):
        # the object itself with a counter of the kind: at least one of it (asp/selectors.lp counter(K))
        self_condition(m, F("self_with_counter", [S(c.kind)]), F("counter", [S(c.kind)]),
                       f"only while it has a {c.kind} counter on it")
        return
    if isinstance(c, s.ThereAre):
        # 604.1: the effect exists while the selector picks N or more objects (the board lists them)
        if c.amount.value is None or c.group.zone is None:
            raise Unmeant(c.render(), "only a number of cards in a zone is read")
        # 205.2a: "card types among" counts the distinct card types of what the selector picks
        m.add("condition", m.key, F("types_at_least" if c.card_types else "at_least",
                                    [N(c.amount.value), named_selector(m, c.group)]))
        m.words.append(f"only while there are {c.amount.value} or more {'card types among ' * c.card_types}"
                       f"{c.group.render()}" if c.written == "there are" else f"only while {c.render()}")
        return
    if isinstance(c, s.StateIs) and c.kind == "attachment":
        # 301.5, 303.4: "~ is equipped / enchanted": an Equipment / Aura is attached to it (205.3d: an
        # Equipment is one while an artifact, an Aura while an enchantment; read as the layer applies)
        sel = F(f"{c.quality}_self")
        m.add("scope", sel, N(1), F("pos"), F("attached_to_source"))
        m.add("scope", sel, N(1), F("pos"), F("subtype", [F("equipment" if c.quality == "equipped" else "aura")]))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while {c.render()} (an {'Equipment' if c.quality == 'equipped' else 'Aura'} is "
                       "attached to it)")
        return
    if isinstance(c, s.StateIs):
        # 604.1: the effect exists while the object has the colour / card type (read as the layer
        # applies) or the status (110.5: tapped, which no continuous effect changes)
        who = "self" if isinstance(c.names, s.SelfRef) else "attached"
        sel = F(f"{who}_{c.quality}")
        m.add("scope", sel, N(1), F("pos"), F(who))
        if c.kind == "status":
            m.add("scope", sel, N(1), F("pos" if c.quality == "tapped" else "neg"), F("tapped"))
        else:
            m.add("scope", sel, N(1), F("pos"), F(c.kind, [F(c.quality)]))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while {c.render()}")
        return
    if isinstance(c, s.YourTurn):
        # 101.4: the effect exists only while its controller is the active player
        m.add("condition", m.key, F("your_turn"))
        m.words.append("only during its controller's turn (101.4: the active player)")
        return
    _control_condition(m, c)


def _control_condition(m: Meaning, c: s.ControlAtLeast) -> None:
    n = c.amount.value if c.amount else 1
    if n is None:
        raise Unmeant(c.render(), "a condition on X objects")
    group = c.group
    if group.relative is not None or group.zone is not None:
        raise Unmeant(c.render(), "a condition on objects other than the ones you control")
    # 109.5: "you" the source's controller; "an opponent": one of their opponents (asp/selectors.lp)
    controlled = dataclasses.replace(group, relative=c.who, zone=None)
    if group.filter is not None and group.filter.amount is not None:
        sel = _power_selector(m, controlled)
    else:
        sel = named_selector(m, controlled)
    m.add("condition", m.key, F("at_least", [N(n), sel]))
    m.words.append(f"only while {c.who} {n} or more {group.render()}")


# 208.1: the conditions on a power, which only the combat rules evaluate (asp/combat/conditions.lp)
POWER_CONDITIONS = frozenset({"power_at_least", "power_at_most"})


def _power_selector(m: Meaning, g: s.Group) -> clingo.Symbol:
    """The selector of "a creature with power 4 or greater" in a condition: the group's words without the power, and
    power_at_least(N) / power_at_most(N) (208.1); read by the combat rules only (refused on a layer effect:
    refuse_power_conditions)."""
    power = g.filter.amount if g.filter is not None else None
    if power is None or power.value is None or g.filter is None:
        raise Unmeant(g.render(), "a power of X")
    bare = dataclasses.replace(g, filter=None)
    sel = F(re.sub(r"[^a-z0-9_]", "_", normal_word(g.render())))
    for sign, cond in group_conditions(bare):
        m.add("scope", sel, N(1), F(sign), cond)
    m.add("scope", sel, N(1), F("pos"), F("power_at_least" if g.filter.bound == "greater" else "power_at_most",
                                          [N(power.value)]))
    return sel


def refuse_power_conditions(m: Meaning) -> None:
    """A condition on a power (208.1) of an ability with a layer effect: the layers read no power in a condition (the
    power is what layer 7 computes), so the ability is refused naming it."""
    if not any(f.name == "layer_of" for f in m.facts):
        return
    for f in m.facts:
        if f.name == "scope" and f.arguments[3].name in POWER_CONDITIONS \
                and any(g.name == "condition" and str(f.arguments[0]) in str(g.arguments[1]) for g in m.facts):
            raise Unmeant(str(f.arguments[0]).replace("_", " "), "a condition on a power on a layer effect (only the "
                                                                 "combat rules read it)")
