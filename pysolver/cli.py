"""The `mtgsolve` command line (SCENARIO.md): exit 0 answered, 2 bad input, 3 solver limit."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tabulate import tabulate

from pysolver.errors import MtgSolveError, ScenarioError
from pysolver.graph import dependency_graph, dependency_loops, write_graph
from pysolver.layers import solve_layers
from pysolver.library import Library, load_library
from pysolver.results import Outcome, describe_reason
from pysolver.scenario import Scenario, load_scenario, parse_text
from pysolver.solve import Limits


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = _Parser(prog="mtgsolve", description="Magic: The Gathering rules engine (clingo).")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    layers = sub.add_parser("layers", help="characteristics of every object after all continuous effects (613)")
    layers.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    layers.add_argument("--json", action="store_true", help="print the JSON result")
    layers.add_argument("--trace", action="store_true", help="show the application order and dependencies")
    layers.add_argument("--graph", metavar="FILE", help="write the dependency graph (.dot, or .png with Graphviz)")
    layers.add_argument("--timeout", type=float, default=60.0, help="time limit in seconds (default 60)")
    layers.add_argument("--max-atoms", type=int, default=5_000_000, help="ground-size limit (default 5000000)")
    cards = sub.add_parser("cards", help="list the card library or show one card")
    cards.add_argument("name", nargs="?", help="a card name (case-insensitive)")
    return parser


def read_scenario(path: str, library: Library) -> Scenario:
    """Read and validate a scenario file (or standard input for `-`)."""
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        raise ScenarioError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ScenarioError(source, "", "not UTF-8 text") from None
    return load_scenario(parse_text(text, source), source, library)


def _object_table(outcome: Outcome) -> str:
    rows = []
    for oid, o in outcome.objects.items():
        pt = "" if o["power"] is None else f"{o['power']}/{o['toughness']}"
        types = " ".join(o["supertypes"] + o["types"]) + (" — " + " ".join(o["subtypes"]) if o["subtypes"] else "")
        rows.append([oid, o["name"], o["controller"], types, ", ".join(o["colors"]) or "colorless", pt,
                     "\n".join(o["abilities"])])
    return tabulate(rows, headers=["id", "name", "controller", "type line", "colors", "P/T", "abilities"],
                    tablefmt="simple")


def _trace(outcome: Outcome) -> str:
    lines = ["Application order (613.1-613.4; timestamps 613.7, dependencies 613.8):"]
    for k, layer, names in outcome.steps:
        lines.append(f"  step {k:>2}  layer {layer:<3} {', '.join(names)}")
    lines.append("Dependencies found (613.8a):" if outcome.dependencies else "Dependencies found (613.8a): none")
    for dep in outcome.dependencies:
        why = "; ".join(describe_reason(r, o) for r, o in dep.reasons)
        lines.append(f"  layer {dep.layer}: {dep.effect} depends on {dep.depends_on}: {why}")
    return "\n".join(lines)


def cmd_layers(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve layers."""
    sc = read_scenario(args.scenario, library)
    outcomes = solve_layers(sc, library, Limits(timeout=args.timeout, max_atoms=args.max_atoms))
    if args.graph:
        write_graph(dependency_graph(outcomes[0]), args.graph)
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
            loops = dependency_loops(dependency_graph(oc))
            for loop in loops:
                print(f"  dependency loop (613.8b, applied in timestamp order): {', '.join(loop)}")
        if i < len(outcomes):
            print()
    return 0


def cmd_cards(args: argparse.Namespace, library: Library) -> int:
    """mtgsolve cards [NAME]."""
    if not args.name:
        rows = [[c.name, c.mana_cost, " ".join(c.supertypes + c.types)] for c in
                sorted(library.cards.values(), key=lambda c: c.name)]
        print(tabulate(rows, headers=["card", "cost", "types"], tablefmt="simple"))
        return 0
    card = library.card(args.name)
    if card is None:
        raise ScenarioError("cards", "NAME", f"unknown card {args.name!r}")
    print(f"{card.name}  {card.mana_cost}")
    line = " ".join(card.supertypes + card.types) + (" — " + " ".join(card.subtypes) if card.subtypes else "")
    print(line)
    if card.star or card.power is not None:
        pt = "*" if card.star else f"{card.power}/{card.toughness}"
        print(pt)
    for i, ability in enumerate(card.abilities, start=1):
        cls = library.ability_class.get(ability, "?")
        modelled = "continuous effect modelled" if ability in library.effect_abilities else "text only"
        print(f"  {i}. {library.render(ability, card.name)}   [{cls}; {ability}; {modelled}]")
    for note in card.notes:
        print(f"  not modelled: {note}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    args = build_parser().parse_args(argv)
    try:
        library = load_library()
        handler: dict[str, Any] = {"layers": cmd_layers, "cards": cmd_cards}
        return handler[args.command](args, library)
    except MtgSolveError as exc:
        print(f"mtgsolve: {exc}", file=sys.stderr)
        return exc.exit_status
    except KeyboardInterrupt:
        return 130
