"""The hand-written library as the test of the compiler's meaning (issue 27): every library card's
ability, written back into its Oracle words, compiles to the very facts its hand-written ability file
gives (up to the names of the ability and of the selectors it counts), for the abilities listed in
tests/golden/oracle/library_equal.txt; that list may only grow (tools/oracle_vs_library.py prints the
others and why)."""

from __future__ import annotations

from pathlib import Path

import clingo

from pysolver.cards.oracle import compile_ability
from tools.oracle_vs_library import compare, library_templates

EQUAL = Path(__file__).parent / "golden" / "oracle" / "library_equal.txt"


def test_library_abilities_compile_to_their_hand_written_facts() -> None:
    rows = library_templates()
    equal = {f"{r.card}: {r.ability}" for r in rows if r.equal}
    expected = {line for line in EQUAL.read_text(encoding="utf-8").splitlines() if line}
    lost = sorted(expected - equal)
    assert not lost, "abilities whose compiled facts no longer equal the hand-written ones:\n" + "\n".join(
        f"{r.card}: {r.ability}: {r.why}" for r in rows if f"{r.card}: {r.ability}" in lost)
    assert len(expected) >= 100


def test_a_different_meaning_is_reported_with_the_facts_that_differ() -> None:
    # Glint Hawk Idol's animation against other words: "a 2/2 Bird creature" sets the card types (205.1a),
    # where the hand-written file adds the artifact and creature types ("artifact creature", 205.1b)
    text = "{W}: Glint Hawk Idol becomes a 2/2 Bird creature with flying until end of turn."
    row = compare("Glint Hawk Idol", clingo.Function("idol_animate"), text, compile_ability(text, "Glint Hawk Idol"))
    assert not row.equal
    assert "set_type(creature)" in row.why and "add_type(creature)" in row.why
