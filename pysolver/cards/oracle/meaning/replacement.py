"""The meanings of replacement and prevention effects (614, 615: replaces/2, repl_if/2, repl_op/2 of
asp/replace/) and of characteristic-defining P/T (604.3)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability, target_facts
from pysolver.cards.oracle.meaning.base import Meaning, named_selector
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N, S = clingo.Function, clingo.Number, clingo.String


def _number(a: int | None, words: str) -> clingo.Symbol:
    """A number of a replacement: N, or x (the X paid, 107.3)."""
    return F("x") if a is None else N(a)


def _enters(m: Meaning) -> None:
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("entering", [F("self")]))


@ability.register
def _(a: s.Replacement, m: Meaning) -> None:
    k = m.key
    if a.name in ("enters_tapped", "enters_tapped_unless"):
        _enters(m)
        if a.name == "enters_tapped_unless":
            m.add("repl_if", k, F("you_control_fewer", [N(a.amount or 0), F("basic_land")]))
        m.add("repl_op", k, F("tapped"))
        m.words.append("a replacement effect (614.1c, 614.12): it enters tapped"
                       + (f" unless you control {a.amount} or more basic lands" if a.amount else ""))
    elif a.name == "enters_with":
        _enters(m)
        m.add("repl_op", k, F("enters_with_counters", [S(a.counter or ""), _number(a.amount, a.words)]))
        m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {a.amount if a.amount else 'X'} "
                       f"{a.counter} counters")
    elif a.name == "as_enters_choose":
        _enters(m)
        m.add("repl_op", k, F("choose", [F(a.counter or "")]))
        m.words.append(f"a replacement effect (614.12): a {a.counter} chosen as it enters (the object's choice)")
    elif a.name == "pay_life_or_tapped":
        _enters(m)
        if a.amount is None:
            raise Unmeant(a.words, "X life")
        m.add("repl_option", k, F("pay"), F("pay_life", [N(a.amount)]))
        m.add("repl_option", k, F("dont_pay"), F("tapped"))
        m.words.append(f"a replacement effect (614.12): its controller pays {a.amount} life or it enters tapped")
    elif a.name == "prevent_next":
        if a.amount is None:
            raise Unmeant(a.words, "X damage")
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        m.add("target_count", k, N(1), N(1))
        m.add("targets_players", k)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("shield", [N(a.amount)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on any target (115.4)")
    elif a.name in ("exile_instead_all", "exile_instead_opponents"):
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        if a.name == "exile_instead_opponents":
            m.add("repl_if", k, F("affected", [F("card")]))
            m.add("repl_if", k, F("owner", [F("opponent")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append("a replacement effect (614.1a): exiled instead of put into a"
                       + ("n opponent's graveyard" if a.name == "exile_instead_opponents" else " graveyard"))
    elif a.name == "permanents_enter_tapped":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("enter"))
        m.add("repl_op", k, F("tapped"))
        m.words.append("a replacement effect (614.1c): every permanent enters tapped")
    elif a.name == "life_total_cant_change":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("life_change"))
        m.add("cant_if", k, F("affected", [F("you")]))
        m.words.append("614.17, 119.8: its controller's life total can't change")
    elif a.name == "double_life_gain":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("gain"))
        m.add("repl_if", k, F("affected", [F("you")]))
        m.add("repl_op", k, F("times", [N(2)]))
        m.words.append("a replacement effect (614.1a): its controller gains twice the life")
    elif a.name == "prevent_next_self":
        if a.amount is None:
            raise Unmeant(a.words, "X damage")
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("source")]))
        m.add("repl_op", k, F("shield", [N(a.amount)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on the object itself")
    elif a.name in ("exile_instead_anywhere", "exile_instead_dies"):
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        if a.name == "exile_instead_dies":  # 700.4: dies is put into a graveyard from the battlefield
            m.add("repl_if", k, F("from", [F("battlefield")]))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("self")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        if a.name == "exile_instead_anywhere":
            m.add("functions_anywhere", k)
        m.words.append("a replacement effect (614.1a): exiled instead of put into a graveyard"
                       + (" from anywhere" if a.name == "exile_instead_anywhere" else " from the battlefield"))
    else:
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("destroy"))
        if a.target is not None:
            target_facts(m, a.target)
        m.add("repl_if", k, F("affected", [F("targeted" if a.target else "source")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append(f"regeneration (701.19) of {a.target.render() if a.target else 'itself'}: a shield replacing "
                       "its next destruction (614.8)")


@ability.register
def _(a: s.CountedPT, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))
    count = F("count", [named_selector(m, a.group)])
    if a.toughness_too:
        add_operation(m, "l7a", F("cda_pt", [count, count]))
    else:
        add_operation(m, "l7a", F("set_toughness" if a.toughness_only else "set_power", [count]))
    what = "power and toughness" if a.toughness_too else ("toughness" if a.toughness_only else "power")
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its {what} = the number of "
                   f"{a.group.render()}")


