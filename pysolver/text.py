"""Text for people at the width of the terminal: every question's human answer goes through here."""

from __future__ import annotations

import os
import sys
import textwrap

DEFAULT_WIDTH = 80
# never narrower than this, whatever the terminal says
MIN_WIDTH = 40


def escaped(text: str) -> str:
    """Text safe to print on a terminal: every character that is not printable (control characters
    such as ESC, format characters such as bidi overrides and zero-width ones, line and paragraph
    separators, surrogates) written as its Python escape (\\x1b, \\u202e); a space stays a space."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def output_width() -> int:
    """The width to fit: $COLUMNS when set, else the terminal's when the output is one, else 80."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return max(int(columns), MIN_WIDTH)
    if sys.stdout is not None and sys.stdout.isatty():
        try:  # os's own call: shutil.get_terminal_size would import shutil (bz2, lzma...) for nothing
            return max(os.get_terminal_size(sys.stdout.fileno()).columns or DEFAULT_WIDTH, MIN_WIDTH)
        except (AttributeError, ValueError, OSError):
            return DEFAULT_WIDTH
    return DEFAULT_WIDTH


def wrap(text: str, width: int, indent: str = "", hanging: str = "    ") -> list[str]:
    """A paragraph in lines of at most `width` characters: the first indented by `indent`, the
    others by `indent + hanging`."""
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent + hanging,
                         break_long_words=True, break_on_hyphens=False) or [indent]


def wrap_lines(text: str, width: int) -> str:
    """Each line longer than `width` wrapped, its continuations indented four spaces past the line's
    own indentation (for answers written one statement a line)."""
    out: list[str] = []
    for line in text.splitlines():
        if len(line) <= width:
            out.append(line)
            continue
        body = line.lstrip(" ")
        out += wrap(body, width, line[:len(line) - len(body)])
    return "\n".join(out)


def simple_table(headers: list[str], rows: list[list[str]]) -> str:
    """A table laid out as tabulate's "simple" format lays out text (the reference it is tested
    against, tests/test_text.py): each column as wide as its widest line, and at least two wider than
    its header; a line of dashes under the headers; columns two spaces apart; every cell left-aligned
    and stripped of the spaces around it (a cell may have several lines); no line ends in spaces.

    Not tabulate itself: from 0.10 on, importing it reads the package metadata, about 30 ms, a sixth
    of a small question's time from the command line."""
    cells = [[cell.strip().split("\n") for cell in row] for row in rows]
    widths = [max([len(header) + 2, *(len(line) for row in cells for line in row[i])])
              for i, header in enumerate(headers)]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip(),
           "  ".join("-" * w for w in widths)]
    for row in cells:
        for at in range(max(len(cell) for cell in row)):
            line = "  ".join((cell[at] if at < len(cell) else "").ljust(w) for cell, w in zip(row, widths, strict=True))
            out.append(line.rstrip())
    return "\n".join(out)
