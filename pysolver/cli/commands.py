"""One function per `mtgsolve` command: read the scenario, ask the question, print the answer (text
or JSON). A module only some answers need (networkx, matplotlib, the words of an answer) is imported
where it is used, so that `layers --json` never loads it."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from pysolver.cards.library import Library
from pysolver.cli.options import limits
from pysolver.engine import CombatResult, LayersResult, ReplaceResult
from pysolver.errors import ScenarioError
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import Scenario
from pysolver.scenario.files import read_scenario
from pysolver.scenario.model import SECTION_QUESTIONS
from pysolver.solving.limits import Limits

T = TypeVar("T")


def read_for(args: argparse.Namespace, library: Library) -> tuple[Scenario, list[str]]:
    """The scenario, and the sections of it the command does not read (Scenario.ignored_sections).
    Each object the command is asked to explain (--explain) must be on it."""
    sc = read_scenario(args.scenario, library)
    for oid in vars(args).get("explain", []):
        if oid not in {o.id for o in sc.objects}:
            raise ScenarioError(sc.source, "--explain", f"no object {oid!r} in the scenario")
    return sc, sc.ignored_sections(args.command)


def answer_for(args: argparse.Namespace, library: Library,
               solve: Callable[[Scenario, Limits], T]) -> tuple[Scenario, list[str], T]:
    """The scenario (read_for), the sections of it the command does not read, and its answer: `solve`
    within the command's limits, which count reading and checking the scenario too. The sections
    ignored are said once the question is answered (warn_ignored)."""
    bounds = limits(args)
    sc, ignored = read_for(args, library)
    answer = solve(sc, bounds)
    warn_ignored(sc, ignored, args.command)
    return sc, ignored, answer


def print_answer(args: argparse.Namespace, sc: Scenario, ignored: list[str], as_json: Callable[[], dict[str, Any]],
                 as_text: Callable[[], str]) -> int:
    """The answer printed: as JSON with --json (with the sections ignored), else as text followed by
    the abilities not modelled; exit status 0."""
    if args.json:
        print(json.dumps(with_ignored(as_json(), ignored), indent=2))
    else:
        print(as_text())
        _print_not_modelled(sc)
    return 0


def warn_ignored(sc: Scenario, ignored: list[str], command: str) -> None:
    """Each section the command did not read, said to be ignored in one line on standard error (with
    the answer: bad input stays one line per problem)."""
    for name in ignored:
        print(f"mtgsolve: {sc.source}: warning: the `{name}` section is read by {SECTION_QUESTIONS[name]}, not by "
              f"`{command}`: ignored", file=sys.stderr)


def with_ignored(answer: dict[str, Any], ignored: list[str]) -> dict[str, Any]:
    """The JSON answer, with `ignored` (the sections the question did not read) when there is one."""
    return answer | {"ignored": ignored} if ignored else answer


def _print_not_modelled(sc: Scenario) -> None:
    """After a text answer: the abilities of the board's compiled cards the engine does not
    understand and that cannot matter to the question, one paragraph each."""
    if not sc.not_modelled:
        return
    from pysolver.cards.modelled import not_modelled_lines
    from pysolver.text import output_width, wrap_lines

    print()
    print(wrap_lines("\n".join(not_modelled_lines(sc.not_modelled)), output_width()))


def cmd_check(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve check: exit status 0 when the check ran, whatever it found (1 for a counterexample with
    --fail-on-counterexample)."""
    import random
    from pathlib import Path

    from pysolver.check.runner import run_check

    cards = _check_cards(args.card, library, "layers" in args.questions) if args.card else None
    seed = random.randrange(2**32) if args.seed is None else args.seed
    print(f"mtgsolve check: {args.examples} boards per question, seed {seed}", flush=True)
    reports = run_check(library, args.questions, args.examples, seed, Path(args.out), not args.no_progress, cards)
    for r in reports:
        if r.failure is None:
            print(f"{r.question}: {r.examples} boards, every property held ({r.seconds:.1f} s)")
        else:
            print(f"{r.question}: COUNTEREXAMPLE after {r.examples} boards ({r.seconds:.1f} s): {r.failure.prop}: "
                  f"{r.failure.detail}")
            for path in r.files:
                print(f"  written: {path}")
            if r.write_error:
                print(f"  not written ({r.write_error}); the board: {json.dumps(r.failure.scenario)}")
    return 1 if args.fail_on_counterexample and any(r.failure for r in reports) else 0


def _check_cards(names: list[str], library: Library, layers: bool) -> tuple[str, ...]:
    """The cards `check --card` names (of the hand-written or the compiled library), by their names;
    bad input when one is unknown, when (`layers`: the layers are checked) a compiled one has a line
    that matters to the layers and is not understood (no board with it could be answered), or when
    none is a permanent."""
    from pysolver.cards.modelled import check_understood
    from pysolver.cards.names import UnknownCard, find_card

    found = []
    for name in names:
        try:
            card = find_card(library, name)
        except UnknownCard as exc:
            raise ScenarioError("check", "--card", str(exc)) from None
        if card.compiled is not None and layers:
            check_understood("check", card.compiled.not_modelled(card.name, "--card"), "layers")
        found.append(card)
    if all({"instant", "sorcery"} & set(card.printed.types) for card in found):
        raise ScenarioError("check", "--card", "name at least one permanent card (not only instants and sorceries)")
    return tuple(sorted({card.name for card in found}))


