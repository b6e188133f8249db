"""The meanings of whole abilities: statics and their conditions, one-shot effects, activated and
triggered abilities, modes, chapters and the combat rules of the whole game."""

from __future__ import annotations

import dataclasses
import re
from functools import singledispatch

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, scope_facts
from pysolver.cards.oracle.meaning.combat_groups import attack_cost, attack_cost_walkers
from pysolver.cards.oracle.meaning.combat_statuses import refuse_early_layers, status_subject
from pysolver.cards.oracle.meaning.conditions import condition_facts, refuse_power_conditions
from pysolver.cards.oracle.meaning.controller_actions import controller_of_it
from pysolver.cards.oracle.meaning.copy_exceptions import token_copy_facts
from pysolver.cards.oracle.meaning.emblems import emblem_facts
from pysolver.cards.oracle.meaning.exchanges import exchange_control
from pysolver.cards.oracle.meaning.goad import check_goad_line, goad
from pysolver.cards.oracle.meaning.legend_rule import no_legend_rule
from pysolver.cards.oracle.meaning.named_shields import SELF_PRONOUNS, named_self_shield, named_shield, named_target
from pysolver.cards.oracle.meaning.object_state import with_equipment_subject
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate
from pysolver.cards.oracle.meaning.pumps import (
    SOURCE_DURATIONS,
    board_group,
    cost_names_self,
    given_group,
    kicked,
    lasts_while_source,
    many_targets,
    same_name_targets,
    triggering,
    two_target_effects,
    two_targets,
    untap_action,
)
from pysolver.cards.oracle.meaning.regeneration import unregenerable
from pysolver.cards.oracle.meaning.resolved_ifs import resolved_if
from pysolver.cards.oracle.meaning.tokens import token_facts
from pysolver.cards.oracle.meaning.turn_cants import turn_cant
from pysolver.cards.oracle.meaning.two_target_combat import two_target_combat

F, N, S = clingo.Function, clingo.Number, clingo.String
# the parts of a predicate list with no scope/4 of their own: board.lp reads a combat rule's whom
COMBAT_PARTS = (s.CombatRule, s.FilteredCombat, s.DefenderControls, s.DefenderIs, s.ActivationForbidden,
                s.UntapForbidden)


# ---- whole abilities ---------------------------------------------------------------------------------------
@singledispatch
def ability(a: object, m: Meaning) -> None:
    """The facts of one whole ability (one method per ability production)."""
    raise Unmeant(str(a), "an ability with no meaning")


@ability.register
def _(a: s.Static, m: Meaning) -> None:
    if isinstance(a.subject, s.ItRef):  # "as long as enchanted creature is red, it gets ...": what it names
        a = dataclasses.replace(a, subject=a.condition.names)
    if (isinstance(a.condition, s.StateIs) and a.condition.words.startswith("it's")
            or isinstance(a.condition, s.HasCounter) and a.condition.who == "it") \
            and not isinstance(a.subject, s.SelfRef):  # "Enchanted creature ... as long as it's tapped": which?
        raise Unmeant(a.condition.render(), "\"it\" in the condition may name the subject, not the object itself")
    inner = a.condition.condition if isinstance(a.condition, s.NotCondition) else a.condition
    if isinstance(inner, s.Paired) and inner.words.startswith("it's") and not isinstance(a.subject, s.SelfRef):
        # 702.95b: the pair read is the source's; "it" names the subject ("enchanted creature ... unless it's paired")
        raise Unmeant(inner.render(), "\"it\" in the condition names the subject, whose pair is not the source's")
    a = with_equipment_subject(a)  # 301.5: "attached to it" names the subject
    whom = _affected_facts(m, a.subject, a.predicates)
    m.add("ability_class", m.key, F("static"))
    if a.condition is not None:
        condition_facts(m, a.condition)
    m.tail = a.tail
    _predicates(m, a.subject, a.predicates)
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "a count no \"gets\" reads")
    refuse_power_conditions(m)
    refuse_early_layers(m, a.predicates.render())
    m.words.insert(0, f"static ability (604.1) on {whom}:")


