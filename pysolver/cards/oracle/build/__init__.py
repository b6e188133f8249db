"""From a parse tree of oracle.lark to the typed values of syntax.py: one method per production.

The parser keeps every token (keep_all_tokens): a method reads the tokens it needs by their
terminal, and the small word-choice rules ("get"/"gets", "a"/"an") hand their choice on as a tagged
pair, so that a value records every word it renders (the round trip, syntax.py).

The methods are grouped by production group, one module each (base: words, keywords, subjects;
predicates; abilities; replacement; prevention; shields; grants; tokens; copies; becomes), and joined here into one
Transformer.
"""

from __future__ import annotations

from pysolver.cards.oracle.build.abilities import AbilityBuilder
from pysolver.cards.oracle.build.at_most import AtMostBuilder
from pysolver.cards.oracle.build.base import Unmeant
from pysolver.cards.oracle.build.becomes import BecomesBuilder
from pysolver.cards.oracle.build.becomes_copy import BecomesCopyBuilder
from pysolver.cards.oracle.build.cast_keywords import CastKeywordBuilder
from pysolver.cards.oracle.build.cast_spells import CastSpellBuilder
from pysolver.cards.oracle.build.casting import CastingBuilder
from pysolver.cards.oracle.build.combat import CombatBuilder
from pysolver.cards.oracle.build.combat_costs import CombatCostBuilder
from pysolver.cards.oracle.build.combat_counts import CombatCountBuilder
from pysolver.cards.oracle.build.combat_groups import CombatGroupBuilder
from pysolver.cards.oracle.build.combat_more import CombatMoreBuilder
from pysolver.cards.oracle.build.combat_requirements import CombatRequirementBuilder
from pysolver.cards.oracle.build.combat_statuses import CombatStatusBuilder
from pysolver.cards.oracle.build.commander import CommanderBuilder
from pysolver.cards.oracle.build.compound import CompoundBuilder
from pysolver.cards.oracle.build.controller_actions import ControllerActionBuilder
from pysolver.cards.oracle.build.copies import CopyBuilder
from pysolver.cards.oracle.build.counted_values import CountedValueBuilder
from pysolver.cards.oracle.build.counter_cants import CounterCantBuilder
from pysolver.cards.oracle.build.counter_mods import CounterModBuilder
from pysolver.cards.oracle.build.counts_more import CountsMoreBuilder
from pysolver.cards.oracle.build.crew import CrewBuilder
from pysolver.cards.oracle.build.damage_counters import DamageCountersBuilder
from pysolver.cards.oracle.build.defender_controls import DefenderControlsBuilder
from pysolver.cards.oracle.build.devotion import DevotionBuilder
from pysolver.cards.oracle.build.effects import EffectBuilder
from pysolver.cards.oracle.build.emblems import EmblemBuilder
from pysolver.cards.oracle.build.enter_cants import EnterCantBuilder
from pysolver.cards.oracle.build.entering import EnteringBuilder
from pysolver.cards.oracle.build.entering_more import EnteringMoreBuilder
from pysolver.cards.oracle.build.enters_values import EntersValueBuilder
from pysolver.cards.oracle.build.every_object import EveryObjectBuilder
from pysolver.cards.oracle.build.exchanges import ExchangeBuilder
from pysolver.cards.oracle.build.famous_layers import FamousLayerBuilder
from pysolver.cards.oracle.build.game import GameBuilder
from pysolver.cards.oracle.build.goad import GoadBuilder
from pysolver.cards.oracle.build.grants import GrantBuilder
from pysolver.cards.oracle.build.layer_choices import LayerChoiceBuilder
from pysolver.cards.oracle.build.layer_statics import LayerStaticBuilder
from pysolver.cards.oracle.build.life import LifeBuilder
from pysolver.cards.oracle.build.life_events import LifeEventBuilder
from pysolver.cards.oracle.build.mana_parity import ManaParityBuilder
from pysolver.cards.oracle.build.more_statics import MoreStaticBuilder
from pysolver.cards.oracle.build.multiplied import MultipliedBuilder
from pysolver.cards.oracle.build.named_shields import NamedShieldBuilder
from pysolver.cards.oracle.build.object_state import ObjectStateBuilder
from pysolver.cards.oracle.build.oneshot_tail import OneShotTailBuilder
from pysolver.cards.oracle.build.player_keywords import PlayerKeywordBuilder
from pysolver.cards.oracle.build.player_state import PlayerStateBuilder
from pysolver.cards.oracle.build.predicates import PredicateBuilder
from pysolver.cards.oracle.build.prevent_triggered import TriggeredPreventionBuilder
from pysolver.cards.oracle.build.prevention import PreventionBuilder
from pysolver.cards.oracle.build.pumps import PumpBuilder
from pysolver.cards.oracle.build.redirections import RedirectionBuilder
from pysolver.cards.oracle.build.regeneration import RegenerationBuilder
from pysolver.cards.oracle.build.replace_more import ReplaceMoreBuilder
from pysolver.cards.oracle.build.replacement import ReplacementBuilder
from pysolver.cards.oracle.build.returned import ReturnedBuilder
from pysolver.cards.oracle.build.same_is_true import SameIsTrueBuilder
from pysolver.cards.oracle.build.shields import ShieldBuilder
from pysolver.cards.oracle.build.soulbond import SoulbondBuilder
from pysolver.cards.oracle.build.source_prevention import SourcePreventionBuilder
from pysolver.cards.oracle.build.statuses import StatusBuilder
from pysolver.cards.oracle.build.target_cants import TargetCantBuilder
from pysolver.cards.oracle.build.token_mods import TokenModBuilder
from pysolver.cards.oracle.build.tokens import TokenBuilder
from pysolver.cards.oracle.build.trigger_kinds import TriggerKindBuilder
from pysolver.cards.oracle.build.turn_cants import TurnCantBuilder
from pysolver.cards.oracle.build.turn_history import TurnHistoryBuilder
from pysolver.cards.oracle.build.unions import UnionBuilder
from pysolver.cards.oracle.build.unread_keywords import UnreadKeywordBuilder
from pysolver.cards.oracle.build.untap import UntapBuilder
from pysolver.cards.oracle.build.ward import WardBuilder
from pysolver.cards.oracle.build.x_floor import XFloorBuilder
from pysolver.cards.oracle.build.zone_cards import ZoneCardBuilder

