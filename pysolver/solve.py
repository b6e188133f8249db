"""Run the layer engine: one clingo Control per question, grounded step by step (multi-shot).

Each step of asp/layers.lp is grounded in program parts whose inputs are facts of earlier parts,
so the grounder evaluates the whole (deterministic) computation: every atom is a fact. The ground
program is therefore not handed to the solver (building it there cost about a tenth of the time);
the answer is read from the grounder's atoms, each checked to be a fact.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from dataclasses import dataclass, field

import clingo

from pysolver.errors import SolverLimitError
from pysolver.resources import library_programs, optional_program, rule_programs

try:  # the peak memory of the process (not on Windows: there the memory limit is not watched)
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

# how often a long grounding step looks at the memory it has taken
MEMORY_POLL_SECONDS = 0.05
# the size of a Control after which the run goes on in a new one (run_engine)
COMPACT_ATOMS = 400_000

F, N = clingo.Function, clingo.Number


@dataclass
class Limits:
    """Solver limits: wall-clock seconds, ground atoms and memory (exit status 3 when hit).

    The time limit counts from `start` (when the limits were made), so that it bounds the whole
    question however many engine runs it takes (one per order of equal timestamps). The memory limit
    is on the peak resident memory of the process (where the platform reports it: not on Windows).
    """

    timeout: float = 60.0
    max_atoms: int = 5_000_000
    max_memory_mb: float = 2048.0
    start: float = field(default_factory=time.monotonic)

    def remaining(self) -> float:
        """Seconds left before the time limit."""
        return self.timeout - (time.monotonic() - self.start)


def peak_memory_mb() -> float | None:
    """The peak resident memory of this process in MB, or None where the platform does not say."""
    if resource is None:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes on macOS, KB elsewhere


class MemoryLimitReached(Exception):
    """Grounding went over the memory limit (run_engine turns it into a SolverLimitError)."""

    def __init__(self, peak_mb: float) -> None:
        super().__init__(f"{peak_mb:.0f} MB")
        self.peak_mb = peak_mb


@dataclass
class EngineRun:
    """The raw answer of one run: final characteristics and the record of the steps."""

    out: list[clingo.Symbol] = field(default_factory=list)
    applied: list[clingo.Symbol] = field(default_factory=list)
    depends_on: list[clingo.Symbol] = field(default_factory=list)
    reasons: list[clingo.Symbol] = field(default_factory=list)
    applied_to: list[clingo.Symbol] = field(default_factory=list)
    steps: int = 0
    atoms: int = 0


class _Context:
    """Functions the grounder may call (term manipulation only)."""

    @staticmethod
    def replace_word(term: clingo.Symbol, old: clingo.Symbol, new: clingo.Symbol) -> clingo.Symbol:
        """612.2: the term with every occurrence of the word `old` replaced by `new`."""
        if term == old:
            return new
        if term.type == clingo.SymbolType.Function and term.arguments:
            return F(term.name, [_Context.replace_word(a, old, new) for a in term.arguments], term.positive)
        return term


def add_facts(ctl: clingo.Control, facts: list[clingo.Symbol]) -> None:
    """Add facts through the backend, as symbols: no text of the scenario is ever parsed. The
    grounder takes them as facts of every part grounded afterwards."""
    with ctl.backend() as backend:
        for fact in facts:
            backend.add_rule([backend.add_atom(fact)])


def _decided(atom: clingo.SymbolicAtom) -> clingo.Symbol:
    """The symbol of a derived atom, which must be a fact: everything is decided by the grounder
    alone, and an atom left undecided means a part of asp/ is not stratified, a bug."""
    if not atom.is_fact:
        raise RuntimeError(f"internal error: {atom.symbol} was not decided by the grounder (see asp/ parts)")
    return atom.symbol


def _holds(ctl: clingo.Control, sym: clingo.Symbol) -> bool:
    """Whether a step's atom was derived (and decided: _decided)."""
    atom = ctl.symbolic_atoms[sym]
    if atom is None:
        return False
    _decided(atom)
    return True


