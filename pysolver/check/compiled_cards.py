"""Cards of the compiled library as the brute-force checkers read them (pysolver.check.compiled_rules,
pysolver.check.layers_brute): for each question, whether the card can be put on a board of that
question (every line that matters to it understood, read whole by the checker) and what it means
there. The sample of real cards the properties draw from (tests/data/oracle_check_sample.json) is
made of cards read here (tools/oracle_check_sample.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import clingo

from pysolver.cards.compiled import CompiledCard
from pysolver.cards.modelled import READS
from pysolver.check.compiled_rules import (
    CombatReading,
    Replacement,
    Unknown,
    facts_of,
    read_combat,
    read_replacements,
)
from pysolver.check.layers_brute import KEYWORD_TERMS, LayerEffect, read_layers

# the command of each question whose refusals keep a card off its boards (pysolver.cards.modelled.READS)
COMMANDS = {"layers": "layers", "combat": "attacks", "replace": "replace"}
SPELLS = {"instant", "sorcery"}
CLINGO_SPELL = clingo.Function("spell")


@dataclass(frozen=True)
class CardReading:
    """What a compiled card means to each question's checker (None: not read whole, kept off its
    boards), its printed values, and the accepted lines that matter to each question."""

    name: str
    printed: dict[str, Any]
    combat: CombatReading | None
    replacements: tuple[Replacement, ...] | None
    layers: tuple[LayerEffect, ...] | None
    lines: dict[str, list[str]]

    @property
    def spell(self) -> bool:
        """An instant or sorcery: on a board only as a resolved effect."""
        return bool(SPELLS & set(self.printed["types"]))

    @property
    def creature(self) -> bool:
        """A creature card with a printed power and toughness of numbers (208.1)."""
        return "creature" in self.printed["types"] and self.printed["power"] is not None


def _number(text: str | None) -> int | None:
    return int(text) if text is not None and text.isdigit() else None


def read_card(card: CompiledCard) -> CardReading:
    """A compiled card as every checker reads it."""
    accepted = [a for a in card.abilities if a.accepted]
    power, toughness = _number(card.power), _number(card.toughness)
    printed = {"types": list(card.types), "subtypes": list(card.subtypes), "supertypes": list(card.supertypes),
               "colors": list(card.colors), "power": power, "toughness": toughness,
               "abilities": sorted(str(a.key) for a in accepted if a.key is not None and a.key.name in KEYWORD_TERMS)}
    usable = not card.problem and (("creature" not in card.types) or (power is not None and toughness is not None))
    spell = bool(SPELLS & set(card.types))

    def understood(question: str) -> bool:
        # as the engine reads a permanent of the board (pysolver.cards.modelled.check_understood): an activated or
        # triggered ability not understood matters only once resolved, and the boards name no effect of it; a
        # spell's own ability does matter, the checkers using the spell as a resolved effect
        reads = READS[COMMANDS[question]]
        return usable and not any(a.questions & reads for a in card.abilities
                                  if not a.accepted and (spell or not card.once_resolved(a)))

    combat = replacements = layers = None
    if understood("combat"):
        try:
            combat = read_combat(accepted, spell)
        except Unknown:
            pass
    if understood("replace"):
        try:
            replacements = tuple(read_replacements(accepted, spell))
        except Unknown:
            pass
    if understood("layers"):
        try:
            layers = tuple(read_layers(accepted, spell))
        except Unknown:
            pass
    if any(facts_of(a, "needs_choice") for a in accepted):  # 702.136a: riot's choice, which no drawn board states
        combat = replacements = layers = None
    if spell and (any(a.text.startswith("\u2022") for a in card.abilities)
                  or sum(1 for a in accepted if facts_of(a, "ability_class") == [(CLINGO_SPELL,)]) != 1):
        combat = replacements = layers = None  # a mode or one of several effects is chosen: `ability: N` (700.2)
    lines = {q: [a.text for a in accepted if q in a.questions] for q in ("layers", "combat", "replace")}
    return CardReading(card.name, printed, combat, replacements, layers, lines)


def matters(reading: CardReading, question: str) -> bool:
    """Whether the card is read whole for the question and has something there to check."""
    if question == "combat":
        c = reading.combat
        if c is None or (reading.spell and not c.resolved):
            return False
        return reading.spell or (bool(c.own or c.attached or c.game or c.taxes)
                                 and (reading.creature or bool(c.attached or c.game or c.taxes)))
    if question == "replace":
        return bool(reading.replacements)
    return bool(reading.layers)
