"""The compiled card library (issue 27): built from a corpus with a compiler, written as sorted
lines, found by name, loaded into scenarios (definition facts through the board's facts), refused
per question, shown by `mtgsolve cards NAME`, imported by `mtgsolve cards import`.

The compiler here is tests/library_compiler.py: it accepts exactly what the hand-written library's
templates match, with that library's own definition facts, so the answers can be checked against
the rules."""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import clingo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pysolver.cards import build as build_module
from pysolver.cards import compiled as compiled_module
from pysolver.cards import importing
from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import CompiledAbility, CompiledLibrary, load_compiled
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.lexicon import CODE_COUNT, code
from pysolver.cards.library import load_library
from pysolver.cards.names import UnknownCard, find_card
from pysolver.cards.printed import card_key
from tests import library_compiler
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario

DATA = Path(__file__).parent / "data"
LIBRARY = load_library()


@pytest.fixture(scope="module")
def built() -> list[str]:
    return build_library(read_corpus(DATA / "atomic_cards.json"), library_compiler.compile_ability)[0]


@pytest.fixture
def installed(built: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[CompiledLibrary]:
    """The crafted corpus compiled into a cache folder of its own, as an import leaves it."""
    cache = tmp_path / "cache"
    write_library(built, cache / "cards.jsonl")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(cache))
    load_compiled.cache_clear()
    found = load_compiled()
    assert found is not None
    yield found
    load_compiled.cache_clear()


def test_a_build_is_deterministic_sorted_and_says_where_it_comes_from(built: list[str]) -> None:
    again, coverage = build_library(read_corpus(DATA / "atomic_cards.json"), library_compiler.compile_ability,
                                    workers=2)
    assert again == built  # the same lines, compiled in one process or in two
    keys = [card_key(row[0]) if isinstance(row, list) else row["k"] for row in map(json.loads, built[2:])]
    assert keys == sorted(keys) and len(keys) == len(set(keys))
    header = json.loads(built[0])
    assert header["source"] == "atomic_cards.json" and header["date"] == "2026-11-01"
    assert "Wizards of the Coast" in header["licence"]
    # 14 faces (Krosa, a plane, is no card of the battlefield or stack: 205.2a) and other names
    assert header["cards"] == 14 and coverage.skipped == 1
    assert {"anafenza", "meishin", "fire // ice", "delver of secrets // insectile aberration"} <= set(keys)


def test_abilities_are_read_back_as_the_compiler_gave_them(installed: CompiledLibrary) -> None:
    [ability] = installed.card(installed.entry("Harbinger of the Seas")).abilities
    given_back = library_compiler.compile_ability("Nonbasic lands are Islands.", "Harbinger of the Seas")
    assert ability.key == given_back.key == clingo.parse_term("nonbasic_lands_are(island)")
    assert sorted(ability.facts) == sorted(given_back.facts) and ability.questions == {"layers"}
    [meishin] = installed.card(installed.entry("Meishin, the Mind Cage")).abilities
    assert meishin.unknown == meishin.text == "All creatures get -X/-0, where X is the number of cards in your hand."
    assert not meishin.accepted and meishin.questions == {"layers"}


def test_a_meaning_is_written_once_for_every_face_that_has_it(built: list[str]) -> None:
    # Warleader's Call and The Circle of Loyalty share "Creatures you control get +1/+1."
    rows = [json.loads(line) for line in built[2:]]
    definitions = [row["k"] for row in rows if "f" in row]
    assert definitions.count(compiled_module.DEFINITION + "creatures_you_control_get") == 1
    # a face's ability is [text, questions, key]: no facts nor meaning
    abilities = [ability for row in rows if isinstance(row, list) and len(row) > 4 for ability in row[4]]
    assert abilities and all(isinstance(ability, list) and len(ability) <= 4 and not isinstance(ability[-1], dict)
                             for ability in abilities)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.text(alphabet="ab ,'\"\\é", min_size=1, max_size=6), max_size=40),
       st.lists(st.text(alphabet="ab ,'\"\\é", min_size=1, max_size=6), max_size=10))
