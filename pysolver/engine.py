"""A warm engine: the rules and the card library read and parsed once, then many questions.

    engine = Engine()
    result = engine.layers("examples/blood-moon-urborg.yaml")
    result.to_json()      # exactly what `mtgsolve layers --json` prints (json.dumps(..., indent=2))

A scenario is a mapping (as a parsed YAML or JSON file), YAML or JSON text, or a path. Every
question of the command line is one method here, and `ask(question, scenario, **options)` names it
by its command (QUESTIONS); a new question is one method and one entry there. What is reused
between questions: the card library, every program file's parsed statements (pysolver.programs.parsed)
and the grounding thread of the time limit (pysolver.solving.runner); every question still builds its own
Controls, so nothing of one scenario reaches the next.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pysolver.cards.library import Library, load_library
from pysolver.cards.modelled import NotModelled, check_understood
from pysolver.errors import MtgSolveError, SolverLimitError
from pysolver.programs.files import (
    OPTIONAL_FILES,
    combat_programs,
    library_programs,
    optional_program,
    replace_programs,
    rule_programs,
)
from pysolver.programs.parsed import statements
from pysolver.scenario import Scenario, load_scenario, parse_text
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.files import ScenarioInput, is_path, to_scenario
from pysolver.solving.limits import Limits

if TYPE_CHECKING:
    from pysolver.questions.combat.model import CombatAnswer
    from pysolver.questions.explore.question import ExploreResult
    from pysolver.questions.layers.model import Outcome
    from pysolver.questions.replace.question import ReplaceAnswer


@dataclass
class LayersResult:
    """The `layers` answer: one outcome per distinct result (613.7m)."""

    outcomes: list[Outcome]
    # the abilities of the board's compiled cards not understood, which cannot matter to the question
    not_modelled: list[NotModelled] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """What `mtgsolve layers --json` prints."""
        return {"outcomes": [oc.to_json() for oc in self.outcomes]} | _not_modelled(self.not_modelled)


@dataclass
class CombatResult:
    """The `attacks` or `blocks` answer (pysolver.questions.combat.question.CombatAnswer, with what the text shows)."""

    answer: CombatAnswer
    not_modelled: list[NotModelled] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """What `mtgsolve attacks --json` / `mtgsolve blocks --json` prints."""
        return self.answer.to_json() | _not_modelled(self.not_modelled)


@dataclass
class ReplaceResult:
    """The `replace` answer: every distinct result of the event (616.1)."""

    answer: ReplaceAnswer
    not_modelled: list[NotModelled] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """What `mtgsolve replace --json` prints."""
        return {"outcomes": [oc.to_json() for oc in self.answer.outcomes]} | _not_modelled(self.not_modelled)


def _not_modelled(items: list[NotModelled]) -> dict[str, Any]:
    """An answer's `not_modelled` entry: the abilities of compiled cards the engine does not
    understand and that cannot matter to the question (no entry when there are none)."""
    return {"not_modelled": [n.to_json() for n in items]} if items else {}


class Engine:
    """Answers many scenarios with the rules and the library read once (see the module's text).

    The limits are those of the command line (`--timeout`, `--max-atoms`, `--max-memory`), counted
    for each question from its start; the memory limit is on the peak memory of the process since
    the question began.

    `isolated=True`: every question is answered in a worker process with a warm engine of its own
    (pysolver.solving.workers.QuestionWorkers: reused while healthy, replaced after a limit, killed past the
    memory limit or far past the time limit), so that a question cut off by a limit leaves nothing
    behind here: a grounding cannot be interrupted, and in this process a run cut off goes on in its
    thread, holding its memory, until its next ground call. The answers are the same; each costs the
    sending of the scenario and the answer between processes (and a first question, the start of a
    worker). `close()` stops the workers."""

    def __init__(self, timeout: float = 60.0, max_atoms: int = 5_000_000, max_memory_mb: float = 2048.0,
                 library: Library | None = None, isolated: bool = False) -> None:
        self.timeout, self.max_atoms, self.max_memory_mb = timeout, max_atoms, max_memory_mb
        self.library = library or load_library()
        self._workers = None
        if isolated:
            from pysolver.solving.workers import QuestionWorkers

            self._workers = QuestionWorkers(Engine, timeout, max_atoms, max_memory_mb)
        else:
            self._warm()

    def close(self) -> None:
        """Stop the worker processes of an isolated engine (nothing for another)."""
        if self._workers is not None:
            self._workers.close()

    @staticmethod
    def _warm() -> None:
        """Parse every program file a question may load (pysolver.programs.parsed keeps them)."""
        features = [name.removesuffix(".lp") for name in OPTIONAL_FILES]
        paths = rule_programs() + library_programs() + replace_programs()
        paths += [optional_program(feature) for feature in features]
        paths += combat_programs("attacks", ("check", "declare", "optimise", "paid_sets"))
        paths += combat_programs("blocks", ("check",))
        for path in dict.fromkeys(paths):
            statements(path)

    def limits(self) -> Limits:
        """Fresh limits for one question (the time limit counts from now)."""
        return Limits(timeout=self.timeout, max_atoms=self.max_atoms, max_memory_mb=self.max_memory_mb)

    def scenario(self, scenario: ScenarioInput | Scenario, source: str = "<scenario>") -> Scenario:
        """The scenario validated against this engine's library (ScenarioError when bad); `source`
        names a mapping or a text in error messages."""
        return to_scenario(scenario, self.library, source)

    def scenario_from_text(self, text: str, source: str) -> Scenario:
        """The scenario a file's text holds, validated (ScenarioError when bad, as `layers` gives it):
        the text is never taken as a path, whatever it says (a file's content is never a path)."""
        return load_scenario(parse_text(text, source), source, self.library)

    def layers(self, scenario: ScenarioInput | Scenario, history: bool = False) -> LayersResult:
        """`mtgsolve layers`: every object's characteristics after all continuous effects (613).
        `history`: record what each step did, as `--trace` and `--explain` do (the trace's "did not
        apply" and "kept applying" parts and the explanations read it; the JSON is the same)."""
        if self._workers is not None:
            return self._workers.ask("layers", (scenario, history), {}, _label(scenario))
        from pysolver.questions.layers.question import solve_layers

        limits = self.limits()  # (counting the scenario's checks too)
        sc = self.scenario(scenario)
        return LayersResult(solve_layers(sc, self.library, limits, history=history), sc.not_modelled)

    def layers_many(self, scenarios: list[ScenarioInput | Scenario],
                    alone_after_limit: bool = True) -> list[LayersResult | MtgSolveError]:
        """`layers` for many scenarios at once, their runs grounded many to a clingo Control
        (pysolver.solving.boards: several times faster on small boards). Each answer is the one `layers` gives
        the scenario alone; in the place of a scenario whose input is bad or that reaches a limit, its
        error. The scenarios share one set of limits; when any of them fails that way, each is asked
        again alone, so that every one gets its own answer or error and its own limits (unless
        `alone_after_limit` is False: then the group's SolverLimitError is raised, for the caller to ask
        each alone in a fresh process, as batch does)."""
        if self._workers is not None:
            return self._workers.ask("layers_many", (scenarios, alone_after_limit), {}, _label(scenarios))
        from pysolver.questions.layers.question import final_states_together

        loaded: list[Scenario | MtgSolveError] = []
        for scenario in scenarios:
            try:
                sc = self.scenario(scenario)
                check_understood(sc.source, sc.not_modelled, "layers")
                check_required_choices(sc, self.library)
                loaded.append(sc)
            except MtgSolveError as exc:
                loaded.append(exc)
        answers: dict[int, LayersResult | MtgSolveError] = {
            i: sc for i, sc in enumerate(loaded) if isinstance(sc, MtgSolveError)}
        valid = [(i, sc) for i, sc in enumerate(loaded) if isinstance(sc, Scenario)]
        try:
            together = final_states_together([sc for _, sc in valid], self.library, self.limits())
            for (i, valid_sc), states in zip(valid, together, strict=True):
                answers[i] = LayersResult([state.outcome for state in states], valid_sc.not_modelled)
            failed = False
        except SolverLimitError:
            if not alone_after_limit:
                raise
            failed = True
        except MtgSolveError:
            failed = True
        if failed:  # (outside the handler: the group's run, held by its traceback, is freed first)
            for i, sc in valid:
                try:
                    answers[i] = self.layers(sc)
                except MtgSolveError as exc:
                    answers[i] = exc
        return [answers[i] for i in range(len(loaded))]

    def attacks(self, scenario: ScenarioInput | Scenario, limit: int = 100) -> CombatResult:
        """`mtgsolve attacks`: every legal declaration of attackers (508.1), at most `limit` listed."""
        return self._combat(scenario, "attacks", limit)

    def blocks(self, scenario: ScenarioInput | Scenario, limit: int = 100) -> CombatResult:
        """`mtgsolve blocks`: every legal declaration of blockers (509.1), at most `limit` listed."""
        return self._combat(scenario, "blocks", limit)

    def _combat(self, scenario: ScenarioInput | Scenario, question: str, limit: int) -> CombatResult:
        if self._workers is not None:
            return self._workers.ask("_combat", (scenario, question, limit), {}, _label(scenario))
        from pysolver.questions.combat.question import solve_combat

        limits = self.limits()
        sc = self.scenario(scenario)
        return CombatResult(solve_combat(sc, self.library, limits, question, limit), sc.not_modelled)

    def replace(self, scenario: ScenarioInput | Scenario) -> ReplaceResult:
        """`mtgsolve replace`: every outcome of the scenario's event under replacement effects (614-616)."""
        if self._workers is not None:
            return self._workers.ask("replace", (scenario,), {}, _label(scenario))
        from pysolver.questions.replace.question import solve_replace

        limits = self.limits()
        sc = self.scenario(scenario)
        return ReplaceResult(solve_replace(sc, self.library, limits), sc.not_modelled)

    def explore(self, scenario: ScenarioInput | Scenario, limit: int | None = None, seed: int = 0) -> ExploreResult:
        """`mtgsolve explore`: the distinct layers outcomes over every ordering of the timestamps (613.7),
        each with how many orderings give it; beyond `limit` classes of orderings, a seeded sample."""
        if self._workers is not None:
            return self._workers.ask("explore", (scenario,), {"limit": limit, "seed": seed}, _label(scenario))
        from pysolver.questions.explore.question import DEFAULT_LIMIT, explore

        limits = self.limits()
        sc = self.scenario(scenario)
        return explore(sc, self.library, limits, DEFAULT_LIMIT if limit is None else limit, seed)

    def ask(self, question: str, scenario: ScenarioInput | Scenario, **options: Any) -> Any:
        """The answer to a question named by its command (`layers`, `attacks`, ...; QUESTIONS)."""
        if question not in QUESTIONS:
            raise ValueError(f"unknown question {question!r}; one of {', '.join(QUESTIONS)}")
        return getattr(self, question)(scenario, **options)


# the questions `ask` and `mtgsolve batch` know, by command: each an Engine method of that name
QUESTIONS = ("layers", "attacks", "blocks", "replace", "explore")

_default: Engine | None = None


def default_engine() -> Engine:
    """The engine the module-level functions share (made on first use)."""
    global _default
    if _default is None:
        _default = Engine()
    return _default


def _label(scenario: Any) -> str:
    """What a message of the limits calls a scenario: its file, or <scenario>."""
    if isinstance(scenario, os.PathLike):
        return os.fspath(scenario)
    if isinstance(scenario, str) and is_path(scenario):
        return scenario
    return getattr(scenario, "source", "<scenario>")
