"""The meanings of combat rules (508.1c-d, 509.1b-c) as combat_meaning/3 facts asp/combat reads: which
object a rule applies to (its whom, asp/combat/board.lp), the creatures a filter selects
(asp/combat/filters.lp), the conditions on a defending player, and the words beside them that no question
reads ("its activated abilities can't be activated", 602.5)."""

from __future__ import annotations

import dataclasses
from functools import reduce

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, ability_term, keyword_term
from pysolver.cards.oracle.meaning.combat_groups import with_filter
from pysolver.cards.oracle.meaning.predicates import predicate
from pysolver.cards.oracle.meaning.turn_history import TURN_HISTORY_CONDITIONS

F, N = clingo.Function, clingo.Number

COMBAT_WHOM = {s.SelfRef: "self", s.Target: "target"}
# 110.4: the card types of permanents, which an Aura or Equipment may be attached to
PERMANENTS = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})
# the characteristic/3 attribute of a class word ("black" -> color, "Wall" -> subtype)
ATTRIBUTE = {"color": "color", "card_type": "type", "supertype": "supertype", "creature_type": "subtype",
             "land_type": "subtype", "artifact_type": "subtype", "enchantment_type": "subtype"}


# the words of a condition's selector asp/combat/conditions.lp reads (604.1)
COMBAT_CONDITIONS = frozenset({"type", "subtype", "color", "supertype", "colorless", "you_control", "other", "self",
                               "counter", "counters", "counters_any", "zone", "you_own", "attached",
                               "attached_to_source", "tapped", "power_at_least", "power_at_most", "monstrous",
                               "renowned", "entered_this_turn", "paired", "ability"})


def check_combat_condition(m: Meaning, subject: s.Affected) -> None:
    """A condition of the ability (condition/2, written before its predicates) must be one that
    asp/combat/conditions.lp evaluates, or the combat rule would apply whether it holds or not; "it"
    (the selector's self: the rule's source) is read only when the rule is of the object itself; two conditions that
    must both hold ("as long as an instant card and a sorcery card are in your graveyard") are refused, since
    asp/combat/conditions.lp works a rule while any of its conditions holds (after "unless", while either fails: the
    same)."""
    both = [f for f in m.facts if f.name == "condition" and f.arguments[0] == m.key
            and f.arguments[1].name in ("at_least", "at_most") and len(f.arguments[1].arguments) == 2]
    if len(both) > 1:
        raise Unmeant(" and ".join(str(f.arguments[1].arguments[1]).replace("_", " ") for f in both),
                      "two conditions that must both hold, on a combat rule (604.1)")
    for f in m.facts:
        if f.name != "condition" or f.arguments[0] != m.key:
            continue
        cond = f.arguments[1]
        if cond.name == "unless" and len(cond.arguments) == 1:  # "can't attack unless ...": read the same way
            cond = cond.arguments[0]
        if cond.name in TURN_HISTORY_CONDITIONS:  # 121.1, 119.3: what its controller did this turn
            continue
        # what a player is or has (not a life total: combat's board has none)
        if cond.name == "player_state" and cond.arguments[1].name != "life_vs_start":
            continue
        if cond.name not in ("at_least", "at_most", "types_at_least") or len(cond.arguments) != 2:  # (life ...)
            raise Unmeant(str(cond).replace("_", " "), "a condition combat does not evaluate (604.1)")
        sel = cond.arguments[1]
        for g in m.facts:
            if g.name != "scope" or g.arguments[0] != sel:
                continue
            # (every alternative of the selector: 611.3a, "you control a Goblin or Orc")
            if g.arguments[3].name not in COMBAT_CONDITIONS \
                    or g.arguments[3].name == "self" and not isinstance(subject, s.SelfRef):
                raise Unmeant(str(sel).replace("_", " "), "a condition combat does not evaluate (604.1)")


