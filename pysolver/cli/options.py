"""The options of every `mtgsolve` command (argparse): their types, the solver limits they share, and
the parser of one command or of all (built only for the command a line starts with)."""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable
from typing import Any

from pysolver.solving.limits import Limits


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        command = self.prog.partition(" ")[2]
        where = f"{command}: " if command else ""
        self.exit(2, f"mtgsolve: {where}{' '.join(message.split())} (see --help)\n")


def _amount(what: str) -> Callable[[str], float]:
    """An option's type: a positive, finite number of `what` (--timeout's seconds, --max-memory's
    megabytes)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number of {what}, got {text!r}") from None
        if not math.isfinite(value) or value <= 0:
            raise argparse.ArgumentTypeError(f"expected a positive number of {what}, got {text!r}")
        return value
    return parse


def _positive(what: str) -> Callable[[str], int]:
    """An option's type: a positive whole number of `what` (atoms, workers, boards...)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number of {what}, got {text!r}") from None
        if value <= 0:
            raise argparse.ArgumentTypeError(f"expected a positive number of {what}, got {text!r}")
        return value
    return parse


def _add_limits(command: argparse.ArgumentParser, timeout: float = 60.0) -> None:
    """The solver limits every question takes (exit status 3 when one is reached)."""
    command.add_argument("--timeout", type=_amount("seconds"), default=timeout, metavar="SECONDS",
                         help=f"time limit in seconds (default {timeout:g}); exit status 3 when reached")
    command.add_argument("--max-atoms", type=_positive("atoms"), default=5_000_000, metavar="N",
                         help="ground-size limit (default 5000000); exit status 3 when exceeded")
    command.add_argument("--max-memory", type=_amount("megabytes"), default=2048, metavar="MB",
                         help="memory limit in megabytes (default 2048); exit status 3 when exceeded")


def limits(args: argparse.Namespace) -> Limits:
    """The solver limits of the command line."""
    return Limits(timeout=args.timeout, max_atoms=args.max_atoms, max_memory_mb=args.max_memory)


