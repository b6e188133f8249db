"""The typed values a parse of Oracle text is built into (one class per production of oracle.lark),
each able to render itself back to the words it was read from.

Rendering is the round-trip guard of issue 27: it writes a value from its fields only (the words
the production fixes, and the few surface choices a field records, such as "get" or "gets"), so a
parse that left a word out of its value renders to other words than the line and is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.words import ClassWord


def _join(parts: list[str]) -> str:
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
    ability whose event is the object's own ("whenever ~ attacks, it gets +1/+0 ...")."""

    def render(self) -> str:
        return "it"


@dataclass(frozen=True)
class Attached:
    """"enchanted creature", "equipped creature": the object the source is attached to."""

    how: str
    noun: Term

    def render(self) -> str:
        return f"{self.how} {self.noun.render()}"


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

    def render(self) -> str:
        return _join([self.quant or "", self.other or "", *(a.render() for a in self.adjectives), self.noun.render(),
                      self.relative or "", self.zone or "", self.counter[1] if self.counter else ""])


@dataclass(frozen=True)
class Target:
    """"target creature", "up to two target creatures you control" (115.1, 601.2c)."""

    up_to: Amount | None
    restriction: str
    noun: Term
    relative: str | None
    another: bool = False
    with_words: str | None = None

    def render(self) -> str:
        head = f"up to {self.up_to.render()} target" if self.up_to else ("another target" if self.another else "target")
        return _join([head, self.restriction, self.noun.render(), self.relative or "", self.with_words or ""])


Subject = SelfRef | Attached | Group
Affected = SelfRef | Attached | Group | Target | ItRef


# ---- keywords (702) -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Keyword:
    """A keyword without a parameter: "flying", "first strike"."""

    term: Term

    def render(self) -> str:
        return self.term.render()


@dataclass(frozen=True)
class Quality:
    """A quality of protection or of "can't be blocked by" (702.16a): words, "everything", "all colors"."""

    words: tuple[Term, ...]

    def render(self) -> str:
        return " ".join(w.render() for w in self.words)


@dataclass(frozen=True)
class Protection:
    """"protection from A and from B" (702.16a, 702.16g)."""

    qualities: tuple[Quality, ...]

    def render(self) -> str:
        return "protection from " + " and from ".join(q.render() for q in self.qualities)


@dataclass(frozen=True)
class Landwalk:
    """"swampwalk", "nonbasic landwalk" (702.14a)."""

    adjectives: tuple[Term, ...]
    walk: Term

    def render(self) -> str:
        return _join([*(a.render() for a in self.adjectives), self.walk.render()])


@dataclass(frozen=True)
class Enchant:
    """"enchant creature" (702.5a)."""

    adjectives: tuple[Term, ...]
    noun: Term

    def render(self) -> str:
        return _join(["enchant", *(a.render() for a in self.adjectives), self.noun.render()])


@dataclass(frozen=True)
class Equip:
    """"equip {2}" (702.6a)."""

    cost: str

    def render(self) -> str:
        return f"equip {self.cost}"


@dataclass(frozen=True)
class QuotedMana:
    """A mana ability granted in quotes: "{t}: add {g}." / "{t}: add one mana of any color." (605)."""

    cost: str
    adds: str

    def render(self) -> str:
        return f'"{self.cost}: add {self.adds}."'


KeywordAbility = Keyword | Protection | Landwalk | Enchant | Equip | QuotedMana


@dataclass(frozen=True)
class KeywordList:
    """A line of keywords: "flying, vigilance"."""

    keywords: tuple[KeywordAbility, ...]

    def render(self) -> str:
        return ", ".join(k.render() for k in self.keywords)


def _list(items: tuple, oxford: bool) -> str:
    """"a", "a and b", "a, b and c" or "a, b, and c"."""
    words = [i.render() for i in items]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + ("," if oxford and len(words) > 2 else "") + " and " + words[-1]


@dataclass(frozen=True)
class Grants:
    """Keyword abilities a predicate gives or takes: "flying and first strike"."""

    keywords: tuple[KeywordAbility, ...]
    oxford: bool

    def render(self) -> str:
        return _list(self.keywords, self.oxford)


# ---- what: predicates -------------------------------------------------------------------------------
@dataclass(frozen=True)
class GetPT:
    """"gets +2/+2", "get +1/+0 for each artifact you control" (613.4c)."""

    verb: str
    change: PTChange
    for_each: Group | None

    def render(self) -> str:
        tail = f" for each {self.for_each.render()}" if self.for_each else ""
        return f"{self.verb} {self.change.render()}{tail}"


@dataclass(frozen=True)
class Gains:
    """"has flying", "gain haste" (613.1f): verb has/have/gain/gains."""

    verb: str
    grants: Grants

    def render(self) -> str:
        return f"{self.verb} {self.grants.render()}"


@dataclass(frozen=True)
class Loses:
    """"loses flying" (613.1f)."""

    verb: str
    grants: Grants

    def render(self) -> str:
        return f"{self.verb} {self.grants.render()}"


