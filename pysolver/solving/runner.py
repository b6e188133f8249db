"""Run the layer engine: one clingo Control per question, grounded step by step (multi-shot).

Each step of asp/layers.lp is grounded in program parts whose inputs are facts of earlier parts,
so the grounder evaluates the whole (deterministic) computation: every atom is a fact. The ground
program is therefore not handed to the solver (building it there cost about a tenth of the time);
the answer is read from the grounder's atoms, each checked to be a fact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.vocabulary import subtype_facts
from pysolver.programs.files import layer_rule_programs, library_programs, optional_program, rule_programs
from pysolver.programs.parsed import add_facts, add_programs, add_statements, all_parsed, part_chunks
from pysolver.programs.terms import GroundContext
from pysolver.solving.boards import (
    MAX_BOARDS_PER_RUN,
    MAX_OBJECTS_PER_RUN,
    add_board_programs,
    board_fact,
    control_facts,
    grounding_parts,
    unboard,
)
from pysolver.solving.limits import Limits, ground_within, run_within
from pysolver.solving.step_parts import (
    Parts,
    gated,
    layer_groups,
    ordering_parts,
    selector_parts,
    unused_parts,
    with_step,
)

if TYPE_CHECKING:
    from clingo import ast

# the size of a Control after which the run goes on in a new one (run_engine)
COMPACT_ATOMS = 400_000

F, N = clingo.Function, clingo.Number
T = TypeVar("T")


@dataclass
class EngineRun:
    """The raw answer of one run: final characteristics and the record of the steps."""

    out: list[clingo.Symbol] = field(default_factory=list)
    applied: list[clingo.Symbol] = field(default_factory=list)
    depends_on: list[clingo.Symbol] = field(default_factory=list)
    reasons: list[clingo.Symbol] = field(default_factory=list)
    # in_loop_with(k,B,A): B and A in one dependency loop at step k (613.8b)
    loops: list[clingo.Symbol] = field(default_factory=list)
    # the objects and effects whose timestamps the rules read (timed/1, asp/symmetry.lp)
    timed: set[str] = field(default_factory=set)
    # what each step did (asp/history.lp), when an explanation was asked for
    history: list[clingo.Symbol] | None = None
    applied_to: list[clingo.Symbol] = field(default_factory=list)
    steps: int = 0
    atoms: int = 0
    # the final characteristics (out/3) as (object, attribute, value), the names read from clingo once for every
    # reader of the answer (each reading of a symbol's parts is a call into clingo)
    rows: list[tuple[str, str, clingo.Symbol]] = field(default_factory=list)


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


def _library_in_base(library: list[Path]) -> bool:
    """Whether the library files (parsed: pysolver.programs.parsed) are all of the base part. (The
    trimming modules are imported only by a warm engine's runs: a fresh process loads the files as text,
    keeps every rule and never needs them.)"""
    from pysolver.programs.reachable import file_parts

    return not any(file_parts(path).later for path in library)


class _Grounding:
    """One Control with the rules, the library and the facts of one board or more, grounded part by
    part within the limits.

    One board is grounded with the programs as written; several with the programs of
    pysolver.solving.boards, each atom with its board as first argument, in which a board grounds a part
    only where it has `grounds(Board,Part)` (made by `ground`). `boards` maps each board's number
    to its facts."""

    def __init__(self, boards: dict[int, list[clingo.Symbol]], limits: Limits, label: str,
                 features: list[str] | None, library: list[Path], extra: tuple[str, ...] = ()) -> None:
        self.limits, self.label, self.extra, self.library = limits, label, extra, library
        self.boarded = len(boards) > 1
        self.ctl = clingo.Control(["--warn=none"])
        # the ground program goes to an observer that keeps nothing instead of the solver (see above)
        self.ctl.register_observer(clingo.Observer(), replace=True)
        programs = rule_programs() + library
        # a warm engine has parsed the programs: the Control gets their base part first, and then
        # only the rules of the later parts that can fire on the board (_add_later)
        self.apart = not self.boarded and all_parsed(programs + layer_rule_programs()) and _library_in_base(library)
        if self.apart:  # (the base's rules that can fire: pysolver.programs.live_base; the subtypes, 205.3)
            from pysolver.programs.live_base import live_base
            from pysolver.programs.reachable import fact_names

            shared = {id(fact) for fact in subtype_facts()}  # (the same symbols in every board's facts)
            self.names = fact_names(fact for fact in next(iter(boards.values())) if id(fact) not in shared)
            names = frozenset(self.names | {"subtype_class"})
            add_statements(self.ctl, live_base(programs, names, layer_rule_programs()))
        else:
            self._add_programs(programs)
        add_facts(self.ctl, control_facts(boards) if self.boarded else next(iter(boards.values())))
        self.context = GroundContext()
        self.earlier_atoms = 0
        # the statements of the later parts not yet handed to the Control, in runs of one part each
        self.waiting: list[tuple[str, list[ast.AST]]] = []
        self.ground({b: [("base", [])] for b in boards})
        # the rules of effects the scenario does not have are never loaded (the grounder would prepare
        # them at every step for nothing)
        if features is None:
            used = self.atoms_of("uses", 1, list(boards))
            features = sorted({sym.arguments[0].name for syms in used.values() for sym in syms})
        self.features = features
        # `extra`: rule files a question adds (asp/history.lp for the explanations)
        optional = [optional_program(feature) for feature in [*features, *extra]]
        if self.apart:
            self._add_later(optional)
        else:
            self._add_programs(optional)

    def _add_later(self, optional: list[Path]) -> None:
        """Add the later parts of the rules and of the optional files, once the base is grounded, but
        the rules that can never fire on these facts (pysolver.programs.reachable)."""
        from pysolver.programs.reachable import base_signatures, later_statements

        based = {name for name, _arity in base_signatures(self.library)} | self.names
        later = later_statements(self.ctl, layer_rule_programs(), based)
        self.waiting = part_chunks(statement for path in rule_programs() + optional for statement in later[str(path)])

    def add_parts_but(self, unused: set[str]) -> None:
        """Hand the Control the waiting statements of every part but `unused` before the first step;
        the others wait for a ground call that names them (ground). gringo rewrites the statements
        added since its last call at the next one, whatever it grounds (about 5 µs each, and 0.4 ms a
        call that has new ones); a part's statements are instantiated only when it is grounded, and
        are all there before its first call: the ground program is that of adding them all at once."""
        self._add_parts(self.waiting_parts() - unused)

    def waiting_parts(self) -> set[str]:
        """The parts some of whose statements the Control has not been given yet."""
        return {name for name, _statements in self.waiting}

    def _add_parts(self, names: set[str]) -> None:
        """Hand the Control the waiting statements of the parts `names`, in their order in the files."""
        added = [statement for name, part in self.waiting if name in names for statement in part]
        if added:
            add_statements(self.ctl, added)
            self.waiting = [chunk for chunk in self.waiting if chunk[0] not in names]

    def _add_programs(self, paths: list[Path]) -> None:
        (add_board_programs if self.boarded else add_programs)(self.ctl, paths)

    def atoms(self) -> int:
        """The atoms grounded so far (in this Control and the ones it replaced)."""
        return self.earlier_atoms + len(self.ctl.symbolic_atoms)

    def ground(self, parts: dict[int, Parts]) -> None:
        """Ground for each board its parts (in one call), or raise SolverLimitError when a limit is
        reached."""
        named: dict[tuple[str, tuple[clingo.Symbol, ...]], list[int]] = {}
        for board, board_parts in sorted(parts.items()):
            for name, params in board_parts:
                named.setdefault((name, tuple(params)), []).append(board)
        call = [(name, list(params)) for name, params in named]
        if self.waiting:
            self._add_parts({name for name, _params in call})
        if self.boarded:  # (the boards' grounds/2 facts: pysolver.solving.boards)
            call += [part for (name, params), boards in named.items()
                     for part in grounding_parts(name, list(params), boards)]
        ground_within(self.ctl, call, self.limits, self.label, self.context, self.earlier_atoms)

    def holds(self, board: int, sym: clingo.Symbol) -> bool:
        """Whether an atom of the board was derived (and decided)."""
        return _holds(self.ctl, board_fact(board, sym) if self.boarded else sym)

    def atoms_of(self, name: str, arity: int, boards: list[int]) -> dict[int, list[clingo.Symbol]]:
        """The derived (and decided) atoms name/arity of each of the boards."""
        found: dict[int, list[clingo.Symbol]] = {b: [] for b in boards}
        if not boards:
            return found
        if not self.boarded:
            found[boards[0]] = [_decided(atom) for atom in self.ctl.symbolic_atoms.by_signature(name, arity)]
            return found
        for atom in self.ctl.symbolic_atoms.by_signature(name, arity + 1):
            board, sym = unboard(_decided(atom), name)
            if board in found:
                found[board].append(sym)
        return found


def _compacted(old: _Grounding, boards: dict[int, list[clingo.Symbol]], k: int) -> _Grounding:
    """A new Control that starts where `old` stands after step k (closed), for the boards still
    running: their facts and what later steps read of the earlier ones (keep/1 of the carry part,
    asp/layers.lp), nothing else. The grounder keeps, for each part grounded, indexes over whole
    predicates (val/4, loc/4 ...) that grow with every step, so the memory of a long run grew with
    the square of its steps."""
    old.ground({b: [("carry", [N(k)])] for b in boards})
    kept = old.atoms_of("keep", 1, list(boards))
    carried = {b: facts + [sym.arguments[0] for sym in kept[b]] for b, facts in boards.items()}
    new = _Grounding(carried, old.limits, old.label, old.features, old.library, old.extra)
    new.earlier_atoms = old.atoms() - len(new.ctl.symbolic_atoms)
    return new


HISTORY = (("touched", 7), ("numbered", 5), ("lost", 5), ("gone", 3), ("kept", 2), ("unmet", 3))
# what a run answers (EngineRun), read when its board has finished
ANSWER = (("out", 3), ("applied", 4), ("depends_on", 4), ("reason", 4), ("applied_to", 2), ("in_loop_with", 3))


def _record(run: _Grounding, boards: list[int], k: int, history: dict[int, list[clingo.Symbol]] | None) -> None:
    """When an explanation was asked for (`history`): ground history(k) of asp/history.lp for the
    boards, once step k is closed, in a call of its own (it reads the committed state with negation)."""
    if history is not None and k >= 1:
        run.ground({b: [("history", [N(k)])] for b in boards})


def _collect(run: _Grounding, boards: list[int], history: dict[int, list[clingo.Symbol]] | None) -> None:
    """The history atoms of the boards in a Control (before it is replaced, and at their end)."""
    if history is not None:
        for name, arity in HISTORY:
            for board, syms in run.atoms_of(name, arity, boards).items():
                history[board] += syms


def _finish(run: _Grounding, boards: list[int], k: int, history: dict[int, list[clingo.Symbol]] | None) -> None:
    """Ground the end of the boards whose step k found nothing left to apply (their final state is
    s(k-1)); _answers reads it."""
    run.ground({b: [("final", [N(k - 1)])] for b in boards})
    _record(run, boards, k, history)  # the finished step: the conditions that failed on the final board


def _answers(run: _Grounding, steps: dict[int, int], history: dict[int, list[clingo.Symbol]] | None,
             timed: dict[int, list[clingo.Symbol]]) -> dict[int, EngineRun]:
    """The answers of the finished boards (each with its number of steps), read from the Control in
    one pass for all of them."""
    boards = list(steps)
    _collect(run, boards, history)
    twins = run.atoms_of("twin", 2, boards)  # objects computed once for several (asp/symmetry.lp)
    if history is not None:
        for board, syms in twins.items():
            history[board] += syms
    answers = {b: EngineRun(timed={sym.arguments[0].name for sym in timed[b]}, steps=steps[b], atoms=run.atoms(),
                            history=None if history is None else history[b]) for b in boards}
    for name, arity in ANSWER:
        for board, syms in run.atoms_of(name, arity, boards).items():
            getattr(answers[board], FIELDS.get(name, name)).extend(syms)
    for board, answer in answers.items():
        _with_twins(answer, twins[board])
    return answers


def _with_twins(answer: EngineRun, twins: list[clingo.Symbol]) -> None:
    """The answer's rows; each twin's characteristics (out/3), the effects applied to it (applied_to/2) and the
    reasons about it (reason/4) as its representative's, which the steps compute alone (asp/symmetry.lp)."""
    alike: dict[str, list[tuple[clingo.Symbol, str]]] = {}
    for twin, rep in (sym.arguments for sym in twins):
        alike.setdefault(rep.name, []).append((twin, twin.name))
    parts = [sym.arguments for sym in answer.out]
    answer.rows = [(obj.name, attr.name, value) for obj, attr, value in parts]
    if not alike:
        return
    for (_obj, attr, value), (rep, attr_name, _value) in zip(parts, answer.rows[:], strict=True):
        answer.out += [F("out", [twin, attr, value]) for twin, _name in alike.get(rep, ())]
        answer.rows += [(name, attr_name, value) for _twin, name in alike.get(rep, ())]
    for eff, obj in [sym.arguments for sym in answer.applied_to]:
        answer.applied_to += [F("applied_to", [eff, twin]) for twin, _name in alike.get(obj.name, ())]
    whys: dict[tuple[str, clingo.Symbol], clingo.Symbol] = {}  # (each reason about a twin made once)
    for k, b, a, why in [sym.arguments for sym in answer.reasons]:
        kind = why.name
        if kind in ("applies_to", "what_it_does"):  # (the reasons about an object: asp/dependency.lp)
            for twin, name in alike.get(why.arguments[0].name, ()):
                if (kind, name) not in whys:
                    whys[kind, name] = F(kind, [twin])
                answer.reasons.append(F("reason", [k, b, a, whys[kind, name]]))


