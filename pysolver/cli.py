"""The `mtgsolve` command line (SCENARIO.md): exit 0 answered, 2 bad input, 3 solver limit.

networkx and tabulate take a quarter of a second to import: each is imported where it is used, so
that `layers --json` never loads them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any, NoReturn

from pysolver.errors import MtgSolveError, ScenarioError
from pysolver.layers import solve_layers
from pysolver.library import Library, load_library
from pysolver.results import Outcome, subtype_line
from pysolver.scenario import MAX_BYTES, Scenario, load_scenario, parse_text
from pysolver.solve import Limits


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        command = self.prog.partition(" ")[2]
        where = f"{command}: " if command else ""
        self.exit(2, f"mtgsolve: {where}{' '.join(message.split())} (see --help)\n")


def _seconds(text: str) -> float:
    """--timeout: a positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _megabytes(text: str) -> float:
    """--max-memory: a positive, finite number of megabytes."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of megabytes, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of megabytes, got {text!r}")
    return value


def _atoms(text: str) -> int:
    """--max-atoms: a positive whole number."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number of atoms, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of atoms, got {text!r}")
    return value


def _count(text: str) -> int:
    """--limit: a positive whole number of declarations."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number of declarations, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of declarations, got {text!r}")
    return value


def _add_limits(command: argparse.ArgumentParser) -> None:
    """The solver limits every question takes (exit status 3 when one is reached)."""
    command.add_argument("--timeout", type=_seconds, default=60.0, metavar="SECONDS",
                         help="time limit in seconds (default 60); exit status 3 when reached")
    command.add_argument("--max-atoms", type=_atoms, default=5_000_000, metavar="N",
                         help="ground-size limit (default 5000000); exit status 3 when exceeded")
    command.add_argument("--max-memory", type=_megabytes, default=2048, metavar="MB",
                         help="memory limit in megabytes (default 2048); exit status 3 when exceeded")


def _limits(args: argparse.Namespace) -> Limits:
    """The solver limits of the command line."""
    return Limits(timeout=args.timeout, max_atoms=args.max_atoms, max_memory_mb=args.max_memory)


def _version() -> str:
    """The installed package's version (its metadata), or "unknown" when run from a bare checkout."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mtgsolve")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = _Parser(prog="mtgsolve", description="Magic: The Gathering rules engine (clingo).")
    parser.add_argument("--version", action="version", version=f"mtgsolve {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    layers = sub.add_parser("layers",
                            help="characteristics of every object after all continuous effects (613)")
    layers.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    layers.add_argument("--json", action="store_true", help="print the JSON result")
    layers.add_argument("--trace", action="store_true", help="show the application order and dependencies")
    layers.add_argument("--graph", metavar="FILE",
                        help="write the dependency graph (.dot or .gv; .png or .svg with Graphviz)")
    _add_limits(layers)
    for command, what in (("attacks", "legal declarations of attackers (508.1)"),
                          ("blocks", "legal declarations of blockers (509.1)")):
        combat = sub.add_parser(command, help=what)
        combat.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
        combat.add_argument("--json", action="store_true", help="print the JSON result")
        combat.add_argument("--limit", type=_count, default=100, metavar="N",
                            help="list at most N legal declarations (default 100)")
        _add_limits(combat)
    replace = sub.add_parser("replace", help="every outcome of an event under replacement and prevention "
                                              "effects (614-616)")
    replace.add_argument("scenario", help="scenario file (YAML or JSON) with an `event`, or - for standard input")
    replace.add_argument("--json", action="store_true", help="print the JSON result")
    _add_limits(replace)
    cards = sub.add_parser("cards", help="list the card library, or show the cards whose name contains NAME")
    cards.add_argument("name", nargs="?", help="a card name or part of one (case-insensitive)")
    abilities = sub.add_parser("abilities", help="the ability texts a custom object may use, with the words "
                                                 "they take")
    abilities.add_argument("words", nargs="*", help="show only the texts containing every word (case-insensitive)")
    return parser


def read_scenario(path: str, library: Library) -> Scenario:
    """Read and validate a scenario file (or standard input for `-`)."""
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            if sys.stdin is None:
                raise ScenarioError(source, "", "there is no standard input to read")
            text = sys.stdin.read(MAX_BYTES + 1)
        else:
            with open(path, encoding="utf-8-sig") as fh:
                text = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(source, "", f"not UTF-8 text (byte {exc.start} of the part read)") from None
    except ValueError as exc:  # e.g. a file name with a NUL character
        raise ScenarioError(source, "", f"cannot read the file: {exc}") from None
    return load_scenario(parse_text(text, source), source, library)


