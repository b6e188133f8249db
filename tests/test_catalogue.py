"""`mtgsolve cards NAME` and `mtgsolve abilities [WORDS]` (issue 14): substring search and "did you
mean" as the loader gives them, curly apostrophes, notes and listings in plain words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pysolver.cards.library import load_library
from tests.cli_helpers import run_cli, write_scenario

LIBRARY = load_library()


def test_cards_lists_every_card_whose_name_contains_the_words() -> None:
    """Both libraries: the hand-written cards and the compiled ones (a real card of the corpus)."""
    run = run_cli("cards", "moon")
    assert run.status == 0
    names = [line.split("  ")[0] for line in run.out.splitlines()[2:]]
    assert {"Alpine Moon", "Blood Moon", "Magus of the Moon", "Anim Pakal, Thousandth Moon"} <= set(names)
    assert all("moon" in name.lower() for name in names)


@pytest.mark.parametrize("name", ["URBORG, tomb", "Urborg Tomb of Yawgmoth"])
def test_cards_shows_the_only_card_containing_the_words(name: str) -> None:
    run = run_cli("cards", name)
    assert run.status == 0 and run.out.startswith("Urborg, Tomb of Yawgmoth")


def test_a_full_name_is_found_before_a_short_name() -> None:
    """"Urborg" is a card of its own (a legendary land), not Urborg, Tomb of Yawgmoth's short name."""
    run = run_cli("cards", "urborg")
    assert run.status == 0 and run.out.startswith("Urborg ") and "Tomb of Yawgmoth" not in run.out.splitlines()[0]


def test_cards_reads_curly_apostrophes() -> None:
    run = run_cli("cards", "Gaea\u2019s Protector")
    assert run.status == 0 and run.out.startswith("Gaea's Protector")


@pytest.mark.parametrize(("name", "hint"), [
    ("blod moon", "(did you mean 'Blood Moon'?)"),
    ("humilty", "(did you mean 'Humility'?)")])
def test_cards_and_the_loader_give_the_same_did_you_mean(tmp_path: Path, name: str, hint: str) -> None:
    run = run_cli("cards", name)
    assert run.status == 2 and hint in run.err and run.out == ""
    data = {"players": ["a"], "objects": [{"id": "x", "card": name}]}
    loaded = run_cli("layers", str(write_scenario(tmp_path, data)))
    assert loaded.status == 2 and hint in loaded.err


def test_a_curly_apostrophe_in_a_scenario_names_the_card(tmp_path: Path) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, {"players": ["a"], "objects": [
        {"id": "x", "card": "Gaea\u2019s Protector"},
        {"id": "y", "custom": {"name": "Urza\u2019s Toy", "types": ["artifact"],
                               "abilities": ["Urza\u2019s Toy can\u2019t block."]}}]})), "--json")
    assert run.status == 0, run.err
    assert '"Urza\'s Toy"' in run.out or "Urza's Toy" in run.out


# ability terms as the engine writes them ("cant_be_blocked_by(wall)", "kw(flying)")
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z_]+\([a-z0-9_,]*\)")


@pytest.mark.parametrize("name", sorted(c.name for c in LIBRARY.cards.values()))
def test_a_card_is_shown_in_plain_words(name: str) -> None:
    run = run_cli("cards", name)
    assert run.status == 0
    words = re.sub(r"`[^`]*`", "", run.out)  # scenario syntax, in backticks, is the user's own
    assert not INTERNAL.search(words), INTERNAL.search(words)


def test_abilities_lists_every_template_with_the_words_it_takes() -> None:
    run = run_cli("abilities")
    assert run.status == 0
    for shown in ("Other [color] creatures you control get +1/+1.",
                  "Other [creature type] creatures you control get +1/+1.",
                  "Each land is a [land type] in addition to its other land types.",
                  "[color]: a colour (105.1): white, blue, black, red, green"):
        assert shown in run.out
    templates = LIBRARY.written_keys()
    assert f"\n\n{len(templates)} ability texts a custom object may use" in run.out  # after the grammar's forms


def test_abilities_searches_by_words() -> None:
    run = run_cli("abilities", "land", "TYPE")
    assert run.status == 0
    entries = [line for line in run.out.splitlines()[1:] if not line.startswith(" ")]
    assert "Each land is a [land type] in addition to its other land types." in entries
    assert "Other [color] creatures you control get +1/+1." not in entries


def test_abilities_with_no_match_names_the_nearest_template() -> None:
    run = run_cli("abilities", "Each land is an Islandd in addition")
    assert run.status == 2
    assert "did you mean 'Each land is a [land type] in addition to its other land types.'?" in run.err


def test_abilities_says_which_question_models_a_template_no_card_carries() -> None:
    run = run_cli("abilities", "creature", "type", "other")
    lines = run.out.splitlines()
    at = lines.index("Other [creature type] creatures you control get +1/+1.")
    assert "layers" in lines[at + 1]
