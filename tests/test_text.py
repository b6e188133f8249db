"""The table layout of every human answer (pysolver.text.simple_table) against its reference,
tabulate's "simple" format, on random tables."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tabulate import tabulate

from pysolver.text import simple_table

# pieces of cells: words, spaces around them, several lines, continuation lines indented as the
# answers indent them, a letter wider than ASCII
PIECES = st.sampled_from(["a", "bb", " ", "\n", "é", "x y", "  lead", "trail  ", "--", "\n  more"])
HEADERS = st.text(alphabet="abcdef PT/", min_size=1, max_size=8).map(str.strip).filter(bool)


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[str], list[list[str]]]:
    """Headers and rows; the first cell of a row is never blank, as an object's id or a card's name
    is not (tabulate drops some blank lines of one-column tables, a case no answer has)."""
    headers = draw(st.lists(HEADERS, min_size=1, max_size=4))
    cell = st.lists(PIECES, max_size=4).map("".join)
    first = st.lists(PIECES, max_size=2).map(lambda pieces: "id" + "".join(pieces))
    row = st.tuples(first, *[cell] * (len(headers) - 1)).map(list)
    return headers, draw(st.lists(row, max_size=5))


@settings(max_examples=500, deadline=None)
@given(tables())
def test_simple_table_is_tabulates_simple_format(table: tuple[list[str], list[list[str]]]) -> None:
    headers, rows = table
    assert simple_table(headers, rows) == tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


def test_simple_table_layout() -> None:
    """Written out by hand: columns two wider than their headers at least, two spaces apart, a cell of
    two lines, no spaces at the ends of lines."""
    text = simple_table(["id", "P/T"], [["bears", "2/2"], ["wall", " 0/4\n  (defender) "], ["x", ""]])
    assert text.split("\n") == ["id     P/T",
                                "-----  ------------",
                                "bears  2/2",
                                "wall   0/4",
                                "         (defender)",
                                "x"]
