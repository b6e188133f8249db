"""The meanings of more layer statics (issue i28): "as long as you control a red or white permanent" (604.1: a
condition at_least(1, Sel) whose selector has one alternative a colour), "as long as ~ is monstrous / renowned"
(701.37b, 702.112b) and "are every basic land type in addition to their other types" (305.7, 205.1b: asp/effects.lp's
operation all_basic_land_types) and "is every land type in addition to its other types" (205.3i: all_land_types)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, group_conditions, named_selector, self_condition
from pysolver.cards.oracle.meaning.more_statics import more_static_condition
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


def layer_static_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of a condition of this module's (whether `c` is one): "during turns other than yours", "you control a
    red or white permanent", "any player controls a black permanent", "~ is monstrous", "~ has four or more counters
    on it"."""
    if isinstance(c, s.OthersTurn):
        # 101.4: "during turns other than yours": the effect exists only while its controller is not the active player
        m.add("condition", m.key, F("not_your_turn"))
        m.words.append("only during a turn of which its controller is not the active player (101.4)")
    elif isinstance(c, s.EitherColorControl):
        either_color_condition(m, c)
    elif isinstance(c, s.AnyPlayerControls):
        any_player_condition(m, c)
    elif isinstance(c, s.StateIs) and c.kind == "designation":
        designation_condition(m, c)
    elif isinstance(c, s.HasCounter) and not c.kind and c.at_least is not None:
        # 122.1: the object itself with N or more counters, of every kind together (asp/selectors.lp counters_any(N))
        n = c.at_least.value or 0
        self_condition(m, F("self_with_counters_any", [N(n)]), F("counters_any", [N(n)]),
                       f"only while it has {n} or more counters on it (122.1: of every kind)")
    else:
        return more_static_condition(m, c)
    return True


def either_color_condition(m: Meaning, c: s.EitherColorControl) -> None:
    """604.1, 109.5: the effect exists while its controller controls a permanent of either colour (611.3a: one
    alternative a colour, so that a permanent of both counts once)."""
    noun = c.noun
    if noun.render() != "permanent" and (noun.word is None or noun.word.plural or noun.negated):
        raise Unmeant(c.render(), "a permanent of either colour is read, or one of a kind in the singular")
    sel = F(normal_word(c.render()).replace(" ", "_"))
    for alt, color in enumerate((c.first, c.second), start=1):
        group = s.Group(None, None, (color,), c.noun, "you control", None)
        for sign, cond in group_conditions(group):
            m.add("scope", sel, N(alt), F(sign), cond)
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()}")


def any_player_condition(m: Meaning, c: s.AnyPlayerControls) -> None:
    """604.1: the effect exists while a permanent of the group is on the battlefield, whoever controls it."""
    g = c.group
    plural = g.noun.word is not None and g.noun.word.plural or g.noun.render() == "permanents"
    if g.relative is not None or g.zone is not None or g.quant is not None or plural:
        raise Unmeant(c.render(), "only one permanent of a kind, of any controller, is read")
    m.add("condition", m.key, F("at_least", [N(1), named_selector(m, g)]))
    m.words.append(f"only while {c.render()}")


# the rule of each designation a condition reads
DESIGNATION_RULES = {"monstrous": "701.37b", "renowned": "702.112b"}


def designation_condition(m: Meaning, c: s.StateIs) -> None:
    """701.37b, 702.112b: "as long as ~ is monstrous / renowned": the object itself with the designation (the
    scenario's `monstrous` / `renowned`, a fixed condition of asp/selectors.lp: no continuous effect changes it)."""
    sel = F(f"self_{c.quality}")
    m.add("scope", sel, N(1), F("pos"), F("self"))
    m.add("scope", sel, N(1), F("pos"), F(c.quality))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()} ({DESIGNATION_RULES[c.quality]}: a designation, the scenario's "
                   f"`{c.quality}`)")


@predicate.register
def _(p: s.EveryLandType, m: Meaning, subject: s.Affected) -> None:
    if p.card_type.render() != "land":
        raise Unmeant(p.render(), "only \"every land type\" is read")
    # 205.3i: each land type of the list, basic or not; 305.7 (its last sentence), 205.1b: added, nothing removed, and
    # each basic land type brings its mana ability (305.6)
    add_operation(m, "l4", F("all_land_types"))
    m.words.append(f"is every land type in addition to its other types (205.3i, 305.7, {LAYERS['l4']})")


@predicate.register
def _(p: s.EveryBasicLandType, m: Meaning, subject: s.Affected) -> None:
    if (p.supertype.render(), p.card_type.render()) != ("basic", "land"):
        raise Unmeant(p.render(), "only \"every basic land type\" is read")
    # 305.7 (its last sentence), 205.1b: the five basic land types are added, nothing is removed
    add_operation(m, "l4", F("all_basic_land_types"))
    m.words.append(f"is every basic land type in addition to its other types (305.7, {LAYERS['l4']})")
