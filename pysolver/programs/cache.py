"""A cache on disk of what the command line would otherwise compute again in every process.

Reading the card library (grounding some 130 `.lp` files and converting their atoms) took about a
quarter of a small question's time from the command line; the object it builds is written here as
plain data and read back in a few milliseconds. An entry is named by a digest of everything it was
computed from (the files given, the Python, clingo and cache versions), so a changed encoding or a
changed reader is a different entry and an old one is never read. The cache is only ever a speed-up:
when its folder cannot be read or written, or an entry is damaged, the value is computed as if
there were no cache.

An entry is JSON text: nothing in it can run code. Its reader (a Shape) checks every value it reads,
so an entry of the wrong shape is a miss, computed again and written over, never an error. A folder
or an entry owned by another user, writable by others, or not a plain folder or file (a FIFO, a
device, a link at the entry's name) is not read (nor the folder written).

Where it lives: `MTGSOLVE_CACHE_DIR` when set (empty: no cache), else `$XDG_CACHE_HOME/mtgsolve`,
else `~/.cache/mtgsolve`.
"""

from __future__ import annotations

import functools
import json
import os
import stat
import sys
import time
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Generic, TypeVar

import clingo

T = TypeVar("T")
# changes whenever what an entry holds changes in a way its inputs do not show
FORMAT = 2
# a file modified this recently is read again for every digest (_file_sums)
RACY_NS = 2 * 10**9
# an entry larger than this is not read (the library's is about 100 KB)
MOST_BYTES = 64 * 2**20


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


class WrongShape(ValueError):
    """An entry that is not what its reader expects: a miss."""


class Shape(Generic[T]):
    """How a value is written as plain JSON data (`write`) and read back (`read`), checking every
    part it reads: anything else raises WrongShape."""

    def __init__(self, write: Callable[[T], Any], read: Callable[[Any], T]) -> None:
        self.write = write
        self.read = read


def _typed(kind: type) -> Callable[[Any], Any]:
    def read(value: Any) -> Any:
        if type(value) is not kind:  # (a bool is no int here)
            raise WrongShape(f"{kind.__name__} expected")
        return value
    return read


def _same(value: T) -> T:
    return value


def _nothing(value: Any) -> None:
    if value is not None:
        raise WrongShape("nothing (null) expected")


TEXT: Shape[str] = Shape(_same, _typed(str))
# a value that is always None where it is kept (anything else is not written: see cached)
NOTHING: Shape[None] = Shape(_nothing, _nothing)
INT: Shape[int] = Shape(_same, _typed(int))


@functools.lru_cache(maxsize=8192)
def _parse_symbol(text: str) -> clingo.Symbol:
    """A symbol from its text (each distinct one parsed once per process)."""
    try:
        return clingo.parse_term(text, logger=lambda code, message: None)
    except RuntimeError as error:
        raise WrongShape("not a term") from error


def _read_symbol(value: Any) -> clingo.Symbol:
    return _parse_symbol(_typed(str)(value))


# a clingo symbol as its text (clingo's pickling keeps its address in the process that wrote it)
SYMBOL: Shape[clingo.Symbol] = Shape(str, _read_symbol)


def optional(shape: Shape[T]) -> Shape[T | None]:
    """A value of that shape, or None."""
    return Shape(lambda v: None if v is None else shape.write(v), lambda v: None if v is None else shape.read(v))


def list_items(value: Any) -> list[Any]:
    """A JSON list read from an entry, as it is (anything else: WrongShape)."""
    if type(value) is not list:
        raise WrongShape("list expected")
    return value


def list_of(shape: Shape[T]) -> Shape[list[T]]:
    """A list of values of one shape."""
    return Shape(lambda v: [shape.write(x) for x in v], lambda v: [shape.read(x) for x in list_items(v)])


def set_of(shape: Shape[T]) -> Shape[set[T]]:
    """A set, written as a list."""
    return Shape(lambda v: [shape.write(x) for x in v], lambda v: {shape.read(x) for x in list_items(v)})


def frozenset_of(shape: Shape[T]) -> Shape[frozenset[T]]:
    """A frozen set, written as a list."""
    return Shape(lambda v: [shape.write(x) for x in v], lambda v: frozenset(shape.read(x) for x in list_items(v)))