def ground_in_time(ctl: clingo.Control, parts: list[tuple[str, list[clingo.Symbol]]], context: object | None,
                   seconds: float, max_memory_mb: float = math.inf) -> bool:
    """Ground in a worker thread (clingo releases the GIL) and wait at most `seconds`, watching the
    process's peak memory meanwhile (MemoryLimitReached above `max_memory_mb`).

    False when the time ran out: the grounding cannot be interrupted, so the daemon thread is left to
    finish on its own and its Control is never used again (the same when the memory limit is hit).
    """
    if seconds <= 0:
        return False
    deadline = time.monotonic() + seconds
    failure: list[BaseException] = []

    def work() -> None:
        try:
            ctl.ground(parts, context=context)
        except BaseException as exc:  # handed to the caller's thread below
            failure.append(exc)

    worker = threading.Thread(target=work, name="clingo-ground", daemon=True)
    worker.start()
    while True:
        worker.join(min(deadline - time.monotonic(), MEMORY_POLL_SECONDS))
        peak = peak_memory_mb()
        if peak is not None and peak > max_memory_mb:
            raise MemoryLimitReached(peak)
        if not worker.is_alive() or time.monotonic() >= deadline:
            break
    if worker.is_alive():
        return False
    if failure:
        raise failure[0]
    return True


def ground_within(ctl: clingo.Control, parts: list[tuple[str, list[clingo.Symbol]]], limits: Limits, label: str,
                  context: object | None = None, atoms_before: int = 0) -> None:
    """Ground the parts within the limits of the question, or raise SolverLimitError (exit 3) naming
    the limit reached and how to raise it. `atoms_before`: atoms of earlier Controls of the same
    run, counted against --max-atoms too."""
    try:
        in_time = ground_in_time(ctl, parts, context, limits.remaining(), limits.max_memory_mb)
    except MemoryLimitReached as exc:
        raise SolverLimitError(f"{label}: memory use reached {exc.peak_mb:.0f} MB, over the limit of "
                               f"{limits.max_memory_mb:g} MB; raise it with --max-memory MB") from None
    if not in_time:
        raise SolverLimitError(f"{label}: time limit of {limits.timeout:g} s reached while grounding; "
                               "raise it with --timeout SECONDS")
    if atoms_before + len(ctl.symbolic_atoms) > limits.max_atoms:
        raise SolverLimitError(f"{label}: the ground program exceeded {limits.max_atoms} atoms; "
                               "raise it with --max-atoms N")


def _layer_groups(ctl: clingo.Control) -> dict[str, tuple[list[str], bool]]:
    """For each (sub)layer (layer_rank/2 in asp/layers.lp), the operation parts its steps ground
    (ops_G for each group G the layer's operations use, from layer_uses/2 in asp/effects.lp) and
    whether it needs apply_numbers.

    The grounder prepares every rule of a part at every step whether or not it can fire, so the
    rules of operations that cannot occur in a layer are left out of its steps."""
    uses: dict[str, set[str]] = {atom.symbol.arguments[0].name: set()
                                 for atom in ctl.symbolic_atoms.by_signature("layer_rank", 2)}
    for atom in ctl.symbolic_atoms.by_signature("layer_uses", 2):
        layer, group = atom.symbol.arguments
        uses[layer.name].add(group.name)
    return {layer: ([f"ops_{group}" for group in sorted(used - {"numbers"})], "numbers" in used)
            for layer, used in uses.items()}


def _parts(k: int, p: int, names: list[str]) -> list[tuple[str, list[clingo.Symbol]]]:
    """The parts `names`, each with the arguments (k, p)."""
    return [(name, [N(k), N(p)]) for name in names]


