"""The `players`, `active` and `objects` sections of a scenario (docs/scenario.md): ids, library cards
and custom objects, zones, counters, attachments and choices."""

from __future__ import annotations

import re
from typing import Any

from pysolver.cards import vocabulary as vocab
from pysolver.cards.corpus.face import cost_colors, cost_value
from pysolver.cards.printed import CURLY, Printed
from pysolver.scenario.cast import cast_way, riot_choice
from pysolver.scenario.choices import check_object_choices
from pysolver.scenario.context import Context
from pysolver.scenario.emblems import emblem_checked, emblem_printed
from pysolver.scenario.fields import MAX_NAME, ZONES, show, sub_path
from pysolver.scenario.model import GameObject
from pysolver.scenario.possible import check_objects
from pysolver.scenario.tokens import token_object

OBJECT_KEYS = {"id", "card", "custom", "owner", "controller", "zone", "timestamp", "tapped",
               "summoning_sick", "monstrous", "renowned", "entered_this_turn", "commander", "token", "face_down",
               "counters", "attached_to", "choices", "damage", "damaged_by", "level", "paired_with", "emblem", "cast",
               "attached_to_player"}
CUSTOM_KEYS = {"name", "mana_cost", "types", "subtypes", "supertypes", "colors", "power",
               "toughness", "abilities"}
# how a resolved spell was cast, each read by a part of its effect: 702.166b bargained, 702.174 the gift promised,
# 207.2c addendum cast during its controller's main phase (505.1)
CAST_CHOICES = ("bargained", "gift_promised", "cast_in_main_phase")
CHOICE_KEYS = {"color", "creature_type", "card_name", "land_type", "first_land_type", "second_land_type", "player",
               "copy", "source", "kicked", "option", "life_paid", "condition", "riot", "kicked_with", *CAST_CHOICES}
# 107.4: mana symbols of a mana cost (generic, variable, coloured, colourless, snow, hybrid, Phyrexian)
# 208.2: a printed power or toughness a characteristic-defining ability defines: "*" or "1+*" (the
# number is what stays where the ability is missing: the * counts as 0)
STAR_RE = re.compile(r"(?:([0-9]{1,4})\+)?\*")
MANA_SYMBOL_RE = re.compile(r"[0-9]+|[XYZWUBRGCS]|[WUBRGC2]/[WUBRGP]|[WUBRG]/[WUBRG]/P")
COLORS, CARD_TYPES, SUPERTYPES = vocab.COLORS, vocab.CARD_TYPES, vocab.SUPERTYPES


def load_players(cx: Context, top: dict[str, Any]) -> None:
    """`players` (in turn order) and `active` (default: the first player)."""
    ck = cx.ck
    if "players" not in top:
        raise cx.fail("players", "missing; expected a list of player ids in turn order")
    raw_players = ck.seq(top["players"], "players", "a list of player ids")
    cx.players = [ck.ident(p, f"players[{i}]") for i, p in enumerate(raw_players)]
    if not cx.players:
        raise cx.fail("players", "expected at least one player")
    for i, p in enumerate(cx.players):
        if p in cx.players[:i]:
            raise cx.fail(f"players[{i}]", f"duplicate player id {p!r}")
    cx.active = cx.player(top.get("active", cx.players[0]), "active")


def load_objects(cx: Context, raw_objects: Any) -> list[GameObject]:
    """Every object; their ids are known (to references) before any object is read. Each object is
    checked even when an earlier one has a problem (Context.attempt)."""
    ck = cx.ck
    raws = ck.optional_seq(raw_objects, "objects", "a list of objects")
    ids: set[str] = set(cx.players)
    registered = [(i, raw) for i, raw in enumerate(raws) if cx.attempt(register_object, cx, raw, i, ids)]
    loaded = [cx.attempt(game_object, cx, raw, i) for i, raw in registered]
    objects = [obj for obj in loaded if obj is not None]
    cx.objects = {o.id: o for o in objects}
    cx.errors.sort(key=lambda e: field_order(e.field))  # in the order of the file
    cx.stop_if_failed()
    for i, obj in enumerate(objects):
        if obj.choices.get("copy") == obj.id:
            raise cx.fail(f"objects[{i}].choices.copy", "an object cannot be a copy of itself")
    check_object_choices(cx, objects)
    check_objects(cx, objects)
    return objects


