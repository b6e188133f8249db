"""The meanings of more replacement and prevention forms (614.12a, 615.1): replaces/2, repl_if/2, repl_option/3
and repl_op/2 of asp/replace/."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.entering import choice_term, choice_words, enters_self

F, N, S = clingo.Function, clingo.Number, clingo.String


@ability.register
def _(a: s.CounterChoice, m: Meaning) -> None:
    # 614.1c, 614.12a: the choice is made as it enters, by its controller (616.1: the player it enters under);
    # each option puts one counter of its kind, put by that player (122.6a)
    k = m.key
    enters_self(m)
    for i, kind in enumerate(a.kinds, start=1):
        m.add("repl_option", k, F(f"counter_{i}"), F("enters_with_counters", [S(kind), N(1)]))
    m.words.append(f"a replacement effect (614.1c, 614.12a): it enters with a {' or a '.join(a.kinds)} counter, its "
                   "controller's choice as it enters")


@ability.register
def _(a: s.NoncombatPrevention, m: Meaning) -> None:
    # 510.2: combat damage is the damage combat deals; noncombat damage every other damage
    ability(a.prevention, m)
    m.add("repl_if", m.key, F("noncombat_damage"))
    m.words.append("only noncombat damage (510.2: damage not dealt by combat)")


@ability.register
def _(a: s.ChoicesAsEnters, m: Meaning) -> None:
    # 614.12a: each choice is made as it enters; what it feeds no question reads (the answer names what is chosen)
    k = m.key
    enters_self(m)
    for key in a.keys:
        m.add("repl_op", k, F("choose", [choice_term(key)]))
    m.words.append(f"a replacement effect (614.12a): a {' and a '.join(choice_words(key) for key in a.keys)} chosen "
                   "as it enters (the object's choices)")


def entering_choice_term(a: s.EnteringChoice) -> clingo.Symbol:
    """The term of what is chosen as it enters (repl_op choose/1; pysolver.questions.replace.text words it):
    colors(2), number_between(0,7), one_of(elf,goblin), secretly(opponent), after_looking(card_name),
    another(creature)."""
    if a.what in ("colors", "players", "basic_land_types"):
        return F(a.what, [N(int(a.values[0]))])
    if a.what == "number_between":
        return F(a.what, [N(int(v)) for v in a.values])
    if a.what == "secretly":
        return F(a.what, [choice_term(a.values[0])])
    return F(a.what, [F(v) for v in a.values])


@ability.register
def _(a: s.EnteringChoice, m: Meaning) -> None:
    # 614.12a: chosen as it enters; what it feeds no question reads (the answer names what is chosen)
    enters_self(m)
    m.add("repl_op", m.key, F("choose", [entering_choice_term(a)]))
    m.words.append(f"a replacement effect (614.12a): {a.words.removeprefix('as ~ enters, ').rstrip('.')}, chosen as "
                   "it enters (recorded; no question reads the choice)")


@ability.register
def _(a: s.LifePaidAsEnters, m: Meaning) -> None:
    # 614.12, 119.4: its controller pays the amount of life they chose (the object's choice life_paid) as it enters
    enters_self(m)
    if a.lost:  # 119.3, 107.1b: a loss of their life total then (none when it is 0 or less)
        m.add("repl_op", m.key, F("lose_life_total"))
        m.words.append("a replacement effect (614.12, 119.3): its controller loses life equal to their life total as "
                       "it enters (the scenario's `life`), a loss of life other effects may modify")
        return
    m.add("repl_op", m.key, F("pay_chosen_life"))
    m.words.append("a replacement effect (614.12, 119.4): its controller pays the amount of life they choose as it "
                   "enters (the object's `life_paid` choice)")


@ability.register
def _(a: s.CombatUnpreventable, m: Meaning) -> None:
    # 614.17, 615.12: prevention effects still apply to the combat damage (510.2) and prevent none of it
    m.add("ability_class", m.key, F("static"))
    if a.yours:  # of the creatures its controller controls as the damage would be dealt
        m.add("cant", m.key, F("prevent_your_creatures_combat_damage"))
        m.words.append("614.17, 615.12: the combat damage (510.2) creatures its controller controls would deal can't "
                       "be prevented; prevention effects still apply to it and prevent none")
        return
    m.add("cant", m.key, F("prevent_combat_damage"))
    m.words.append("614.17, 615.12: combat damage (510.2) can't be prevented; prevention effects still apply to it "
                   "and prevent none")


@ability.register
def _(a: s.PutterCounters, m: Meaning) -> None:
    # 614.1a, 122.6: the counters an opponent puts (the event's `player`) on a permanent or a player, halved
    k = m.key
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("counters"))
    m.add("repl_if", k, F("putter", [F("opponent")]))
    m.add("repl_if", k, F("affected", [F("permanent_or_player")]))
    m.add("repl_op", k, F("half"))
    m.words.append("a replacement effect (614.1a): the counters an opponent puts on a permanent or player are halved, "
                   "rounded down")
