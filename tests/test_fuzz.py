"""Fuzzing the loader and the command line: whatever the file holds, the exit status is 0, 2 or 3
and a failure is one line, never a traceback.

Three generators: arbitrary YAML data (random keys, huge integers, floats, odd strings), nearly
valid scenarios with one part broken (reaching the deep checks), and raw text and bytes. Most
examples run in-process through pysolver.cli.main; a small sample runs as a subprocess.
Set MTGSOLVE_FUZZ_EXAMPLES to run more examples than the default.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.scenario.context import MAX_ERRORS
from tests.cli_helpers import (
    BEARS,
    BLOOD_MOON,
    HUMILITY,
    OPALESCENCE,
    PLAINS,
    URBORG,
    Run,
    run_cli,
    run_subprocess,
)

EXAMPLES = int(os.environ.get("MTGSOLVE_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=False, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])
CARDS = [HUMILITY, OPALESCENCE, BLOOD_MOON, BEARS, PLAINS, URBORG]
IDS = ["alice", "bob", "carol", "o0", "o1", "o2", "o3", "e1", "x"]
KEYS = sorted({
    "players", "active", "objects", "effects", "combat", "event", "id", "card", "custom", "owner",
    "controller", "zone", "timestamp", "tapped", "summoning_sick", "token", "face_down", "counters",
    "attached_to", "choices", "damage", "name", "mana_cost", "types", "subtypes", "supertypes", "colors",
    "power", "toughness", "abilities", "spell", "ability_of", "ability", "targets", "x", "set_pt",
    "modify_pt", "switch_pt", "set_colors", "add_types", "add_subtypes", "set_creature_types",
    "set_land_types", "gain_abilities", "lose_all_abilities", "control", "change_text", "copy_of",
    "attackers", "blockers", "kind", "object", "from", "to", "source", "target", "amount", "counter",
    "player", "color", "creature_type", "card_name", "land_type", "copy",
})
WORDS = CARDS + IDS + KEYS + [
    "battlefield", "graveyard", "hand", "exile", "+1/+1", "-1/-1", "+2/+2", "charge", "flying", "Flying",
    "creature", "land", "artifact", "enchantment", "planeswalker", "elf", "Elf", "Time Lord", "Island",
    "mountain", "white", "red", "green", "legendary", "basic", "*", "{1}{G}", "{2}{W}{W}", "{Q}", "{X}",
    "zone_change", "damage", "destroy", "draw", "gain_life", "lose_life", "create_token", "enter", "counters",
    "protection from red", "swampwalk", "can't block", "Nonbasic lands are Mountains.", "yes", "no",
    "#script (python) import os #end.", "", " ", "\t", "é", "\u2019", "a\x00b",
]

INTEGERS = st.one_of(st.integers(-3, 12), st.integers(), st.sampled_from(
    [2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**63, -(2**64), 10**40, 2**29, 2**30]))
SCALARS = st.one_of(st.none(), st.booleans(), INTEGERS, st.floats(), st.sampled_from(WORDS),
                    st.text(max_size=12))
KEYS_ANY = st.one_of(st.sampled_from(KEYS), st.sampled_from(IDS), st.text(max_size=8), st.integers(-2, 5),
                     st.booleans(), st.none())


def _nest(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.lists(children, max_size=4), st.dictionaries(KEYS_ANY, children, max_size=5))


VALUES = st.recursive(SCALARS, _nest, max_leaves=16)


@st.composite
def custom_object(draw: st.DrawFn) -> dict[str, Any]:
    custom: dict[str, Any] = {"name": draw(st.sampled_from(["Dork", "#script (python) x #end.", "Ann's"]))}
    if draw(st.booleans()):
        custom["mana_cost"] = draw(st.sampled_from(["{1}{G}", "{2}{W/U}", "{X}{R}", ""]))
    custom["types"] = draw(st.lists(st.sampled_from(["creature", "artifact", "land", "enchantment"]),
                                    max_size=2))
    if draw(st.booleans()):
        custom["subtypes"] = draw(st.lists(st.sampled_from(["elf", "Goblin", "Equipment", "Forest",
                                                            "Aura"]), max_size=2))
    for key in ("power", "toughness"):
        if draw(st.booleans()):
            custom[key] = draw(st.one_of(st.integers(-2, 6), st.just("*")))
    if draw(st.booleans()):
        custom["abilities"] = draw(st.lists(st.sampled_from(
            ["flying", "reach", "protection from red", "swampwalk", "defender",
             "Nonbasic lands are Mountains.", "Each land is a Swamp in addition to its other land types."]),
            max_size=2))
    return custom


@st.composite
def near_valid(draw: st.DrawFn) -> dict[str, Any]:
    """A scenario that is usually valid: every section, with ids that exist."""
    players = draw(st.lists(st.sampled_from(["alice", "bob", "carol"]), min_size=1, max_size=3, unique=True))
    n = draw(st.integers(0, 4))
    ids = [f"o{i}" for i in range(n)]
    objects = []
    for oid in ids:
        obj: dict[str, Any] = {"id": oid}
        if draw(st.integers(0, 3)):
            obj["card"] = draw(st.sampled_from(CARDS))
        else:
            obj["custom"] = draw(custom_object())
        if draw(st.booleans()):
            obj["owner"] = draw(st.sampled_from(players))
        if draw(st.integers(0, 3)) == 0:
            obj["zone"] = draw(st.sampled_from(["battlefield", "graveyard", "hand", "exile"]))
        if draw(st.booleans()):
            obj["timestamp"] = draw(st.integers(1, 4))
        if draw(st.integers(0, 3)) == 0:
            obj["counters"] = draw(st.dictionaries(st.sampled_from(["+1/+1", "-1/-1", "charge"]),
                                                   st.integers(0, 3), max_size=2))
        if draw(st.integers(0, 4)) == 0:
            obj["attached_to"] = draw(st.sampled_from(ids))
        if draw(st.integers(0, 4)) == 0:
            obj["choices"] = {"color": "red", "creature_type": "Elf", "land_type": "Island",
                              "card_name": URBORG, "player": players[-1]}
        objects.append(obj)
    data: dict[str, Any] = {"players": players, "objects": objects}
    if ids and draw(st.booleans()):
        part = draw(st.sampled_from([{"set_pt": [0, 1]}, {"modify_pt": [2, 2]}, {"switch_pt": True},
                                     {"add_types": ["artifact", "creature"]}, {"set_colors": ["white"]},
                                     {"lose_all_abilities": True}, {"control": players[0]},
                                     {"gain_abilities": ["flying"]}, {"set_land_types": ["Swamp"]}]))
        data["effects"] = [{"custom": part, "targets": draw(st.lists(st.sampled_from(ids), max_size=2,
                                                                      unique=True))}]
    if ids and len(players) > 1 and draw(st.booleans()):
        attacker, blocker = draw(st.sampled_from(ids)), draw(st.sampled_from(ids))
        data["combat"] = {"attackers": {attacker: players[1]}, "blockers": {blocker: [attacker]}}
    if ids and draw(st.booleans()):
        data["event"] = draw(st.sampled_from([
            {"kind": "zone_change", "object": ids[0], "to": "exile"},
            {"kind": "damage", "source": ids[0], "target": players[0], "amount": 2},
            {"kind": "counters", "object": ids[-1], "counter": "+1/+1", "amount": 2},
            {"kind": "draw"}, {"kind": "gain_life", "amount": 3}, {"kind": "lose_life", "amount": 3},
            {"kind": "create_token", "token": {"copy_of": ids[0]}},
            {"kind": "enter", "object": ids[0], "tapped": True},
        ]))
    return data


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, prefix + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            found += _paths(child, prefix + (i,))
    return found


@st.composite
def broken(draw: st.DrawFn) -> Any:
    """A near-valid scenario with one to three places replaced, removed or added to."""
    data = draw(near_valid())
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)
        path = draw(st.sampled_from(paths[1:] or paths))  # the root itself is test_arbitrary_data's
        replacement = draw(VALUES)
        if not path:
            data = replacement
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.integers(0, 2))
        if action == 0:
            parent[path[-1]] = replacement
        elif action == 1:
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(KEYS_ANY)] = replacement
        else:
            parent.append(replacement)
    return data


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def _check(run: Run) -> None:
    assert run.status in (0, 2, 3), (run.status, run.err[-3000:])
    assert "Traceback" not in run.err, run.err[-3000:]
    if run.status == 0:
        assert "outcomes" in json.loads(run.out)
    else:
        lines = run.err.splitlines()  # one line per problem, up to a handful (issue 14)
        assert 1 <= len(lines) <= MAX_ERRORS, run.err[-3000:]
        assert all(line.startswith("mtgsolve: ") for line in lines), run.err[-3000:]
        assert run.out == ""


def _run_text(text: str | bytes) -> Run:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.yaml"
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
        return run_cli("layers", str(path), "--json", "--timeout", "20")


@FUZZ
@given(VALUES)
def test_arbitrary_data(data: Any) -> None:
    _check(_run_text(_dump(data)))


@FUZZ
@given(st.one_of(st.builds(lambda d: {"players": ["alice", "bob"], **d}, st.dictionaries(KEYS_ANY, VALUES,
                                                                                       max_size=4)),
                 broken()))
def test_broken_scenarios(data: Any) -> None:
    _check(_run_text(_dump(data)))


@FUZZ
@given(near_valid())
def test_near_valid_scenarios(data: Any) -> None:
    _check(_run_text(_dump(data)))


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, database=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200),
                 st.lists(st.sampled_from(["players:", " [", "]", "{", "}", "- ", "alice", ",", ":", "\n",
                                           "  ", "\t", "&a", "*a", "!!int", "'", '"', "#", "---", "? "]),
                          max_size=30).map("".join)))
def test_raw_text(text: str | bytes) -> None:
    _check(_run_text(text))


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, database=None)
@given(st.lists(st.one_of(st.sampled_from(["--json", "--trace", "--timeout", "--max-atoms", "0", "-1",
                                           "nan", "inf", "1e-9", "abc", "5", "layers", "cards", "-"]),
                          st.text(max_size=5)), max_size=4))
def test_arbitrary_options(extra: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "ok.yaml"
        path.write_text(_dump({"players": ["alice"], "objects": [{"id": "b", "card": BEARS}]}))
        run = run_cli("layers", str(path), *extra)
    assert run.status in (0, 2, 3), run.err
    assert "Traceback" not in run.err


@settings(max_examples=10, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.one_of(broken(), VALUES))
def test_subprocess_sample(data: Any) -> None:
    """The same through a real process: nothing but the one line on stderr."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.yaml"
        path.write_text(_dump(data), encoding="utf-8")
        run = run_subprocess("layers", str(path), "--json", "--timeout", "20")
    _check(run)