@ability.register
def _(a: s.StaticIt, m: Meaning) -> None:
    # one static ability (604.1): the second sentence's "it" is the first's subject, so its predicates
    # are that subject's as well, one effect (what it applies to read from both sentences)
    both = s.Predicates((*a.first.predicates.items, *a.then.items), False)
    ability(dataclasses.replace(a.first, predicates=both), m)


def _affected_facts(m: Meaning, subject: s.Affected, preds: s.Predicates) -> str:
    """scope/4 of a layer effect's subject (not for a combat rule: board.lp reads its whom)."""
    if all(isinstance(p, COMBAT_PARTS) for p in preds.items):
        return subject.render()
    if isinstance(subject, s.Target):
        return subject.render()
    if isinstance(subject, s.Group) and subject.attached_to is not None:
        raise Unmeant(subject.render(), "a group attached to it as what an effect applies to")
    if isinstance(subject, s.Group) and subject.status is not None:  # 506.4: a static's set of a combat status
        return status_subject(m, subject)
    return scope_facts(m, m.key, subject)


def _predicates(m: Meaning, subject: s.Affected, preds: s.Predicates) -> None:
    m.siblings = preds.items
    try:
        for p in preds.items:
            predicate(p, m, subject)
    finally:
        m.siblings = ()
    if any(isinstance(p, s.LosesAll) and p.other or isinstance(p, s.LosesOtherCardTypes) and p.abilities
           or isinstance(p, s.LosesOtherKinds) for p in preds.items) and \
            not any(isinstance(p, s.Gains) or isinstance(p, s.Becomes) and p.grants for p in preds.items):
        raise Unmeant(preds.render(), "\"all other abilities\" beside no ability granted: other than which?")
    if all(isinstance(p, (s.ActivationForbidden, s.UntapForbidden)) for p in preds.items):
        raise Unmeant(preds.render(), "a rule on activating or untapping alone, which no question reads (602.5, "
                      "502.3)")


@dataclasses.dataclass(frozen=True)
class NamedByThat:
    """The target of an action whose subject is the source ("~ deals 2 damage to target creature."): the next
    sentence's "that creature" names it (608.2c), its "it" could name the source as well and is refused."""

    target: s.Target


ACTION_WORDS = "an action as it resolves that no question reads (the board states its result)"


