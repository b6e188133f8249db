"""The objects about to enter as they would exist on the battlefield (614.12): for each way one may
enter that the rules ask for (`needs_variant/3` of asp/replace/effects.lp: under whose control, as a
copy of what), the board with it there, run through the layers once (`final_state`)."""

from __future__ import annotations

import clingo

from pysolver.cards.library import Library
from pysolver.cards.names import find_card
from pysolver.cards.printed import Printed
from pysolver.questions.layers.question import final_state
from pysolver.questions.replace.decode import NONE
from pysolver.questions.replace.event import entering_object
from pysolver.scenario import Effect, GameObject, Scenario
from pysolver.scenario.tokens import token_values
from pysolver.solving.limits import Limits

F = clingo.Function


def variant_facts(sc: Scenario, library: Library, limits: Limits, needs: list[clingo.Symbol],
                  defs: dict[str, list[clingo.Symbol]]) -> list[clingo.Symbol]:
    """vchar(Cl,Ctrl,Copy,Attr,V) for every variant the rules need, one layer run each."""
    facts = []
    for need in needs:
        cls, ctrl, copy = need.arguments
        board, oid = variant_scenario(sc, cls, ctrl.name, None if copy == NONE else copy.name, library, defs)
        state = final_state(board, library, limits, "replace")
        facts += [F("vchar", [cls, ctrl, copy, *sym.arguments[1:]]) for sym in state.characteristics
                  if sym.arguments[0].name == oid]
    return facts


def variant_scenario(sc: Scenario, cls: clingo.Symbol, ctrl: str, copy: str | None, library: Library,
                     defs: dict[str, list[clingo.Symbol]]) -> tuple[Scenario, str]:
    """The board with the entering object of class `cls` on the battlefield under `ctrl`, as a copy
    of `copy` (a copy effect of its own: 707.2), and the id it has there."""
    top = max([o.timestamp for o in sc.objects] + [e.timestamp for e in sc.effects] + [0])
    if cls.name in ("card", "copy", "def"):
        oid = fresh_id(sc, "token")
        obj = GameObject(id=oid, printed=token_printed(cls, library, defs), card=None, owner=ctrl,
                         controller=ctrl, zone="battlefield", timestamp=top + 1, token=True, summoning_sick=True)
    else:
        original = sc.object(cls.name)
        obj = entering_object(original, ctrl, top + 1)
        oid = obj.id
        own = original.choices.get("copy")
        if copy != own:  # its own "enter as a copy" choice applies only when it is the copy made
            obj.choices = {k: v for k, v in obj.choices.items() if k != "copy"}
        else:
            copy = None
    objects = [o for o in sc.objects if o.id != oid] + [obj]
    effects = list(sc.effects)
    if copy is not None:
        effects.append(Effect(id=fresh_id(sc, "copy"), label="copy as it enters", ability=None,
                              parts=[("l1a", F("copy_of", [F(copy)]))], source=None, controller=ctrl,
                              timestamp=top + 2, targets=[oid]))
    return Scenario(sc.source, sc.players, sc.active, objects, effects, definitions=sc.definitions,
                    not_modelled=sc.not_modelled), oid


def fresh_id(sc: Scenario, stem: str) -> str:
    """An id that no player, object or effect of the scenario has."""
    taken = set(sc.players) | {o.id for o in sc.objects} | {e.id for e in sc.effects}
    n = 1
    while f"{stem}{n}" in taken:
        n += 1
    return f"{stem}{n}"


def token_printed(spec: clingo.Symbol, library: Library, defs: dict[str, list[clingo.Symbol]]) -> Printed:
    """Printed values of a token (111.3-111.4): a library card's, a defined token's, none for a copy."""
    if spec.name == "card":  # a name the scenario's loader found (pysolver.cards.names)
        return find_card(library, spec.arguments[0].string).printed.copy()
    if spec.name == "def":  # 111.3: the values its definition gives (token_def/3)
        return token_values(spec.arguments[0], defs.get(spec.arguments[0].name, []))
    return Printed(name="")
