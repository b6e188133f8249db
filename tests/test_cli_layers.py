"""The `layers` and `cards` commands as a user runs them: trace, graph, JSON shape, the card list."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_helpers import run_cli, run_subprocess, write_scenario

EXAMPLES = Path(__file__).parent.parent / "examples"


def test_json_names_the_dependency_with_its_reason() -> None:
    run = run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--json")
    assert run.status == 0
    outcome = json.loads(run.out)["outcomes"][0]
    assert outcome["order"] == {"4": ["moon#1"]}
    [dep] = outcome["dependencies"]
    assert (dep["layer"], dep["effect"], dep["depends_on"]) == ("4", "urborg#1", "moon#1")
    assert "remove Urborg, Tomb of Yawgmoth's ability" in dep["why"]


def test_trace_shows_steps_and_dependencies() -> None:
    run = run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--trace")
    assert run.status == 0
    assert "step  1  layer 4   moon#1 (Blood Moon)" in run.out
    flat = " ".join(run.out.split())
    assert "urborg#1 (Urborg, Tomb of Yawgmoth) depends on moon#1 (Blood Moon)" in flat


def test_graph_is_written_as_dot(tmp_path: Path) -> None:
    target = tmp_path / "deps.dot"
    run = run_cli("layers", str(EXAMPLES / "lattice-march.yaml"), "--graph", str(target))
    assert run.status == 0
    dot = target.read_text()
    assert dot.startswith("digraph dependencies {")
    assert '"march#1" -> "lattice#1"' in dot


def test_order_of_opalescence_humility_follows_timestamps() -> None:
    run = run_cli("layers", str(EXAMPLES / "humility-opalescence.yaml"), "--json")
    outcome = json.loads(run.out)["outcomes"][0]
    assert run.status == 0 and outcome["order"]["7b"] == ["hum#1", "opal#1"]
    assert outcome["objects"]["hum"]["power"] == 4 and outcome["dependencies"] == []


def test_cards_lists_the_library_and_shows_a_card() -> None:
    run = run_cli("cards")
    assert run.status == 0 and "Mycosynth Lattice" in run.out and "Humility" in run.out
    run = run_cli("cards", "blood moon")
    assert run.status == 0 and "Nonbasic lands are Mountains." in run.out
    run = run_cli("cards", "Blod Moon")
    assert run.status == 2 and "unknown card" in run.err


def test_cards_says_which_question_models_each_ability() -> None:
    """Combat and replacement abilities are labelled by the question that gives them a meaning, and
    nothing a question models is listed as not modelled."""
    run = run_cli("cards", "Juggernaut")
    lines = [line.strip() for line in run.out.splitlines() if "ability;" in line]
    assert run.status == 0 and lines == ["(static ability; modelled by attacks/blocks)"] * 2
    assert "not modelled" not in run.out
    run = run_cli("cards", "Rest in Peace")
    assert "     instead.\n     (replacement effect; modelled by replace)" in run.out
    run = run_cli("cards", "Humility")
    assert "modelled by continuous effect: layers" in run.out
    run = run_cli("cards", "Breeding Pool")
    assert "modelled by replace" in run.out and "not modelled" not in run.out


def test_module_entry_point_and_stdin() -> None:
    text = (EXAMPLES / "humility-opalescence.yaml").read_text()
    run = run_subprocess("layers", "-", "--json", stdin=text.encode())
    assert run.status == 0, run.err
    assert json.loads(run.out)["outcomes"][0]["objects"]["bears"]["power"] == 1


def test_the_table_lists_abilities_in_oracle_order(tmp_path: Path) -> None:
    """`obj#N` and `ability: N` count a card's abilities in Oracle order; the table lists them so:
    Mycosynth Lattice's type-changing ability (lattice#1) before its colour-changing one (#2) and its
    mana one (#3); Mishra's Factory's mana ability (#1) before its animation (#2) and its pump (#3)."""
    board = {"players": ["alice"], "objects": [{"id": "lattice", "card": "Mycosynth Lattice"},
                                               {"id": "factory", "card": "Mishra's Factory"}]}
    text = run_cli("layers", str(write_scenario(tmp_path, board))).out
    lines = [line.strip() for line in text.splitlines()]

    def at(start: str) -> int:
        return next(i for i, line in enumerate(lines) if line.startswith(start))

    assert at("All permanents are artifacts") < at("All cards that aren't") < at("Players may spend mana")
    assert at("{T}: Add {C}.") < at("{1}: Mishra's Factory becomes") < at("{T}: Target Assembly-Worker")


def test_graph_names_effects_by_card_and_draws_those_that_never_applied(tmp_path: Path) -> None:
    """--graph: each effect labelled with its card and ability in words and where it applied; an
    effect a dependency names that never applied (Urborg's, whose ability Blood Moon removed before
    it applied: 613.8a, 305.7) is drawn dashed with why, every label complete (escaped newlines)."""
    target = tmp_path / "deps.dot"
    assert run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--graph", str(target)).status == 0
    dot = target.read_text()
    assert '"moon#1" [label="moon#1\\nBlood Moon: Nonbasic lands are\\nMountains.\\nlayer 4:1"];' in dot
    urborg = next(line for line in dot.splitlines() if line.startswith('  "urborg#1" ['))
    assert "Urborg, Tomb of Yawgmoth: Each land is a" in urborg and "never applied: its ability was gone" in urborg
    assert urborg.endswith("style=dashed];") and "layer \\n" not in dot
    assert run_cli("layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--graph", str(tmp_path / "d.png")).status == 0