def _effect(m: Meaning, e: s.Effect, it: s.Affected | None) -> s.Affected | None:
    """The facts of one sentence of a one-shot effect; `it` is what "it" names there. Returns what
    the sentence affected (for an "it" in the next one)."""
    if isinstance(e, s.Still):
        if e.kept.render() != ("lands" if e.plural else "land"):
            raise Unmeant(e.render(), "only \"it's still a land\" or \"they're still lands\" is read")
        m.still = True
        try:
            return _effect(m, e.effect, it)
        finally:
            m.still = False
    if isinstance(e, s.AndSelfDamage):  # 120: "and deals 1 damage to you", as "draw a card" beside a change
        affected = _effect(m, e.effect, it)
        m.words.append(f"deals {e.amount.render()} damage to you: {ACTION_WORDS}")
        return affected
    if isinstance(e, s.Unregenerable):  # 701.19c
        return unregenerable(m, e, it)
    if isinstance(e, s.TurnCant):  # 614.17
        return turn_cant(m, e, it)
    if isinstance(e, s.NamedShield) and e.named in SELF_PRONOUNS:  # "him": the source named before it
        return named_self_shield(m, e, it)
    if isinstance(e, s.NamedShield):  # 608.2c: on the target a sentence before it named
        if isinstance(it, NamedByThat) and e.named == "it":
            raise Unmeant("it", "\"it\" names the source or the target before it")
        target = named_target(e, it.target if isinstance(it, NamedByThat) else it)
        target_facts(m, target)  # the same target as before (written once), or an action's
        m.named_targets.append(target)
        named_shield(m, e, target)
        return target
    if isinstance(e, s.IfItIs):
        # 608.2c: the condition is checked as the ability resolves; the effect exists only if it held
        m.words.append(f"made only if {e.condition} as it resolves (608.2c: the board lists the effect only then)")
        return _effect(m, e.effect, s.SelfRef())
    if isinstance(e, s.GoadTarget):
        return goad(m, e, it, _effect)
    if isinstance(e, (s.TwoTargetCombat, s.ExchangeControl)):  # 115.1: Boros Battleshaper's two targets (508.1d,
        # 509.1c, 508.1c, 509.1b); 701.12a: an exchange of control, each target given the other's controller
        return two_target_combat(m, e) if isinstance(e, s.TwoTargetCombat) else exchange_control(m, e)
    if isinstance(e, s.SwitchPT):
        if isinstance(e.target, s.SelfRef):
            scope_facts(m, m.key, e.target)
        else:
            target_facts(m, e.target)
        add_operation(m, "l7d", F("switch_pt"))
        m.words.append(f"switches the power and toughness of {e.target.render()} (613.4d layer 7d)")
        return e.target
    if isinstance(e, s.CreateToken) and e.copy_of is not None:
        # 707.2: a token whose copiable values are the target's (or the source's); the board states it
        # (`token: {copy_of: ID}`)
        if isinstance(e.copy_of, s.Target):
            target_facts(m, e.copy_of)
        if isinstance(e.copy_of, s.Attached):
            m.words.append(f"{e.copy_of.render()}: the object the source is attached to as it resolves (301.5, 303.4)")
        token_copy_facts(m, e)
        return None
    if isinstance(e, s.CreateToken):  # 111.2: an action whose result (the tokens) the board states
        controller_of_it(m, e.creator, it, isinstance(it, NamedByThat))
        token_facts(m, e)
        return None
    if isinstance(e, s.GetEmblem):  # 114.2: an action whose result (the emblem) the board states
        emblem_facts(m, e)
        return None
    if isinstance(e, s.ChosenCopyEffect):  # 608.2d: the object chosen as it resolves, copied (meaning/becomes_copy.py)
        return _effect(m, e.effect, it)
    if isinstance(e, s.IfYouDo):
        # 608.2d: an optional payment as it resolves; the board lists the effect only if it was made
        m.words.append(f"you may {e.payment}: listed, the effect's payment was made (608.2d)")
        return _effect(m, e.effect, it)
    if isinstance(e, s.Action):
        controller_of_it(m, e.of_it, it, isinstance(it, NamedByThat))
        m.words.append(f"{e.render()}: {e.note or ACTION_WORDS}")
        if e.target is not None or e.names_target:
            m.action_targets.append(e.target)
            # "~ deals 2 damage to target creature. It ...": which? ("then it deals damage equal to its power ...")
            if e.words.removeprefix("then ").startswith(("~ ", "it ")):
                return NamedByThat(e.target) if e.target is not None else None
            return e.target  # "untap target creature. It gets ...": the action's target (608.2c)
        if e.words.endswith(" on ~") or e.words == "untap ~":  # "put a +1/+1 counter on ~. It gains ...": ~
            return s.SelfRef()
        if e.group is not None:  # "untap all creatures you control. Those creatures get ...": that group
            return e.group
        return it
    if isinstance(e, s.Untap):
        untap_action(m, e, None if isinstance(it, NamedByThat) else it)
        return it
    if isinstance(e, s.GainControl):
        if isinstance(e.target, s.Target):
            target_facts(m, e.target)
        else:  # 611.2c: the objects its words describe as it resolved, or those of a player of the board's
            board_group(m, e.target) if given_group(e.target) else scope_facts(m, m.key, e.target)
        add_operation(m, "l2", F("control", [F("you")]))
        untap = "untaps it, an action the board states; " if e.untap_first else ""
        m.words.append(f"{untap}you control {e.target.render()} ({LAYERS['l2']})")
        if e.duration in SOURCE_DURATIONS:
            lasts_while_source(m, e.duration)
        return e.target
    affected = e.affected
    if isinstance(affected, s.ItRef) and isinstance(it, NamedByThat):
        if affected.text == "it":
            raise Unmeant("it", "\"it\" names the source or the target before it")
        it = it.target
    if isinstance(affected, s.ItRef):
        if it is None:
            word = "they" if affected.text == "they" else "it"
            made = any(f.name == "creates_token" for f in m.facts)
            made_words = " but tokens created, which the board states (111.2)" if made else ""
            raise Unmeant(word, f"\"{word}\" names nothing before it{made_words}")
        if isinstance(it, s.Triggering) and it.many != affected.text.startswith(("those", "they")):
            # 603.2: several creatures triggered it ("they"), or one ("it", "that creature")
            raise Unmeant(affected.text, f"\"{affected.text}\" after a trigger of {it.render()}")
        if affected.text.startswith(("those", "they")) and not isinstance(it, (s.Target, s.Group, s.Triggering)):
            raise Unmeant(affected.text, f"\"{affected.text}\" names no objects before it")
        if affected.text.startswith("that") and not isinstance(it, (s.Target, s.Triggering)):
            raise Unmeant(affected.text, f"\"{affected.text}\" names no target before it")
        if affected.text.startswith("the ") and not (isinstance(it, s.Triggering) and it.that_only):
            raise Unmeant(affected.text, f"\"{affected.text}\" names no creature of a block before it")
        affected = it
        if isinstance(affected, s.Target):
            target_facts(m, affected)  # the same target as before (written once), or an action's
            m.named_targets.append(affected)
    elif isinstance(affected, s.Target):
        target_facts(m, affected)
    if isinstance(affected, s.SameNameAs):  # 201.2, 611.2c: the board's `targets`, the target first
        same_name_targets(m, affected, e.affected)
    elif isinstance(affected, s.Triggering):
        triggering(m, affected)
    elif isinstance(affected, s.Group) and given_group(affected) \
            and not all(isinstance(p, COMBAT_PARTS) for p in e.predicates.items):  # (combat reads its own group)
        if not isinstance(e.affected, s.ItRef):  # ("those creatures": the same targets, given once)
            board_group(m, affected)
    elif not isinstance(affected, s.Target):
        _affected_facts(m, affected, e.predicates)
    if isinstance(affected, s.Group) and affected.relative == "the active player controls":
        # 102.1: one active player only within the turn; over a longer duration it would change
        this_turn = e.duration in ("this turn", "until end of turn") if e.duration else \
            all(p.render().endswith("this turn if able") for p in e.predicates.items)
        if not this_turn:
            raise Unmeant(e.render(), "the creatures the active player controls, for this turn only")
    m.tail = e.tail
    _predicates(m, affected, s.referred(e.predicates, it))  # "a copy of that creature" (608.2c)
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "a count no \"gets\" reads")
    if e.duration in SOURCE_DURATIONS:
        if any(isinstance(p, COMBAT_PARTS) for p in e.predicates.items):
            raise Unmeant(e.render(), f"a combat rule {e.duration} (the combat rules read no end)")
        lasts_while_source(m, e.duration)
    m.words.append(f"on {affected.render()}" + (f", {e.duration}" if e.duration else ""))
    return affected


