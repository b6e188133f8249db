"""The meanings of replacement and prevention effects (614, 615: replaces/2, repl_if/2, repl_op/2 of
asp/replace/) and of characteristic-defining P/T (604.3)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability, target_facts
from pysolver.cards.oracle.meaning.base import Meaning, named_selector
from pysolver.cards.oracle.meaning.entering import choice_term, choice_words, enters_self
from pysolver.cards.oracle.meaning.predicates import add_operation
from pysolver.cards.oracle.meaning.prevention import PLURAL
from pysolver.cards.oracle.meaning.unless import affected_conditions, unless_facts

F, N, S = clingo.Function, clingo.Number, clingo.String
# the card types of spells a damage replacement names (their qualities: PLURAL)
SPELL_TYPES = frozenset({"instant", "sorcery"})


def _number(a: int | None, words: str) -> clingo.Symbol:
    """A number of a replacement: N, or x (the X paid, 107.3)."""
    return F("x") if a is None else N(a)


@ability.register
def _(a: s.Replacement, m: Meaning) -> None:
    k = m.key
    if a.name in ("enters_tapped", "enters_tapped_unless", "enters_tapped_if"):
        enters_self(m)
        if a.unless is not None:
            unless_facts(m, a.unless)
        m.add("repl_op", k, F("tapped"))
        m.words.append("a replacement effect (614.1c, 614.12): it enters tapped"
                       + (f" unless {a.unless.render()}" if a.unless and a.name != "enters_tapped_if" else "")
                       + (f" if {a.unless.render()}" if a.unless and a.name == "enters_tapped_if" else ""))
    elif a.name == "shuffle_instead_anywhere":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("self")]))
        m.add("repl_op", k, F("move_to", [F("library")]))
        m.add("functions_anywhere", k)
        m.words.append("a replacement effect (614.1a) that works from every zone: shuffled into its owner's library "
                       "instead of put into a graveyard")
    elif a.name == "counters_instead" and a.group is not None:
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("counters"))
        if a.counter is not None:
            m.add("repl_if", k, F("counter_kind", [S(a.counter)]))
        m.add("repl_if", k, F("affected", [F("permanent")]))
        for cond in affected_conditions(a.group):
            m.add("repl_if", k, cond)
        m.add("repl_op", k, F(a.op or "times", [N(a.amount or 0)]))
        m.words.append(f"a replacement effect (614.1a): {'twice that many' if a.op == 'times' else 'that many plus'}"
                       f"{'' if a.op == 'times' else f' {a.amount}'} counters on {a.group.render()}")
    elif a.name == "damage_exile_if_dies":
        m.add("ability_class", k, F("spell"))
        m.add("target_count", k, N(1), N(1))
        if a.target is None:  # 115.4: any target
            m.add("targets_players", k)
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("from", [F("battlefield")]))  # 700.4: dies
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_if", k, F("affected_has", [F("type"), F("creature")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append("the damage is the scenario's event; a replacement effect (614.1a) of the resolved spell: "
                       "the creature it damaged is exiled instead of dying this turn")
    elif a.name == "counter_instead":
        # 701.6a: the countering is the scenario's zone change of the spell from the stack, caused by
        # this spell (its `cause`); "if that spell is countered this way" is a self-replacement (614.15)
        m.add("ability_class", k, F("spell"))
        m.add("replaces", k, F("zone"))
        m.add("self_replacement", k)
        m.add("repl_if", k, F("caused_by", [F("self")]))
        m.add("repl_if", k, F("from", [F("stack")]))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_op", k, F("move_to", [F(a.counter or "exile")]))
        m.words.append("a self-replacement effect (614.15) of the counterspell: what it counters is exiled instead")
    elif a.name == "prevent_next_to":
        m.add("ability_class", k, F("activated"))
        if a.target is not None:
            target_facts(m, a.target)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("targeted" if a.target is not None else "you")]))
        m.add("repl_op", k, F("shield", [N(a.amount or 0)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on "
                       + (a.target.render() if a.target is not None else "its controller"))
    elif a.name == "group_enters_tapped" and a.group is not None:
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("enter"))
        for cond in affected_conditions(a.group):
            m.add("repl_if", k, cond)
        m.add("repl_op", k, F("tapped"))
        m.words.append(f"a replacement effect (614.1c, 614.12): {a.group.render()} enter tapped (as they would exist "
                       "on the battlefield)")
    elif a.name == "group_enters_with_additional" and a.group is not None:
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("enter"))
        for cond in affected_conditions(a.group):
            m.add("repl_if", k, cond)
        m.add("repl_op", k, F("enters_with_counters", [S(a.counter or ""), N(1)]))
        m.words.append(f"a replacement effect (614.1c, 614.12): {a.group.render()} enter with an additional "
                       f"{a.counter} counter")
    elif a.name == "exile_instead_yours":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("owner", [F("you")]))  # 400.3: a card goes to its owner's graveyard
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append("a replacement effect (614.1a): exiled instead of put into its controller's graveyard")
    elif a.name == "regenerate_instead":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("destroy"))
        m.add("repl_if", k, F("affected", [F("self")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append("a replacement effect (614.8, 701.19): each destruction of it is replaced by regeneration")
    elif a.name == "umbra_armor":
        # 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy
        # this Aura." (asp/replace/umbra.lp)
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("destroy"))
        m.add("repl_if", k, F("affected", [F("enchanted")]))
        m.add("repl_op", k, F("umbra"))
        m.words.append("a replacement effect (702.89a, 614.8): the destruction of the permanent it enchants is "
                       "replaced by the removal of its damage and the destruction of this Aura")
    elif a.name == "dredge":
        # 702.52a: "If you would draw a card, you may mill N cards instead. If you do, return this card from your
        # graveyard to your hand.", functioning only while the card is in a graveyard; 702.52b: not with fewer than N
        # cards in the library (asp/replace/dredge.lp)
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("draw"))
        m.add("functions_in", k, F("graveyard"))
        m.add("repl_if", k, F("affected", [F("you")]))
        m.add("repl_if", k, F("library_at_least", [N(a.amount or 0)]))
        m.add("repl_option", k, F("dredge"), F("dredge", [N(a.amount or 0)]))
        m.add("repl_option", k, F("decline"), F("decline"))
        m.words.append(f"a replacement effect (702.52a, 614.11) of the card in its owner's graveyard: that player may "
                       f"mill {a.amount} cards instead of drawing a card and return it to their hand")
    elif a.name == "double_damage_spells":
        colors, types = a.sources[:-2], a.sources[-2:]
        if any(w.word is None or w.negated or w.word.cls != "color" for w in colors) \
                or any(w.word is None or w.word.value not in SPELL_TYPES for w in types):
            raise Unmeant(" ".join(w.render() for w in a.sources), "only colours and instant or sorcery have a meaning")
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        for w in colors:  # 105.2: each colour the source has
            m.add("repl_if", k, F("source_quality", [F(w.word.value)]))
        for w in types:  # one of the two card types (205.2a)
            m.add("repl_if", k, F("source_one_of", [F(PLURAL[w.word.value])]))
        m.add("repl_if", k, F("source_zone", [F("stack")]))  # 112.1: a spell is on the stack
        m.add("repl_if", k, F("source_controller", [F("you")]))
        m.add("repl_op", k, F("times", [N(2)]))
        m.words.append(f"a replacement effect (614.1a): a {' '.join(w.render() for w in colors)} "
                       f"{types[0].render()} or {types[1].render()} spell its controller controls deals double damage")
    elif a.name == "double_tokens":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("token"))
        m.add("repl_if", k, F("affected", [F("you")]))
        m.add("repl_op", k, F("times", [N(2)]))
        m.words.append("a replacement effect (614.1a): its controller creates twice that many tokens")
    elif a.name in ("enters_tapped_with", "enters_tapped_choose"):
        enters_self(m)
        m.add("repl_op", k, F("tapped"))
        if a.name == "enters_tapped_with":
            m.add("repl_op", k, F("enters_with_counters", [S(a.counter or ""), _number(a.amount, a.words)]))
            m.words.append(f"a replacement effect (614.1c, 614.12): it enters tapped with "
                           f"{a.amount if a.amount is not None else 'X'} {a.counter} counters")
        else:
            m.add("repl_op", k, F("choose", [choice_term(a.counter or "")]))
            m.words.append(f"a replacement effect (614.1c, 614.12): it enters tapped, a {choice_words(a.counter)} "
                           "chosen as it enters")
    elif a.name == "plus_life_gain":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("gain"))
        m.add("repl_if", k, F("affected", [F("you")]))
        m.add("repl_op", k, F("plus", [N(a.amount or 0)]))
        m.words.append(f"a replacement effect (614.1a): its controller gains that much life plus {a.amount}")
    elif a.name == "exile_instead_group_dies" and a.group is not None:
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("from", [F("battlefield")]))  # 700.4: dies
        m.add("repl_if", k, F("to", [F("graveyard")]))
        for cond in affected_conditions(a.group):
            m.add("repl_if", k, cond)
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append(f"a replacement effect (614.1a): {a.group.render()} that would die (700.4) is exiled instead")
    elif a.name == "enters_with":
        enters_self(m)
        m.add("repl_op", k, F("enters_with_counters", [S(a.counter or ""), _number(a.amount, a.words)]))
        m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {a.amount if a.amount else 'X'} "
                       f"{a.counter} counters")
    elif a.name == "as_enters_choose":
        enters_self(m)
        m.add("repl_op", k, F("choose", [choice_term(a.counter or "")]))
        m.words.append(f"a replacement effect (614.12): a {choice_words(a.counter)} chosen as it enters (the object's "
                       "choice)")
    elif a.name == "pay_life_or_tapped":
        enters_self(m)
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
    elif a.name == "exile_instead_permanent":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("from", [F("battlefield")]))  # 110.1: a permanent is on the battlefield
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append("a replacement effect (614.1a): a permanent that would be put into a graveyard is exiled "
                       "instead")
    elif a.name in ("exile_instead_all", "exile_instead_opponents"):
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        if a.name == "exile_instead_opponents":
            m.add("repl_if", k, F("affected", [F("card")]))
            m.add("repl_if", k, F("owner", [F("opponent")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        marked = ""
        if a.counter is not None:  # 122.1: the exiled card has that many counters of the kind (asp/replace/modify.lp)
            m.add("repl_op", k, F("with_counters", [S(a.counter), N(a.amount or 1)]))
            marked = f", with {a.amount} {a.counter} counter{'s' if a.amount != 1 else ''} on it"
        m.words.append("a replacement effect (614.1a): exiled instead of put into a"
                       + ("n opponent's graveyard" if a.name == "exile_instead_opponents" else " graveyard") + marked)
    elif a.name == "bottom_instead_enchanted":  # 614.1a, 303.4a, 404.2, 401.1
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("card")]))
        m.add("repl_if", k, F("owner", [F("enchanted_player")]))
        m.add("repl_op", k, F("move_to", [F("library_bottom")]))
        m.words.append("a replacement effect (614.1a): a card the enchanted player owns (303.4a, 404.2) is put on the "
                       "bottom of their library instead of into their graveyard (401.1; revealed, 701.16a)")
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
        m.add("ability_class", k, F("activated" if a.cost is not None else "spell"))
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
    elif a.plus is not None:  # one count, the toughness that number plus N (asp/effects.lp's value plus)
        add_operation(m, "l7a", F("cda_pt", [count, F("plus", [count, N(int(a.plus))])]))
        m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its power = the number of "
                       f"{a.group.render()}, its toughness that number plus {a.plus}")
        return
    else:
        add_operation(m, "l7a", F("set_toughness" if a.toughness_only else "set_power", [count]))
    what = "power and toughness" if a.toughness_too else ("toughness" if a.toughness_only else "power")
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its {what} = the number of "
                   f"{a.group.render()}")