def combat_whom(m: Meaning, subject: s.Affected) -> clingo.Symbol:
    """The object a combat rule applies to, as board.lp names it: self, enchanted, equipped, target,
    (a resolved effect on its own source, 611.2c) source, or a group group(Whose,Which) of a static ability.
    A condition of the ability must be one combat evaluates."""
    check_combat_condition(m, subject)
    if isinstance(subject, s.Attached):
        # an Aura's rule applies to its host whenever that host is a creature (303.4, 506.3)
        # "enchanted artifact / land / Wall": the rule binds the host whenever it is a creature
        noun = subject.noun.word
        if subject.noun.render() != "permanent" and (noun is None or noun.plural or subject.noun.negated
                                                     or noun.cls != "creature_type" and noun.value not in PERMANENTS):
            raise Unmeant(subject.render(), "combat rules apply to creatures")
        how = F("enchanted" if subject.how == "enchanted" else "equipped")
        # 611.2c: a resolved rule of the game on what its source is attached to at each moment
        # (asp/combat/groups.lp); never read as the Aura's static rule
        return F("resolved_attached", [how]) if m.one_shot else how
    if m.one_shot and isinstance(subject, s.SelfRef):
        return F("source")  # asp/combat/board.lp: a resolved effect on its own source (611.2c)
    if m.one_shot and isinstance(subject, s.Group) and (subject.other or subject.chosen):
        raise Unmeant(subject.render(), "\"other\" creatures of a resolved combat rule")
    if m.one_shot and not isinstance(subject, (s.Target, s.Group)):
        raise Unmeant(subject.render(), "a resolved combat rule applies to its targets, its source or a group only")
    if type(subject) in COMBAT_WHOM:
        return F(COMBAT_WHOM[type(subject)])
    # 611.2c: a resolved rule that changes no characteristic is a rule of the game: it applies at each moment
    # to the creatures its words name, as a static ability's (611.3a); "you" is the effect's controller
    if isinstance(subject, s.Group) and subject.relative in TARGET_PLAYER:
        # 115.1: the creatures of the player the effect targets (its `targets`), a resolved effect's only
        if not m.one_shot or subject.filter is not None:
            raise Unmeant(subject.render(), "the creatures a target player controls, of a resolved effect only")
        whom = _group_whom(dataclasses.replace(subject, relative=None))
        whom = F("group", [F("target_player"), *whom.arguments[1:]])
        m.add("target_count", m.key, N(1), N(1))
        m.add("targets_players", m.key)
    elif isinstance(subject, s.Group) and subject.relative == ACTIVE_PLAYER:
        # 102.1: the creatures the active player controls, of a resolved effect that lasts this turn only (the
        # active player is then the same at each moment, 500.1)
        if not m.one_shot or subject.filter is not None or subject.other:
            raise Unmeant(subject.render(), "the creatures the active player controls, of a resolved effect only")
        whom = _group_whom(dataclasses.replace(subject, relative=None))
        whom = F("group", [F("active"), *whom.arguments[1:]])
    elif isinstance(subject, s.Group) and subject.relative == ENCHANTED_PLAYER:
        # 303.4a, 109.5: the creatures of the player an Aura with "enchant player" is attached to (its
        # `attached_to_player`; asp/combat/groups.lp), of a static ability of that Aura only
        if m.one_shot or subject.filter is not None or subject.other:
            raise Unmeant(subject.render(), "the creatures an enchanted player controls, of a static ability only")
        whom = _group_whom(dataclasses.replace(subject, relative=None))
        whom = F("group", [F("enchanted_player"), *whom.arguments[1:]])
    elif isinstance(subject, s.Group) and subject.filter is not None:
        whom = with_filter(_group_whom(dataclasses.replace(subject, filter=None)), subject.filter, m)
    elif isinstance(subject, s.Group):
        whom = _group_whom(subject)
    else:
        raise Unmeant(subject.render(), "the combat rules apply a restriction to the object itself, to an enchanted "
                                        "or equipped creature, to a target or to a group of creatures only")
    if isinstance(subject, s.Group) and subject.chosen == "color":
        m.add("needs_choice", m.key, F("color"))  # the scenario's `choices.color` of its source (614.12), required
    # a resolved effect's group (asp/combat/groups.lp), never read as the static rule of the object that has it
    return F("resolved_group", whom.arguments) if m.one_shot else whom