def target_facts(m: Meaning, t: s.Target) -> None:
    """target_count/3 of a one-shot effect's targets (the board's `targets` name them, 611.2c)."""
    # 110.1, 111.1: a token is a permanent (it exists only on the battlefield, 111.7)
    if t.noun.word is None and t.noun.text not in ("permanent", "permanents", "token"):
        raise Unmeant(t.render(), "a target that is no permanent")
    if t.restriction == "spell or":  # 115.1: a spell on the stack may be the target as well
        m.add("targets_spells", m.key)
    if t.many is not None:
        many_targets(m, t)
    elif t.exactly and t.up_to is not None:
        if t.up_to.value is None:
            raise Unmeant(t.render(), "X targets")
        m.add("target_count", m.key, N(t.up_to.value), N(t.up_to.value))
    elif t.up_to is None:
        if t.noun.word is not None and t.noun.word.plural:
            raise Unmeant(t.render(), "one target named in the plural")
        m.add("target_count", m.key, N(1), N(1))
    elif t.up_to.value is None:
        raise Unmeant(t.render(), "up to X targets")
    else:
        m.add("target_count", m.key, N(0), N(t.up_to.value))


def _one_effect_line(m: Meaning, line: s.EffectLine, it: s.Affected | None = None) -> None:
    m.one_shot = True
    if all(isinstance(e, s.Action) for e in line.effects):
        raise Unmeant(line.render(), "actions at resolution only: nothing a question reads")
    check_goad_line(line)
    if two_targets(line):
        two_target_effects(m, line, _effect)
        return
    previous: list[clingo.Symbol] = []
    affected: set[str] = set()  # the set each sentence with a layer effect affects
    for e in line.effects:
        before = [f for f in m.facts if f.name == "does"]
        if isinstance(e, s.Kicked):
            it = kicked(m, e, it, previous, _effect)
        elif isinstance(e, s.ResolvedIf):
            it = resolved_if(m, e, it, previous, _effect)
        else:
            it = _effect(m, e, it)
        previous = [f for f in m.facts if f.name == "does" and f not in before]
        if not isinstance(e, (s.Action, s.Untap)) and it is not None:
            affected.add(f"{type(it).__name__}: {it.render()}")
    if len(affected) > 1:
        # 611.2c: one resolved effect has one set (its targets, or the objects its words described)
        raise Unmeant(line.render(), "sentences whose changes affect different objects")
    if len([f for f in m.facts if f.name == "target_count"]) > 1:
        raise Unmeant(line.render(), "sentences with different targets")
    if any(not any(t is n for n in m.named_targets) for t in m.action_targets):
        # 611.2c: the effect's `targets` are the objects its layer effect applies to (target_count/3)
        m.words.append("the board's `targets` name only what the layer effect applies to, not the targets of "
                       "its actions")
    if sum(isinstance(e, s.OneShot) and isinstance(e.affected, s.Target) or isinstance(e, s.GainControl)
           for e in line.effects) > 1:
        raise Unmeant(line.render(), "two sentences that target: which targets each means is not read")
    for r in line.restrictions:
        if r.endswith("to end this effect."):  # 611.2a: it lasts until it is ended
            m.words.append(f"{r} (611.2a: the board lists the effect only while it lasts)")
        else:
            m.words.append(f"{r} (602.5b: the board says which abilities resolved)")
    if isinstance(line, s.PaidEffectLine):
        # 608.2c, 603.12: the effect exists only if the optional cost was paid; the board's effects say it does
        m.words.append(f"only if \"{line.cost}\" was paid as it resolved (608.2c, 603.12: the board's effects "
                       "say which exist)")


