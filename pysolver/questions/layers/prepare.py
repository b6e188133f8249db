"""The preparation step of the layers: a scenario and the library turned into what the layer engine
reads, every check that refuses the board made here, once.

The value goes down once: the checks of the board as given (the life totals a condition reads), the
words text changes give the abilities (612: the objects and words read here, what each ability becomes
the card library's), a card's ability the engine does not understand that matters to the question
(pysolver.cards.modelled); then every resolved effect is read as it was when it resolved
(pysolver.scenario: the ability an `ability_of` names among those its source had then, 602.1, the
objects an effect whose words describe them affected then, 611.2c), from the boards of earlier
effects that the question answers (EarlierBoards: the preparation never runs the engine itself). A
choice an ability needs that is not made is refused (when the question asks for them). Last, the
board's facts in the list order of timestamps, with the library files they need.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.questions.layers.combat_statuses import with_combat_statuses
from pysolver.questions.layers.life import check_life_given
from pysolver.questions.layers.player_state import check_player_state_given
from pysolver.questions.layers.text_changes import with_text_variants
from pysolver.scenario import Scenario
from pysolver.scenario.activated import with_activated_abilities
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.exchanges import with_exchanges
from pysolver.scenario.facts import ordered_facts
from pysolver.scenario.fixed_sets import with_fixed_sets


@dataclass(frozen=True)
class EarlierBoards:
    """What the preparation asks of a board of earlier effects, which the layers question answers
    (pysolver.questions.layers.question.prepare_board): its characteristics after every layer (out/3:
    the abilities the source of an `ability_of` had, 602.1), and the objects each effect applied to in
    a run of it in the list order of timestamps (applied_to/2: an effect's fixed set, 611.2c)."""

    characteristics: Callable[[Scenario], list[clingo.Symbol]]
    applied_to: Callable[[Scenario], list[clingo.Symbol]]


@dataclass
class Prepared:
    """A scenario as the layer engine reads it: every resolved effect as it resolved, the timestamp
    ranks of the list order, the board's facts in that order and the library files they need."""

    scenario: Scenario
    order: dict[str, int]
    facts: list[clingo.Symbol]
    files: list[Path]

    def other_orders(self, timed: set[str]) -> list[Prepared]:
        """The board in the other orders of equal timestamps that can differ (the same scenario and
        library files, the timestamps' ranks and the facts of each order): only those among the `timed`
        entries, whose timestamps the rules read (timed/1 of the first run)."""
        return [Prepared(self.scenario, order, facts, self.files)
                for order, facts in ordered_facts(self.scenario, timed, start=1)]


def prepare(sc: Scenario, library: Library, question: str, require_choices: bool,
            earlier: EarlierBoards) -> Prepared:
    """The scenario prepared for `question` (the command asked): refused when an ability reads a life
    total the scenario does not give (check_life_given), a starting life total or a city's blessing it does not give
    (check_player_state_given); the statuses of combat the question sees on its
    objects (with_combat_statuses, 506.4); its abilities' words as text changes make
    them (with_text_variants, 612); refused when a card on it has an ability the engine does not
    understand that matters to the question (check_understood); its resolved effects as they
    resolved, from the boards of earlier effects (`earlier`): the ability of each `ability_of`
    (with_activated_abilities, text changes among the earlier effects), what each exchange of control gives its
    targets (with_exchanges, 701.12), the objects of each effect whose words describe them (with_fixed_sets); with
    `require_choices`, refused when a choice an ability needs is not made (check_required_choices: the answer shows
    what each ability does)."""
    check_life_given(sc)
    check_player_state_given(sc)
    sc = with_combat_statuses(sc, question)
    sc = with_text_variants(sc, library)
    check_understood(sc.source, sc.not_modelled, question, sc.resolving_cause() if question == "replace" else None)
    sc = with_activated_abilities(sc, library, earlier.characteristics)
    # (the exchanges first: the earlier boards of the fixed sets read the controllers they gave)
    sc = with_exchanges(sc, library, earlier.characteristics)
    sc = with_fixed_sets(sc, library, earlier.applied_to)
    if require_choices:
        check_required_choices(sc, library)
    order, facts = ordered_facts(sc, set())[0]
    # the library files the board needs, the same for every order (only the timestamps' ranks differ)
    return Prepared(sc, order, facts, board_library(facts))
