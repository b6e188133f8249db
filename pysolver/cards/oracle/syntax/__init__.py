"""The typed values a parse of Oracle text is built into (one class per production of oracle.lark),
each able to render itself back to the words it was read from.

Rendering is the round-trip guard of issue 27: it writes a value from its fields only (the words
the production fixes, and the few surface choices a field records, such as "get" or "gets"), so a
parse that left a word out of its value renders to other words than the line and is refused.

One module per production group (subjects, keywords, predicates, abilities); every value is
named here, so `syntax.Static` reads the same wherever it is defined.
"""

from __future__ import annotations

from pysolver.cards.oracle.syntax.abilities import (  # noqa: F401 -- the package's names
    Ability,
    Action,
    Activated,
    AndSelfDamage,
    Chapter,
    ChosenCopyEffect,
    ControlAttached,
    Cost,
    CountedPT,
    Effect,
    EffectLine,
    GainControl,
    GameRule,
    IfItIs,
    Mode,
    OneShot,
    Prevention,
    Replacement,
    Static,
    StaticIt,
    Still,
    SwitchPT,
    Tail,
    Triggered,
    Unless,
    Untap,
)
from pysolver.cards.oracle.syntax.at_most import AtLeast, AtMost  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.becomes import AllColors  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.becomes_copy import (  # noqa: F401
    BecomesCopy,
    ChosenCopy,
    CopyReferent,
    ExceptOwnName,
    ExceptThisAbility,
    chosen_copied,
    referred,
)
from pysolver.cards.oracle.syntax.cast_keywords import EntryKeyword  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.cast_spells import CastSpells  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.casting import CastCheck, EntersAsCast, ReadAhead, Sunburst, Tribute  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.combat import (  # noqa: F401 -- the package's names
    ActivationForbidden,
    BlockerFilter,
    FilteredCombat,
    FilterPart,
    LessPowerCantBlock,
)
from pysolver.cards.oracle.syntax.combat_costs import CombatCost, SacrificeCost  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.combat_counts import ConditionalTax  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.combat_effects import LureEffect, PaidEffectLine  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.combat_groups import (  # noqa: F401 -- the package's names
    NotCondition,
    PlayerCondition,
    WithOthers,
)
from pysolver.cards.oracle.syntax.combat_more import AloneUnblockable, ConditionalLure  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.combat_requirements import (  # noqa: F401 -- the package's names
    AttackedByOne,
    JoinsAttack,
    NamedLure,
    TwoTargetCombat,
)
from pysolver.cards.oracle.syntax.commander import ControlYourCommander  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.compound import (  # noqa: F401 -- the package's names
    DuringYourTurnAnd,
    EitherKindControl,
    MoreCardsThanEachOpponent,
)
from pysolver.cards.oracle.syntax.copies import (  # noqa: F401 -- the package's names
    Copied,
    CopyException,
    EnterAsCopy,
    ExceptEntersWith,
    ExceptHas,
    ExceptIfType,
    ExceptKeepColor,
    ExceptNotSupertype,
    ExceptPT,
    ExceptSets,
    ExceptSupertypes,
    ExceptTypes,
)
from pysolver.cards.oracle.syntax.counted_values import SummedPT  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.counter_cants import CounterCant  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.counter_mods import CountedOn, CounterMod, CounterResult  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.counts_more import (  # noqa: F401 -- the package's names
    ColorsAmong,
    CountSum,
    OwnColors,
    SharingCount,
)
from pysolver.cards.oracle.syntax.crew import Crew  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.damage_counters import (  # noqa: F401 -- the package's names
    DamageAsKeyword,
    DamageCounters,
)
from pysolver.cards.oracle.syntax.defender_controls import DefenderControls, DefenderIs  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.devotion import Devotion, DevotionBelow, NotCardType  # noqa: F401 -- the names
from pysolver.cards.oracle.syntax.emblems import GetEmblem, HaveEmblems  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.enter_cants import CardsCantEnter, KindsCantEnter  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.entering import (  # noqa: F401 -- the package's names
    EntersTappedNoUntap,
    KindsEnterTapped,
    RevealOrTapped,
)
from pysolver.cards.oracle.syntax.entering_more import (  # noqa: F401 -- the package's names
    ChosenEntersWith,
    EntersUntapped,
    UncastExiled,
    WhileStatusEnter,
)
from pysolver.cards.oracle.syntax.enters_values import (  # noqa: F401 -- the package's names
    EntersWithValue,
    GroupEntersWithSourceValue,
)
from pysolver.cards.oracle.syntax.every_object import AddChosenColor, EveryObject  # noqa: F401 -- the names
from pysolver.cards.oracle.syntax.exactly_one import ExactlyOneStatic  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.exchanges import ExchangeControl  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.famous_layers import (  # noqa: F401 -- the package's names
    BaseManaValuePT,
    LosesOtherKinds,
    PTKinds,
)
from pysolver.cards.oracle.syntax.goad import GoadTarget  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.grants import QuotedAbility  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.keywords import (  # noqa: F401 -- the package's names
    AlsoHas,
    Enchant,
    Equip,
    Grants,
    Keyword,
    KeywordAbility,
    KeywordList,
    Landwalk,
    Protection,
    Quality,
    Toxic,
    UnreadKeyword,
    Ward,
)
from pysolver.cards.oracle.syntax.layer_choices import (  # noqa: F401 -- the package's names
    BecomesChoice,
    ChooseColorLine,
    ChooseTypeLine,
    GraveyardStatic,
    SetSecondChosen,
)
from pysolver.cards.oracle.syntax.layer_statics import (  # noqa: F401 -- the package's names
    AnyPlayerControls,
    CardTypesPT,
    CounterCount,
    EitherColorControl,
    EveryBasicLandType,
    EveryLandType,
    LifePT,
    OthersTurn,
    SpellGroup,
)
from pysolver.cards.oracle.syntax.life import LifeAtLeast  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.life_events import (  # noqa: F401 -- the package's names
    CausedGainAsLoss,
    DrawEmptyWins,
    DrawsMultiplied,
    DrawsShared,
    GainAsDraws,
    GainAsLoss,
    LifeFloor,
    LossDoubled,
    NoneInstead,
)
from pysolver.cards.oracle.syntax.mana_parity import OpponentsCantBlockParity  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.max_speed import MaxSpeed  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.more_statics import (  # noqa: F401 -- the package's names
    CantHave,
    CardsInHands,
    GreatestManaValue,
    LandTypeCount,
    ManaValuesAmong,
    MostCommonColor,
    NamedCount,
    OpponentHas,
    OtherwisePT,
    PTWhileItIs,
    SelfCounters,
    SingleGraveyard,
    ValuePT,
)
from pysolver.cards.oracle.syntax.multiplied import MultipliedDamage  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.named_shields import NamedShield  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.not_in_combat import EachNotInCombat  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.not_removing import NotRemoving  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.object_state import (  # noqa: F401 -- the package's names
    AttachedToSelf,
    CountersOnSelf,
    EquipmentAttached,
    NoCountersOnSelf,
    SelfPowerAtLeast,
)
from pysolver.cards.oracle.syntax.player_keywords import (  # noqa: F401 -- the package's names
    PlayerKeyword,
    PlayerProtection,
    YouAnd,
    YouAndEffect,
)
from pysolver.cards.oracle.syntax.player_state import PlayerCount, PlayerState, SpeedPower  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.predicates import (  # noqa: F401 -- the package's names
    AddChosenType,
    AddKind,
    AddSupertype,
    BasePT,
    Becomes,
    BecomesChosen,
    BothIn,
    CombatRule,
    Condition,
    ControlAtLeast,
    ControlOrThereIs,
    EveryCreatureType,
    Gains,
    GetPT,
    HasCounter,
    Loses,
    LosesAll,
    LosesOtherCardTypes,
    LosesThisAbility,
    Predicate,
    Predicates,
    SetChosen,
    SetColor,
    SetColorless,
    SetLandType,
    StateIs,
    ThereAre,
    Timed,
    YourTurn,
)
from pysolver.cards.oracle.syntax.prevent_triggered import TriggeredPrevention  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.pumps import (  # noqa: F401 -- the package's names
    GainsChoice,
    GetPTChoice,
    IfYouDo,
    ItIs,
    Kicked,
    ResolvedIf,
    SameNameAs,
    Triggering,
)
from pysolver.cards.oracle.syntax.redirections import Redirection  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.regeneration import Unregenerable  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.replace_more import (  # noqa: F401 -- the package's names
    ChoicesAsEnters,
    CombatUnpreventable,
    CounterChoice,
    EnteringChoice,
    LifePaidAsEnters,
    NoncombatPrevention,
    PutterCounters,
)
from pysolver.cards.oracle.syntax.same_is_true import AnySpells, CardsElsewhere, SameIsTrue  # noqa: F401 -- the names
from pysolver.cards.oracle.syntax.shields import Shield  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.soulbond import Paired, PairMembers  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.source_prevention import DamageSources, SourcePrevention  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.subjects import (  # noqa: F401 -- the package's names
    Affected,
    Amount,
    Attached,
    Group,
    GroupFilter,
    ItRef,
    PTChange,
    SelfRef,
    Subject,
    Target,
    Term,
)
from pysolver.cards.oracle.syntax.target_cants import CantBeOpponentsTarget  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.token_mods import TokenMod  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.tokens import CreateToken, EachOfChosenType  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.turn_cants import TurnCant  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.turn_history import CastAtLeast, DrawnAtLeast, EnteredThisTurn, GainedLife  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.unions import CountedUnion, GroupUnion, ThatsEither, UnionPart  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.unread_keywords import KeywordCost  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.untap import UntapForbidden  # noqa: F401 -- the package's names
from pysolver.cards.oracle.syntax.x_floor import ActivatedXFloor  # noqa: F401 -- the package's names