def cmd_layers(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve layers."""
    if args.graph:  # an unknown file format is refused before anything is computed
        from pysolver.questions.layers.graph import graph_format_problem

        problem = graph_format_problem(args.graph)
        if problem:
            raise ScenarioError(args.graph, "--graph", problem)
    history = args.trace or bool(args.explain) or bool(args.graph)
    sc, ignored, outcomes = answer_for(args, library, lambda sc, bounds: solve_layers(sc, library, bounds, history))
    if args.graph:
        from pysolver.questions.layers.graph import dependency_graph, write_graph

        try:
            write_graph(dependency_graph(outcomes[0]), args.graph)
        except OSError as exc:
            problem = f"cannot write the graph: {exc.strerror or exc}"
            raise ScenarioError(args.graph, "--graph", problem) from None

    def as_json() -> dict[str, Any]:
        answer = LayersResult(outcomes, sc.not_modelled).to_json()
        if args.explain:
            from pysolver.questions.layers.explain import explain_json

            for entry, oc in zip(answer["outcomes"], outcomes, strict=True):
                entry["explain"] = {oid: explain_json(oc, sc, oid) for oid in args.explain}
        return answer

    def as_text() -> str:
        from pysolver.questions.layers.text import render
        from pysolver.text import output_width

        return render(outcomes, sc, output_width(), args.trace, args.explain)

    return print_answer(args, sc, ignored, as_json, as_text)


def cmd_combat(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve attacks / mtgsolve blocks."""
    from pysolver.questions.combat.question import solve_combat

    sc, ignored, answer = answer_for(args, library,
                                     lambda sc, bounds: solve_combat(sc, library, bounds, args.command, args.limit))

    def as_text() -> str:
        from pysolver.questions.combat.text import render
        from pysolver.text import output_width, wrap_lines

        return wrap_lines(render(answer), output_width())

    return print_answer(args, sc, ignored, lambda: CombatResult(answer, sc.not_modelled).to_json(), as_text)


def cmd_replace(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve replace."""
    from pysolver.questions.replace.question import solve_replace

    history = args.trace or bool(args.explain)
    sc, ignored, answer = answer_for(args, library, lambda sc, bounds: solve_replace(sc, library, bounds, history))
    board = answer.board

    def as_json() -> dict[str, Any]:
        result = ReplaceResult(answer, sc.not_modelled).to_json()
        if args.explain and board is not None:
            from pysolver.questions.layers.explain import explain_json

            result["explain"] = {oid: explain_json(board, sc, oid) for oid in args.explain}
        return result

    def as_text() -> str:
        from pysolver.questions.replace.text import render
        from pysolver.text import output_width, wrap_lines

        width = output_width()
        parts = [wrap_lines(render(answer, sc.event or {}), width)]
        if board is not None and (args.trace or args.explain):
            from pysolver.questions.layers.trace import explain, trace

            if args.trace:
                parts.append("The board the question reads, after every layer (as `layers --trace`):\n"
                             + trace(board, width))
            parts += [explain(board, sc, oid, width) for oid in args.explain]
        return "\n\n".join(parts)

    return print_answer(args, sc, ignored, as_json, as_text)


def cmd_explore(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve explore."""
    from pysolver.questions.explore.question import explore

    sc, ignored, result = answer_for(args, library,
                                     lambda sc, bounds: explore(sc, library, bounds, args.limit, args.seed))

    def as_text() -> str:
        from pysolver.questions.explore.text import render
        from pysolver.text import output_width

        return render(result, sc, output_width())

    return print_answer(args, sc, ignored, result.to_json, as_text)


def cmd_batch(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve batch: the counts per status go to standard error, the answers to --out."""
    from pathlib import Path

    from pysolver.batch.run import run_batch
    from pysolver.text import escaped

    options: dict[str, Any] = {"timeout": args.timeout, "max_atoms": args.max_atoms, "max_memory_mb": args.max_memory}
    if args.question in ("attacks", "blocks"):
        options["limit"] = args.limit
    counts = run_batch(args.paths, args.question, Path(args.out), options, args.workers, args.dask, args.scheduler,
                       progress=not args.no_progress)
    print(f"mtgsolve batch: {counts['ok']} answered, {counts['error']} bad input, {counts['limit']} over a limit, "
          f"{counts['skipped']} already in {escaped(args.out)}", file=sys.stderr)
    return 0


def cmd_cards(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve cards [NAME], mtgsolve cards import PATH."""
    if args.name[:1] == ["import"]:
        if len(args.name) != 2:
            raise ScenarioError("cards import", "PATH", "give one card data file: mtgsolve cards import PATH")
        from pathlib import Path

        from pysolver.cards.importing import import_corpus

        print(import_corpus(Path(args.name[1]), progress=not args.no_progress, workers=args.workers))
        return 0
    from pysolver.cards.catalogue import cards_text
    from pysolver.text import output_width

    print(cards_text(library, " ".join(args.name) or None, output_width()))
    return 0


def cmd_abilities(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve abilities [WORDS]."""
    from pysolver.cards.catalogue import abilities_text
    from pysolver.text import output_width

    print(abilities_text(library, args.words, output_width()))
    return 0


def cmd_serve(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve serve: the page for judges (pysolver.web, imported only here: the `web` extra)."""
    try:
        from pysolver.web.server import serve
    except ImportError as exc:
        raise ScenarioError("serve", "", f"the page needs the `web` extra (pip install 'mtgsolve[web]'): "
                                         f"{exc}") from None
    try:
        serve(args.host, args.port, limits(args))
    except OSError as exc:
        raise ScenarioError("serve", "--host/--port", f"cannot listen on {args.host} port {args.port}: "
                                                      f"{exc.strerror or exc}") from None
    return 0


# the function of each command
HANDLERS: dict[str, Callable[[argparse.Namespace, Library], int]] = {
    "layers": cmd_layers, "attacks": cmd_combat, "blocks": cmd_combat, "replace": cmd_replace, "cards": cmd_cards,
    "abilities": cmd_abilities, "explore": cmd_explore, "batch": cmd_batch, "check": cmd_check, "serve": cmd_serve}
