"""`python -m pysolver` is the `mtgsolve` command."""

try:
    from pysolver.cli.main import run
except KeyboardInterrupt:  # Ctrl-C while the modules load: the exit status of an interrupt, no traceback
    import os

    os._exit(130)

run()