def _object_table(outcome: Outcome) -> str:
    from tabulate import tabulate

    rows = []
    for oid, o in outcome.objects.items():
        pt = "" if o["power"] is None else f"{o['power']}/{o['toughness']}"
        types = " ".join(o["supertypes"] + o["types"])
        types += " — " + subtype_line(o["subtypes"]) if o["subtypes"] else ""
        rows.append([oid, o["name"], o["controller"], types, ", ".join(o["colors"]) or "colorless", pt,
                     "\n".join(o["abilities"])])
    # every cell is text (an id such as "7" stays left-aligned); not guessing numbers halves the time
    return tabulate(rows, headers=["id", "name", "controller", "type line", "colors", "P/T", "abilities"],
                    tablefmt="simple", disable_numparse=True)


def _trace(outcome: Outcome) -> str:
    lines = ["Application order (613.1-613.4; timestamps 613.7, dependencies 613.8):"]
    for k, layer, names in outcome.steps:
        lines.append(f"  step {k:>2}  layer {layer:<3} {', '.join(names)}")
    lines.append("Dependencies found (613.8a):" + ("" if outcome.dependencies else " none"))
    for dep in outcome.dependencies:
        lines.append(f"  layer {dep.layer}: {dep.effect_source}'s effect ({dep.effect}) depends on "
                     f"{dep.depends_on_source}'s ({dep.depends_on}): {dep.because()}")
    return "\n".join(lines)


def cmd_layers(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve layers."""
    if args.graph:  # an unknown file format is refused before anything is computed
        from pysolver.graph import graph_format_problem

        problem = graph_format_problem(args.graph)
        if problem:
            raise ScenarioError(args.graph, "--graph", problem)
    sc = read_scenario(args.scenario, library)
    outcomes = solve_layers(sc, library, _limits(args))
    if args.graph:
        from pysolver.graph import dependency_graph, write_graph

        try:
            write_graph(dependency_graph(outcomes[0]), args.graph)
        except OSError as exc:
            problem = f"cannot write the graph: {exc.strerror or exc}"
            raise ScenarioError(args.graph, "--graph", problem) from None
    if args.json:
        print(json.dumps({"outcomes": [oc.to_json() for oc in outcomes]}, indent=2))
        return 0
    for i, oc in enumerate(outcomes, start=1):
        if len(outcomes) > 1:
            print(f"Outcome {i} of {len(outcomes)} (equal timestamps, 613.7m): order "
                  + ", ".join(k for k, _ in sorted(oc.timestamps.items(), key=lambda kv: kv[1])))
        print(_object_table(oc))
        if args.trace:
            print()
            print(_trace(oc))
            from pysolver.graph import dependency_graph, dependency_loops

            loops = dependency_loops(dependency_graph(oc))
            for loop in loops:
                print(f"  dependency loop (613.8b, applied in timestamp order): {', '.join(loop)}")
        if i < len(outcomes):
            print()
    return 0


def cmd_combat(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve attacks / mtgsolve blocks."""
    from pysolver.combat import solve_combat

    sc = read_scenario(args.scenario, library)
    answer = solve_combat(sc, library, _limits(args), args.command, args.limit)
    if args.json:
        print(json.dumps(answer.to_json(), indent=2))
    else:
        from pysolver.combat_text import render

        print(render(answer))
    return 0


def cmd_replace(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve replace."""
    from pysolver.replace import solve_replace
    from pysolver.replace_text import render

    sc = read_scenario(args.scenario, library)
    answer = solve_replace(sc, library, _limits(args))
    if args.json:
        print(json.dumps({"outcomes": [oc.to_json() for oc in answer.outcomes]}, indent=2))
    else:
        print(render(answer, sc.event or {}))
    return 0


def cmd_cards(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve cards [NAME]."""
    from pysolver.catalogue import cards_text

    print(cards_text(library, args.name))
    return 0


def cmd_abilities(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve abilities [WORDS]."""
    from pysolver.catalogue import abilities_text

    print(abilities_text(library, args.words))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    args = build_parser().parse_args(argv)
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:  # a name the terminal cannot show is escaped, not an error
        reconfigure(errors="backslashreplace")
    try:
        library = load_library()
        handler: dict[str, Any] = {"layers": cmd_layers, "attacks": cmd_combat, "blocks": cmd_combat,
                                  "replace": cmd_replace, "cards": cmd_cards, "abilities": cmd_abilities}
        return handler[args.command](args, library)
    except MtgSolveError as exc:
        for line in exc.lines():  # one line per problem
            print(f"mtgsolve: {' '.join(line.split())}", file=sys.stderr)
        return exc.exit_status
    except BrokenPipeError:  # `mtgsolve ... | head`: the reader has gone, nothing left to say
        return 0
    except KeyboardInterrupt:
        return 130


def run() -> NoReturn:
    """The console script (and `python -m pysolver`): main(), then leave at once.

    Tearing the interpreter down frees every clingo symbol and Python object one by one, about a
    tenth of a second after a large board; the answer is written and nothing is left to clean up
    (no file is open, and a grounding thread left by the time limit is abandoned anyway)."""
    status = main()
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader has gone: as in main(), nothing left to say
        pass
    sys.stderr.flush()
    os._exit(status)
