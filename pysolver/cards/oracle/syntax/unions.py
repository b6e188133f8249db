"""The values of a union of groups: "other Elves and Werewolves you control", "Skeletons you control and
other Zombies you control" (one effect on the objects of any of several kinds, 611.3a)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group, Term, join_words


@dataclass(frozen=True)
class UnionPart:
    """One kind of a union, as written: "[other] [adjectives] noun [you control]"."""

    other: str | None
    adjectives: tuple[Term, ...]
    noun: Term
    relative: str | None
    quant: str | None = None  # "all Forests and all Saprolings": each kind with its own "all" (every such object)

    def render(self) -> str:
        return join_words([self.quant or "", self.other or "", *(a.render() for a in self.adjectives),
                           self.noun.render(), self.relative or ""])


@dataclass(frozen=True)
class GroupUnion:
    """Several kinds joined by "and" ("A and B", "A, B, and C"): the objects of any of them. A
    controller said once, after the last kind, is every kind's ("Elves and Werewolves you control"),
    and so is an "other" said once, before the first ("other Elves and Werewolves you control");
    said with each kind, each is its own ("Skeletons you control and other Zombies you control")."""

    parts: tuple[UnionPart, ...]

    def shared(self) -> bool:
        """Whether the controller words are said once, after the last kind (or nowhere)."""
        return all(p.relative is None for p in self.parts[:-1])

    def groups(self) -> tuple[Group, ...] | None:
        """Each kind as a Group with the words it shares; None when the words are shared in no way this
        reads (a controller said with some kinds but not all)."""
        if not self.shared() and any(p.relative is None for p in self.parts):
            return None
        relative = self.parts[-1].relative
        other = self.parts[0].other if self.shared() and not any(p.other for p in self.parts[1:]) else None
        out = []
        last = self.parts[-1].noun
        # (a list whose first kinds are written in the plural, "Auras, Equipment, and modified creatures", is a list
        # of kinds of their own: "Equipment" there is the plural, not a word qualifying "creatures")
        singular_lead = all(p.noun.word is not None and not p.noun.word.plural for p in self.parts[:-1])
        for p in self.parts:
            group = Group(None, p.other, p.adjectives, p.noun, p.relative, None)
            if singular_lead and p.noun.word is not None and not p.noun.word.plural and last.word is not None \
                    and last.word.plural and last.word.cls == "card_type":
                # "Elf and Warrior creatures", "artifact and enchantment creatures": a word in the singular before a
                # card type in the plural qualifies it (Elf creatures), not a kind of its own (every Elf, 205.3d)
                group = Group(None, p.other, (*p.adjectives, p.noun), last, p.relative, None)
            if self.shared():
                group = dataclasses.replace(group, relative=relative, other=other or p.other)
            out.append(group)
        return tuple(out)

    def render(self) -> str:
        words = [p.render() for p in self.parts]
        if len(words) == 2:
            return f"{words[0]} and {words[1]}"
        return ", ".join(words[:-1]) + f", and {words[-1]}"


@dataclass(frozen=True)
class ThatsEither:
    """"each other creature you control that's a Wolf or a Werewolf": the objects of the noun that are
    of either kind (611.3a), one alternative a kind, each with the group's other words."""

    quant: str | None
    other: str | None
    noun: Term
    relative: str | None
    kinds: tuple[tuple[str | None, Term], ...]  # (article, kind) as written

    def groups(self) -> tuple[Group, ...]:
        """Each kind as a Group: "other Wolf creatures you control", one alternative each."""
        return tuple(Group(self.quant, self.other, (kind,), self.noun, self.relative, None) for _a, kind in self.kinds)

    def render(self) -> str:
        kinds = " or ".join(join_words([article or "", kind.render()]) for article, kind in self.kinds)
        return join_words([self.quant or "", self.other or "", self.noun.render(), self.relative or "", "that's",
                           kinds])


@dataclass(frozen=True)
class CountedUnion:
    """"artifact and/or enchantment you control", "Aura and Equipment attached to it", "instant and sorcery
    card in your graveyard": the objects of either of two kinds a count reads (608.2h), each object once
    (611.3a: one alternative a kind); `noun` the noun the kinds qualify ("card"), else the kinds are nouns."""

    kinds: tuple[Term, Term]
    joiner: str  # "and" or "and/or"
    noun: Term | None
    relative: str | None
    zone: str | None
    attached_to: str | None
    other: str | None = None  # "for each other creature and/or artifact you control": not the object itself

    def groups(self) -> tuple[Group, ...]:
        """Each kind as a Group with the words the kinds share."""
        return tuple(Group(None, self.other, (kind,) if self.noun else (), self.noun or kind, self.relative, self.zone,
                           attached_to=self.attached_to) for kind in self.kinds)

    def render(self) -> str:
        return join_words([self.other or "", self.kinds[0].render(), self.joiner, self.kinds[1].render(),
                           self.noun.render() if self.noun else "", self.relative or "", self.zone or "",
                           f"attached to {self.attached_to}" if self.attached_to else ""])