def field_order(path: str) -> list[int | str]:
    """A field path as a key that sorts objects[2] before objects[10]."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path)]


def register_object(cx: Context, raw: Any, i: int, ids: set[str]) -> bool:
    """Check an object's id (unique among players and earlier objects) and make it known."""
    obj = cx.ck.mapping(raw, f"objects[{i}]", OBJECT_KEYS)
    if "id" not in obj:
        raise cx.fail(f"objects[{i}].id", "missing; every object needs an id")
    oid = cx.ck.ident(obj["id"], f"objects[{i}].id")
    if oid in ids:
        what = "a player's id" if oid in cx.players else "the id of an earlier object"
        raise cx.fail(f"objects[{i}].id", f"duplicate id {oid!r}: already {what}")
    ids.add(oid)
    cx.object_ids[oid] = None
    return True


def choices(cx: Context, raw: Any, path: str, resolved: bool = False) -> dict[str, str]:
    """The choices made for an object as it entered, or for an effect as it resolved (`resolved`)."""
    ck = cx.ck
    out = {}
    for key, value in ck.optional_mapping(raw, path, CHOICE_KEYS).items():
        sub = f"{path}.{key}"
        if key == "condition" and not resolved:  # 608.2c: checked as a spell or ability resolves
            raise cx.fail(sub, "only on an effect: whether the condition of its \"if\" held as it resolved (608.2c)")
        if key in CAST_CHOICES and not resolved:  # 702.166b, 702.174, 207.2c: how a resolved spell was cast
            raise cx.fail(sub, "only on an effect: how the spell that resolved was cast (702.166b, 702.174, 207.2c)")
        if key == "color":
            out[key] = ck.word(value, sub, COLORS, "colour")
        elif key == "land_type":
            out[key] = ck.word(value, sub, vocab.LAND_TYPE_WORDS, "land type (205.3i)")
        elif key in ("first_land_type", "second_land_type"):  # 305.7: two basic land types chosen, in order
            out[key] = ck.word(value, sub, vocab.BASIC_LAND_TYPES, "basic land type (305.6)")
        elif key == "creature_type":
            out[key] = ck.word(value, sub, vocab.CREATURE_TYPE_WORDS, "creature type (205.3m)")
        elif key == "card_name":
            out[key] = ck.text(value, sub)
        elif key == "player":
            out[key] = cx.player(value, sub)
        elif key == "kicked_with":  # 702.33c: the kicker costs paid as it was cast, [] for none
            out[key] = " ".join(kicker_costs(cx, value, sub))
        elif key in ("kicked", "condition", *CAST_CHOICES):  # 702.33d kicked (so on) as it was cast; 608.2c held
            out[key] = "yes" if ck.boolean(value, sub) else "no"
        elif key == "life_paid":  # 614.12, 119.4: the life paid as it entered ("pay any amount of life")
            out[key] = str(ck.integer(value, sub, minimum=0, arithmetic=True))
        elif key == "riot":  # 702.136a: a +1/+1 counter or haste, chosen as it entered
            out[key] = riot_choice(cx, value, sub, resolved)
        elif key == "option":  # which of the changes written "A or B [or C]" was chosen as it resolved: 1, 2, ...
            # (608.2d; at most the number its ability offers: effects.check_option)
            out[key] = str(ck.integer(value, sub, minimum=1))
        else:
            out[key] = cx.ref(value, sub)
    if "first_land_type" in out and out.get("second_land_type") == out["first_land_type"]:
        # "choose two basic land types": two different ones
        raise cx.fail(f"{path}.second_land_type", "the two basic land types chosen are two different ones")
    return out


