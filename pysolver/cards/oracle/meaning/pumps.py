"""The meanings of one-shot effects on a set fixed as they begin (611.2c): targets in any number or one or two, "it"
after a cost that removes counters from the source (602.1), groups of
a combat status (their objects are the effect's `targets`), "for as long as ~ remains tapped" and "... remains
on the battlefield" (611.2b), a choice between two changes made as the effect resolved, and the parts of a
kicked spell (702.33d): a part that depends on a choice is guarded by it (op_if/4, asp/resolved.lp), the choice
being the effect's `choices` (`kicked`, `option`)."""

from __future__ import annotations

import re
from collections.abc import Callable

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.grants import granted_terms
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F, N = clingo.Function, clingo.Number
WHILE_TAPPED = "for as long as ~ remains tapped"
# the predicates whose meaning is only operations of the layers (does/3), which op_if/4 can guard
LAYER_PARTS = (s.GetPT, s.Gains, s.Loses, s.LosesAll, s.SetColor, s.SetColorless, s.GetPTChoice, s.BasePT)


def cost_names_self(cost: s.Cost) -> bool:
    """Whether the only object an activation cost names is its source, from which it removes counters: "Remove an oil
    counter from ~: It becomes an artifact creature until end of turn." (602.1: "it" of the effect is then ~, 608.2c);
    a cost naming another object ("sacrifice a creature", "discard a card") leaves "it" unread."""
    return any(re.fullmatch(r"remove .* from ~", p) for p in cost.parts) and all(
        re.fullmatch(r"remove .* from ~|(\{[^}]+\})+|pay \w+ life", p) for p in cost.parts)


def many_targets(m: Meaning, t: s.Target) -> None:
    """target_count/3 of "any number of target ..." (0 or more), "one or more target ..." and "one or two target
    ..." (1 to 2; 115.1)."""
    if t.fewest is not None and t.up_to is not None and t.up_to.value is not None:
        if not (t.noun.word.plural if t.noun.word is not None else t.noun.text.endswith("s")):
            raise Unmeant(t.render(), "a range of targets named in the singular")
        m.add("target_count", m.key, N(t.fewest), N(t.up_to.value))
        return
    m.add("target_count", m.key, N(0 if t.many == "any number of" else 1), F("any"))


def given_group(g: s.Group) -> bool:
    """Whether the objects of a group are given by the board: a combat status, a target player's."""
    return g.status is not None or (g.relative or "").startswith(("target", "defending", "blocking"))


def board_group(m: Meaning, g: s.Group) -> None:
    """"attacking creatures get ... until end of turn": 506.4, attacking and blocking are statuses of combat,
    which the scenario's `combat` gives as they are now, not as the effect resolved; "creatures target player
    controls": the player is the target (115.1).
    The objects of the group as the effect resolved (611.2c) are its `targets`, any number of them (none
    when no creature had the status or the player controlled none)."""
    if any(f.name == "target_count" for f in m.facts):
        raise Unmeant(g.render(), "a group given by the board beside a target")
    m.add("target_count", m.key, N(0), F("any"))
    why = "506.4: a combat status as it resolved, which the board's `combat` does not say" if g.status or \
        (g.relative or "").startswith("blocking") else \
        "115.1: the player is the target" if (g.relative or "").startswith("target") else "506.2: a player of combat"
    m.words.append(f"\"{g.render()}\" as it resolved: the board's `targets` (611.2c; {why})")


def triggering(m: Meaning, t: s.Triggering) -> None:
    """603.2, 608.2c: "it" is the object whose event triggered the ability: the effect's `targets`, one ("they":
    the objects whose event triggered it, one or more)."""
    m.add("target_count", m.key, N(1), F("any") if t.many else N(1))
    m.words.append(f"{t.render()} {'are' if t.many else 'is'} the board's `targets` "
                   f"({'one or more' if t.many else 'one'})")


# 611.2b: the durations that end once the source is no longer so: the conditions of its selector (asp/selectors.lp)
# on the source ("self", `you_control`: the controller of the resolved effect, 109.5) and when the effect ends
SOURCE_DURATIONS = {
    WHILE_TAPPED: ("self_tapped", ("tapped",), "its source is untapped"),
    "for as long as you control ~": ("self_controlled", ("you_control",), "you no longer control its source"),
    "for as long as you control ~ and ~ remains tapped": ("self_controlled_tapped", ("you_control", "tapped"),
                                                          "you no longer control its source or it is untapped"),
    # 110.1: a selector picks permanents unless it names a zone (asp/selectors.lp), so the source itself
    "for as long as ~ remains on the battlefield": ("self_on_battlefield", (), ""),
}


