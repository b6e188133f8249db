"""The meaning of an exchange of control (701.12a, 613.1b): "Exchange control of two target creatures.", "Exchange
control of target artifact or creature you control and target creature an opponent controls with power 3 or less.".

A resolved effect of layer 2 (`does(K, l2, exchange_control)`) with exactly two targets, the board's `targets` in the
order the words name them (115.1). Each target gets the controller the other had as the effect resolved; if the
exchange could not happen entirely (701.12b: both had the same controller then, or a target was no longer legal, 608.2b)
it does nothing. What each target's words require of it as the effect resolved is `exchange_target(K, N, R)`: `kind(T)`
(one of its card types, any of those the words list; none listed: any permanent), `non(T)` ("nonland"),
`controlled(you)` / `controlled(other)` ("you control"; "an opponent controls", "you don't control": a player other
than the effect's controller) and `power_at_most(N)`. The board as it stood when the effect resolved answers them
(pysolver/scenario/exchanges.py). Other words on a target ("nonlegendary", "that share a card type") are refused."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N = clingo.Function, clingo.Number

# 110.4: the card types of a permanent
_KINDS = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_WHO = {None: None, "you control": "you", "an opponent controls": "other", "you don't control": "other"}
_POWER = "with power {} or less"


def exchange_control(m: Meaning, e: s.ExchangeControl) -> None:
    """target_count 2 and layer 2's exchange_control, with what the words require of each target (the module's
    docstring)."""
    if len(e.targets) == 1:
        t = e.targets[0]
        if not (t.exactly and t.up_to is not None and t.up_to.value == 2) or t.another:
            raise Unmeant(t.render(), "an exchange of other than two targets")
        restrictions = [_restrictions(t), _restrictions(t)]
    else:
        for t in e.targets:
            if t.up_to is not None or t.another or t.many:
                raise Unmeant(t.render(), "an exchange of other than one object for one")
        restrictions = [_restrictions(t) for t in e.targets]
    m.add("target_count", m.key, N(2), N(2))
    for n, each in enumerate(restrictions, start=1):
        for r in each:
            m.add("exchange_target", m.key, N(n), r)
    add_operation(m, "l2", F("exchange_control"))
    may = "only if its controller chose to (608.2d: the board lists the effect only then); " if e.may else ""
    m.words.append(f"{may}each of the two targets (the board's `targets`, in the order named) gets the controller the "
                   f"other had as the effect resolved, if both were legal and their controllers differed then "
                   f"(701.12a-b; {LAYERS['l2']})")


def _restrictions(t: s.Target) -> list[clingo.Symbol]:
    """What the target's words require of it as the effect resolves (608.2b)."""
    words = f"{t.restriction} {t.noun.text}".replace(",", " ").split()
    if t.noun.text.endswith("s") != bool(t.exactly):
        raise Unmeant(t.render(), "a target's noun in the number its count does not say")
    words[-1] = words[-1].removesuffix("s")
    out: list[clingo.Symbol] = []
    if words == ["permanent"]:
        pass
    elif len(words) == 2 and words[1] == "permanent" and words[0].removeprefix("non") in _KINDS \
            and words[0].startswith("non"):
        out.append(F("non", [F(words[0].removeprefix("non"))]))
    elif words[1::2] == ["or"] * (len(words) // 2) and all(w in _KINDS for w in words[::2]) and len(words) % 2:
        out += [F("kind", [F(w)]) for w in words[::2]]
    else:
        raise Unmeant(t.render(), "words on a target of an exchange that no check as it resolves reads")
    if t.relative not in _WHO:
        raise Unmeant(t.relative or "", "a controller of a target of an exchange that no check as it resolves reads")
    if _WHO[t.relative]:
        out.append(F("controlled", [F(_WHO[t.relative])]))
    if t.with_words is not None:
        bound = t.with_words.split()
        if len(bound) != 5 or _POWER.format(bound[2]) != t.with_words or not bound[2].isdigit():
            raise Unmeant(t.with_words, "words on a target of an exchange that no check as it resolves reads")
        out.append(F("power_at_most", [N(int(bound[2]))]))
    return out

