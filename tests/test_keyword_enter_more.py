"""Keywords that make a permanent enter with counters depending on how it was cast or entered (614.1c), with real cards
(tests/data/keyword_enter_more_cards.json): bloodthirst N (702.54a: N +1/+1 counters if an opponent of its controller
was dealt damage this turn, the enter event's `damaged_this_turn`), devour N (702.82a: N +1/+1 counters for each
creature its controller sacrifices as it enters, the enter event's `devoured`), sunburst (702.44a: a +1/+1 counter, or
a charge counter when it does not enter as a creature, for each colour of mana spent to cast it, the enter event's
`mana_spent`), tribute N (702.104a: the opponent chosen may put N +1/+1 counters on it, the enter event's `tribute`),
read ahead (702.155b: a Saga enters with the chosen number of lore counters, the enter event's `read_ahead`), amplify
N (702.38a: N +1/+1 counters for each card revealed from the hand that shares a creature type with it, the enter
event's `amplified`). Hardened Scales applies on top
(616.1: the counters are put on it as it enters, 614.1c)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, two_player_outcome, write_scenario
from tests.cli_helpers import enter_counters as counters
from tests.cli_helpers import enter_run as run_enter
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Carnage Wurm", "Blood Ogre", "Gluttonous Slime", "Mycoloth", "Pentad Prism", "Suntouched Myr",
         "Hardened Scales", "March of the Machines", "Ornithopter", "Grizzly Bears", "Sol Ring", "Fanatic of Xenagos",
         "Nessian Demolok", "Shrike Harpy", "The World Spell", "Braids's Frightful Return", "The Elder Dragon War",
         "Feral Throwback", "Aven Warhawk", "Enormous Baloth", "Glory Seeker", "Scathe Zombies", "Changeling Outcast",
         "Essence of the Wild")
CORPUS = Path(__file__).parent / "data" / "keyword_enter_more_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)
SCALES = {"id": "scales", "card": "Hardened Scales", "owner": "alice"}




def refusal(tmp_path: Path, card: str, others: list[dict[str, Any]] | None = None, **event: Any) -> str:
    """The one-line refusal (exit 2) of the card entering under alice's control."""
    return assert_one_line_error(run_enter(tmp_path, card, others or [], **event), 2)


# ---- 702.54a bloodthirst -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "amount"), [("Carnage Wurm", 3), ("Blood Ogre", 1)])
def test_bloodthirst_is_read(card: str, amount: int) -> None:
    got = line_of(card, 0)
    assert isinstance(got, Accepted), got
    assert {str(f.arguments[1]) for f in got.facts if f.name in ("repl_if", "repl_op")} == {
        "entering(self)", "opponent_damaged", f'enters_with_counters("+1/+1",{amount})'}