ACTIVE_PLAYER = "the active player controls"
ENCHANTED_PLAYER = "enchanted player controls"
# "creatures target player controls": group(target_player, ...) of a resolved effect; "creatures that player controls"
# after "during target opponent's next turn" (Gideon Jura, the only production giving it) names that target too
TARGET_PLAYER = frozenset({"target player controls", "target opponent controls", "that player controls"})
# "creatures you control" -> group(you, every): the creatures of a static ability's group (611.3a)
GROUP_WHOSE = {None: "all", "you control": "you", "your opponents control": "opponents",
               "an opponent controls": "opponents"}


def _group_whom(g: s.Group) -> clingo.Symbol:
    """group(Whose, every|other, Kind): Kind any, is/is_not of each word ("black creatures", "Beasts",
    "nonartifact creatures"), both(K1,K2) for two."""
    noun = g.noun.word
    one = g.quant == "each" or g.other == "another"
    typed = noun is not None and noun.cls == "creature_type" and not g.noun.negated
    if g.zone or noun is None or not (noun.value == "creature" or typed) or noun.plural == one \
            or g.relative not in GROUP_WHOSE or g.other == "another" or g.status or g.filter or g.chosen == "type" \
            or g.attached_to or g.tapped or g.attachment:
        raise Unmeant(g.render(), "only creatures or a creature type, all, those you control or those your "
                                  "opponents control, or the other ones, are read as a group of a combat rule")
    kinds = [_word_term(w) for w in (*g.adjectives, *((g.noun,) if typed else ()))]
    if g.chosen == "color":  # 105.1: "of the chosen color", its source's `choices` (asp/combat/groups.lp), alone or
        if kinds or g.counter is not None:  # with a filter only ("without flying": both(chosen_color, lacks(...)))
            raise Unmeant(g.render(), "\"creatures of the chosen color\" with no other word before the filter")
        return F("group", [F(GROUP_WHOSE[g.relative]), F("other" if g.other else "every"), F("chosen_color")])
    if g.counter is not None and not g.counter[0]:
        raise Unmeant(g.render(), "counters of any kind, which the combat rules do not read")
    if g.counter is not None:  # "with a +1/+1 counter on it", "with +1/+1 counters on them": at least one (122.1)
        kinds.append(F("counter", [clingo.String(g.counter[0])]))
    kind = reduce(lambda a, b: F("both", [a, b]), kinds) if kinds else F("any")
    return F("group", [F(GROUP_WHOSE[g.relative]), F("other" if g.other else "every"), kind])


@predicate.register
def _(p: s.CombatRule, m: Meaning, subject: s.Affected) -> None:
    whom = combat_whom(m, subject)
    if p.name == "lure_it" and not isinstance(subject, (s.SelfRef, s.Attached, s.Target)):
        raise Unmeant(subject.render(), "a Lure of one object: it, ~, or the enchanted or equipped creature")
    if p.noun is not None:
        expect = "creature" if p.name in ("can_block_additional", "can_block_additional_now") else "creatures"
        if p.noun.render() != expect:
            raise Unmeant(p.noun.render(), f"only {expect} have a meaning here")
    if p.name == "attacks_host_controller" and (m.one_shot or isinstance(subject, s.Attached)):
        # 303.4: the player who controls what the rule's source enchants; a resolved effect has no host
        raise Unmeant(p.render(), "\"enchanted creature's controller\" of a static ability on a group or ~ only")
    if p.name in ("attacks_this_turn", "blocks_this_turn", "must_be_blocked_this_turn", "can_block_additional_now",
                  "attacks_despite_this_turn", "attacks_or_blocks_this_turn", "attacks_target_player") \
            and not m.one_shot:
        raise Unmeant(p.render(), "a duration in a static ability")
    if p.name == "attacks_target_player":
        target_and_player(m, subject)
    expect = ("defender" if p.name.startswith("attacks_despite") else
              "haste" if p.name == "attacks_as_though_had" else "flying")
    if p.name == "blocked_despite_landwalk":  # 702.14c: the landwalk the words name, twice (asp/combat/block.lp)
        if subject.render() != f"creatures with {p.keyword.render()}":
            raise Unmeant(subject.render(), "only the creatures with the landwalk the rule names")
        m.add("combat_meaning", m.key, whom, F("blocked_despite", [ability_term(p.keyword)]))
        m.words.append(f"{p.render()} (702.14c: that landwalk does not stop a blocker, 509.1b)")
        return
    if p.keyword is not None and p.keyword.render() != expect:
        raise Unmeant(p.keyword.render(), f"only \"{expect}\" has a meaning here")
    meanings = [F(meaning) for meaning in p.meanings]
    if p.count is not None:  # 509.1a: that many more creatures it may block
        meanings = [F(meaning, [N(p.count)]) for meaning in p.meanings]
    if p.quality is not None:
        # the words of a quality read as a filter ("black creatures", "Walls"): filters.lp (509.1b)
        *adjectives, noun = p.quality.words
        meanings = [F("not_blocked_by", [_part_term(s.FilterPart("words", noun, adjectives=tuple(adjectives)))])]
    for meaning in meanings:
        m.add("combat_meaning", m.key, whom, meaning)
    m.words.append(f"{p.render()} (a combat rule, 508-509)")


