"""Tokens as a scenario names them: a token an ability of a compiled card creates (111.2-111.4), an
object `token: {of: CARD}` (`{of: CARD, ability: N}` when several of the card's abilities create
tokens) or a `replace` event's `token: {of: CARD}`, its copiable values (111.3, 707.2) those the Oracle
compiler read from the words of the creation (pysolver.cards.oracle.meaning.tokens: token_def/3
facts): name, colours, types, subtypes, power and toughness, abilities (a quoted one with its
definition); and a token created as a copy of an object, `token: {copy_of: ID}` (707.2: a copy effect
of its own, as `replace` makes for a token that is a copy), `{copy_of: ID, of: CARD}` with the exceptions of
CARD's creating ability (707.9b: copy_except/2 facts, operations of that copy effect)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import clingo

from pysolver.cards.printed import Printed
from pysolver.scenario.context import Context
from pysolver.scenario.model import Effect, GameObject

TOKEN_KEYS = {"of", "ability"}


def token_object(cx: Context, raw: Any, path: str, oid: str) -> Printed:
    """The printed values of an object `token: {...}`: those a card's ability defines (`of`), or none
    for a token created as a copy of an object (`copy_of`: its copy effect, added to the scenario's
    effects as the scenario is loaded, gives it the original's copiable values, 707.2; with `of`, the card
    whose ability created it, that ability's exceptions too, 707.9b)."""
    if isinstance(raw, dict) and "copy_of" in raw:
        spec = cx.ck.mapping(raw, path, {"copy_of", *TOKEN_KEYS})
        original = cx.ref(spec["copy_of"], f"{path}.copy_of")
        if original == oid:
            raise cx.fail(f"{path}.copy_of", "an object cannot be a copy of itself")
        exceptions: list[clingo.Symbol] = []
        gains: list[tuple[str, clingo.Symbol]] = []
        if "of" in spec or "ability" in spec:
            ability = _creating(cx, spec, path, "creates_copy", "token that's a copy")
            exceptions = [f.arguments[1] for f in ability.facts if f.name == "copy_except"]
            gains = [(f.arguments[1].name, f.arguments[2]) for f in ability.facts if f.name == "copy_gains"]
        cx.token_copies[oid] = (original, exceptions, gains)
        return Printed(name="")
    return defined_token(cx, raw, path)[1]


def copy_effects(cx: Context, objects: list[GameObject], taken: set[str]) -> list[Effect]:
    """The copy effect of each token created as a copy (707.2: its copiable values are the original's,
    the latest copy effect of its own timestamp; 707.9b: the creating ability's exceptions are part of
    it, applied right after the copy), under an id no player, object or effect has; and what the ability
    gave the token ("That token gains haste.", 611.2c: an effect of its own on the token alone, created
    as the token was, no copiable value, 707.2)."""
    out = []
    for obj in objects:
        if obj.id not in cx.token_copies:
            continue
        original, exceptions, gains = cx.token_copies[obj.id]
        parts = [("l1a", clingo.Function("copy_of", [clingo.Function(original)]))]
        parts += [("l1a", clingo.Function("except", [op])) for op in exceptions]
        label = f"created as a copy of {original}" + (" with its exceptions (707.9b)" if exceptions else "")
        made = [(label, "copy", parts)] + ([("what its creation gave it (611.2c)", "gains", gains)] if gains else [])
        for words, suffix, made_parts in made:
            eid = f"{obj.id}_{suffix}"
            while eid in taken:
                eid += "_"
            taken.add(eid)
            out.append(Effect(id=eid, label=words, ability=None, parts=made_parts, source=None,
                              controller=obj.controller, timestamp=obj.timestamp, targets=[obj.id]))
    return out


@dataclass(frozen=True)
class Making:
    """The ability of a card that makes a token or an emblem: the card's name, the ability's place (1-based, Oracle
    order), the compiled ability and its facts of what it makes."""

    card: str
    place: int
    ability: Any
    made: list[clingo.Symbol]


def making_ability(cx: Context, spec: dict, path: str, fact: str, words: tuple[str, str, str],
                   example: str) -> Making:
    """The ability of the card `spec["of"]` whose facts have `fact` (what it makes: creates_token/2, creates_copy/1,
    emblem_ability/3): `ability: N` its place when given, else the only one; a one-line refusal otherwise.
    `words`: what the refusals say an ability does not do, several do, none does ("creates no token", "create
    tokens", "creates a token"); `example`: what the card's ability does, with a card ("creates the token, such as
    of: Eldrazi Skyspawner")."""
    if "of" not in spec:
        raise cx.fail(f"{path}.of", f"missing: the card whose ability {example}")
    card = cx.card(spec["of"], f"{path}.of")
    abilities = card.compiled.abilities if card.compiled is not None else ()  # type: ignore[attr-defined]
    making = {place: [f for f in a.facts if f.name == fact and f.arguments[0] == a.key]
              for place, a in enumerate(abilities, start=1) if a.key is not None}
    making = {place: facts for place, facts in making.items() if facts}
    none, several, one = words
    if "ability" in spec:
        place = cx.ck.integer(spec["ability"], f"{path}.ability", minimum=1)
        if place not in making:
            raise cx.fail(f"{path}.ability", f"ability {place} of {card.name} {none} the engine can describe "
                                             "(`mtgsolve cards` shows its abilities)")
    elif len(making) == 1:
        place = next(iter(making))
    elif making:
        raise cx.fail(path, f"{len(making)} abilities of {card.name} {several}; say which with ability: N "
                            f"(one of {', '.join(str(p) for p in sorted(making))})")
    else:
        raise cx.fail(f"{path}.of", f"no ability of {card.name} that the engine understands {one} "
                                    "(`mtgsolve cards` shows its abilities and why)")
    return Making(card.name, place, abilities[place - 1], making[place])


def _creating(cx: Context, spec: dict, path: str, fact: str, what: str) -> Any:
    """The ability of the card `spec["of"]` (`ability: N` its place when several) whose facts have `fact` (a
    creation: creates_token/2, creates_copy/1; `what` the token's words in a refusal); its facts (the definitions
    of abilities it gives) join the scenario's."""
    making = making_ability(cx, spec, path, fact, (f"creates no {what}", "create tokens", f"creates a {what}"),
                            "creates the token, such as of: Eldrazi Skyspawner")
    if len(making.made) != 1:
        raise cx.fail(f"{path}.ability", f"ability {making.place} of {making.card} creates tokens of several kinds")
    cx.definitions += [f for f in making.ability.facts if f not in cx.definitions]
    return making.ability


def defined_token(cx: Context, raw: Any, path: str) -> tuple[clingo.Symbol, Printed]:
    """The token a card's ability creates: its definition's term (token_def/3) and its printed values;
    the creating ability's facts (the token's abilities' definitions among them) join the scenario's."""
    spec = cx.ck.mapping(raw, path, TOKEN_KEYS)
    ability = _creating(cx, spec, path, "creates_token", "token")
    term = next(f.arguments[1] for f in ability.facts if f.name == "creates_token")
    return term, token_values(term, ability.facts)


def token_values(term: clingo.Symbol, facts: tuple[clingo.Symbol, ...] | list[clingo.Symbol]) -> Printed:
    """The printed values of token `term` (111.3: those its token_def/3 facts define, no others)."""
    printed = Printed(name="")
    for fact in facts:
        if fact.name != "token_def" or fact.arguments[0] != term:
            continue
        attr, value = fact.arguments[1].name, fact.arguments[2]
        if attr == "name":
            printed.name = value.string
        elif attr in ("power", "toughness"):
            setattr(printed, attr, value.number)
        elif attr == "ability":
            printed.abilities.append(value)
        else:
            getattr(printed, {"color": "colors"}.get(attr, attr + "s")).append(value.name)
    for values in (printed.colors, printed.types, printed.subtypes, printed.supertypes):
        values.sort()
    return printed