@dataclass(frozen=True)
class LosesAll:
    """"lose all abilities" (613.1f)."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} all abilities"


@dataclass(frozen=True)
class AddKind:
    """"is a Swamp in addition to its other land types" (205.1b): a type, subtype or colour added."""

    verb: str
    article: str | None
    word: Term
    poss: str
    other_kind: str

    def render(self) -> str:
        return _join([self.verb, self.article or "", self.word.render(),
                      f"in addition to {self.poss} other {self.other_kind}"])


@dataclass(frozen=True)
class SetLandType:
    """"are Mountains", "is an Island" (305.7)."""

    verb: str
    article: str | None
    land_type: Term

    def render(self) -> str:
        return _join([self.verb, self.article or "", self.land_type.render()])


@dataclass(frozen=True)
class SetColor:
    """"is black", "becomes blue" (105.3)."""

    verb: str
    color: Term

    def render(self) -> str:
        return f"{self.verb} {self.color.render()}"


@dataclass(frozen=True)
class SetColorless:
    """"is colorless", "becomes colorless" (105.2c)."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} colorless"


@dataclass(frozen=True)
class EveryCreatureType:
    """"is every creature type" (205.3m, 702.73a)."""

    verb: str
    creature: Term

    def render(self) -> str:
        return f"{self.verb} every {self.creature.render()} type"


@dataclass(frozen=True)
class BasePT:
    """"has base power and toughness 1/1" (613.4b)."""

    verb: str
    power: int | None
    toughness: int | None
    text: str

    def render(self) -> str:
        return f"{self.verb} base power and toughness {self.text}"


@dataclass(frozen=True)
class Becomes:
    """"becomes a 2/2 red and green Elemental artifact creature with flying" (205.1a, 613.1d-f,
    613.4b): the types it sets (or adds, "it's still a land": 205.1b), colours, base P/T, abilities."""

    verb: str
    article: str | None
    pt: str | None
    colors: tuple[Term, ...]
    subtypes: tuple[Term, ...]
    types: tuple[Term, ...]
    base_pt: str | None
    grants: Grants | None
    in_addition: str | None = None
    all_creature_types: Term | None = None

    def render(self) -> str:
        return _join([self.verb, self.article or "", self.pt or "", " and ".join(c.render() for c in self.colors),
                      *(t.render() for t in self.subtypes), *(t.render() for t in self.types),
                      f"with base power and toughness {self.base_pt}" if self.base_pt else "",
                      f"with all {self.all_creature_types.render()} types" if self.all_creature_types else "",
                      f"with {self.grants.render()}" if self.grants else "",
                      f"in addition to {self.in_addition} other types" if self.in_addition else ""])


@dataclass(frozen=True)
class CombatRule:
    """A combat restriction or requirement of one creature (508.1c-d, 509.1b-c): `meanings` are the
    names asp/combat reads (combat_meaning/3), `words` how it is written, `quality` for "can't be
    blocked by", `noun` a card type word the production names ("an additional creature")."""

    name: str
    words: str
    meanings: tuple[str, ...]
    quality: Quality | None = None
    noun: Term | None = None
    keyword: Term | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Timed:
    """A predicate with its own duration in a list: "... until end of turn and can't be blocked this turn"."""

    predicate: object
    duration: str

    def render(self) -> str:
        return f"{self.predicate.render()} {self.duration}"


Predicate = Timed | GetPT | Gains | Loses | LosesAll | AddKind | SetLandType | SetColor | SetColorless \
    | EveryCreatureType \
    | BasePT | CombatRule | Becomes


@dataclass(frozen=True)
class Predicates:
    """Predicates joined by "and" (with commas)."""

    items: tuple[Predicate, ...]
    oxford: bool

    def render(self) -> str:
        return _list(self.items, self.oxford)


# ---- when ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ControlAtLeast:
    """"you control three or more artifacts" (at_least(N, Sel)); "you control a Swamp" (N = 1)."""

    amount: Amount | None
    article: str | None
    group: Group

    def render(self) -> str:
        if self.amount is not None:
            return f"you control {self.amount.render()} or more {self.group.render()}"
        return _join(["you control", self.article or "", self.group.render()])


@dataclass(frozen=True)
class HasCounter:
    """"it has a +1/+1 counter on it": the object itself with a counter of that kind (122)."""

    article: str
    kind: str

    def render(self) -> str:
        return f"it has {self.article} {self.kind} counter on it"


Condition = ControlAtLeast | HasCounter


# ---- whole abilities ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Static:
    """A static ability: [ability word —] [as long as C,] subject predicates [as long as C]."""

    ability_word: str | None
    subject: Subject
    predicates: Predicates
    condition: Condition | None
    condition_first: bool
    tail: Tail | None = None
    period: bool = True

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        body = f"{self.subject.render()} {self.predicates.render()}" + (self.tail.render() if self.tail else "")
        if self.condition is None:
            return f"{label}{body}" + ("." if self.period else "")
        if self.condition_first:
            return f"{label}as long as {self.condition.render()}, {body}."
        return f"{label}{body} as long as {self.condition.render()}."


