"""What copy effects see, against an independent model (hypothesis): random boards of creatures, some
face down, some Clones with a `copy` choice, and resolved `copy_of` effects, all with distinct
timestamps. The model replays the copy effects in timestamp order (613.7): each sets its object's
copiable values to those its original has at that moment (707.2b-c), or to the face-down values
when the original was face down by then (707.2, 708.2a: it turned face down at its timestamp,
613.7f); an object that is face down shows the face-down values whatever it copies (708.10)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards.library import load_library
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

LIBRARY = load_library()
PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def copy_boards(draw: st.DrawFn) -> dict[str, Any]:
    """2-5 creatures (custom, named N0...), 0-2 Clones copying an earlier object, 1-3 copy effects."""
    n = draw(st.integers(2, 5))
    objects: list[dict[str, Any]] = [
        {"id": f"c{i}", "custom": {"name": f"N{i}", "types": ["creature"], "power": i, "toughness": i + 1},
         "face_down": draw(st.booleans())} for i in range(n)]
    for j in range(draw(st.integers(0, 2))):
        copied = draw(st.sampled_from([o["id"] for o in objects]))
        objects.append({"id": f"clone{j}", "card": "Clone", "choices": {"copy": copied},
                        "face_down": draw(st.booleans())})
    ids = [o["id"] for o in objects]
    effects = [{"custom": {"copy_of": draw(st.sampled_from(ids))}, "targets": [draw(st.sampled_from(ids))]}
               for _ in range(draw(st.integers(1, 3)))]
    stamps = draw(st.permutations(range(1, len(objects) + len(effects) + 1)))
    for entry, stamp in zip(objects + effects, stamps, strict=True):
        entry["timestamp"] = stamp
    return {"players": ["alice"], "objects": objects, "effects": effects}


def model_names(board: dict[str, Any]) -> dict[str, str]:
    """The name each object ends with, by replaying the copy effects in timestamp order."""
    objects = {o["id"]: o for o in board["objects"]}
    copiable = {oid: o["custom"]["name"] if "custom" in o else "Clone" for oid, o in objects.items()}
    copies = [(o["timestamp"], oid, o["choices"]["copy"]) for oid, o in objects.items() if "choices" in o]
    copies += [(e["timestamp"], e["targets"][0], e["custom"]["copy_of"]) for e in board["effects"]]
    for stamp, copier, original in sorted(copies):
        was_face_down = objects[original]["face_down"] and objects[original]["timestamp"] < stamp
        copiable[copier] = "" if was_face_down else copiable[original]
    return {oid: "" if o["face_down"] else copiable[oid] for oid, o in objects.items()}


@PROPERTY
@given(copy_boards())
def test_copies_see_what_the_model_sees(board: dict[str, Any]) -> None:
    sc = load_scenario(board, "copies.yaml", LIBRARY)
    [outcome] = solve_layers(sc, LIBRARY, Limits())
    assert {oid: o["name"] for oid, o in outcome.objects.items()} == model_names(board)
