"""The values of predicates ("what": 613's operations, combat rules) and conditions ("when")."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pysolver.cards.oracle.syntax.at_most import AtLeast, AtMost
from pysolver.cards.oracle.syntax.combat import ActivationForbidden, FilteredCombat
from pysolver.cards.oracle.syntax.combat_costs import CombatCost, SacrificeCost
from pysolver.cards.oracle.syntax.commander import ControlYourCommander
from pysolver.cards.oracle.syntax.compound import DuringYourTurnAnd, EitherKindControl, MoreCardsThanEachOpponent
from pysolver.cards.oracle.syntax.counts_more import ColorsAmong, CountSum, OwnColors, SharingCount
from pysolver.cards.oracle.syntax.devotion import DevotionBelow, NotCardType
from pysolver.cards.oracle.syntax.emblems import HaveEmblems
from pysolver.cards.oracle.syntax.every_object import AddChosenColor
from pysolver.cards.oracle.syntax.keywords import Grants, Quality, listed
from pysolver.cards.oracle.syntax.layer_statics import AnyPlayerControls, CounterCount, EitherColorControl, OthersTurn
from pysolver.cards.oracle.syntax.life import LifeAtLeast
from pysolver.cards.oracle.syntax.more_statics import (
    LandTypeCount,
    ManaValuesAmong,
    MostCommonColor,
    NamedCount,
    OpponentHas,
    SingleGraveyard,
)
from pysolver.cards.oracle.syntax.object_state import (
    AttachedToSelf,
    CountersOnSelf,
    EquipmentAttached,
    NoCountersOnSelf,
    SelfPowerAtLeast,
)
from pysolver.cards.oracle.syntax.player_state import PlayerCount, PlayerState
from pysolver.cards.oracle.syntax.soulbond import Paired
from pysolver.cards.oracle.syntax.subjects import Amount, Attached, Group, PTChange, SelfRef, Term, join_words
from pysolver.cards.oracle.syntax.turn_history import CastAtLeast, DrawnAtLeast, EnteredThisTurn, GainedLife
from pysolver.cards.oracle.syntax.unions import CountedUnion


# ---- what: predicates -------------------------------------------------------------------------------
@dataclass(frozen=True)
class GetPT:
    """"gets +2/+2", "get +1/+0 for each artifact you control" (613.4c)."""

    verb: str
    change: PTChange
    for_each: Group | CountedUnion | CounterCount | LandTypeCount | NamedCount | PlayerCount | OwnColors | ColorsAmong \
        | CountSum | SharingCount | None
    additional: bool = False  # "gets an additional +1/+1" (613.4c: a change of its own, beside another ability's)

    def render(self) -> str:
        tail = f" for each {self.for_each.render()}" if self.for_each else ""
        return f"{self.verb} {'an additional ' * self.additional}{self.change.render()}{tail}"


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
    """"lose all abilities", "loses all other abilities" (613.1f: other than those the same effect grants)."""

    verb: str
    other: bool = False

    def render(self) -> str:
        return f"{self.verb} all other abilities" if self.other else f"{self.verb} all abilities"


@dataclass(frozen=True)
class AddKind:
    """"is a Swamp in addition to its other land types" (205.1b): a type, subtype or colour added."""

    verb: str
    article: str | None
    word: Term
    poss: str
    other_kind: str
    printed_pt: bool = False  # made a creature only while it is a Vehicle: its printed power and toughness (208.3)

    def render(self) -> str:
        return join_words([self.verb, self.article or "", self.word.render(),
                      f"in addition to {self.poss} other {self.other_kind}"])


@dataclass(frozen=True)
class SetLandType:
    """"are Mountains", "is an Island" (305.7)."""

    verb: str
    article: str | None
    land_type: Term

    def render(self) -> str:
        return join_words([self.verb, self.article or "", self.land_type.render()])


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
    """"is every creature type" (205.3m, 702.73a), or in the words "is all creature types" (`all_types`)."""

    verb: str
    creature: Term
    all_types: bool = False

    def render(self) -> str:
        if self.all_types:
            return f"{self.verb} all {self.creature.render()} types"
        return f"{self.verb} every {self.creature.render()} type"


@dataclass(frozen=True)
class AddSupertype:
    """"is legendary" (205.4a: a supertype added, its other supertypes kept)."""

    verb: str
    supertype: Term

    def render(self) -> str:
        return f"{self.verb} {self.supertype.render()}"


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
    in_addition: str | None = None  # the words after "in addition to": "its other [colors and] types"
    all_creature_types: Term | None = None
    # "with base power and toughness 8/8, flying, and first strike": one list of the base P/T and the grants
    listed_with_pt: bool = False
    still: Term | None = None  # "that are still lands" (205.1b)
    still_words: str = "that are still"  # or "that's still a"
    pt_mana_value: bool = False  # "with power and toughness each equal to its mana value" (202.3)
    # "... creature. it's still a land": the kept type said in a sentence of its own (still_words "it's still a")
    still_sentence: bool = False
    name: str | None = None  # "named Legitimate Businessperson": the name it is given, as printed (201.2, 612.8)

    def render(self) -> str:
        with_pt = f"with base power and toughness {self.base_pt}" if self.base_pt else ""
        if self.pt_mana_value:
            with_pt = "with power and toughness each equal to its mana value"
        grants = f"with {self.grants.render()}" if self.grants else ""
        if self.listed_with_pt and self.grants:
            parts = [with_pt, *(k.render() for k in self.grants.keywords)]
            with_pt, grants = ", ".join(parts[:-1]) + ("," if self.grants.oxford else "") + " and " + parts[-1], ""
        still = f"{self.still_words} {self.still.render()}" if self.still else ""
        words = join_words([self.verb, self.article or "", self.pt or "", " and ".join(c.render() for c in self.colors),
                            *(t.render() for t in self.subtypes), *(t.render() for t in self.types), with_pt,
                            f"with all {self.all_creature_types.render()} types" if self.all_creature_types else "",
                            grants, f"in addition to {self.in_addition}" if self.in_addition else "",
                            f"named {self.name}" if self.name else "",
                            "" if self.still_sentence else still])
        return f"{words}. {still}" if self.still_sentence else words


@dataclass(frozen=True)
class LosesOtherCardTypes:
    """"loses all other card types [and abilities]" (205.1a, 613.1f): other than those the same effect
    sets (and grants)."""

    verb: str
    abilities: bool

    def render(self) -> str:
        return f"{self.verb} all other card types" + (" and abilities" if self.abilities else "")


@dataclass(frozen=True)
class LosesThisAbility:
    """"loses this ability" (613.1f): the object loses the very ability whose effect this is."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} this ability"


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
    count: int | None = None  # "an additional seven creatures": how many more it may block (509.1a)

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Timed:
    """A predicate with its own duration in a list: "... until end of turn and can't be blocked this turn"."""

    predicate: object
    duration: str

    def render(self) -> str:
        return f"{self.predicate.render()} {self.duration}"