@dataclass(frozen=True)
class CountedPT:
    """"~'s power and toughness are each equal to the number of lands you control" (604.3a: a
    characteristic-defining ability), or its power alone."""

    toughness_too: bool
    group: Group
    toughness_only: bool = False

    def render(self) -> str:
        what = "power and toughness are each equal" if self.toughness_too else "power is equal"
        if self.toughness_only:
            what = "toughness is equal"
        return f"~'s {what} to the number of {self.group.render()}."


@dataclass(frozen=True)
class Tail:
    """"for each artifact you control" or ", where x is the number of Vampires you control" after a
    predicate list: the count a "gets" reads (608.2h)."""

    where_x: bool
    group: Group

    def render(self) -> str:
        if self.where_x:
            return f", where x is the number of {self.group.render()}"
        return f" for each {self.group.render()}"


@dataclass(frozen=True)
class OneShot:
    """An effect of a resolving spell or ability (611.2): "target creature gets +3/+3 until end of turn"."""

    affected: Affected
    predicates: Predicates
    duration: str | None
    duration_first: bool
    each: bool = False
    tail: Tail | None = None
    may_have: bool = False

    def render(self) -> str:
        body = _join(["you may have" if self.may_have else "", self.affected.render(), "each" if self.each else "",
                      self.predicates.render()])
        tail = self.tail.render() if self.tail else ""
        if self.duration_first:
            return f"{self.duration}, {body}{tail}"
        return body + (f" {self.duration}" if self.duration else "") + tail


@dataclass(frozen=True)
class GainControl:
    """"gain control of target creature [until end of turn]" (613.1b)."""

    verb: str
    target: Target
    duration: str | None

    def render(self) -> str:
        return f"{self.verb} control of {self.target.render()}" + (f" {self.duration}" if self.duration else "")


@dataclass(frozen=True)
class Untap:
    """"untap that creature", "untap it": an action at resolution (the board states its result)."""

    words: str

    def render(self) -> str:
        return f"untap {self.words}"


@dataclass(frozen=True)
class SwitchPT:
    """"switch target creature's power and toughness [until end of turn]" (613.4d)."""

    target: Target
    duration: str | None

    def render(self) -> str:
        return f"switch {self.target.render()}'s power and toughness" + (f" {self.duration}" if self.duration else "")


@dataclass(frozen=True)
class Action:
    """"draw a card", "scry 2": an action as the effect resolves that no question reads."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Still:
    """An effect followed by "it's still a land." (205.1b): its new types are added, not set."""

    effect: OneShot
    article: str
    kept: Term

    def render(self) -> str:
        return f"{self.effect.render()}. it's still {self.article} {self.kept.render()}"


Effect = OneShot | GainControl | Untap | Still | Action | SwitchPT


@dataclass(frozen=True)
class EffectLine:
    """The sentences of a spell's or an ability's effect, and restrictions on activating it (602.5b)."""

    effects: tuple[Effect, ...]
    restrictions: tuple[str, ...] = ()

    def render(self) -> str:
        return " ".join([*(e.render() + "." for e in self.effects), *self.restrictions])


@dataclass(frozen=True)
class Chapter:
    """"i, ii — effect": chapter abilities of a Saga (714.2b: triggered abilities)."""

    chapters: tuple[str, ...]
    effect: EffectLine

    def render(self) -> str:
        return f"{', '.join(self.chapters)} \u2014 {self.effect.render()}"


@dataclass(frozen=True)
class Mode:
    """"• effect": one mode of a modal spell or ability (700.2)."""

    effect: EffectLine

    def render(self) -> str:
        return f"\u2022 {self.effect.render()}"


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1): each part as written ("{1}{g}", "{t}", "pay 2 life")."""

    parts: tuple[str, ...]

    def render(self) -> str:
        return ", ".join(self.parts)


@dataclass(frozen=True)
class Activated:
    """"cost: effect" (602.1)."""

    cost: Cost
    effect: EffectLine

    def render(self) -> str:
        return f"{self.cost.render()}: {self.effect.render()}"


@dataclass(frozen=True)
class Triggered:
    """"When ~ enters, effect." (603.1): the trigger event in words."""

    ability_word: str | None
    trigger: str
    on_self: bool
    effect: Effect

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        return f"{label}{self.trigger}, {self.effect.render()}."


@dataclass(frozen=True)
class ControlAttached:
    """"You control enchanted creature." (613.1b)."""

    how: str
    noun: Term

    def render(self) -> str:
        return f"you control {self.how} {self.noun.render()}."


@dataclass(frozen=True)
class GameRule:
    """A rule for the whole game or its controller's defence (508.1c-d, 509.1c): words and meaning."""

    name: str
    words: str
    subject: Subject | None = None
    amount: int | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Replacement:
    """A replacement or prevention effect (614, 615): its kind, its words, its numbers."""

    name: str
    words: str
    amount: int | None = None
    counter: str | None = None
    cost: Cost | None = None
    target: Target | None = None

    def render(self) -> str:
        return self.words


Ability = KeywordList | Static | EffectLine | Activated | Triggered | GameRule | Replacement | Mode | Chapter \
    | CountedPT \
    | ControlAttached
