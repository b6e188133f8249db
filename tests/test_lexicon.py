"""The lexicon of a compiled library file (pysolver.cards.lexicon): every text written with it reads
back exactly, whatever its characters (codes of the lexicon among them), also a text it was not made
from; phrases the texts share are written once; the same texts give the same lexicon."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pysolver.cards.lexicon import CODE_COUNT, ESCAPE, Lexicon, code, make_lexicon

# words that repeat, and characters that are codes (the escape among them)
ALPHABET = st.sampled_from(["target ", "creature", " you control", ".", " ", "é", "—", ESCAPE, code(1), code(2),
                            code(CODE_COUNT - 1), "\n", "a", "{T}"])
TEXTS = st.lists(ALPHABET, max_size=12).map("".join)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(TEXTS, st.integers(1, 9)), max_size=30), st.lists(TEXTS, max_size=5))
def test_every_text_reads_back_exactly(given_texts: list[tuple[str, int]], others: list[str]) -> None:
    lexicon = make_lexicon(Counter({text: n for text, n in given_texts}))
    for text in [text for text, _ in given_texts] + others:
        assert lexicon.read(lexicon.write(text)) == text
        assert Lexicon(list(lexicon.entries)).read(lexicon.write(text)) == text  # as a file gives it back


def test_shared_phrases_are_written_once() -> None:
    texts = Counter({"Creatures you control get +1/+1.": 40, "Creatures you control have flying.": 30,
                     "Target creature gets +3/+3 until end of turn.": 25, "Flying": 90})
    lexicon = make_lexicon(texts)
    assert lexicon.entries
    for text in texts:
        assert len(lexicon.write(text).encode()) < len(text.encode()) and lexicon.read(lexicon.write(text)) == text
    assert lexicon.read(lexicon.write("Creatures you control have haste.")) == "Creatures you control have haste."
    again = make_lexicon(Counter(dict(reversed(texts.items()))))  # the same texts, counted in another order
    assert again.entries == lexicon.entries


def test_a_code_of_no_entry_is_an_error() -> None:
    with pytest.raises(ValueError, match="no entry of the lexicon"):
        Lexicon([]).read(code(5))
    assert Lexicon([]).read(ESCAPE + code(5)) == code(5)