@dataclass(frozen=True)
class AddChosenType:
    """"~ is the chosen type in addition to its other types" (205.1b: the creature type chosen as it
    entered is added)."""

    verb: str
    poss: str

    def render(self) -> str:
        return f"{self.verb} the chosen type in addition to {self.poss} other types"


@dataclass(frozen=True)
class SetChosen:
    """"is the chosen color", "are the chosen type": the colour or type chosen as its source entered (614.12)
    replaces the old ones (105.3; 205.1a for a creature type, 305.7 for a basic land type)."""

    verb: str
    what: str  # "color" or "type"

    def render(self) -> str:
        return f"{self.verb} the chosen {self.what}"


@dataclass(frozen=True)
class BecomesChosen:
    """"becomes the color of your choice", "becomes the creature type of your choice": a colour or a
    creature type chosen as the effect resolved (105.1, 205.1a: it replaces the old ones)."""

    what: str  # "color" or "creature type"

    def render(self) -> str:
        return f"becomes the {self.what} of your choice"


Predicate = AddChosenType | SetChosen | BecomesChosen | Timed | GetPT | Gains | Loses | LosesAll | LosesThisAbility \
    | LosesOtherCardTypes | AddKind \
    | SetLandType \
    | SetColor | SetColorless | EveryCreatureType | AddSupertype \
    | BasePT | CombatRule | Becomes | FilteredCombat | ActivationForbidden | NotCardType | AddChosenColor | CombatCost \
    | SacrificeCost


@dataclass(frozen=True)
class Predicates:
    """Predicates joined by "and" (with commas)."""

    items: tuple[Predicate, ...]
    oxford: bool

    def render(self) -> str:
        return listed(self.items, self.oxford)


# ---- when ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ControlAtLeast:
    """"you control three or more artifacts" (at_least(N, Sel)); "you control a Swamp" (N = 1)."""

    amount: Amount | None
    article: str | None
    group: Group
    who: str = "you control"  # or "an opponent controls" (109.5: an opponent of the source's controller)
    at_least_words: bool = False  # written "you control at least N ..." (the same number: N or more)

    def render(self) -> str:
        if self.amount is not None and self.at_least_words:
            return f"{self.who} at least {self.amount.render()} {self.group.render()}"
        if self.amount is not None:
            return f"{self.who} {self.amount.render()} or more {self.group.render()}"
        return join_words([self.who, self.article or "", self.group.render()])


