"""The values of whole abilities: statics, one-shot effects, activated and triggered abilities, game
rules, replacement and prevention."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.actions import Action
from pysolver.cards.oracle.syntax.becomes import AllColors
from pysolver.cards.oracle.syntax.becomes_copy import ChosenCopy
from pysolver.cards.oracle.syntax.casting import EntersAsCast, ReadAhead, Sunburst, Tribute
from pysolver.cards.oracle.syntax.combat import LessPowerCantBlock
from pysolver.cards.oracle.syntax.combat_requirements import TwoTargetCombat
from pysolver.cards.oracle.syntax.copies import EnterAsCopy
from pysolver.cards.oracle.syntax.emblems import GetEmblem
from pysolver.cards.oracle.syntax.entering import EntersTappedNoUntap, KindsEnterTapped, RevealOrTapped
from pysolver.cards.oracle.syntax.exchanges import ExchangeControl
from pysolver.cards.oracle.syntax.goad import GoadTarget
from pysolver.cards.oracle.syntax.keywords import KeywordList
from pysolver.cards.oracle.syntax.named_shields import NamedShield
from pysolver.cards.oracle.syntax.predicates import Condition, Predicates
from pysolver.cards.oracle.syntax.pumps import IfYouDo, Kicked, ResolvedIf, Triggering
from pysolver.cards.oracle.syntax.regeneration import Unregenerable
from pysolver.cards.oracle.syntax.subjects import (
    Affected,
    Amount,
    Attached,
    Group,
    SelfRef,
    Subject,
    Target,
    Term,
    join_words,
)
from pysolver.cards.oracle.syntax.tokens import CreateToken
from pysolver.cards.oracle.syntax.turn_cants import TurnCant
from pysolver.cards.oracle.syntax.unions import CountedUnion


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
    lead: str = "as long as"
    # "Creatures you control also get +1/+0 ..." (Jetmir): beside the card's other abilities, whose effects it adds to
    # (613: each ability its own effect); the word changes no meaning
    also: bool = False

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        body = f"{self.subject.render()} {'also ' * self.also}{self.predicates.render()}" + (
            self.tail.render() if self.tail else "")
        if self.condition is None:
            return f"{label}{body}" + ("." if self.period else "")
        if self.condition_first:
            return f"{label}{self.lead} {self.condition.render()}, {body}" + ("." if self.period else "")
        return f"{label}{body} {self.lead} {self.condition.render()}."


@dataclass(frozen=True)
class StaticIt:
    """A static ability of two sentences, the second's "it" the first's subject: "Enchanted creature is a
    Citizen with base power and toughness 1/1. It has defender and loses all other abilities."."""

    first: Static
    then: Predicates
    joined: bool = False  # one sentence: "SUBJECT PREDICATES, and it PREDICATES." (`first` without its period)

    def render(self) -> str:
        if self.joined:
            return f"{self.first.render()}, and it {self.then.render()}."
        return f"{self.first.render()} it {self.then.render()}."


@dataclass(frozen=True)
class CountedPT:
    """"~'s power and toughness are each equal to the number of lands you control" (604.3a: a
    characteristic-defining ability), or its power alone."""

    toughness_too: bool
    group: Group | CountedUnion  # "instant and sorcery cards in your graveyard": either kind (611.3a)
    toughness_only: bool = False
    # "and its toughness is equal to that number plus 1" (the Lhurgoyfs): the number added to the toughness
    plus: str | None = None

    def render(self) -> str:
        what = "power and toughness are each equal" if self.toughness_too else "power is equal"
        if self.toughness_only:
            what = "toughness is equal"
        if self.plus is not None:
            return (f"~'s {what} to the number of {self.group.render()} and its toughness is equal to that number "
                    f"plus {self.plus}.")
        return f"~'s {what} to the number of {self.group.render()}."


