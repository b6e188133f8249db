"""The meaning of a condition on what a player is or has (604.1): condition/2 player_state(Who, State), Who `you` (the
effect's controller, 109.5) or `opponent` (one of its opponents meets it), State one of dungeon_completed (309.7),
citys_blessing (702.131c), monarch (724), max_speed (702.179e), counters(Kind,N) (N or more counters of the kind,
122.1f) and life_vs_start(M,Cmp,A) (M times the life total compared by Cmp with the starting life total plus A, 103.4:
"half" compared as twice the life total, so no rounding), read by asp/player_state.lp (layers) and
asp/combat/conditions.lp against the scenario's player state."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N, S = clingo.Function, clingo.Number, clingo.String

# the words of each comparison of a life total with the starting life total
_COMPARED = {"gt": "greater than", "ge": "at least", "lt": "less than", "le": "at most"}
# the scenario's field each state reads
FIELDS = {"dungeon_completed": "dungeons_completed", "citys_blessing": "citys_blessing", "monarch": "monarch",
          "max_speed": "speed", "counters": "player_counters", "life_vs_start": "starting_life"}


def player_state_condition(m: Meaning, c: s.Condition) -> bool:
    """The condition's facts and words if it reads what a player is or has (False otherwise)."""
    if not isinstance(c, s.PlayerState):
        return False
    who = "an opponent of its controller" if c.opponent else "its controller"
    if c.kind == "citys_blessing" and c.blessing_word != "blessing":
        raise Unmeant(c.render(), "a designation other than the city's blessing")
    if c.kind == "counters":
        if c.amount is None or c.amount.value is None:
            raise Unmeant(c.render(), "a number of counters compared with X")
        state = F("counters", [S(c.counter), N(c.amount.value)])
        words = f"{who} has {c.amount.value} or more {c.counter} counters (122.1f)"
    elif c.kind == "life_vs_start":
        add = 0 if c.amount is None else c.amount.value
        if add is None:
            raise Unmeant(c.render(), "a life total compared with X")
        state = F("life_vs_start", [N(2 if c.half else 1), F(c.compare), N(add)])
        start = "half the starting life total" if c.half else "the starting life total"
        words = (f"the life total of {who} is {_COMPARED[c.compare]} {start}{f' plus {add}' if add else ''} (103.4, "
                 "119)")
    else:
        state = F(c.kind)
        words = {"dungeon_completed": f"{who} has completed a dungeon (309.7)",
                 "citys_blessing": f"{who} has the city's blessing (702.131c)",
                 "monarch": f"{who} is the monarch (724)",
                 "max_speed": f"{who} has max speed (702.179e: speed 4 or more)"}[c.kind]
    m.add("condition", m.key, F("player_state", [F("opponent" if c.opponent else "you"), state]))
    m.words.append(f"only while {words}, the scenario's `{FIELDS[c.kind]}`")
    return True
