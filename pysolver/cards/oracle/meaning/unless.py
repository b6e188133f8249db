"""The conditions of replacement effects on what is affected and on what players control: the
repl_if/2 of "if a creature an opponent controls would die" (616.1: the affected object) and of
"enters tapped unless you control ..." (614.1c), read by asp/replace/applicability.lp and
asp/replace/conditions.lp."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number

# the characteristic a selector condition reads (asp/replace/applicability.lp affected_has/2)
ATTRIBUTE = {"type": "type", "subtype": "subtype", "supertype": "supertype", "color": "color"}


def affected_conditions(g: s.Group, replacing: bool = True) -> list[clingo.Symbol]:
    """repl_if/2 of the affected object a group's words name: its characteristics (affected_has)
    and its controller (affected_controller); of a replacement (`replacing`, not a "can't" effect's
    cant_if/2) also a quality it lacks ("non-Human": affected_lacks), "other" (not the effect's source:
    affected_other), "nontoken" (affected(nontoken)) and a status of combat ("attacking creatures you control":
    affected_status, 506.4), which asp/replace/applicability.lp reads."""
    conds = []
    if replacing and g.status is not None:  # 506.4: attacking or blocking, as the question sees `combat`
        conds.append(F("affected_status", [F(g.status)]))
        g = dataclasses.replace(g, status=None)
    for sign, cond in group_conditions(g):
        if replacing and sign == "neg" and cond.name in ATTRIBUTE:
            conds.append(F("affected_lacks", [F(ATTRIBUTE[cond.name]), cond.arguments[0]]))
            continue
        if replacing and sign == "pos" and cond.name == "colorless":  # 105.2c: no colour (affected_colorless)
            conds.append(F("affected_colorless"))
            continue
        if replacing and sign == "pos" and cond.name in ("other", "nontoken"):
            conds.append(F("affected_other") if cond.name == "other" else F("affected", [F("nontoken")]))
            continue
        if sign != "pos" or cond.name not in ATTRIBUTE and cond.name not in ("you_control", "opponent_controls"):
            raise Unmeant(g.render(), "a quality of the affected object the replacement rules do not read")
        if cond.name == "you_control":
            conds.append(F("affected_controller", [F("you")]))
        elif cond.name == "opponent_controls":
            conds.append(F("affected_controller", [F("opponent")]))
        else:
            conds.append(F("affected_has", [F(ATTRIBUTE[cond.name]), cond.arguments[0]]))
    return conds


def you_and_group_conditions(g: s.Group) -> tuple[list[clingo.Symbol], str]:
    """repl_if/2 of "you and GROUP" (615.1, 614.9: "you and creatures you control"): the effect's controller too
    (or_you, asp/replace/applicability.lp) and the objects of the group (affected_conditions); and those words."""
    return [F("or_you"), *affected_conditions(g)], f"its controller and {g.render()}"


def _legacy_basic_lands(u: s.Unless) -> bool:
    """"you control N or more basic lands" / "a basic land": the library's own condition
    (you_control_fewer(N,basic_land), Canopy Vista)."""
    if u.who != "you" or u.at_most or len(u.kinds) != 1:
        return False
    g = u.kinds[0]
    return g.other is None and [a.text for a in g.adjectives] == ["basic"] and g.noun.text in ("land", "lands")


def unless_facts(m: Meaning, u: s.Unless) -> None:
    """repl_if/2 of "enters tapped unless ...": the replacement applies when the condition is false.
    "you control N or more X": control_fewer(you,N,Sel); "N or fewer": control_more(you,N,Sel);
    "your opponents control N or more X": control_fewer(opponents,N,Sel); "you have N or more
    opponents": opponents_fewer(N); "a player has N or less life": no_life_at_most(N). Sel is a
    selector named by its words, with a scope/4 alternative for each kind ("a Plains or an Island")."""
    k = m.key
    if u.who == "opponents":
        m.add("repl_if", k, F("opponents_fewer", [N(u.amount)]))
        return
    if u.who == "a player":
        m.add("repl_if", k, F("no_life_at_most", [N(u.amount)]))
        return
    if _legacy_basic_lands(u):
        m.add("repl_if", k, F("you_control_fewer", [N(u.amount), F("basic_land")]))
        return
    sel = F(normal_word(" or ".join(g.render() for g in u.kinds)))
    for alt, g in enumerate(u.kinds, start=1):
        for sign, cond in group_conditions(g):
            if sign != "pos" or cond.name not in ATTRIBUTE and cond.name != "other":
                raise Unmeant(g.render(), "a quality the count of what a player controls does not read")
            m.add("scope", sel, N(alt), F(sign), cond)
    who = F("you" if u.who == "you" else "opponents")
    m.add("repl_if", k, F("control_more" if u.at_most else "control_fewer", [who, N(u.amount), sel]))
