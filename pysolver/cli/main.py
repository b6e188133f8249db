"""The entry point of the `mtgsolve` command line (exit 0 answered, 2 bad input, 3 solver limit).

A small question from the command line takes a fifth of a second, most of it starting Python and
importing modules: the parser of the command the line starts with is built alone, and the commands
import what only some answers need where they use it.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import NoReturn

from pysolver.cards.library import load_library
from pysolver.cli.commands import HANDLERS
from pysolver.cli.options import COMMANDS, build_parser
from pysolver.errors import MtgSolveError


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    argv = sys.argv[1:] if argv is None else argv
    # a line that starts with a subcommand needs the parser of that one only (--help before it: all)
    args = build_parser(argv[0] if argv and argv[0] in COMMANDS else None).parse_args(argv)
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:  # a name the terminal cannot show is escaped, not an error
        reconfigure(errors="backslashreplace")
    try:
        library = load_library()
        return HANDLERS[args.command](args, library)
    except MtgSolveError as exc:
        from pysolver.text import escaped

        for line in exc.lines():  # one line per problem; what came from the input printed escaped
            print(f"mtgsolve: {escaped(' '.join(line.split()))}", file=sys.stderr)
        return exc.exit_status
    except BrokenPipeError:  # `mtgsolve ... | head`: the reader has gone, nothing left to say
        return 0
    except KeyboardInterrupt:
        return 130


def run() -> NoReturn:
    """The console script (and `python -m pysolver`): main(), then leave at once.

    Tearing the interpreter down frees every clingo symbol and Python object one by one, about a
    tenth of a second after a large board; the answer is written and nothing is left to clean up
    (no file is open, and a grounding thread left by the time limit is abandoned anyway).

    The objects made so far (the modules imported) are moved out of the cycle collector's sight
    (gc.freeze): they live as long as the process, and every collection of the oldest generations
    would go over them again."""
    gc.freeze()
    try:
        status = main()
    except KeyboardInterrupt:  # Ctrl-C outside the question (reading the arguments)
        status = 130
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader has gone: as in main(), nothing left to say
        pass
    sys.stderr.flush()
    os._exit(status)
