"""An effect's id is any word the scenario's grammar allows ([a-z][a-z0-9_]*), the words the engine names its own
effect terms with among them (eff, ctr, kc, fd, rt: pysolver/questions/engine_terms.py). Such an id crashed the
answer's naming of effects (an IndexError: the id read as the engine's term with arguments); it is the resolved
effect it names, in the answer and the trace."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_helpers import layers_objects, pt, replace_outcomes, run_cli, two_player_board, write_scenario

ENGINE_NAMES = ("eff", "ctr", "kc", "fd", "rt")


@pytest.mark.parametrize("effect_id", ENGINE_NAMES)
def test_a_resolved_effect_may_have_the_name_of_an_engine_term(tmp_path: Path, effect_id: str) -> None:
    # Giant Growth (611.2c, 613.4c layer 7c): +3/+3 on its target until end of turn
    bears = {"id": "bears", "card": "Grizzly Bears"}
    growth = {"id": effect_id, "spell": "Giant Growth", "targets": ["bears"]}
    assert pt(layers_objects(tmp_path, [bears], [growth])["bears"]) == (5, 5)
    path = write_scenario(tmp_path, two_player_board([bears], [growth]))
    run = run_cli("layers", str(path), "--trace")
    assert run.status == 0, run.err
    assert f"layer 7c  {effect_id} (Giant Growth)" in " ".join(run.out.split("\n"))


@pytest.mark.parametrize("effect_id", ENGINE_NAMES)
def test_replace_names_an_effect_with_the_name_of_an_engine_term(tmp_path: Path, effect_id: str) -> None:
    # Hardened Scales (614.1a): one more +1/+1 counter; the resolved Giant Growth beside it changes no counter
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "scales", "card": "Hardened Scales"}]
    effects = [{"id": effect_id, "spell": "Giant Growth", "targets": ["bears"]}]
    event = {"kind": "counters", "object": "bears", "counter": "+1/+1", "amount": 1}
    outcomes = replace_outcomes(tmp_path, objects, event, effects)
    assert [[e["amount"] for e in outcome["events"]] for outcome in outcomes] == [[2]]
    assert [outcome["applied"] for outcome in outcomes] == [["scales#1"]]
