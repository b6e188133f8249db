"""What the compiled facts of a card's abilities (pysolver.cards.compiled, as the compiler wrote them)
mean to the brute-force checkers of `mtgsolve check`, read here in plain Python: the checkers derive
their answers from these readings, never from the engine's ASP.

- combat: the words of pysolver.check.combat_brute (its own vocabulary of restrictions,
  requirements and evasion), from keyword terms (702) and combat_meaning/3 facts;
- replace: the replacement rules of pysolver.check.replace_brute (614, 615), from replaces/2,
  repl_if/2, repl_op/2, cant/2, cant_if/2;
- layers: the static abilities and resolved one-shot effects of pysolver.check.layers_brute (layers 4
  to 7), from scope/4, condition/2, layer_of/2, does/3, target_count/3.

A fact a reader does not know raises Unknown: a card with such an ability is not drawn for that
question (the sample of real cards, tests/data/oracle_check_sample.json, holds only cards read whole).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

import clingo

from pysolver.cards.oracle.words import TRIGGERED_KEYWORD_NAMES
from pysolver.check.combat_brute import check_quality


class Unknown(Exception):
    """A fact (or ability) a brute-force checker cannot read."""


class Ability(Protocol):
    """An accepted ability of a compiled card: its key and definition facts (CompiledAbility)."""

    @property
    def key(self) -> clingo.Symbol | None: ...

    @property
    def facts(self) -> tuple[clingo.Symbol, ...]: ...


# keywords whose rules the declarations of attackers and blockers read (702.9, 702.17, 702.28, 702.31,
# 702.36, 702.13, 702.118, 702.111, 702.3, 702.10 with 302.6)
COMBAT_KEYWORDS = frozenset({"flying", "reach", "shadow", "horsemanship", "fear", "intimidate", "skulk", "menace",
                             "defender", "haste"})
# keywords that change nothing of which declarations are legal, of a characteristic, or of an event the
# brute force enumerates (they act in combat damage, on targets, on casting, or as costs)
# (banding: the bands announced after the attackers are checked, 508.1e, and what becomes blocked after the
# blockers are, 702.22h; no declaration's legality)
INERT_KEYWORDS = frozenset({"first_strike", "double_strike", "deathtouch", "trample", "lifelink", "vigilance",
                            "flash", "hexproof", "shroud", "prowess", "split_second", "flanking", "banding"}) \
    | TRIGGERED_KEYWORD_NAMES
# combat_meaning/3 meanings -> the brute force's words (pysolver.check.combat_brute)
COMBAT_WORDS = {"cant_block": "can't block", "cant_attack": "can't attack", "cant_attack_alone": "can't attack alone",
                "cant_block_alone": "can't block alone", "unblockable": "can't be blocked",
                "attacks_if_able": "attacks each combat if able", "blocks_if_able": "blocks each combat if able",
                "extra_block": "can block an additional creature each combat",
                "block_any_number": "can block any number of creatures",
                "blocks_only_flying": "can block only creatures with flying.",
                "attacks_as_though_haste": "can attack as though it had haste",
                "must_be_blocked": "must be blocked if able",
                "must_be_blocked_by_one": "must be blocked by exactly one creature if able",
                "lure": "All creatures able to block this creature do so.",
                # 508.1d, 509.1c-d: a cost on the creature (its amount changes no legality, only what is paid for)
                "cost_to_attack": "costs to attack", "cost_to_block": "costs to block"}
GAME_WORDS = {"max_one_attacker": "max one attacker", "max_one_blocker": "max one blocker"}


def facts_of(ability: Ability, name: str) -> list[tuple[clingo.Symbol, ...]]:
    """The arguments after the key of the ability's facts called `name`."""
    return [tuple(f.arguments[1:]) for f in ability.facts if f.name == name and f.arguments[0] == ability.key]


def ability_class(ability: Ability) -> str:
    found = facts_of(ability, "ability_class")
    return found[0][0].name if found else ""


