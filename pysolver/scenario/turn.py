"""The turn's history the static abilities of a board read (604.1): `drawn_this_turn`, the cards each player drew this
turn (121.1: "as long as you've drawn two or more cards this turn"), `gained_life_this_turn`, the players who gained
life this turn (119.3: "as long as you gained life this turn"), and `spells_cast_this_turn`, the spells each player
cast this turn (601.2: "as long as you've cast a noncreature spell this turn"). A player none names drew no card,
gained no life and cast no spell this turn: the board's other fields say what has happened (`damaged_by`, `monstrous`)
the same way."""

from __future__ import annotations

from typing import Any

from pysolver.cards import vocabulary as vocab
from pysolver.cards.names import UnknownCard, find_card
from pysolver.scenario.context import Context
from pysolver.scenario.fields import show
from pysolver.scenario.model import CastSpell

SPELL_KEYS = {"types", "supertypes", "subtypes"}


def load_drawn(cx: Context, raw: Any) -> dict[str, int]:
    """`drawn_this_turn`: player -> the number of cards they drew this turn (121.1), each 0 or more."""
    return cx.player_counts(raw, "drawn_this_turn", minimum=0)


def load_gained(cx: Context, raw: Any) -> frozenset[str]:
    """`gained_life_this_turn`: the players who gained life this turn (119.3)."""
    return cx.player_set(raw, "gained_life_this_turn")


def load_cast(cx: Context, raw: Any) -> dict[str, tuple[CastSpell, ...]]:
    """`spells_cast_this_turn`: player -> the spells they cast this turn (601.2), each a card of the library by name
    (the face or half cast: its printed types, supertypes and subtypes) or a mapping of `types` (at least one),
    `supertypes` and `subtypes`: its characteristics as it was cast."""
    return {cx.player(player, f"spells_cast_this_turn.{player}"):
            tuple(cast_spell(cx, spell, f"spells_cast_this_turn.{player}[{i}]")
                  for i, spell in enumerate(cx.ck.optional_seq(spells, f"spells_cast_this_turn.{player}",
                                                               "a list of spells")))
            for player, spells in cx.ck.optional_mapping(raw, "spells_cast_this_turn").items()}


def cast_spell(cx: Context, raw: Any, path: str) -> CastSpell:
    """One spell cast: a card name, or its characteristics (305.9: a land is never cast)."""
    if isinstance(raw, str):
        name = cx.ck.text(raw, path)
        if "//" in name:  # 709.3, 712, 715.3: a spell has the characteristics of the face or half cast
            raise cx.fail(path, f"{name!r} names a card of several faces or halves: name the one cast, or give the "
                                "spell's types (a fused split card: both halves' types, 702.102)")
        try:
            card = find_card(cx.library, name)
        except UnknownCard as exc:
            raise cx.fail(path, f"{exc}; or give the spell's types") from None
        pr = card.printed
        if "land" in pr.types:
            raise cx.fail(path, f"{card.name} is a land card: a land is played, never cast as a spell (305.9)")
        return CastSpell(tuple(pr.types), tuple(pr.supertypes), tuple(pr.subtypes), card.name)
    if not isinstance(raw, dict):
        raise cx.fail(path, f"expected a card name or a mapping of types, supertypes and subtypes, got {show(raw)}")
    spell = cx.ck.mapping(raw, path, SPELL_KEYS)
    types = cx.ck.words(spell.get("types"), f"{path}.types", vocab.CARD_TYPES, "card type (205.2a)")
    if not types:
        raise cx.fail(f"{path}.types", "a spell has at least one card type (205.2a): give its types")
    if "land" in types:
        raise cx.fail(f"{path}.types", "a land is played, never cast as a spell (305.9)")
    supertypes = cx.ck.words(spell.get("supertypes"), f"{path}.supertypes", vocab.SUPERTYPES, "supertype (205.4a)")
    subtypes = cx.ck.words(spell.get("subtypes"), f"{path}.subtypes", vocab.SUBTYPE_WORDS, "subtype (205.3)")
    return CastSpell(tuple(sorted(set(types))), tuple(sorted(set(supertypes))), tuple(sorted(set(subtypes))))
