"""Unit tests of asp/replace/ on tiny fact sets: each test gives the board as facts (no layer run),
grounds the rules part by part (pysolver.questions.replace.rules.run_rules) and reads the answer sets.

Abilities named here that are not in the library (`flip_in`, `become_forest`, ...) are given
their meaning by the test's own facts, as an encoding file would."""

from __future__ import annotations

from collections.abc import Callable

import clingo
import pytest

from pysolver.errors import ScenarioError
from pysolver.questions.replace.rules import run_rules
from pysolver.solving.limits import Limits

PLAYERS = "player(alice). player(bob). active(alice). turn_order(alice,1). turn_order(bob,2)."


def facts(text: str) -> list[clingo.Symbol]:
    """The atoms of a program of facts (and simple rules), as symbols."""
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], PLAYERS + text)
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms]


def no_variants(_needs: list[clingo.Symbol], _defs: object) -> list[clingo.Symbol]:
    return []


def variants_from(text: str) -> Callable[[list[clingo.Symbol], object], list[clingo.Symbol]]:
    """vchar/5 facts given by the test (as a layer run would compute them)."""
    given = facts(text)
    return lambda _needs, _defs: [s for s in given if s.name == "vchar"]


def outcomes(board: str, variants: Callable[[list[clingo.Symbol], object], list[clingo.Symbol]] = no_variants,
             ) -> list[tuple[set[str], list[str]]]:
    """(the final events, the effects chosen in order along the event's chain) of every answer set."""
    run = run_rules(facts(board), Limits(timeout=30), "test", variants)
    found = []
    for model in run.models:
        events = {str(s.arguments[0]) for s in model if s.name == "out"}
        events |= {str(s) for s in model if s.name == "out_tokens"}
        chosen = {s.arguments[0]: s.arguments[1] for s in model if s.name == "choose"}
        edges = {s.arguments[0]: s.arguments[1] for s in model if s.name == "edge"}
        node = next(n for n in chosen if n not in edges.values()) if chosen else None
        order = []
        while node in chosen:
            order.append(str(chosen[node]))
            node = edges.get(node)
        found.append((events, order))
    return found


ENTERING = """
object(x). zone(x,hand). owner(x,alice). characteristic(x,controller,alice).
object(essence). zone(essence,battlefield). owner(essence,alice).
characteristic(essence,controller,alice). characteristic(essence,type,creature).
characteristic(essence,ability,creatures_enter_as_copy_of_this).
root(1,ent(x,alice,untapped,none)). thing_class(x,x).
replaces(flip_in,enter). repl_if(flip_in,entering(self)). repl_op(flip_in,back_face_up).
"""
ENTERING_AS = """
vchar(x,alice,none,type,creature). vchar(x,alice,none,ability,flip_in). vchar(x,alice,none,ability,enters_tapped).
vchar(x,alice,essence,type,creature). vchar(x,alice,essence,ability,flip_in).
vchar(x,alice,essence,ability,enters_tapped).
"""


def test_616_1_priorities_copy_then_back_face_then_any() -> None:
    """616.1c before 616.1d before 616.1e: one answer set, in that order."""
    found = outcomes(ENTERING, variants_from(ENTERING_AS))
    assert len(found) == 1
    events, order = found[0]
    assert events == {"ent(x,alice,tapped,essence)"}
    assert order == ["eff(essence,creatures_enter_as_copy_of_this)", "eff(x,flip_in)", "eff(x,enters_tapped)"]


def test_616_1e_free_order_gives_every_order() -> None:
    """Two 616.1e effects with the same result: two answer sets (orders), one projected outcome."""
    board = """
    object(o1). zone(o1,battlefield). characteristic(o1,controller,bob).
    characteristic(o1,ability,permanents_enter_tapped).
    object(o2). zone(o2,battlefield). characteristic(o2,controller,bob).
    characteristic(o2,ability,permanents_enter_tapped).
    object(x). zone(x,hand). owner(x,alice). root(1,ent(x,alice,untapped,none)). thing_class(x,x).
    """
    found = outcomes(board, variants_from("vchar(x,alice,none,type,creature)."))
    # projected enumeration: one model per distinct final result
    assert [events for events, _ in found] == [{"ent(x,alice,tapped,none)"}]