@dataclass(frozen=True)
class Tail:
    """"for each artifact you control" or ", where x is the number of Vampires you control" after a
    predicate list: the count a "gets" reads (608.2h)."""

    where_x: bool
    group: Group | CountedUnion | None  # (a union of two kinds only in a static's "where X is the number of")
    # words of a value determined once as the effect resolved (608.2h), the board's `x`: "~'s power",
    # "creature blocking it"
    defined: str | None = None

    def render(self) -> str:
        if self.defined is not None:
            return f", where x is {self.defined}" if self.where_x else f" for each {self.defined}"
        assert self.group is not None
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
    then: bool = False  # "then you may have it ...": after the sentence before it (608.2c)

    def render(self) -> str:
        body = join_words(["then" if self.then else "", "you may have" if self.may_have else "", self.affected.render(),
                           "each" if self.each else "", self.predicates.render()])
        tail = self.tail.render() if self.tail else ""
        if self.duration_first:
            return f"{self.duration}, {body}{tail}"
        return body + (f" {self.duration}" if self.duration else "") + tail


@dataclass(frozen=True)
class ChosenCopyEffect:
    """"Choose a creature on the battlefield. Target creature becomes a copy of that creature ..." (608.2d): the
    effect, its copy of "that creature" naming the object chosen (CopyReferent.chosen)."""

    chosen: ChosenCopy
    effect: OneShot

    def render(self) -> str:
        return f"{self.chosen.render()}. {self.effect.render()}"


@dataclass(frozen=True)
class GainControl:
    """"gain control of target creature [until end of turn]" (613.1b)."""

    verb: str
    target: Target | Group  # a group: the objects its words describe as it resolved (611.2c)
    duration: str | None
    untap_first: bool = False  # "untap target creature and gain control of it ..." (Threaten)

    def render(self) -> str:
        gained = f"untap {self.target.render()} and {self.verb} control of it" if self.untap_first else \
            f"{self.verb} control of {self.target.render()}"
        return gained + (f" {self.duration}" if self.duration else "")


@dataclass(frozen=True)
class Untap:
    """"untap that creature", "untap it": an action at resolution (the board states its result)."""

    words: str

    def render(self) -> str:
        return f"untap {self.words}"


@dataclass(frozen=True)
class SwitchPT:
    """"switch target creature's power and toughness [until end of turn]" (613.4d)."""

    target: Target | SelfRef
    duration: str | None

    def render(self) -> str:
        whose = "~'s" if isinstance(self.target, SelfRef) else f"{self.target.render()}'s"
        return f"switch {whose} power and toughness" + (f" {self.duration}" if self.duration else "")


@dataclass(frozen=True)
class Still:
    """An effect followed by "it's still a land." (205.1b): its new types are added, not set."""

    effect: OneShot
    article: str
    kept: Term
    plural: bool = False  # "they're still lands"
    quoted: bool = False  # after a sentence ending inside the quotes of a granted ability

    def render(self) -> str:
        if self.plural:
            return f"{self.effect.render()}. they're still {self.kept.render()}"
        return f"{self.effect.render()}{'' if self.quoted else '.'} it's still {self.article} {self.kept.render()}"


@dataclass(frozen=True)
class IfItIs:
    """"if ~ is a Spirit, it becomes ...": an effect made only if, as the ability resolves, the object
    is of that kind (608.2c); `effect`'s "it" is the object."""

    condition: str  # "~ is a spirit"
    effect: OneShot

    def render(self) -> str:
        return f"if {self.condition}, {self.effect.render()}"


@dataclass(frozen=True)
class AndSelfDamage:
    """"~ gets +1/+0 until end of turn and deals 1 damage to you.": a change of the object itself and, in the same
    sentence, the damage it deals to its controller (120: an action as it resolves that no question reads)."""

    effect: OneShot
    amount: Amount

    def render(self) -> str:
        return f"{self.effect.render()} and deals {self.amount.render()} damage to you"


Effect = (OneShot | ChosenCopyEffect | GainControl | Untap | Still | IfItIs | Action | SwitchPT | CreateToken | Kicked
          | ResolvedIf | IfYouDo | GoadTarget | Unregenerable | TurnCant | NamedShield | GetEmblem | AndSelfDamage
          | TwoTargetCombat | ExchangeControl)


