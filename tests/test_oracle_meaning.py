"""The meaning of each production of the Oracle grammar: a line and the exact facts it compiles to,
in the vocabulary the rules read (asp/selectors.lp, asp/effects.lp, asp/combat, asp/replace)."""

from __future__ import annotations

import clingo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pysolver.cards.oracle import Accepted, compile_ability
from pysolver.cards.oracle.words import normalise


def facts_of(line: str, name: str = "Grizzly Bears") -> set[str]:
    """The definition facts of the line's key with the key written K (selectors keep their names)."""
    result = compile_ability(line, name)
    assert isinstance(result, Accepted), result
    key = str(result.key)
    return {str(f).replace(key, "K") for f in result.facts if f.name != "text"}


CASES = [
    # 613.4c layer 7c; selectors: subtype, other, you_control (the example)
    ("Other Goblins you control get +1/+1 and have mountainwalk.",
     {"ability_class(K,static)", "scope(K,1,pos,subtype(goblin))", "scope(K,1,pos,other)",
      "scope(K,1,pos,you_control)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(1)))", "layer_of(K,l6)",
      "does(K,l6,gain(landwalk(mountain)))"}),
    ("Creatures your opponents control get -1/-0.",
     {"ability_class(K,static)", "scope(K,1,pos,type(creature))", "scope(K,1,pos,opponent_controls)",
      "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(-1),n(0)))"}),
    # 305.7: set land type, layer 4; 205.4a nonbasic is a negated supertype
    ("Nonbasic lands are Mountains.",
     {"ability_class(K,static)", "scope(K,1,pos,type(land))", "scope(K,1,neg,supertype(basic))",
      "layer_of(K,l4)", "does(K,l4,set_land_type(mountain))"}),
    ("Each land is a Swamp in addition to its other land types.",
     {"ability_class(K,static)", "scope(K,1,pos,type(land))", "layer_of(K,l4)", "does(K,l4,add_land_type(swamp))"}),
    ("Enchanted creature gets +2/+2 and has flying.",
     {"ability_class(K,static)", "scope(K,1,pos,attached)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(2),n(2)))",
      "layer_of(K,l6)", "does(K,l6,gain(kw(flying)))"}),
    ("All creatures lose all abilities and have base power and toughness 1/1.",
     {"ability_class(K,static)", "scope(K,1,pos,type(creature))", "layer_of(K,l6)", "does(K,l6,lose_all)",
      "layer_of(K,l7b)", "does(K,l7b,set_pt(n(1),n(1)))"}),
    ("Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.",
     {"ability_class(K,static)", "scope(K,1,pos,attached)", "layer_of(K,l4)", "does(K,l4,set_creature_type(treefolk))",
      "layer_of(K,l7b)", "does(K,l7b,set_pt(n(0),n(4)))", "layer_of(K,l6)", "does(K,l6,lose_all)"}),
    ("Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.",
     {"ability_class(K,static)", "scope(K,1,pos,attached)", "layer_of(K,l4)", "does(K,l4,add_type(creature))",
      "layer_of(K,l7b)", "does(K,l7b,set_pt(n(5),n(5)))"}),
    # condition/2 with a named selector (metalcraft's)
    ("Metalcraft — As long as you control three or more artifacts, Grizzly Bears gets +2/+2 and has flying.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "condition(K,at_least(3,artifacts_you_control))",
      "scope(artifacts_you_control,1,pos,type(artifact))", "scope(artifacts_you_control,1,pos,you_control)",
      "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(2),n(2)))", "layer_of(K,l6)", "does(K,l6,gain(kw(flying)))"}),
    # selectors.lp counter(K): a group with counters; a condition on the object's own counters
    ("Each creature you control with a +1/+1 counter on it has flying.",
     {"ability_class(K,static)", "scope(K,1,pos,type(creature))", 'scope(K,1,pos,counter("+1/+1"))',
      "scope(K,1,pos,you_control)", "layer_of(K,l6)", "does(K,l6,gain(kw(flying)))"}),
    ("Grizzly Bears has trample as long as it has a +1/+1 counter on it.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", 'scope(self_with_counter("+1/+1"),1,pos,self)',
      'scope(self_with_counter("+1/+1"),1,pos,counter("+1/+1"))',
      'condition(K,at_least(1,self_with_counter("+1/+1")))', "layer_of(K,l6)", "does(K,l6,gain(kw(trample)))"}),
    # (the round trip once caught "in graveyards" read by the production of "in all graveyards")
    ("Cards in graveyards lose all abilities.",
     {"ability_class(K,static)", "scope(K,1,pos,zone(graveyard))", "layer_of(K,l6)", "does(K,l6,lose_all)"}),
    # 608.2h counts
    ("Grizzly Bears gets +1/+0 for each artifact you control.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "scope(artifact_you_control,1,pos,type(artifact))",
      "scope(artifact_you_control,1,pos,you_control)", "layer_of(K,l7c)",
      "does(K,l7c,modify_pt(count(artifact_you_control),n(0)))"}),
    # 608.2h: a resolving effect counts once, as it resolves (Olivia's Wrath): X is the effect's x, never a count
    # of the board now
    ("Each non-Vampire creature gets -X/-X until end of turn, where X is the number of Vampires you control.",
     {"ability_class(K,spell)", "scope(K,1,pos,type(creature))", "scope(K,1,neg,subtype(vampire))",
      "layer_of(K,l7c)", "does(K,l7c,modify_pt(neg(x),neg(x)))"}),
    # 107.3a: a resolved effect's X is the value chosen for it (effects.lp value x, the board's x)
    ("Target creature gets +X/+0 until end of turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(x,n(0)))"}),
    # 604.3 characteristic-defining
    ("Grizzly Bears's power and toughness are each equal to the number of creature cards in your graveyard.",
     {"ability_class(K,static)", "cda(K)", "scope(K,1,pos,self)", "scope(K,1,pos,anywhere)",
      "scope(creature_cards_in_your_graveyard,1,pos,type(creature))",
      "scope(creature_cards_in_your_graveyard,1,pos,zone(graveyard))",
      "scope(creature_cards_in_your_graveyard,1,pos,you_own)", "layer_of(K,l7a)",
      "does(K,l7a,cda_pt(count(creature_cards_in_your_graveyard),count(creature_cards_in_your_graveyard)))"}),
    ("Grizzly Bears's toughness is equal to the number of Knights you control.",
     {"ability_class(K,static)", "cda(K)", "scope(K,1,pos,self)", "scope(K,1,pos,anywhere)",
      "scope(knights_you_control,1,pos,subtype(knight))", "scope(knights_you_control,1,pos,you_control)",
      "layer_of(K,l7a)", "does(K,l7a,set_toughness(count(knights_you_control)))"}),
    ("Creature cards on the battlefield get +1/+1.",  # 108.2: a token is no card
     {"ability_class(K,static)", "scope(K,1,pos,type(creature))", "scope(K,1,pos,nontoken)", "layer_of(K,l7c)",
      "does(K,l7c,modify_pt(n(1),n(1)))"}),
    # 611.2c one-shot effects: targets, layers 2, 6, 7c, 7d
    ("Target creature gets +3/+3 until end of turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(3),n(3)))"}),
    ("Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l2)", "does(K,l2,control(you))",
      "layer_of(K,l6)", "does(K,l6,gain(kw(haste)))"}),
    ("Switch target creature's power and toughness until end of turn. Draw a card.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l7d)", "does(K,l7d,switch_pt)"}),
    ("Up to two target creatures each get +2/+0 and gain haste until end of turn.",
     {"ability_class(K,spell)", "target_count(K,0,2)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(2),n(0)))",
      "layer_of(K,l6)", "does(K,l6,gain(kw(haste)))"}),
    ("{1}{R}: Grizzly Bears gets +1/+0 until end of turn.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(0)))"}),
    ("Whenever Grizzly Bears attacks, it gets +1/+0 until end of turn.",
     {"ability_class(K,triggered)", "scope(K,1,pos,self)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(0)))"}),
    # 205.1a sets the types; 205.1b "a [creature types] artifact creature" keeps the other card types and
    # subtypes but the creature types, which it replaces; "it's still a land" adds them and keeps the subtypes
    ("{W}: Grizzly Bears becomes a 2/2 Bird creature with flying until end of turn.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,set_type(creature))",
      "does(K,l4,set_creature_type(bird))", "layer_of(K,l6)", "does(K,l6,gain(kw(flying)))", "layer_of(K,l7b)",
      "does(K,l7b,set_pt(n(2),n(2)))"}),
    ("{W}: Grizzly Bears becomes a 2/2 Bird artifact creature with flying until end of turn.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,add_type(artifact))",
      "does(K,l4,add_type(creature))", "does(K,l4,set_creature_type(bird))", "layer_of(K,l6)",
      "does(K,l6,gain(kw(flying)))", "layer_of(K,l7b)", "does(K,l7b,set_pt(n(2),n(2)))"}),
    ("{1}: Grizzly Bears becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,add_type(artifact))",
      "does(K,l4,add_type(creature))", "does(K,l4,add_subtype(assembly_worker))", "layer_of(K,l7b)",
      "does(K,l7b,set_pt(n(2),n(2)))"}),
    # combat meanings (asp/combat/board.lp)
    ("Enchanted creature can't attack or block.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,cant_attack)", "combat_meaning(K,enchanted,cant_block)"}),
    ("Grizzly Bears can't attack alone.", {"ability_class(K,static)", "combat_meaning(K,self,cant_attack_alone)"}),
    ("Target creature can't block this turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "combat_meaning(K,target,cant_block)"}),
    ("{T}: Target creature an opponent controls attacks you this turn if able.",
     {"ability_class(K,activated)", "target_count(K,1,1)", "combat_meaning(K,target,attacks_controller_if_able)"}),
    ("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
     "you.", {"ability_class(K,static)", "combat_meaning(K,you,attack_cost(2))"}),
    ("{2}{R}: Target creature attacks this turn if able.",
     {"ability_class(K,activated)", "target_count(K,1,1)", "combat_meaning(K,target,attacks_if_able)"}),
    ("{U}{B}: Grizzly Bears becomes a 2/2 blue and black Horror artifact creature until end of turn and can't be "
     "blocked this turn.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,add_type(artifact))",
      "does(K,l4,add_type(creature))", "does(K,l4,set_creature_type(horror))", "layer_of(K,l5)",
      "does(K,l5,set_color(blue))", "does(K,l5,set_color(black))", "layer_of(K,l7b)",
      "does(K,l7b,set_pt(n(2),n(2)))", "combat_meaning(K,source,unblockable)"}),
    ("No more than one creature can block each combat.",
     {"ability_class(K,static)", "combat_meaning(K,game,max_one_blocker)"}),
    ("All creatures able to block Grizzly Bears do so.", {"ability_class(K,static)", "combat_meaning(K,self,lure)"}),
    # combat restrictions reading a filter of creatures (asp/combat/filters.lp) or a condition (509.1b, 508.1c)
    ("Grizzly Bears can't be blocked by creatures with power 2 or less.",
     {"ability_class(K,static)", "combat_meaning(K,self,not_blocked_by(power_at_most(2)))"}),
    ("Grizzly Bears can't be blocked by creatures with power 3 or greater.",
     {"ability_class(K,static)", "combat_meaning(K,self,not_blocked_by(power_at_least(3)))"}),
    ("Grizzly Bears can't be blocked by creatures with greater power.",
     {"ability_class(K,static)", "combat_meaning(K,self,not_blocked_by(greater_power))"}),
    ("Creatures with power less than Grizzly Bears's power can't block it.",
     {"ability_class(K,static)", "combat_meaning(K,self,not_blocked_by(less_power))"}),
    ("Grizzly Bears can't be blocked except by creatures with flying or reach.",
     {"ability_class(K,static)",
      "combat_meaning(K,self,blocked_only_by(either(has_ability(kw(flying)),has_ability(kw(reach)))))"}),
    ("Grizzly Bears can't be blocked except by Walls.",
     {"ability_class(K,static)", "combat_meaning(K,self,blocked_only_by(is(subtype,wall)))"}),
    ("Grizzly Bears can't be blocked except by nonblack creatures or artifact creatures.",
     {"ability_class(K,static)",
      "combat_meaning(K,self,blocked_only_by(either(is_not(color,black),is(type,artifact))))"}),
    ("Enchanted creature can't be blocked by black creatures.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,not_blocked_by(is(color,black)))"}),
    ("Grizzly Bears can't block creatures with power 2 or greater.",
     {"ability_class(K,static)", "combat_meaning(K,self,cant_block_attackers(power_at_least(2)))"}),
    ("Grizzly Bears can't be blocked by more than one creature.",
     {"ability_class(K,static)", "combat_meaning(K,self,max_blockers(1))"}),
    ("Grizzly Bears can't be blocked except by three or more creatures.",
     {"ability_class(K,static)", "combat_meaning(K,self,min_blockers(3))"}),
    ("Grizzly Bears can't be blocked as long as it's attacking alone.",
     {"ability_class(K,static)", "combat_meaning(K,self,unblockable_if(attacking_alone))"}),
    ("Grizzly Bears can't be blocked as long as defending player controls an artifact.",
     {"ability_class(K,static)", "combat_meaning(K,self,unblockable_if(defender_controls(type,artifact)))"}),
    ("Grizzly Bears can't attack unless defending player controls an Island.",
     {"ability_class(K,static)", "combat_meaning(K,self,cant_attack_unless(defender_controls(subtype,island)))"}),
    ("{1}{R}: Target creature can't block Grizzly Bears this turn.",
     {"ability_class(K,activated)", "target_count(K,1,1)", "combat_meaning(K,target,cant_block_source)"}),
    ("{1}: Grizzly Bears can't be blocked by creatures with power 2 or less this turn.",
     {"ability_class(K,activated)", "combat_meaning(K,source,not_blocked_by(power_at_most(2)))"}),
    # groups of a static ability (611.3a): all creatures, yours, your opponents', the other ones
    ("Creatures can't block.", {"ability_class(K,static)", "combat_meaning(K,group(all,every,any),cant_block)"}),
    ("Creatures your opponents control attack each combat if able.",
     {"ability_class(K,static)", "combat_meaning(K,group(opponents,every,any),attacks_if_able)"}),
    ("Each creature you control can block an additional creature each combat.",
     {"ability_class(K,static)", "combat_meaning(K,group(you,every,any),extra_block)"}),
    ("Other creatures you control can't be blocked by creatures with power 2 or less.",
     {"ability_class(K,static)", "combat_meaning(K,group(you,other,any),not_blocked_by(power_at_most(2)))"}),
    ("Black creatures can't attack or block.",
     {"ability_class(K,static)", "combat_meaning(K,group(all,every,is(color,black)),cant_attack)",
      "combat_meaning(K,group(all,every,is(color,black)),cant_block)"}),
    ("Boars you control can't be blocked by more than one creature.",
     {"ability_class(K,static)", "combat_meaning(K,group(you,every,is(subtype,boar)),max_blockers(1))"}),
    ("Creatures can't attack you.",
     {"ability_class(K,static)", "combat_meaning(K,group(all,every,any),cant_attack_you)"}),
    ("Enchanted creature can't attack you or planeswalkers you control.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,cant_attack_you_or_planeswalkers)"}),
    ("Grizzly Bears attacks or blocks each combat if able.",
     {"ability_class(K,static)", "combat_meaning(K,self,attacks_if_able)", "combat_meaning(K,self,blocks_if_able)"}),
    ("{1}{G}: Grizzly Bears can block an additional creature this turn.",
     {"ability_class(K,activated)", "combat_meaning(K,source,extra_block)"}),
    # 604.1: a conditional combat rule, evaluated by asp/combat/conditions.lp
    ("Grizzly Bears can't be blocked as long as you control an artifact.",
     {"ability_class(K,static)", "scope(artifact_you_control,1,pos,type(artifact))",
      "scope(artifact_you_control,1,pos,you_control)", "condition(K,at_least(1,artifact_you_control))",
      "combat_meaning(K,self,unblockable)"}),
    # 702.3b: defender lifted, by a static ability or for the turn
    ("{2}{U}{U}: Grizzly Bears gets +4/-4 until end of turn and can attack this turn as though it didn't have "
     "defender.", {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l7c)",
                   "does(K,l7c,modify_pt(n(4),n(-4)))", "combat_meaning(K,source,attacks_despite_defender)"}),
    ("Enchanted Wall can attack as though it didn't have defender.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,attacks_despite_defender)"}),
    # 509.1c: a resolved Lure on its target or its source
    ("Target creature gets +3/+3 until end of turn. All creatures able to block it this turn do so.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(3),n(3)))",
      "combat_meaning(K,target,lure)"}),
    ("{2}{G}: All creatures able to block Grizzly Bears this turn do so.",
     {"ability_class(K,activated)", "combat_meaning(K,source,lure)"}),
    ("Equipped creature can't be blocked by Vampires or Zombies.",
     {"ability_class(K,static)",
      "combat_meaning(K,equipped,not_blocked_by(either(is(subtype,vampire),is(subtype,zombie))))"}),
    ("Enchanted artifact can't attack or block.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,cant_attack)", "combat_meaning(K,enchanted,cant_block)"}),
    ("{1}: Grizzly Bears can't be blocked this turn except by creatures with haste.",
     {"ability_class(K,activated)", "combat_meaning(K,source,blocked_only_by(has_ability(kw(haste))))"}),
    ("Grizzly Bears can't block unless you control another Zombie.",
     {"ability_class(K,static)", "combat_meaning(K,self,cant_block_unless_you(you_control_other(subtype,zombie)))"}),
    # 602.5: the rule on activating has no facts (no question reads it), the combat rule beside it has
    ("Enchanted permanent can't attack or block, and its activated abilities can't be activated.",
     {"ability_class(K,static)", "combat_meaning(K,enchanted,cant_attack)", "combat_meaning(K,enchanted,cant_block)"}),
    # replacement and prevention (asp/replace)
    ("This land enters tapped.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)"}),
    ("This creature enters with X +1/+1 counters on it.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))",
      'repl_op(K,enters_with_counters("+1/+1",x))'}),
    ("As this land enters, you may pay 2 life. If you don't, it enters tapped.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))",
      "repl_option(K,pay,pay_life(2))", "repl_option(K,dont_pay,tapped)"}),
    ("This land enters tapped unless you control two or more basic lands.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))",
      "repl_if(K,you_control_fewer(2,basic_land))", "repl_op(K,tapped)"}),
    ("Prevent the next 4 damage that would be dealt to any target this turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "targets_players(K)", "replaces(K,damage)",
      "repl_if(K,affected(targeted))", "repl_op(K,shield(4))"}),
    ("If Grizzly Bears would die, exile it instead.",
     {"ability_class(K,replacement)", "replaces(K,zone)", "repl_if(K,from(battlefield))", "repl_if(K,to(graveyard))",
      "repl_if(K,affected(self))", "repl_op(K,move_to(exile))"}),
    ("{1}{G}: Regenerate Grizzly Bears.",
     {"ability_class(K,activated)", "replaces(K,destroy)", "repl_if(K,affected(source))", "repl_op(K,regenerate)"}),
    ("Regenerate target creature.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "replaces(K,destroy)", "repl_if(K,affected(targeted))",
      "repl_op(K,regenerate)"}),
    # "enters tapped unless ...": one production, its condition a part (asp/replace/conditions.lp)
    ("This land enters tapped unless you control two or fewer other lands.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,control_more(you,2,other_lands))", "scope(other_lands,1,pos,type(land))",
      "scope(other_lands,1,pos,other)"}),
    ("This land enters tapped unless you control a Plains or an Island.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,control_fewer(you,1,plains_or_island))", "scope(plains_or_island,1,pos,subtype(plains))",
      "scope(plains_or_island,2,pos,subtype(island))"}),
    ("This land enters tapped unless you control a legendary creature.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,control_fewer(you,1,legendary_creature))", "scope(legendary_creature,1,pos,supertype(legendary))",
      "scope(legendary_creature,1,pos,type(creature))"}),
    ("This land enters tapped unless your opponents control eight or more lands.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,control_fewer(opponents,8,lands))", "scope(lands,1,pos,type(land))"}),
    ("This land enters tapped unless you have two or more opponents.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,opponents_fewer(2))"}),
    ("This land enters tapped with two charge counters on it.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      'repl_op(K,enters_with_counters("charge",2))'}),
    ("This land enters tapped. As it enters, choose a color.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_op(K,choose(color))"}),
    ("As this artifact enters, choose an opponent.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,choose(opponent))"}),
    ("If you would gain life, you gain that much life plus 1 instead.",
     {"ability_class(K,replacement)", "replaces(K,gain)", "repl_if(K,affected(you))", "repl_op(K,plus(1))"}),
    ("If a creature an opponent controls would die, exile it instead.",
     {"ability_class(K,replacement)", "replaces(K,zone)", "repl_if(K,from(battlefield))", "repl_if(K,to(graveyard))",
      "repl_if(K,affected_has(type,creature))", "repl_if(K,affected_controller(opponent))",
      "repl_op(K,move_to(exile))"}),
    # prevention (615) and "can't" (614.17)
    ("Prevent all combat damage that would be dealt this turn.",
     {"ability_class(K,spell)", "replaces(K,damage)", "repl_if(K,combat_damage)", "repl_op(K,prevent_all)"}),
    ("Prevent all damage that would be dealt to Grizzly Bears.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(self))", "repl_op(K,prevent_all)"}),
    ("If a red source would deal damage to you, prevent 2 of that damage.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(you))",
      "repl_if(K,source_quality(red))", "repl_op(K,prevent(2))"}),
    ("If a source would deal damage to you, prevent 1 of that damage.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(you))", "repl_op(K,prevent(1))"}),
    ("If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected_has(type,creature))",
      "repl_if(K,affected_has(subtype,cleric))", "repl_if(K,affected_controller(you))", "repl_op(K,prevent(1))"}),
    ("Prevent all damage that would be dealt to creatures you control.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected_has(type,creature))",
      "repl_if(K,affected_controller(you))", "repl_op(K,prevent_all)"}),
    ("Damage can't be prevented.", {"ability_class(K,static)", "cant(K,prevent_damage)"}),
    ("Players can't gain life.", {"ability_class(K,static)", "cant(K,life_gain)"}),
    ("Your opponents can't gain life.",
     {"ability_class(K,static)", "cant(K,life_gain)", "cant_if(K,affected(opponent))"}),
    ("This spell can't be countered.", {"ability_class(K,static)", "cant(K,countered)"}),
    ("Destroy all creatures. They can't be regenerated.", {"ability_class(K,spell)", "cant(K,be_regenerated)"}),
    ("Creature spells you control can't be countered.",
     {"ability_class(K,static)", "cant(K,countered)", "cant_if(K,affected_has(type,creature))",
      "cant_if(K,affected_controller(you))"}),
    ("Each other Wizard creature you control enters with an additional +1/+1 counter on it.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,affected_has(subtype,wizard))",
      "repl_if(K,affected_has(type,creature))", "repl_if(K,affected_controller(you))",
      'repl_op(K,enters_with_counters("+1/+1",1))'}),
    ("Creatures your opponents control enter tapped.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,affected_has(type,creature))",
      "repl_if(K,affected_controller(opponent))", "repl_op(K,tapped)"}),
    ("{T}: Prevent the next 1 damage that would be dealt to target creature this turn.",
     {"ability_class(K,activated)", "target_count(K,1,1)", "replaces(K,damage)", "repl_if(K,affected(targeted))",
      "repl_op(K,shield(1))"}),
    ("If a card or token would be put into your graveyard from anywhere, exile it instead.",
     {"ability_class(K,replacement)", "replaces(K,zone)", "repl_if(K,to(graveyard))", "repl_if(K,owner(you))",
      "repl_op(K,move_to(exile))"}),
    ("If Grizzly Bears would be destroyed, regenerate it.",
     {"ability_class(K,replacement)", "replaces(K,destroy)", "repl_if(K,affected(self))", "repl_op(K,regenerate)"}),
    ("Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's "
     "graveyard.",
     {"ability_class(K,spell)", "replaces(K,zone)", "self_replacement(K)", "repl_if(K,caused_by(self))",
      "repl_if(K,from(stack))", "repl_if(K,to(graveyard))", "repl_op(K,move_to(exile))"}),
    ("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or "
     "player instead.", {"ability_class(K,replacement)", "replaces(K,damage)", "repl_op(K,times(2))"}),
    ("If damage would be dealt to Grizzly Bears, prevent that damage. Remove a +1/+1 counter from Grizzly Bears.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(self))", "repl_op(K,prevent_all)",
      'repl_op(K,remove_counter("+1/+1"))'}),
    ("Grizzly Bears deals 4 damage to target creature. If that creature would die this turn, exile it instead.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "replaces(K,zone)", "repl_if(K,from(battlefield))",
      "repl_if(K,to(graveyard))", "repl_if(K,affected(targeted))", "repl_if(K,affected_has(type,creature))",
      "repl_op(K,move_to(exile))"}),
    ("As this Aura enters, choose a basic land type.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))",
      "repl_op(K,choose(basic_land_type))"}),
    ("If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(you))",
      "repl_if(K,source_controller(opponent))", "repl_op(K,prevent(1))"}),
    ("Prevent all combat damage that would be dealt to this creature.",
     {"ability_class(K,replacement)", "replaces(K,damage)", "repl_if(K,affected(self))", "repl_if(K,combat_damage)",
      "repl_op(K,prevent_all)"}),
    ("Prevent all damage that would be dealt to creatures you control this turn.",
     {"ability_class(K,spell)", "replaces(K,damage)", "repl_if(K,affected_has(type,creature))",
      "repl_if(K,affected_controller(you))", "repl_op(K,prevent_all)"}),
    ("\u2022 Prevent the next 3 damage that would be dealt to any target this turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "targets_players(K)", "replaces(K,damage)",
      "repl_if(K,affected(targeted))", "repl_op(K,shield(3))"}),
    ("This land enters tapped unless a player has 13 or less life.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,no_life_at_most(13))"}),
    ("If you control two or more other lands, this land enters tapped.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))", "repl_op(K,tapped)",
      "repl_if(K,control_more(you,1,other_lands))", "scope(other_lands,1,pos,type(land))",
      "scope(other_lands,1,pos,other)"}),
    ("As this artifact enters, choose a card name.",
     {"ability_class(K,replacement)", "replaces(K,enter)", "repl_if(K,entering(self))",
      "repl_op(K,choose(card_name))"}),
    ("If one or more tokens would be created under your control, twice that many of those tokens are created instead.",
     {"ability_class(K,replacement)", "replaces(K,token)", "repl_if(K,affected(you))", "repl_op(K,times(2))"}),
    ("If Grizzly Bears would be put into a graveyard from anywhere, reveal Grizzly Bears and shuffle it into its "
     "owner's library instead.",
     {"ability_class(K,replacement)", "replaces(K,zone)", "repl_if(K,to(graveyard))", "repl_if(K,affected(self))",
      "repl_op(K,move_to(library))", "functions_anywhere(K)"}),
    ("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put "
     "on that creature instead.",
     {"ability_class(K,replacement)", "replaces(K,counters)", 'repl_if(K,counter_kind("+1/+1"))',
      "repl_if(K,affected(permanent))", "repl_if(K,affected_has(type,creature))", "repl_if(K,affected_controller(you))",
      "repl_op(K,times(2))"}),
    # 101.4: only while its controller is the active player
    ("During your turn, this creature has first strike.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "condition(K,your_turn)", "layer_of(K,l6)",
      "does(K,l6,gain(kw(first_strike)))"}),
    # threshold: seven or more cards in a zone
    ("Threshold — This creature gets +3/+3 as long as there are seven or more cards in your graveyard.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "scope(cards_in_your_graveyard,1,pos,zone(graveyard))",
      "scope(cards_in_your_graveyard,1,pos,you_own)", "condition(K,at_least(7,cards_in_your_graveyard))",
      "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(3),n(3)))"}),
    # "it" is what the condition names; 110.5 tapped status
    ("As long as enchanted creature is white, it gets +1/+2.",
     {"ability_class(K,static)", "scope(K,1,pos,attached)", "scope(attached_white,1,pos,attached)",
      "scope(attached_white,1,pos,color(white))", "condition(K,at_least(1,attached_white))", "layer_of(K,l7c)",
      "does(K,l7c,modify_pt(n(1),n(2)))"}),
    ("This creature gets +0/+3 as long as it's untapped.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "scope(self_untapped,1,pos,self)",
      "scope(self_untapped,1,neg,tapped)", "condition(K,at_least(1,self_untapped))", "layer_of(K,l7c)",
      "does(K,l7c,modify_pt(n(0),n(3)))"}),
    # the choice made as the source entered
    ("Other creatures you control of the chosen type get +1/+1.",
     {"ability_class(K,static)", "scope(K,1,pos,type(creature))", "scope(K,1,pos,other)",
      "scope(K,1,pos,chosen_type)", "scope(K,1,pos,you_control)", "layer_of(K,l7c)",
      "does(K,l7c,modify_pt(n(1),n(1)))"}),
    ("This creature is the chosen type in addition to its other types.",
     {"ability_class(K,static)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,add_subtype(chosen))"}),
    # the choice made as the effect resolved
    ("{1}: This creature becomes the creature type of your choice until end of turn.",
     {"ability_class(K,activated)", "scope(K,1,pos,self)", "layer_of(K,l4)", "does(K,l4,set_creature_type(chosen))"}),
    # an action's target named by "it"; an ability word and a discard cost; a trigger naming "it"
    ("Untap target creature. It gets +2/+4 until end of turn.",
     {"ability_class(K,spell)", "target_count(K,1,1)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(2),n(4)))"}),
    ("Bloodrush — {R}, Discard this card: Target attacking creature gets +3/+1 until end of turn.",
     {"ability_class(K,activated)", "target_count(K,1,1)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(3),n(1)))"}),
    ("Whenever equipped creature attacks, it gets +1/+1 until end of turn.",
     {"ability_class(K,triggered)", "scope(K,1,pos,attached)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(1)))"}),
    # attaching is an action; "that creature" names its target
    ("When this Equipment enters, attach it to target creature you control. That creature gains first strike until "
     "end of turn.",
     {"ability_class(K,triggered)", "target_count(K,1,1)", "layer_of(K,l6)", "does(K,l6,gain(kw(first_strike)))"}),
    ("Two target creatures each get +2/+2 until end of turn.",
     {"ability_class(K,spell)", "target_count(K,2,2)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(2),n(2)))"}),
    ("When this creature enters, it deals 1 damage to any target. This creature gets +1/+1 until end of turn.",
     {"ability_class(K,triggered)", "scope(K,1,pos,self)", "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(1)))"}),
]


