"""`python -m pysolver` is the `mtgsolve` command."""

from pysolver.cli.main import run

run()