def lasts_while_source(m: Meaning, duration: str) -> None:
    """611.2b: "for as long as ~ remains tapped", "for as long as you control ~" [and ~ remains tapped]: the
    effect exists while its source is a permanent of that status (110.5: tapped, a status no continuous effect
    changes) under the effect's controller; once it is not (or has left the battlefield, 400.7) it has ended."""
    name, conditions, ends = SOURCE_DURATIONS[duration]
    sel = F(name)
    m.add("scope", sel, N(1), F("pos"), F("self"))
    for condition in conditions:
        m.add("scope", sel, N(1), F("pos"), F(condition))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"{duration}: it ends once {ends + ' or it ' if ends else 'its source '}has left the battlefield "
                   "(611.2b)")


def untap_action(m: Meaning, e: s.Untap, it: s.Affected | None) -> None:
    """"untap it / them / that creature / those creatures": an action as the effect resolves (the board states
    whether it is tapped, 110.5); "it" and "them" name what the sentence before named (608.2c): one object, or the
    objects of a group or of several targets."""
    many = isinstance(it, s.Group) or isinstance(it, s.Target) and (it.up_to is not None or it.many is not None)
    if e.words == "it" and it is None or e.words == "them" and not many:
        raise Unmeant(f"untap {e.words}", f"\"{e.words}\" names nothing before it")
    m.words.append(f"untap {e.words}: an action as it resolves (the board states whether it is tapped)")


def two_targets(line: s.EffectLine) -> bool:
    """"Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.":
    two sentences of changes of the layers, each on one target, the second "another" (or "up to one other": 601.2c,
    zero or one)."""
    effects = line.effects
    if len(effects) != 2 or not all(isinstance(e, s.OneShot) and isinstance(e.affected, s.Target)
                                    and all(isinstance(p, LAYER_PARTS) for p in e.predicates.items)
                                    for e in effects):
        return False
    first, second = (e.affected for e in effects)  # type: ignore[union-attr]
    return first.up_to is None and first.many is None and not first.another and second.another \
        and second.many is None and (second.up_to is None or second.up_to.value == 1)


def two_target_effects(m: Meaning, line: s.EffectLine,
                       effect: Callable[[Meaning, s.Effect, s.Affected | None], s.Affected | None]) -> None:
    """115.1, 611.2c: the first sentence's changes are for the first of the effect's two `targets`, the
    "another target" sentence's for the second (op_for/4; the board lists them in that order)."""
    for n, e in enumerate(line.effects, start=1):
        m.target_index = n
        effect(m, e, None)
    m.target_index = None
    m.facts = [f for f in m.facts if f.name != "target_count"]
    optional = line.effects[1].affected.up_to is not None  # type: ignore[union-attr]
    m.add("target_count", m.key, N(1 if optional else 2), N(2))
    m.words.append("the board's `targets`: the first sentence's target, then the other's (115.1"
                   + (", none when no other was chosen, 601.2c)" if optional else ")"))


def choice_guard(key: str, value: clingo.Symbol) -> clingo.Symbol:
    """The guard of a part that exists only for one choice: chosen(kicked,yes), chosen(option,1)."""
    return F("chosen", [F(key), value])


@predicate.register
def _(p: s.GetPTChoice, m: Meaning, subject: s.Affected) -> None:
    # 613.4c: one of two changes, the one its controller chose as it resolved (the effect's `choices`:
    # option 1 is the first written)
    if not m.one_shot or m.guard is not None or m.tail is not None:
        raise Unmeant(p.render(), "a choice between two changes outside a resolving effect's own sentence")
    for n, change in enumerate((p.first, p.second), start=1):
        if change.power is None or change.toughness is None:
            raise Unmeant(change.render(), "X in a choice between two changes")
        m.guard = choice_guard("option", N(n))
        add_operation(m, "l7c", F("modify_pt", [F("n", [N(change.power)]), F("n", [N(change.toughness)])]))
    m.guard = None
    m.words.append(f"{p.first.render()} or {p.second.render()}, chosen as it resolved (the effect's `choices`: "
                   f"option 1 or 2; {LAYERS['l7c']})")


# how the spell was cast (its effect's `choices` key): the rule and the words of the answer
CAST_WORDS = {"kicked": ("702.33d", "the spell was kicked"), "bargained": ("702.166b", "the spell was bargained"),
              "gift_promised": ("702.174", "the gift was promised as the spell was cast"),
              "cast_in_main_phase": ("207.2c addendum, 505.1", "the spell was cast during its controller's main phase")}