def target_and_player(m: Meaning, subject: s.Affected) -> None:
    """115.1: "target creature attacks target opponent": the effect's two targets, one creature and one player
    (asp/combat/requirements.lp tells them apart)."""
    if not isinstance(subject, s.Target) or subject.up_to is not None or subject.many is not None \
            or subject.noun.render() != "creature" or m.target_index is not None:
        raise Unmeant(subject.render(), "one target creature beside the target player")
    m.facts = [f for f in m.facts if f.name != "target_count"]
    m.add("target_count", m.key, N(2), N(2))
    m.add("targets_players", m.key)
    m.words.append("the board's `targets`: the creature and the player (115.1)")


# ---- filters (asp/combat/filters.lp) -----------------------------------------------------------------------
def filter_term(f: s.BlockerFilter) -> clingo.Symbol:
    """The term of a filter: its parts joined by either/2 ("A or B": a creature of either)."""
    return reduce(lambda a, b: F("either", [a, b]), [_part_term(p) for p in f.parts])


def _word_term(w: s.Term) -> clingo.Symbol:
    """is(Attr,V) or, for "non-", is_not(Attr,V) of one class word."""
    if w.word is None or w.word.cls not in ATTRIBUTE:
        raise Unmeant(w.render(), "a word combat cannot read as a characteristic")
    return F("is_not" if w.negated else "is", [F(ATTRIBUTE[w.word.cls]), F(w.word.value)])


def _part_term(p: s.FilterPart) -> clingo.Symbol:
    noun = p.noun
    if p.kind == "words" and not p.adjectives:
        # "Walls": creatures of a creature type (205.3m)
        if noun.word is None or noun.word.cls != "creature_type" or not noun.word.plural:
            raise Unmeant(noun.render(), "only creatures or a creature type in the plural select blockers")
        return _word_term(noun)
    if noun.render() != "creatures":
        raise Unmeant(noun.render(), "only creatures select blockers")
    if p.kind == "power":
        if p.amount is None or p.amount.value is None:
            raise Unmeant(p.render(), "a power of no fixed value")
        return F("power_at_most" if p.bound == "less" else "power_at_least", [N(p.amount.value)])
    if p.kind == "greater_power":
        return F("greater_power")
    if p.kind == "keywords":
        terms = [F("has_ability", [keyword_term(s.Keyword(k))]) for k in p.keywords]
        return reduce(lambda a, b: F("either", [a, b]), terms)
    if len(p.adjectives) != 1:
        raise Unmeant(p.render(), "only one word before \"creatures\" is read")
    return _word_term(p.adjectives[0])


def controlled_term(words: tuple[s.Term, ...]) -> clingo.Symbol:
    """defender_controls(Attr,V) of "an Island", "an artifact": one land type or card type (305.7, 205.2a)."""
    if len(words) != 1 or words[0].word is None or words[0].word.plural or words[0].negated \
            or words[0].word.cls not in ("land_type", "card_type", "artifact_type", "enchantment_type",
                                         "creature_type"):
        raise Unmeant(" ".join(w.render() for w in words), "only one type of permanent is read")
    return F("defender_controls", [F(ATTRIBUTE[words[0].word.cls]), F(words[0].word.value)])


