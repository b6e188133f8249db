"""The `effects` section of a scenario (docs/scenario.md): continuous effects of spells and abilities that
already resolved (611.2c), from the library (`spell`, `ability_of`) or `custom`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import clingo

from pysolver.cards import vocabulary as vocab
from pysolver.cards.modelled import NotModelled
from pysolver.cards.printed import Card
from pysolver.scenario.context import Context
from pysolver.scenario.fields import INT_MAX
from pysolver.scenario.model import Effect, GameObject
from pysolver.scenario.objects import CAST_CHOICES, choices
from pysolver.scenario.possible import check_attached_creatures, check_effects
from pysolver.scenario.tokens import copy_effects

EFFECT_KEYS = {"id", "spell", "ability_of", "ability", "custom", "targets", "x", "choices",
               "controller", "timestamp"}
CUSTOM_EFFECT_KEYS = {"set_pt", "modify_pt", "switch_pt", "set_colors", "add_colors", "make_colorless",
                      "add_types", "remove_types", "set_types", "add_subtypes", "remove_subtypes",
                      "set_creature_types", "set_land_types", "lose_all_creature_types",
                      "lose_all_land_types", "add_supertypes", "remove_supertypes",
                      "lose_all_abilities", "gain_abilities", "lose_abilities", "control",
                      "change_text", "copy_of"}
COLORS, CARD_TYPES, SUPERTYPES = vocab.COLORS, vocab.CARD_TYPES, vocab.SUPERTYPES
BASIC_LAND_TYPES = vocab.BASIC_LAND_TYPES


def load_effects(cx: Context, raw_effects: Any, objects: list[GameObject]) -> list[Effect]:
    """Every effect, each with an id (given, or e1, e2 ... by position) unique among all ids."""
    ids: set[str] = set(cx.players) | set(cx.object_ids)
    ck = cx.ck
    raws = [ck.mapping(r, f"effects[{i}]", EFFECT_KEYS)
            for i, r in enumerate(ck.optional_seq(raw_effects, "effects", "a list of effects"))]
    effect_ids: list[str] = []
    for i, raw in enumerate(raws):
        if "id" in raw:
            eid = ck.ident(raw["id"], f"effects[{i}].id")
            if eid in ids:
                raise cx.fail(f"effects[{i}].id", f"duplicate id {eid!r}: already the id of a player, "
                                                    "an object or an earlier effect")
            ids.add(eid)
    for i, raw in enumerate(raws):
        if "id" in raw:
            effect_ids.append(raw["id"])
            continue
        eid = f"e{i + 1}"
        while eid in ids:
            eid += "_"
        ids.add(eid)
        effect_ids.append(eid)
    last = max([o.timestamp for o in objects], default=0)
    giving = gives_abilities(cx, raws, objects) or bool(cx.token_copies)
    # 612, 602.2: an ability's words are read as it is put on the stack, after the text changes of
    # earlier timestamps: the ability of an object a text change affects is read on the board the
    # layers give then (a copy does not copy a text change, 707.2)
    changed = {t for r in raws if isinstance(r.get("custom"), dict) and "change_text" in r["custom"]
               and isinstance(r.get("targets"), list) for t in r["targets"] if isinstance(t, str)}
    loaded = [(i, cx.attempt(effect, cx, raw, i, effect_ids[i], last, giving, changed))
              for i, raw in enumerate(raws)]
    effects = [(i, e) for i, e in loaded if e is not None]
    if len(effects) == len(raws):
        check_effects(cx, effects)
        check_attached_creatures(cx, objects, [e for _, e in effects])
    return [e for _, e in effects] + copy_effects(cx, objects, ids)


# the kinds of ability whose effect resolves (611.2c)
RESOLVING = ("activated", "triggered", "spell")
# operations through which an object has abilities it does not print (707.2 copies, 613.1f grants)
ABILITY_GIVING_OPS = {"copy_of", "gain", "gain_graveyard_creature_activated"}


def gives_abilities(cx: Context, raws: list[dict[str, Any]], objects: list[GameObject]) -> bool:
    """Whether an object or effect of the scenario could give an object abilities it does not print."""
    ops = cx.library.operations
    if any("copy" in o.choices or ABILITY_GIVING_OPS & ops.get(a, set()) for o in objects for a in o.printed.abilities):
        return True
    for raw in raws:
        custom = raw.get("custom")
        if isinstance(custom, dict) and {"copy_of", "gain_abilities"} & set(custom):
            return True
        card = cx.library.card(raw["spell"]) if isinstance(raw.get("spell"), str) else None
        if card is not None and any(ABILITY_GIVING_OPS & ops.get(a, set()) for a in card.printed.abilities):
            return True
    return False


def effect(cx: Context, raw: dict[str, Any], i: int, eid: str, last: int, giving: bool = False,
           changed: frozenset[str] | set[str] = frozenset()) -> Effect:
    ck, path = cx.ck, f"effects[{i}]"
    kinds = [k for k in ("spell", "ability_of", "custom") if k in raw]
    if len(kinds) != 1:
        raise cx.fail(path, "give exactly one of spell, ability_of or custom")
    if "ability" in raw and "custom" in raw:
        raise cx.fail(f"{path}.ability", "only for spell or ability_of, not with custom")
    raw_targets = ck.optional_seq(raw.get("targets"), f"{path}.targets")
    source, ability, parts, label, name = None, None, [], "", "the custom effect"
    after_layers, number = False, None
    if "spell" in raw:
        card = spell_card(cx, raw["spell"], f"{path}.spell")
        if card.compiled is not None:
            cx.definitions += card.compiled.definitions()
            cx.not_modelled += card.compiled.not_modelled(eid, f"{path}.spell")
        if "ability" in raw:
            number = cx.ck.integer(raw["ability"], f"{path}.ability", minimum=1)
        ability = effect_ability(cx, oracle_abilities(card), path, "spell", card.name, number)
        # 107.3a: X of its mana cost; 107.3c, 608.2h: or an X its text defines, determined as it resolved
        if "x" in raw and "{X}" not in card.mana_cost.upper() and not reads_x(cx, ability):
            raise cx.fail(f"{path}.x", f"{card.name} has no X in its mana cost {card.mana_cost} (107.3): "
                                       "leave `x` out")
        label = name = card.name
    elif "ability_of" in raw:
        source = cx.ref(raw["ability_of"], f"{path}.ability_of")
        src = cx.objects[source]
        label, name = f"ability of {source}", src.printed.name
        # 602.1, 113.6: the abilities an object can activate are those it has, after the layers: a
        # copy's (707.2) are not those it prints, and one it was granted (613.1f) may be meant
        if "ability" in raw:
            number = cx.ck.integer(raw["ability"], f"{path}.ability", minimum=1)
        printed = oracle_abilities(cx.card(src.card, path)) if src.card else list(src.printed.abilities)
        # (where an object of the board may give it abilities, `ability: N` beyond those it prints, or no
        # `ability`: the only one that may have made the effect is looked for among all it has)
        beyond = number is None or len(printed) < number
        after_layers = "copy" in src.choices or (giving and beyond) or source in changed
        if not after_layers:
            # (the object's abilities not understood were listed as it was read: load_objects comes first)
            ability = effect_ability(cx, printed, path, "ability_of", src.printed.name, number,
                                     unsure_abilities([n for n in cx.not_modelled if n.object == source]))
    else:
        parts = custom_parts(cx, raw["custom"], f"{path}.custom")
        label = "custom effect"
    players_allowed = ability is not None and ability in cx.library.player_targets
    targets = [target(cx, t, f"{path}.targets[{j}]", players_allowed) for j, t in enumerate(raw_targets)]
    default_controller = cx.objects[source].controller if source else cx.active
    eff = Effect(
        id=eid, label=label, ability=ability, parts=parts, source=source,
        controller=cx.player(raw.get("controller", default_controller), f"{path}.controller"),
        timestamp=effect_timestamp(cx, raw, path, last + i + 1),
        targets=targets,
        x=ck.integer(raw["x"], f"{path}.x", minimum=0, arithmetic=True) if "x" in raw else None,
        choices=choices(cx, raw.get("choices"), f"{path}.choices", resolved=True), after_layers=after_layers,
        ability_number=number, index=i)
    if "life_paid" in eff.choices:  # 614.12: the life an object paid as it entered, no choice of a resolved effect
        raise cx.fail(f"{path}.choices.life_paid", "the life paid as an object entered is that object's choice, not "
                                                   "an effect's")
    if not after_layers:
        check_targets(cx, ability, targets, path, name)
        check_x(cx, ability, eff.x, path, name)
        check_option(cx, ability, {**(cx.objects[source].choices if source else {}), **eff.choices}, path, name)
    check_cast_choices(cx, ability, eff.choices, path, name)
    return eff


def check_cast_choices(cx: Context, ability: clingo.Symbol | None, chosen: dict[str, str], path: str,
                       name: str) -> None:
    """702.166b, 702.174, 207.2c: `bargained`, `gift_promised`, `cast_in_main_phase` only on an effect with a part
    that reads it ("If this spell was bargained, ..."): on another it describes nothing the engine knows."""
    needed = (cx.library.required_choices(ability) or set()) if ability is not None else set()
    for key in CAST_CHOICES:
        if key in chosen and key not in needed:
            raise cx.fail(f"{path}.choices.{key}", f"{name}'s effect has no part that reads it (\"if this spell was "
                                                   "bargained\", \"if the gift was promised\", \"if you cast this "
                                                   "spell during your main phase\"): the choice means nothing for it")


def check_option(cx: Context, ability: clingo.Symbol | None, chosen: dict[str, str], path: str, name: str) -> None:
    """608.2d: the change chosen as it resolved (`chosen`: its source's choices, then its own) is one its ability
    offers ("your choice of flying, vigilance, or lifelink": 1 to 3, option_count/2 of encodings/library.lp)."""
    offered = cx.library.option_counts.get(ability) if ability is not None else None
    if offered is not None and "option" in chosen and int(chosen["option"]) > offered:
        raise cx.fail(f"{path}.choices.option", f"{name}'s ability offers {offered} changes (608.2d): expected 1 to "
                                                f"{offered}, got {chosen['option']}")


def reads_x(cx: Context, ability: clingo.Symbol | None) -> bool:
    """Whether the resolved ability's effect reads X (107.3: of its cost, or as its text defines it)."""
    return ability is not None and "x" in cx.library.operations.get(ability, set())


def check_x(cx: Context, ability: clingo.Symbol | None, x: int | None, path: str, name: str) -> None:
    """107.3, 608.2h: an effect that reads X needs the value X had as it resolved."""
    if x is None and reads_x(cx, ability):
        raise cx.fail(f"{path}.x", f"missing: {name}'s effect reads X (\"{cx.library.render(ability, name)}\"), "
                                   "the value it had as the effect resolved (107.3, 608.2h)")
    least = cx.library.x_least.get(ability) if ability is not None else None
    if x is not None and least is not None and x < least:  # 601.2b, 602.2b: a value the ability forbids
        raise cx.fail(f"{path}.x", f"{name}'s ability says X can't be {least - 1} (601.2b): expected at least {least}, "
                                   f"got {x}")


def target(cx: Context, value: Any, path: str, players_allowed: bool) -> str:
    """One of the objects an effect affects (611.2c): an object, or a player where the ability may
    target one (115.4 "any target": a prevention shield)."""
    if isinstance(value, str) and value in cx.players:
        if players_allowed:
            return value
        raise cx.fail(path, f"{value!r} is a player: `targets` lists the objects the effect affects (611.2c); "
                            "for \"creatures target player controls\", the creatures that player controlled")
    return cx.ref(value, path)


def check_targets(cx: Context, ability: clingo.Symbol | None, targets: list[str], path: str, name: str) -> None:
    """611.2c: the objects a resolved effect affects are fixed as it resolved: its targets, as many as
    the ability's words allow (target_count/3 of the encodings), each a permanent then and still one
    (400.7: a permanent that left the battlefield is a new object the effect does not affect); an
    effect whose words pick the objects (\"[this] becomes ...\") takes no `targets`; a custom effect
    affects exactly its targets."""
    for j, oid in enumerate(targets):
        if oid in targets[:j]:
            raise cx.fail(f"{path}.targets[{j}]", f"{oid} is listed twice")
    library = cx.library
    if ability is None:
        if not targets:
            raise cx.fail(f"{path}.targets", "missing: a custom effect affects exactly its targets (611.2c); "
                                             "give the objects, such as targets: [bears]")
        return
    text = library.render(ability, name)
    if ability not in library.target_counts:
        if targets and ability in library.effect_abilities and ability not in library.described:
            raise cx.fail(f"{path}.targets", f"{name}'s ability says itself which objects it affects "
                                             f"(\"{text}\"); leave `targets` out")
        return
    least, most = library.target_counts[ability]
    if len(targets) < least or (most is not None and len(targets) > most):
        wanted = str(least) if least == most else f"{least} or more" if most is None else f"{least} to {most}"
        problem = "missing" if not targets else f"{len(targets)} targets"
        kind = "object or player" if ability in library.player_targets else "object"
        raise cx.fail(f"{path}.targets", f"{problem}: {name}'s effect affects {wanted} target "
                                         f"{kind}{'s' if most != 1 else ''} (\"{text}\")")
    for j, oid in enumerate(targets):
        if oid in cx.players:
            continue
        zone = cx.objects[oid].zone
        if zone != "battlefield" and not (zone == "stack" and ability in library.spell_targets):
            raise cx.fail(f"{path}.targets[{j}]", f"{oid} is in the {zone}: {name}'s effect affects permanents, "
                                                  "and one that left the battlefield is a new object (400.7)")


def effect_timestamp(cx: Context, raw: dict[str, Any], path: str, default: int) -> int:
    if "timestamp" not in raw and default > INT_MAX:
        raise cx.fail(f"{path}.timestamp", "missing, and the default (after every object) would leave "
                                             "the 32-bit range; give one")
    return cx.ck.integer(raw.get("timestamp", default), f"{path}.timestamp")


def spell_card(cx: Context, value: Any, path: str) -> Card:
    """The instant or sorcery card of a `spell` (113.3a: only they have spell abilities; a permanent
    spell becomes a permanent as it resolves, 608.3, and its abilities work from the battlefield)."""
    card = cx.card(value, path)
    if not {"instant", "sorcery"} & set(card.printed.types):
        kind = " ".join(card.printed.supertypes + card.printed.types)
        raise cx.fail(path, f"{card.name} is a permanent card ({kind}), not an instant or sorcery: its "
                            "abilities work while it is on the battlefield; put it in `objects` (an "
                            "activated or triggered ability of a permanent is `ability_of: ID`)")
    return card


def oracle_abilities(card: Card) -> list[clingo.Symbol | None]:
    """A card's abilities in Oracle order: a line of a compiled card the engine does not understand
    is None in its place (so that `ability: N` counts the lines as printed)."""
    if card.compiled is None:
        return list(card.printed.abilities)
    return card.compiled.oracle_keys()


def unsure_abilities(not_modelled: list[NotModelled]) -> list[str]:
    """The texts of the abilities not understood that matter to a question only once resolved (NotModelled.resolving:
    activated and triggered ones): each may be the one an `ability_of` effect resolved."""
    return [n.ability for n in not_modelled if n.resolving]


def effect_ability(cx: Context, abilities: list[clingo.Symbol | None], path: str, key: str, name: str,
                   index: int | None, unsure: Sequence[str] = ()) -> clingo.Symbol:
    """The ability that made the effect (resolved_ability); one whose only result is an emblem it gives (114.2) is
    refused: the emblem is an object of the board, no continuous effect."""
    ability = resolved_ability(cx, abilities, path, key, name, index, unsure)
    if ability not in cx.library.effect_abilities and any(
            f.name == "emblem_ability" and f.arguments[0] == ability for f in cx.definitions):
        field = f"{path}.ability" if index is not None else f"{path}.{key}"
        raise cx.fail(field, f"{name}: \"{cx.library.render(ability, name)}\" gives an emblem (114.2), no continuous "
                             "effect: state the emblem as an object `emblem: {of: CARD}`")
    return ability


def resolved_ability(cx: Context, abilities: list[clingo.Symbol | None], path: str, key: str, name: str,
                     index: int | None, unsure: Sequence[str] = ()) -> clingo.Symbol:
    """The ability that made the effect: `ability: N` (Oracle order), else the only one that can
    (a line the engine does not understand, None, is never the one).

    "The only one": the only activated, triggered or spell ability with a layer effect, or, when
    none has one, the only activated, triggered or spell ability at all (a combat requirement,
    a prevention shield, a replacement effect: continuous effects outside the layers). There is none
    when `unsure` names an ability not understood that may have made the effect (unsure_abilities).
    """
    library = cx.library
    resolving = RESOLVING
    if index is not None:
        n = index
        if n > len(abilities):
            raise cx.fail(f"{path}.ability", f"{name} has {len(abilities)} abilities, not {n}")
        ability = abilities[n - 1]
        if ability is None:
            raise cx.fail(f"{path}.ability", f"ability {n} of {name} is not understood by the engine "
                                               "(`mtgsolve cards` shows why)")
        if not_understood(ability):
            raise cx.fail(f"{path}.ability", f"ability {n} of {name}, \"{not_understood(ability)}\", is not "
                                               "understood by the engine: its effect is unknown")
        kind = library.ability_class.get(ability, "unknown")
        if ability not in library.effect_abilities and kind not in resolving:
            raise cx.fail(f"{path}.ability", f"ability {n} of {name} is a {kind} ability: it "
                                               "creates no effect that resolves (611.2c)")
        return ability
    options = [a for a in abilities if a is not None and library.ability_class.get(a) in resolving]
    if unsure:  # (its effect unknown, it may be the one: never the default, 611.2c)
        other = "; if another ability of it did, say which with `ability: N`" if options else ""
        raise cx.fail(f"{path}.{key}", f"{name}: its ability \"{unsure[0]}\" is not understood by the engine and may "
                                         f"have made this effect{other}")
    layered = [a for a in options if a in library.effect_abilities]
    if len(layered) == 1:
        return layered[0]
    if not layered and len(options) == 1:
        return options[0]
    unknown = [not_understood(a) for a in abilities if a is not None and not_understood(a)]
    if not options and unknown:
        raise cx.fail(f"{path}.{key}", f"{name}: its ability \"{unknown[0]}\" is not understood by the engine, and "
                                         "no other of it could have made this effect")
    if not options and None in abilities:
        raise cx.fail(f"{path}.{key}", f"{name}: no ability of it that could have made this effect is understood by "
                                         f"the engine (`mtgsolve cards {name}` shows why)")
    raise cx.fail(f"{path}.{key}", f"{name} has {len(layered) or len(options)} activated, triggered or "
                                     "spell abilities that could have made this effect; say which with "
                                     "`ability: N`")


def not_understood(ability: clingo.Symbol) -> str:
    """The text of an ability the engine holds without understanding it (unmodelled("text"): a line the
    compiler refused, or a quoted ability granted, pysolver.cards.oracle.meaning.grants), else ""."""
    if ability.type == clingo.SymbolType.Function and ability.name == "unmodelled" and ability.arguments:
        return ability.arguments[0].string
    return ""


def custom_parts(cx: Context, raw: Any, path: str) -> list[tuple[str, clingo.Symbol]]:
    """The (layer, operation) parts of a custom effect (asp/effects.lp operations)."""
    ck = cx.ck
    custom = ck.mapping(raw, path, CUSTOM_EFFECT_KEYS)
    if not custom:
        raise cx.fail(path, "an empty custom effect; give at least one part such as set_pt: [0, 1]")
    F, n = clingo.Function, clingo.Number
    parts: list[tuple[str, clingo.Symbol]] = []

    def pair(key: str) -> tuple[int, int]:
        value = ck.seq(custom[key], f"{path}.{key}", "[power, toughness]")
        if len(value) != 2:
            raise cx.fail(f"{path}.{key}", f"expected [power, toughness], got {len(value)} numbers")
        return (ck.integer(value[0], f"{path}.{key}[0]", arithmetic=True),
                ck.integer(value[1], f"{path}.{key}[1]", arithmetic=True))

    def flag(key: str) -> bool:
        return ck.boolean(custom.get(key, False), f"{path}.{key}")

    subtypes, creature_types, land_types = (vocab.SUBTYPE_WORDS, vocab.CREATURE_TYPE_WORDS,
                                            vocab.LAND_TYPE_WORDS)
    if "copy_of" in custom:
        parts.append(("l1a", F("copy_of", [F(cx.ref(custom["copy_of"], f"{path}.copy_of"))])))
    if "control" in custom:
        parts.append(("l2", F("control", [F(cx.player(custom["control"], f"{path}.control"))])))
    if "change_text" in custom:
        change = ck.mapping(custom["change_text"], f"{path}.change_text", {"from", "to"})
        # 612.2: a colour word, a basic land type or a creature type, each to a word of its kind
        kinds = {**{c: "colour" for c in COLORS}, **{t: "land" for t in BASIC_LAND_TYPES},
                 **{t: "creature" for t in creature_types}}
        options = {c: c for c in COLORS + BASIC_LAND_TYPES} | dict(creature_types)
        words = []
        for k in ("from", "to"):
            if k not in change:
                raise cx.fail(f"{path}.change_text.{k}", "missing; a colour word, a basic land type or a creature type")
            words.append(ck.word(change[k], f"{path}.change_text.{k}", options,
                                 "colour word, basic land type or creature type (612.2)"))
        if kinds[words[0]] != kinds[words[1]]:
            raise cx.fail(f"{path}.change_text.to", "a colour word changes to a colour word, a basic land type "
                                                      "to a basic land type and a creature type to a creature type "
                                                      "(612.2)")
        parts.append(("l3", F("change_text", [F(words[0]), F(words[1])])))
    type_ops = (("add_types", "add_type"), ("remove_types", "remove_type"), ("set_types", "set_type"))
    for key, op in type_ops:
        for t in ck.words(custom.get(key), f"{path}.{key}", CARD_TYPES, "card type (205.2a)"):
            parts.append(("l4", F(op, [F(t)])))
    for s in ck.words(custom.get("add_subtypes"), f"{path}.add_subtypes", subtypes, "subtype (205.3)"):
        parts.append(("l4", F("add_land_type" if s in BASIC_LAND_TYPES else "add_subtype", [F(s)])))
    for s in ck.words(custom.get("remove_subtypes"), f"{path}.remove_subtypes", subtypes,
                      "subtype (205.3)"):
        parts.append(("l4", F("remove_subtype", [F(s)])))
    for s in ck.words(custom.get("set_creature_types"), f"{path}.set_creature_types", creature_types,
                      "creature type (205.3m)"):
        parts.append(("l4", F("set_creature_type", [F(s)])))
    for s in ck.words(custom.get("set_land_types"), f"{path}.set_land_types", land_types,
                      "land type (205.3i)"):
        parts.append(("l4", F("set_land_type", [F(s)])))
    for s in ck.words(custom.get("add_supertypes"), f"{path}.add_supertypes", SUPERTYPES, "supertype"):
        parts.append(("l4", F("add_supertype", [F(s)])))
    for s in ck.words(custom.get("remove_supertypes"), f"{path}.remove_supertypes", SUPERTYPES,
                      "supertype"):
        parts.append(("l4", F("remove_supertype", [F(s)])))
    if flag("lose_all_creature_types"):
        parts.append(("l4", F("lose_creature_types")))
    if flag("lose_all_land_types"):
        parts.append(("l4", F("lose_land_types")))
    for c in ck.words(custom.get("set_colors"), f"{path}.set_colors", COLORS, "colour"):
        parts.append(("l5", F("set_color", [F(c)])))
    for c in ck.words(custom.get("add_colors"), f"{path}.add_colors", COLORS, "colour"):
        parts.append(("l5", F("add_color", [F(c)])))
    if flag("make_colorless"):
        parts.append(("l5", F("colorless")))
    if flag("lose_all_abilities"):
        parts.append(("l6", F("lose_all")))
    for j, a in enumerate(ck.optional_seq(custom.get("gain_abilities"), f"{path}.gain_abilities")):
        gained = ck.ability(a, f"{path}.gain_abilities[{j}]", players=tuple(cx.players))
        parts.append(("l6", F("gain", [gained])))
    for j, a in enumerate(ck.optional_seq(custom.get("lose_abilities"), f"{path}.lose_abilities")):
        parts.append(("l6", F("lose", [ck.ability(a, f"{path}.lose_abilities[{j}]")])))
    if "set_pt" in custom:
        p, t = pair("set_pt")
        parts.append(("l7b", F("set_pt", [F("n", [n(p)]), F("n", [n(t)])])))
    if "modify_pt" in custom:
        p, t = pair("modify_pt")
        parts.append(("l7c", F("modify_pt", [F("n", [n(p)]), F("n", [n(t)])])))
    if flag("switch_pt"):
        parts.append(("l7d", F("switch_pt")))
    if not parts:
        raise cx.fail(path, "the custom effect does nothing; give at least one part such as "
                              "set_pt: [0, 1]")
    return parts
