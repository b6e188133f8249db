"""`mtgsolve attacks` / `mtgsolve blocks` through the command line: the answer in words names the
rules, --limit truncates, --json is the contract's object."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import run_cli, write_scenario

EXAMPLE = Path(__file__).parent.parent / "examples" / "combat-lure-menace.yaml"


def test_blocks_in_words_names_the_rules() -> None:
    run = run_cli("blocks", str(EXAMPLE))
    assert run.status == 0, run.err
    text = " ".join(run.out.split())  # the lines are wrapped to the terminal
    assert ("can't block Serra Angel (angel): it has flying and the blocker has neither flying nor reach "
            "(702.9b)") in text
    assert "Boggart Brute (brute) has menace: blocked by none or by two or more (702.111b)" in text
    assert "Wall of Stone (wall) blocks Prized Unicorn (unicorn) if able (Prized Unicorn (unicorn))" in text
    assert "Most requirements obeyed without breaking a restriction: 3" in text
    assert "illegal: breaks 1 restriction(s): Boggart Brute (brute) has menace and is blocked by exactly one" in text


def test_limit_truncates() -> None:
    run = run_cli("blocks", str(EXAMPLE), "--json", "--limit", "2")
    answer = json.loads(run.out)
    assert len(answer["legal"]) == 2 and answer["truncated"] is True and answer["max_requirements"] == 3
    full = json.loads(run_cli("blocks", str(EXAMPLE), "--json").out)
    assert len(full["legal"]) == 5 and full["truncated"] is False
    assert set(full) == {"max_requirements", "legal", "truncated", "checked"}
    assert full["checked"]["restrictions_broken"] and full["checked"]["legal"] is False


def test_attacks_without_declaration_has_no_checked(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("players: [alice, bob]\nobjects:\n  - {id: jugg, card: Juggernaut}\n")
    answer = json.loads(run_cli("attacks", str(path), "--json").out)
    assert answer == {"max_requirements": 1, "legal": [{"jugg": "bob"}], "truncated": False}


def restriction_lines(text: str) -> list[str]:
    """The lines under "Restrictions on the whole declaration:" of an answer in words."""
    lines = text.splitlines()
    start = lines.index("Restrictions on the whole declaration:") + 1
    end = next(i for i in range(start, len(lines)) if not lines[i].startswith("  "))
    return sorted(line.strip() for line in lines[start:end])


def test_restrictions_on_the_whole_declaration_in_words(tmp_path: Path) -> None:
    """509.1b, 702.111b, 506.5: the restrictions that bind a declaration of blockers as a whole are
    named before any declaration: Silent Arbiter's, menace for the attacker that has it (not for the
    Unicorn), Mogg Flunkies' "can't block alone"; for attackers Silent Arbiter's and the Flunkies'."""
    blocks = tmp_path / "blocks.yaml"
    blocks.write_text("players: [alice, bob]\nobjects:\n  - {id: brute, card: Boggart Brute}\n"
                      "  - {id: unicorn, card: Prized Unicorn}\n  - {id: flunkies, card: Mogg Flunkies, owner: bob}\n"
                      "  - {id: bears, card: Grizzly Bears, owner: bob}\n"
                      "  - {id: arbiter, card: Silent Arbiter, owner: bob}\n"
                      "combat:\n  attackers: {brute: bob, unicorn: bob}\n")
    run = run_cli("blocks", str(blocks))
    assert run.status == 0, run.err
    assert restriction_lines(run.out) == sorted([
        "no more than one creature can block (Silent Arbiter (arbiter), 509.1b)",
        "Boggart Brute (brute) has menace: blocked by none or by two or more (702.111b)",
        "Mogg Flunkies (flunkies) can't block alone (506.5, 509.1b)"])
    attacks = tmp_path / "attacks.yaml"
    attacks.write_text("players: [alice, bob]\nobjects:\n  - {id: flunkies, card: Mogg Flunkies}\n"
                       "  - {id: bears, card: Grizzly Bears}\n  - {id: arbiter, card: Silent Arbiter, owner: bob}\n")
    run = run_cli("attacks", str(attacks))
    assert run.status == 0, run.err
    assert restriction_lines(run.out) == sorted([
        "no more than one creature can attack (Silent Arbiter (arbiter), 508.1c)",
        "Mogg Flunkies (flunkies) can't attack alone (506.5, 508.1c)"])



def stolen_bears(steal: dict[str, Any], target: str) -> dict[str, Any]:
    """Bob's Grizzly Bears, which alice controls through `steal` (an Aura or a resolved spell),
    declared attacking `target`."""
    objects: list[dict[str, Any]] = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    aura = "attached_to" in steal
    return {"players": ["alice", "bob"], "objects": objects + ([steal] if aura else []),
            "effects": [] if aura else [steal], "combat": {"attackers": {"bears": target}}}


def test_a_stolen_creature_attacks_its_owner(tmp_path: Path) -> None:
    """508.1a-b: the active player declares attackers among the creatures they control, each attacking
    an opponent of its controller -- the controller after layer 2 (613.1b), not the printed one: a
    creature alice controls through Act of Treason or Mind Control may attack its owner bob, and may
    not attack alice."""
    steals = {"act-of-treason": {"spell": "Act of Treason", "targets": ["bears"], "controller": "alice"},
              "mind-control": {"id": "mc", "card": "Mind Control", "attached_to": "bears"}}
    for name, steal in steals.items():
        path = write_scenario(tmp_path, stolen_bears(steal, "bob"), f"{name}.yaml")
        run = run_cli("attacks", str(path), "--json")
        assert run.status == 0, (name, run.err)
        assert json.loads(run.out)["checked"]["legal"] is True, name
        path = write_scenario(tmp_path, stolen_bears(steal, "alice"), f"{name}.yaml")
        run = run_cli("attacks", str(path), "--json")
        assert run.status == 2 and "cannot attack its own controller alice (508.1b)" in run.err, (name, run.err)
