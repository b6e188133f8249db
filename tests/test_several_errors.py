"""Every problem of a scenario is reported at once, up to a handful (issue 14): exit status 2, one
line per problem naming the file, the field and the problem, nothing on standard output."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pysolver.scenario.context import MAX_ERRORS
from tests.cli_helpers import run_cli, write_scenario


def error_lines(tmp_path: Path, data: dict[str, Any]) -> list[str]:
    path = write_scenario(tmp_path, data)
    run = run_cli("layers", str(path))
    assert run.status == 2 and run.out == ""
    lines = run.err.strip().splitlines()
    assert all(line.startswith(f"mtgsolve: {path}: ") for line in lines), lines
    return [line.removeprefix(f"mtgsolve: {path}: ") for line in lines]


def test_a_problem_in_each_of_three_objects_gives_three_lines(tmp_path: Path) -> None:
    lines = error_lines(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "a", "card": "Blod Moon"},
        {"id": "b", "card": "Forest", "owner": "carol"},
        {"id": "c", "custom": {"name": "X", "abilities": ["Other Zebra creatures you control get +1/+1."]}},
        {"id": "d", "card": "Forest"}]})
    assert [line.split(": ")[0] for line in lines] == ["objects[0].card", "objects[1].owner",
                                                       "objects[2].custom.abilities[0]"]
    assert "did you mean 'Blood Moon'?" in lines[0] and "'carol' is not a player" in lines[1]


def test_problems_of_several_effects_and_the_event_are_reported_together(tmp_path: Path) -> None:
    lines = error_lines(tmp_path, {"players": ["alice"], "objects": [{"id": "f", "card": "Forest"}],
                                   "effects": [{"spell": "Giant Growht", "targets": ["f"]},
                                               {"spell": "Giant Growth", "targets": ["nobody"]}],
                                   "event": {"kind": "nonsense"}})
    assert [line.split(": ")[0] for line in lines][:2] == ["effects[0].spell", "effects[1].targets[0]"]
    assert len(lines) == 3 and lines[2].startswith("event")


def test_at_most_a_handful_of_problems_are_reported(tmp_path: Path) -> None:
    objects = [{"id": f"o{i}", "card": "Nothing At All"} for i in range(MAX_ERRORS + 3)]
    lines = error_lines(tmp_path, {"players": ["alice"], "objects": objects})
    assert len(lines) == MAX_ERRORS
    assert [line.split(": ")[0] for line in lines] == [f"objects[{i}].card" for i in range(MAX_ERRORS)]


def test_one_problem_is_still_one_line(tmp_path: Path) -> None:
    lines = error_lines(tmp_path, {"players": ["alice"], "objects": [{"id": "a", "card": "Blod Moon"}]})
    assert len(lines) == 1


def command_errors(tmp_path: Path, command: str, data: dict[str, Any]) -> list[str]:
    """The fields named by the error lines of `command` on data (exit 2, nothing on standard output)."""
    path = write_scenario(tmp_path, data)
    run = run_cli(command, str(path))
    assert run.status == 2 and run.out == "", run.err
    return [line.removeprefix(f"mtgsolve: {path}: ").split(": ")[0] for line in run.err.strip().splitlines()]


def test_every_field_of_an_object_of_the_event_and_of_combat(tmp_path: Path) -> None:
    """docs/scenario.md: every problem at once (up to five). Two bad fields of one object are two
    lines; so are the source, the recipient and the amount of a damage event, and two attackers and
    a blocker of one declaration -- each was reported alone, the first one found."""
    bears = {"id": "b", "card": "Grizzly Bears"}
    assert command_errors(tmp_path, "layers", {"players": ["alice"], "objects": [
        bears | {"counters": {"+1/+1": -1}, "tapped": "maybe", "owner": "carol"}]}) == [
        "objects[0].counters['+1/+1']", "objects[0].owner", "objects[0].tapped"]
    assert command_errors(tmp_path, "replace", {"players": ["alice"], "objects": [bears], "event": {
        "kind": "damage", "source": "zz", "target": "yy", "amount": -2}}) == ["event.source", "event.target",
                                                                              "event.amount"]
    assert command_errors(tmp_path, "blocks", {"players": ["alice", "bob"], "objects": [bears, bears | {"id": "c"}],
                                               "combat": {"attackers": {"b": "carol", "c": "dave"},
                                                          "blockers": {"zz": ["b"]}}}) == [
        "combat.attackers.b", "combat.attackers.c", "combat.blockers.zz"]