@ability.register
def _(a: s.EffectLine, m: Meaning) -> None:
    m.add("ability_class", m.key, F("spell"))
    _one_effect_line(m, a)
    m.words.insert(0, "spell ability (611.2: its effect applies from its resolution)")


@ability.register
def _(a: s.Activated, m: Meaning) -> None:
    m.add("ability_class", m.key, F("activated"))
    _one_effect_line(m, a.effect, s.SelfRef() if cost_names_self(a.cost) else None)
    m.words.insert(0, f"activated ability (602; cost {a.cost.render()}, not modelled) once resolved (611.2)")


@ability.register
def _(a: s.Chapter, m: Meaning) -> None:
    m.add("ability_class", m.key, F("triggered"))
    _one_effect_line(m, a.effect)
    m.words.insert(0, f"chapter ability {', '.join(a.chapters)} of a Saga (714.2b) once resolved (611.2)")


@ability.register
def _(a: s.Mode, m: Meaning) -> None:
    if any(isinstance(e, s.Unregenerable) for e in a.effect.effects):  # 700.2: the mode the spell chose is not said
        raise Unmeant(a.render(), "a mode's \"can't be regenerated\" (which mode its spell chose is not said)")
    m.add("ability_class", m.key, F("spell"))
    _one_effect_line(m, a.effect)
    spree = f"; a spree mode, chosen for the additional cost {a.spree_cost} (702.172)" if a.spree_cost else ""
    m.words.insert(0, f"a mode of a modal spell (700.2{spree}) once resolved (611.2)")