@dataclass(frozen=True)
class HasCounter:
    """"it has a +1/+1 counter on it": the object itself with a counter of that kind (122)."""

    article: str
    kind: str  # "" for counters of every kind ("has four or more counters on it")
    who: str = "it"  # or "~": "as long as ~ has a +1/+1 counter on it, it ..."
    at_least: Amount | None = None  # "has three or more +1/+1 counters on it" (the article then unused)

    @property
    def names(self) -> SelfRef:
        """The object the condition is about: the object itself."""
        return SelfRef()

    def render(self) -> str:
        if self.at_least is not None:
            return join_words([self.who, "has", self.at_least.render(), "or more", self.kind, "counters on it"])
        return join_words([self.who, "has", self.article, self.kind, "counter on it"])


@dataclass(frozen=True)
class YourTurn:
    """"it's your turn" / "during your turn" (101.4: the active player is the player whose turn it is)."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ThereAre:
    """"there are seven or more cards in your graveyard" (threshold): at_least(N, Sel); "... instant and/or sorcery
    cards in your graveyard" (611.3a: a card of either kind, once)."""

    amount: Amount
    group: Group | CountedUnion
    card_types: bool = False  # "four or more card types among cards in your graveyard" (delirium)
    # how it is worded: "there are" N or more; "there is" / "there's" a card; the cards first, "a Warrior card is in
    # your graveyard" ("is in") or "seven or more cards are in your graveyard" ("are in"; the group then has its zone)
    written: str = "there are"

    def render(self) -> str:
        among = "card types among " if self.card_types else ""
        if self.written == "there are":
            return f"there are {self.amount.render()} or more {among}{self.group.render()}"
        if self.written in ("there is", "there's"):
            return f"{self.written} {self.amount.render()} {self.group.render()}"
        assert isinstance(self.group, Group) and self.group.zone is not None
        bare = replace(self.group, zone=None).render()
        if self.written == "is in":
            return f"{self.amount.render()} {bare} is {self.group.zone}"
        return f"{self.amount.render()} or more {bare} are {self.group.zone}"


@dataclass(frozen=True)
class BothIn:
    """"an instant card and a sorcery card are in your graveyard" (604.1): a card of each kind there, both conditions
    (each a ThereAre of one card, written "is in")."""

    first: ThereAre
    second: ThereAre

    def render(self) -> str:
        zone = self.second.group.zone
        first, second = (x.render().removesuffix(f" is {zone}") for x in (self.first, self.second))
        return f"{first} and {second} are {zone}"


@dataclass(frozen=True)
class ControlOrThereIs:
    """"you control a Desert or there is a Desert card in your graveyard" (604.1): a permanent of the kind its
    controller controls, or a card of the kind in its graveyard (one selector, one alternative each)."""

    control: ControlAtLeast
    there: ThereAre

    def render(self) -> str:
        return f"{self.control.render()} or {self.there.render()}"


@dataclass(frozen=True)
class StateIs:
    """"enchanted creature is red", "enchanted permanent is a creature", "equipped creature is legendary",
    "enchanted creature is a Human", "it's untapped", "~ is tapped": a colour, card type, supertype or
    subtype of what it is attached to, or its own status (110.5) or designation (701.37b: "~ is monstrous")."""

    words: str  # as written
    names: Attached | SelfRef  # the object the condition is about
    quality: str  # "red", "creature", "legendary", "human", "tapped", "untapped", "monstrous"
    # "color", "type", "supertype", "subtype" (the selector condition's name), "status", "designation" (701.37b,
    # 702.112b)
    kind: str

    def render(self) -> str:
        return self.words


Condition = (ControlAtLeast | HasCounter | YourTurn | ThereAre | StateIs | LifeAtLeast | AtMost | AtLeast | OthersTurn
             | EitherColorControl | AnyPlayerControls | MostCommonColor | ManaValuesAmong
             | OpponentHas | DevotionBelow | DrawnAtLeast | GainedLife | CastAtLeast
             | EnteredThisTurn | ControlYourCommander | Paired | EitherKindControl | MoreCardsThanEachOpponent
             | PlayerState | CountersOnSelf | EquipmentAttached | SelfPowerAtLeast | BothIn | ControlOrThereIs
             | SingleGraveyard | NoCountersOnSelf | AttachedToSelf | DuringYourTurnAnd | HaveEmblems)


