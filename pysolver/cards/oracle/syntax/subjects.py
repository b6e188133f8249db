"""The values of the words and subjects of a line: terms, amounts, P/T changes and who (201.5 self,
attached, groups, targets)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.words import ClassWord


def join_words(parts: list[str]) -> str:
    return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class Term:
    """One word of a class (a colour, a creature type ...) or a literal noun ("permanents"), as
    written; `word` is its class word, None for a literal; `negated` for "nonbasic", "non-Human"."""

    text: str
    word: ClassWord | None = None
    negated: bool = False

    def render(self) -> str:
        return self.text


@dataclass(frozen=True)
class Amount:
    """A number written in digits or words ("2", "two"), or X (value None)."""

    value: int | None
    text: str

    def render(self) -> str:
        return self.text


@dataclass(frozen=True)
class PTChange:
    """"+2/-1": the change to power and to toughness (None: X)."""

    power: int | None
    toughness: int | None
    text: str

    def render(self) -> str:
        return self.text


# ---- who --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SelfRef:
    """The object itself (201.5: its name, "this creature" ...), written ~."""

    text: str = "~"

    def render(self) -> str:
        return self.text


@dataclass(frozen=True)
class ItRef:
    """"it" in an effect: the object the sentence before named, or the object itself in a triggered
    ability whose event is the object's own ("whenever ~ attacks, it gets +1/+0 ..."); "that creature":
    the target the sentence before named."""

    text: str = "it"

    def render(self) -> str:
        return self.text


@dataclass(frozen=True)
class Attached:
    """"enchanted creature", "equipped creature": the object the source is attached to."""

    how: str
    noun: Term

    def render(self) -> str:
        return f"{self.how} {self.noun.render()}"


@dataclass(frozen=True)
class GroupFilter:
    """What the objects of a group have: `how` "with" or "without" the `keywords` (702; "or" between
    them: "without flying or reach" is having neither), `how` "with no abilities" and no keywords (113.1), or
    (`amount`, `bound`) a power of N or less / greater (208.1)."""

    how: str
    keywords: tuple[Term, ...] = ()
    amount: Amount | None = None
    bound: str | None = None
    # a power greater / less (`bound`) than a number the rule's source reads (208.1): "the number of GROUP" (a Group)
    # or "~'s power" (the SELF word, a str); only the combat rules read it (asp/combat/groups.lp)
    than: Group | str | None = None
    names: tuple[str, ...] = ()  # 201.2: "named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra" (how "named")

    def render(self) -> str:
        if self.names:
            return "named " + (" and ".join(self.names) if len(self.names) == 2 else
                               ", ".join(self.names[:-1]) + f", and {self.names[-1]}")
        if isinstance(self.than, str):
            return f"with power {self.bound} than {self.than} power"
        if self.than is not None:
            return f"with power {self.bound} than the number of {self.than.render()}"
        if self.amount is not None:
            return f"with power {self.amount.render()} or {self.bound}"
        if not self.keywords:  # "with no abilities"
            return self.how
        return f"{self.how} " + " or ".join(k.render() for k in self.keywords)


@dataclass(frozen=True)
class Group:
    """A set of objects by their qualities: "other Goblin creatures you control", "nonbasic lands",
    "creature cards in your graveyard"."""

    quant: str | None
    other: str | None
    adjectives: tuple[Term, ...]
    noun: Term
    relative: str | None
    zone: str | None
    counter: tuple[str, str] | None = None  # (kind, words): "with a +1/+1 counter on it"
    chosen: str | None = None  # "type" or "color": "of the chosen type"
    attached_to: str | None = None  # "attached to it": the objects attached to the source
    status: str | None = None  # "attacking", "blocking" (506.4: a status of combat)
    filter: GroupFilter | None = None  # "with flying", "without flying or reach", "with power 4 or greater"
    filter_first: bool = False  # the filter written before the relative: "creatures without flying you control"
    tapped: str | None = None  # "tapped", "untapped" (110.5: a status)
    # "equipped", "enchanted", "enchanted or equipped" (301.5, 303.4: an Equipment / Aura attached to it), written
    # before the adjectives ("equipped creatures you control") or, `attachment_after`, after the relative ("creatures
    # you control that are enchanted")
    attachment: str | None = None
    attachment_after: bool = False
    # "nonartifact, nonwhite creatures": the adjectives written with commas between them (each one a condition)
    comma: bool = False
    counter_at_least: int = 1  # "with three or more level counters on it": N or more of the kind (122.1)

    def _chosen(self) -> str:
        if self.chosen is None:
            return ""
        return f"of the chosen {self.chosen}" if self.chosen in ("type", "color") else f"of the {self.chosen}"

    def _adjectives(self) -> list[str]:
        words = [a.render() for a in self.adjectives]
        return [", ".join(words)] if self.comma else words

    def render(self) -> str:
        what = self.filter.render() if self.filter else ""
        before = "" if self.attachment_after else self.attachment or ""
        after = f"that are {self.attachment}" if self.attachment_after else ""
        return join_words([self.quant or "", self.other or "", self.status or "", self.tapped or "", before,
                           *(self._adjectives()),
                           self.noun.render(), what if self.filter_first else "", self.relative or "", after,
                           self._chosen(), self.zone or "",
                           self.counter[1] if self.counter else "",
                           "" if self.filter_first else what,
                           f"attached to {self.attached_to}" if self.attached_to else ""])


@dataclass(frozen=True)
class Target:
    """"target creature", "up to two target creatures you control" (115.1, 601.2c)."""

    up_to: Amount | None
    restriction: str
    noun: Term
    relative: str | None
    another: bool = False
    with_words: str | None = None
    exactly: bool = False  # "two target creatures": up_to is then the exact number
    many: str | None = None  # "any number of", "one or more": as many targets as chosen (at least 0 or 1)
    fewest: int | None = None  # "one or two target creatures": at least `fewest`, at most `up_to` (115.1)

    def render(self) -> str:
        head = f"up to {self.up_to.render()}{' other' if self.another else ''} target" if self.up_to else \
            ("another target" if self.another else "target")
        if self.exactly and self.up_to:
            head = f"{self.up_to.render()} target"
        if self.many:
            head = f"{self.many} target"
        return join_words([head, self.restriction, self.noun.render(), self.relative or "", self.with_words or ""])


Subject = SelfRef | Attached | Group
Affected = SelfRef | Attached | Group | Target | ItRef  # (and EveryObject: syntax/every_object.py)

