"""The preparation step of the layers: a scenario and the library turned into what the layer engine
reads, every check that refuses the board made here, once.

First a card's ability the engine does not understand that matters to the question refuses it
(pysolver.cards.modelled). Then every resolved effect is read as it was when it resolved: the ability an
`ability_of` names among those its source had then (602.1, with the words text changes gave them, 612),
the objects an effect whose words describe them affected then (611.2c). A choice an ability needs that is
not made is refused (when the question asks for them). Last, the board's facts in the list order of
timestamps, with the library files they need.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.questions.layers.activated import EarlierBoard, with_activated_abilities
from pysolver.questions.layers.fixed_sets import with_fixed_sets
from pysolver.questions.layers.life import check_life_given
from pysolver.questions.layers.text_changes import with_text_variants
from pysolver.scenario import Scenario
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.facts import ordered_facts
from pysolver.solving.limits import Limits


@dataclass
class Prepared:
    """A scenario as the layer engine reads it: every resolved effect as it resolved, the timestamp
    ranks of the list order, the board's facts in that order and the library files they need."""

    scenario: Scenario
    order: dict[str, int]
    facts: list[clingo.Symbol]
    files: list[Path]

    def other_orders(self, timed: set[str]) -> list[tuple[dict[str, int], list[clingo.Symbol]]]:
        """The other orders of equal timestamps that can differ, with the board's facts in each: only
        those among the `timed` entries, whose timestamps the rules read (timed/1 of the first run)."""
        return ordered_facts(self.scenario, timed, start=1)


def prepare(sc: Scenario, library: Library, limits: Limits, question: str, require_choices: bool,
            earlier: EarlierBoard) -> Prepared:
    """The scenario prepared for `question` (the command asked): refused when a card on it has an
    ability the engine does not understand that matters to the question (check_understood); its
    abilities' words as text changes make them (with_text_variants, 612); its resolved effects as they
    resolved: the ability of each `ability_of` (with_activated_abilities; `earlier` gives the layers of
    a board of earlier effects, text changes among them), the objects of each
    effect whose words describe them (with_fixed_sets); with `require_choices`, refused when a choice
    an ability needs is not made (check_required_choices: the answer shows what each ability does)."""
    check_understood(sc.source, sc.not_modelled, question)
    check_life_given(sc)
    sc = with_text_variants(sc, library)
    sc = with_activated_abilities(sc, library, earlier)
    sc = with_fixed_sets(sc, library, limits)
    if require_choices:
        check_required_choices(sc, library)
    order, facts = ordered_facts(sc, set())[0]
    # the library files the board needs, the same for every order (only the timestamps' ranks differ)
    return Prepared(sc, order, facts, board_library(facts))