def test_binary_search_finds_every_line_and_only_those(keys: set[str], others: list[str]) -> None:
    import tempfile

    keys = {card_key(k) for k in keys if card_key(k)}
    lines = [json.dumps({"format": compiled_module.FORMAT, "coverage": {}}),  # the header, the lexicons
             json.dumps({"printed": [], "definitions": []})]
    lines += [json.dumps({"k": k, "see": [k * 3]}) for k in sorted(keys)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.jsonl"
        write_library(lines, path)
        library = CompiledLibrary(path)
        for key in keys:
            assert library.entry(key) == {"k": key, "see": [key * 3]}
        for other in others:
            found = library.entry(other)
            assert (found is not None) == (card_key(other) in keys)


@pytest.mark.parametrize(("written", "name"), [
    ("harbinger of the seas", "Harbinger of the Seas"),
    ("Warleader\u2019s Call", "Warleader's Call"),
    ("MEISHIN, THE MIND CAGE", "Meishin, the Mind Cage"),
    ("Meishin", "Meishin, the Mind Cage"),  # a legendary card's short name
    ("Insectile Aberration", "Insectile Aberration"),  # a back face
    ("Delver of Secrets // Insectile Aberration", "Delver of Secrets"),  # the card: its front face
    ("chop down", "Chop Down"),
    ("Kalitas", "Kalitas, Traitor of Ghet"),  # the hand-written library's short names too
    ("urborg", "Urborg, Tomb of Yawgmoth"),
])
def test_names_as_people_write_them(installed: CompiledLibrary, written: str, name: str) -> None:
    assert find_card(LIBRARY, written, installed).name == name


def test_a_split_card_is_named_by_its_half(installed: CompiledLibrary) -> None:
    with pytest.raises(UnknownCard, match=r"'Fire // Ice' names 2 faces or cards \('Fire', 'Ice'\)"):
        find_card(LIBRARY, "Fire // Ice", installed)


def test_did_you_mean_reads_the_compiled_library(installed: CompiledLibrary, tmp_path: Path) -> None:
    run = run_cli("cards", "harbinger of the sae")
    assert run.status == 2 and "(did you mean 'Harbinger of the Seas'?)" in run.err
    data = {"players": ["a"], "objects": [{"id": "x", "card": "harbinger of the sae"}]}
    loaded = run_cli("layers", str(write_scenario(tmp_path, data)))
    assert loaded.status == 2 and "(did you mean 'Harbinger of the Seas'?)" in loaded.err


def lands_board(harbinger_first: bool) -> dict[str, object]:
    return {"players": ["alice", "bob"], "objects": [
        {"id": "harbinger", "card": "Harbinger of the Seas", "timestamp": 1 if harbinger_first else 2},
        {"id": "blanket", "card": "Blanket of Night", "timestamp": 2 if harbinger_first else 1},
        {"id": "pool", "card": "Breeding Pool", "owner": "bob", "timestamp": 3},
        {"id": "plains", "card": "Plains", "owner": "bob", "timestamp": 4}]}


@pytest.mark.parametrize(("harbinger_first", "pool"), [(True, ["island", "swamp"]), (False, ["island"])])
def test_compiled_cards_answer_layers_by_the_rules(installed: CompiledLibrary, tmp_path: Path,
                                                   harbinger_first: bool, pool: list[str]) -> None:
    # 305.7: Harbinger's effect sets a nonbasic land's land type (Island) in layer 4; Blanket of Night
    # adds Swamp to every land. Neither depends on the other (613.8: Blanket is no land, and what it
    # applies to does not change), so they apply in timestamp order (613.7): Blanket after Harbinger
    # leaves Breeding Pool an Island Swamp, Blanket before it is overwritten. Plains is basic: Plains Swamp.
    run = run_cli("layers", str(write_scenario(tmp_path, lands_board(harbinger_first))), "--json")
    assert run.status == 0, run.err
    objects = json.loads(run.out)["outcomes"][0]["objects"]
    assert objects["pool"]["subtypes"] == pool
    assert objects["plains"]["subtypes"] == ["plains", "swamp"]
    assert objects["harbinger"]["abilities"] == ["Nonbasic lands are Islands."]
    assert "not_modelled" not in json.loads(run.out)


def test_an_ability_that_cannot_matter_is_listed_as_not_modelled(installed: CompiledLibrary, tmp_path: Path) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "call", "card": "Warleader's Call"},
                                                      {"id": "bears", "card": "Grizzly Bears"}]}
    path = str(write_scenario(tmp_path, board))
    run = run_cli("layers", path, "--json")
    assert run.status == 0, run.err
    answer = json.loads(run.out)
    assert answer["outcomes"][0]["objects"]["bears"]["power"] == 3  # 613.4c: +1/+1 in layer 7c
    trigger = "Whenever a creature you control enters, this enchantment deals 1 damage to each opponent."
    assert answer["not_modelled"] == [{"object": "call", "card": "Warleader's Call", "ability": trigger,
                                       "not_understood": trigger, "matters_to": []}]
    text = run_cli("layers", path)
    assert text.status == 0 and "not modelled: Warleader's Call (call)" in text.out


