"""A cache on disk of what the command line would otherwise compute again in every process.

Reading the card library (grounding some 130 `.lp` files and converting their atoms) took about a
quarter of a small question's time from the command line; the object it builds is pickled here
and read back in about 2 ms. An entry is named by a digest of everything it was computed from
(the files given, the Python, clingo and cache versions), so a changed encoding or a changed
reader is a different entry and an old one is never read. The cache is only ever a speed-up:
when its folder cannot be read or written, or an entry is damaged, the value is computed as if
there were no cache.

Where it lives: `MTGSOLVE_CACHE_DIR` when set (empty: no cache), else `$XDG_CACHE_HOME/mtgsolve`,
else `~/.cache/mtgsolve`. An entry is a pickle, read as trusted as the user's own files are.
"""

from __future__ import annotations

import os
import pickle
import sys
import time
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import clingo

T = TypeVar("T")
# changes whenever what an entry holds changes in a way its inputs do not show
FORMAT = 1
# a file modified this recently is read again for every digest (_file_sums)
RACY_NS = 2 * 10**9


def cache_dir() -> Path | None:
    """The cache's folder, or None when the cache is turned off (MTGSOLVE_CACHE_DIR="")."""
    chosen = os.environ.get("MTGSOLVE_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mtgsolve"


def digest(inputs: Iterable[Path]) -> str:
    """A digest of the inputs' names and contents and of the versions that read them: two checksums of
    32 bits each (zlib's; importing hashlib would cost more than reading the entry), enough to tell an
    edited file, which is all a cache key has to do."""
    text = f"{FORMAT} {sys.version_info[:2]} {clingo.__version__}".encode()
    crc, adler = zlib.crc32(text), zlib.adler32(text)
    for path in inputs:
        data = path.name.encode() + b"\0" + _file_sums(path)
        crc, adler = zlib.crc32(data, crc), zlib.adler32(data, adler)
    return f"{crc:08x}{adler:08x}"


_sums: dict[tuple[Path, int, int], bytes] = {}


def _file_sums(path: Path) -> bytes:
    """The checksums and length of a file's contents: read once per process while its modification
    time and size stay the same (the library's and the ability index's entries are named by mostly
    the same files), unless it was modified in the last RACY_NS, where an edit may leave the time as
    it was (file times are as coarse as the kernel's clock tick; git's "racy clean" case)."""
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    found = _sums.get(key)
    if found is None:
        data = path.read_bytes()
        found = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data)}".encode()
        if time.time_ns() - stat.st_mtime_ns > RACY_NS:
            _sums[key] = found
    return found


def cached(name: str, inputs: Iterable[Path], build: Callable[[], T]) -> T:
    """The value `build()` gives, read from the cache when an entry computed from the same inputs is
    there, else built and stored (older entries of the same name are removed)."""
    folder = cache_dir()
    if folder is None:
        return build()
    entry = folder / f"{name}-{digest(inputs)}.pickle"
    try:
        with open(entry, "rb") as fh:
            return pickle.load(fh)
    except Exception:  # none yet, or damaged or unreadable: computed again and written over
        pass
    value = build()
    _store(folder, entry, name, value)
    return value


def _symbol_reduced(symbol: clingo.Symbol) -> tuple[Callable[..., clingo.Symbol], tuple[object, ...]]:
    """A symbol as the call that makes it again (its arguments pickled the same way): clingo's own
    pickling keeps the symbol's address in this process, which means nothing (and crashes) in another."""
    kind = symbol.type
    if kind == clingo.SymbolType.Function:
        return clingo.Function, (symbol.name, symbol.arguments, symbol.positive)
    if kind == clingo.SymbolType.Number:
        return clingo.Number, (symbol.number,)
    if kind == clingo.SymbolType.String:
        return clingo.String, (symbol.string,)
    return clingo.parse_term, (str(symbol),)  # #inf, #sup


def _store(folder: Path, entry: Path, name: str, value: object) -> None:
    """Write the entry whole or not at all (a temporary file renamed), and remove the older entries of
    the same name; any failure leaves the cache as it was."""
    import tempfile  # only when an entry is written (its import costs more than reading one)

    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{name}-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as fh:
                pickler = pickle.Pickler(fh, protocol=pickle.HIGHEST_PROTOCOL)
                pickler.dispatch_table = {clingo.Symbol: _symbol_reduced}
                pickler.dump(value)
            os.replace(temporary, entry)
        except BaseException:
            os.unlink(temporary)
            raise
        for old in folder.glob(f"{name}-{'?' * len(entry.stem.rpartition('-')[2])}.pickle"):
            if old != entry:
                old.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError):
        pass
