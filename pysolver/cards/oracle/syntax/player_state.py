"""The value of a condition on what a player is or has (604.1): a completed dungeon (309.7), the city's blessing
(702.131c), the monarch (724), counters a player has (122.1f: "an opponent has three or more poison counters", "an
opponent is poisoned"), max speed (702.179e) and a life total against the starting life total (103.4)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount

# the comparisons of a life total with the starting life total: (greater, or equal) -> the comparison's name
COMPARISONS = {(True, False): "gt", (True, True): "ge", (False, False): "lt", (False, True): "le"}


@dataclass(frozen=True)
class PlayerState:
    """What "you" (or "an opponent", `opponent`) is or has. `kind`: "dungeon_completed", "citys_blessing",
    "monarch", "max_speed", "counters" (`amount` or more counters of kind `counter`; `poisoned`: written "is
    poisoned"), "life_vs_start" (the life total `compare`d with the starting life total, or with `half` of it;
    `amount` more than it: "at least 7 life more than your starting life total"). `blessing_word` is the word read
    where "blessing" is written (the builder's lexer reads it as a counter's kind)."""

    kind: str
    opponent: bool = False
    amount: Amount | None = None
    counter: str = ""
    poisoned: bool = False
    compare: str = ""
    half: bool = False
    blessing_word: str = "blessing"

    def render(self) -> str:
        if self.kind == "dungeon_completed":
            return "you've completed a dungeon"
        if self.kind == "citys_blessing":
            return f"you have the city's {self.blessing_word}"
        if self.kind == "monarch":
            return "you're the monarch"
        if self.kind == "max_speed":
            return "you have max speed"
        if self.kind == "counters":
            if self.poisoned:
                return "an opponent is poisoned"
            assert self.amount is not None
            return f"an opponent has {self.amount.render()} or more {self.counter} counters"
        if self.amount is not None:  # life_vs_start, "at least N life more than"
            return f"you have at least {self.amount.render()} life more than your starting life total"
        greater = self.compare in ("gt", "ge")
        words = f"{'greater' if greater else 'less'} than{' or equal to' if self.compare in ('ge', 'le') else ''}"
        whose = ("an opponent's", "their") if self.opponent else ("your", "your")
        return f"{whose[0]} life total is {words}{' half' if self.half else ''} {whose[1]} starting life total"



@dataclass(frozen=True)
class PlayerCount:
    """A count of a player state after "for each" (608.2h: counted as the effect applies): the counters of kind
    `counter` "you have" or "your opponents have" (122.1), or (`state`: a life_vs_start PlayerState) each opponent whose
    life total compares so with their starting life total (103.4)."""

    counter: str = ""
    opponents: bool = False
    state: PlayerState | None = None

    def render(self) -> str:
        if self.state is not None:
            return "opponent whose " + self.state.render().removeprefix("an opponent's ")
        return f"{self.counter} counter {'your opponents' if self.opponents else 'you'} have"


@dataclass(frozen=True)
class SpeedPower:
    """"~'s power is equal to your speed." (604.3: a characteristic-defining ability; 702.179f)."""

    def render(self) -> str:
        return "~'s power is equal to your speed."
