"""Choices made for objects as they entered and for effects as they resolved (docs/scenario.md `choices`):
which ones an ability needs (derived from the encodings: needs_choice/2 in encodings/library.lp),
whether a value is of the kind the ability asks for, and whether a `copy` choice names something the
object could have copied as it entered (707.5). Input that describes no possible game is an error.

A missing choice is refused by the `layers` question (`check_required_choices`), whose answer shows
what every ability does, and by `attacks` and `blocks`, which read the whole board (protection from
the chosen colour, the chosen creature type). `replace` asks only for the choices its own answer
depends on (a Clone's `copy` as it enters).
"""

from __future__ import annotations

import clingo

from pysolver.cards import vocabulary as vocab
from pysolver.cards.library import Library
from pysolver.cards.printed import Printed
from pysolver.errors import ScenarioError
from pysolver.scenario.cast import has_keyword
from pysolver.scenario.context import Context
from pysolver.scenario.model import GameObject, Scenario

# what each choice is, in words
CHOICE_WORDS = {"color": "a colour", "creature_type": "a creature type", "card_name": "a card name",
                "land_type": "a land type", "first_land_type": "the first of two basic land types",
                "second_land_type": "the second of two basic land types", "player": "a player",
                "copy": "an object to copy",
                "kicked": "whether it was kicked (true or false)", "option": "which change (1 the first written)",
                "kicked_with": "the kicker costs paid as it was cast (a list such as [\"{1}{U}\"], [] for none)",
                "condition": "whether its condition held as it resolved (true or false)",
                "bargained": "whether it was bargained (true or false)",
                "gift_promised": "whether the gift was promised (true or false)",
                "cast_in_main_phase": "whether it was cast during its controller's main phase (true or false)",
                "riot": "a +1/+1 counter or haste (riot: counter or haste)"}


def check_object_choices(cx: Context, objects: list[GameObject]) -> None:
    """The `copy` choices (707.5), the kind of a chosen card name, `life_paid` only where an ability pays life as the
    object enters (614.12), and `riot` only where it had riot as it entered (702.136a)."""
    for i, obj in enumerate(objects):
        if "copy" in obj.choices:
            check_copy_choice(cx, obj, i)
    check_copy_cycles(cx, objects)
    entered = entered_as(cx.objects, cx.library)
    for i, obj in enumerate(objects):
        if "life_paid" in obj.choices and not set(entered[obj.id].printed.abilities) & cx.library.life_payers:
            raise cx.fail(f"objects[{i}].choices.life_paid", f"{obj.printed.name} has no ability that pays life as "
                                                             "it enters (614.12): the choice life_paid means nothing "
                                                             "for it")
        # 614.12, 102.2: "choose an opponent": never its controller as it entered (its `controller`)
        if str(obj.choices.get("player", "")) == obj.controller \
                and set(entered[obj.id].printed.abilities) & cx.library.opponent_choosers:
            raise cx.fail(f"objects[{i}].choices.player", f"{obj.printed.name} chose an opponent as it entered "
                                                          f"(614.12, 102.2): not its controller {obj.controller}")
        # 702.136a: riot's choice only on an object that had riot as it entered (707.5: a Clone of a riot creature)
        if "riot" in obj.choices and not has_keyword(cx, entered[obj.id].printed, "riot"):
            raise cx.fail(f"objects[{i}].choices.riot", f"{obj.printed.name} has no riot ability (702.136a): the "
                                                        "choice riot means nothing for it")
        for ability in entered[obj.id].printed.abilities:  # 614.12: "choose a color other than green"
            for value in sorted(cx.library.excluded_colors.get(ability, ())):
                if str(obj.choices.get("color", "")).strip().lower() == value:
                    raise cx.fail(f"objects[{i}].choices.color", f"{obj.printed.name} chooses a color other than "
                                                                 f"{value} as it enters (614.12)")
        if "land_type" in obj.choices and str(obj.choices["land_type"]).lower() not in vocab.BASIC_LAND_TYPES \
                and any({"set_land_type", "chosen"} <= cx.library.operations.get(a, set())
                        for a in entered[obj.id].printed.abilities):  # 305.7: "choose a basic land type"
            raise cx.fail(f"objects[{i}].choices.land_type", f"{obj.printed.name} chooses a basic land type as it "
                                                             "enters (Plains, Island, Swamp, Mountain or Forest)")
        names = [a for a in entered[obj.id].printed.abilities if a.name == "as_enters_choose"
                 and a.arguments[0].name == "nonbasic_land_card_name"]
        if names and "card_name" in obj.choices:
            obj.choices["card_name"] = nonbasic_land_name(cx, obj.choices["card_name"],
                                                          f"objects[{i}].choices.card_name", obj.printed.name)


