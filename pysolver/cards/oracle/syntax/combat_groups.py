"""The values of a group of creatures a combat rule names by an ability or a power (508.1c, 509.1b):
"creatures without flying", "creatures your opponents control without flying or reach", "each creature
you control with power 4 or greater", "creatures with flying"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Group, Term, join_words


@dataclass(frozen=True)
class GroupFilter:
    """What the creatures of a group have: `how` "with" or "without" the `keywords` (702; "or" between
    them), or (`amount`, `bound`) a power of N or less / greater (208.1)."""

    how: str
    keywords: tuple[Term, ...] = ()
    amount: Amount | None = None
    bound: str | None = None

    def render(self) -> str:
        if self.amount is not None:
            return f"with power {self.amount.render()} or {self.bound}"
        return f"{self.how} " + " or ".join(k.render() for k in self.keywords)


@dataclass(frozen=True)
class FilteredGroup:
    """A group of creatures (its quantifier, words, noun and relative) with a filter, written before or
    after the relative ("creatures without flying your opponents control", "creatures your opponents
    control without flying or reach"), or none: "creatures target player controls" (relative "target player
    controls")."""

    group: Group
    filter: GroupFilter | None
    relative_first: bool

    def render(self) -> str:
        g = self.group
        head = [g.quant or "", *(a.render() for a in g.adjectives), g.noun.render()]
        relative = g.relative or ""
        words = self.filter.render() if self.filter else ""
        tail = [relative, words] if self.relative_first else [words, relative]
        return join_words([*head, *tail])


@dataclass(frozen=True)
class PlayerCondition:
    """A restriction on what a player controls (508.1c, 509.1b): `name` cant_attack_if_untapped ("if defending
    player controls an untapped creature with power 3 or greater"), cant_block_if_untapped ("if you control an
    untapped land"), cant_attack_unless_more / cant_block_unless_more ("unless you control more creatures than
    defending / attacking player"); `noun` the card type, `amount` the least power."""

    name: str
    words: str
    noun: Term
    amount: Amount | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class WithOthers:
    """A restriction on the whole declaration (508.1c, 509.1b): it attacks (blocks) only if `amount` other
    creatures also do ("unless at least two other creatures attack"), or (amount None) a creature with
    greater power also does."""

    name: str
    words: str
    noun: Term
    amount: Amount | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class NotCondition:
    """The condition after "unless" (604.1): the rule works while it does not hold."""

    condition: object

    def render(self) -> str:
        return self.condition.render()
