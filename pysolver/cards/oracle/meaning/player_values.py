"""The meanings of values of a player's state a "gets" reads as the effect applies (608.2h), for meaning/predicates.py:
"gets +1/+1 for each experience counter you have / poison counter your opponents have" (122.1: asp/player_state.lp's
values player_counters(you,K) and player_counters(opponents,K), the scenario's `player_counters`), "for each opponent
whose life total is less than half their starting life total" (103.4: opponents_life_vs_start(M,Cmp,X), the
scenario's `life` and `starting_life`) and "gets +X/+0, where X is your speed" (702.179f: your_speed, the scenario's
`speed`; no speed is 0)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.counter_counts import count_as_applies, per_count, player_value_pt

F, N, S = clingo.Function, clingo.Number, clingo.String


def player_count_value(each: s.PlayerCount) -> tuple[clingo.Symbol, str]:
    """The value a count of a player state is (asp/player_state.lp) and its words."""
    if each.state is not None:
        st = each.state
        return (F("opponents_life_vs_start", [N(2 if st.half else 1), F(st.compare), N(0)]),
                f"the opponents of its controller whose life total is {each.render().split(' is ', 1)[1]} (103.4)")
    whose = "its controller's opponents have" if each.opponents else "its controller has"
    return (F("player_counters", [F("opponents" if each.opponents else "you"), S(each.counter)]),
            f"the {each.counter} counters {whose} (122.1)")


def player_count_pt(p: s.GetPT, m: Meaning) -> None:
    """"~ gets +1/+1 for each experience counter you have": +N/+M times the count, read as the effect applies."""
    each = p.for_each
    assert isinstance(each, s.PlayerCount)
    count_as_applies(m, f"for each {each.render()}", "a count")
    value, words = player_count_value(each)
    m.words.append(f"{p.change.render()} for each of {words}, counted as it applies (608.2h) ({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", per_count(p.change, value)))


def speed_pt(p: s.GetPT, m: Meaning) -> None:
    """"Other creatures you control get +X/+0, where X is your speed." (702.179f, 608.2h): X is the speed of the
    effect's controller (109.5), read as the effect applies."""
    player_value_pt(p, m, "your_speed", "speed", "its controller's speed (702.179f: no speed is 0)")