def test_an_ability_that_matters_refuses_the_question(installed: CompiledLibrary, tmp_path: Path) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"},
                                                      {"id": "cage", "card": "Meishin"}]}
    path = str(write_scenario(tmp_path, board))
    for question in ("layers", "attacks"):  # attackers are judged on the board the layers give
        line = assert_one_line_error(run_cli(question, path), 2)
        assert "objects[1].card: Meishin, the Mind Cage: the ability \"All creatures get -X/-0, where X is" in line
        assert f"matters to `{question}`" in line


def test_a_card_is_refused_only_for_the_questions_its_abilities_matter_to(installed: CompiledLibrary,
                                                                         tmp_path: Path) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "ana", "card": "Anafenza"},
                                                      {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}],
             "event": {"kind": "destroy", "object": "bears"}}
    path = str(write_scenario(tmp_path, board))
    layers = run_cli("layers", path, "--json")
    assert layers.status == 0, layers.err
    assert [n["matters_to"] for n in json.loads(layers.out)["not_modelled"]] == [["combat"], ["replace"]]
    # the attack trigger matters to combat only once it has resolved (603.3, 608.2), after attackers are
    # declared (508.2): `attacks` is answered, and lists it; the replacement effect (614.1a) refuses `replace`
    attacks = run_cli("attacks", path, "--json")
    assert attacks.status == 0, attacks.err
    listed = json.loads(attacks.out)["not_modelled"]
    assert [(n["ability"].startswith("Whenever Anafenza attacks"), n.get("once_resolved")) for n in listed] == [
        (True, True), (False, None)]
    assert "would die" in assert_one_line_error(run_cli("replace", path), 2)
    # an effect of the scenario that this trigger made is refused: its effect is unknown (611.2c)
    board["effects"] = [{"ability_of": "ana"}]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].ability_of" in line and "Whenever Anafenza attacks" in line and "may have made" in line


def test_a_compiled_spell_is_an_effect_that_resolved(installed: CompiledLibrary, tmp_path: Path) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"}],
             "effects": [{"spell": "Brute Force", "targets": ["bears"]}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    bears = json.loads(run.out)["outcomes"][0]["objects"]["bears"]
    assert (bears["power"], bears["toughness"]) == (5, 5)  # 611.2c, 613.4c: +3/+3 in layer 7c
    board["effects"] = [{"spell": "Ice", "ability": 1, "targets": ["bears"]}]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].ability: ability 1 of Ice is not understood by the engine" in line
    del board["effects"][0]["ability"]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].spell: Ice: no ability of it that could have made this effect is understood" in line


def test_a_printed_value_the_engine_cannot_hold_refuses_every_question(installed: CompiledLibrary,
                                                                      tmp_path: Path) -> None:
    path = str(write_scenario(tmp_path, {"players": ["a"], "objects": [{"id": "s", "card": "Shapeshifter"}]}))
    assert "toughness '7-*'" in assert_one_line_error(run_cli("layers", path), 2)


