"""Every ability text of the library means, on a `custom` object, what the library ability means.

1. Every template and other wording (text/2, alias/2 of encodings/abilities) with every word its
   slots take (argument/3: every colour, land type, keyword, choice, mana symbol and permanent kind,
   every creature type, samples of the qualities and numbers), written out as Oracle text, reads
   back as exactly that ability; the same wording with a word outside the slot's class is refused.
2. Every permanent card of the library, rewritten as a `custom` object with the same printed values
   and its abilities given as text, gives exactly the same `layers` answer as the card on the same
   board.
   The same holds for `attacks`/`blocks` (cards with a meaning in combat) and for `replace`
   (cards with replacement or prevention abilities, on an event of each kind they replace).
3. Where no library card carries a template's word (Elf lords, an Island Urborg ...), the answer is
   the one derived from the rules for that word (613.4c, 305.7, 205.1b, 613.1f) on a board holding
   a creature of every colour, an Elf, a Wall and lands of several types, for every colour and
   samples of the creature types, land types and keywords (every one of which 1. reads back): text
   accepted changes what its words say, and only that.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import clingo
import pytest

from pysolver.cards import vocabulary as vocab
from pysolver.cards.arguments import ARG_CLASSES
from pysolver.cards.combat_words import quality_facts
from pysolver.cards.library import _PLACEHOLDER, Library, load_library, word_symbols
from pysolver.errors import ScenarioError
from pysolver.questions.combat.question import solve_combat
from pysolver.questions.layers.question import solve_layers
from pysolver.questions.replace.question import solve_replace
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

LIBRARY = load_library()
SLOT = re.compile(r"\[(\d)")


def slot_classes(key: str) -> list[str]:
    """The class of each word slot of an ability, in slot order."""
    slots = sorted({int(n) for n in SLOT.findall(LIBRARY.templates[key])})
    return [LIBRARY.arguments[key][n] for n in slots]


def symbol(word: str) -> clingo.Symbol:
    """The constant a word of the rules stands for (the library's normal form)."""
    return word_symbols(word, None)[0]


def meaning(term: clingo.Symbol) -> Any:
    """What an ability means, for comparing: a quality by the facts combat decodes from it
    ("Walls" and "wall" are the same quality), every other word as itself."""
    args = []
    for arg in term.arguments:
        facts = quality_facts(arg, [], "", "") if term.name in ("protection_from", "cant_be_blocked_by") else None
        args.append(sorted((f.name, f.arguments[1:]) for f in facts) if facts is not None else arg)
    return term.name, args


TEMPLATE_WORDINGS = [(key, wording) for key in sorted(LIBRARY.written_keys())
                     for wording in LIBRARY.wordings(key)]


def test_every_template_slot_has_a_class() -> None:
    for key, _wording in TEMPLATE_WORDINGS:
        assert all(c in ARG_CLASSES for c in slot_classes(key)), key


@pytest.mark.parametrize(("key", "wording"), TEMPLATE_WORDINGS, ids=[f"{k}:{w[:30]}" for k, w in TEMPLATE_WORDINGS])
def test_every_wording_with_every_word_reads_back_as_its_ability(key: str, wording: str) -> None:
    classes = slot_classes(key)
    words = [ARG_CLASSES[c].words(load_library()) for c in classes]
    for combo in itertools.product(*words):
        term = clingo.Function(key, [symbol(w) for w in combo])
        for name in ("Test Object", "this creature"):
            text = Library.fill(wording, term.arguments, name)
            for variant in (text, text.upper() if key == "kw" else text.lower(), text.replace("'", "\u2019")):
                parsed = LIBRARY.parse_ability(variant, "Test Object")
                assert parsed is not None and meaning(parsed) == meaning(term), (variant, parsed, term)


@pytest.mark.parametrize(("key", "wording"), [kw for kw in TEMPLATE_WORDINGS if SLOT.search(kw[1])],
                         ids=[f"{k}:{w[:30]}" for k, w in TEMPLATE_WORDINGS if SLOT.search(w)])
def test_a_word_outside_a_slots_class_is_refused(key: str, wording: str) -> None:
    """"Zebra" is no colour, creature type, land type, keyword or quality: no text with it is read."""
    classes = slot_classes(key)
    for slot in range(len(classes)):
        words = [symbol(ARG_CLASSES[c].words(load_library())[0]) for c in classes]
        words[slot] = clingo.Function("zebra")
        text = Library.fill(wording, words, "Test Object")
        assert LIBRARY.parse_ability(text, "Test Object") is None, text


# --- 2. library cards against custom objects carrying their text ---------------------------------
PERMANENT_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker"}
CHOICES = {"color": "blue", "creature_type": "elf", "card_name": "Breeding Pool"}


def witnesses() -> list[dict[str, Any]]:
    """Objects an ability may change: a creature of each colour (one an Elf, one a Wall), a basic
    land, a nonbasic land and an artifact, of either player."""
    objects = []
    for i, color in enumerate(vocab.COLORS):
        owner = "alice" if i % 2 == 0 else "bob"
        subtypes = {"green": ["elf"], "red": ["wall"]}.get(color, ["human"])
        objects.append({"id": f"w_{color}", "owner": owner, "custom": {
            "name": f"{color} one", "types": ["creature"], "subtypes": subtypes, "colors": [color],
            "power": 2, "toughness": 2}})
    objects += [{"id": "w_swamp", "card": "Swamp"}, {"id": "w_pool", "card": "Breeding Pool", "owner": "bob"},
                {"id": "w_art", "custom": {"name": "Trinket", "types": ["artifact"], "mana_cost": "{2}"}}]
    return objects


def attachment(printed: Any) -> str | None:
    """What an Aura or Equipment of the library is attached to on the witness board."""
    if "equipment" in printed.subtypes:
        return "w_blue"
    enchant = [a.arguments[0].name for a in printed.abilities if a.name == "enchant"]
    return {"land": "w_pool", "artifact": "w_art"}.get(enchant[0], "w_blue") if enchant else None


def as_custom(card_name: str) -> dict[str, Any]:
    """A library card as a custom object: the same printed values, its abilities given as text."""
    card = LIBRARY.card(card_name)
    assert card is not None
    p = card.printed
    stars = p.pt_text().split("/") if p.pt_text() is not None else [None, None]  # type: ignore[union-attr]
    texts = [LIBRARY.render(a, p.name) for a in p.abilities if a.name in LIBRARY.written_keys()]
    custom: dict[str, Any] = {"name": p.name, "mana_cost": card.mana_cost, "types": p.types, "subtypes": p.subtypes,
                              "supertypes": p.supertypes, "colors": p.colors, "abilities": texts}
    if p.power is not None or p.toughness is not None:
        custom["power"] = stars[0] if "power" in p.stars else p.power
        custom["toughness"] = stars[1] if "toughness" in p.stars else p.toughness
    return custom


def board(card_name: str, custom: bool) -> dict[str, Any]:
    card = LIBRARY.card(card_name)
    assert card is not None
    obj: dict[str, Any] = {"id": "subject", "owner": "alice"}
    obj.update({"custom": as_custom(card_name)} if custom else {"card": card_name})
    keys = set().union(*(LIBRARY.required_choices(a) or set() for a in card.printed.abilities))
    if keys:
        obj["choices"] = {k: CHOICES[k] for k in keys}
    if attachment(card.printed):
        obj["attached_to"] = attachment(card.printed)
    return {"players": ["alice", "bob"], "objects": [*witnesses(), obj]}


def layers_answer(data: dict[str, Any]) -> list[dict[str, Any]]:
    sc = load_scenario(data, "test", LIBRARY)
    return [oc.to_json() for oc in solve_layers(sc, LIBRARY, Limits())]


PERMANENT_CARDS = sorted(c.name for c in LIBRARY.cards.values()
                         if PERMANENT_TYPES & set(c.printed.types) and c.printed.abilities
                         and not any(LIBRARY.copy_kinds.get(a) for a in c.printed.abilities))


def test_every_card_text_reads_back_as_the_cards_abilities() -> None:
    for name in sorted(LIBRARY.cards):
        card = LIBRARY.cards[name]
        for ability in card.printed.abilities:
            if ability.name not in LIBRARY.written_keys():
                continue
            text = LIBRARY.render(ability, card.name)
            assert LIBRARY.parse_ability(text, card.name) == ability, (card.name, text)


@pytest.mark.parametrize("card_name", PERMANENT_CARDS)
def test_a_custom_copy_of_a_card_gives_the_cards_layers_answer(card_name: str) -> None:
    library_answer = layers_answer(board(card_name, custom=False))
    assert layers_answer(board(card_name, custom=True)) == library_answer


COMBAT_CARDS = [name for name in PERMANENT_CARDS
                if any(a in LIBRARY.combat_abilities for a in LIBRARY.cards[name.lower()].printed.abilities)]


def combat_answer(data: dict[str, Any], question: str) -> dict[str, Any]:
    sc = load_scenario(data, "test", LIBRARY)
    return solve_combat(sc, LIBRARY, Limits(), question, 1000).to_json()


@pytest.mark.parametrize("card_name", COMBAT_CARDS)
def test_a_custom_copy_of_a_card_gives_the_cards_combat_answers(card_name: str) -> None:
    """508.1, 509.1: the attacks alice may declare, and the blocks bob may declare against all of
    alice's creatures attacking, are the same with the card and with its text on a custom object."""
    answers = []
    for custom in (False, True):
        data = board(card_name, custom)
        attacks = combat_answer(data, "attacks")
        creatures = [o["id"] for o in data["objects"] if o.get("owner", "alice") == "alice"
                     and "creature" in (o["custom"]["types"] if "custom" in o else
                                        LIBRARY.cards[o["card"].lower()].printed.types)]
        data["combat"] = {"attackers": {oid: "bob" for oid in creatures}}
        answers.append((attacks, combat_answer(data, "blocks")))
    assert answers[1] == answers[0], card_name


REPLACE_CARDS = [name for name in PERMANENT_CARDS
                 if any(a in LIBRARY.replace_abilities for a in LIBRARY.cards[name.lower()].printed.abilities)]
# events that exercise the replacement abilities of the library's permanents (614-616), by the kind
# of event an ability replaces (replaces/2, cant/2): dying, destruction, damage from either player's
# creature to a creature and to a player, counters, tokens, life, a card entering
EVENTS = {
    "zone": [{"kind": "zone_change", "object": "w_blue", "to": "graveyard"}],
    "damage": [{"kind": "damage", "source": "w_black", "targets": ["bob", "w_blue"], "amount": 2}],
    "counters": [{"kind": "counters", "object": "w_black", "counter": "+1/+1", "amount": 2}],
    "token": [{"kind": "create_token", "token": "Grizzly Bears", "amount": 2}],
    "gain": [{"kind": "gain_life", "amount": 3}],
    "life_change": [{"kind": "damage", "source": "w_red", "target": "alice", "amount": 2}],
    "enter": [{"kind": "enter", "object": "subject_in_hand", "x": 2}],
    "destroy": [{"kind": "destroy", "object": "subject"}],
}


def replace_answer(data: dict[str, Any]) -> Any:
    """The `replace` answer, or the problem that refuses the event (the same for both boards)."""
    try:
        sc = load_scenario(data, "test", LIBRARY)
        return [oc.to_json() for oc in solve_replace(sc, LIBRARY, Limits()).outcomes]
    except ScenarioError as exc:
        return str(exc)


@pytest.mark.parametrize("card_name", REPLACE_CARDS)
def test_a_custom_copy_of_a_card_gives_the_cards_replace_answers(card_name: str) -> None:
    """614-616: every event of the kinds its abilities replace has the same outcomes with the card
    and with its text (the card on the battlefield, and a second one entering from a hand)."""
    card = LIBRARY.cards[card_name.lower()]
    kinds = set().union(*(LIBRARY.replace_kinds.get(a, set()) for a in card.printed.abilities))
    events = [e for kind in sorted(kinds) for e in EVENTS[kind]]
    assert events, (card_name, kinds)
    for event in events:
        answers = []
        for custom in (False, True):
            data = board(card_name, custom)
            in_hand = {k: v for k, v in data["objects"][-1].items() if k != "attached_to"}
            data["objects"].append(in_hand | {"id": "subject_in_hand", "zone": "hand"})
            answers.append(replace_answer(data | {"event": event}))
        assert answers[1] == answers[0], (card_name, event)
        assert not isinstance(answers[0], str), (card_name, event, answers[0])


# --- 3. words no library card carries: the answer derived from the rules --------------------------
def rules_board(text: str) -> dict[str, Any]:
    """The text on an artifact of alice's, with the witnesses (every colour; an Elf; lands)."""
    subject = {"id": "subject", "owner": "alice", "custom": {"name": "Source", "types": ["artifact"],
                                                             "abilities": [text]}}
    lands = [{"id": f"l_{t.lower()}", "owner": "bob", "custom": {"name": f"{t} land", "types": ["land"],
                                                                 "subtypes": [t]}}
             for t in ("Forest", "Island", "Desert")]
    return {"players": ["alice", "bob"], "objects": [*witnesses(), *lands, subject]}


def objects_of(text: str) -> dict[str, Any]:
    [answer] = layers_answer(rules_board(text))
    return answer["objects"]


BASE = {o["id"]: o for o in rules_board("flying")["objects"]}


def owner_of(oid: str) -> str:
    return BASE[oid].get("owner", "alice")


def printed_subtypes(oid: str) -> set[str]:
    raw = BASE[oid]
    if "custom" in raw:
        return {vocab.normal_word(s).replace("_", " ") for s in raw["custom"].get("subtypes", [])}
    card = LIBRARY.card(raw["card"])
    assert card is not None
    return set(card.printed.subtypes)


def creature_colors(oid: str) -> set[str]:
    return set(BASE[oid]["custom"]["colors"]) if "custom" in BASE[oid] else set()


@pytest.mark.parametrize(("template", "where"), [
    ("{} creatures get +1/+1.", lambda oid, w: w in creature_colors(oid)),
    ("{} creatures you control get +1/+1.", lambda oid, w: w in creature_colors(oid) and owner_of(oid) == "alice"),
    ("Other {} creatures you control get +1/+1.",
     lambda oid, w: w in creature_colors(oid) and owner_of(oid) == "alice"),
])
@pytest.mark.parametrize("color", vocab.COLORS)
def test_colour_lords_pump_exactly_the_creatures_of_their_colour(template: str, where: Any, color: str) -> None:
    """613.4c: +1/+1 to each creature the words pick (105.1: its colour; "you control"; "other")."""
    objects = objects_of(template.format(color.capitalize() if template.startswith("{") else color))
    for oid, obj in objects.items():
        if obj["power"] is None or oid == "subject":
            continue
        assert obj["power"] == 2 + (1 if where(oid, color) else 0), (oid, color)


# every creature type is read back in 1.; here a sample, the multi-word and punctuated ones among it
@pytest.mark.parametrize(("template", "mine_only", "not_itself"), [
    ("Other {} creatures you control get +1/+1.", True, True),
    ("{} creatures you control get +1/+1.", True, False),
    ("{} creatures get +1/+1.", False, False),
    ("Other {} creatures get +1/+1.", False, True),
])
@pytest.mark.parametrize("creature_type", ["Elf", "Human", "Wall", "Goblin", "Time Lord", "Assembly-Worker", "C'tan"])
def test_creature_type_lords_pump_exactly_the_creatures_of_their_type(template: str, mine_only: bool,
                                                                      not_itself: bool, creature_type: str) -> None:
    """613.4c, 205.3m: "Other Elf creatures you control get +1/+1." and its kin; the lord is an Elf
    creature of alice's, so "other" and "you control" both decide."""
    data = rules_board(template.format(creature_type))
    subject = data["objects"][-1]["custom"]
    subject.update({"types": ["creature"], "subtypes": ["elf"], "power": 2, "toughness": 2})
    [answer] = layers_answer(data)
    for oid, obj in answer["objects"].items():
        if obj["power"] is None:
            continue
        word = vocab.normal_word(creature_type).replace("_", " ")
        has_type = word in (printed_subtypes(oid) if oid != "subject" else {"elf"})
        picked = has_type and (owner_of(oid) == "alice" or not mine_only) and not (not_itself and oid == "subject")
        assert obj["power"] == 2 + picked, (oid, creature_type, template)


SAMPLE_LAND_TYPES = (*[t.capitalize() for t in vocab.BASIC_LAND_TYPES], "Desert", "Urza's", "Power-Plant")


@pytest.mark.parametrize("land_type", SAMPLE_LAND_TYPES)
def test_each_land_gains_the_land_type_its_words_name(land_type: str) -> None:
    """305.7 ("in addition to its other land types"); 305.6: a basic land type adds its mana ability."""
    objects = objects_of(f"Each land is a {land_type} in addition to its other land types.")
    word = vocab.normal_word(land_type)
    shown = vocab.LAND_TYPE_WORDS[word].lower()
    for oid, obj in objects.items():
        if "land" in obj["types"]:
            assert shown in obj["subtypes"] and printed_subtypes(oid) <= set(obj["subtypes"]), oid
        else:
            assert shown not in obj["subtypes"], oid


@pytest.mark.parametrize("land_type", SAMPLE_LAND_TYPES)
def test_nonbasic_lands_become_the_land_type_its_words_name(land_type: str) -> None:
    """305.7: a nonbasic land loses its land types and abilities and is only the named type."""
    plural = land_type if land_type.endswith("s") else land_type + "s"
    objects = objects_of(f"Nonbasic lands are {plural}.")
    shown = vocab.LAND_TYPE_WORDS[vocab.normal_word(land_type)].lower()
    for oid, obj in objects.items():
        if "land" in obj["types"] and "basic" not in obj["supertypes"]:
            assert obj["subtypes"] == [shown], oid
        elif "land" in obj["types"]:
            assert obj["subtypes"] == sorted(printed_subtypes(oid)), oid


# every keyword is read back in 1.; here those of the combat rules and a few others
@pytest.mark.parametrize("keyword", ["flying", "first strike", "menace", "trample", "indestructible"])
def test_creatures_you_control_gain_the_keyword_its_words_name(keyword: str) -> None:
    """613.1f layer 6: only alice's creatures gain it."""
    objects = objects_of(f"Creatures you control have {keyword}.")
    for oid, obj in objects.items():
        has = keyword in obj["abilities"]
        assert has == ("creature" in obj["types"] and owner_of(oid) == "alice"), (oid, keyword)


@pytest.mark.parametrize("card_type", ARG_CLASSES["added_type"].words(load_library()))
def test_all_permanents_gain_the_card_type_its_words_name(card_type: str) -> None:
    """205.1b, layer 4: every permanent, nothing else."""
    objects = objects_of(f"All permanents are {card_type}s in addition to their other types.")
    assert all(card_type in obj["types"] for obj in objects.values())


@pytest.mark.parametrize("cost", [1, 2, 3])
def test_ward_is_the_keyword_with_the_cost_its_words_name(cost: int) -> None:
    """702.21a: "ward {N}" is a keyword ability of the permanent that has it, read back with its cost, and
    of no other object (no question reads targeting)."""
    objects = objects_of(f"ward {{{cost}}}")
    assert objects["subject"]["abilities"] == [f"ward {{{cost}}}"]
    assert all(f"ward {{{cost}}}" not in obj["abilities"] for oid, obj in objects.items() if oid != "subject")


@pytest.mark.parametrize("amount", [1, 2])
def test_toxic_is_the_keyword_with_the_number_its_words_name(amount: int) -> None:
    """702.164a: "toxic N" is a keyword ability of the permanent that has it, read back with its number, and of
    no other object (no question deals combat damage)."""
    objects = objects_of(f"toxic {amount}")
    assert objects["subject"]["abilities"] == [f"toxic {amount}"]
    assert all(f"toxic {amount}" not in obj["abilities"] for oid, obj in objects.items() if oid != "subject")


def test_every_slot_class_is_covered_by_a_rules_test_or_a_card() -> None:
    """A template with words and a continuous effect is either carried by a library card (2.) or
    derived above (3.): none is left without an answer to compare."""
    derived = {"colored_creatures_get", "colored_creatures_you_control_get", "other_colored_creatures_you_control_get",
               "other_creature_type_you_control_get", "creature_type_creatures_get",
               "creature_type_creatures_you_control_get", "other_creature_type_creatures_get",
               "each_land_is_also", "nonbasic_lands_are",
               "creatures_you_control_have", "all_permanents_are", "ward", "toxic"}
    carried = {a.name for c in PERMANENT_CARDS for a in LIBRARY.cards[c.lower()].printed.abilities}
    for key, wording in TEMPLATE_WORDINGS:
        if _PLACEHOLDER.search(wording) and SLOT.search(wording):
            assert key in derived or key in carried, key