__all__ = ["Builder", "Unmeant"]


class Builder(OneShotTailBuilder, PumpBuilder, ShieldBuilder, PreventionBuilder, ReplacementBuilder, CastingBuilder,
              EnteringBuilder,
              AbilityBuilder, EffectBuilder, PredicateBuilder, CombatBuilder, CombatGroupBuilder, GameBuilder,
              GrantBuilder, TokenBuilder, CopyBuilder, BecomesBuilder, UnionBuilder,
              GoadBuilder, WardBuilder, StatusBuilder, LifeBuilder, CombatMoreBuilder, UntapBuilder,
              AtMostBuilder, TriggeredPreventionBuilder, LayerStaticBuilder, ReplaceMoreBuilder,
              TriggerKindBuilder, RegenerationBuilder, TurnCantBuilder, MultipliedBuilder,
              MoreStaticBuilder, CounterModBuilder, SourcePreventionBuilder,
              TokenModBuilder, DevotionBuilder, TurnHistoryBuilder, PlayerStateBuilder, CrewBuilder, EveryObjectBuilder,
              LifeEventBuilder,
              SameIsTrueBuilder, BecomesCopyBuilder, CombatStatusBuilder, PlayerKeywordBuilder,
              CombatCountBuilder, DamageCountersBuilder, CountedValueBuilder, CommanderBuilder, SoulbondBuilder,
              CompoundBuilder, ObjectStateBuilder, CountsMoreBuilder, UnreadKeywordBuilder,
              CastSpellBuilder, EnteringMoreBuilder, CombatCostBuilder, CounterCantBuilder, FamousLayerBuilder,
              NamedShieldBuilder, DefenderControlsBuilder, ZoneCardBuilder, CombatRequirementBuilder,
              RedirectionBuilder, EmblemBuilder, EntersValueBuilder, CastKeywordBuilder,
              ManaParityBuilder, EnterCantBuilder, TargetCantBuilder, LayerChoiceBuilder,
              XFloorBuilder, ControllerActionBuilder, ExchangeBuilder,
              ReturnedBuilder):
    """Builds the typed value of one parse; `words` are the line's tokens (for the class words)."""
