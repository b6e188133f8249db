"""Shared helpers: run the real command line on a scenario, in-process or as a subprocess."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from pysolver.cli.main import main

# the cards a test may name: the library gains cards while others work, these stay
HUMILITY, OPALESCENCE, BLOOD_MOON = "Humility", "Opalescence", "Blood Moon"
BEARS, PLAINS, URBORG = "Grizzly Bears", "Plains", "Urborg, Tomb of Yawgmoth"


@dataclass
class Run:
    """What one command line run printed and returned."""

    status: int
    out: str
    err: str


def scenario_text(data: Any) -> str:
    """YAML text of data (a string is taken as the text itself)."""
    if isinstance(data, str):
        return data
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def write_scenario(directory: Path, data: Any, name: str = "scenario.yaml") -> Path:
    """Write data (YAML text, bytes, or data to dump) to a file and return its path."""
    path = directory / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(scenario_text(data), encoding="utf-8")
    return path


def run_cli(*argv: str) -> Run:
    """`mtgsolve ARGV` in this process (pysolver.cli.main), capturing both streams."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(argv))
        except SystemExit as exc:  # argparse refusing the arguments
            status = exc.code if isinstance(exc.code, int) else 2
    return Run(status, out.getvalue(), err.getvalue())


def layers_outcome(directory: Path, board: dict[str, Any]) -> dict[str, Any]:
    """The only outcome of `mtgsolve layers --json` on the board (written in `directory`)."""
    run = run_cli("layers", str(write_scenario(directory, board)), "--json")
    assert run.status == 0, run.err + run.out
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome


def two_player_board(objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A board of alice (active) and bob with these objects and effects."""
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, "effects": effects or []}


def two_player_layers(directory: Path, objects: list[dict[str, Any]],
                      effects: list[dict[str, Any]] | None = None) -> Run:
    """`mtgsolve layers --json` on a board of alice (active) and bob, whatever its status."""
    return run_cli("layers", str(write_scenario(directory, two_player_board(objects, effects))), "--json")


def two_player_outcome(directory: Path, objects: list[dict[str, Any]],
                       effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The only outcome of `mtgsolve layers --json` on a board of alice (active) and bob; objects without a
    timestamp have their place in the list (613.7d)."""
    return layers_outcome(directory, two_player_board(objects, effects))


def layers_objects(directory: Path, objects: list[dict[str, Any]],
                   effects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects (by id) of the only outcome of `mtgsolve layers --json` on a board of alice (active) and bob."""
    return two_player_outcome(directory, objects, effects)["objects"]


def read_layers_objects(directory: Path, objects: list[dict[str, Any]],
                        effects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects (by id) of the only outcome of `mtgsolve layers --json` on a board of alice (active) and bob,
    every line that matters to the question read (no `not_modelled` entry names `layers`)."""
    run = two_player_layers(directory, objects, effects)
    assert run.status == 0, run.err + run.out
    answer = json.loads(run.out)
    assert all("layers" not in n["matters_to"] for n in answer.get("not_modelled", []))
    [outcome] = answer["outcomes"]
    return outcome["objects"]


def layers_error(directory: Path, objects: list[dict[str, Any]], effects: list[dict[str, Any]]) -> str:
    """The one-line error (status 2) of `mtgsolve layers` on a board of alice (active) and bob."""
    scenario = write_scenario(directory, two_player_board(objects, effects))
    return assert_one_line_error(run_cli("layers", str(scenario)), 2)


def pt(obj: dict[str, Any]) -> tuple[int, int]:
    """An object's power and toughness as the JSON answer gives them."""
    return obj["power"], obj["toughness"]


def combat_answer(directory: Path, question: str, objects: list[dict], combat: dict,
                  effects: list[dict] | None = None, words: bool = False) -> Any:
    """The answer of `question` (attacks, blocks) on a board of alice (active) and bob, as JSON or in words
    (one line)."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "combat": combat}
    if effects:
        data["effects"] = effects
    run = run_cli(question, str(write_scenario(directory, data)), *(() if words else ("--json",)))
    assert run.status == 0, run.err
    return " ".join(run.out.split()) if words else json.loads(run.out)


def damage_dealt(directory: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int,
                 effects: list[dict[str, Any]] | None = None,
                 combat: bool = False) -> list[tuple[int, tuple[str, ...]]]:
    """`replace --json` of `amount` damage from `source` to `target` (alice and bob): the damage finally dealt in each
    outcome (0: all prevented) with the players who chose the effects applied, sorted."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects,
                            "event": {"kind": "damage", "source": source, "target": target, "amount": amount,
                                      "combat": combat}}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(directory, data)), "--json")
    assert run.status == 0, run.err
    return sorted((sum(e["amount"] for e in o["events"] if e["kind"] == "damage"),
                   tuple(sorted({c["player"] for c in o["choices"]}))) for o in json.loads(run.out)["outcomes"])


