"""What each player is or has that the static abilities of a board read (604.1): `starting_life` (103.4), the
`player_counters` of each player (122.1f: poison counters; experience, energy, rad, ticket), the `monarch` (724),
`dungeons_completed` (309.7), the players with the `citys_blessing` (702.131c) and each player's `speed` (702.179). A
player a field does not name has no counters, no speed, has completed no dungeon and has no blessing; with no
`monarch` nobody is the monarch. The starting life total is never guessed: a board with an ability that reads it and a
player whose starting life the scenario does not give is refused (pysolver.questions.layers.life)."""

from __future__ import annotations

from typing import Any

from pysolver.scenario.context import Context
from pysolver.scenario.model import PlayerStates

# the top-level fields of the player state
PLAYER_STATE_KEYS = ("starting_life", "player_counters", "monarch", "dungeons_completed", "citys_blessing", "speed")
# 122.1: the counters a player can have (poison 122.1f, rad 122.1i, experience, energy 107.14, ticket)
PLAYER_COUNTERS = ("poison", "experience", "energy", "rad", "ticket")


def load_starting_life(cx: Context, raw: Any) -> dict[str, int]:
    """`starting_life`: player -> their starting life total (103.4), 1 or more."""
    return cx.player_counts(raw, "starting_life", minimum=1)


def load_player_counters(cx: Context, raw: Any) -> dict[str, dict[str, int]]:
    """`player_counters`: player -> counter kind -> how many of them the player has (122.1), each 0 or more."""
    out: dict[str, dict[str, int]] = {}
    for player, kinds in cx.ck.optional_mapping(raw, "player_counters").items():
        path = f"player_counters.{player}"
        p = cx.player(player, path)
        out[p] = {cx.ck.word(kind, f"{path}.{kind}", PLAYER_COUNTERS, "counter kind of a player (122.1)"):
                  cx.ck.integer(n, f"{path}.{kind}", minimum=0, arithmetic=True)
                  for kind, n in cx.ck.mapping(kinds, path).items()}
    return out


def load_monarch(cx: Context, raw: Any) -> str | None:
    """`monarch`: the player who is the monarch (724), if any."""
    return None if raw is None else cx.player(raw, "monarch")


def load_dungeons(cx: Context, raw: Any) -> dict[str, int]:
    """`dungeons_completed`: player -> how many dungeons they have completed (309.7), each 0 or more."""
    return cx.player_counts(raw, "dungeons_completed", minimum=0)


def load_blessing(cx: Context, raw: Any) -> frozenset[str]:
    """`citys_blessing`: the players who have the city's blessing (702.131c)."""
    return cx.player_set(raw, "citys_blessing")


def load_speed(cx: Context, raw: Any) -> dict[str, int]:
    """`speed`: player -> their speed (702.179), 0 or more (4 and more is max speed: an effect such as "Your speed can
    increase beyond 4." lets it pass 4); a player it does not name has no speed."""
    return cx.player_counts(raw, "speed", minimum=0)


def load_player_states(cx: Context, top: dict[str, Any]) -> PlayerStates:
    """Every field of the player state, each checked on its own (a problem of one is reported with the others')."""
    return PlayerStates(cx.attempt(load_starting_life, cx, top.get("starting_life")) or {},
                        cx.attempt(load_player_counters, cx, top.get("player_counters")) or {},
                        cx.attempt(load_monarch, cx, top.get("monarch")),
                        cx.attempt(load_dungeons, cx, top.get("dungeons_completed")) or {},
                        cx.attempt(load_blessing, cx, top.get("citys_blessing")) or frozenset(),
                        cx.attempt(load_speed, cx, top.get("speed")) or {})
