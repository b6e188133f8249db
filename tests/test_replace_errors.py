"""Bad events for `replace`: exit status 2 and one line naming the file, the field and the problem;
nothing is printed on standard output."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, run_subprocess, write_scenario

BOARD: dict[str, Any] = {
    "players": ["alice", "bob"],
    "objects": [
        {"id": "bears", "card": BEARS, "owner": "bob"},
        {"id": "hand_bears", "card": BEARS, "zone": "hand"},
        {"id": "grave", "card": BEARS, "zone": "graveyard"},
        {"id": "shock", "card": "Shock", "zone": "stack"},
        {"id": "mass", "card": "Chimeric Mass", "zone": "stack"},
        {"id": "orb", "card": "Orb of Dreams"},
    ],
}


def event(**fields: Any) -> dict[str, Any]:
    data = copy.deepcopy(BOARD)
    data["event"] = fields
    return data


CASES = [
    ("no-event", copy.deepcopy(BOARD), "event", "missing: `replace` needs the event"),
    ("unknown-kind", event(kind="explode", object="bears"), "event.kind", "unknown event kind"),
    ("counter-kind", event(kind="counters", object="bears", counter="+1/+2"), "event.counter", "not modelled"),
    ("counter-unknown", event(kind="counters", object="bears", counter="bogus"), "event.counter",
     "unknown counter kind"),
    ("negative-damage", event(kind="damage", source="shock", target="bears", amount=-1), "event.amount",
     "at least 0"),
    ("negative-counters", event(kind="counters", object="bears", counter="+1/+1", amount=-2), "event.amount",
     "at least 0"),
    ("negative-life", event(kind="gain_life", amount=-3), "event.amount", "at least 0"),
    ("negative-loss", event(kind="lose_life", amount=-3), "event.amount", "at least 0"),
    ("loss-no-amount", event(kind="lose_life"), "event.amount", "missing"),
    ("loss-unknown-player", event(kind="lose_life", amount=3, player="carol"), "event.player", "carol"),
    ("negative-tokens", event(kind="create_token", token=BEARS, amount=-1), "event.amount", "at least 0"),
    ("enter-on-battlefield", event(kind="enter", object="bears"), "event.object", "already on the battlefield"),
    ("enter-both", event(kind="enter", object="hand_bears", objects=["grave"]), "event.objects",
     "exactly one of object or objects"),
    ("enter-twice", event(kind="enter", objects=["hand_bears", "hand_bears"]), "event.objects", "twice"),
    ("damage-no-target", event(kind="damage", source="shock", amount=2), "event.target",
     "exactly one of target or targets"),
    ("damage-empty-targets", event(kind="damage", source="shock", targets=[], amount=2), "event.targets",
     "empty"),
    ("damage-same-target", event(kind="damage", source="shock", targets=["bears", "bears"], amount=2),
     "event.targets", "twice"),
    ("damage-to-a-card", event(kind="damage", source="shock", target="grave", amount=2), "event.target",
     "not on the battlefield"),
    ("damage-to-a-noncreature", event(kind="damage", source="shock", target="orb", amount=2), "event.target",
     "not a creature, planeswalker or battle"),
    ("damage-to-a-noncreature-among-targets", event(kind="damage", source="shock", targets=["bears", "orb"],
                                                    amount=2), "event.targets[1]", "120.1"),
    ("zone-change-to-battlefield", event(kind="zone_change", object="hand_bears", to="battlefield"), "event.to",
     "use kind: enter"),
    ("token-of-instant", event(kind="create_token", token="Shock"), "event.token", "111.5"),
    ("token-copy-of-instant", event(kind="create_token", token={"copy_of": "shock"}), "event.token.copy_of",
     "111.5"),
    ("unknown-cause", event(kind="zone_change", object="bears", to="exile", cause="nobody"), "event.cause",
     "not an object"),
    ("unpreventable-not-boolean", event(kind="damage", source="shock", target="bob", amount=2,
                                        cant_be_prevented="yes"), "event.cant_be_prevented", "true or false"),
    ("x-not-given", event(kind="enter", object="mass"), "event", "give the enter event's `x`"),
    ("x-negative", event(kind="enter", object="mass", x=-1), "event.x", "at least 0"),
]


@pytest.mark.parametrize("case,data,field,phrase", CASES, ids=[c[0] for c in CASES])
def test_bad_event(tmp_path: Path, case: str, data: Any, field: str, phrase: str) -> None:
    path = write_scenario(tmp_path, data)
    run = run_cli("replace", str(path), "--json")
    line = assert_one_line_error(run, 2)
    assert run.out == ""
    assert line.startswith(f"mtgsolve: {path}: {field}: "), line
    assert phrase in line, line


def test_bad_event_subprocess(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, event(kind="counters", object="bears", counter="bogus"))
    run = run_subprocess("replace", str(path))
    assert_one_line_error(run, 2)
    assert run.out == ""
