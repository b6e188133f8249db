"""The meanings of layer effects whose words make a choice as they resolve: "Choose a color. White creatures you
control gain protection from the chosen color until end of turn." (Brave the Elements; 608.2d: the colour chosen as
the spell resolves, the effect's `choices: {color: ...}`; 611.2c: the set of white creatures fixed then), "Choose a
creature type. ..." (the effect's `choices: {creature_type: ...}`); "Basic
lands of the first chosen type are the second chosen type." (Illusionary Terrain; 305.7: two basic land types chosen
in order as the source entered, 614.12); "becomes your choice of A or B" (Mercurial Transformation; 608.2d: the
effect's `option`)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate
from pysolver.cards.oracle.meaning.pumps import choice_guard

F, N = clingo.Function, clingo.Number
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


def _reads_chosen_type(fact: clingo.Symbol) -> bool:
    """Whether a fact of the line reads the creature type chosen (a group "of the chosen type", in what the effect
    applies to or in a count: scope/4 with chosen_type; a creature type set or added: encodings/library.lp
    needs_choice/2)."""
    if fact.name == "scope":
        return fact.arguments[3] == F("chosen_type")
    return fact.name == "does" and fact.arguments[2] in (F("set_creature_type", [F("chosen")]),
                                                        F("add_subtype", [F("chosen")]))


@ability.register
def _(a: s.ChooseTypeLine, m: Meaning) -> None:
    ability(a.effect, m)
    if not m.one_shot or not any(_reads_chosen_type(f) for f in m.facts):
        # 608.2d: a creature type chosen that no sentence of the effect reads as "of the chosen type"
        raise Unmeant(a.render(), "a creature type chosen that no layer effect of the line reads")
    m.words.append("the creature type is chosen as it resolves (608.2d): the effect's `choices: {creature_type: "
                   "...}`")


@predicate.register
def _(p: s.SetSecondChosen, m: Meaning, subject: s.Affected) -> None:
    if m.one_shot:
        raise Unmeant(p.render(), "the chosen value of a resolving effect")
    if not (isinstance(subject, s.Group) and subject.chosen == "first chosen type" and subject.noun.word is not None
            and subject.noun.word.value == "land"):
        # 305.7: the second type read beside the first, on lands ("basic lands of the first chosen type")
        raise Unmeant(p.render(), "\"the second chosen type\" on other than lands of the first chosen type")
    # 305.7: the land's old land types and its rules-text abilities go; it gains the chosen type's mana ability
    add_operation(m, "l4", F("set_land_type", [F("second_chosen")]))
    m.words.append("is the second of the two basic land types chosen as its source entered and no other, with its "
                   f"mana ability (305.7, 614.12: the object's `choices.first_land_type` and `second_land_type`; "
                   f"{LAYERS['l4']})")


@predicate.register
def _(p: s.BecomesChoice, m: Meaning, subject: s.Affected) -> None:
    # 608.2d: one of two kinds, the one its controller chose as it resolved (the effect's `choices`: option 1 is the
    # first written); one choice of an option per effect
    if not m.one_shot or m.guard is not None or any(isinstance(q, (s.GainsChoice, s.GetPTChoice))
                                                    for q in m.siblings):
        raise Unmeant(p.render(), "a choice between two kinds outside a resolving effect's own sentence")
    for n, option in enumerate((p.first, p.second), start=1):
        m.guard = choice_guard("option", N(n))
        predicate(dataclasses.replace(option, verb="becomes"), m, subject)
    m.guard = None
    m.words.append(f"{p.render()}: the kind chosen as it resolved (608.2d; the effect's `choices`: option 1 or 2)")


@ability.register
def _(a: s.GraveyardStatic, m: Meaning) -> None:
    # 113.6: the ability functions only while its card is in a graveyard, its owner's (404.1: "your graveyard"; 109.5,
    # 108.4a: "you" of an object with no controller is its owner); asp/effects.lp functioning/2 reads functions_in/2
    ability(a.static, m)
    m.add("functions_in", m.key, F("graveyard"))
    m.words.append("functioning only while this card is in its owner's graveyard (113.6; not on the battlefield)")
