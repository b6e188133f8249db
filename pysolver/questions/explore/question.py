"""The `explore` question: the `layers` result over every ordering of the scenario's timestamps.

Most orderings cannot change anything: the rules compare timestamps only between effects with a
part in the same (sub)layer (613.7, 613.8), and two such effects commute unless one writes what
the other reads or both write the same thing. asp/explore.lp names the pairs of timestamped
entries (objects and resolved effects) whose relative order may matter (soundly: when unsure it
names the pair). Two orderings that agree on the order of every such pair give the same result, so
the engine runs once per class of orderings (one orientation of those pairs), and the orderings of
each class are counted exactly: per connected group of interacting entries by enumerating that
group's orders, across groups and for the entries that interact with nothing by multinomial
arithmetic. Beyond `limit` classes the orderings are sampled uniformly instead (`sampled`).
"""

from __future__ import annotations

import itertools
import json
import math
import os
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import clingo
import networkx as nx

from pysolver.cards.library import Library
from pysolver.cards.modelled import NotModelled
from pysolver.programs.files import explore_program, library_programs, rule_programs
from pysolver.programs.parsed import add_facts
from pysolver.questions.layers.combat_statuses import check_declared, statuses_read
from pysolver.questions.layers.common_color import check_colored_permanents
from pysolver.questions.layers.decode import decode
from pysolver.questions.layers.keyword_counters import check_counter_order
from pysolver.questions.layers.model import LAYER_NAMES, Outcome
from pysolver.questions.layers.outcomes import check_copied_creatures
from pysolver.questions.layers.prepare import Prepared
from pysolver.questions.layers.question import prepare_board
from pysolver.questions.layers.source_control import check_source_control
from pysolver.scenario import Scenario
from pysolver.scenario.facts import scenario_facts
from pysolver.solving.boards import board_runs
from pysolver.solving.limits import Limits, ground_within
from pysolver.solving.runner import run_engines

# the most classes of orderings run through the engine before sampling (`--limit`)
DEFAULT_LIMIT = 300
# the most engine runs at once (one per core, up to this)
MAX_WORKERS = 4
# the most orders of one group of interacting entries enumerated to count its classes exactly
MAX_ENUMERATED = 400_000

Pair = tuple[str, str]


@dataclass
class ExploreOutcome:
    """One distinct result: the characteristics of every object, one timestamp assignment (id ->
    timestamp) that gives it, how many orderings do, and the `layers` outcome of that assignment."""

    objects: dict[str, dict[str, Any]]
    timestamps: dict[str, int]
    count: int
    layers: Outcome
    # the relative orders (earlier, later) every ordering counted here has, among those that differ
    # between outcomes (filled by explore)
    always: list[Pair] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """As in docs/scenario.md (extra keys: the order, dependencies and any loops of the assignment shown)."""
        answer = self.layers.to_json()
        shown = {"objects": self.objects, "timestamps": self.timestamps, "count": self.count}
        return shown | {key: value for key, value in answer.items() if key != "objects"}


@dataclass
class ExploreResult:
    """The `explore` answer: `orderings` considered (all n! of them unless `sampled`), the distinct
    outcomes, and how the work was cut: the groups of entries whose relative order may matter (with
    the layers where they meet), the entries whose timestamp cannot matter, the engine runs."""

    orderings: int
    sampled: bool
    outcomes: list[ExploreOutcome]
    groups: list[list[str]]
    pairs: dict[Pair, list[str]]
    free: list[str]
    runs: int
    # the abilities of the board's compiled cards not understood, which cannot matter to the layers
    not_modelled: list[NotModelled] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """As in docs/scenario.md (extra keys: `interacting`, `free`, `engine_runs`; `not_modelled` when
        some ability of the board is not understood)."""
        out = {"orderings": self.orderings, "sampled": self.sampled,
               "outcomes": [oc.to_json() for oc in self.outcomes],
               "interacting": [{"entries": list(pair), "layers": layers} for pair, layers in self.pairs.items()],
               "free": self.free, "engine_runs": self.runs}
        if self.not_modelled:
            out["not_modelled"] = [n.to_json() for n in self.not_modelled]
        return out

    def differences(self) -> dict[str, dict[str, list[Any]]]:
        """Object id -> attribute -> its value in each outcome, for the attributes that differ."""
        diff: dict[str, dict[str, list[Any]]] = {}
        if len(self.outcomes) < 2:
            return diff
        for oid, first in self.outcomes[0].objects.items():
            for attr in first:
                values = [oc.objects[oid][attr] for oc in self.outcomes]
                if any(v != values[0] for v in values[1:]):
                    diff.setdefault(oid, {})[attr] = values
        return diff


def entry_ids(sc: Scenario) -> list[str]:
    """Every timestamped entry (objects, then resolved effects), in the scenario's own timestamp
    order (ties in the order written)."""
    entries = [(o.timestamp, i, o.id) for i, o in enumerate(sc.objects)]
    entries += [(e.timestamp, len(sc.objects) + i, e.id) for i, e in enumerate(sc.effects)]
    return [ident for _, _, ident in sorted(entries)]