def test_614_5_each_effect_once() -> None:
    """An effect that would apply again to the event it modified does not (a doubler applies once)."""
    board = """
    object(d). zone(d,battlefield). characteristic(d,controller,alice). characteristic(d,ability,double_life_gain).
    root(1,gain(alice,3)).
    """
    assert [e for e, _ in outcomes(board)] == [{"gain(alice,6)"}]


def test_614_17c_only_self_replacement_modifies_what_cant_happen() -> None:
    """A life gain that can't happen: a self-replacement of the resolving spell still applies to it,
    a doubler does not; the event then does not happen."""
    board = """
    object(e). zone(e,battlefield). characteristic(e,controller,alice).
    characteristic(e,ability,life_total_cant_change).
    object(d). zone(d,battlefield). characteristic(d,controller,alice). characteristic(d,ability,double_life_gain).
    object(s). zone(s,stack). characteristic(s,controller,alice). characteristic(s,ability,gain_twice_instead).
    replaces(gain_twice_instead,gain). self_replacement(gain_twice_instead).
    repl_if(gain_twice_instead,caused_by(self)).
    repl_op(gain_twice_instead,times(2)).
    root(1,gain(alice,3)). cause(1,s).
    """
    found = outcomes(board)
    assert found == [(set(), ["eff(s,gain_twice_instead)"])]


def test_616_2_becomes_applicable() -> None:
    """An effect that becomes applicable after another applied: a replacement making the gain a
    draw, then a draw replacement (616.2 example)."""
    board = """
    object(a). zone(a,battlefield). characteristic(a,controller,alice). characteristic(a,ability,gain_as_draw).
    object(b). zone(b,battlefield). characteristic(b,controller,alice). characteristic(b,ability,draw_twice).
    replaces(gain_as_draw,gain). repl_op(gain_as_draw,as_draw).
    replaces(draw_twice,draw). repl_op(draw_twice,times(2)).
    modified(n(1,m(0,0,0,0,0,0,0,0,0),gain(alice,3)),eff(a,gain_as_draw),only,draw(alice,3)).
    root(1,gain(alice,3)).
    """
    # the modified/4 fact stands for an operation turning the gain into a draw
    found = outcomes(board)
    assert [e for e, _ in found] == [{"draw(alice,6)"}]


def test_614_7a_zero_damage_is_no_event() -> None:
    """0 damage: no event; Furnace has nothing to double (614.7a)."""
    board = """
    object(f). zone(f,battlefield). characteristic(f,controller,alice). characteristic(f,ability,double_damage).
    object(s). zone(s,stack). characteristic(s,controller,alice).
    root(1,dmg(s,bob,0,preventable)).
    """
    assert outcomes(board) == [(set(), [])]


def test_615_12_unpreventable_applies_prevention_once() -> None:
    """Unpreventable damage: the prevention effect is applied (once) but prevents nothing."""
    board = """
    object(d). zone(d,battlefield). characteristic(d,controller,alice). characteristic(d,type,creature).
    characteristic(d,subtype,cleric). characteristic(d,ability,prevent_1_to_clerics).
    object(s). zone(s,stack). characteristic(s,controller,bob).
    root(1,dmg(s,d,2,unpreventable)).
    """
    assert outcomes(board) == [({"dmg(s,d,2,unpreventable)"}, ["eff(d,prevent_1_to_clerics)"])]


def test_unmodelled_replacement_ability_is_an_error() -> None:
    """A replacement ability with no meaning for the rules is refused, never ignored."""
    board = """
    object(o). zone(o,battlefield). characteristic(o,controller,alice). characteristic(o,ability,mystery).
    ability_class(mystery,replacement). root(1,gain(alice,3)).
    """
    with pytest.raises(ScenarioError, match="mystery"):
        outcomes(board)


def test_no_anonymous_variable_in_replace_rules() -> None:
    """As for the layer engine's files: no `_` in a rule body of asp/replace/ (gringo would turn it
    into a projection rule grounded again at every part)."""
    from pysolver.programs.files import replace_programs
    from tests.test_asp_units import anonymous_in_bodies

    assert [bad for path in replace_programs() for bad in anonymous_in_bodies(path)] == []