def test_bloodthirst_reads_who_was_dealt_damage(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Carnage Wurm", damaged_this_turn=["bob"]) == {"+1/+1": 3}
    assert counters(tmp_path, "Blood Ogre", damaged_this_turn=["alice", "bob"]) == {"+1/+1": 1}
    # its controller's own damage is no opponent's; none dealt, none
    assert counters(tmp_path, "Carnage Wurm", damaged_this_turn=["alice"]) == {}
    assert counters(tmp_path, "Carnage Wurm", damaged_this_turn=[]) == {}
    # an opponent of the player it enters under: under bob's control, alice is the opponent
    answer = run_enter(tmp_path, "Blood Ogre", [], controller="bob", damaged_this_turn=["alice"])
    (outcome,) = json.loads(answer.out)["outcomes"]
    assert [(e["counter"], e["amount"], e["player"]) for e in outcome["events"] if e["kind"] == "counters"] == [
        ("+1/+1", 1, "bob")]
    # entering from elsewhere than the stack it still reads the turn (702.54a is no casting rule)
    answer = run_enter(tmp_path, "Blood Ogre", [], zone="graveyard", damaged_this_turn=["bob"])
    (outcome,) = json.loads(answer.out)["outcomes"]
    assert [e["amount"] for e in outcome["events"] if e["kind"] == "counters"] == [1]


def test_bloodthirst_with_hardened_scales(compiled: None, tmp_path: Path) -> None:
    # 614.1c, 616.1: the counters are put on it as it enters; Hardened Scales adds one
    assert counters(tmp_path, "Carnage Wurm", [SCALES], damaged_this_turn=["bob"]) == {"+1/+1": 4}
    assert counters(tmp_path, "Carnage Wurm", [SCALES], damaged_this_turn=[]) == {}


def test_bloodthirst_without_the_turn_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`damaged_this_turn`" in refusal(tmp_path, "Carnage Wurm")
    # a creature without bloodthirst needs no such field
    assert counters(tmp_path, "Ornithopter") == {}


@pytest.mark.parametrize(("value", "words"), [("bob", "a list of players"), (["carol"], "carol"),
                                              ([1], "event.damaged_this_turn[0]")])
def test_damaged_this_turn_is_checked(compiled: None, tmp_path: Path, value: Any, words: str) -> None:
    err = refusal(tmp_path, "Carnage Wurm", damaged_this_turn=value)
    assert "event.damaged_this_turn" in err and words in err, err


def test_a_bloodthirsty_creature_on_the_battlefield_has_its_counters(compiled: None, tmp_path: Path) -> None:
    # layers: the keyword changes no characteristic; its counters (the board's) do (613.4c)
    obj = two_player_outcome(tmp_path, [{"id": "w", "card": "Carnage Wurm", "owner": "alice",
                                         "counters": {"+1/+1": 3}}])["objects"]["w"]
    assert (obj["power"], obj["toughness"]) == (9, 9)


@pytest.mark.parametrize("line", ["Bloodthirst X", "Bloodthirst", "Bloodthirst 2 and haste",
                                  "If an opponent was dealt damage this turn, this creature enters with a +1/+1 "
                                  "counter on it and gains haste."])
def test_bloodthirst_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Ogre"), Refused)


# ---- 702.82a devour ----------------------------------------------------------------------------------------------
BEARS = [{"id": "b1", "card": "Grizzly Bears", "owner": "alice"},
         {"id": "b2", "card": "Grizzly Bears", "owner": "alice"}, {"id": "b3", "card": "Grizzly Bears", "owner": "bob"}]


@pytest.mark.parametrize(("card", "index", "amount"), [("Gluttonous Slime", 1, 1), ("Mycoloth", 0, 2)])
def test_devour_is_read(card: str, index: int, amount: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [
        f'enters_with_counters("+1/+1",per({amount},devoured))']


def test_devour_counts_the_creatures_sacrificed(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Gluttonous Slime", BEARS, devoured=["b1", "b2"]) == {"+1/+1": 2}
    assert counters(tmp_path, "Mycoloth", BEARS, devoured=["b1", "b2"]) == {"+1/+1": 4}
    assert counters(tmp_path, "Mycoloth", BEARS, devoured=["b2"]) == {"+1/+1": 2}
    assert counters(tmp_path, "Mycoloth", BEARS, devoured=[]) == {}  # 614.7a: none sacrificed, no counters
    # under bob's control, bob sacrifices his own
    assert counters(tmp_path, "Mycoloth", BEARS, controller="bob", devoured=["b3"]) == {"+1/+1": 2}


def test_devour_with_hardened_scales(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Mycoloth", [*BEARS, SCALES], devoured=["b1"]) == {"+1/+1": 3}
    assert counters(tmp_path, "Mycoloth", [*BEARS, SCALES], devoured=[]) == {}


def test_devour_sacrifices_creatures_as_the_layers_give_them(compiled: None, tmp_path: Path) -> None:
    ring = {"id": "p", "card": "Sol Ring", "owner": "alice"}
    march = {"id": "m", "card": "March of the Machines", "owner": "alice"}
    # 702.82a: an artifact March of the Machines animates is a creature (613.1d)
    assert counters(tmp_path, "Gluttonous Slime", [ring, march], devoured=["p"]) == {"+1/+1": 1}
    err = refusal(tmp_path, "Gluttonous Slime", [ring], devoured=["p"])
    assert "event.devoured[0]" in err and "not a creature" in err, err


def test_devouring_the_source_of_another_entering_effect_is_refused(compiled: None, tmp_path: Path) -> None:
    # Essence of the Wild's effect (the Slime would enter as a copy of it) modifies the Slime's entering; sacrificed as
    # the Slime enters, whether it still applies depends on the order the effects are applied in (616.1): refused,
    # naming the creature. Not sacrificed, the Slime enters as a copy of it (616.1c: copy effects first, 614.12), which
    # has no devour: no counters, no sacrifice to state (stating one is bad input: it never had devour to offer it)
    essence = {"id": "essence", "card": "Essence of the Wild", "owner": "alice"}
    err = refusal(tmp_path, "Gluttonous Slime", [*BEARS, essence], devoured=["essence"])
    assert "essence is sacrificed" in err and "616.1" in err, err
    assert counters(tmp_path, "Gluttonous Slime", [*BEARS, essence]) == {}
    err = refusal(tmp_path, "Gluttonous Slime", [*BEARS, essence], devoured=["b1"])
    assert "event.devoured" in err and "no devour" in err, err


def test_devour_without_the_sacrifices_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`devoured`" in refusal(tmp_path, "Mycoloth", BEARS)


@pytest.mark.parametrize(("value", "path", "words"), [
    (["b3"], "event.devoured[0]", "controlled by bob"), (["b1", "b1"], "event.devoured", "twice"),
    (["nope"], "event.devoured[0]", "not an object"), ("b1", "event.devoured", "a list of objects"),
    (["h"], "event.devoured[0]", "in the hand")])
def test_devoured_is_checked(compiled: None, tmp_path: Path, value: Any, path: str, words: str) -> None:
    hand = {"id": "h", "card": "Grizzly Bears", "owner": "alice", "zone": "hand"}
    err = refusal(tmp_path, "Mycoloth", [*BEARS, hand], devoured=value)
    assert path in err and words in err, err


def test_devoured_names_one_entering_object(compiled: None, tmp_path: Path) -> None:
    data = {"players": ["alice", "bob"], "active": "alice",
            "objects": [{"id": "s1", "card": "Gluttonous Slime", "zone": "hand", "owner": "alice"},
                        {"id": "s2", "card": "Gluttonous Slime", "zone": "hand", "owner": "alice"}, *BEARS],
            "event": {"kind": "enter", "objects": ["s1", "s2"], "devoured": ["b1"]}}
    err = assert_one_line_error(run_cli("replace", str(write_scenario(tmp_path, data)), "--json"), 2)
    assert "event.devoured" in err and "one `object`" in err, err


@pytest.mark.parametrize("line", ["Devour X", "Devour", "Devour artifact 1", "Devour Food 3",
                                  "Devour 2, where X is the number of creatures you control"])
def test_devour_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Ooze"), Refused)


# ---- 702.44a sunburst --------------------------------------------------------------------------------------------
MARCH = {"id": "m", "card": "March of the Machines", "owner": "alice"}


@pytest.mark.parametrize("card", ["Pentad Prism", "Suntouched Myr"])
def test_sunburst_is_read(card: str) -> None:
    got = line_of(card, 0)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == ["sunburst(per(1,colors_spent))"]


def test_sunburst_counts_the_colours_spent(compiled: None, tmp_path: Path) -> None:
    # 105.1, 106.1b: colourless mana is no colour; two red mana is one colour
    spent = {"W": 1, "U": 1, "C": 2}
    assert counters(tmp_path, "Suntouched Myr", mana_spent=spent) == {"+1/+1": 2}
    assert counters(tmp_path, "Pentad Prism", mana_spent={"R": 2, "G": 1}) == {"charge": 2}
    assert counters(tmp_path, "Pentad Prism", mana_spent={"C": 2}) == {}
    assert counters(tmp_path, "Suntouched Myr", mana_spent={"W": 1, "U": 1, "B": 1, "R": 1, "G": 1}) == {"+1/+1": 5}


def test_sunburst_reads_what_it_enters_as(compiled: None, tmp_path: Path) -> None:
    # 614.12: under March of the Machines the Prism enters as an artifact creature: +1/+1 counters, not charge
    assert counters(tmp_path, "Pentad Prism", [MARCH], mana_spent={"R": 1, "G": 1}) == {"+1/+1": 2}
    # Hardened Scales adds one to +1/+1 counters only (on a creature)
    assert counters(tmp_path, "Pentad Prism", [MARCH, SCALES], mana_spent={"R": 1, "G": 1}) == {"+1/+1": 3}
    assert counters(tmp_path, "Pentad Prism", [SCALES], mana_spent={"R": 1, "G": 1}) == {"charge": 2}
    assert counters(tmp_path, "Suntouched Myr", [SCALES], mana_spent={"B": 1, "G": 2}) == {"+1/+1": 3}


def test_sunburst_not_from_the_stack_puts_none(compiled: None, tmp_path: Path) -> None:
    # 702.44b: it was not cast, so no mana was spent (and mana_spent is refused for it)
    answer = run_enter(tmp_path, "Suntouched Myr", [], zone="graveyard")
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    assert [e for e in outcome["events"] if e["kind"] == "counters"] == []


def test_sunburst_without_the_mana_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`mana_spent`" in refusal(tmp_path, "Pentad Prism")


def test_a_sunburst_creature_on_the_battlefield_has_its_counters(compiled: None, tmp_path: Path) -> None:
    obj = two_player_outcome(tmp_path, [{"id": "myr", "card": "Suntouched Myr", "owner": "alice",
                                         "counters": {"+1/+1": 3}}])["objects"]["myr"]
    assert (obj["power"], obj["toughness"]) == (3, 3)


@pytest.mark.parametrize("line", ["Sunburst 2", "Modular\u2014Sunburst", "Sunburst, flying"])
def test_sunburst_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Myr"), Refused)


# ---- 702.104a tribute --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "index", "amount"), [("Fanatic of Xenagos", 1, 1), ("Nessian Demolok", 0, 3),
                                                       ("Shrike Harpy", 1, 2)])
def test_tribute_is_read(card: str, index: int, amount: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [f"tribute({amount})"]


def tribute_counters(tmp_path: Path, card: str, others: list[dict[str, Any]] | None = None,
                     **event: Any) -> list[tuple[str, int, str]]:
    """The counters events (kind, amount, the player who puts them) of the card's only outcome."""
    answer = run_enter(tmp_path, card, others or [], **event)
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    return [(e["counter"], e["amount"], e["player"]) for e in outcome["events"] if e["kind"] == "counters"]


def test_tribute_counters_are_put_by_the_opponent(compiled: None, tmp_path: Path) -> None:
    paid = {"opponent": "bob", "paid": True}
    assert tribute_counters(tmp_path, "Nessian Demolok", tribute=paid) == [("+1/+1", 3, "bob")]
    assert tribute_counters(tmp_path, "Shrike Harpy", tribute=paid) == [("+1/+1", 2, "bob")]
    assert tribute_counters(tmp_path, "Nessian Demolok", tribute={"opponent": "bob", "paid": False}) == []
    # under bob's control, alice is the opponent who pays
    assert tribute_counters(tmp_path, "Fanatic of Xenagos", controller="bob",
                            tribute={"opponent": "alice", "paid": True}) == [("+1/+1", 1, "alice")]


def test_tribute_with_hardened_scales(compiled: None, tmp_path: Path) -> None:
    # Hardened Scales: counters put on a creature its controller controls, whoever puts them (616.1)
    assert tribute_counters(tmp_path, "Nessian Demolok", [SCALES], tribute={"opponent": "bob", "paid": True}) == [
        ("+1/+1", 4, "bob")]
    assert tribute_counters(tmp_path, "Nessian Demolok", [SCALES], tribute={"opponent": "bob", "paid": False}) == []


def test_tribute_without_the_choice_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`tribute`" in refusal(tmp_path, "Nessian Demolok")


@pytest.mark.parametrize(("value", "path", "words"), [
    ({"opponent": "alice", "paid": True}, "event.tribute.opponent", "opponent of that player"),
    ({"opponent": "bob"}, "event.tribute.paid", "missing"), ({"paid": True}, "event.tribute.opponent", "missing"),
    ({"opponent": "carol", "paid": True}, "event.tribute.opponent", "carol"),
    ({"opponent": "bob", "paid": "yes"}, "event.tribute.paid", "true or false"),
    ("bob", "event.tribute", "mapping")])
def test_tribute_is_checked(compiled: None, tmp_path: Path, value: Any, path: str, words: str) -> None:
    err = refusal(tmp_path, "Nessian Demolok", tribute=value)
    assert path in err and words in err, err


@pytest.mark.parametrize("line", ["Tribute X", "Tribute", "Tribute 2, flying"])
def test_tribute_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Harpy"), Refused)


# ---- 702.155b read ahead -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["The World Spell", "Braids's Frightful Return", "The Elder Dragon War"])
def test_read_ahead_is_read(card: str) -> None:
    got = line_of(card, 0)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == ["read_ahead"]


def test_read_ahead_puts_the_chosen_number_of_lore_counters(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "The World Spell", read_ahead=3) == {"lore": 3}
    assert counters(tmp_path, "Braids's Frightful Return", read_ahead=2) == {"lore": 2}
    assert counters(tmp_path, "The Elder Dragon War", read_ahead=1) == {"lore": 1}
    # Hardened Scales: lore counters on an enchantment, not +1/+1 counters on a creature
    assert counters(tmp_path, "The World Spell", [SCALES], read_ahead=2) == {"lore": 2}


def test_read_ahead_without_the_number_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`read_ahead`" in refusal(tmp_path, "The World Spell")


@pytest.mark.parametrize(("card", "value", "words"), [
    ("The World Spell", 4, "final chapter number, 3"), ("The World Spell", 0, "event.read_ahead"),
    ("The World Spell", "two", "integer"), ("Grizzly Bears", 1, "no chapter abilities")])
def test_read_ahead_is_checked(compiled: None, tmp_path: Path, card: str, value: Any, words: str) -> None:
    err = refusal(tmp_path, card, read_ahead=value)
    assert "event.read_ahead" in err and words in err, err


@pytest.mark.parametrize("line", ["Read ahead 2", "Read", "Read ahead, flying"])
def test_read_ahead_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Saga"), Refused)


# ---- 702.38a amplify ---------------------------------------------------------------------------------------------
HAND = [{"id": "baloth", "card": "Enormous Baloth", "owner": "alice", "zone": "hand"},
        {"id": "seeker", "card": "Glory Seeker", "owner": "alice", "zone": "hand"},
        {"id": "zombies", "card": "Scathe Zombies", "owner": "alice", "zone": "hand"},
        {"id": "outcast", "card": "Changeling Outcast", "owner": "alice", "zone": "hand"},
        {"id": "bobs", "card": "Enormous Baloth", "owner": "bob", "zone": "hand"}]


@pytest.mark.parametrize(("card", "index", "amount"), [("Feral Throwback", 0, 2), ("Aven Warhawk", 0, 1)])
def test_amplify_is_read(card: str, index: int, amount: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [
        f'enters_with_counters("+1/+1",per({amount},amplified))']


def test_amplify_counts_the_cards_revealed(compiled: None, tmp_path: Path) -> None:
    # Feral Throwback (Beast): the Baloth (Beast) and the changeling (every creature type, 702.73a) share one
    assert counters(tmp_path, "Feral Throwback", HAND, amplified=["baloth", "outcast"]) == {"+1/+1": 4}
    assert counters(tmp_path, "Feral Throwback", HAND, amplified=["baloth"]) == {"+1/+1": 2}
    assert counters(tmp_path, "Feral Throwback", HAND, amplified=[]) == {}
    # Aven Warhawk (Bird Soldier): Glory Seeker is a Soldier
    assert counters(tmp_path, "Aven Warhawk", HAND, amplified=["seeker", "outcast"]) == {"+1/+1": 2}
    assert counters(tmp_path, "Aven Warhawk", [*HAND, SCALES], amplified=["seeker"]) == {"+1/+1": 2}


def test_amplify_reveals_only_cards_sharing_a_creature_type(compiled: None, tmp_path: Path) -> None:
    err = refusal(tmp_path, "Aven Warhawk", HAND, amplified=["zombies"])
    assert "zombies" in err and "creature type" in err, err


def test_amplify_without_the_cards_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`amplified`" in refusal(tmp_path, "Feral Throwback", HAND)


@pytest.mark.parametrize(("value", "path", "words"), [
    (["bobs"], "event.amplified[0]", "alice's hand"), (["baloth", "baloth"], "event.amplified", "twice"),
    (["new"], "event.amplified[0]", "itself"), ("baloth", "event.amplified", "a list of objects"),
    (["ghost"], "event.amplified[0]", "not an object")])
def test_amplified_is_checked(compiled: None, tmp_path: Path, value: Any, path: str, words: str) -> None:
    err = refusal(tmp_path, "Feral Throwback", HAND, amplified=value)
    assert path in err and words in err, err


@pytest.mark.parametrize("line", ["Amplify X", "Amplify", "Amplify 1, flying"])
def test_amplify_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Beast"), Refused)
