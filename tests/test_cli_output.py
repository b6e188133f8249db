"""The `layers` answer for people: the trace says why in words, computed from what the engine did;
type lines as cards print them; one table however many outcomes; `--explain OBJECT`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_helpers import run_cli, write_scenario

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.fixture(autouse=True)
def _columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")


def flat(text: str) -> str:
    """The text with every run of white space as one space (the lines are wrapped)."""
    return " ".join(text.split())


def test_trace_says_blood_moon_removed_urborgs_ability_by_305_7() -> None:
    """305.7: Blood Moon (layer 4) makes Urborg a Mountain, which loses the ability of its rules text;
    Urborg's effect, not yet begun, no longer exists (613.8a: it depends on Blood Moon's)."""
    run = run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--trace")
    assert run.status == 0, run.err
    text = flat(run.out)
    assert "urborg#1: Urborg, Tomb of Yawgmoth: Each land is a Swamp in addition to its other land types." in text
    assert ("urborg#1 (Urborg, Tomb of Yawgmoth) does not apply in layer 4: at step 1 (layer 4) moon#1 "
            "(Blood Moon) made Urborg, Tomb of Yawgmoth a Mountain") in text
    assert "(305.7)" in text
    assert "Dependencies found (613.8a): none" not in text


def test_trace_says_humility_keeps_applying_in_7b_by_613_6() -> None:
    """Opalescence makes Humility a creature (layer 4), Humility removes its own ability (layer 6) and
    still sets P/T in 7b: its effect began in layer 6 and keeps applying (613.6)."""
    run = run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--trace")
    assert run.status == 0, run.err
    text = flat(run.out)
    assert ("hum#1 (Humility) applied at step 3 (layer 7b) although at step 2 (layer 6) hum#1 (Humility) took "
            "every ability from Humility") in text
    assert "(613.6)" in text
    assert "A step with several effects applied them one after another" in text


def test_explain_names_the_last_effect_that_set_each_value() -> None:
    """Humility (timestamp 1) then Opalescence (2) both set Humility's P/T in 7b: Opalescence's, the
    later, wins (613.7): 4/4, its mana value. Its creature type comes from Opalescence (layer 4), the
    loss of its ability from Humility (layer 6)."""
    run = run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--explain", "hum")
    assert run.status == 0, run.err
    text = flat(run.out)
    assert "power: set to 4 by opal#1 (Opalescence; layer 7b, step 3)" in text
    assert max(len(line) for line in run.out.splitlines()) <= 80
    assert "card type creature: added by opal#1 (Opalescence; layer 4, step 1)" in text
    assert ('ability "All creatures lose all abilities and have base power and toughness 1/1.": removed by '
            "hum#1 (Humility; layer 6, step 2)") in text
    run = run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--explain", "hum", "--json")
    changes = json.loads(run.out)["outcomes"][0]["explain"]["hum"]
    assert {"attribute": "power", "value": "4", "how": "set", "effect": "opal#1", "layer": "7b",
            "step": 3} in changes
    assert run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--explain", "nobody").status == 2


def test_json_has_no_explain_unless_asked() -> None:
    run = run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--json")
    assert set(json.loads(run.out)["outcomes"][0]) == {"objects", "order", "dependencies", "state_based_actions"}


def test_type_lines_as_printed_and_json_as_the_contract(monkeypatch: pytest.MonkeyPatch) -> None:
    """Urborg under Blood Moon: a Legendary Land — Mountain (305.7); the JSON keeps lower-case lists."""
    monkeypatch.setenv("COLUMNS", "160")
    run = run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"))
    assert "Legendary Land — Mountain" in flat(run.out) and "Basic Land — Plains" in flat(run.out)
    urborg = json.loads(run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--json").out)
    urborg = urborg["outcomes"][0]["objects"]["urborg"]
    assert (urborg["supertypes"], urborg["types"], urborg["subtypes"]) == (["legendary"], ["land"], ["mountain"])


def test_several_outcomes_show_the_table_once_and_what_differs(tmp_path: Path) -> None:
    """613.7m: Humility and Opalescence with equal timestamps; alice orders them. Humility first:
    Opalescence sets Humility 4/4 last; Opalescence first: Humility sets itself 1/1 last."""
    path = write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "hum", "card": "Humility", "timestamp": 1}, {"id": "opal", "card": "Opalescence", "timestamp": 1}]})
    run = run_cli("layers", str(path))
    assert run.status == 0, run.err
    assert run.out.count("Each other non-Aura enchantment") == 1
    rows = [line.split() for line in run.out.split("What differs between the outcomes:")[1].splitlines()]
    assert ["hum", "Humility", "P/T", "4/4", "1/1"] in rows


def test_zone_and_owner_column_when_an_object_is_off_the_battlefield(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "goyf", "card": "Tarmogoyf"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "zone": "graveyard"}]})
    run = run_cli("layers", str(path))
    assert run.status == 0, run.err
    header = run.out.splitlines()[0].split()
    assert "zone" in header
    assert any(line.split()[:2] == ["bears", "Grizzly"] and "graveyard" in line for line in run.out.splitlines())
    assert "(bob)" in run.out


def test_many_reasons_are_grouped_with_a_cap(tmp_path: Path) -> None:
    """613.8a: Mycosynth Lattice makes every permanent an artifact, so it changes what March of the
    Machines applies to (every noncreature permanent): one clause listing the objects, capped."""
    objects = [{"id": "march", "card": "March of the Machines", "timestamp": 1},
               {"id": "lattice", "card": "Mycosynth Lattice", "timestamp": 2}]
    objects += [{"id": f"p{i}", "card": "Plains", "timestamp": 3 + i} for i in range(12)]
    path = write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": objects})
    run = run_cli("layers", str(path), "--trace")
    assert run.status == 0, run.err
    text = flat(run.out)
    assert "would change whether the effect applies to 13 objects: march, p0, p1, p2," in text
    assert "(5 more)" in text
    assert max(len(line) for line in run.out.splitlines()) <= 80


def test_a_wide_terminal_keeps_the_abilities_in_their_column(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")
    run = run_cli("layers", str(EXAMPLES / "lattice-march.yaml"))
    assert run.out.splitlines()[0].split()[-1] == "abilities"
    assert max(len(line) for line in run.out.splitlines()) <= 160


def test_trace_says_a_condition_did_not_hold(tmp_path: Path) -> None:
    """Metalcraft (604.1, a conditional static): with one artifact Auriok Sunchaser's effect does not
    exist in layers 6 and 7c, and it stays a 1/1 without flying."""
    path = write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "sun", "card": "Auriok Sunchaser", "timestamp": 1},
        {"id": "rock", "custom": {"name": "Rock", "types": ["artifact"]}, "timestamp": 2}]})
    run = run_cli("layers", str(path), "--trace")
    assert run.status == 0, run.err
    assert ("sun#1 (Auriok Sunchaser) does not apply in layers 6, 7c: its condition did not hold when it would "
            "have applied (604.1).") in flat(run.out)


def test_a_section_the_question_does_not_read_is_reported_ignored(tmp_path: Path) -> None:
    """An `event` given to `layers` or `attacks` is not read by those questions: each answer says so (a
    warning line on standard error, `ignored` in the JSON) rather than dropping it silently; a section the
    question reads is not listed: `combat` is read by every question (506.4: the statuses of combat its
    abilities read)."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"},
                                                      {"id": "ogre", "card": "Gray Ogre", "owner": "bob"}],
             "combat": {"attackers": {"bears": "bob"}},
             "event": {"kind": "damage", "source": "ogre", "target": "bears", "amount": 2}}
    path = tmp_path / "both.yaml"
    path.write_text(json.dumps(board))
    run = run_cli("layers", str(path), "--json")
    assert run.status == 0 and json.loads(run.out)["ignored"] == ["event"]
    assert run.err.splitlines() == [
        f"mtgsolve: {path}: warning: the `event` section is read by `replace`, not by `layers`: ignored"]
    run = run_cli("replace", str(path), "--json")
    assert run.status == 0 and "ignored" not in json.loads(run.out) and run.err == ""
    run = run_cli("attacks", str(path), "--json")
    assert run.status == 0 and json.loads(run.out)["ignored"] == ["event"] and "`event` section" in run.err
    del board["event"], board["combat"]
    path.write_text(json.dumps(board))
    run = run_cli("layers", str(path), "--json")
    assert "ignored" not in json.loads(run.out) and run.err == ""
