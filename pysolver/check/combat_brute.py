"""An independent brute-force judge of attack and block declarations, in plain Python, written from the
rules (506.5, 508.1a-d, 509.1a-c, 702) and separate from asp/combat: it tries every declaration of a
small combat, keeps those that break no restriction, counts the requirements each obeys and applies
the cost rule of docs/combat.md (the best declaration paying only within the same creatures), to attack
(taxes on a player, "costs to attack" on a creature) and to block ("costs to block").

A combat is described by `Combat` (the creatures as the generator made them: custom objects, or cards
of the compiled library read by pysolver.check.compiled_rules, with no continuous effect, so their
printed values are their final ones); `to_scenario` writes the same combat as a scenario file for
the engine.

Words a creature's abilities may hold besides the custom texts: "landwalk:W" (702.14), "protection:Q"
(702.16), "unblockable_by:Q" ("can't be blocked by Q"), "can't attack alone", "can't block alone"
(506.5); a word given by several sources (an Aura and the creature itself) is listed once per source.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from pysolver.cards.vocabulary import CARD_TYPES, COLORS, SUBTYPE_WORDS, SUPERTYPES


@dataclass
class Creature:
    """One creature of a generated combat (printed = final: no continuous effect changes it)."""

    id: str
    controller: str
    card: str | None = None  # a library card whose abilities the fields below repeat
    abilities: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    artifact: bool = False
    power: int = 2
    tapped: bool = False
    sick: bool = False
    lures: int = 0  # Lure Auras attached
    circlets: int = 0  # Echo Circlets attached
    attacks: str | None = None  # blocks question: the player it attacks
    types: list[str] | None = None  # card types (None: creature, and artifact when `artifact`)
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    # words other objects give it (its Auras and Equipment, resolved spells on it): not its own text
    granted: list[str] = field(default_factory=list)

    def words(self) -> list[str]:
        """Its own words and those given to it, one per source."""
        return self.abilities + self.granted

    def card_types(self) -> set[str]:
        """Its card types."""
        if self.types is not None:
            return set(self.types)
        return {"creature", "artifact"} if self.artifact else {"creature"}


@dataclass
class Combat:
    """A small combat: players (alice active), creatures, and board-wide permanents."""

    players: list[str]
    creatures: list[Creature]
    taxes: dict[str, int] = field(default_factory=dict)  # player -> Propaganda / Ghostly Prison count
    swamps: list[str] = field(default_factory=list)  # players who control a Swamp
    sirens: list[tuple[str, str]] = field(default_factory=list)  # (siren controller, target creature)
    anglers: list[str] = field(default_factory=list)  # creatures targeted by the attacking Tangle Angler
    declared: dict[str, Any] | None = None  # the declaration to check (combat.attackers / combat.blockers)
    # compiled cards that are no creature of the combat: (id, card, owner, the creature it is attached
    # to or None), and what they impose: rules of the game ("max one attacker"), attack costs by player
    permanents: list[tuple[str, str, str, str | None]] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    card_taxes: dict[str, int] = field(default_factory=dict)
    # resolved compiled spells: (effect id, card, controller, target); "attacks you" ones as (controller, target)
    spells: list[tuple[str, str, str, str]] = field(default_factory=list)
    calls: list[tuple[str, str]] = field(default_factory=list)
    _index: dict[str, Creature] = field(default_factory=dict, repr=False)

    def creature(self, cid: str) -> Creature:
        return self._by_id()[cid]

    def _by_id(self) -> dict[str, Creature]:
        if len(self._index) != len(self.creatures):
            self._index = {c.id: c for c in self.creatures}
        return self._index

    @property
    def arbiter(self) -> bool:
        """Silent Arbiter: no more than one creature can attack, nor block (508.1c, 509.1b)."""
        return any(c.card == "Silent Arbiter" for c in self.creatures)

    def at_most_one(self, role: str) -> bool:
        """Whether no more than one creature can attack (role "attacker") or block ("blocker")."""
        return self.arbiter or f"max one {role}" in self.rules

    def taxed(self, player: str) -> bool:
        """Whether attacking `player` costs something (Propaganda and the like, 508.1d)."""
        return bool(self.taxes.get(player) or self.card_taxes.get(player))


def to_scenario(combat: Combat, question: str) -> dict[str, Any]:
    """The combat as a scenario file (docs/combat.md)."""
    objects: list[dict[str, Any]] = []
    for c in combat.creatures:
        if c.card:
            obj: dict[str, Any] = {"id": c.id, "card": c.card, "owner": c.controller}
        else:
            custom: dict[str, Any] = {"name": f"Creature {c.id}", "types": ["artifact", "creature"] if c.artifact
                                      else ["creature"], "power": c.power, "toughness": 3,
                                      "colors": c.colors, "abilities": c.abilities}
            obj = {"id": c.id, "owner": c.controller, "custom": custom}
        obj.update({"tapped": c.tapped, "summoning_sick": c.sick})
        objects.append(obj)
        objects += [{"id": f"{c.id}_lure{i}", "card": "Lure", "attached_to": c.id} for i in range(c.lures)]
        objects += [{"id": f"{c.id}_circlet{i}", "card": "Echo Circlet", "owner": c.controller,
                     "attached_to": c.id} for i in range(c.circlets)]
    for player, count in combat.taxes.items():
        objects += [{"id": f"tax_{player}{i}", "card": "Propaganda" if i % 2 == 0 else "Ghostly Prison",
                     "owner": player} for i in range(count)]
    objects += [{"id": f"swamp_{p}", "card": "Swamp", "owner": p} for p in combat.swamps]
    for oid, card, owner, host in combat.permanents:
        objects.append({"id": oid, "card": card, "owner": owner, **({"attached_to": host} if host else {})})
    effects: list[dict[str, Any]] = []
    for i, (player, target) in enumerate(combat.sirens):
        objects.append({"id": f"siren{i}", "card": "Alluring Siren", "owner": player})
        effects.append({"ability_of": f"siren{i}", "targets": [target]})
    effects += [{"ability_of": "angler", "targets": [t]} for t in combat.anglers]
    effects += [{"id": eid, "spell": card, "controller": you, "targets": [t]} for eid, card, you, t in combat.spells]
    data: dict[str, Any] = {"players": combat.players, "objects": objects}
    if effects:
        data["effects"] = effects
    if question == "blocks":
        data["combat"] = {"attackers": {c.id: c.attacks for c in combat.creatures if c.attacks}}
        if combat.declared is not None:
            data["combat"]["blockers"] = combat.declared
    elif combat.declared is not None:
        data["combat"] = {"attackers": combat.declared}
    return data


# --- attacks (508.1) -------------------------------------------------------------------------------
def attack_options(combat: Combat) -> list[str | None]:
    """What a creature may be declared attacking (an opponent, 508.1b), None for not attacking; the
    508.1a-c checks are in attack_valid."""
    return [None] + [p for p in combat.players if p != "alice"]


def attack_valid(combat: Combat, decl: dict[str, str]) -> bool:
    """Breaks no restriction and meets 508.1a."""
    for cid in decl:
        c = combat.creature(cid)
        # 508.1a, 302.6; 702.10b: "can attack as though it had haste"
        if c.tapped or (c.sick and not {"haste", "can attack as though it had haste"} & set(c.words())):
            return False
        if {"defender", "can't attack", "can't attack or block"} & set(c.words()):  # 702.3b, 508.1c
            return False
        if {"can't attack or block alone", "can't attack alone"} & set(c.words()) and len(decl) == 1:  # 506.5
            return False
    return not (combat.at_most_one("attacker") and len(decl) > 1)


def attack_obeyed(combat: Combat, decl: dict[str, str]) -> int:
    """508.1d: requirements obeyed."""
    count = sum(combat.creature(cid).words().count("attacks each combat if able") for cid in decl)
    return count + sum(1 for player, target in combat.sirens + combat.calls if decl.get(target) == player)


def attack_paid(combat: Combat, decl: dict[str, str]) -> frozenset[str]:
    """508.1d: the attackers whose attack costs something, by the player attacked or on the creature itself."""
    return frozenset(cid for cid, p in decl.items()
                     if combat.taxed(p) or "costs to attack" in combat.creature(cid).words())


def legal_attacks(combat: Combat) -> tuple[int, list[dict[str, str]]]:
    """(max requirements, every legal declaration of attackers)."""
    mine = [c for c in combat.creatures if c.controller == "alice"]
    valid = []
    for choice in itertools.product(*(attack_options(combat) for _ in mine)):
        decl = {c.id: t for c, t in zip(mine, choice, strict=True) if t is not None}
        if attack_valid(combat, decl):
            valid.append((decl, attack_obeyed(combat, decl), attack_paid(combat, decl)))
    return _cost_rule(valid)


def _cost_rule(valid: list[tuple[dict[str, Any], int, frozenset[str]]]) -> tuple[int, list[dict[str, Any]]]:
    """docs/combat.md: legal when it obeys as many as the best paying only within its paid set."""
    best: dict[frozenset[str], int] = {}
    for _, n, paid in valid:
        best[paid] = max(n, best.get(paid, 0))
    within = {paid: max(m for q, m in best.items() if q <= paid) for paid in best}
    return max(best.values()), [d for d, n, paid in valid if n == within[paid]]


# --- blocks (509.1) --------------------------------------------------------------------------------
def pair_ok(combat: Combat, b: Creature, a: Creature) -> bool:
    """509.1a-b and 702: may b block a, judged alone."""
    if a.attacks != b.controller or b.tapped or {"can't block", "can't attack or block"} & set(b.words()):
        return False
    ab, bb = set(a.words()), set(b.words())
    checks = [
        "flying" in ab and not {"flying", "reach"} & bb,  # 702.9b
        ("shadow" in ab) != ("shadow" in bb),  # 702.28b
        "horsemanship" in ab and "horsemanship" not in bb,  # 702.31b
        "fear" in ab and not b.artifact and "black" not in b.colors,  # 702.36b
        "intimidate" in ab and not b.artifact and not set(a.colors) & set(b.colors),  # 702.13b
        "skulk" in ab and b.power > a.power,  # 702.118b
        "swampwalk" in ab and b.controller in combat.swamps,  # 702.14c
        "can't be blocked" in ab,
        "can block only creatures with flying." in bb and "flying" not in ab,
    ]
    checks += [f"protection from {color}" in ab for color in b.colors]  # 702.16f
    for word in ab:
        kind, _, what = word.partition(":")
        if kind == "landwalk":  # 702.14c: the lands on the board are the defenders' Swamps
            checks.append(b.controller in combat.swamps and walks_swamp(what))
        elif kind in ("protection", "unblockable_by"):  # 702.16f; "can't be blocked by Q"
            checks.append(has_quality(b, what))
    return not any(checks)


def capacity(b: Creature) -> int | None:
    """509.1a: one, plus one per additional-block ability; None for any number."""
    if "can block any number of creatures" in b.words():
        return None
    return 1 + b.circlets + b.words().count("can block an additional creature each combat")


def block_valid(combat: Combat, decl: dict[str, tuple[str, ...]]) -> bool:
    """Breaks no restriction (declaration-wide ones included)."""
    blockers = [combat.creature(b) for b in decl]
    if combat.at_most_one("blocker") and len(blockers) > 1:
        return False
    for b in blockers:
        if {"can't attack or block alone", "can't block alone"} & set(b.words()) and len(blockers) == 1:  # 506.5
            return False
    for a in (c for c in combat.creatures if c.attacks):
        count = sum(1 for lst in decl.values() if a.id in lst)
        if "menace" in a.words() and count == 1:  # 702.111b
            return False
    return True


def block_obeyed(combat: Combat, decl: dict[str, tuple[str, ...]]) -> int:
    """509.1c: one per lure source and able blocker, one per must-be-blocked (by exactly one creature), one per
    blocks-if-able, one per Tangle Angler effect."""
    count = 0
    for b, lst in decl.items():
        count += combat.creature(b).words().count("blocks each combat if able")
        for aid in lst:
            a = combat.creature(aid)
            count += a.lures + a.words().count("All creatures able to block this creature do so.")
    for a in (c for c in combat.creatures if c.attacks):
        if any(a.id in lst for lst in decl.values()):
            count += a.words().count("must be blocked if able")
        if sum(1 for lst in decl.values() if a.id in lst) == 1:  # "exactly one": two blockers do not obey it
            count += a.words().count("must be blocked by exactly one creature if able")
    return count + sum(1 for t in combat.anglers if "angler" in decl.get(t, ()))


def legal_blocks(combat: Combat) -> tuple[int, list[dict[str, list[str]]]]:
    """(max requirements, every legal declaration of blockers)."""
    attackers = [c for c in combat.creatures if c.attacks]
    defenders = [c for c in combat.creatures if c.controller != "alice"]
    options = []
    for b in defenders:
        able = [a.id for a in attackers if pair_ok(combat, b, a)]
        cap = capacity(b)
        top = len(able) if cap is None else min(cap, len(able))
        options.append([sub for n in range(top + 1) for sub in itertools.combinations(able, n)])
    valid = []
    for choice in itertools.product(*options):
        decl = {b.id: sub for b, sub in zip(defenders, choice, strict=True) if sub}
        if block_valid(combat, decl):
            # 509.1c-d: the blockers whose blocking costs something
            paid = frozenset(b for b in decl if "costs to block" in combat.creature(b).words())
            valid.append(({b: sorted(s) for b, s in decl.items()}, block_obeyed(combat, decl), paid))
    return _cost_rule(valid)


# --- qualities (702.16a) and landwalk (702.14a), read from the words of a compiled ability -------------
COLOR_COUNTS = {"colorless": (0, 0), "monocolored": (1, 1), "multicolored": (2, 5), "all_colors": (1, 5),
                "each_color": (1, 5)}


def _singulars(word: str) -> list[str]:
    """The word and the singulars it may be the plural of ("elves": elf, elfe ...)."""
    out = [word]
    for end, single in (("ies", "y"), ("ves", "f"), ("ves", "fe"), ("es", ""), ("s", "")):
        if word.endswith(end):
            out.append(word[: -len(end)] + single)
    return out


def _word_holds(b: Creature, word: str) -> bool:
    """One word of a quality said of blocker b; KeyError for a word of no class."""
    if word.startswith("non") and word not in SUBTYPE_WORDS:
        return not _word_holds(b, word[3:])
    if word in COLOR_COUNTS:
        low, high = COLOR_COUNTS[word]
        return low <= len(b.colors) <= high
    for single in _singulars(word):
        if single in COLORS:
            return single in b.colors
        if single in CARD_TYPES:
            return single in b.card_types()
        if single in SUPERTYPES:
            return single in b.supertypes
        if single in SUBTYPE_WORDS:
            return single in b.subtypes
    raise KeyError(word)


def has_quality(b: Creature, quality: str) -> bool:
    """Whether blocker b has the quality of a protection or "can't be blocked by" ability: "red",
    "artifact_creature" (every word), "black_and_from_red" (either, 702.16g), "everything"."""
    for part in quality.split("_and_from_"):
        if part == "everything" or (part in COLOR_COUNTS and _word_holds(b, part)):
            return True
        words = part.split("_")
        if part not in COLOR_COUNTS and all(_word_holds(b, w) for w in _join_words(words)):
            return True
    return False


def _join_words(words: list[str]) -> list[str]:
    """The words of a quality, a subtype of two words ("assembly_worker") kept whole."""
    out, i = [], 0
    while i < len(words):
        two = "_".join(words[i:i + 2])
        if i + 1 < len(words) and (two in SUBTYPE_WORDS or two in COLOR_COUNTS):
            out.append(two)
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


def check_quality(quality: str) -> None:
    """KeyError when a word of the quality is of no class the brute force reads."""
    b = Creature("probe", "nobody")
    has_quality(b, quality)
    for part in quality.split("_and_from_"):
        for word in _join_words(part.split("_")):
            if part not in COLOR_COUNTS and part != "everything":
                _word_holds(b, word)


def walks_swamp(walk: str) -> bool:
    """Whether "[walk]walk" lets nothing block when the defender controls a basic Swamp (702.14c):
    every word of it must hold of a Swamp (a basic land, land type Swamp)."""
    held = {"swamp", "basic", "land"}
    return all((w[3:] not in held) if w.startswith("non") else (w in held) for w in walk.split("_"))