def interactions(sc: Scenario, limits: Limits) -> tuple[dict[Pair, list[str]], bool]:
    """The pairs of entries whose relative order may change the result, with the layers where they
    meet (asp/explore.lp), and whether every pair may (an effect can give abilities, copy or change
    text: then the effects themselves are not known before the layers are applied)."""
    ctl = clingo.Control(["--warn=none"])
    ctl.register_observer(clingo.Observer(), replace=True)
    for path in [*rule_programs(), *library_programs(), explore_program()]:
        ctl.load(str(path))
    order = {ident: rank for rank, ident in enumerate(entry_ids(sc), start=1)}
    add_facts(ctl, scenario_facts(sc, order))
    ground_within(ctl, [("base", [])], limits, sc.source)
    pairs: dict[Pair, list[str]] = {}
    for atom in ctl.symbolic_atoms.by_signature("interacts", 3):
        x, y, layer = (arg.name for arg in atom.symbol.arguments)
        if x < y:
            pairs.setdefault((x, y), []).append(LAYER_NAMES[layer])
    everything = any(True for _ in ctl.symbolic_atoms.by_signature("all_interact", 0))
    rank = list(LAYER_NAMES.values()).index
    return {pair: sorted(set(layers), key=rank) for pair, layers in sorted(pairs.items())}, everything


def _groups(entries: list[str], pairs: list[Pair]) -> list[list[str]]:
    """The connected groups of interacting entries, each in the scenario's order."""
    graph = nx.Graph(pairs)
    position = {ident: i for i, ident in enumerate(entries)}
    groups = [sorted(c, key=position.__getitem__) for c in nx.connected_components(graph)]
    return sorted(groups, key=lambda g: position[g[0]])


def _signature(rank: dict[str, int], edges: list[Pair]) -> tuple[bool, ...]:
    """The orientation of the group's pairs under an ordering: for each, whether the first is earlier."""
    return tuple(rank[a] < rank[b] for a, b in edges)


def _classes(group: list[str], edges: list[Pair]) -> dict[tuple[bool, ...], tuple[int, tuple[str, ...]]]:
    """Every class of orders of one group: signature -> (how many orders, the first order found).
    The scenario's own order comes first, so its class keeps the scenario's timestamps."""
    index = {ident: i for i, ident in enumerate(group)}
    pairs = [(index[a], index[b]) for a, b in edges]
    classes: dict[tuple[bool, ...], list[Any]] = {}
    position = [0] * len(group)
    for perm in itertools.permutations(range(len(group))):
        for i, member in enumerate(perm):
            position[member] = i
        sig = tuple(position[a] < position[b] for a, b in pairs)
        found = classes.get(sig)
        if found is None:
            classes[sig] = [1, tuple(group[m] for m in perm)]
        else:
            found[0] += 1
    return {sig: (count, order) for sig, (count, order) in classes.items()}


@dataclass
class _Plan:
    """The classes to run: each an ordering of all entries (id -> rank), how many orderings it stands for,
    and the relative orders of the interacting pairs it has."""

    runs: list[tuple[dict[str, int], int, dict[Pair, bool]]]
    orderings: int
    sampled: bool


def _exact_plan(entries: list[str], groups: list[list[str]], edges: dict[int, list[Pair]],
                per_group: list[list[tuple[tuple[bool, ...], tuple[int, tuple[str, ...]]]]]) -> _Plan:
    """Every class, counted exactly: the orderings of all entries = n! / prod(size!) ways to choose
    which timestamps each group gets, times each group's orders (per_group: each group's classes)."""
    spread = math.factorial(len(entries)) // math.prod(math.factorial(len(g)) for g in groups)
    runs = []
    for combo in itertools.product(*per_group):
        ordered = list(entries)
        for group, (_sig, (_count, order)) in zip(groups, combo, strict=True):
            slots = sorted(entries.index(m) for m in group)
            for slot, member in zip(slots, order, strict=True):
                ordered[slot] = member
        rank = {ident: r for r, ident in enumerate(ordered, start=1)}
        count = spread * math.prod(c for _sig, (c, _order) in combo)
        orient = {pair: rank[pair[0]] < rank[pair[1]] for i in range(len(groups)) for pair in edges[i]}
        runs.append((rank, count, orient))
    return _Plan(runs, math.factorial(len(entries)), False)


def _sampled_plan(entries: list[str], all_edges: list[Pair], samples: int, seed: int) -> _Plan:
    """`samples` orderings drawn uniformly at random, grouped by class; counts from the sample."""
    rng = random.Random(seed)
    found: dict[tuple[bool, ...], list[Any]] = {}
    for _ in range(samples):
        ordered = list(entries)
        rng.shuffle(ordered)
        rank = {ident: r for r, ident in enumerate(ordered, start=1)}
        sig = _signature(rank, all_edges)
        if sig in found:
            found[sig][1] += 1
        else:
            found[sig] = [rank, 1]
    runs = [(rank, count, dict(zip(all_edges, sig, strict=True))) for sig, (rank, count) in found.items()]
    return _Plan(runs, samples, True)


