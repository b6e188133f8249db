"""A warm engine: the rules and the card library read and parsed once, then many questions.

    engine = Engine()
    result = engine.layers("examples/blood-moon-urborg.yaml")
    result.to_json()      # exactly what `mtgsolve layers --json` prints (json.dumps(..., indent=2))

A scenario is a mapping (as a parsed YAML or JSON file), YAML or JSON text, or a path. Every
question of the command line is one method here, and `ask(question, scenario, **options)` names it
by its command (QUESTIONS); a new question is one method and one entry there. What is reused
between questions: the card library, every program file's parsed statements (pysolver.programs.parsed)
and the grounding thread of the time limit (pysolver.solving.runner); every question still builds its own
Controls, so nothing of one scenario reaches the next. A question with a time or memory limit is
answered in a worker process that a limit stops (pysolver.solving.pool; the Engine's text).
"""

from __future__ import annotations

import copy
import functools
import math
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pysolver.cards.library import Library, load_library
from pysolver.cards.modelled import NotModelled, check_understood
from pysolver.errors import MtgSolveError, SolverLimitError
from pysolver.programs.files import (
    combat_programs,
    layer_rule_programs,
    library_programs,
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


def _workers_available() -> bool:
    """Whether questions can be sent to worker processes here (pysolver.solving.pool.AVAILABLE)."""
    from pysolver.solving.pool import AVAILABLE

    return AVAILABLE


class Engine:
    """Answers many scenarios with the rules and the library read once (see the module's text).

    The limits are those of the command line (`--timeout`, `--max-atoms`, `--max-memory`), counted
    for each question from its start; `timeout` and `max_memory_mb` None (the default): no such limit.
    `with_limits(...)` gives the same engine with other limits.

    A question with a time or memory limit is answered in a worker process (`isolated`, by default
    None: exactly those questions): a grounding cannot be interrupted, and in this process a run cut
    off by a limit would go on in its thread, holding its memory, until its next ground call. The
    workers (pysolver.solving.pool.QuestionWorkers) each hold a warm engine of their own: one is reused
    while healthy, leaves after a question that reached a limit (a successor starts at once), and is
    killed past the memory limit or far past the time limit; the memory limit is on that worker's
    memory. The answers are the same; a limited question costs the sending of the scenario and the
    answer between processes (and the engine's first one, the start of a worker). A question without
    those limits is answered in this process, at no such cost. `isolated=True`: every question in a
    worker; `isolated=False`: every question here (a limit then leaves its run going, and the memory
    limit is on this process's peak since the question began). `close()` stops the workers."""

    def __init__(self, timeout: float | None = None, max_atoms: int = 5_000_000, max_memory_mb: float | None = None,
                 library: Library | None = None, isolated: bool | None = None, warm: bool = True) -> None:
        self.timeout, self.max_atoms, self.max_memory_mb = timeout, max_atoms, max_memory_mb
        self.isolated = isolated
        self.library = library or load_library()
        self._workers = None
        # the worker processes' module (multiprocessing, sockets, subprocess) only for an engine that may
        # use them: the command line's engine answers in this process
        available = isolated is not False and _workers_available()
        if available:
            from pysolver.solving.pool import QuestionWorkers

            self._workers = QuestionWorkers(functools.partial(worker_engine, self.library))
        if warm and (isolated is not True or not available):
            self.warm()

    def with_limits(self, **limits: float | None) -> Engine:
        """This engine (its library, parsed rules and worker processes) with some limits changed
        (`timeout`, `max_atoms`, `max_memory_mb`; None: no such limit):
        `engine.with_limits(timeout=5).layers(board)` asks one question within 5 s."""
        unknown = set(limits) - set(LIMITS)
        if unknown:
            raise TypeError(f"unknown limit {sorted(unknown)[0]!r}; one of {', '.join(LIMITS)}")
        other = copy.copy(self)
        for name, value in limits.items():
            setattr(other, name, value)
        return other

    def _in_worker(self) -> bool:
        """Whether this engine's questions go to its worker processes (see the class's text)."""
        return self._workers is not None and (
            self.isolated or self.timeout is not None or self.max_memory_mb is not None)

    def _ask_worker(self, method: str, args: tuple[Any, ...], options: dict[str, Any], scenario: Any) -> Any:
        """`method(*args, **options)` answered by a worker process, within this engine's limits."""
        assert self._workers is not None
        return self._workers.ask(method, args, options, (self.timeout, self.max_atoms, self.max_memory_mb),
                                 _label(scenario))

    def close(self) -> None:
        """Stop the worker processes (a later limited question starts one again)."""
        if self._workers is not None:
            self._workers.close()

    @staticmethod
    def warm() -> None:
        """Parse every program file a question may load, and read the rules that can fire as a board
        needs them (pysolver.programs: kept for the process; again, nothing is done). An engine does it as
        it is made, unless made with `warm=False` (a `batch` worker whose `layers` boards are grounded
        together needs none of it: those runs read the rewritten programs of pysolver.solving.boards);
        a question of an engine that is not warm is answered as from the command line, the same answer."""
        paths = layer_rule_programs() + library_programs() + replace_programs()
        paths += combat_programs("attacks", ("check", "declare", "optimise", "paid_sets"))
        paths += combat_programs("blocks", ("check",))
        for path in dict.fromkeys(paths):
            statements(path)
        # and the reading of the base rules and probes a layer run chooses from (imported here: a fresh
        # process never trims the rules)
        from pysolver.programs.live_base import warm as warm_base

        warm_base(rule_programs() + library_programs(), layer_rule_programs())

    def limits(self) -> Limits:
        """Fresh limits for one question (the time limit counts from now; no limit: infinite)."""
        return Limits(timeout=math.inf if self.timeout is None else self.timeout, max_atoms=self.max_atoms,
                      max_memory_mb=math.inf if self.max_memory_mb is None else self.max_memory_mb)

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
        if self._in_worker():
            return self._ask_worker("layers", (scenario, history), {}, scenario)
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
        each alone in a fresh process, as batch does). A limited group is answered in a worker process,
        and each scenario asked again alone in a worker of its own."""
        if self._in_worker():
            try:
                return self._ask_worker("layers_many", (scenarios, False), {}, scenarios)
            except SolverLimitError:
                if not alone_after_limit:
                    raise
            return [self._alone(scenario) for scenario in scenarios]  # (each in a worker: its own limits)
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
                answers[i] = self._alone(sc)
        return [answers[i] for i in range(len(loaded))]

    def _alone(self, scenario: ScenarioInput | Scenario) -> LayersResult | MtgSolveError:
        """`layers` of one scenario of layers_many: its answer, or its error."""
        try:
            return self.layers(scenario)
        except MtgSolveError as exc:
            return exc

    def attacks(self, scenario: ScenarioInput | Scenario, limit: int = 100) -> CombatResult:
        """`mtgsolve attacks`: every legal declaration of attackers (508.1), at most `limit` listed."""
        return self._combat(scenario, "attacks", limit)

    def blocks(self, scenario: ScenarioInput | Scenario, limit: int = 100) -> CombatResult:
        """`mtgsolve blocks`: every legal declaration of blockers (509.1), at most `limit` listed."""
        return self._combat(scenario, "blocks", limit)

    def _combat(self, scenario: ScenarioInput | Scenario, question: str, limit: int) -> CombatResult:
        if self._in_worker():
            return self._ask_worker("_combat", (scenario, question, limit), {}, scenario)
        from pysolver.questions.combat.question import solve_combat

        limits = self.limits()
        sc = self.scenario(scenario)
        return CombatResult(solve_combat(sc, self.library, limits, question, limit), sc.not_modelled)

    def replace(self, scenario: ScenarioInput | Scenario) -> ReplaceResult:
        """`mtgsolve replace`: every outcome of the scenario's event under replacement effects (614-616)."""
        if self._in_worker():
            return self._ask_worker("replace", (scenario,), {}, scenario)
        from pysolver.questions.replace.question import solve_replace

        limits = self.limits()
        sc = self.scenario(scenario)
        return ReplaceResult(solve_replace(sc, self.library, limits), sc.not_modelled)

    def explore(self, scenario: ScenarioInput | Scenario, limit: int | None = None, seed: int = 0) -> ExploreResult:
        """`mtgsolve explore`: the distinct layers outcomes over every ordering of the timestamps (613.7),
        each with how many orderings give it; beyond `limit` classes of orderings, a seeded sample."""
        if self._in_worker():
            return self._ask_worker("explore", (scenario,), {"limit": limit, "seed": seed}, scenario)
        from pysolver.questions.explore.question import DEFAULT_LIMIT, explore

        limits = self.limits()
        sc = self.scenario(scenario)
        return explore(sc, self.library, limits, DEFAULT_LIMIT if limit is None else limit, seed)

    def ask(self, question: str, scenario: ScenarioInput | Scenario, **options: Any) -> Any:
        """The answer to a question named by its command (`layers`, `attacks`, ...; QUESTIONS), with the
        method's options; `timeout`, `max_atoms`, `max_memory_mb` among them are this question's limits
        (as with_limits takes them)."""
        if question not in QUESTIONS:
            raise ValueError(f"unknown question {question!r}; one of {', '.join(QUESTIONS)}")
        limits = {name: options.pop(name) for name in LIMITS if name in options}
        engine = self.with_limits(**limits) if limits else self
        return getattr(engine, question)(scenario, **options)


# the questions `ask` and `mtgsolve batch` know, by command: each an Engine method of that name
QUESTIONS = ("layers", "attacks", "blocks", "replace", "explore")
# the limits an Engine is made with, which with_limits and ask take too
LIMITS = ("timeout", "max_atoms", "max_memory_mb")

_default: Engine | None = None


def default_engine() -> Engine:
    """The engine the module-level functions share (made on first use)."""
    global _default
    if _default is None:
        _default = Engine()
    return _default


def worker_engine(library: Library) -> Engine:
    """The engine of a worker process (pysolver.solving.pool), with the library of the engine that
    started it: every question answered there, in it."""
    return Engine(library=library, isolated=False)


def _label(scenario: Any) -> str:
    """What a message of the limits calls a scenario: its file, or <scenario>."""
    if isinstance(scenario, os.PathLike):
        return os.fspath(scenario)
    if isinstance(scenario, str) and is_path(scenario):
        return scenario
    return getattr(scenario, "source", "<scenario>")
