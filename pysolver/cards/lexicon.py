"""The lexicon of a compiled library file (pysolver.cards.compiled): the phrases its texts share,
each written once, so that a line holds an Oracle text, a meaning in words or a fact in few bytes.

Oracle text repeats itself ("target creature", "until end of turn", "you control"): the phrases of
a file's texts are found by byte-pair merging over their words (each merge joins the two adjacent
pieces that occur most, weighted by the bytes they hold), and those worth it get a code, one
character: a phrase used most gets one of two UTF-8 bytes, the others one of three. A lexicon entry
is its phrase written with the codes of its two halves; a text is written with the codes of its
phrases (the longest first). Any character of a text that is itself a code is written after
ESCAPE, so every text is given back exactly. A lexicon depends only on the texts it is made from
(the same texts give the same lexicon, byte for byte), and any text can be written with it. A file
has two, on its second line: the faces' (made from the corpus's texts) and the definitions'.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

# the code characters: two UTF-8 bytes (Latin Extended, IPA, spacing modifiers; Greek, Cyrillic,
# Armenian: no combining marks, nothing written right to left), then three (CJK ideographs)
_RANGES = ((0x0100, 0x0300), (0x0370, 0x0590), (0x4E00, 0xA000))
CODE_COUNT = sum(end - start for start, end in _RANGES)
# the first code says that the next character is itself, not a code; entry i has code i + 1
ESCAPE = chr(_RANGES[0][0])
_TWO_BYTES = sum(end - start for start, end in _RANGES if end <= 0x800) - 1
# the pieces merging starts from: words, and every other character alone
_TOKEN = re.compile(r"\w+|[^\w]", re.DOTALL)
# a pair of pieces is merged only when it occurs this many times; at most this many merges a round
_LEAST, _PER_ROUND = 4, 2000


def code(number: int) -> str:
    """The code character of this number (0: ESCAPE; ValueError: no such code)."""
    for start, end in _RANGES:
        if 0 <= number < end - start:
            return chr(start + number)
        number -= end - start
    raise ValueError("no such code")


def _number(character: str) -> int | None:
    """The number of a code character (code's inverse), None for a character that is no code."""
    point, number = ord(character), 0
    for start, end in _RANGES:
        if start <= point < end:
            return number + point - start
        number += end - start
    return None


def escaped(text: str) -> str:
    """The text with each character that is a code written after ESCAPE."""
    return "".join(ESCAPE + c if c >= ESCAPE and _number(c) is not None else c for c in text)


class Lexicon:
    """The phrases of a file (its entries, as the file writes them): `write` gives a text's short
    form, `read` the text back."""

    def __init__(self, entries: list[str]) -> None:
        if len(entries) >= CODE_COUNT:
            raise ValueError(f"a lexicon of {len(entries)} entries (at most {CODE_COUNT - 1})")
        self.entries = entries
        self._phrases: dict[str, str] = {}
        self._trie: list[Any] | None = None  # made when a text is first written

    def write(self, text: str) -> str:
        """The text written with the lexicon's codes: from the left, the longest phrase of the
        lexicon that starts there (whole pieces: words and single other characters), else the next
        piece as it is."""
        if self._trie is None:
            self._trie = [{}, None]  # a node: [the pieces that go on -> their nodes, the code ending here]
            for number in range(1, len(self.entries) + 1):
                node = self._trie
                for piece in _TOKEN.findall(self.read(code(number))):
                    node = node[0].setdefault(piece, [{}, None])
                node[1] = node[1] or code(number)
        pieces, out, i = _TOKEN.findall(text), [], 0
        while i < len(pieces):
            node, j, longest = self._trie, i, None
            while j < len(pieces) and pieces[j] in node[0]:
                node, j = node[0][pieces[j]], j + 1
                longest = (j, node[1]) if node[1] else longest
            if longest is None:
                out.append(escaped(pieces[i]))
                i += 1
            else:
                out.append(longest[1])
                i = longest[0]
        return "".join(out)

    def read(self, written: str) -> str:
        """The text a line writes with the lexicon's codes (ValueError: a code of no entry)."""
        if written.isascii():  # no code (the codes are no ASCII characters)
            return written
        out, characters = [], iter(written)
        for c in characters:
            number = _number(c) if c >= ESCAPE else None
            if number is None:
                out.append(c)
            elif number == 0:
                out.append(next(characters, ""))
            else:
                out.append(self._phrase(c, number))
        return "".join(out)

    def _phrase(self, written: str, number: int) -> str:
        if written not in self._phrases:
            if number > len(self.entries):
                raise ValueError(f"the code {written!r} is no entry of the lexicon")
            self._phrases[written] = ""  # an entry that holds itself reads as nothing, never loops
            self._phrases[written] = self.read(self.entries[number - 1])
        return self._phrases[written]


def make_lexicon(texts: Counter[str]) -> Lexicon:
    """The lexicon of these texts (each counted as often as the file writes it)."""
    pieces = {text: _TOKEN.findall(text) for text in sorted(texts)}
    halves: dict[str, tuple[str, str]] = {}  # a merged piece -> its two halves (the first merge giving it)
    while True:
        pairs: Counter[tuple[str, str]] = Counter()
        for text, seq in pieces.items():
            for pair in zip(seq, seq[1:], strict=False):
                pairs[pair] += texts[text]
        best = sorted((pair for pair, n in pairs.items() if n >= _LEAST),
                      key=lambda p: (-pairs[p] * len((p[0] + p[1]).encode()), p))[:_PER_ROUND]
        if not best:
            break
        chosen = set(best)
        for pair in best:
            halves.setdefault(pair[0] + pair[1], pair)
        for text, seq in pieces.items():
            pieces[text] = _merged(seq, chosen)
    uses: Counter[str] = Counter()
    for text, seq in pieces.items():
        for piece in seq:
            uses[piece] += texts[text]
    codes = _codes(uses)

    def write(piece: str) -> str:
        if piece in codes:
            return codes[piece]
        return write(halves[piece][0]) + write(halves[piece][1]) if piece in halves else escaped(piece)

    return Lexicon([(write(halves[p][0]) + write(halves[p][1])) if p in halves else escaped(p) for p in codes])


def _merged(seq: list[str], chosen: set[tuple[str, str]]) -> list[str]:
    """The pieces with each chosen pair joined, from the left."""
    out: list[str] = []
    i = 0
    while i < len(seq):
        if i + 1 < len(seq) and (seq[i], seq[i + 1]) in chosen:
            out.append(seq[i] + seq[i + 1])
            i += 2
        else:
            out.append(seq[i])
            i += 1
    return out


def _codes(uses: Counter[str]) -> dict[str, str]:
    """piece -> its code, for the pieces whose code saves more bytes than their entry costs; the
    most saving first (the codes of two bytes)."""
    def saved(piece: str, code_bytes: int) -> int:
        return uses[piece] * (len(piece.encode()) - code_bytes) - len(piece.encode()) - 3

    ranked = sorted((p for p in uses if saved(p, 3) > 0), key=lambda p: (-saved(p, 2), p))
    kept = [p for i, p in enumerate(ranked) if saved(p, 2 if i < _TWO_BYTES else 3) > 0][:CODE_COUNT - 1]
    return {piece: code(i + 1) for i, piece in enumerate(kept)}