def check_required_choices(sc: Scenario, library: Library) -> None:
    """Every choice the abilities need is made (614.12): for each permanent on the battlefield (a
    face-down one has no abilities, 708.2), as it entered; for each resolved effect, as it resolved
    (its own `choices`, or its source's)."""
    objects = {o.id: o for o in sc.objects}
    entered = entered_as(objects, library)
    # (choices made, abilities, name, path, when) of every object and resolved effect
    asked: list[tuple[dict[str, str], list[clingo.Symbol], str, str, str]] = []
    for i, obj in enumerate(sc.objects):
        if obj.zone == "battlefield" and not obj.face_down:
            # 608.2d: an activated or triggered ability's choices are made as it resolves (the effect's)
            printed = [a for a in entered[obj.id].printed.abilities
                       if library.ability_class.get(a) not in ("activated", "triggered", "spell")]
            asked.append((obj.choices, printed, obj.printed.name, f"objects[{i}].choices", "as it entered"))
    for i, eff in enumerate(sc.effects):
        if eff.ability is not None:
            made = dict(objects[eff.source].choices) if eff.source else {}
            made.update(eff.choices)
            asked.append((made, [eff.ability], eff.label, f"effects[{i}].choices", "as it resolved"))
    for made, abilities, name, path, when in asked:
        missing_choice(sc.source, library, made, abilities, name, path, when)


def missing_choice(source: str, library: Library, made: dict[str, str], abilities: list[clingo.Symbol],
                   name: str, path: str, when: str) -> None:
    """ScenarioError for the first choice the abilities need that is not made."""
    for ability in abilities:
        for key in sorted(library.required_choices(ability) or ()):
            if key not in made:
                raise ScenarioError(source, f"{path}.{key}", f"missing: {name} needs {CHOICE_WORDS[key]} chosen "
                                                             f"{when} (\"{library.render(ability, name)}\")")


def nonbasic_land_name(cx: Context, chosen: str, path: str, chooser: str) -> str:
    """A nonbasic land card name (Alpine Moon), spelled as the card or object it names.

    A name of a library card (hand-written or compiled: pysolver.cards.names) or of an object of the
    scenario must be a nonbasic land by its printed type line (205.4c); another name is a card outside
    the library, which names no object here."""
    from pysolver.cards.names import UnknownCard, find_card

    try:
        named = [find_card(cx.library, chosen).printed]
    except UnknownCard:
        named = []
    named += [o.printed for o in cx.objects.values() if o.printed.name.lower() == chosen.strip().lower()]
    if not named:
        return chosen
    lands = [p for p in named if "land" in p.types and "basic" not in p.supertypes]
    if lands:
        return lands[0].name
    why = "a basic land" if any("land" in p.types for p in named) else "not a land card"
    raise cx.fail(path, f"{chosen!r} is {why}: {chooser} names a nonbasic land card")


def entered_as(objects: dict[str, GameObject], library: Library) -> dict[str, GameObject]:
    """For each object, the object whose abilities it had as it entered: itself, or for one that
    entered as a copy, the end of its chain of copies (707.5: its "as [this] enters" abilities apply;
    707.6: choices are its own). Each chain is walked once (a chain of thousands of Clones is read
    in linear time); a member of a cycle (check_copy_cycles) stands for itself."""
    found: dict[str, GameObject] = {}
    for start in objects:
        path: list[str] = []
        on_path: set[str] = set()
        oid = start
        while oid not in found:
            obj = objects[oid]
            copied = obj.choices.get("copy")
            if oid in on_path or not copied or not copies_as_it_enters(library, obj.printed):
                found[oid] = obj
                break
            on_path.add(oid)
            path.append(oid)
            oid = copied
        for member in path:
            found.setdefault(member, found[oid])
    return found


def copies_as_it_enters(library: Library, printed: Printed) -> list[clingo.Symbol]:
    """The object's "enter as a copy" abilities (707.5; copy_kind/2 of the encodings)."""
    return [a for a in printed.abilities if a in library.copy_kinds]


def check_copy_choice(cx: Context, obj: GameObject, i: int) -> None:
    """707.5: an object with an "enter as a copy" ability copies an object on the battlefield."""
    path, copied = f"objects[{i}].choices.copy", cx.objects[obj.choices["copy"]]
    if not copies_as_it_enters(cx.library, obj.printed):
        raise cx.fail(path, f"{obj.printed.name} has no ability that makes it enter as a copy (707.5): "
                            "the choice copy means nothing for it")
    # (an object elsewhere, on the stack say, may carry the choice it will make as it enters)
    if copied.zone != "battlefield":
        raise cx.fail(path, f"{copied.id} is in the {copied.zone}, not on the battlefield: "
                            f"{obj.printed.name} copies a permanent on the battlefield as it enters (707.5)")


def check_copy_cycles(cx: Context, objects: list[GameObject]) -> None:
    """Each object that entered as a copy of another entered after it: a cycle is impossible. Each
    object is visited once; the cycle is named from its member first in the file."""
    index = {o.id: i for i, o in enumerate(objects)}
    done: set[str] = set()
    for start in objects:
        path: list[str] = []
        position: dict[str, int] = {}
        obj = start
        while obj.id not in done:
            if obj.id in position:
                cycle = path[position[obj.id]:]
                first = min(range(len(cycle)), key=lambda k: index[cycle[k]])
                chain = cycle[first:] + cycle[:first]
                raise cx.fail(f"objects[{index[chain[0]]}].choices.copy",
                              f"a cycle of copies ({' -> '.join(chain + [chain[0]])}): each would have entered "
                              "as a copy of the other, which must already have been on the battlefield (707.5)")
            position[obj.id] = len(path)
            path.append(obj.id)
            if "copy" not in obj.choices or not copies_as_it_enters(cx.library, obj.printed):
                break
            obj = cx.objects[obj.choices["copy"]]
        done.update(path)
