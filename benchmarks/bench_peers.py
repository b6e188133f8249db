"""This engine side by side with phase.rs (`phase-python`, the optional extra `[peers]`) on the same
layer boards, in one run: the median time per board of each and the ratio, and every board where
the two answers differ, with this engine's trace (application order and dependency reasons).

    pip install ".[peers]"
    nice -n 10 python -m benchmarks.bench_peers [--repeat 7] [--big-repeat 3]

Times are CPU seconds (user + system, every thread; a child process's for the cold runs), medians of
--repeat runs: on a shared machine the wall clock measures the neighbours too, CPU time much less.
- mtgsolve warm: `Engine.layers(scenario)` of one warm engine (pysolver.engine);
- mtgsolve cold: `python -m pysolver layers FILE --json`, a fresh process end to end;
- phase full: a new phase.rs game (both decks, mulligans kept, debug mode), the cards placed on the
  battlefield in timestamp order (the order of moves gives phase.rs its timestamps) and the
  battlefield read;
- phase place: placing the cards and reading the battlefield in a game set up beforehand.
phase.rs gets the library's own printed values and Oracle text (Library.render), built into card
faces with `phase.build_oracle_face`. A board phase.rs cannot take (a choice, a resolved effect, a
card it cannot build) is named in the table instead of timed.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from tabulate import tabulate

from benchmarks.bench_layers import board
from pysolver.cards.library import Library
from pysolver.engine import Engine

ROOT = Path(__file__).parent.parent
COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# the layer that decides each compared characteristic (for the trace shown beside a difference)
LAYER_OF = {"types": "4", "subtypes": "4", "supertypes": "4", "colors": "5", "power": "7", "toughness": "7"}


def classic_boards() -> dict[str, dict[str, Any]]:
    """The small classic boards: the examples and an anthem board."""
    boards = {name: yaml.safe_load((ROOT / "examples" / f"{file}.yaml").read_text())
              for name, file in (("Humility/Opalescence", "humility-opalescence"),
                                 ("Blood Moon/Urborg", "blood-moon-urborg"),
                                 ("Lattice/March", "lattice-march"))}
    boards["anthems"] = {"players": ["alice", "bob"], "objects": [
        {"id": "anthem", "card": "Glorious Anthem", "timestamp": 1},
        {"id": "honor", "card": "Honor of the Pure", "timestamp": 2},
        {"id": "crusade", "card": "Crusade", "owner": "bob", "timestamp": 3},
        {"id": "angel", "card": "Serra Angel", "timestamp": 4},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 5},
        {"id": "elves", "card": "Llanowar Elves", "owner": "bob", "timestamp": 6}]}
    boards["20 permanents, 8 statics"] = board(20, 8)
    boards["200 permanents, 30 statics"] = without_choices(board(200, 30))
    return boards


def without_choices(scenario: dict[str, Any]) -> dict[str, Any]:
    """The board with each card that needs a choice (Conspiracy, Painter's Servant) replaced by an
    anthem, which phase.rs can be given through its debug actions."""
    for obj in scenario["objects"]:
        if obj.pop("choices", None) is not None:
            obj["card"] = "Honor of the Pure"
    return scenario


def cpu_seconds() -> float:
    """CPU seconds used so far by this process (every thread) and its finished children."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def median_time(run: Callable[[], Any], repeat: int) -> float:
    """The median CPU time of `repeat` runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = cpu_seconds()
        run()
        times.append(cpu_seconds() - start)
    return statistics.median(times)


def cold_run(path: str) -> None:
    """`python -m pysolver layers FILE --json` in a fresh process."""
    subprocess.run([sys.executable, "-m", "pysolver", "layers", path, "--json"], check=True, capture_output=True)


# --- phase.rs ------------------------------------------------------------------------------------
def phase_entry(library: Library, name: str) -> dict[str, Any]:
    """An MTGJSON-style entry of a library card (what phase.build_oracle_face reads)."""
    card = library.card(name)
    assert card is not None
    printed = card.printed
    type_line = " ".join(word.capitalize() for word in printed.supertypes + printed.types)
    if printed.subtypes:
        type_line += " — " + " ".join(word.capitalize() for word in printed.subtypes)
    entry: dict[str, Any] = {
        "name": card.name, "manaCost": card.mana_cost, "type": type_line,
        "types": [w.capitalize() for w in printed.types], "subtypes": [w.capitalize() for w in printed.subtypes],
        "supertypes": [w.capitalize() for w in printed.supertypes],
        "text": "\n".join(library.render(ability, card.name) for ability in printed.abilities),
        "colors": [COLOR_LETTER[c] for c in printed.colors], "colorIdentity": [], "keywords": [],
        "identifiers": {}, "layout": "normal", "manaValue": printed.mana_value, "convertedManaCost": printed.mana_value,
        "legalities": {}, "printings": []}
    if printed.power is not None:
        entry["power"], entry["toughness"] = str(printed.power), str(printed.toughness or 0)
    return entry


class Phase:
    """phase.rs driven through its debug actions (README, "Warm engine, batch and phase.rs")."""

    def __init__(self, library: Library, names: set[str]) -> None:
        import phase

        self.phase = phase
        faces = {name.lower(): phase.build_oracle_face(phase_entry(library, name), None) for name in sorted(names)}
        self.engine = phase.Engine.from_json(json.dumps(faces))
        self.library = library

    def decks(self, scenario: dict[str, Any]) -> list[list[str]]:
        """Each player's 60 cards: the board's cards they own, then Plains."""
        players = scenario["players"]
        decks: list[list[str]] = [[] for _ in players]
        for obj in scenario["objects"]:
            decks[players.index(obj.get("owner", players[0]))].append(self.library.card(obj["card"]).name)
        return [deck + ["Plains"] * max(60 - len(deck), 0) for deck in decks]

    def setup(self, scenario: dict[str, Any]) -> Any:
        """A new game in debug mode with both opening hands kept."""
        decks = self.decks(scenario)
        game = self.engine.new_game(player=decks[0], opponent=decks[1], seed=1, first_player=0)
        config = game.state()["state"]["format_config"]
        config["allow_debug_actions"] = True
        game = self.engine.new_game(player=decks[0], opponent=decks[1], seed=1, first_player=0, format_config=config)
        while (waiting := game.waiting_for())["type"] == "MulliganDecision":
            seat = waiting["data"]["pending"][0]["player"]
            game.apply(seat, next(a for a in game.actions() if "Keep" in str(a)))
        state = game.state()
        state["state"]["debug_mode"] = True
        return state

    def place(self, scenario: dict[str, Any], state: dict[str, Any]) -> dict[str, dict[str, Any]]:
        """Put the board's cards onto the battlefield in timestamp order; the battlefield by our ids."""
        game = self.engine.load_game(state)
        players = scenario["players"]
        objects = state["state"]["objects"]
        used: set[str] = set()
        placed: dict[int, str] = {}
        ordered = sorted(enumerate(scenario["objects"]), key=lambda io: (io[1].get("timestamp", io[0] + 1), io[0]))
        for _, obj in ordered:
            seat = players.index(obj.get("owner", players[0]))
            name = self.library.card(obj["card"]).name
            key = next(k for k, o in objects.items() if o["name"] == name and o["owner"] == seat and k not in used
                       and o["zone"] in ("Library", "Hand"))
            used.add(key)
            action = {"type": "Debug", "data": {"type": "MoveToZone",
                                                "data": {"object_id": int(key), "to_zone": "Battlefield"}}}
            game.apply(seat, self.phase.GameAction.from_dict(action))
            placed[int(key)] = obj["id"]
        return {placed[o["id"]]: o for o in game.battlefield() if o["id"] in placed}


def phase_view(obj: dict[str, Any], players: list[str]) -> dict[str, Any]:
    """A phase.rs battlefield object in this engine's terms."""
    kinds = obj["card_types"]
    return {"controller": players[obj["controller"]],
            "types": sorted(t.lower() for t in kinds["core_types"]),
            "subtypes": sorted(t.lower() for t in kinds["subtypes"]),
            "supertypes": sorted(t.lower() for t in kinds["supertypes"]),
            "colors": sorted(c.lower() for c in obj["color"]),
            "power": obj["power"], "toughness": obj["toughness"]}


def unsupported(scenario: dict[str, Any], library: Library) -> str | None:
    """Why phase.rs cannot be given this board through its debug actions, or None."""
    if scenario.get("effects"):
        return "resolved effects"
    for obj in scenario["objects"]:
        if "card" not in obj or library.card(obj["card"]) is None:
            return f"{obj['id']}: not a library card"
        if obj.get("choices"):
            return f"{obj['card']}: a choice ({', '.join(obj['choices'])})"
        if obj.get("zone", "battlefield") != "battlefield" or obj.get("controller", obj.get("owner")) != obj.get(
                "owner"):
            return f"{obj['id']}: zone or control not placeable"
    return None


def differences(ours: dict[str, Any], theirs: dict[str, dict[str, Any]], players: list[str]) -> list[list[str]]:
    """Every characteristic the two engines answer differently: [object, what, ours, phase.rs, layer trace]."""
    rows = []
    outcome = ours["outcomes"][0]
    for oid, mine in outcome["objects"].items():
        if oid not in theirs:
            rows.append([oid, "on the battlefield", "yes", "no", ""])
            continue
        other = phase_view(theirs[oid], players)
        for attr, value in other.items():
            own = sorted(mine[attr]) if isinstance(mine[attr], list) else mine[attr]
            if own != value:
                layer = LAYER_OF.get(attr, "")
                order = "; ".join(f"layer {k}: {', '.join(v)}" for k, v in outcome["order"].items()
                                  if k.startswith(layer))
                why = [d["why"] for d in outcome["dependencies"] if d["layer"].startswith(layer)]
                rows.append([oid, attr, str(own), str(value), " | ".join([order or "no effect applied"] + why)])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per small board (median)")
    parser.add_argument("--big-repeat", type=int, default=3, help="runs per board of 200 permanents")
    args = parser.parse_args()
    engine = Engine(timeout=600, isolated=False)  # (the engine itself timed, in this process, as before)
    boards = classic_boards()
    try:
        names = {engine.library.card(o["card"]).name for b in boards.values() for o in b["objects"] if "card" in o}
        peer: Phase | None = Phase(engine.library, names | {"Plains"})
        peer_problem = ""
    except Exception as exc:  # noqa: BLE001 -- not installed, or a card it cannot build: said in the table
        peer, peer_problem = None, f"phase-python unavailable: {type(exc).__name__}: {exc}"
    rows, diffs = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, scenario in boards.items():
            repeat = args.big_repeat if len(scenario["objects"]) > 50 else args.repeat
            path = str(Path(tmp) / "board.json")
            Path(path).write_text(json.dumps(scenario))
            ours = engine.layers(scenario).to_json()
            warm = median_time(lambda s=scenario: engine.layers(s), repeat)
            cold = median_time(lambda p=path: cold_run(p), repeat)
            row = [name, len(scenario["objects"]), f"{warm * 1000:.1f}", f"{cold * 1000:.0f}"]
            problem = peer_problem or unsupported(scenario, engine.library)
            if peer is not None and problem is None:
                try:
                    state = peer.setup(scenario)
                    theirs = peer.place(scenario, state)
                    full = median_time(lambda s=scenario: peer.place(s, peer.setup(s)), repeat)
                    place = median_time(lambda s=scenario, st=state: peer.place(s, st), repeat)
                    row += [f"{full * 1000:.1f}", f"{place * 1000:.2f}", f"{warm / full:.2f}", f"{warm / place:.1f}",
                            f"{cold / full:.1f}"]
                    diffs += [[name, *d] for d in differences(ours, theirs, scenario["players"])]
                except Exception as exc:  # noqa: BLE001 -- phase.rs refusing the board: said in the table
                    problem = f"phase.rs failed: {type(exc).__name__}: {str(exc)[:60]}"
            if problem is not None:
                row += [problem, "", "", "", ""]
            rows.append(row)
    print(tabulate(rows, headers=["board", "objects", "mtgsolve warm", "mtgsolve cold", "phase full",
                                  "phase place", "warm/phase full", "warm/phase place", "cold/phase full"],
                   tablefmt="github", disable_numparse=True))
    print(f"\nCPU milliseconds, medians of {args.repeat} runs ({args.big_repeat} for 200 permanents), "
          "measured in one run")
    print(f"\nBoards where the answers differ ({len(diffs)} characteristics); "
          "the last column is this engine's order and dependency reasons in that layer:\n")
    print(tabulate(diffs, headers=["board", "object", "what", "mtgsolve", "phase.rs", "mtgsolve trace"],
                   tablefmt="github", disable_numparse=True) if diffs else "none")


if __name__ == "__main__":
    main()