def test_cards_shows_how_each_ability_was_understood(installed: CompiledLibrary) -> None:
    run = run_cli("cards", "Warleader's Call")
    assert run.status == 0
    assert run.out.splitlines()[:2] == ["Warleader's Call  {1}{R}{W}  (white, red)", "Enchantment"]
    assert "understood: modelled by continuous effect: layers" in run.out
    assert "refused: not understood:" in run.out
    for name in ("Anafenza", "Shapeshifter", "Insectile Aberration", "Fire"):
        shown = run_cli("cards", name)
        assert shown.status == 0 and max(len(line) for line in shown.out.splitlines()) <= 80, shown.out


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "cache"
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(folder))
    monkeypatch.setattr(importing, "default_compiler", lambda: library_compiler.compile_ability)
    load_compiled.cache_clear()
    yield folder
    load_compiled.cache_clear()


def test_import_compiles_a_corpus_into_the_cache_and_reports_coverage(cache: Path) -> None:
    run = run_cli("cards", "import", str(DATA / "scryfall_oracle_cards.json"), "--no-progress")
    assert run.status == 0, run.err
    assert "14 faces compiled" in run.out and "layers" in run.out and "cards fully understood" in run.out
    assert (cache / "cards.jsonl").is_file()
    shown = run_cli("cards", "Harbinger of the Seas")
    assert shown.status == 0 and "understood:" in shown.out


