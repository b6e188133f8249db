"""`python -m pysolver` is the `mtgsolve` command."""

from pysolver.cli import run

run()