def keyword_word(key: clingo.Symbol) -> str | None:
    """The brute force's word for a keyword term, "" for one that changes nothing, None: not a keyword."""
    if key.name == "kw" and len(key.arguments) == 1:
        word = key.arguments[0].name
        if word in COMBAT_KEYWORDS:
            return word
        if word in INERT_KEYWORDS:
            return ""
        raise Unknown(str(key))
    if key.name in ("protection_from", "landwalk", "cant_be_blocked_by") and len(key.arguments) == 1:
        kind = {"protection_from": "protection", "cant_be_blocked_by": "unblockable_by"}.get(key.name, key.name)
        what = key.arguments[0].name
        if kind != "landwalk":
            try:
                check_quality(what)
            except KeyError as exc:
                raise Unknown(f"{key}: the quality word {exc}") from None
        return f"{kind}:{what}"
    if key.name in ("enchant", "equip") or key.name.startswith("tap_add"):
        return ""  # attachment (702.5, 702.6) and mana abilities (605): no declaration reads them
    return None


# --- combat -----------------------------------------------------------------------------------------
@dataclass
class CombatReading:
    """A card's combat in the brute force's words: of the creature itself, of what it enchants or
    equips (303.4, 301.5), rules of the whole game, and attack costs its controller imposes."""

    own: list[str] = field(default_factory=list)
    attached: list[str] = field(default_factory=list)
    game: list[str] = field(default_factory=list)
    taxes: int = 0
    # an instant's or sorcery's resolved effect on its target (611.2c): words, or "attacks you"
    resolved: list[str] = field(default_factory=list)


def read_combat(abilities: Iterable[Ability], spell: bool = False) -> CombatReading:
    """The combat of a card's accepted abilities (with `spell`: of an instant's or sorcery's resolved
    effect on one target); Unknown for anything that may change a characteristic (a layer effect) or a
    combat rule the brute force does not know."""
    out = CombatReading()
    for ability in abilities:
        key = ability.key
        if key is None:
            continue
        word = keyword_word(key)
        if word is not None:
            if facts_of(ability, "layer_of"):
                raise Unknown(f"{key}: a keyword with a layer effect")
            if word:
                out.own.append(word)
            continue
        if facts_of(ability, "layer_of"):
            raise Unknown(f"{key}: a layer effect")
        if facts_of(ability, "combat_meaning") and facts_of(ability, "condition"):
            raise Unknown(f"{key}: a combat rule under a condition (604.1)")
        for whom, meaning in facts_of(ability, "combat_meaning"):
            if whom.name == "resolved_group":
                raise Unknown(f"{key}: a resolved rule on a group (611.2c)")
            if spell and ability_class(ability) == "spell" and whom.name == "target":
                if facts_of(ability, "target_count") != [(clingo.Number(1), clingo.Number(1))]:
                    raise Unknown(f"{key}: a number of targets")
                if meaning.name in COMBAT_WORDS:
                    out.resolved.append(COMBAT_WORDS[meaning.name])
                elif meaning.name == "attacks_controller_if_able":
                    out.resolved.append("attacks you")
                else:
                    raise Unknown(f"{key}: a resolved {meaning}")
                continue
            if ability_class(ability) != "static":
                continue  # an activated or triggered ability's rule applies once resolved (611.2c)
            if whom.name in ("self", "enchanted", "equipped") and meaning.name in COMBAT_WORDS:
                (out.own if whom.name == "self" else out.attached).append(COMBAT_WORDS[meaning.name])
            elif whom.name == "game" and meaning.name in GAME_WORDS:
                out.game.append(GAME_WORDS[meaning.name])
            elif whom.name == "you" and meaning.name == "attack_cost":
                out.taxes += 1
            else:
                raise Unknown(f"{key}: combat_meaning {whom}, {meaning}")
    return out


# --- replace ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Replacement:
    """One replacement, prevention or "can't" effect in the brute force's terms: the event `kind`
    (zone, gain, damage, life_change), its conditions (repl_if / cant_if terms as text), and what it
    does (`op` as text: "move_to(exile)", "times(2)", "shield(3)"; "cant" for 614.17)."""

    kind: str
    conditions: frozenset[str]
    op: str


