"""The meanings of the Lures naming their blockers or two objects (509.1c), as asp/combat/requirements.lp reads them:
"All Walls able to block ~ do so." -> combat_meaning(K, self, lure_by(F)), F the filter of the blockers required
(asp/combat/filters.lp); "All creatures able to block ~ or enchanted creature do so." -> lure_either on each of the
two objects (one requirement for each creature able to block either, met by blocking either)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.combat import filter_term

F = clingo.Function


def _lured(subject: s.Subject) -> str:
    """The whom of one lured object: the object itself, or the creature its source enchants or equips (303.4, 301.5)."""
    if isinstance(subject, s.SelfRef):
        return "self"
    if isinstance(subject, s.Attached) and subject.noun.render() == "creature":
        return "enchanted" if subject.how == "enchanted" else "equipped"
    raise Unmeant(subject.render(), "a lure of an object other than itself or the enchanted or equipped creature")


@ability.register
def _(a: s.NamedLure, m: Meaning) -> None:
    m.add("ability_class", m.key, F("static"))
    if a.blockers is not None:
        # 509.1c: each creature of the filter able to block the object must (its filter judged as it blocks)
        (subject,) = a.subjects
        m.add("combat_meaning", m.key, F(_lured(subject)), F("lure_by", [filter_term(a.blockers)]))
    else:
        if a.noun is None or a.noun.render() != "creatures":
            raise Unmeant(a.noun.render() if a.noun else a.render(), "only \"all creatures able to block\" is read")
        whoms = [_lured(x) for x in a.subjects]
        if whoms != ["self", "enchanted"]:
            raise Unmeant(a.render(), "only \"~ or enchanted creature\" is read as two lured objects")
        for whom in whoms:
            m.add("combat_meaning", m.key, F(whom), F("lure_either"))
    m.words.append(f"static ability (604.1): {a.render()} (a combat requirement, 509.1c)")


@ability.register
def _(a: s.JoinsAttack, m: Meaning) -> None:
    # 508.1d: each creature it names attacks if able once some creature attacks (all attackers are the active
    # player's, 508.1a: "a creature you control" of ~'s controller, "that opponent" the controller of the creatures)
    m.add("ability_class", m.key, F("static"))
    whom = F("self") if a.whose == "you" else F("group", [F("opponents"), F("every"), F("any")])
    m.add("combat_meaning", m.key, whom, F("joins_attack_if_able"))
    m.words.append(f"static ability (604.1): {a.render()} (a combat requirement once a creature attacks, 508.1d)")


@ability.register
def _(a: s.AttackedByOne, m: Meaning) -> None:
    # 508.1d: one requirement on an opponent's whole declaration (asp/combat/requirements.lp)
    m.add("ability_class", m.key, F("static"))
    m.add("combat_meaning", m.key, F("game"), F("attacked_by_one_if_able"))
    m.words.append(f"a combat rule (508.1d): {a.render()}")