class _Version(argparse.Action):
    """--version: the installed package's version (its metadata), or "unknown" when run from a bare
    checkout; read only when asked for (reading the metadata takes longer than a small question)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show the program's version number and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("mtgsolve")
        except PackageNotFoundError:
            number = "unknown"
        print(f"mtgsolve {number}")
        parser.exit()


def _layers_arguments(layers: argparse.ArgumentParser) -> None:
    """mtgsolve layers: its options."""
    layers.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    layers.add_argument("--json", action="store_true", help="print the JSON result")
    layers.add_argument("--trace", action="store_true",
                        help="show the effects in words, the application order, the dependencies and why an "
                        "effect did not apply or kept applying")
    layers.add_argument("--explain", action="append", default=[], metavar="OBJECT",
                        help="say which effect last set each changed value of the object (repeatable)")
    layers.add_argument("--graph", metavar="FILE",
                        help="write the dependency graph: .dot or .gv (DOT), .png or .svg (drawn with matplotlib)")
    _add_limits(layers)


def _combat_arguments(combat: argparse.ArgumentParser) -> None:
    """mtgsolve attacks and mtgsolve blocks: their options."""
    combat.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    combat.add_argument("--json", action="store_true", help="print the JSON result")
    combat.add_argument("--limit", type=_positive("declarations"), default=100, metavar="N",
                        help="list at most N legal declarations (default 100)")
    _add_limits(combat)


def _replace_arguments(replace: argparse.ArgumentParser) -> None:
    """mtgsolve replace: its options."""
    replace.add_argument("scenario", help="scenario file (YAML or JSON) with an `event`, or - for standard input")
    replace.add_argument("--json", action="store_true", help="print the JSON result")
    replace.add_argument("--trace", action="store_true",
                         help="also show the layers' trace of the board the question reads (as `layers --trace`)")
    replace.add_argument("--explain", action="append", default=[], metavar="OBJECT",
                         help="say which effect last set each changed value of the object on that board (repeatable)")
    _add_limits(replace)


def _explore_arguments(explore: argparse.ArgumentParser) -> None:
    """mtgsolve explore: its options."""
    explore.add_argument("scenario", help="scenario file (YAML or JSON), or - for standard input")
    explore.add_argument("--json", action="store_true", help="print the JSON result")
    explore.add_argument("--limit", type=_positive("classes of orderings"), default=300, metavar="N",
                         help="run the engine on at most N classes of orderings that can differ; beyond, "
                              "sample N orderings at random (default 300)")
    explore.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the sample (default 0)")
    _add_limits(explore, timeout=300.0)  # one engine run per class of orderings: up to --limit of them


def _cards_arguments(cards: argparse.ArgumentParser) -> None:
    """mtgsolve cards: its options."""
    cards.add_argument("name", nargs="*", metavar="NAME | import PATH",
                       help="a card name or part of one (case-insensitive); or `import PATH`: compile a card "
                            "data file (MTGJSON AtomicCards.json or Scryfall oracle-cards, gzipped or not) into "
                            "the cache, used instead of the shipped card library")
    cards.add_argument("--no-progress", action="store_true", help="import: no progress bar")
    cards.add_argument("--workers", type=_positive("workers"), default=os.cpu_count() or 1, metavar="N",
                       help="import: compile in N processes (default: the number of CPUs)")


def _abilities_arguments(abilities: argparse.ArgumentParser) -> None:
    """mtgsolve abilities: its options."""
    abilities.add_argument("words", nargs="*",
                           help="show only the forms and texts containing every word (case-insensitive)")


def _batch_arguments(batch: argparse.ArgumentParser) -> None:
    """mtgsolve batch: one question over many scenario files (pysolver.batch.run)."""
    from pysolver.batch.run import QUESTIONS

    batch.add_argument("paths", nargs="+", metavar="DIR|FILES",
                       help="scenario files, or folders (every .yaml, .yml and .json file under them)")
    batch.add_argument("--command", dest="question", required=True, choices=QUESTIONS,
                       help="the question to ask of each scenario")
    batch.add_argument("--out", default="batch.jsonl", metavar="RESULTS.jsonl",
                       help="the JSON-lines result file (default batch.jsonl); scenarios in it are not asked again")
    batch.add_argument("--workers", type=_positive("workers"), default=os.cpu_count() or 1, metavar="N",
                       help="worker processes (default: the number of CPUs; on Dask, the local cluster's workers)")
    batch.add_argument("--dask", action="store_true", help="run on a local dask.distributed cluster")
    batch.add_argument("--scheduler", metavar="ADDRESS", help="run on the Dask scheduler at ADDRESS (tcp://host:8786)")
    batch.add_argument("--limit", type=_positive("declarations"), default=100, metavar="N",
                       help="attacks/blocks: list at most N legal declarations (default 100)")
    batch.add_argument("--no-progress", action="store_true", help="no progress bar")
    _add_limits(batch)


def _questions(text: str) -> list[str]:
    """--questions: a comma-separated list of layers, attacks, blocks, replace."""
    from pysolver.check.runner import QUESTIONS

    chosen = [q.strip() for q in text.split(",") if q.strip()]
    unknown = [q for q in chosen if q not in QUESTIONS]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"expected some of {','.join(QUESTIONS)}, got {text!r}")
    return list(dict.fromkeys(chosen))


def _check_arguments(check: argparse.ArgumentParser) -> None:
    """mtgsolve check: its options."""
    check.add_argument("--examples", type=_positive("boards"), default=100, metavar="N",
                       help="random boards per question (default 100)")
    check.add_argument("--seed", type=int, default=None, help="random seed (default: a new one, printed)")
    check.add_argument("--questions", type=_questions, default=["layers", "attacks", "blocks", "replace"],
                       metavar="LIST", help="comma-separated: layers,attacks,blocks,replace (default all)")
    check.add_argument("--out", default="mtgsolve-counterexamples", metavar="DIR",
                       help="where counterexamples are written (default ./mtgsolve-counterexamples)")
    check.add_argument("--card", action="append", metavar="NAME",
                       help="layers: draw boards from this card only, of the hand-written or the compiled library "
                            "(repeat for several; default the whole hand-written library)")
    check.add_argument("--no-progress", action="store_true", help="no progress bar")
    check.add_argument("--fail-on-counterexample", action="store_true",
                       help="exit status 1 when a counterexample is found (for CI; by default 0 when the check ran, "
                            "whatever it found, as for every command)")


def _port(text: str) -> int:
    """--port: a TCP port, 0 for a free one."""
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"expected a port number from 0 to 65535, got {text!r}")
    return int(text)


def _serve_arguments(serve: argparse.ArgumentParser) -> None:
    """mtgsolve serve: its options."""
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=_port, default=0, metavar="N", help="the port (default: a free one, printed)")
    _add_limits(serve)  # each question's (explore: at least 300 s, as `mtgsolve explore`)


# each subcommand: its help line and what adds its options
COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None]]] = {
    "layers": ("characteristics of every object after all continuous effects (613)", _layers_arguments),
    "attacks": ("legal declarations of attackers (508.1)", _combat_arguments),
    "blocks": ("legal declarations of blockers (509.1)", _combat_arguments),
    "replace": ("every outcome of an event under replacement and prevention effects (614-616)", _replace_arguments),
    "explore": ("the layers result over every ordering of the timestamps (613.7)", _explore_arguments),
    "batch": ("one question over many scenario files, in parallel; JSON lines", _batch_arguments),
    "check": ("check the engine's answers on random boards (properties of the rules, brute force); "
              "counterexamples written as scenario files", _check_arguments),
    "cards": ("list the card library, or show the cards whose name contains NAME", _cards_arguments),
    "abilities": ("the forms of Oracle text the compiler reads, each with a line it accepts; the ability texts a "
                  "custom object may use, with the words they take", _abilities_arguments),
    "serve": ("a page for judges in the browser: build a board, ask any question (the `web` extra)", _serve_arguments),
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of every subcommand, or with `command` the parser of that one alone (what
    main builds when the line starts with it: building all of them took some 10 ms, a twentieth of a
    small question from the command line)."""
    parser = _Parser(prog="mtgsolve", description="Magic: The Gathering rules engine (clingo).")
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (what, add_arguments) in COMMANDS.items():
        if command is None or name == command:
            add_arguments(sub.add_parser(name, help=what))
    return parser