@dataclass(frozen=True)
class EffectLine:
    """The sentences of a spell's or an ability's effect, and restrictions on activating it (602.5b)."""

    effects: tuple[Effect, ...]
    restrictions: tuple[str, ...] = ()
    ability_word: str | None = None  # 207.2c: "undergrowth —" before an effect alone (no rules meaning)

    def render(self) -> str:
        # a sentence whose last words are a quoted ability ends inside the quotes
        label = [f"{self.ability_word} \u2014"] if self.ability_word else []
        return " ".join([*label, *(e.render() + ("" if e.render().endswith('"') else ".") for e in self.effects),
                         *self.restrictions])


@dataclass(frozen=True)
class Chapter:
    """"i, ii — effect": chapter abilities of a Saga (714.2b: triggered abilities)."""

    chapters: tuple[str, ...]
    effect: EffectLine

    def render(self) -> str:
        return f"{', '.join(self.chapters)} \u2014 {self.effect.render()}"


@dataclass(frozen=True)
class Mode:
    """"• effect": one mode of a modal spell or ability (700.2), "• flavor word — effect" (207.2d); "+ {1} —
    effect": a spree mode (702.172b: the plus sign a bullet point; `spree_cost` the additional cost paid to choose it,
    702.172a)."""

    effect: EffectLine
    label: str | None = None
    spree_cost: str | None = None

    def render(self) -> str:
        if self.spree_cost:
            return f"+ {self.spree_cost} \u2014 {self.effect.render()}"
        label = f"{self.label} \u2014 " if self.label else ""
        return f"\u2022 {label}{self.effect.render()}"


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
    ability_word: str | None = None

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        return f"{label}{self.cost.render()}: {self.effect.render()}"


@dataclass(frozen=True)
class Triggered:
    """"When ~ enters, effect." (603.1): the trigger event in words."""

    ability_word: str | None
    trigger: str
    on_self: bool
    effect: EffectLine
    it: Attached | Triggering | None = None  # "whenever equipped creature attacks, it ...": what "it" names

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        return f"{label}{self.trigger}, {self.effect.render()}"


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
    # an attack cost of one symbol other than a generic number: "{W/P}" (107.4f), or "{X}" with X's `counted` group
    symbol: str | None = None
    counted: Group | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Unless:
    """The condition of "enters tapped unless ..." (614.1c): `who` ("you", "your opponents") control
    at least (or, `at_most`, at most) `amount` objects of one of the `kinds`; or ("opponents") the
    player has at least `amount` opponents."""

    who: str
    amount: int
    at_most: bool
    kinds: tuple[Group, ...]
    words: str

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
    unless: Unless | None = None
    group: Group | None = None
    op: str | None = None
    sources: tuple[Term, ...] = ()  # the words of the sources it applies to ("red", "instant", "sorcery")

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Prevention:
    """A prevention effect (615) or a "can't" effect about damage, life or countering (614.17):
    its kind, the damaged (`recipient`: "~", "you", or the words of a `group`: "a Cleric creature you
    control"), the source's quality, the players
    (`who`: "players", "your opponents", "you"), the amount; `source_status` ("tapped" / "untapped": only while the
    effect's source has it, 110.5)."""

    name: str
    words: str
    amount: int | None = None
    recipient: str | None = None
    quality: str | None = None
    who: str | None = None
    group: Group | None = None
    combat: bool = False
    duration: str | None = None
    source_controller: str | None = None
    source_status: str | None = None

    def render(self) -> str:
        return self.words


Ability = KeywordList | Static | StaticIt | EffectLine | Activated | Triggered | GameRule | Replacement | Mode \
    | Chapter | CountedPT | Prevention \
    | ControlAttached | LessPowerCantBlock | AllColors | EnterAsCopy | EntersAsCast | RevealOrTapped \
    | EntersTappedNoUntap | KindsEnterTapped | Sunburst | Tribute | ReadAhead
