"""The whole suite, and every command line it starts, keeps its cache (pysolver.programs.cache) in a folder of
its own: never the user's, and never one left by an earlier run."""

from __future__ import annotations

import os
import tempfile

os.environ["MTGSOLVE_CACHE_DIR"] = tempfile.mkdtemp(prefix="mtgsolve-test-cache-")