def game_object(cx: Context, raw: dict[str, Any], i: int) -> GameObject:
    """One object; each of its fields is checked, and every problem reported (Context.each)."""
    ck, path = cx.ck, f"objects[{i}]"

    def printed() -> Printed:
        if "emblem" in raw:  # 114: an emblem, its abilities those a card's ability gives it
            return emblem_printed(cx, raw, path)
        if isinstance(raw.get("token"), dict):  # 111.3: a token a card's ability defines
            if "card" in raw or "custom" in raw:
                raise cx.fail(f"{path}.token", "a token a card's ability defines (`token: {of: CARD}`) or a copy "
                                               "(`token: {copy_of: ID}`) has the values these give it: leave out "
                                               "card and custom")
            return token_object(cx, raw["token"], f"{path}.token", raw["id"])
        if ("card" in raw) == ("custom" in raw):
            raise cx.fail(path, "give exactly one of card (a library card) or custom")
        if "card" in raw:
            card = cx.card(raw["card"], f"{path}.card")
            if card.compiled is not None:
                cx.definitions += card.compiled.definitions()
                cx.not_modelled += card.compiled.not_modelled(raw["id"], f"{path}.card", held=True)
            return card.printed.copy()
        return custom_printed(cx, raw["custom"], f"{path}.custom")

    def counters() -> dict[str, int]:
        out: dict[str, int] = {}
        for kind, n in ck.optional_mapping(raw.get("counters"), f"{path}.counters").items():
            sub = sub_path(f"{path}.counters", kind)
            name = ck.counter_kind(kind, sub)
            if name in out:
                raise cx.fail(sub, f"{name} counters are given twice")
            out[name] = ck.integer(n, sub, minimum=0, arithmetic=True)
        return out

    def attached() -> str | None:
        if raw.get("attached_to") is None:
            return None
        host = cx.ref(raw["attached_to"], f"{path}.attached_to")
        if host == raw["id"]:
            raise cx.fail(f"{path}.attached_to", "an object cannot be attached to itself")
        return host

    def paired_with() -> str | None:
        """702.95b: the creature it is paired with (another object; check_pairs checks the two agree)."""
        if raw.get("paired_with") is None:
            return None
        other = cx.ref(raw["paired_with"], f"{path}.paired_with")
        if other == raw["id"]:
            raise cx.fail(f"{path}.paired_with", "a creature is paired with another creature (702.95a-b), not itself")
        return other

    def damaged_by() -> tuple[str, ...]:
        """The objects that dealt damage to it this turn (120.3: "a creature dealt damage by ~ this turn")."""
        sources = [cx.ref(s, f"{path}.damaged_by[{j}]")
                   for j, s in enumerate(ck.optional_seq(raw.get("damaged_by"), f"{path}.damaged_by"))]
        for j, source in enumerate(sources):
            if source in sources[:j]:
                raise cx.fail(f"{path}.damaged_by[{j}]", f"{source} is listed twice")
        return tuple(sources)

    owner = raw.get("owner", cx.active)
    (card, owner, controller, zone, timestamp, tapped, token, face_down, counted, host, chosen, damage,
     sick, damagers, monstrous, renowned, level, entered, commander, partner) = cx.each(
        printed, lambda: cx.player(owner, f"{path}.owner"),
        lambda: cx.player(raw["controller"], f"{path}.controller") if "controller" in raw else None,
        lambda: ck.word(raw.get("zone", "command" if "emblem" in raw else "battlefield"), f"{path}.zone", ZONES,
                        "zone"),
        lambda: ck.integer(raw.get("timestamp", i + 1), f"{path}.timestamp"),
        lambda: ck.boolean(raw.get("tapped", False), f"{path}.tapped"),
        lambda: isinstance(raw.get("token"), dict) or ck.boolean(raw.get("token", False), f"{path}.token"),
        lambda: ck.boolean(raw.get("face_down", False), f"{path}.face_down"),
        counters, attached, lambda: choices(cx, raw.get("choices"), f"{path}.choices"),
        lambda: ck.integer(raw.get("damage", 0), f"{path}.damage", minimum=0, arithmetic=True),
        lambda: ck.boolean(raw.get("summoning_sick", False), f"{path}.summoning_sick"), damaged_by,
        lambda: ck.boolean(raw.get("monstrous", False), f"{path}.monstrous"),
        lambda: ck.boolean(raw.get("renowned", False), f"{path}.renowned"),
        lambda: ck.integer(raw["level"], f"{path}.level", minimum=1) if "level" in raw else None,
        lambda: ck.boolean(raw.get("entered_this_turn", False), f"{path}.entered_this_turn"),
        lambda: ck.boolean(raw.get("commander", False), f"{path}.commander"), paired_with)
    if "emblem" in raw:
        emblem_checked(cx, raw, path, owner, controller)
    cast = cast_way(cx, raw, path, card, zone, token)
    enchanted_player = cx.player(raw["attached_to_player"], f"{path}.attached_to_player") \
        if raw.get("attached_to_player") is not None else None
    if entered and "summoning_sick" not in raw:
        sick = True  # 302.6: a permanent that entered this turn was not controlled since the turn began
    return GameObject(
        id=raw["id"], printed=card, card=card.name if "card" in raw else None, owner=owner,
        controller=controller or owner, zone=zone, timestamp=timestamp, tapped=tapped, token=token, face_down=face_down,
        counters=counted, attached_to=host, choices=chosen, damage=damage, summoning_sick=sick,
        damaged_by=damagers, monstrous=monstrous, renowned=renowned, level=level, entered_this_turn=entered,
        commander=commander, paired_with=partner, emblem="emblem" in raw, cast=cast,
        attached_to_player=enchanted_player)