@ability.register
def _(a: s.Triggered, m: Meaning) -> None:
    if isinstance(a.it, s.Triggering) and a.it.that_only:
        # 509.1h, 603.2: after a block of two creatures "it" could name either; only "that creature" is said
        said_it = re.search(r"\b(it|its|it's)\b", a.effect.render())
        if said_it:
            raise Unmeant(said_it.group(0), "\"it\" after a trigger naming two creatures (a block)")
        if "the blocking creature" in a.effect.render() and (" blocks " in f"{a.trigger} "
                                                          or "becomes blocked by" not in a.trigger):
            # 509.1h: the blocking creature is the other one only where the object itself is blocked
            raise Unmeant("the blocking creature", "\"the blocking creature\" after a trigger where ~ may block")
    m.add("ability_class", m.key, F("triggered"))
    _one_effect_line(m, a.effect, s.SelfRef() if a.on_self else a.it)
    held = "; its intervening \"if\" held as it resolved, 603.4" if ", if " in a.trigger else ""
    m.words.insert(0, f"triggered ability (603; \"{a.trigger}\"{held}) once resolved (611.2)")


@ability.register
def _(a: s.ControlAttached, m: Meaning) -> None:
    m.add("ability_class", m.key, F("static"))
    m.add("scope", m.key, N(1), F("pos"), F("attached"))
    add_operation(m, "l2", F("control", [F("you")]))
    m.words.append(f"static ability (604.1): you control the {a.noun.render()} it is attached to ({LAYERS['l2']})")


@ability.register
def _(a: s.GameRule, m: Meaning) -> None:
    m.add("ability_class", m.key, F("static"))
    if a.name in ("cant_lose", "cant_lose_cant_win"):
        # 101.2: "can't" wins over the rule that would make its controller lose (704.5a: 0 or less life);
        # the state-based actions of the layers' answer read it (questions.layers.state_based)
        m.add("game_rule", m.key, F("cant_lose_game"))
        m.words.append("its controller can't lose the game (101.2, 104.3)"
                       + (" and their opponents can't win it" if a.name == "cant_lose_cant_win" else ""))
        return
    if a.name == "no_loss_for_life":
        # 704.5a: the state-based action that makes a player with 0 or less life lose does not make its
        # controller lose (other ways of losing still do); questions.layers.state_based reads it
        m.add("game_rule", m.key, F("no_loss_for_life"))
        m.words.append("its controller doesn't lose the game for having 0 or less life (704.5a does not apply)")
        return
    if a.name == "no_legend_rule":  # 704.5j set aside; questions.layers.state_based reads it
        no_legend_rule(a, m)
        return
    if a.name == "one_attacker":
        m.add("combat_meaning", m.key, F("game"), F("max_one_attacker"))
    elif a.name == "one_blocker":
        m.add("combat_meaning", m.key, F("game"), F("max_one_blocker"))
    elif a.name == "attack_tax":
        m.add("combat_meaning", m.key, F("you"), attack_cost(a, m))
    elif a.name in ("max_attackers", "max_blockers_all", "max_attackers_you"):  # asp/combat/limits.lp
        m.add("combat_meaning", m.key, F("game"), F(a.name, [N(a.amount or 0)]))
    elif a.name == "attack_tax_walkers":  # 508.1d: on attacking its controller or their planeswalkers
        m.add("combat_meaning", m.key, F("you"), attack_cost_walkers(a, m))
    elif a.name == "block_tax":  # 509.1c-d: on every creature that blocks, whoever controls it
        m.add("combat_meaning", m.key, F("group", [F("all"), F("every"), F("any")]),
              F("cost_to_block", [N(a.amount or 0)]))
    else:
        subject = a.subject
        if isinstance(subject, s.SelfRef):
            whom = "self"
        elif isinstance(subject, s.Attached) and subject.noun.render() == "creature":
            whom = "enchanted" if subject.how == "enchanted" else "equipped"  # 303.4, 301.5: its host
        else:
            raise Unmeant(subject.render() if subject else a.words, "a lure of an object other than itself or the "
                                                                    "enchanted or equipped creature")
        m.add("combat_meaning", m.key, F(whom), F("lure"))
    m.words.append(f"a combat rule (508.1c-d, 509.1c): {a.render()}")

