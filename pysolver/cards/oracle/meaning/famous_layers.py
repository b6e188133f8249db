"""The meanings of the layer statics of famous cards: a base power and toughness each equal to the object's own mana
value (Opalescence, Starfield of Nyx; 202.3, 613.4b), a power and toughness, colour and kinds added "in addition to
their other types" (Life and Limb; 205.1b, 305.7), and "loses all other abilities, card types, and creature types"
(Darksteel Mutation; 205.1a, 613.1f)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F = clingo.Function
# 205.3: the card type each list of subtypes belongs to
SUBTYPE_OF = {"creature_type": "creature", "land_type": "land", "artifact_type": "artifact",
              "enchantment_type": "enchantment"}


@predicate.register
def _(p: s.BaseManaValuePT, m: Meaning, subject: s.Affected) -> None:
    # 613.4b: an effect that sets the base power and toughness (layer 7b), with its own timestamp and dependencies;
    # not a characteristic-defining ability (604.3a: it defines other objects' values, not its own object's). 202.3:
    # the mana value of each object it applies to, read as it applies (611.3a); a resolving effect's once, as it
    # resolved (608.2h: the effect's `x`)
    mana_value = F("x") if m.one_shot else F("mv")
    add_operation(m, "l7b", F("set_pt", [mana_value, mana_value]))
    when = "as it resolved (608.2h), the effect's `x`" if m.one_shot else "as the effect applies (202.3)"
    m.words.append(f"{p.render()}: its mana value {when} ({LAYERS['l7b']})")


@predicate.register
def _(p: s.PTKinds, m: Meaning, subject: s.Affected) -> None:
    types = [t for _subtypes, kind_types in p.kinds for t in kind_types]
    if "creature" not in {t.word.value for t in types if t.word is not None}:
        raise Unmeant(p.render(), "a power and toughness of what the effect makes no creature (208.3)")
    for subtypes, kind_types in p.kinds:
        owners = {t.word.value for t in kind_types if t.word is not None}
        for st in subtypes:
            if st.word is None or SUBTYPE_OF.get(st.word.cls) not in owners:
                # 205.3d: "Saproling creatures and Forest lands": each subtype with a card type it belongs to
                raise Unmeant(p.render(), "a subtype beside no card type it belongs to (205.3d)")
    # 205.1b: every kind's card types and subtypes added, the old ones kept (a land type added keeps the land's rules
    # text and gives it the new type's mana ability, 305.7); 105.3: the colour set; 613.4b: the base P/T set. The
    # facts are those of the one "is/are" of all the kinds' words
    whole = s.Becomes(p.verb, p.article, p.pt, p.colors, tuple(st for subtypes, _t in p.kinds for st in subtypes),
                      tuple(types), None, None, p.in_addition)
    scratch = dataclasses.replace(m, facts=[], words=[])
    predicate(whole, scratch, subject)
    for fact in scratch.facts:
        m.add(fact.name, *fact.arguments)
    m.words.append(f"{p.render()} (its other types kept, each kind's card type and subtypes added, 205.1b; the "
                   "colour and the base power and toughness set; layers 4-7b)")


@predicate.register
def _(p: s.LosesOtherKinds, m: Meaning, subject: s.Affected) -> None:
    # 205.1a: the card types and creature types the same effect names (read before it: "is an Insect artifact
    # creature", set_type and set_creature_type) replace the old ones; 613.1f: every ability but those the same
    # effect grants (meaning.abilities refuses it beside no grant), as "loses all other abilities"
    layer4 = [f.arguments[2] for f in m.facts if f.name == "does" and f.arguments[0] == m.key
              and f.arguments[1] == F("l4")]
    names = {op.name for op in layer4}
    if not {"set_type", "set_creature_type"} <= names or names - {"set_type", "set_creature_type"}:
        raise Unmeant(p.render(), "\"other card types and creature types\" than the card types and creature types "
                      "the effect sets, and nothing else")
    add_operation(m, "l6", F("lose_all"))
    m.words.append(f"its other card types and creature types replaced (205.1a), and loses all other abilities "
                   f"({LAYERS['l6']})")