def custom_printed(cx: Context, raw: Any, path: str) -> Printed:
    ck = cx.ck
    custom = ck.mapping(raw, path, CUSTOM_KEYS)
    # a curly apostrophe pasted from a card database is the straight one of Oracle text
    name = ck.text(custom.get("name", "Custom Object"), f"{path}.name").translate(CURLY)
    cost = custom.get("mana_cost", "")
    mana_value, colors = mana_cost(cx, cost, f"{path}.mana_cost")
    if "colors" in custom:
        colors = sorted(set(ck.words(custom["colors"], f"{path}.colors", COLORS, "colour")))
    types = ck.words(custom.get("types"), f"{path}.types", CARD_TYPES, "card type (205.2a)")
    pt: dict[str, int | None] = {}
    stars = []
    for key in ("power", "toughness"):
        value = custom.get(key)
        star = STAR_RE.fullmatch(value.replace(" ", "")) if isinstance(value, str) else None
        if star:
            stars.append(key)
            pt[key] = ck.integer(int(star.group(1) or 0), f"{path}.{key}", arithmetic=True)
        elif value is None:
            pt[key] = None
        elif isinstance(value, str) and "*" in value:
            raise cx.fail(f"{path}.{key}", f"expected an integer, \"*\" or a number plus * such as \"1+*\" "
                                           f"(as printed), got {show(value)}")
        else:
            pt[key] = ck.integer(value, f"{path}.{key}", arithmetic=True)
    abilities = [ck.ability(a, f"{path}.abilities[{j}]", name, tuple(cx.players))
                 for j, a in enumerate(ck.optional_seq(custom.get("abilities"), f"{path}.abilities"))]
    if stars and not any(cx.library.defines_pt(a) for a in abilities):
        raise cx.fail(f"{path}.{stars[0]}", "a printed * is defined by a characteristic-defining ability "
                                            "(604.3) such as Tarmogoyf's; give it among the abilities, or "
                                            "give a number")
    subtypes = ck.words(custom.get("subtypes"), f"{path}.subtypes", vocab.SUBTYPE_WORDS,
                        "subtype (205.3)")
    supertypes = ck.words(custom.get("supertypes"), f"{path}.supertypes", SUPERTYPES,
                          "supertype (205.4a)")
    return Printed(name, mana_value, colors, sorted(set(types)), sorted(set(subtypes)),
                   sorted(set(supertypes)), pt["power"], pt["toughness"], stars, abilities, mana_cost=cost or "")


def mana_cost(cx: Context, cost: Any, path: str) -> tuple[int, list[str]]:
    if cost is None:
        cost = ""
    if not isinstance(cost, str) or len(cost) > MAX_NAME or not re.fullmatch(r"(\{[^{}]*\})*", cost):
        raise cx.fail(path, f"expected a mana cost such as \"{{1}}{{G}}\", got {show(cost)}")
    symbols = re.findall(r"\{([^{}]*)\}", cost)
    for symbol in symbols:
        if not MANA_SYMBOL_RE.fullmatch(symbol.upper()):
            raise cx.fail(path, f"unknown mana symbol {{{symbol}}} (107.4); expected symbols such as "
                                  "{2}, {X}, {G}, {C}, {W/U}, {2/W}, {G/P}")
        if symbol.isdigit():
            cx.ck.integer(int(symbol), path, minimum=0)
    mana_value, colors = cost_value(cost), sorted(cost_colors(cost))
    cx.ck.integer(mana_value, path, arithmetic=True)
    return mana_value, colors


def kicker_costs(cx: Context, raw: Any, path: str) -> list[str]:
    """A list of kicker costs paid (702.33c: "Kicker {1}{U} and/or {B}", each once), as the compiled lines write them
    ("{1}{u}"), sorted."""
    costs = [cx.ck.text(cost, f"{path}[{i}]") for i, cost in enumerate(cx.ck.seq(raw, path, "a list of mana costs"))]
    for i, cost in enumerate(costs):
        mana_cost(cx, cost, f"{path}[{i}]")
    out = [cost.lower() for cost in costs]
    if len(set(out)) != len(out):
        raise cx.fail(path, "a kicker cost is paid once (702.33c): each cost once")
    return sorted(out)