# 614.1c-d: how a permanent enters (its own ability, 614.12): tapped, or with a number of counters (X: 107.3m), or
# with a number for each time it was kicked / colour of mana / mana spent to cast it; "unless you
# control N or more basic lands"; conditions on how it was cast (601.2, 702.33d) and on raid (508.1)
ENTERS_OP = re.compile(r'tapped|enters_with_counters\("([^"]+)",(?:([0-9]+|x)|per\(([0-9]+),'
                       r'(kicked|colors_spent|mana_spent|died)\))\)')
FEWER = re.compile(r"you_control_fewer\(([0-9]+),basic_land\)")
CAST_CONDITION = re.compile(r"kicked|spent_at_least\([0-9]+,[wubrg]\)|spent_same_color\([0-9]+\)|"
                            r"(not_)?cast_from\(hand\)|attacked_this_turn|opponent_lost_life|opponent_damaged|creature_died|"
                            r"permanent_left")
ZONE_CONDITIONS = frozenset({"to(graveyard)", "from(battlefield)", "affected(self)", "affected(card)",
                             "owner(opponent)"})


def read_replacements(abilities: Iterable[Ability], spell: bool = False) -> list[Replacement]:
    """The replacement effects of a card's accepted abilities (of a permanent's statics, or with
    `spell` of an instant's or sorcery's resolved effect); Unknown for any other effect that may change
    an event or a characteristic."""
    out = []
    for ability in abilities:
        key = ability.key
        if key is None:
            continue
        word = keyword_word(key)
        if word is not None:
            if word.startswith("protection") or facts_of(ability, "layer_of"):
                raise Unknown(f"{key}: protection prevents damage (702.16e)")
            continue
        cls = ability_class(ability)
        if facts_of(ability, "layer_of") and cls in ("static", "spell"):
            raise Unknown(f"{key}: a layer effect")
        kinds = facts_of(ability, "replaces")
        cants = facts_of(ability, "cant")
        if facts_of(ability, "damage_as"):  # 702.80a: every damage's results as though its source had wither
            raise Unknown(f"{key}: damage dealt as though its source had a keyword")
        if not kinds and not cants:
            continue
        if cls in ("activated", "triggered") or (cls == "spell") != spell:
            raise Unknown(f"{key}: a {cls} ability's replacement")
        conditions = frozenset(str(c[0]) for c in facts_of(ability, "repl_if") + facts_of(ability, "cant_if"))
        ops = [str(o[0]) for o in facts_of(ability, "repl_op")]
        if facts_of(ability, "repl_option"):
            raise Unknown(f"{key}: an optional replacement")
        for (kind,) in kinds:
            if len(ops) != 1:
                raise Unknown(f"{key}: {len(ops)} operations")
            if kind.name == "zone" and conditions <= ZONE_CONDITIONS and "to(graveyard)" in conditions \
                    and ops == ["move_to(exile)"]:
                out.append(Replacement("zone", conditions, ops[0]))
            elif kind.name == "gain" and conditions == {"affected(you)"} and ops[0].startswith("times("):
                out.append(Replacement("gain", conditions, ops[0]))
            elif kind.name == "enter" and "entering(self)" in conditions and ENTERS_OP.fullmatch(ops[0]) \
                    and all(c == "entering(self)" or FEWER.fullmatch(c) or CAST_CONDITION.fullmatch(c)
                            for c in conditions):
                out.append(Replacement("enter", conditions, ops[0]))
            elif kind.name == "damage" and spell and conditions == {"affected(targeted)"} \
                    and ops[0].startswith("shield("):
                out.append(Replacement("damage", conditions, ops[0]))
            else:
                raise Unknown(f"{key}: replaces {kind} if {sorted(conditions)} with {ops}")
        for (kind,) in cants:
            if kind.name == "life_change" and conditions == {"affected(you)"}:
                out.append(Replacement("life_change", conditions, "cant"))
            else:
                raise Unknown(f"{key}: can't {kind}")
    return out


def op_number(op: str) -> int:
    """The number of an operation "times(2)", "shield(3)"."""
    return int(op[op.index("(") + 1:-1])
