"""The turn's history the static abilities of a board read (604.1): `drawn_this_turn`, the cards each player drew this
turn (121.1: "as long as you've drawn two or more cards this turn"), and `gained_life_this_turn`, the players who gained
life this turn (119.3: "as long as you gained life this turn"). A player neither names drew no card and gained no life
this turn: the board's other fields say what has happened (`damaged_by`, `monstrous`) the same way."""

from __future__ import annotations

from typing import Any

from pysolver.scenario.context import Context


def load_drawn(cx: Context, raw: Any) -> dict[str, int]:
    """`drawn_this_turn`: player -> the number of cards they drew this turn (121.1), each 0 or more."""
    return cx.player_counts(raw, "drawn_this_turn", minimum=0)


def load_gained(cx: Context, raw: Any) -> frozenset[str]:
    """`gained_life_this_turn`: the players who gained life this turn (119.3)."""
    return cx.player_set(raw, "gained_life_this_turn")