def test_a_failed_or_interrupted_import_leaves_the_library_as_it_was(cache: Path, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert run_cli("cards", "import", str(DATA / "atomic_cards.json"), "--no-progress").status == 0
    before = (cache / "cards.jsonl").read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text('{"meta": {}, "data": {"Blood Moon": [', encoding="utf-8")
    assert "not JSON, or cut short" in assert_one_line_error(run_cli("cards", "import", str(bad)), 2)

    def interrupted(line: str, card_name: str) -> object:
        if card_name == "Harbinger of the Seas":
            raise KeyboardInterrupt
        return library_compiler.compile_ability(line, card_name)

    monkeypatch.setattr(importing, "default_compiler", lambda: interrupted)
    assert run_cli("cards", "import", str(DATA / "atomic_cards.json"), "--no-progress", "--workers", "1").status == 130
    assert (cache / "cards.jsonl").read_bytes() == before
    assert sorted(os.listdir(cache)) == sorted(p for p in os.listdir(cache) if not p.endswith(".tmp"))


def test_import_without_the_compiler_is_refused_and_writes_nothing(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setitem(sys.modules, "pysolver.cards.oracle", None)  # an installation without the compiler
    line = assert_one_line_error(run_cli("cards", "import", str(DATA / "atomic_cards.json")), 2)
    assert "the Oracle-text compiler (pysolver.cards.oracle) cannot be imported" in line
    assert not (tmp_path / "cache" / "cards.jsonl").exists()


def test_the_imported_library_is_used_instead_of_the_shipped_one(built: list[str], tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = tmp_path / "shipped" / "cards.jsonl"
    write_library(built[:2] + [line for line in built[2:] if line.startswith('["Harbinger of the Seas"')], shipped)
    monkeypatch.setattr(compiled_module, "shipped_library_path", lambda: shipped)
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))
    load_compiled.cache_clear()
    assert load_compiled().path == shipped
    write_library(built, tmp_path / "cache" / "cards.jsonl")
    load_compiled.cache_clear()
    assert load_compiled().path == tmp_path / "cache" / "cards.jsonl"
    load_compiled.cache_clear()


def test_a_write_interrupted_before_the_rename_leaves_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "cards.jsonl"
    target.write_text("old\n", encoding="utf-8")

    def interrupted(source: str, destination: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(build_module.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_library(["new"], target)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "old\n" and os.listdir(tmp_path) == ["cards.jsonl"]


def test_a_compiled_ability_is_shown_with_the_name_of_the_object_that_has_it() -> None:
    key = clingo.parse_term("attack_trigger_of_a_test")
    trigger = CompiledAbility("Whenever Anafenza attacks, put a +1/+1 counter on another target tapped creature "
                              "you control.", frozenset(), key,
                              (clingo.parse_term("ability_class(attack_trigger_of_a_test,triggered)"),), "")
    LIBRARY.learn([trigger], "Anafenza, the Foremost")
    assert LIBRARY.ability_class[key] == "triggered"
    assert LIBRARY.render(key, "Clone").startswith("Whenever Clone attacks, put")  # a copy (707.2) shows its name


def test_a_chosen_card_name_is_read_as_a_card_name(installed: CompiledLibrary, tmp_path: Path) -> None:
    # Alpine Moon names a nonbasic land card (205.4c): a card of the compiled library is judged by its
    # type line too
    board = {"players": ["alice"], "objects": [
        {"id": "moon", "card": "Alpine Moon", "choices": {"card_name": "Harbinger of the Seas"}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "'Harbinger of the Seas' is not a land card" in line


def test_a_damaged_library_is_one_error(built: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    lines = list(built)
    at = next(i for i, line in enumerate(lines) if line.startswith('["Harbinger of the Seas"'))
    face = json.loads(lines[at])
    face[4][0][0] = code(CODE_COUNT - 1)  # its text: a code of no entry of the lexicon
    lines[at] = json.dumps(face)
    write_library(lines, cache / "cards.jsonl")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(cache))
    load_compiled.cache_clear()
    board = {"players": ["a"], "objects": [{"id": "h", "card": "Harbinger of the Seas"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert f"{cache / 'cards.jsonl'}: the compiled card library is damaged" in line
    load_compiled.cache_clear()


def test_import_says_what_is_missing(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    line = assert_one_line_error(run_cli("cards", "import", str(tmp_path / "none.json")), 2)
    assert "none.json: cannot read the file: No such file or directory" in line
    assert "give one card data file" in assert_one_line_error(run_cli("cards", "import"), 2)
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", "")
    line = assert_one_line_error(run_cli("cards", "import", str(DATA / "atomic_cards.json")), 2)
    assert "MTGSOLVE_CACHE_DIR: is empty (no cache folder)" in line


def test_a_token_of_a_compiled_card(installed: CompiledLibrary, tmp_path: Path) -> None:
    # Doubling Season (614.1a): an effect that would create one token creates two instead
    board = {"players": ["alice", "bob"], "objects": [{"id": "season", "card": "Doubling Season"}],
             "event": {"kind": "create_token", "player": "alice", "amount": 1,
                       "token": {"card": "harbinger of the seas"}}}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [event] = json.loads(run.out)["outcomes"][0]["events"]
    assert (event["amount"], event["token"]) == (2, {"card": "Harbinger of the Seas"})


def two_meanings(line: str, card_name: str) -> object:
    """A faulty compiler: Blanket of Night's ability under the key of Harbinger of the Seas's."""
    result = library_compiler.compile_ability(line, card_name)
    if card_name == "Blanket of Night":
        return dataclasses.replace(result, key=clingo.parse_term("nonbasic_lands_are(island)"))
    return result


def test_a_key_with_two_meanings_stops_the_build() -> None:
    with pytest.raises(build_module.CompilerConflict, match=r"the compiler gave the ability "
                                                            r"nonbasic_lands_are\(island\) two meanings"):
        build_library(read_corpus(DATA / "atomic_cards.json"), two_meanings)


def test_an_ability_is_named_by_its_place_among_the_lines_of_its_card(installed: CompiledLibrary,
                                                                     tmp_path: Path) -> None:
    # The Circle of Loyalty's first line (affinity) is not understood: its anthem, the second line, is
    # circle#2 in the answer as in `ability: N`
    board = {"players": ["alice"], "objects": [{"id": "circle", "card": "The Circle of Loyalty"},
                                               {"id": "bears", "card": "Grizzly Bears"}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    outcome = json.loads(run.out)["outcomes"][0]
    assert outcome["order"]["7c"] == ["circle#2"] and outcome["objects"]["bears"]["power"] == 3


def test_the_page_lists_what_is_not_modelled_as_the_command_line_does(installed: CompiledLibrary) -> None:
    pytest.importorskip("starlette")
    from pysolver.engine import Engine
    from pysolver.web.answers import layers_answer

    engine = Engine()
    sc = engine.scenario({"players": ["alice", "bob"], "objects": [{"id": "call", "card": "Warleader's Call"}]})
    answer = layers_answer(engine, sc)
    assert "not modelled: Warleader's Call (call)" in answer["text"]
    assert answer["json"]["not_modelled"][0]["card"] == "Warleader's Call"