class _Grounding:
    """One Control with the rules, the library and the facts, grounded part by part within the limits."""

    def __init__(self, facts: list[clingo.Symbol], limits: Limits, label: str, features: list[str] | None) -> None:
        self.limits, self.label = limits, label
        self.ctl = clingo.Control(["--warn=none"])
        # the ground program goes to an observer that keeps nothing instead of the solver (see above)
        self.ctl.register_observer(clingo.Observer(), replace=True)
        for path in rule_programs() + library_programs():
            self.ctl.load(str(path))
        add_facts(self.ctl, facts)
        self.context = _Context()
        self.earlier_atoms = 0
        self.ground([("base", [])])
        # the rules of effects the scenario does not have are never loaded (the grounder would prepare
        # them at every step for nothing)
        if features is None:
            features = [atom.symbol.arguments[0].name for atom in self.ctl.symbolic_atoms.by_signature("uses", 1)]
        self.features = features
        for feature in features:
            self.ctl.load(str(optional_program(feature)))

    def atoms(self) -> int:
        """The atoms grounded so far (in this Control and the ones it replaced)."""
        return self.earlier_atoms + len(self.ctl.symbolic_atoms)

    def ground(self, parts: list[tuple[str, list[clingo.Symbol]]]) -> None:
        """Ground the parts, or raise SolverLimitError when a limit is reached."""
        ground_within(self.ctl, parts, self.limits, self.label, self.context, self.earlier_atoms)

    def holds(self, sym: clingo.Symbol) -> bool:
        """Whether an atom was derived (and decided)."""
        return _holds(self.ctl, sym)


def _compacted(old: _Grounding, facts: list[clingo.Symbol], k: int) -> _Grounding:
    """A new Control that starts where `old` stands after step k (closed): the scenario's facts and
    what later steps read of the earlier ones (keep/1 of the carry part, asp/layers.lp), nothing
    else. The grounder keeps, for each part grounded, indexes over whole predicates (val/4, loc/4
    ...) that grow with every step, so the memory of a long run grew with the square of its steps."""
    old.ground([("carry", [N(k)])])
    carried = [atom.symbol.arguments[0] for atom in old.ctl.symbolic_atoms.by_signature("keep", 1)]
    new = _Grounding(facts + carried, old.limits, old.label, old.features)
    new.earlier_atoms = old.atoms() - len(new.ctl.symbolic_atoms)
    return new


def run_engine(facts: list[clingo.Symbol], limits: Limits, label: str = "scenario",
               compact_atoms: int | None = None) -> EngineRun:
    """Apply every layer to the facts of one timestamp order and return the final state.

    When the Control holds more than `compact_atoms` atoms (default COMPACT_ATOMS) after a step, the
    run goes on in a new Control that starts from that step (_compacted)."""
    compact_atoms = COMPACT_ATOMS if compact_atoms is None else compact_atoms
    run = _Grounding(facts, limits, label, None)
    groups = _layer_groups(run.ctl)
    k = 1
    closing: list[tuple[str, list[clingo.Symbol]]] = []
    while True:
        if closing and len(run.ctl.symbolic_atoms) > compact_atoms:
            run.ground(closing)
            closing = []
            run = _compacted(run, facts, k - 1)
        # the last step's state is committed and its record closed in the same call (stratified:
        # nothing of step(k) feeds back into them)
        run.ground(closing + [("step", [N(k)]), ("sel", [N(k), N(0)]), ("exist", [N(k), N(0)])])
        if run.holds(F("finished", [N(k)])):
            break
        layer = next((name for name in groups if run.holds(F("cur_layer", [N(k), F(name)]))), None)
        if layer is None:
            raise RuntimeError(f"internal error: step {k} is not finished but has no current layer")
        ops, numbers = groups[layer]
        footprint = ["footprint", *ops]
        applying = ["apply", "apply_numbers"] if numbers else ["apply"]
        run.ground([("scope", [N(k)]), *_parts(k, 2, ["sel", *footprint]), ("plan", [N(k)])])
        if run.holds(F("has_hyp", [N(k)])):
            run.ground([("hypctx", [N(k)]), *_parts(k, 0, applying)])
            run.ground([*_parts(k, 0, ["commit"]), *_parts(k, 1, ["sel", "exist", *footprint]), ("lost", [N(k)])])
        run.ground([("choose", [N(k)]), *_parts(k, 1, applying)])
        closing = [("commit", [N(k), N(1)]), ("close", [N(k)])]
        k += 1
    run.ground([("final", [N(k - 1)])])
    answer = EngineRun(steps=k - 1, atoms=run.atoms())
    for name, arity, into in (("out", 3, answer.out), ("applied", 4, answer.applied),
                              ("depends_on", 4, answer.depends_on), ("reason", 4, answer.reasons),
                              ("applied_to", 2, answer.applied_to)):
        into += [_decided(atom) for atom in run.ctl.symbolic_atoms.by_signature(name, arity)]
    return answer