@pytest.mark.parametrize("line", [
    "Destroy target creature.",  # actions only: nothing a question reads
    # two targets whose sentences say different things, the second not "another target" (115.1)
    "Target creature gets +1/+1 until end of turn. Target creature you control gets -1/-1 until end of turn.",
    "When this creature enters, it deals 1 damage to any target. It gets +1/+1 until end of turn.",  # "it"?
    "This creature has protection from the color of your choice.",  # no choice as it resolved
    # "it" after a block of two creatures: either one ("that creature" is the other, tests/test_block_triggers.py)
    "Whenever this creature blocks a creature, it gets -1/-1 until end of turn.",
    "Whenever this creature attacks, it deals 1 damage to target creature. It gets +1/+1 until end of turn.",
    "During your turn, this creature can't be blocked.",  # combat evaluates no turn (asp/combat/conditions.lp)
])
def test_refused(line: str) -> None:
    assert not isinstance(compile_ability(line, "Grizzly Bears"), Accepted)


@pytest.mark.parametrize("line,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_meaning(line: str, expected: set[str]) -> None:
    assert facts_of(line) == expected


def test_the_key_names_the_normalised_text_and_text_2_says_it() -> None:
    result = compile_ability("Creatures you control get +1/+1.", "Glorious Anthem")
    assert isinstance(result, Accepted)
    assert result.key == clingo.Function("oracle", [clingo.String("creatures you control get +1/+1.")])
    assert clingo.Function("text", [result.key, clingo.String(result.text)]) in result.facts
    assert result.questions == frozenset({"layers"})
    assert "613.4c" in result.meaning


def test_cant_be_blocked_by_is_the_term_combat_decodes() -> None:
    # pysolver/combat_words.py decodes the quality of cant_be_blocked_by(Q): the library's term
    result = compile_ability("Juggernaut can't be blocked by Walls.", "Juggernaut")
    assert isinstance(result, Accepted)
    assert str(result.key) == "cant_be_blocked_by(wall)"
    assert facts_of("Juggernaut can't be blocked by Walls.", "Juggernaut") == {
        "ability_class(K,static)", "combat_meaning(K,self,unblockable_by(wall))"}


def test_a_resolved_combat_rule_on_itself_applies_to_its_source() -> None:
    # asp/combat/board.lp: a resolved effect's combat rule applies to its targets, or to its source
    # when the words name the object itself (611.2c); on a group, a rule of the game (611.2c: it changes
    # no characteristic), read at each moment as a static ability's group
    assert facts_of("{1}: Grizzly Bears can't be blocked this turn.") == {
        "ability_class(K,activated)", "combat_meaning(K,source,unblockable)"}
    assert facts_of("{1}: Creatures you control can't be blocked this turn.") == {
        "ability_class(K,activated)", "combat_meaning(K,resolved_group(you,every,any),unblockable)"}


# ---- property: subject x predicate combinations of the grammar's own vocabulary -------------------------
SUBJECTS = {
    "Creatures you control": {"scope(K,1,pos,type(creature))", "scope(K,1,pos,you_control)"},
    "Other Elves you control": {"scope(K,1,pos,subtype(elf))", "scope(K,1,pos,other)", "scope(K,1,pos,you_control)"},
    "White creatures": {"scope(K,1,pos,color(white))", "scope(K,1,pos,type(creature))"},
    "Nonartifact creatures your opponents control": {"scope(K,1,neg,type(artifact))", "scope(K,1,pos,type(creature))",
                                                     "scope(K,1,pos,opponent_controls)"},
    "Creature tokens you control": {"scope(K,1,pos,type(creature))", "scope(K,1,pos,token)",
                                    "scope(K,1,pos,you_control)"},
    "Artifact creatures": {"scope(K,1,pos,type(artifact))", "scope(K,1,pos,type(creature))"},
}
PREDICATES = {
    "get +1/+1": {"layer_of(K,l7c)", "does(K,l7c,modify_pt(n(1),n(1)))"},
    "get -2/+0": {"layer_of(K,l7c)", "does(K,l7c,modify_pt(n(-2),n(0)))"},
    "have flying": {"layer_of(K,l6)", "does(K,l6,gain(kw(flying)))"},
    "have first strike and trample": {"layer_of(K,l6)", "does(K,l6,gain(kw(first_strike)))",
                                      "does(K,l6,gain(kw(trample)))"},
    "have protection from red": {"layer_of(K,l6)", "does(K,l6,gain(protection_from(red)))"},
    "lose all abilities": {"layer_of(K,l6)", "does(K,l6,lose_all)"},
    "are black": {"layer_of(K,l5)", "does(K,l5,set_color(black))"},
    "have base power and toughness 0/1": {"layer_of(K,l7b)", "does(K,l7b,set_pt(n(0),n(1)))"},
}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(SUBJECTS)), st.lists(st.sampled_from(sorted(PREDICATES)), min_size=1, max_size=3,
                                                     unique=True))
