"""Keywords that make a permanent enter with counters (614.1c): modular N and graft N (+1/+1 counters, 702.43a,
702.58a), fading N (fade counters, 702.32a), vanishing N (time counters, 702.63a; "vanishing" alone puts none,
702.63b) and ravenous (X +1/+1 counters, 702.156a: the event's `x`). Their triggered abilities act once they have
resolved, and the board states the counters they move or remove."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import enter_counters, enter_run
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Arcbound Worker", "Rusting Golem", "Aven Riftwatcher", "Cytoplast Root-Kin", "Mawloc", "Hardened Scales",
         "Tidewalker")
CORPUS = Path(__file__).parent / "data" / "keyword_enter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)
SCALES = {"id": "scales", "card": "Hardened Scales", "owner": "alice"}

# the card enters from its owner's hand (702.43a ...: the keywords' counters whatever it was cast from)
counters = partial(enter_counters, zone="hand")
run_enter = partial(enter_run, zone="hand")




@pytest.mark.parametrize(("card", "index", "kind", "amount"), [
    ("Arcbound Worker", 0, "+1/+1", "1"), ("Cytoplast Root-Kin", 0, "+1/+1", "4"), ("Rusting Golem", 0, "fade", "5"),
    ("Aven Riftwatcher", 1, "time", "3"), ("Mawloc", 0, "+1/+1", "x")])
def test_the_keyword_is_read(card: str, index: int, kind: str, amount: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [
        f'enters_with_counters("{kind}",{amount})']


def test_modular_graft_fading_and_vanishing(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Arcbound Worker") == {"+1/+1": 1}
    assert counters(tmp_path, "Cytoplast Root-Kin") == {"+1/+1": 4}
    assert counters(tmp_path, "Rusting Golem") == {"fade": 5}
    assert counters(tmp_path, "Aven Riftwatcher") == {"time": 3}


def test_hardened_scales_adds_one_to_plus_one_counters_only(compiled: None, tmp_path: Path) -> None:
    # 614.1a, 122.6: the counters it enters with are put on it; Hardened Scales adds one +1/+1 counter, no fade counter
    assert counters(tmp_path, "Arcbound Worker", [SCALES]) == {"+1/+1": 2}
    assert counters(tmp_path, "Rusting Golem", [SCALES]) == {"fade": 5}


def test_ravenous_reads_x(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Mawloc", x=3) == {"+1/+1": 3}
    answer = run_enter(tmp_path, "Mawloc", [])  # X is the event's: missing, a one-line error (exit 2)
    assert answer.status == 2 and len(answer.err.strip().splitlines()) == 1, answer.err


def test_vanishing_without_a_number_puts_none(compiled: None, tmp_path: Path) -> None:
    # Tidewalker: its time counters come from its first line (one for each Island you control: none here)
    assert isinstance(line_of("Tidewalker", 1), Refused)
    assert counters(tmp_path, "Tidewalker") == {}


@pytest.mark.parametrize("line", ["Modular X", "Fading", "Graft", "Ravenous 2", "Modular\u2014Sunburst"])
def test_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Construct"), Refused)
