"""Nothing in a scenario can reach program source: a `#script (python)` text is inert everywhere.

The payload writes a marker file when clingo runs it as a script. clingo's Python scripting is
switched on for these tests (the library leaves it off, a second line of defence), and a control
test shows that the payload does run when pasted into program text; every other test puts it into
one field of a scenario and checks that the run ends with 0 or 2, that no marker exists, and,
where the field is free text, that the text comes back unchanged in the answer (it was data).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import clingo
import clingo.script
import pytest

from pysolver.cards.library import load_library
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import scenario_facts
from tests.cli_helpers import BEARS, HUMILITY, PLAINS, run_cli, run_subprocess, write_scenario

BASE: dict[str, Any] = {
    "players": ["alice", "bob"],
    "objects": [{"id": "hum", "card": HUMILITY}, {"id": "bears", "card": BEARS, "owner": "bob"},
                {"id": "plains", "card": PLAINS}],
}


def payloads(marker: Path) -> list[str]:
    """Script texts that would create `marker` if clingo ever parsed them as a program."""
    code = f"import pathlib; pathlib.Path({str(marker)!r}).write_text('executed')"
    return [
        f"#script (python)\n{code}\n#end.",                      # the canonical form, multi-line
        f"#script (python) {code} #end.",                         # on one line (a valid name)
        f'x"). #script (python)\n{code}\n#end. p("',              # trying to close a string first
        f"a. #script (python) {code} #end. b",                    # trying to end a fact first
        f"#script (lua) io.open({str(marker)!r}, 'w'):write('executed') #end.",
    ]


def scenarios(text: str) -> dict[str, tuple[dict[str, Any], set[int]]]:
    """The payload in each kind of field: name -> (scenario, exit statuses allowed)."""
    out: dict[str, tuple[dict[str, Any], set[int]]] = {}

    def put(name: str, change: Any, allowed: set[int]) -> None:
        data = copy.deepcopy(BASE)
        change(data)
        out[name] = (data, allowed)

    def add(obj: dict[str, Any]) -> Any:
        return lambda d: d["objects"].append(obj)

    put("custom-name", add({"id": "x", "custom": {"name": text, "types": ["creature"], "power": 1,
                                                  "toughness": 1}}), {0, 2})
    put("card-name-choice", add({"id": "x", "card": PLAINS, "choices": {"card_name": text}}), {0, 2})
    put("custom-ability", add({"id": "x", "custom": {"name": "X", "abilities": [text]}}), {2})
    put("gained-ability", lambda d: d.update(effects=[{"custom": {"gain_abilities": [text]},
                                                        "targets": ["bears"]}]), {2})
    put("card", add({"id": "x", "card": text}), {2})
    put("spell", lambda d: d.update(effects=[{"spell": text}]), {2})
    put("player-id", lambda d: d.update(players=[text, "bob"]), {2})
    put("object-id", add({"id": text, "card": PLAINS}), {2})
    put("effect-id", lambda d: d.update(effects=[{"id": text, "custom": {"set_pt": [1, 1]}}]), {2})
    put("target", lambda d: d.update(effects=[{"custom": {"set_pt": [1, 1]}, "targets": [text]}]), {2})
    put("attached-to", add({"id": "x", "card": PLAINS, "attached_to": text}), {2})
    put("owner", add({"id": "x", "card": PLAINS, "owner": text}), {2})
    put("zone", add({"id": "x", "card": PLAINS, "zone": text}), {2})
    put("counter-kind", add({"id": "x", "card": PLAINS, "counters": {text: 1}}), {2})
    put("creature-type-choice", add({"id": "x", "card": PLAINS, "choices": {"creature_type": text}}), {2})
    put("subtype", add({"id": "x", "custom": {"name": "X", "subtypes": [text]}}), {2})
    put("mana-cost", add({"id": "x", "custom": {"name": "X", "mana_cost": text}}), {2})
    put("unknown-key", lambda d: d.update({text: 1}), {2})
    put("combat", lambda d: d.update(combat={"attackers": {text: "bob"}}), {2})
    put("event-kind", lambda d: d.update(event={"kind": text}), {2})
    put("event-counter", lambda d: d.update(event={"kind": "counters", "object": "bears", "counter": text}),
        {2})
    return out


FIELDS = list(scenarios("x"))


@pytest.fixture(autouse=True)
def python_scripts_enabled() -> None:
    """Let clingo run `#script (python)` at all, so that only the engine's design keeps it out."""
    clingo.script.enable_python()


def test_payload_is_live_when_parsed_as_program(tmp_path: Path) -> None:
    """Control: pasted into program text, the payload does run (so the other tests mean something)."""
    marker = tmp_path / "marker"
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], payloads(marker)[0])
    ctl.ground([("base", [])])
    assert marker.read_text() == "executed"


@pytest.mark.parametrize("field", FIELDS)
def test_script_text_is_inert(tmp_path: Path, field: str) -> None:
    marker = tmp_path / "marker"
    for i, text in enumerate(payloads(marker)):
        data, allowed = scenarios(text)[field]
        run = run_cli("layers", str(write_scenario(tmp_path, data, f"s{i}.yaml")), "--json")
        assert run.status in allowed, (text, run.status, run.err)
        assert "Traceback" not in run.err
        assert not marker.exists(), f"payload {i} ran from field {field}"
        if run.status == 0 and field == "custom-name":
            assert json.loads(run.out)["outcomes"][0]["objects"]["x"]["name"] == text


def test_script_text_is_a_string_symbol(tmp_path: Path) -> None:
    """The loader keeps free text as data: a clingo String inside a fact, never program text."""
    text = payloads(tmp_path / "marker")[1]
    data = copy.deepcopy(BASE)
    data["objects"].append({"id": "x", "custom": {"name": text}, "choices": {"card_name": text}})
    sc = load_scenario(data, "t.yaml", load_library())
    facts = scenario_facts(sc, {o.id: i for i, o in enumerate(sc.objects, start=1)})
    strings = [a.string for f in facts for a in f.arguments if a.type == clingo.SymbolType.String]
    assert strings.count(text) == 2


def test_script_text_is_inert_in_a_subprocess(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    text = payloads(marker)[1]
    data = copy.deepcopy(BASE)
    data["objects"].append({"id": "x", "custom": {"name": text}, "choices": {"card_name": text}})
    run = run_subprocess("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert not marker.exists()
    assert json.loads(run.out)["outcomes"][0]["objects"]["x"]["name"] == text
    run = run_subprocess("layers", "-", "--json", stdin=f"players: [alice]\nobjects:\n  - id: x\n    card: "
                                                        f"'{text}'\n".encode())
    assert run.status == 2 and "Traceback" not in run.err
    assert not marker.exists()
