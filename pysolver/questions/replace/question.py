"""The `replace` question: every distinct result of an event under replacement and prevention
effects (CR 614-616), with one order of applied effects that reaches each.

The board is the layer engine's answer (`final_state`): applicability is judged on the computed
characteristics. An object about to enter is judged as it would exist on the battlefield (614.12):
the layer engine is run once more for each way it may enter (under whose control, as a copy of
what) that the rules ask for (`needs_variant/3` of asp/replace/effects.lp).

The rules are asp/replace/*.lp, grounded in a few parts: `base` (effects, what must be computed),
`entering` (the entering objects' own abilities), `step(d)` for the events d rewriting steps away
from the scenario's (every step decided by the grounder), then `choose`: the affected player's
choice of the next effect is a choice rule, and clingo enumerates the answer sets projected onto
what finally happens (`#project`), so two choices that end alike are one outcome.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import clingo

from pysolver.cards.library import Library
from pysolver.cards.names import find_card
from pysolver.cards.printed import Printed
from pysolver.cards.vocabulary import const
from pysolver.errors import ScenarioError, SolverLimitError
from pysolver.programs.files import library_programs, replace_programs
from pysolver.programs.parsed import add_facts, add_programs
from pysolver.questions.layers.outcomes import FinalState
from pysolver.questions.layers.question import final_state
from pysolver.questions.replace.decode import NONE, Decoder, outcome_key
from pysolver.questions.replace.model import ReplaceAnswer, ReplaceOutcome
from pysolver.questions.replace.text import step_sentence
from pysolver.scenario import Effect, GameObject, Scenario
from pysolver.scenario.facts import board_facts, object_facts
from pysolver.scenario.tokens import token_values
from pysolver.solving.limits import Limits, ground_within, wait_within

F, N, S = clingo.Function, clingo.Number, clingo.String
MAX_DEPTH = 400


# ----------------------------------------------------------------------------------------------
# the scenario's event as root events (asp/replace/events.lp)

def root_events(sc: Scenario) -> list[clingo.Symbol]:
    """The scenario's event as the rules' event terms: one per affected object or player (a
    damage event to several, objects entering at once)."""
    event = sc.event or {}
    kind, ev = event["kind"], {k: v for k, v in event.items() if isinstance(v, str)}
    if kind == "zone_change":
        return [F("zone", [const(ev["object"]), const(ev["from"]), const(ev["to"])])]
    if kind == "destroy":
        return [F("destroy", [const(ev["object"])])]
    if kind == "damage":
        prevent = const("unpreventable" if event["cant_be_prevented"] else "preventable")
        return [F("dmg", [const(ev["source"]), const(target), N(event["amount"]), prevent])
                for target in event.get("targets", [event.get("target")])]
    if kind == "counters":
        return [F("ctr", [const(ev["object"]), S(ev["counter"]), N(event["amount"]), const(ev["player"])])]
    if kind == "create_token":
        return [F("tok", [const(ev["player"]), N(event["amount"]), token_spec(event["token"])])]
    if kind in ("draw", "gain_life"):
        return [F("draw" if kind == "draw" else "gain", [const(ev["player"]), N(event["amount"])])]
    copy = const(ev["copy_of"]) if "copy_of" in ev else NONE
    tapped = const("tapped" if event["tapped"] else "untapped")
    return [F("ent", [const(oid), const(event.get("controller", sc.object(oid).owner)), tapped, copy])
            for oid in event.get("objects", [event.get("object")])]


def event_facts(sc: Scenario) -> list[clingo.Symbol]:
    """root(R,Ev), cause(R,O), combat_root(R) (combat damage) for the scenario's event; for objects
    entering, thing_class(O,Cl) and x_value(O,X); life_total(P,L), the life totals the scenario gives
    (119.1, read by "unless a player has N or less life")."""
    event = sc.event or {}
    facts: list[clingo.Symbol] = [F("life_total", [const(p), N(life)]) for p, life in sorted(sc.life.items())]
    if event["kind"] == "enter":
        ids = event.get("objects", [event.get("object")])
        facts += [F("thing_class", [const(oid), const(cls)]) for oid, cls in entering_classes(sc, ids).items()]
        if "x" in event:
            facts += [F("x_value", [const(oid), N(event["x"])]) for oid in ids]
        facts += casting_facts(sc, ids)
        if event.get("hands_complete"):  # the scenario lists each player's whole hand (a reveal reads it)
            facts += [F("hand_complete", [const(p)]) for p in sc.players]
    cause = event.get("cause")
    if cause is None and event["kind"] == "damage" and sc.object(event["source"]).zone == "stack":
        cause = event["source"]  # the resolving spell dealing the damage (614.15)
    for r, root in enumerate(root_events(sc), start=1):
        facts.append(F("root", [N(r), root]))
        if cause is not None:
            facts.append(F("cause", [N(r), const(cause)]))
        if event.get("combat"):  # 510.2: combat damage (Fog prevents it)
            facts.append(F("combat_root", [N(r)]))
    return facts


def casting_facts(sc: Scenario, ids: list[str]) -> list[clingo.Symbol]:
    """How the entering objects were cast (asp/replace/casting.lp): not_cast(O) for an object that
    is not on the stack (601.2, 608.3: only a resolving spell was cast); for one on the stack what
    the event says, each with cast_known(O,What); attack_known and attacked(P) (508.1, 506.2: only
    the active player attacks in a turn); lost_known and lost_life(P) (119.3); died_known and
    died_count(N) (700.4); left_known and left_under(P)."""
    event = sc.event or {}
    facts: list[clingo.Symbol] = []
    for oid in ids:
        o = const(oid)
        if sc.object(oid).zone != "stack":
            facts.append(F("not_cast", [o]))
            continue
        if "kicked" in event:
            facts += [F("cast_known", [o, F("kicked")]), F("kicked", [o, N(event["kicked"])])]
        if "mana_spent" in event:
            facts.append(F("cast_known", [o, F("mana")]))
            facts += [F("spent", [o, F(sym), N(n)]) for sym, n in sorted(event["mana_spent"].items())]
        if "cast_from" in event:
            facts += [F("cast_known", [o, F("cast_from")]), F("cast_from", [o, const(event["cast_from"])])]
    if "attacked_this_turn" in event:
        facts.append(F("attack_known"))
        if event["attacked_this_turn"]:
            facts.append(F("attacked", [const(sc.active)]))
    if "lost_life_this_turn" in event:
        facts += [F("lost_known"), *(F("lost_life", [const(p)]) for p in event["lost_life_this_turn"])]
    if "left_battlefield_this_turn" in event:
        facts += [F("left_known"), *(F("left_under", [const(p)]) for p in event["left_battlefield_this_turn"])]
    if "died_this_turn" in event:
        facts += [F("died_known"), F("died_count", [N(event["died_this_turn"])])]
    return facts


def token_spec(token: dict[str, str]) -> clingo.Symbol:
    """The spec of a token the event creates: card("Name"), copy(O) or def(D)."""
    if "card" in token:
        return F("card", [S(token["card"])])
    if "def" in token:  # a token a card's ability defines (token_def/3 among the scenario's definitions)
        return F("def", [F(token["def"])])
    return F("copy", [F(token["copy_of"])])


def entering_classes(sc: Scenario, ids: list[str]) -> dict[str, str]:
    """Entering objects that nothing tells apart share a class (one layer run for all of them):
    the same facts once on the battlefield, and named by no effect or choice."""
    named = {t for e in sc.effects for t in e.targets} | {e.source for e in sc.effects if e.source}
    named |= {v for o in sc.objects for v in o.choices.values()} | {o.attached_to for o in sc.objects}
    classes: dict[tuple[clingo.Symbol, ...], str] = {}
    out = {}
    for oid in ids:
        obj = sc.object(oid)
        if oid in named:
            out[oid] = oid
            continue
        key = tuple(object_facts(entering_object(obj, obj.owner, obj.timestamp), F("_")))
        out[oid] = classes.setdefault(key, oid)
    return out


# ----------------------------------------------------------------------------------------------
# objects as they would exist on the battlefield (614.12)

def entering_object(obj: GameObject, controller: str, timestamp: int) -> GameObject:
    """The object on the battlefield under `controller`, as it would enter: untapped, without
    counters, damage or attachment (122.2, 400.7), newest."""
    return dataclasses.replace(obj, zone="battlefield", controller=controller, timestamp=timestamp,
                               tapped=False, counters={}, damage=0, attached_to=None, summoning_sick=True)


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


# ----------------------------------------------------------------------------------------------
# the engine

class _Engine:
    """One grounding of asp/replace/ for a scenario, part by part. Every part but `choose` is
    evaluated by the grounder alone (every atom a fact), so its ground program goes to an observer
    that keeps nothing; `choose` is grounded and solved in a Control of its own, over the graph of
    events only (GRAPH)."""

    def __init__(self, label: str, limits: Limits) -> None:
        self.label = label
        self.limits = limits
        self.ctl = clingo.Control(["--warn=none"])
        self.ctl.register_observer(clingo.Observer(), replace=True)
        add_programs(self.ctl, library_programs() + replace_programs())

    def add(self, facts: list[clingo.Symbol]) -> None:
        add_facts(self.ctl, facts)

    def ground(self, parts: list[tuple[str, list[clingo.Symbol]]], ctl: clingo.Control | None = None) -> None:
        """Ground the parts (in the main Control unless told) within the limits (exit 3)."""
        ground_within(ctl or self.ctl, parts, self.limits, self.label)

    def atoms(self, name: str, arity: int) -> list[clingo.Symbol]:
        """The atoms of a predicate the grounder derived (every part is decided by the grounder;
        an atom that is not a fact has no rule left and is false)."""
        return [a.symbol for a in self.ctl.symbolic_atoms.by_signature(name, arity) if a.is_fact]

    def check(self) -> None:
        """Input the rules cannot give a meaning (exit 2), sizes they do not handle (exit 3)."""
        for sym in self.atoms("unsupported", 1):
            raise ScenarioError(self.label, "event", unsupported_message(sym))
        for sym in self.atoms("too_many", 1):
            raise SolverLimitError(f"{self.label}: more than 31 replacement effects could apply to "
                                   f"one {sym.arguments[0].name} event; `replace` handles at most 31")
        if self.atoms("too_big", 1):
            raise SolverLimitError(f"{self.label}: an amount would grow past 2^30 under the "
                                   "replacement effects; use smaller numbers")


# what part `choose` reads of the other parts (asp/replace/choice.lp)
GRAPH = (("node", 2), ("open", 1), ("allowed", 2), ("usable", 3), ("succ", 4), ("extra", 4), ("contained", 2),
         ("chooser", 2), ("does", 4), ("blocked_by", 2), ("report", 2), ("head_leaf", 2), ("loses_life", 3))


def unsupported_message(sym: clingo.Symbol) -> str:
    """Why the rules cannot answer: what they met that has no meaning for `replace`."""
    what = sym.arguments[0]
    if what.name == "ability":
        holder, ability = what.arguments
        return (f"{holder} has the replacement ability {ability}, which `replace` does not model; "
                "it would change the answer, so there is none")
    if what.name == "x_missing":
        return f"{what.arguments[0]} enters with X counters: give the enter event's `x` (107.3m)"
    if what.name == "cast_unknown":
        field = {"kicked": "`kicked` (how many times it was kicked, 0 if not: 702.33d)",
                 "mana": "`mana_spent` (the mana spent to cast it, such as {W: 2, U: 1}: 601.2h)",
                 "cast_from": "`cast_from` (the zone it was cast from: 601.2a)"}[what.arguments[1].name]
        return f"{what.arguments[0]} has an ability that reads how it was cast: give the enter event's {field}"
    if what.name == "hand_unknown":
        kind = str(what.arguments[1]).replace("_", " ")
        return (f"an entering object lets {what.arguments[0]} reveal a {kind} from their hand, and the scenario "
                "puts none there: add it (zone: hand), or say the hands are complete (the enter event's "
                "`hands_complete: true`)")
    if what.name == "turn_unknown":
        field = {"attacked": "`attacked_this_turn` (whether the active player attacked, 508.1)",
                 "lost_life": "`lost_life_this_turn` (the players who lost life, 119.3; [] for none)",
                 "died": "`died_this_turn` (how many creatures died, 700.4)",
                 "left": "`left_battlefield_this_turn` (the players under whose control a permanent left the "
                         "battlefield; [] for none)"}[what.arguments[0].name]
        return f"an entering object's ability reads what happened this turn: give the enter event's {field}"
    if what.name == "life_total":
        return (f"a condition reads {what.arguments[0]}'s life total, which the scenario does not give "
                "(the top-level `life`, 119.1)")
    if what.name == "source_choice":
        return (f"effect {what.arguments[0]} prevents damage from a source of its controller's choice, chosen as it "
                "was created (609.7a): give the effect's `choices: {source: ID}`")
    if what.name == "toxic":
        return (f"{what.arguments[0]} has toxic and deals combat damage to a player: the poison counters it gives "
                "(702.164c, its total toxic value) are not modelled, so there is no answer")
    if what.name == "counters_apart":
        return (f"{what.arguments[0]} would enter with {what.arguments[1].string} counters from two effects: they "
                "are put as one event (614.1c, 122.6), which is not modelled, so there is no answer")
    if what.name == "quality":
        return f"protection from {what.arguments[0]} is not modelled for damage prevention (702.16e)"
    return f"`replace` cannot give a meaning to {what}"


@dataclass
class RulesRun:
    """The answer sets of asp/replace/ (shown atoms, projected onto the final events), and what the
    search took: events considered (nodes), solver choices, the token definitions it read."""

    models: list[list[clingo.Symbol]]
    nodes: int
    choices: int
    variants: int
    defs: dict[str, list[clingo.Symbol]]


Variants = Callable[[list[clingo.Symbol], dict[str, list[clingo.Symbol]]], list[clingo.Symbol]]


def run_rules(facts: list[clingo.Symbol], limits: Limits, label: str, variants: Variants) -> RulesRun:
    """Ground asp/replace/ over `facts` part by part and enumerate the outcomes.

    `variants(needs, token_defs)` gives vchar/5 for the needs_variant/3 atoms (the characteristics of
    objects as they would enter, 614.12)."""
    engine = _Engine(label, limits)
    engine.add(facts)
    engine.ground([("base", [])])
    engine.check()
    defs: dict[str, list[clingo.Symbol]] = {}
    for sym in engine.atoms("token_def", 3):
        defs.setdefault(sym.arguments[0].name, []).append(sym)
    needs = sorted(engine.atoms("needs_variant", 3))
    engine.add(variants(needs, defs))
    engine.ground([("entering", [])])
    depth = 0
    while True:
        # the events of this depth become readable in a part of their own, then their step
        engine.ground([("advance", [N(depth)])])
        engine.ground([("step", [N(depth)])])
        engine.check()
        if not any(s.arguments[0].number == depth + 1 for s in engine.atoms("next", 2)):
            break
        depth += 1
        if depth > MAX_DEPTH:
            raise SolverLimitError(f"{label}: more than {MAX_DEPTH} replacement steps in one event")
    engine.ground([("closure", [])])
    nodes = len({s.arguments[1] for s in engine.atoms("node", 2)})
    chooser = clingo.Control(["--warn=none", "--models=0", "--project=project"])
    add_programs(chooser, replace_programs()[-1:])
    add_facts(chooser, [s for name, arity in GRAPH for s in engine.atoms(name, arity)])
    engine.ground([("choose", [])], chooser)
    models: list[list[clingo.Symbol]] = []
    with chooser.solve(yield_=True, async_=True) as handle:
        while True:
            handle.resume()
            wait_within(handle, limits, label, "enumerating the outcomes")
            model = handle.model()
            if model is None:
                break
            models.append(model.symbols(shown=True))
    choices = int(chooser.statistics["solving"]["solvers"]["choices"])
    return RulesRun(models, nodes, choices, len(needs), defs)


def solve_replace(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> ReplaceAnswer:
    """Every distinct result the affected players can reach by their choices (616.1), one each, with
    the board the layers give (`history`: with what each step did, for `--trace` and `--explain`)."""
    if sc.event is None:
        raise ScenarioError(sc.source, "event", "missing: `replace` needs the event about to happen")
    state = final_state(sc, library, limits, "replace", history)
    sc = state.scenario
    check_damage_recipients(sc, state)
    facts = board_facts(sc, state.characteristics) + event_facts(sc)
    run = run_rules(facts, limits, sc.source,
                    lambda needs, defs: variant_facts(sc, library, limits, needs, defs))
    decoder = Decoder(state, library, run.defs)
    seen: dict[str, ReplaceOutcome] = {}
    for symbols in run.models:
        outcome = decoder.outcome(symbols)
        seen.setdefault(outcome_key(outcome), outcome)
    outcomes = sorted(seen.values(), key=outcome_key)
    for outcome in outcomes:
        for step in outcome.steps:
            step.sentence = step_sentence(step)
    return ReplaceAnswer(outcomes, nodes=run.nodes, models=len(run.models), choices=run.choices,
                         layer_runs=1 + run.variants, board=state.outcome)


DAMAGEABLE = {"creature", "planeswalker", "battle"}


def check_damage_recipients(sc: Scenario, state: FinalState) -> None:
    """120.1: damage is dealt to creatures, planeswalkers, battles and players only, judged on the
    board the layers give (an artifact March of the Machines animates can be dealt damage)."""
    event = sc.event or {}
    if event["kind"] != "damage":
        return
    many = "targets" in event
    for i, target in enumerate(event["targets"] if many else [event["target"]]):
        types = set(state.outcome.objects[target]["types"]) if target not in sc.players else DAMAGEABLE
        if not types & DAMAGEABLE:
            raise ScenarioError(sc.source, f"event.targets[{i}]" if many else "event.target",
                                f"{target} is not a creature, planeswalker or battle on the board the layers give; "
                                "damage is dealt only to those and to players (120.1)")