def run_subprocess(*argv: str, stdin: bytes | None = None, timeout: float = 120) -> Run:
    """`python -m pysolver ARGV` as a separate process."""
    done = subprocess.run([sys.executable, "-m", "pysolver", *argv], input=stdin, capture_output=True,
                          timeout=timeout, check=False)
    out, err = (stream.decode("utf-8", "replace") for stream in (done.stdout, done.stderr))
    return Run(done.returncode, out, err)


def assert_one_line_error(run: Run, status: int) -> str:
    """The run failed with `status` and said so in exactly one line, without a traceback."""
    assert run.status == status, (run.status, run.out[-2000:], run.err[-2000:])
    assert "Traceback" not in run.err
    lines = run.err.splitlines()
    assert len(lines) == 1, run.err
    assert lines[0].startswith("mtgsolve: ")
    return lines[0]


def replace_outcomes(directory: Path, objects: list[dict[str, Any]], event: dict[str, Any],
                     effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of `mtgsolve replace --json` on a board of alice (active) and bob with this event."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(directory, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def enter_run(directory: Path, card: str, others: list[dict[str, Any]], zone: str = "stack", **event: Any) -> Run:
    """`mtgsolve replace --json` on alice's `card` (the object `new`, in `zone`) entering the battlefield beside
    `others`, with the enter event's other fields `event`."""
    data = {"players": ["alice", "bob"], "active": "alice",
            "objects": [{"id": "new", "card": card, "zone": zone, "owner": "alice"}, *others],
            "event": {"kind": "enter", "object": "new", **event}}
    return run_cli("replace", str(write_scenario(directory, data)), "--json")


def enter_counters(directory: Path, card: str, others: list[dict[str, Any]] | None = None, zone: str = "stack",
                   **event: Any) -> dict[str, int]:
    """The counters the card gets as it enters under alice's control (its only outcome), by kind (enter_run)."""
    answer = enter_run(directory, card, others or [], zone, **event)
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    return {e["counter"]: e["amount"] for e in outcome["events"] if e["kind"] == "counters"}


def attacks_answer(directory: Path, players: list[str], objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    """`mtgsolve attacks --json` on a board of these players (alice active) and objects, with the scenario's other
    fields `more` (effects, combat ...)."""
    board = {"players": players, "active": "alice", "objects": objects, **more}
    run = run_cli("attacks", str(write_scenario(directory, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


def controlled_custom(oid: str, types: list[str], subtypes: list[str] | None = None, controller: str = "alice",
                      power: int = 2, toughness: int = 2) -> dict[str, Any]:
    """An object of `controller` with the given types (a creature with the given power and toughness)."""
    body: dict[str, Any] = {"name": f"Thing {oid}", "types": types, "subtypes": subtypes or []}
    if "creature" in types:
        body.update(power=power, toughness=toughness)
    return {"id": oid, "owner": controller, "controller": controller, "custom": body}


def controlled_card(oid: str, name: str, controller: str = "alice") -> dict[str, Any]:
    """The card `name` as the object `oid`, owned and controlled by `controller`."""
    return {"id": oid, "card": name, "owner": controller, "controller": controller}
