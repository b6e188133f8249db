"""The values of the combat restrictions that read a filter of creatures or a condition (508.1c, 509.1b),
and of the words beside them that no question reads ("its activated abilities can't be activated")."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Term, join_words


@dataclass(frozen=True)
class FilterPart:
    """One kind of creature a combat rule selects: "creatures with power 2 or less" (kind power, bound
    less), "creatures with greater power", "creatures with flying or reach" (keywords), "black
    creatures" (adjectives and a noun), "Walls" (a noun only)."""

    kind: str
    noun: Term
    amount: Amount | None = None
    bound: str | None = None
    keywords: tuple[Term, ...] = ()
    adjectives: tuple[Term, ...] = ()

    def render(self) -> str:
        if self.kind == "power":
            return f"{self.noun.render()} with power {self.amount.render()} or {self.bound}"
        if self.kind == "greater_power":
            return f"{self.noun.render()} with greater power"
        if self.kind == "keywords":
            return f"{self.noun.render()} with " + " or ".join(k.render() for k in self.keywords)
        return join_words([*(a.render() for a in self.adjectives), self.noun.render()])


@dataclass(frozen=True)
class BlockerFilter:
    """Kinds of creature joined by "or" (or "and/or": the same for one creature, of either kind or of
    both): a creature of any of them is selected."""

    parts: tuple[FilterPart, ...]
    joined: str = "or"

    def render(self) -> str:
        return f" {self.joined} ".join(p.render() for p in self.parts)


@dataclass(frozen=True)
class FilteredCombat:
    """A combat restriction reading a filter, a number or a condition (508.1c, 509.1b): `name` is the
    production, `words` how it is written; `filter` the creatures it selects, `amount` its number
    ("more than one creature"), `controls` the other permanent "you" must control ("unless you control another
    Goblin")."""

    name: str
    words: str
    filter: BlockerFilter | None = None
    amount: Amount | None = None
    noun: Term | None = None
    controls: tuple[Term, ...] = ()

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ActivationForbidden:
    """"its activated abilities can't be activated [unless they're mana abilities]" (602.5)."""

    poss: str
    unless_mana: bool

    def render(self) -> str:
        tail = " unless they're mana abilities" if self.unless_mana else ""
        return f"{self.poss} activated abilities can't be activated{tail}"


@dataclass(frozen=True)
class LessPowerCantBlock:
    """"Creatures with power less / greater than ~'s power can't block it." (509.1b, Howlgeist, Silumgar Assassin)."""

    noun: Term
    self_text: str
    than: str = "less"  # "greater": Silumgar Assassin

    def render(self) -> str:
        return f"{self.noun.render()} with power {self.than} than {self.self_text} power can't block it."
