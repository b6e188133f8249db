"""The value of a keyword ability of a player (702.11c: "You have hexproof.", 702.18a: "You have shroud.", 702.16k:
"You have protection from each of your opponents.")."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import EffectLine, Static
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class PlayerKeyword:
    """"You have hexproof.": the keyword is the controller's, a player's, not an object's."""

    keyword: Term

    def render(self) -> str:
        return f"you have {self.keyword.render()}."


@dataclass(frozen=True)
class PlayerProtection:
    """"You have protection from each of your opponents.": protection of the controller, a player, from each
    opponent (702.16k)."""

    def render(self) -> str:
        return "you have protection from each of your opponents."


@dataclass(frozen=True)
class YouAnd:
    """"[During your turn,] you and SUBJECT have hexproof.": the controller's keyword (a player's, as "You have
    hexproof.") and a static ability giving it to the subject, `static`, whose words are the rest of the line."""

    static: Static
    listed: bool = False  # "you, A, and B": the subject a union of groups listed after "you"

    def render(self) -> str:
        if self.listed:
            words = [p.render() for p in self.static.subject.parts]
            label = f"{self.static.ability_word} \u2014 " if self.static.ability_word else ""
            return f"{label}you, {', '.join(words[:-1])}, and {words[-1]} {self.static.predicates.render()}."
        body = f"{self.static.subject.render()} {self.static.predicates.render()}"
        return self.static.render().replace(body, f"you and {body}", 1)


@dataclass(frozen=True)
class YouAndEffect:
    """"You and permanents you control gain hexproof until end of turn.": the controller gains the keyword too (a
    player's, 702.11c) beside the resolved effect `line` on the objects, whose words are the rest of the line."""

    line: EffectLine

    def render(self) -> str:
        return f"you and {self.line.render()}"
