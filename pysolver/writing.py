"""Files the command line writes for the user (`--graph FILE`, `check --out DIR`): made whole under a
fresh name beside their place, then renamed onto it.

The temporary file is created with a unique name and O_EXCL (tempfile.mkstemp), so that nothing
already there is opened, overwritten, deleted or followed (a symbolic link planted at a predictable
name); the rename replaces the name itself, never what a link there points to. A reader sees the
old file or the new one, never half of one. The file gets the permissions the user's umask gives a
new file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_whole(target: Path, write: Callable[[BinaryIO], None]) -> None:
    """Write a file with `write(stream)` under a fresh name in the target's folder, then rename it onto
    `target` (OSError when it cannot be written; nothing is left behind)."""
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        mask = os.umask(0)
        os.umask(mask)
        os.fchmod(handle, 0o666 & ~mask)
        with os.fdopen(handle, "wb") as stream:
            write(stream)
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise


def write_text_whole(target: Path, text: str) -> None:
    """write_whole of a UTF-8 text."""
    write_whole(target, lambda stream: stream.write(text.encode("utf-8")))
