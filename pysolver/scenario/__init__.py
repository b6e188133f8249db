"""Load and validate a scenario file (docs/scenario.md) into typed objects, one module per section of
the contract: `yaml_text` (reading the text), `objects` (players, active, objects), `effects`,
`combat`, `event`; `fields` holds the checks every section shares and `context` what earlier
sections established for later ones (players, ids, objects).

Every problem raises ScenarioError naming the file, the field path and what is expected; nothing
is executed and nothing is written before the whole scenario is valid.
"""

from __future__ import annotations

from typing import Any

from pysolver.cards.library import Library
from pysolver.scenario.context import Context
from pysolver.scenario.effects import load_effects
from pysolver.scenario.model import Effect, GameObject, Scenario
from pysolver.scenario.objects import load_objects, load_players
from pysolver.scenario.player_state import PLAYER_STATE_KEYS, load_player_states
from pysolver.scenario.turn import load_cast, load_drawn, load_gained
from pysolver.scenario.yaml_text import MAX_BYTES, parse_text

__all__ = ["MAX_BYTES", "Effect", "GameObject", "Scenario", "load_scenario", "parse_text"]

TOP_KEYS = {"players", "active", "objects", "effects", "combat", "event", "life", "drawn_this_turn",
            "gained_life_this_turn", "spells_cast_this_turn", *PLAYER_STATE_KEYS}


def load_scenario(data: Any, source: str, library: Library) -> Scenario:
    """Validate parsed data as a scenario; raise ScenarioError (ScenarioErrors: several, one per
    line, up to context.MAX_ERRORS) naming every problem found in the parts read independently."""
    cx = Context(source, library)
    if data is None:
        raise cx.fail("(top level)", "the file is empty (or null); expected a mapping with players and objects")
    top = cx.ck.mapping(data, "", TOP_KEYS)
    load_players(cx, top)
    objects = load_objects(cx, top.get("objects"))
    # effects, combat and the event are checked even when another of them has a problem; combat
    # reads the effects, so it waits for them to be right
    # (the readers of `event` and `combat` are imported only for a file that has the section: a fresh
    # `layers` process never compiles them)
    effects = cx.attempt(load_effects, cx, top.get("effects"), objects)
    event = None
    if "event" in top:
        from pysolver.scenario.event import load_event

        event = cx.attempt(load_event, cx, top["event"], frozenset(e.id for e in effects or []))
    life = cx.attempt(load_life, cx, top.get("life")) or {}
    drawn = cx.attempt(load_drawn, cx, top.get("drawn_this_turn")) or {}
    gained = cx.attempt(load_gained, cx, top.get("gained_life_this_turn")) or frozenset()
    cast = cx.attempt(load_cast, cx, top.get("spells_cast_this_turn")) or {}
    player_state = load_player_states(cx, top)
    combat = None
    if not cx.errors and effects is not None and "combat" in top:
        from pysolver.scenario.combat import load_combat

        combat = cx.attempt(load_combat, cx, top["combat"], effects)
    cx.stop_if_failed()
    return Scenario(source, cx.players, cx.active, objects, effects or [], combat, event,
                    list(dict.fromkeys(cx.definitions)), cx.not_modelled, life=life,
                    drawn_this_turn=drawn, gained_life_this_turn=gained, spells_cast_this_turn=cast,
                    player_state=player_state)


def load_life(cx: Context, raw: Any) -> dict[str, int]:
    """`life`: player -> life total (119.1), for the players whose life the answer should follow."""
    return {cx.player(player, f"life.{player}"): cx.ck.integer(total, f"life.{player}", arithmetic=True)
            for player, total in cx.ck.optional_mapping(raw, "life").items()}