def test_subject_times_predicates_compiles_compositionally(subject: str, predicates: list[str]) -> None:
    """Every combination renders back to itself, compiles the same twice, and means the union of
    its subject's selector and its predicates' operations."""
    joined = predicates[0] if len(predicates) == 1 else ", ".join(predicates[:-1]) + " and " + predicates[-1]
    line = f"{subject} {joined}."
    first, second = compile_ability(line, "Some Card"), compile_ability(line, "Some Card")
    assert isinstance(first, Accepted), first
    assert first == second
    assert first.text == normalise(line, "Some Card")
    expected = {"ability_class(K,static)"} | SUBJECTS[subject]
    for p in predicates:
        expected |= PREDICATES[p]
    assert facts_of(line, "Some Card") == expected


def test_a_counted_selector_is_a_term_clingo_reads_back() -> None:
    """A selector named by its words spells out a counter's signs: "+1/+1" is no part of a clingo
    name, and a fact the library cannot read back made the card unusable (High Sentinels of Arashin)."""
    line = "~ gets +1/+1 for each other creature you control with a +1/+1 counter on it."
    result = compile_ability(line, "High Sentinels of Arashin")
    assert isinstance(result, Accepted), result
    for fact in result.facts:
        assert clingo.parse_term(str(fact)) == fact
    assert any("plus1_plus1_counter" in str(f) for f in result.facts)


