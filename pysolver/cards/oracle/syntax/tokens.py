"""The value of a token's creation (111.1-111.4): "create two 0/1 colorless Eldrazi Spawn creature tokens.
They have \"Sacrifice this creature: Add {C}.\"", or a predefined token (111.10: "create a Treasure
token")."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pysolver.cards.oracle.syntax.copies import CopyException, join_exceptions
from pysolver.cards.oracle.syntax.keywords import Grants
from pysolver.cards.oracle.syntax.subjects import Attached, SelfRef, Target, Term, join_words


@dataclass(frozen=True)
class EachOfChosenType:
    """"that creature" after "for each creature you control of the chosen type" (Kindred Charge; 608.2c): each such
    creature as the effect resolves, one token copying each."""

    kind: str

    def render(self) -> str:
        return f"that {self.kind}"


@dataclass(frozen=True)
class CreateToken:
    """The creation of `count` tokens (`amount` as written: "a", "two") with the characteristics the
    words give: P/T, colours ("colorless" a Term too), subtypes, card types, abilities "with ..." and
    those of a following "It has / They have ..." sentence (`also`, its words `also_words`); a
    predefined token (no card type: its one subtype, "Treasure"); or a copy of a target (`copy_of`)."""

    amount: str
    count: int
    pt: str | None
    colors: tuple[Term, ...]
    subtypes: tuple[Term, ...]
    types: tuple[Term, ...]
    noun: str
    with_grants: Grants | None = None
    also_words: str | None = None
    also: Grants | None = None
    copy_of: Target | SelfRef | Attached | EachOfChosenType | None = None  # 707.2: what the token copies
    copy_exceptions: tuple[CopyException, ...] = ()  # 707.9b: "..., except it has haste"
    gains: Grants | None = None  # 611.2c: "That token gains haste." after a copy: no copiable value
    gains_words: str = "that token gains"  # "those tokens gain" after several
    kicked_count: str | None = None  # 702.33d: "If this spell was kicked, create five of those tokens instead."
    # the words before it: a delayed trigger's "when that creature dies this turn" (603.7), a condition checked as the
    # effect resolves, "if you control an Equipment" (608.2c)
    lead: str | None = None
    # who creates the token, None for "create" (the controller): 608.2c "its controller" / "that creature's controller"
    # (Afterlife), the controller of what the sentence before it named; 111.2 "target opponent" (Phelddagrif), its
    # owner and controller (the board states the token and its owner)
    creator: str | None = None
    # 115.1: "choose any number of target creatures you control. for each of them, create a token that's a copy of that
    # creature" (Twinflame): the kind "that" names, a token for each target
    for_each: str | None = None

    def render(self) -> str:
        if self.lead is not None:
            return f"{self.lead}, {dataclasses.replace(self, lead=None).render()}"
        if self.copy_of is not None:  # 707.2
            exceptions = join_exceptions(self.copy_exceptions)
            copied = self.copy_of.render() if self.for_each is None else f"that {self.for_each}"
            return (("" if self.for_each is None else f"choose {self.copy_of.render()}. for each of them, ")
                    + f"create a token that's a copy of {copied}"
                    + (f", except {exceptions}" if exceptions else "")
                    + (f". {self.gains_words} {self.gains.render()}" if self.gains is not None else "")
                    + (f". if ~ was kicked, create {self.kicked_count} of those tokens instead"
                       if self.kicked_count is not None else ""))
        verb = f"{self.creator} creates" if self.creator else "create"
        created = join_words([verb, self.amount, self.pt or "", " and ".join(c.render() for c in self.colors),
                              *(t.render() for t in self.subtypes), *(t.render() for t in self.types), self.noun,
                              f"with {self.with_grants.render()}" if self.with_grants else ""])
        if self.also is None:
            return created
        # (the sentence's own period is the effect line's, as every sentence's)
        return f"{created}. {self.also_words} {self.also.render()}"