def kicked(m: Meaning, e: s.Kicked, it: s.Affected | None, previous: list[clingo.Symbol],
           effect: Callable[[Meaning, s.Effect, s.Affected | None], s.Affected | None]) -> s.Affected | None:
    """702.33d: "if ~ was kicked, EFFECT [instead]": the part exists only if the spell was kicked (the
    effect's `choices`: kicked true or false); so "if ~ was bargained" (702.166b: `bargained`), "if the gift was
    promised" (702.174: `gift_promised`), "if you cast ~ during your main phase" (`cast_in_main_phase`)."""
    affected = guarded_part(m, e.render(), e.effect, e.how, e.key, it, previous, effect)
    rule, words = CAST_WORDS[e.key]
    m.words.append(f"({rule}: that part only if {words}" + (", instead of the sentence before"
                                                           if e.how != "also" else "")
                   + f"; the effect's `choices`: {e.key})")
    return affected


def guarded_part(m: Meaning, words: str, inner: s.Effect, how: str, key: str, it: s.Affected | None,
                 previous: list[clingo.Symbol],
                 effect: Callable[[Meaning, s.Effect, s.Affected | None], s.Affected | None]) -> s.Affected | None:
    """A part of a one-shot effect that exists only for one choice made as it resolved (the effect's `choices`
    `key`: yes or no): "if ~ was kicked, ..." (702.33d), "if it's a Vampire, ..." (608.2c); "instead", the
    sentence before (`previous`: the operations it added, every one so far) only for the other answer. The part
    must name what the sentence before affected."""
    part = "kicked part" if key == "kicked" else "conditional part"  # 702.33d or how else it was cast / 608.2c
    if not isinstance(inner, s.OneShot) or not isinstance(inner.affected, s.ItRef) or it is None:
        raise Unmeant(words, f"a {part} that does not name what the sentence before affected")
    if any(not isinstance(p, LAYER_PARTS) for p in inner.predicates.items):
        raise Unmeant(words, f"a {part} with more than changes of the layers (op_if/4 guards only them)")
    if how != "also":
        if any(f.name == "combat_meaning" for f in m.facts):
            raise Unmeant(words, "\"instead\" of a combat rule (op_if/4 guards only changes of the layers)")
        if not previous or len(previous) != sum(f.name == "does" for f in m.facts):
            raise Unmeant(words, "\"instead\" after no change or after more than one sentence of changes")
        for fact in previous:
            m.add("op_if", m.key, fact.arguments[1], fact.arguments[2], choice_guard(key, F("no")))
    m.guard = choice_guard(key, F("yes"))
    try:
        return effect(m, inner, it)
    finally:
        m.guard = None


def same_name_targets(m: Meaning, t: s.SameNameAs, written: s.Affected) -> None:
    """"target creature and all other creatures with the same name as that creature" (201.2): the target and the
    objects that had its name as the effect resolved (611.2c), the board's `targets`, the target first: one or
    more. A pronoun in a later sentence (`written`) could name the target alone or them all: refused."""
    if isinstance(written, s.ItRef):
        raise Unmeant(written.render(), f"\"{written.render()}\" after {t.render()}: the target or all of them?")
    m.add("target_count", m.key, N(1), F("any"))
    m.words.append(f"{t.render()}: the target, then the {t.others} with its name as it resolved (201.2, 611.2c), the "
                   "board's `targets`")


@predicate.register
def _(p: s.GainsChoice, m: Meaning, subject: s.Affected) -> None:
    # 608.2d: one of the keywords, the one its controller chose as it resolved (the effect's `choices`: option 1 is
    # the first written, up to the number written: option_count/2, encodings/library.lp); one choice of an option
    # per effect
    if not m.one_shot or m.guard is not None or any(isinstance(q, s.GetPTChoice) for q in m.siblings):
        raise Unmeant(p.render(), "a choice among keywords outside a resolving effect's own sentence")
    lose = p.verb in ("lose", "loses")
    if lose and any(isinstance(k, s.UnreadKeyword) for k in p.keywords):
        raise Unmeant(p.render(), "losing a keyword the engine holds as its text (meaning/unread_terms.py)")
    for n, keyword in enumerate(p.keywords, start=1):
        m.guard = choice_guard("option", N(n))
        for term in granted_terms(keyword, m, not lose):
            add_operation(m, "l6", F("lose" if lose else "gain", [term]))
    m.guard = None
    m.words.append(f"{'loses' if lose else 'gains'} {' or '.join(k.render() for k in p.keywords)}, chosen as it "
                   f"resolved (the effect's `choices`: option 1 to {len(p.keywords)}; {LAYERS['l6']})")