def test_and_or_between_blocker_kinds_means_what_or_means() -> None:
    """Elven Riders: "except by Walls and/or creatures with flying": each blocker is a Wall, or has
    flying, or both (509.1b) -- for one creature the same selection as "or"; the words are kept (the
    round trip), the facts are the same but for the ability's key."""
    either = "This creature can't be blocked except by Walls or creatures with flying."
    both = "This creature can't be blocked except by Walls and/or creatures with flying."
    assert facts_of(either, "Elven Riders") == facts_of(both, "Elven Riders")
    assert compile_ability(both, "Elven Riders").text == "~ can't be blocked except by walls and/or creatures with " \
                                                         "flying."


def test_meaning_in_words_reads_on_after_its_head() -> None:
    """The meaning in words: the head of a static ability ("... on WHOM:") is followed by what it does, not by a
    "; " as between two phrases."""
    anthem = compile_ability("Creatures you control get +1/+1.", "Glorious Anthem")
    assert isinstance(anthem, Accepted)
    assert anthem.meaning.startswith("static ability (604.1) on creatures you control: +1/+1 (613.4c layer 7c")
    gideon = compile_ability("During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with "
                             "indestructible that's still a planeswalker.", "Gideon Blackblade")
    assert isinstance(gideon, Accepted)
    assert gideon.meaning.startswith("static ability (604.1) on itself: only during its controller's turn (101.4: "
                                     "the active player); is a 4/4 human soldier creature")
    assert ":;" not in anthem.meaning + gideon.meaning
