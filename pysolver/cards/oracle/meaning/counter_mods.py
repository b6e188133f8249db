"""The meanings of the replacements of counters put on a permanent or player (614.1a, 122.6): replaces/2, repl_if/2
and repl_op/2 of asp/replace/ (applicability.lp, kinds.lp, modify.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.oracle.meaning.unless import affected_conditions
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String
# the controllers a rule reads (asp/replace/applicability.lp affected_controller/2)
CONTROLLERS = {"you control": "you", "your opponents control": "opponent", "an opponent controls": "opponent"}


def _controller(m: Meaning, relative: str | None) -> None:
    """affected_controller of "... you control" (109.5: the rule's controller) or "... an opponent controls"."""
    if relative is None:
        return
    if relative not in CONTROLLERS:
        raise Unmeant(relative, "whose permanents they are")
    m.add("repl_if", m.key, F("affected_controller", [F(CONTROLLERS[relative])]))


def _on(m: Meaning, on: s.CountedOn) -> str:
    """repl_if/2 of what the counters would be put on; returns it in words."""
    k = m.key
    if on.how == "self":
        m.add("repl_if", k, F("affected", [F("self")]))
        return "itself"
    if on.how == "you":  # 122.1: counters put on a player, the rule's controller
        m.add("repl_if", k, F("affected", [F("you")]))
        return "its controller"
    if on.how == "any":  # 122.1, 122.6: counters are put on permanents and players
        m.add("repl_if", k, F("affected", [F("permanent_or_player")]))
        return "a permanent or player"
    if on.or_you:  # 615.1-like "or on yourself": the rule's controller too (applicability.lp or_you)
        m.add("repl_if", k, F("or_you"))
    m.add("repl_if", k, F("affected", [F("permanent")]))
    if on.how in ("another", "group"):
        for cond in affected_conditions(on.kinds[0]):
            m.add("repl_if", k, cond)
        return on.kinds[0].render()
    if on.how == "kinds":  # one of several kinds (asp/replace/kinds.lp), one scope/4 alternative each
        sel = F(normal_word(" or ".join(g.render() for g in on.kinds) + " counted on"))
        for alt, g in enumerate(on.kinds, start=1):
            for sign, cond in group_conditions(g):
                if cond.name not in ("type", "subtype", "supertype", "color"):
                    raise Unmeant(g.render(), "a quality of the permanent that no rule reads")
                m.add("scope", sel, N(alt), F(sign), cond)
        m.add("repl_if", k, F("affected_one_of", [sel]))
    _controller(m, on.relative)
    return on.render() + (" or its controller" if on.or_you else "")


@ability.register
def _(a: s.CounterMod, m: Meaning) -> None:
    # 614.1a, 122.6: an event of putting counters (who puts them, on what, of which kind) is modified; 616.1: the
    # affected object's controller, or the affected player, chooses among the effects that apply
    k = m.key
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("counters"))
    if a.kind is not None:
        m.add("repl_if", k, F("counter_kind", [S(a.kind)]))
    if a.putter == "you":
        m.add("repl_if", k, F("putter", [F("you")]))
    whom = _on(m, a.on)
    m.add("repl_op", k, F(a.op, [N(a.amount)]))
    how = {"times": "twice that many", "plus": f"that many plus {a.amount}", "minus": f"that many minus {a.amount}"}
    m.words.append(f"a replacement effect (614.1a): {how[a.op]} {a.kind or 'of each kind of'} counters "
                   f"{'its controller puts ' if a.putter else ''}on {whom}")