# the EngineRun field of each answer predicate whose name differs
FIELDS = {"reason": "reasons", "in_loop_with": "loops"}


def run_engine(facts: list[clingo.Symbol], limits: Limits, label: str = "scenario",
               compact_atoms: int | None = None, history: bool = False,
               library: list[Path] | None = None) -> EngineRun:
    """Apply every layer to the facts of one timestamp order and return the final state (run_engines
    with one board)."""
    return run_engines([facts], limits, label, compact_atoms, history, library)[0]


def packed_runs(objects: list[int]) -> list[range]:
    """How to split boards of these numbers of objects, in their order, into runs of run_engines for
    one worker: as few runs as can be of at most MAX_BOARDS_PER_RUN boards and MAX_OBJECTS_PER_RUN
    objects in all (a board over that alone), even in boards when that many even runs keep within
    the bounds. Returns the indexes of each."""
    fewest: list[range] = []
    start = 0
    while start < len(objects):  # each run as long as the bounds let it be
        end, total = start + 1, objects[start]
        while (end < len(objects) and end - start < MAX_BOARDS_PER_RUN
               and total + objects[end] <= MAX_OBJECTS_PER_RUN):
            total, end = total + objects[end], end + 1
        fewest.append(range(start, end))
        start = end
    count, parts = len(objects), len(fewest)
    even = [range(count * i // parts, count * (i + 1) // parts) for i in range(parts)]
    if all(len(run) <= MAX_BOARDS_PER_RUN and (len(run) == 1 or sum(objects[i] for i in run) <= MAX_OBJECTS_PER_RUN)
           for run in even):
        return even
    return fewest


def run_boards(boards: list[list[clingo.Symbol]], objects: list[int], limits: Limits, labels: list[str],
               history: bool = False, files: list[list[Path]] | None = None) -> list[EngineRun]:
    """Each board's run, the boards grounded many to a Control (packed_runs: `objects` are the objects
    of each board) within one set of limits. `labels`: each board's name in a limit's message;
    `files`: the library files each board needs (a run loads those of its boards)."""
    runs: list[EngineRun] = []
    for indexes in packed_runs(objects):
        names = [labels[i] for i in indexes]
        label = names[0] if len(names) == 1 else f"{names[0]} (with {len(names) - 1} more run together)"
        wanted = {path for i in indexes for path in files[i]} if files is not None else None
        library = None if wanted is None else [path for path in library_programs() if path in wanted]
        runs += run_engines([boards[i] for i in indexes], limits, label=label, history=history, library=library)
    return runs


def run_engines(boards: list[list[clingo.Symbol]], limits: Limits, label: str = "scenario",
                compact_atoms: int | None = None, history: bool = False,
                library: list[Path] | None = None) -> list[EngineRun]:
    """Apply every layer to the facts of each board and return each one's final state, in order.

    The boards are grounded in one Control (pysolver.solving.boards), step by step together: each grounds
    the parts it would ground alone, and its answer is the one it would have alone (the tests hold
    them to it). A board that has finished leaves the run.

    When the Control holds more than `compact_atoms` atoms (default COMPACT_ATOMS) after a step, the
    run goes on in a new Control that starts from that step (_compacted). `history`: also record what
    each step did (asp/history.lp; EngineRun.history), for the explanations. `library`: the card
    library's files to load, by default those the facts can reach (pysolver.cards.index). The run
    is made on the worker thread (run_within)."""
    return run_within(partial(_run_engines, boards, limits, label, compact_atoms, history, library), limits, label)


def _run_engines(boards: list[list[clingo.Symbol]], limits: Limits, label: str, compact_atoms: int | None,
                 history: bool, library: list[Path] | None) -> list[EngineRun]:
    """run_engines, on the thread that grounds."""
    compact_atoms = COMPACT_ATOMS if compact_atoms is None else compact_atoms
    library = board_library(fact for facts in boards for fact in facts) if library is None else library
    facts = dict(enumerate(boards))
    run = _Grounding(facts, limits, label, None, library, ("history",) if history else ())
    recorded: dict[int, list[clingo.Symbol]] | None = {b: [] for b in facts} if history else None
    groups = layer_groups(run.atoms_of, list(facts))
    timed = run.atoms_of("timed", 1, list(facts))
    # which effects exist in the real state (exist(k,0)); its selectors (sel(k,0), asp/selectors.lp) serve
    # only effects whose existence or values read one (uses_sel/2: conditions, counts, durations)
    selecting = run.atoms_of("uses_sel", 2, list(facts))
    sel = selector_parts(run.atoms_of, list(facts))
    unused = unused_parts(run.waiting_parts(), groups, sel)
    run.add_parts_but(unused)
    existing = {b: [*sel[b], "exist"] if selecting[b] else ["exist"] for b in facts}
    answers: dict[int, EngineRun] = {}
    # boards finished in this Control, with their steps, whose answers are read together (_answers)
    ended: dict[int, int] = {}
    active = list(facts)
    k = 1
    while active:
        closing = {b: [("commit", [N(k - 1), N(1)]), ("close", [N(k - 1)])] for b in active} if k > 1 else {}
        if closing and len(run.ctl.symbolic_atoms) > compact_atoms:
            run.ground(closing)
            _record(run, active, k - 1, recorded)
            _collect(run, active, recorded)
            if ended:
                answers.update(_answers(run, ended, recorded, timed))
                ended = {}
            run = _compacted(run, {b: facts[b] for b in active}, k - 1)
            run.add_parts_but(unused)
            closing = {}
        # the last step's state is committed and its record closed in the same call (stratified:
        # nothing of step(k) feeds back into them)
        run.ground({b: [*closing.get(b, []), ("step", [N(k)]), *with_step(k, 0, existing[b])] for b in active})
        if closing:
            _record(run, active, k - 1, recorded)
        finished = [b for b in active if run.holds(b, F("finished", [N(k)]))]
        if finished:
            _finish(run, finished, k, recorded)
            ended.update(dict.fromkeys(finished, k - 1))
            active = [b for b in active if b not in finished]
            if not active:
                break
        ops: dict[int, list[str]] = {}
        applying: dict[int, list[str]] = {}
        for b in active:
            layer = next((name for name in groups[b] if run.holds(b, F("cur_layer", [N(k), F(name)]))), None)
            if layer is None:
                raise RuntimeError(f"internal error: step {k} is not finished but has no current layer")
            ops[b] = ["footprint", *groups[b][layer][0]]
            applying[b] = groups[b][layer][1]
        # the dependencies and order of the candidates (613.7, 613.8: the plan and order parts) only where
        # they need ordering (to_order/1); else they are applied as they are (the choose part, asp/layers.lp)
        ordered = [b for b in active if run.holds(b, F("to_order", [N(k)]))]
        # (613.8a(b): the rules of an effect of the layer that does not exist now only where there is one)
        dormant = {b for b in ordered if run.holds(b, F("dormant_in", [N(k)]))}
        plan = {b: gated(k, {"plan": True, "wake": b in dormant}) for b in ordered}
        run.ground({b: [("scope", [N(k)]), *with_step(k, 2, [*sel[b], *ops[b]]), *plan.get(b, [])] for b in active})
        hypothetical = [b for b in ordered if run.holds(b, F("has_hyp", [N(k)]))]
        if hypothetical:
            run.ground({b: [*gated(k, {"hypctx": True, "wake_view": b in dormant}), *with_step(k, 0, applying[b])]
                        for b in hypothetical})
            run.ground({b: [*with_step(k, 0, ["commit"]), *with_step(k, 1, [*sel[b], "exist", *ops[b]]),
                            ("lost", [N(k)])] for b in hypothetical})
        order = ordering_parts(run.atoms_of, k, ordered, hypothetical, dormant)
        run.ground({b: [*order.get(b, []), ("choose", [N(k)]), *with_step(k, 1, applying[b])] for b in active})
        # a board that nothing can be left to (left/1, asp/layers.lp) ends with this step: its final
        # state s(k) is committed and read at once (an explanation reads the step that finds nothing
        # left to apply: with one, that step is grounded as for every board)
        last = [] if recorded is not None else [b for b in active if not run.holds(b, F("left", [N(k)]))]
        if last:
            run.ground({b: [("commit", [N(k), N(1)]), ("close", [N(k)]), ("final", [N(k)])] for b in last})
            ended.update(dict.fromkeys(last, k))
            active = [b for b in active if b not in last]
        k += 1
    answers.update(_answers(run, ended, recorded, timed))
    return [answers[b] for b in facts]
