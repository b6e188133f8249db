"""The `mtgsolve` command line: its options (`options`), one function per command (`commands`) and
the entry point (`main`: exit 0 answered, 2 bad input, 3 solver limit)."""

from pysolver.cli.main import main, run

__all__ = ["main", "run"]