def _pair(value: Any) -> list[Any]:
    if type(value) is not list or len(value) != 2:
        raise WrongShape("pair expected")
    return value


def dict_of(key: Shape[Any], value: Shape[Any]) -> Shape[dict[Any, Any]]:
    """A dictionary, written as a list of [key, value] pairs (its keys need not be text), in order."""
    def read(items: Any) -> dict[Any, Any]:
        return {key.read(k): value.read(v) for k, v in map(_pair, list_items(items))}
    return Shape(lambda d: [[key.write(k), value.write(v)] for k, v in d.items()], read)


def tuple_of(*shapes: Shape[Any]) -> Shape[tuple[Any, ...]]:
    """A tuple of so many values, each of its shape."""
    def read(value: Any) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(shapes):
            raise WrongShape(f"{len(shapes)} values expected")
        return tuple(shape.read(v) for shape, v in zip(shapes, value, strict=True))
    return Shape(lambda t: [shape.write(v) for shape, v in zip(shapes, t, strict=True)], read)


def record(make: Callable[..., T], **fields: Shape[Any]) -> Shape[T]:
    """An object written as the list of its attributes `fields` and made again by `make(**fields)`."""
    names = list(fields)
    values = tuple_of(*fields.values())
    return Shape(lambda obj: values.write(tuple(getattr(obj, name) for name in names)),
                 lambda v: make(**dict(zip(names, values.read(v), strict=True))))


def cached(name: str, inputs: Iterable[Path], build: Callable[[], T], shape: Shape[T]) -> T:
    """The value `build()` gives, read from the cache when an entry computed from the same inputs is
    there, else built and stored (older entries of the same name are removed)."""
    folder = cache_dir()
    if folder is None:
        return build()
    entry = folder / f"{name}-{digest(inputs)}.json"
    text = _read_entry(folder, entry)
    if text is not None:
        try:
            return shape.read(json.loads(text))
        except (ValueError, TypeError, RecursionError):  # damaged or of another shape: computed again
            pass
    value = build()
    try:
        data = json.dumps(shape.write(value), separators=(",", ":")).encode()
    except (ValueError, TypeError):  # a value its shape does not cover: not kept (a bug, never the user's)
        return value
    _store(folder, entry, name, data)
    return value


def _own(status: os.stat_result) -> bool:
    """Whether a file or folder is the user's own: owned by the user and writable by no one else."""
    return status.st_uid == os.geteuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _trusted_folder(folder: Path) -> bool:
    """Whether the cache may read and write in this folder: a folder of the user's own."""
    try:
        status = os.stat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(status.st_mode) and _own(status)


def _read_entry(folder: Path, entry: Path) -> bytes | None:
    """An entry's bytes, or None: none yet, unreadable, or not a regular file of the user's own in a
    folder of the user's own (opened without following a link and without waiting on a FIFO)."""
    if not _trusted_folder(folder):
        return None
    try:
        handle = os.open(entry, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    with os.fdopen(handle, "rb") as fh:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode) or not _own(status) or status.st_size > MOST_BYTES:
            return None
        try:
            return fh.read(MOST_BYTES + 1)
        except OSError:
            return None


def _store(folder: Path, entry: Path, name: str, data: bytes) -> None:
    """Write the entry whole or not at all (a temporary file of a fresh name renamed), and remove the
    older entries of the same name; any failure leaves the cache as it was. Nothing is written in a
    folder that is not the user's own."""
    import tempfile  # only when an entry is written (its import costs more than reading one)

    try:
        if not folder.exists():
            folder.parent.mkdir(parents=True, exist_ok=True)
            folder.mkdir(mode=0o700, exist_ok=True)
        if not _trusted_folder(folder):
            return
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{name}-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as fh:
                fh.write(data)
            os.replace(temporary, entry)
        except BaseException:
            os.unlink(temporary)
            raise
        for old in folder.glob(f"{name}-{'?' * len(entry.stem.rpartition('-')[2])}.*"):
            if old != entry:
                old.unlink(missing_ok=True)
    except OSError:
        pass
