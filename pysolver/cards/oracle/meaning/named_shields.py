"""The meaning of a replacement or prevention sentence of a resolved effect on the one target a sentence before it
named (608.2c): the facts of "Regenerate target creature.", "Prevent all damage that would be dealt to target creature
this turn." and Lava Coil's "If that creature would die this turn, exile it instead." on the effect's `targets`
(asp/replace/effects.lp: a resolved effect's replacement and prevention effects)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# the damage prevented: dealt to the target, by it, or both (615.1)
SIDES = {"to": F("affected", [F("targeted")]), "by": F("source", [F("targeted")]),
         "to and dealt by": F("involves", [F("targeted")])}
# the same, of the ability's own source (asp/replace/applicability.lp, shields.lp)
SOURCE_SIDES = {"to": F("affected", [F("source")]), "by": F("source", [F("source")]),
                "to and dealt by": F("involves", [F("source")])}
# 110.4: the card types of a permanent ("that permanent" after "target creature or land"), and the others (300.1)
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker", "permanent"})
CARD_TYPES = PERMANENT_TYPES | {"instant", "sorcery", "kindred", "card", "spell"}
# the pronouns naming the planeswalker itself, as its name does (a person, not "it")
SELF_PRONOUNS = ("him", "her")


def named_target(e: s.NamedShield, it: s.Affected | None) -> s.Target:
    """The one target "it" / "that creature" names (608.2c), or Unmeant: a group, the source, a triggering object, a
    target of several objects or of another kind is not read."""
    if not isinstance(it, s.Target):
        raise Unmeant(e.named, f"\"{e.named}\" names no single target before it")
    if it.many is not None or it.exactly or it.up_to is not None and it.up_to.value != 1:
        raise Unmeant(e.named, f"\"{e.named}\" after a target of several objects")
    if e.named.startswith("those"):
        raise Unmeant(e.named, f"\"{e.named}\" names several objects")
    if e.named == "that permanent":  # 110.4: the target's every card type is a permanent's
        named = [w for w in [*it.restriction.split(), it.noun.text] if w in CARD_TYPES]
        if not named or any(w not in PERMANENT_TYPES for w in named):
            raise Unmeant(e.named, f"\"{e.named}\" after a target that may be no permanent")
    elif e.named.startswith("that") and e.named.removeprefix("that ") != it.noun.text:
        raise Unmeant(e.named, f"\"{e.named}\" names another kind than the target")
    if e.op == "exile_if_dies" and it.noun.text != "creature":
        raise Unmeant(e.named, "only a creature dies here (700.4)")
    return it


def named_shield(m: Meaning, e: s.NamedShield, target: s.Target) -> None:
    """replaces/repl_if/repl_op of the resolved effect on its target (`affected(targeted)` and its kin)."""
    k = m.key
    if e.op == "regenerate":  # 701.19a: the next time it would be destroyed this turn
        m.add("replaces", k, F("destroy"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append(f"a regeneration shield (701.19a) on {target.render()} (the effect's `targets`) this turn")
    elif e.op == "prevent_all":  # 615.1
        _prevent_all(m, e, SIDES[e.side or "to"], f"{target.render()} (the effect's `targets`)")
    else:  # 614.1a, 700.4: dying is the move from the battlefield to a graveyard
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("from", [F("battlefield")]))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_if", k, F("affected_has", [F("type"), F("creature")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append(f"a replacement effect (614.1a): {target.render()} (the effect's `targets`) is exiled instead "
                       "of dying this turn")


def named_self_shield(m: Meaning, e: s.NamedShield, it: object) -> s.SelfRef:
    """"Prevent all damage that would be dealt to him this turn." after a sentence whose subject is the source (~):
    "him" / "her" names it (the planeswalker of a loyalty ability, 606), so the prevention effect (615.1) of the
    resolved ability is on its source for the turn; after any other sentence, Unmeant."""
    if not isinstance(it, s.SelfRef):
        raise Unmeant(e.named, f"\"{e.named}\" names no source (~) of the sentence before it")
    _prevent_all(m, e, SOURCE_SIDES[e.side or "to"], "~ (the ability's source)")
    return it


def _prevent_all(m: Meaning, e: s.NamedShield, side: clingo.Symbol, whom: str) -> None:
    """The prevention effect (615.1) of all [combat] damage dealt to / by `whom` this turn (`side`, its repl_if)."""
    k = m.key
    m.add("replaces", k, F("damage"))
    m.add("repl_if", k, side)
    if e.combat:
        m.add("repl_if", k, F("combat_damage"))  # 510.2
    m.add("repl_op", k, F("prevent_all"))
    m.words.append(f"a prevention effect (615.1): all {'combat ' if e.combat else ''}damage that would be dealt "
                   f"{e.side} {whom} {e.duration} is prevented")
