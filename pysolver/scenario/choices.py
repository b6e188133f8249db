"""Choices made for objects as they entered and for effects as they resolved (SCENARIO.md `choices`):
which ones an ability needs (derived from the encodings: needs_choice/2 in encodings/library.lp),
whether a value is of the kind the ability asks for, and whether a `copy` choice names something the
object could have copied as it entered (707.5). Input that describes no possible game is an error."""

from __future__ import annotations

from typing import Any

import clingo

from pysolver.errors import ScenarioError
from pysolver.library import Library, Printed
from pysolver.scenario.context import Context
from pysolver.scenario.model import Effect, GameObject

# what each choice is, in words
CHOICE_WORDS = {"color": "a colour", "creature_type": "a creature type", "card_name": "a card name",
                "land_type": "a land type", "player": "a player", "copy": "an object to copy"}


def check_object_choices(cx: Context, objects: list[GameObject]) -> None:
    """The `copy` choices (707.5), then every choice the objects' abilities need (614.12)."""
    for i, obj in enumerate(objects):
        if "copy" in obj.choices:
            check_copy_choice(cx, obj, i)
    check_copy_cycles(cx, objects)
    for i, obj in enumerate(objects):
        # 614.12: choices are made as a permanent enters; a face-down one has no abilities (708.2)
        if obj.zone == "battlefield" and not obj.face_down:
            check_needed(cx, obj.choices, entering_abilities(cx, obj), obj.printed.name, f"objects[{i}].choices",
                         "as it entered")


def check_effect_choices(cx: Context, eff: Effect, path: str) -> None:
    """The choices the ability of a resolved effect needs: made as it resolved (the effect's
    `choices`) or, for an ability of an object, as that object entered."""
    if eff.ability is None:
        return
    made = dict(cx.objects[eff.source].choices) if eff.source else {}
    made.update(eff.choices)
    check_needed(cx, made, [eff.ability], eff.label, f"{path}.choices", "as it resolved")


def check_needed(cx: Context, made: dict[str, str], abilities: list[clingo.Symbol], name: str, path: str,
                 when: str) -> None:
    """Every choice the abilities need is made, and a card name is of the kind asked for."""
    library = cx.library
    for ability in abilities:
        for key in sorted(library.required_choices(ability) or ()):
            if key not in made:
                raise cx.fail(f"{path}.{key}", f"missing: {name} needs {CHOICE_WORDS[key]} chosen {when} "
                                               f"(\"{library.render(ability, name)}\")")
        if ability.name == "as_enters_choose" and ability.arguments[0].name == "nonbasic_land_card_name":
            made["card_name"] = nonbasic_land_name(cx, made["card_name"], f"{path}.card_name", name)


def nonbasic_land_name(cx: Context, chosen: str, path: str, chooser: str) -> str:
    """A nonbasic land card name (Alpine Moon), spelled as the card or object it names.

    A name of a library card or of an object of the scenario must be a nonbasic land by its printed
    type line (205.4c); another name is a card outside the library, which names no object here."""
    card = cx.library.card(chosen)
    named = [card.printed] if card else []
    named += [o.printed for o in cx.objects.values() if o.printed.name.lower() == chosen.strip().lower()]
    if not named:
        return chosen
    lands = [p for p in named if "land" in p.types and "basic" not in p.supertypes]
    if lands:
        return lands[0].name
    why = "a basic land" if any("land" in p.types for p in named) else "not a land card"
    raise cx.fail(path, f"{chosen!r} is {why}: {chooser} names a nonbasic land card")


def entering_abilities(cx: Context, obj: GameObject) -> list[clingo.Symbol]:
    """The abilities an object had as it entered: its own, or for one that entered as a copy, those
    of what it copied (707.5: its "as [this] enters" abilities apply; 707.6: choices are its own)."""
    seen = {obj.id}
    while obj.choices.get("copy") and copies_as_it_enters(cx, obj.printed):
        obj = cx.objects[obj.choices["copy"]]
        if obj.id in seen:  # a cycle (check_copy_cycles)
            break
        seen.add(obj.id)
    return obj.printed.abilities


def copies_as_it_enters(cx: Context, printed: Printed) -> list[clingo.Symbol]:
    """The object's "enter as a copy" abilities (707.5; copy_kind/2 of the encodings)."""
    return [a for a in printed.abilities if a in cx.library.copy_kinds]


def check_copy_choice(cx: Context, obj: GameObject, i: int) -> None:
    """707.5: a permanent with an "enter as a copy" ability copied an object on the battlefield."""
    path, copied = f"objects[{i}].choices.copy", cx.objects[obj.choices["copy"]]
    if not copies_as_it_enters(cx, obj.printed):
        raise cx.fail(path, f"{obj.printed.name} has no ability that makes it enter as a copy (707.5): "
                            "the choice copy means nothing for it")
    if obj.zone != "battlefield":
        raise cx.fail(path, f"{obj.id} is in the {obj.zone}: only a permanent that entered the battlefield "
                            "made this choice (707.5); a card elsewhere is its printed self")
    if copied.zone != "battlefield":
        raise cx.fail(path, f"{copied.id} is in the {copied.zone}, not on the battlefield: "
                            f"{obj.printed.name} copies a permanent on the battlefield as it enters (707.5)")


def check_copy_cycles(cx: Context, objects: list[GameObject]) -> None:
    """Each object that entered as a copy of another entered after it: a cycle is impossible."""
    index = {o.id: i for i, o in enumerate(objects)}
    for start in objects:
        chain, obj = [start.id], start
        while "copy" in obj.choices and copies_as_it_enters(cx, obj.printed):
            obj = cx.objects[obj.choices["copy"]]
            if obj.id == start.id:
                raise cx.fail(f"objects[{index[start.id]}].choices.copy",
                              f"a cycle of copies ({' -> '.join(chain + [start.id])}): each would have entered "
                              "as a copy of the other, which must already have been on the battlefield (707.5)")
            if obj.id in chain:
                break
            chain.append(obj.id)


def check_copied_creatures(source: str, objects: list[GameObject], library: Library,
                           boards: list[dict[str, dict[str, Any]]]) -> None:
    """707.5 ("a copy of any creature on the battlefield"): what a `copy` choice names has the card
    type the ability asks for, judged on the board the layers give (the copied object's effects
    with later timestamps than the copy are not told apart: see README, copy effects)."""
    for i, obj in enumerate(objects):
        target = obj.choices.get("copy")
        kinds = {library.copy_kinds[a] for a in obj.printed.abilities if a in library.copy_kinds}
        if target is None or not kinds:
            continue
        for board in boards:
            types = board[target]["types"]
            missing = sorted(k for k in kinds if k not in types)
            if missing:
                raise ScenarioError(source, f"objects[{i}].choices.copy",
                                    f"{target} is not a {missing[0]} (the layers make it "
                                    f"{' '.join(types) or 'typeless'}): {obj.printed.name} enters as a copy "
                                    f"of a {missing[0]} on the battlefield (707.5)")