def _filtered_meaning(p: s.FilteredCombat) -> clingo.Symbol:
    if p.filter is not None:
        return F(p.name, [filter_term(p.filter)])
    if p.name in ("max_blockers", "min_blockers"):
        n = p.amount.value if p.amount else None
        noun = p.noun.render() if p.noun else ""
        if n is None or (p.name == "max_blockers" and noun != ("creature" if n == 1 else "creatures")) \
                or (p.name == "min_blockers" and (noun != "creatures" or n < 2)):
            raise Unmeant(p.render(), "a number of creatures with no meaning")
        return F(p.name, [N(n)])
    if p.name == "unblockable_alone":
        return F("unblockable_if", [F("attacking_alone")])
    if p.name in ("cant_attack_unless_you", "cant_block_unless_you"):
        # "unless you control another Goblin": another permanent of the rule's controller (109.5)
        return F(p.name, [F("you_control_other", controlled_term(p.controls).arguments)])
    if p.name == "cant_attack_you_or_planeswalkers" and (p.noun is None or p.noun.render() != "planeswalkers"):
        raise Unmeant(p.render(), "only \"you or planeswalkers you control\" is read")
    assert p.name in ("cant_block_source", "cant_attack_you", "cant_attack_you_or_planeswalkers")
    return F(p.name)


@predicate.register
def _(p: s.FilteredCombat, m: Meaning, subject: s.Affected) -> None:
    whom = combat_whom(m, subject)
    if p.name == "cant_block_source" and whom.name == "group":
        # 509.1b: a static rule on a group ("Creatures with power less than the number of Islands you control can't
        # block ~", Kraken of the Straits): its creatures can't block the rule's source (asp/combat/block.lp)
        m.add("combat_meaning", m.key, whom, F("cant_block_it"))
        m.words.append(f"{p.render()} (a combat rule, 509.1b)")
        return
    if p.name == "cant_block_source" and whom != F("target"):
        raise Unmeant(p.render(), "\"can't block ~\" is read of a resolved effect's targets only (611.2c)")
    if p.name in ("cant_attack_unless_you", "cant_block_unless_you") and whom != F("self"):
        # asp/combat reads "another" as other than the rule's source, which is the creature only for itself
        raise Unmeant(p.render(), "\"unless you control another\" is read of the object itself only")
    if "~'s power" in p.words and not isinstance(subject, s.SelfRef):
        # filters.lp compares with the blocker of the pair, which is ~ only when the rule is of ~ itself
        raise Unmeant(p.render(), "\"~'s power\" is read of a rule of ~ itself only")
    if p.name == "cant_block_or_be_blocked_by":
        # 509.1b: two restrictions with one filter: of the attacker it would block, and of a creature blocking it
        m.add("combat_meaning", m.key, whom, F("cant_block_attackers", [filter_term(p.filter)]))
        m.add("combat_meaning", m.key, whom, F("not_blocked_by", [filter_term(p.filter)]))
    else:
        m.add("combat_meaning", m.key, whom, _filtered_meaning(p))
    m.words.append(f"{p.render()} (a combat rule, 508.1c, 509.1b)")


@predicate.register
def _(p: s.ActivationForbidden, m: Meaning, subject: s.Affected) -> None:
    # 602.5: a rule on activating, which no question checks: the board says which abilities resolved
    m.words.append(f"{p.render()} (602.5: no question reads activations; the board states which abilities "
                   "resolved)")


@ability.register
def _(a: s.LessPowerCantBlock, m: Meaning) -> None:
    if a.noun.render() != "creatures":
        raise Unmeant(a.noun.render(), "only creatures block")
    m.add("ability_class", m.key, F("static"))
    m.add("combat_meaning", m.key, F("self"), F("not_blocked_by", [F(f"{a.than}_power")]))
    m.words.append(f"static ability (604.1): {a.render()} (a combat rule, 509.1b)")


@ability.register
def _(a: s.AloneUnblockable, m: Meaning) -> None:
    # 509.1b, 604.1: the static ability "SUBJECT can't be blocked as long as it's attacking alone"
    ability(a.static, m)


@ability.register
def _(a: s.ConditionalLure, m: Meaning) -> None:
    # 509.1c, 604.1: the static ability whose one predicate is the Lure on its subject, under its condition
    ability(a.static, m)
