"""The replacement rules run (asp/replace/*.lp) over the board's and the event's facts, grounded in a
few parts: `base` (effects, what must be computed), `entering` (the entering objects' own abilities,
with the characteristics the layers give them as they would enter), `step(d)` for the events d
rewriting steps away from the scenario's (every step decided by the grounder), then `choose`: the
affected player's choice of the next effect is a choice rule, and clingo enumerates the answer sets
projected onto what finally happens (`#project`), so two choices that end alike are one outcome.
Every grounding and the search are one run on the worker of the limits (run_within)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import clingo

from pysolver.errors import ScenarioError, SolverLimitError
from pysolver.programs.files import library_programs, replace_programs
from pysolver.programs.parsed import add_facts, add_programs
from pysolver.solving.limits import Limits, ground_within, run_within, wait_within

N = clingo.Number
MAX_DEPTH = 400


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
    """Ground asp/replace/ over `facts` part by part and enumerate the outcomes, in one run on the
    worker of the limits (an error names `label`).

    `variants(needs, token_defs)` gives vchar/5 for the needs_variant/3 atoms (the characteristics of
    objects as they would enter, 614.12)."""
    return run_within(partial(_run_rules, facts, limits, label, variants), limits, label)


def _run_rules(facts: list[clingo.Symbol], limits: Limits, label: str, variants: Variants) -> RulesRun:
    """run_rules' run: the parts grounded in turn, then the search."""
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
    if what.name == "life_paid_missing":
        return (f"{what.arguments[0]} pays any amount of life as it enters, chosen then (614.12): give the object's "
                "`choices: {life_paid: N}`")
    if what.name == "life_paid_too_much":
        return (f"{what.arguments[1]} would pay {what.arguments[2]} life as {what.arguments[0]} enters, more than "
                "their life total: a player may pay life only if their life total is at least the payment (119.4)")
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
        return (f"a replacement effect reads {what.arguments[0]}'s life total, which the scenario does not give "
                "(the top-level `life`, 119.1)")
    if what.name == "life_below_floor":
        return (f"{what.arguments[0]}'s life total is below the floor of an effect that \"reduces it to\" that floor "
                "(614.1a): from there it would be no reduction, which the words do not say, so there is no answer")
    if what.name == "floor_lifelink":
        return (f"damage dealt to {what.arguments[0]} by a source with lifelink they control meets a floor to their "
                "life total: the loss and the gain are one change of it (119.3, 702.15b), which the floor's words do "
                "not settle, so there is no answer")
    if what.name == "source_choice":
        return (f"effect {what.arguments[0]} prevents damage from a source of its controller's choice, chosen as it "
                "was created (609.7a): give the effect's `choices: {source: ID}`")
    if what.name == "toxic":
        return (f"{what.arguments[0]} has toxic and deals combat damage to a player: the poison counters it gives "
                "(702.164c, its total toxic value) are not known exactly (an effect grants toxic, or an object prints "
                "one value twice) or meet infect's (702.90b), so there is no answer")
    if what.name == "regeneration_cause":
        return (f"the destruction's cause {what.arguments[0]} has an activated or triggered ability whose destruction "
                "can't be regenerated (701.19c): name that ability's resolved effect as the cause (`effects: [{id: e1, "
                "ability_of: ...}]`, `cause: e1`)")
    if what.name == "counters_apart":
        return (f"{what.arguments[0]} would enter with {what.arguments[1].string} counters from two effects: they "
                "are put as one event (614.1c, 122.6), which is not modelled, so there is no answer")
    if what.name == "untapped_instruction":
        return (f"{what.arguments[0]} is put onto the battlefield tapped by the event's own instruction "
                "(`tapped: true`) and an effect says it enters untapped (614.1d): whether that effect replaces the "
                "instruction is not modelled, so there is no answer")
    if what.name == "uncast_unknown":
        return (f"an effect reads whether {what.arguments[0]} was cast (601.2): give the enter event's `cast_from` "
                "(the zone it was cast from, 601.2a; none for a copy of a spell)")
    if what.name == "token_moved_instead":
        return (f"{what.arguments[0]} is a token (a created one, or a copy of a spell, 608.3f) that an effect would "
                "move elsewhere instead of letting it enter: not modelled, so there is no answer")
    if what.name == "moved_after_entering_with":
        return (f"{what.arguments[0]} would be moved elsewhere instead of entering after an effect gave it counters or "
                "a payment as it enters (614.6: the entering never happens): not modelled, so there is no answer")
    if what.name == "choice_missing":
        return (f"an effect of {what.arguments[0]} reads the {str(what.arguments[1]).replace('_', ' ')} chosen as it "
                f"entered (614.12): give its `choices: {{{what.arguments[1]}: ...}}`")
    if what.name == "quality":
        return f"protection from {what.arguments[0]} is not modelled for damage prevention (702.16e)"
    if what.name == "marked_move_modified":
        return (f"{what.arguments[0]} would be exiled with counters on it and another effect would then modify that "
                "move (614.1a): where the counters would be is not modelled, so there is no answer")
    if what.name == "gain_cause":
        return ("a gain of life meets an effect on the gains a spell or ability causes its own controller (614.1a): "
                "the gain must be the event itself with its `cause`, a spell on the stack or a resolved ability's "
                "effect id; a gain without one, caused by a named permanent, or that damage or another effect results "
                "in (lifelink, 702.15b) is not read, so there is no answer")
    if what.name == "pay_with_loss":
        return (f"{what.arguments[0]} would pay life as a permanent enters beside an effect on losing life: paying "
                "life is losing life (119.4), but whether such an effect modifies a payment is not modelled, so there "
                "is no answer")
    if what.name == "floor_with_loss":
        return (f"damage to {what.arguments[0]} meets a floor to their life total (\"reduces it to 1 instead\") "
                "beside an effect on losing life: both would modify the loss the damage results in (120.4b), in the "
                "order the player chooses (616.1), which is not modelled, so there is no answer")
    return f"`replace` cannot give a meaning to {what}"
