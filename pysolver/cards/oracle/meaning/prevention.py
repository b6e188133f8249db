"""The meanings of prevention effects (615: replaces/2, repl_if/2, repl_op/2 of asp/replace/) and of
the "can't" effects about damage prevention, life gain and countering (614.17: cant/2, cant_if/2)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.unless import affected_conditions, you_and_group_conditions

F, N = clingo.Function, clingo.Number

# 702.16a, asp/replace/prevention.lp quality/2: a source's colour, or its card type in the plural
COLORS = frozenset({"white", "blue", "black", "red", "green"})
PLURAL = {"artifact": "artifacts", "creature": "creatures", "enchantment": "enchantments", "instant": "instants",
          "land": "lands", "planeswalker": "planeswalkers", "sorcery": "sorceries"}


def recipient_conditions(a: s.Prevention | s.DamageCounters) -> tuple[list[clingo.Symbol], str]:
    """repl_if of the damaged: the object itself (~), its controller (you), or an object of a group (its
    characteristics and controller, 616.1: damage is dealt to permanents and players only)."""
    if a.group is not None and (a.recipient or "").startswith(("you and ", "you or ")):
        return you_and_group_conditions(a.group)
    if a.group is not None:
        return affected_conditions(a.group), a.group.render()
    if a.recipient == "you":
        return [F("affected", [F("you")])], "its controller"
    if a.recipient in ("equipped creature", "enchanted creature"):  # 301.5, 303.4: the creature it is attached to
        return [F("affected", [F("enchanted")])], f"the {a.recipient} (the creature its source is attached to)"
    return [F("affected", [F("self")])], "itself"


def source_quality(word: str) -> clingo.Symbol:
    """The quality of "a red source", "an artifact source" (702.16a's words for a source; prevention.lp
    quality/2): a colour, a card type."""
    if word in COLORS:
        return F(word)
    if word in PLURAL:
        return F(PLURAL[word])
    raise Unmeant(f"{word} source", "a quality of a source the rules do not read")


@ability.register
def _(a: s.Prevention, m: Meaning) -> None:
    k = m.key
    if a.name == "prevent_all_combat":
        m.add("ability_class", k, F("spell"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("combat_damage"))
        m.add("repl_op", k, F("prevent_all"))
        m.words.append("a prevention effect (615.1) of a resolved spell: all combat damage (510.2) is prevented")
    elif a.name == "prevent_all":
        cond, whom = recipient_conditions(a)
        if a.duration is not None and a.recipient == "~":
            raise Unmeant(a.words, "a spell's prevention for itself")
        # with "this turn": a resolved spell's effect (611.2c); without: a static ability's
        m.add("ability_class", k, F("spell" if a.duration else "replacement"))
        m.add("replaces", k, F("damage"))
        for c in cond:
            m.add("repl_if", k, c)
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))
        m.add("repl_op", k, F("prevent_all"))
        m.words.append(f"a prevention effect (615.1): all {'combat ' if a.combat else ''}damage that would be dealt "
                       f"to {whom} is prevented" + (" (510.2)" if a.combat else ""))
    elif a.name in ("prevent_n", "prevent_half_up"):
        cond, whom = recipient_conditions(a)
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        for c in cond:
            m.add("repl_if", k, c)
        if a.quality is not None:
            m.add("repl_if", k, F("source_quality", [source_quality(a.quality)]))
        if a.source_controller:
            who = "you" if a.source_controller == "you control" else "opponent"
            m.add("repl_if", k, F("source_controller", [F(who)]))
        if a.combat:  # 510.2
            m.add("repl_if", k, F("combat_damage"))
        if a.source_status:  # 110.5: only while the effect's source has that status
            m.add("repl_if", k, F("source_status", [F(a.source_status)]))
        # 107.1a: half of the damage of each event, rounded up (prevention.lp's prevent_half_up)
        half = a.name == "prevent_half_up"
        m.add("repl_op", k, F("prevent_half_up") if half else F("prevent", [N(a.amount or 0)]))
        m.words.append((f"while it is {a.source_status} (110.5), " if a.source_status else "")
                       + f"a prevention effect (615.10): {'half, rounded up (107.1a),' if half else a.amount} of the "
                       + ("combat " if a.combat else "") + "damage each "
                       + (f"{a.quality} " if a.quality else "") + f"source would deal to {whom} is prevented")
    elif a.name == "cant_be_prevented":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("prevent_damage"))
        m.words.append("614.17, 615.12: damage can't be prevented; prevention effects still apply and prevent none")
    elif a.name == "cant_gain_life":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("life_gain"))
        if a.who == "you":
            m.add("cant_if", k, F("affected", [F("you")]))
        elif a.who == "your opponents":
            m.add("cant_if", k, F("affected", [F("opponent")]))
        m.words.append(f"614.17: {a.who} can't gain life; an event of gaining life does not happen")
    elif a.name == "prevent_remove_counter":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("self")]))
        m.add("repl_op", k, F("prevent_all"))
        m.add("repl_op", k, F("remove_counter", [clingo.String(a.quality or "")]))
        m.words.append(f"a prevention effect (615.1): all damage to itself is prevented and a {a.quality} counter "
                       "removed from it (615.12: removed even when the damage can't be prevented)")
    elif a.name == "spells_cant_be_countered" and a.group is not None:
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("countered"))
        for cond in affected_conditions(a.group, replacing=False):
            m.add("cant_if", k, cond)
        m.words.append(f"614.17, 701.6a: {a.group.render()} spells can't be countered")
    elif a.name == "every_spell_cant_be_countered":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("countered"))
        m.add("cant_if", k, F("every_spell"))  # a group: every spell, not the object itself (asp/replace/effects.lp)
        if a.who == "you control":
            m.add("cant_if", k, F("affected_controller", [F("you")]))
        m.words.append(f"614.17, 701.6a: spells{' its controller controls' if a.who else ''} can't be countered")
    else:
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("countered"))
        m.words.append("614.17, 701.6a: it can't be countered; a spell's attempt to counter it does nothing")
