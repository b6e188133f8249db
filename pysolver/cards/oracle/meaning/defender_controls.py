"""The meanings of the combat rules on what the defending player controls, named by a group (506.2, 508.1c,
509.1b), as asp/combat/defender_controls.lp reads them: "~ can't attack unless defending player controls a creature
with flying" -> cant_attack_unless(defender_has(1, Sel)), "~ can't be blocked as long as defending player controls
three or more artifacts" -> unblockable_if(defender_has(3, Sel)), Sel a selector of the group's words (scope/4)
evaluated on each defending player's permanents after every layer; "~ can't attack unless defending player is the
monarch" -> cant_attack_unless(defender_is(monarch)) (724; "is poisoned", "has a rad counter": counters(Kind, 1),
122.1f). One type word alone ("an Island") keeps the
meaning asp/combat/attack.lp and block.lp read (defender_controls(Attr, V))."""

from __future__ import annotations

import dataclasses
import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.oracle.meaning.combat import combat_whom, controlled_term
from pysolver.cards.oracle.meaning.predicates import predicate
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String

# the words of a selector asp/combat/defender_controls.lp evaluates
DEFENDER_WORDS = frozenset({"type", "subtype", "supertype", "color", "colorless", "tapped", "ability",
                            "power_at_least", "power_at_most"})
MEANING = {"cant_attack_unless_defender": "cant_attack_unless", "unblockable_while_defender": "unblockable_if",
           "cant_attack_unless_defender_is": "cant_attack_unless", "unblockable_while_defender_is": "unblockable_if"}


def _selector(m: Meaning, g: s.Group) -> clingo.Symbol:
    """The selector of the group's permanents (any controller: the rule counts each defending player's own), named by
    its words; its words must be those defender_controls.lp evaluates."""
    f = g.filter
    power = f is not None and f.amount is not None
    if power and (f.amount.value is None or f.than is not None):  # type: ignore[union-attr] -- power: f is set
        raise Unmeant(g.render(), "a power of no fixed value")
    conds = group_conditions(dataclasses.replace(g, filter=None) if power else g)
    if power:  # 208.1: the power after every layer
        conds.append(("pos", F("power_at_least" if f.bound == "greater" else "power_at_most",  # type: ignore[union-attr]
                               [N(f.amount.value)])))  # type: ignore[union-attr]
    for _sign, cond in conds:
        if cond.name not in DEFENDER_WORDS:
            raise Unmeant(g.render(), "a word of the defending player's permanents combat does not read")
    sel = F("defender_" + re.sub(r"[^a-z0-9_]", "_", normal_word(g.render())))
    for sign, cond in conds:
        m.add("scope", sel, N(1), F(sign), cond)
    return sel


@predicate.register
def _(p: s.DefenderControls, m: Meaning, subject: s.Affected) -> None:
    whom = combat_whom(m, subject)
    g = p.group
    n = p.amount.value if p.amount is not None else 1
    if n is None:
        raise Unmeant(p.render(), "a number X of permanents")
    if any((g.quant, g.other, g.relative, g.zone, g.counter, g.chosen, g.attached_to, g.status, g.attachment)):
        raise Unmeant(g.render(), "only the permanents' types, colours, status, abilities and power are read")
    # "a creature", "three or more artifacts": the noun in the singular after an article, in the plural after a number
    plural = g.noun.word.plural if g.noun.word is not None else g.noun.text.endswith("s")
    if plural != (p.amount is not None and n > 1):
        raise Unmeant(p.render(), "a number and a noun that disagree")
    if p.amount is None and g.filter is None and g.tapped is None and not g.adjectives:
        # one type word alone ("an Island"): the meaning attack.lp and block.lp read
        inner = controlled_term((g.noun,))
    else:
        inner = F("defender_has", [N(n), _selector(m, g)])
    m.add("combat_meaning", m.key, whom, F(MEANING[p.name], [inner]))
    m.words.append(f"{p.render()} (a combat rule on the defending player, 506.2, 508.1c, 509.1b)")


@predicate.register
def _(p: s.DefenderIs, m: Meaning, subject: s.Affected) -> None:
    # 724: the monarch; 122.1f: a player with one or more counters of the kind ("poisoned": poison counters), the
    # states asp/combat/conditions.lp's player_is reads from the scenario's player state
    whom = combat_whom(m, subject)
    state = F("monarch") if p.counter is None else F("counters", [S(p.counter), N(1)])
    m.add("combat_meaning", m.key, whom, F(MEANING[p.name], [F("defender_is", [state])]))
    m.words.append(f"{p.render()} (a combat rule on the defending player, 506.2, 508.1c, 509.1b; the scenario's "
                   f"`{'monarch' if p.counter is None else 'player_counters'}`)")
