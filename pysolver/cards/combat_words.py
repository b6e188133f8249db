"""The words inside combat abilities, decoded into facts for asp/combat: the quality of a protection
or "can't be blocked by" ability (702.16a) and the land a landwalk ability names (702.14a). A word
combat cannot give a meaning is bad input (exit 2), never silently ignored."""

from __future__ import annotations

import clingo

from pysolver.cards.vocabulary import CARD_TYPES, COLORS, LAND_TYPE_WORDS, SUBTYPE_WORDS, SUPERTYPES, normal_word
from pysolver.errors import ScenarioError

F, N = clingo.Function, clingo.Number


# English plural endings -> the singular's ending, also as a "[1:Ts]" word is stored (its final
# "s" cut off: "Elves" -> "elve"): "sorceries" -> "sorcery", "Elves" -> "elf", "Sphinxes" -> "sphinx"
PLURAL_ENDINGS = (("ies", "y"), ("ves", "f"), ("ves", "fe"), ("es", ""), ("s", ""),
                  ("ie", "y"), ("ve", "f"), ("ve", "fe"), ("e", ""))
IRREGULAR_PLURALS = {"mice": "mouse", "mouse": "mouse"}


def _singular(word: str, known: set[str]) -> str:
    """"walls" -> "wall", "elves" -> "elf" when only the singular is a known word."""
    if word in known:
        return word
    candidates = [IRREGULAR_PLURALS.get(word, "")]
    candidates += [word[: -len(end)] + single for end, single in PLURAL_ENDINGS if word.endswith(end)]
    return next((c for c in candidates if c in known), word)


# 105.2c, 202.2: qualities of colour count -> the number of colours allowed (minimum, maximum);
# "all colors" / "each color" is protection from each colour (702.16h): any coloured object
COLOR_COUNT = {"colorless": (0, 0), "monocolored": (1, 1), "multicolored": (2, 5),
               "all_colors": (1, 5), "each_color": (1, 5)}


def _quality_word(word: str) -> tuple[str, str] | None:
    """(attribute, value) of one word of a quality: a colour, card type, supertype or subtype, in
    the singular or the plural ("Walls", "artifacts")."""
    tables = (("color", set(COLORS)), ("type", set(CARD_TYPES)), ("supertype", set(SUPERTYPES)),
              ("subtype", set(SUBTYPE_WORDS)))
    for attr, known in tables:
        single = _singular(word, known)
        if single in known:
            return attr, single
    return None


def quality_facts(q: clingo.Symbol, players: list[str], source: str, where: str) -> list[clingo.Symbol]:
    """The facts of a protection or "can't be blocked by" quality (702.16a, 702.16j-k): every word
    must hold ("black creatures", "nonartifact creatures", "multicolored"); a player's name means
    the creatures that player controls; "everything" every creature."""
    if q.type != clingo.SymbolType.Function or q.arguments:
        raise ScenarioError(source, where, f"the quality {q} is not understood in combat")
    # 702.16g: "protection from A and from B" is protection from A and protection from B: a creature
    # with either quality can't block
    parts = q.name.split("_and_from_")
    if len(parts) > 1:
        facts = [F("quality_alternative", [q, F(part)]) for part in parts]
        for part in parts:
            facts += quality_facts(F(part), players, source, where)
        return facts
    if q.name == "everything":
        return [F("universal_quality", [q])]
    if q.name in players:
        return [F("quality_needs", [q, F("controller"), q])]
    words, facts, i = normal_word(q.name).split("_"), [], 0
    while i < len(words):
        for j in range(len(words), i, -1):  # the longest words first: "assembly_worker"
            word = "_".join(words[i:j])
            negated = word.startswith("non") and _quality_word(word[3:]) is not None
            part = _quality_word(word[3:] if negated else word)
            if word in COLOR_COUNT:
                facts.append(F("quality_colors", [q, N(COLOR_COUNT[word][0]), N(COLOR_COUNT[word][1])]))
            elif part is not None:
                facts.append(F("quality_lacks" if negated else "quality_needs", [q, F(part[0]), F(part[1])]))
            else:
                continue
            i = j
            break
        else:
            raise ScenarioError(source, where, f"protection or evasion from {q.name.replace('_', ' ')!r} is not "
                                               "modelled in combat: use colors, card types, supertypes, "
                                               "subtypes (\"non-\" allowed), colorless / monocolored / "
                                               "multicolored, a player or everything")
    return facts


def landwalk_facts(w: clingo.Symbol, source: str, where: str) -> list[clingo.Symbol]:
    """walk_needs/3 and walk_lacks/3 of a landwalk word (702.14a, 702.14c): "snow swamp", "nonbasic land"."""
    words = w.name.split("_") if w.type == clingo.SymbolType.Function else []
    needs: list[tuple[str, str]] = [("type", "land")]
    lacks: list[tuple[str, str]] = []
    rest = words
    for cut in range(len(words)):
        tail = "_".join(words[cut:])
        if tail in LAND_TYPE_WORDS or (tail == "land" and cut == len(words) - 1):
            if tail != "land":
                needs.append(("subtype", tail))
            rest = words[:cut]
            break
    else:
        rest = None  # type: ignore[assignment]
    for word in rest or []:
        base = word[3:] if word.startswith("non") else word
        attr = ("supertype" if base in SUPERTYPES else "type" if base in CARD_TYPES
                else "subtype" if base in LAND_TYPE_WORDS else None)
        if attr is None:
            rest = None  # type: ignore[assignment]
            break
        (lacks if word != base else needs).append((attr, base))
    if rest is None:
        raise ScenarioError(source, where, f"the landwalk {w} is not understood: expected [type]walk "
                                               "with land types, card types and supertypes (702.14a)")
    return ([F("walk_needs", [w, F(a), F(v)]) for a, v in needs]
            + [F("walk_lacks", [w, F(a), F(v)]) for a, v in lacks])


def word_facts(characteristics: list[clingo.Symbol], on_battlefield: set[str], players: list[str],
               source: str) -> list[clingo.Symbol]:
    """The facts that decode every protection, "can't be blocked by" and landwalk word of a permanent
    (its abilities after every layer: characteristic/3 atoms of the objects `on_battlefield`); a word
    combat cannot give a meaning is bad input of the scenario `source`."""
    facts: set[clingo.Symbol] = set()
    for sym in characteristics:
        obj, attr, ability = sym.arguments
        if attr.name != "ability" or ability.type != clingo.SymbolType.Function or len(ability.arguments) != 1:
            continue
        if obj.name not in on_battlefield:
            continue
        where = f"objects.{obj.name}"
        if ability.name in ("protection_from", "cant_be_blocked_by"):
            facts.update(quality_facts(ability.arguments[0], players, source, where))
        elif ability.name == "landwalk":
            facts.update(landwalk_facts(ability.arguments[0], source, where))
    return sorted(facts)
