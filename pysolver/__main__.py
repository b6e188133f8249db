"""`python -m pysolver` is the `mtgsolve` command.

The modules are imported with Python's cycle collector paused and are then set aside for good
(gc.freeze): an import makes tens of thousands of objects that live as long as the process, none of
them garbage, and the collector went over them some 40 times while the command line was imported
(about 6 ms of a small question's CPU)."""

import gc

gc.disable()
try:
    from pysolver.cli.main import run
except KeyboardInterrupt:  # Ctrl-C while the modules load: the exit status of an interrupt, no traceback
    import os

    os._exit(130)
gc.freeze()
gc.enable()
run()