def _too_many(groups: list[list[str]]) -> bool:
    """Whether enumerating the orders of every group to count its classes is out of reach (more
    than MAX_ENUMERATED orders in all)."""
    return sum(math.factorial(len(g)) for g in groups) > MAX_ENUMERATED


def explore(sc: Scenario, library: Library, limits: Limits, limit: int = DEFAULT_LIMIT, seed: int = 0) -> ExploreResult:
    """Distinct `layers` outcomes over every ordering of the timestamps of the scenario's objects
    and resolved effects (docs/scenario.md, explore), with exact counts; when the orderings fall into more
    than `limit` classes that can differ, `limit` orderings sampled at random (seeded by `seed`)."""
    prepared = prepare_board(sc, library, limits, "explore")
    sc = prepared.scenario
    entries = entry_ids(sc)
    pairs, everything = interactions(sc, limits)
    if everything:
        pairs = {(a, b): ["any"] for a, b in itertools.combinations(sorted(entries), 2)}
    groups = _groups(entries, list(pairs))
    edges = {i: [p for p in pairs if p[0] in g] for i, g in enumerate(groups)}
    per_group = None if _too_many(groups) else [list(_classes(g, edges[i]).items()) for i, g in enumerate(groups)]
    if per_group is None or math.prod(len(classes) for classes in per_group) > limit:
        plan = _sampled_plan(entries, list(pairs), limit, seed)
    else:
        plan = _exact_plan(entries, groups, edges, per_group)
    grouped: dict[str, ExploreOutcome] = {}
    orients: dict[str, list[dict[Pair, bool]]] = {}
    answers = _run_all(prepared, library, limits, [rank for rank, _count, _orient in plan.runs])
    for (rank, count, orient), outcome in zip(plan.runs, answers, strict=True):
        key = json.dumps(outcome.objects, sort_keys=True)
        if key in grouped:
            grouped[key].count += count
        else:
            grouped[key] = ExploreOutcome(outcome.objects, dict(sorted(rank.items(), key=lambda kv: kv[1])),
                                          count, outcome)
        orients.setdefault(key, []).append(orient)
    check_copied_creatures(sc.source, sc.objects, library,
                           lambda: [oc.objects for oc in grouped.values()], sc.effects)
    if statuses_read(sc):  # 506.4: the statuses of combat seen are kept on every board
        for oc in grouped.values():
            check_declared(sc, oc.objects)
    _constant_orders(grouped, orients)
    outcomes = sorted(grouped.values(), key=lambda oc: -oc.count)
    grouped_ids = {m for g in groups for m in g}
    return ExploreResult(plan.orderings, plan.sampled, outcomes, groups, pairs,
                         [e for e in entries if e not in grouped_ids], len(plan.runs), sc.not_modelled)


def _run_all(prepared: Prepared, library: Library, limits: Limits, ranks: list[dict[str, int]]) -> list[Outcome]:
    """The `layers` outcome of each timestamp assignment, in order. The assignments are grounded many
    in one Control (solve.run_engines), and those Controls are independent: clingo grounds without
    holding Python's lock (each run on its thread's worker: solve.run_within), so up to one per core
    runs at once. Each loads the library files the prepared board needs (the same for every
    assignment: only the ranks differ)."""
    sc, files = prepared.scenario, prepared.files
    workers = min(len(ranks), os.cpu_count() or 1, MAX_WORKERS)
    runs = board_runs(len(ranks), len(sc.objects), workers)

    def one(indexes: range) -> list[Outcome]:
        boards = [scenario_facts(sc, ranks[i]) for i in indexes]
        answers = run_engines(boards, limits, label=sc.source, library=files)
        for answer in answers:  # 613.7c, 611.2b: refused where the engine's order cannot decide
            check_counter_order(answer, sc, library)
            check_colored_permanents(answer, sc)
            check_source_control(answer, sc, library)
        return [decode(answer, sc, library, ranks[i]) for i, answer in zip(indexes, answers, strict=True)]

    if len(runs) <= 1:
        return [outcome for indexes in runs for outcome in one(indexes)]
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="explore")
    try:
        return [outcome for outcomes in pool.map(one, runs) for outcome in outcomes]
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _constant_orders(grouped: dict[str, ExploreOutcome], orients: dict[str, list[dict[Pair, bool]]]) -> None:
    """For each outcome, the relative orders of interacting pairs shared by every class giving it
    and not by every class of the other outcomes: what the outcome takes."""
    if len(grouped) < 2:
        return
    everywhere = {pair for key in orients for orient in orients[key] for pair in orient}
    for key, outcome in grouped.items():
        for pair in sorted(everywhere):
            values = {orient.get(pair) for orient in orients[key]}
            others = {orient.get(pair) for k, os in orients.items() if k != key for orient in os}
            if len(values) == 1 and None not in values and values != others:
                first_earlier = values.pop()
                outcome.always.append(pair if first_earlier else (pair[1], pair[0]))
