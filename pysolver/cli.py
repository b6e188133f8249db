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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = _Parser(prog="mtgsolve", description="Magic: The Gathering rules engine (clingo).")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    layers = sub.add_parser("layers",
                            help="characteristics of every object after all continuous effects (613)")
    layers.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    layers.add_argument("--json", action="store_true", help="print the JSON result")
    layers.add_argument("--trace", action="store_true", help="show the application order and dependencies")
    layers.add_argument("--graph", metavar="FILE",
                        help="write the dependency graph (.dot, or .png with Graphviz)")
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
    _add_check(sub)
    cards = sub.add_parser("cards", help="list the card library or show one card")
    cards.add_argument("name", nargs="?", help="a card name (case-insensitive)")
    return parser


def _questions(text: str) -> list[str]:
    """--questions: a comma-separated list of layers, attacks, blocks, replace."""
    from pysolver.check.runner import QUESTIONS

    chosen = [q.strip() for q in text.split(",") if q.strip()]
    unknown = [q for q in chosen if q not in QUESTIONS]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"expected some of {','.join(QUESTIONS)}, got {text!r}")
    return list(dict.fromkeys(chosen))


def _add_check(sub: Any) -> None:
    """mtgsolve check: its options."""
    check = sub.add_parser("check", help="check the engine's answers on random boards (properties of the rules, "
                                         "brute force); exit status 1 when a counterexample is found")
    check.add_argument("--examples", type=_count, default=100, metavar="N",
                       help="random boards per question (default 100)")
    check.add_argument("--seed", type=int, default=None, help="random seed (default: a new one, printed)")
    check.add_argument("--questions", type=_questions, default=["layers", "attacks", "blocks", "replace"],
                       metavar="LIST", help="comma-separated: layers,attacks,blocks,replace (default all)")
    check.add_argument("--out", default="mtgsolve-counterexamples", metavar="DIR",
                       help="where counterexamples are written (default ./mtgsolve-counterexamples)")
    check.add_argument("--card", action="append", metavar="NAME",
                       help="layers: draw boards from this card only (repeat for several; default the whole library)")
    check.add_argument("--no-progress", action="store_true", help="no progress bar")


def cmd_check(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve check: 0 when every property held, 1 when a counterexample was found."""
    import random
    from pathlib import Path

    from pysolver.check.runner import run_check

    cards = None
    if args.card:
        found = [library.card(name) for name in args.card]
        unknown = [name for name, card in zip(args.card, found, strict=True) if card is None]
        if unknown:
            raise ScenarioError("check", "--card", f"unknown card {unknown[0]!r}")
        cards = tuple(sorted({card.name for card in found if card is not None}))
        if all({"instant", "sorcery"} & set(library.card(name).printed.types) for name in cards):  # type: ignore[union-attr]
            raise ScenarioError("check", "--card", "name at least one permanent card (not only instants and sorceries)")
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
    return 1 if any(r.failure for r in reports) else 0


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
    if not args.name:
        from tabulate import tabulate

        rows = [[c.name, c.mana_cost, " ".join(c.printed.supertypes + c.printed.types)] for c in
                sorted(library.cards.values(), key=lambda c: c.name)]
        print(tabulate(rows, headers=["card", "cost", "types"], tablefmt="simple"))
        return 0
    card = library.card(args.name)
    if card is None:
        raise ScenarioError("cards", "NAME", f"unknown card {args.name!r}")
    printed = card.printed
    print(f"{card.name}  {card.mana_cost}  ({', '.join(printed.colors) or 'colorless'})")
    subtypes = " — " + " ".join(printed.subtypes) if printed.subtypes else ""
    print(" ".join(printed.supertypes + printed.types) + subtypes)
    if printed.pt_text() is not None:
        print(printed.pt_text())
    for i, ability in enumerate(printed.abilities, start=1):
        cls = library.ability_class.get(ability, "?")
        print(f"  {i}. {library.render(ability, card.name)}   [{cls}; {ability}; {library.modelled_by(ability)}]")
    for note in card.notes:
        print(f"  not modelled: {note}")
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
                                  "replace": cmd_replace, "cards": cmd_cards, "check": cmd_check}
        return handler[args.command](args, library)
    except MtgSolveError as exc:
        print(f"mtgsolve: {' '.join(str(exc).split())}", file=sys.stderr)
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
