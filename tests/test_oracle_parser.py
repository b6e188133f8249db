"""The Oracle compiler's Earley parser is Lark's, given its predictions once per Earley set and only
those that may start with the next token (pysolver.cards.oracle._Predictions, issue 27: a tenth of
the time): on the golden sample of corpus lines and the golden cards' lines, it gives the very parse
tree Lark's own predictor gives, or stops at the same token."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from pysolver.cards import oracle
from pysolver.cards.oracle.words import NotUnderstood, lex, normalise

GOLDEN = Path(__file__).parent / "golden" / "oracle"


def lines() -> list[str]:
    """The normalised lines of the golden sample and of the golden cards, each once."""
    sample = json.loads((GOLDEN / "sample.json").read_text(encoding="utf-8"))["lines"]
    cards = json.loads((GOLDEN / "cards.json").read_text(encoding="utf-8"))
    found = [normalise(text, name) for name, text in sample]
    found += [normalise(line["line"], card["name"]) for card in cards for line in card["lines"]]
    return sorted(set(found))


@pytest.fixture(scope="module")
def lark_own() -> Lark:
    """The grammar with Lark's own predictor."""
    grammar = resources.files("pysolver.cards.oracle").joinpath("oracle.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="earley", lexer=oracle._WordLexer, keep_all_tokens=True, ambiguity="resolve")


def test_the_parser_is_lark_with_the_predictions_given_once() -> None:
    assert isinstance(oracle._parser().parser.parser.predictions, oracle._Predictions)


def test_every_line_parses_as_with_lark_own_predictor(lark_own: Lark) -> None:
    parsed = stopped = 0
    for text in lines():
        try:
            words = lex(text, oracle._literal_words())
        except NotUnderstood:
            continue
        try:
            expected = lark_own.parse(text)
        except UnexpectedInput as stop:
            with pytest.raises(type(stop)) as ours:
                oracle._tree(text, words)
            assert getattr(ours.value, "pos_in_stream", None) == getattr(stop, "pos_in_stream", None), text
            stopped += 1
            continue
        assert oracle._tree(text, words) == expected, text
        parsed += 1
    assert parsed >= 100 and stopped >= 20  # both kinds of line are compared
