"""The meanings of the keywords read with what was chosen as the permanent entered or how it was cast (702.136a riot,
702.98a unleash, 702.109a dash, 702.152a blitz, 702.160a prototype, 702.34a flashback, 702.133a jump-start,
702.88a rebound): replaces/2 and repl_option/3 of asp/replace/ (the
options as it enters), the static abilities of the layers and combat (condition/2 on a selector of how the permanent
was cast: asp/selectors.lp's cast_for), and entry_keyword/2, which the scenario reads (pysolver/scenario/cast.py: the
object's `cast` and its `riot` choice; the prototype's values, prototype/4)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F, N, S = clingo.Function, clingo.Number, clingo.String
# 702.152a: the triggered ability a permanent whose blitz cost was paid has (as its reminder text words it)
BLITZ_TRIGGER = "when ~ dies, draw a card."


def _enters_with_counter_or(m: Meaning, other: str) -> None:
    """614.1c: as it enters, its controller may have it enter with an additional +1/+1 counter (option `counter`), or
    not (option `other`: `haste` for riot, `no_counter` for unleash)."""
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("entering", [F("self")]))
    m.add("repl_option", m.key, F("counter"), F("enters_with_counters", [S("+1/+1"), N(1)]))
    m.add("repl_option", m.key, F(other), F("gain_haste" if other == "haste" else "no_counter"))


def _while_cast_for(m: Meaning, way: str) -> clingo.Symbol:
    """A static ability of the permanent that functions only while its `way` cost was paid (the object's `cast`)."""
    sel = F("self_cast", [F(way)])
    m.add("ability_class", m.key, F("static"))
    m.add("scope", m.key, N(1), F("pos"), F("self"))
    m.add("scope", sel, N(1), F("pos"), F("self"))
    m.add("scope", sel, N(1), F("pos"), F("cast_for", [F(way)]))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    return sel


# the keywords whose ability exiles the spell instead as it leaves the stack: the `cast` value each is read with (or
# None: rebound reads the zone change's `resolving` and `cast_from`), its rule
STACK_EXILE = {"flashback": ("flashback", "702.34a"), "jump-start": ("jump_start", "702.133a"),
               "rebound": (None, "702.88a")}


def _exiled_instead(m: Meaning, a: s.EntryKeyword) -> None:
    """702.34a flashback, 702.133a jump-start: "If this spell was cast with [the keyword] and would be put anywhere
    other than exile, exile it instead."; 702.88a rebound: "If you cast this spell from your hand, exile it as it
    resolves (instead of putting it into your graveyard)" and a delayed trigger to cast it at the beginning of your
    next upkeep: replacement effects (614.1a) of the spell itself, working on the stack (112.6;
    asp/replace/stack_exile.lp)."""
    way, rule = STACK_EXILE[a.name]
    m.add("entry_keyword", m.key, F(way or "rebound"))
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("zone"))
    m.add("functions_in", m.key, F("stack"))
    m.add("repl_if", m.key, F("affected", [F("self")]))
    m.add("repl_if", m.key, F("from", [F("stack")]))
    m.add("repl_op", m.key, F("move_to", [F("exile")]))
    if way is not None:
        m.add("repl_if", m.key, F("cast_with", [F(way)]))
        m.add("repl_if", m.key, F("not_to", [F("exile")]))
        cost = f" by paying {a.cost.upper()}" if a.cost else " by paying its mana cost and discarding a card"
        m.words.append(f"{rule}: it may be cast from its owner's graveyard{cost}; a spell cast this way (the object's "
                       "`cast`) is exiled instead of put anywhere other than exile as it leaves the stack (614.1a)")
        return
    m.add("repl_if", m.key, F("to", [F("graveyard")]))
    m.add("repl_if", m.key, F("resolving"))
    m.add("repl_if", m.key, F("spell_cast_from", [F("hand")]))
    m.words.append(f"{rule}: cast from its owner's hand (the zone change's `cast_from`), it is exiled instead of put "
                   "into the graveyard as it resolves (`resolving`, 614.1a), and at the beginning of its controller's "
                   "next upkeep they may cast it from exile without paying its mana cost (a delayed trigger no "
                   "question reads)")


@ability.register
def _(a: s.EntryKeyword, m: Meaning) -> None:
    if a.name in STACK_EXILE:
        _exiled_instead(m, a)
        return
    m.add("entry_keyword", m.key, F(a.name))
    if a.name == "riot":
        # 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains
        # haste." (614.1c; the choice is made as it enters, 614.12: the object's `riot` choice, which the layers read)
        _enters_with_counter_or(m, "haste")
        m.add("needs_choice", m.key, F("riot"))
        m.words.append("702.136a: a replacement effect (614.1c): it enters with an additional +1/+1 counter, or it "
                       "gains haste (layer 6, with the timestamp it entered with: the object's `riot` choice)")
    elif a.name == "unleash":
        # 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" and "This permanent
        # can't block as long as it has a +1/+1 counter on it." (its counters are the board's)
        _enters_with_counter_or(m, "no_counter")
        sel = F("self_with_counter", [S("+1/+1")])
        m.add("scope", m.key, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("counter", [S("+1/+1")]))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.add("combat_meaning", m.key, F("self"), F("cant_block"))
        m.words.append("702.98a: a replacement effect (614.1c): it may enter with an additional +1/+1 counter; and it "
                       "can't block as long as it has a +1/+1 counter on it (a combat rule, 509.1a)")
    elif a.name in ("dash", "blitz"):
        # 702.109a, 702.152a: "As long as this permanent's dash (blitz) cost was paid, it has haste (and 'When this
        # permanent is put into a graveyard from the battlefield, draw a card.')", layer 6 (613.1f)
        _while_cast_for(m, a.name)
        m.add("layer_of", m.key, F("l6"))
        m.add("does", m.key, F("l6"), F("gain", [F("kw", [F("haste")])]))
        granted = "haste"
        if a.name == "blitz":
            m.add("does", m.key, F("l6"), F("gain", [F("unmodelled", [S(BLITZ_TRIGGER)])]))
            granted += f' and "{BLITZ_TRIGGER}"'
        rule = "702.109a" if a.name == "dash" else "702.152a"
        m.words.append(f"{rule}: it may be cast for {a.cost.upper()}; as long as its "
                       f"{a.name} cost was paid (the object's `cast`), it has {granted} (613.1f layer 6); the end "
                       "step's trigger is read by no question")
    else:
        # 702.160a, 718.3b: cast prototyped, its power, toughness and mana cost are the prototype's, its colour that of
        # the mana cost (105.2), as copiable values (718.3c): the scenario's object has them (`cast: prototype`)
        m.add("ability_class", m.key, F("static"))
        m.add("prototype", m.key, S(a.cost.upper()), N(a.power or 0), N(a.toughness or 0))
        m.words.append(f"702.160a, 718.3b: cast prototyped (the object's `cast`), it is a {a.power}/{a.toughness} with "
                       f"mana cost {a.cost.upper()} and that cost's colours (copiable values, 718.3c)")
