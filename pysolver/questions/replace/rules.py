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
            what = sym.arguments[0]
            path = f"event.{what.arguments[1].name}" if what.name == "field_without" else "event"
            raise ScenarioError(self.label, path, unsupported_message(sym))
        for sym in self.atoms("too_many", 1):
            raise SolverLimitError(f"{self.label}: more than 31 replacement effects could apply to "
                                   f"one {sym.arguments[0].name} event; `replace` handles at most 31")
        if self.atoms("too_big", 1):
            raise SolverLimitError(f"{self.label}: an amount would grow past 2^30 under the "
                                   "replacement effects; use smaller numbers")


# what part `choose` reads of the other parts (asp/replace/choice.lp)
GRAPH = (("node", 2), ("open", 1), ("allowed", 2), ("usable", 3), ("succ", 4), ("extra", 4), ("contained", 2),
         ("chooser", 2), ("does", 4), ("blocked_by", 2), ("report", 2), ("head_leaf", 2), ("loses_life", 3))


# why the rules cannot answer, by the name of what unsupported/1 holds: a template given that term's arguments ({0},
# {1}, ...), the same with underscores as spaces ({spaced[1]}) and the scenario field it names ({field}, FIELDS);
# a brace the message shows is doubled (str.format)
UNSUPPORTED = {
    "ability": ("{0} has the replacement ability {1}, which `replace` does not model; it would change the answer, so "
                "there is none"),
    "x_missing": "{0} enters with X counters: give the enter event's `x` (107.3m)",
    "loyalty_entering": ("{0} enters as a copy of a planeswalker with an additional loyalty counter: `replace` does "
                         "not model a planeswalker's loyalty counters as it enters (306.5b)"),
    "life_paid_missing": ("{0} pays any amount of life as it enters, chosen then (614.12): give the object's "
                          "`choices: {{life_paid: N}}`"),
    "life_paid_too_much": ("{1} would pay {2} life as {0} enters, more than their life total: a player may pay life "
                           "only if their life total is at least the payment (119.4)"),
    "cast_unknown": "{0} has an ability that reads how it was cast: give the enter event's {field}",
    "hand_unknown": ("an entering object lets {0} reveal a {spaced[1]} from their hand, and the scenario puts none "
                     "there: add it (zone: hand), or say the hands are complete (the enter event's "
                     "`hands_complete: true`)"),
    "devour_unknown": ("{0} has devour (702.82a): give the enter event's `devoured` (the creatures its controller "
                       "sacrifices as it enters; [] for none)"),
    "tribute_unknown": ("{0} has tribute (702.104a): give the enter event's `tribute` (`{{opponent: ID, paid: "
                        "true|false}}`: the opponent chosen and whether they put the counters on it)"),
    "read_ahead_unknown": ("{0} has read ahead (702.155b): give the enter event's `read_ahead` (the chapter number "
                           "chosen as it enters, one to its final chapter number)"),
    "amplify_unknown": ("{0} has amplify (702.38a): give the enter event's `amplified` (the cards its controller "
                        "reveals from their hand as it enters; [] for none)"),
    "amplify_unshared": ("{1} shares no creature type with {0} as it would enter: amplify reveals only cards that "
                         "do (702.38a)"),
    "devoured_source": ("{1} is sacrificed as {0} enters (devour, 702.82a) and is the source of another effect on that "
                        "entering: whether it still applies depends on the order the effects are applied in (616.1), "
                        "which is not modelled, so there is no answer"),
    "turn_unknown": "an entering object's ability reads what happened this turn: give the enter event's {field}",
    "life_total": ("a replacement effect reads {0}'s life total, which the scenario does not give (the top-level "
                   "`life`, 119.1)"),
    "life_below_floor": ("{0}'s life total is below the floor of an effect that \"reduces it to\" that floor (614.1a): "
                         "from there it would be no reduction, which the words do not say, so there is no answer"),
    "floor_lifelink": ("damage dealt to {0} by a source with lifelink they control meets a floor to their life total: "
                       "the loss and the gain are one change of it (119.3, 702.15b), which the floor's words do not "
                       "settle, so there is no answer"),
    "source_choice": ("effect {0} prevents damage from a source of its controller's choice, chosen as it was created "
                      "(609.7a): give the effect's `choices: {{source: ID}}`"),
    "toxic": ("{0} has toxic and deals combat damage to a player: the poison counters it gives (702.164c, its total "
              "toxic value) are not known exactly (an effect grants toxic, or an object prints one value twice) or "
              "meet infect's (702.90b), so there is no answer"),
    "regeneration_cause": ("the destruction's cause {0} has an activated or triggered ability whose destruction can't "
                           "be regenerated (701.19c): name that ability's resolved effect as the cause (`effects: "
                           "[{{id: e1, ability_of: ...}}]`, `cause: e1`)"),
    "dredge_mill_replaced": ("{0} would dredge (702.52a) beside an effect on moving cards: which cards are milled "
                             "the board does not say (their library order), so neither where they go, and there is no "
                             "answer"),
    "dredge_milled": ("{0}, a card with dredge in the library, may be milled by a dredge while draws remain, and then "
                      "replace one of them (702.52a): which cards are milled the board does not say, so there is no "
                      "answer"),
    "field_without": ("{0} has no {field} as it would enter (614.12): the field states a choice only that keyword "
                      "makes, so it is bad input; remove it"),
    "counters_apart": ("{0} would enter with {1.string} counters from two effects: they are put as one event (614.1c, "
                       "122.6), which is not modelled, so there is no answer"),
    "untapped_instruction": ("{0} is put onto the battlefield tapped by the event's own instruction (`tapped: true`) "
                             "and an effect says it enters untapped (614.1d): whether that effect replaces the "
                             "instruction is not modelled, so there is no answer"),
    "uncast_unknown": ("an effect reads whether {0} was cast (601.2): give the enter event's `cast_from` (the zone it "
                       "was cast from, 601.2a; none for a copy of a spell)"),
    "draw_instruction": ("{0} replaces an opponent's instruction to draw two or more cards beside another effect on "
                         "drawing, which replaces each card drawn (121.2): which applies first is not modelled, so "
                         "there is no answer"),
    "draw_sequence": ("{0} replaces a draw from an empty library beside another effect on drawing (121.2: the draws "
                      "one at a time): which draw finds the library empty is not modelled, so there is no answer"),
    "one_more_on_parts": ("{0} adds one token to a creation of tokens of several kinds (614.1a: once, to the whole "
                          "creation), which is not modelled, so there is no answer"),
    "caused_parts": ("the creation of tokens caused by {0}, which has a self-replacement effect (616.1a), would become "
                     "tokens of several kinds (614.1a): whether that effect applies to each kind is not modelled, so "
                     "there is no answer"),
    "token_moved_instead": ("{0} is a token (a created one, or a copy of a spell, 608.3f) that an effect would move "
                            "elsewhere instead of letting it enter: not modelled, so there is no answer"),
    "moved_after_entering_with": ("{0} would be moved elsewhere instead of entering after an effect gave it counters "
                                  "or a payment as it enters (614.6: the entering never happens): not modelled, so "
                                  "there is no answer"),
    "choice_missing": ("an effect of {0} reads the {spaced[1]} chosen as it entered (614.12): give its "
                       "`choices: {{{1}: ...}}`"),
    "quality": "protection from {0} is not modelled for damage prevention (702.16e)",
    "marked_move_modified": ("{0} would be exiled with counters on it and another effect would then modify that move "
                             "(614.1a): where the counters would be is not modelled, so there is no answer"),
    "gain_cause": ("a gain of life meets an effect on the gains a spell or ability causes its own controller (614.1a): "
                   "the gain must be the event itself with its `cause`, a spell on the stack or a resolved ability's "
                   "effect id; a gain without one, caused by a named permanent, or that damage or another effect "
                   "results in (lifelink, 702.15b) is not read, so there is no answer"),
    "pay_with_loss": ("{0} would pay life as a permanent enters beside an effect on losing life: paying life is losing "
                      "life (119.4), but whether such an effect modifies a payment is not modelled, so there is no "
                      "answer"),
    "floor_with_loss": ("damage to {0} meets a floor to their life total (\"reduces it to 1 instead\") beside an "
                        "effect on losing life: both would modify the loss the damage results in (120.4b), in the "
                        "order the player chooses (616.1), which is not modelled, so there is no answer"),
}

# the scenario field a template's {field} names: which argument says what is missing, and the field for each value
FIELDS = {
    "cast_unknown": (1, {"kicked": "`kicked` (how many times it was kicked, 0 if not: 702.33d)",
                         "kicked_with": "`kicked_with` (the kicker costs paid, such as [\"{1}{U}\"]; [] for none: "
                                        "702.33c)",
                         "mana": "`mana_spent` (the mana spent to cast it, such as {W: 2, U: 1}: 601.2h)",
                         "cast_from": "`cast_from` (the zone it was cast from: 601.2a)"}),
    "field_without": (1, {"devoured": "devour (702.82a: only it sacrifices creatures as it enters)",
                          "tribute": "tribute (702.104a: only it lets an opponent put counters on it as it enters)",
                          "read_ahead": "read ahead (702.155b: only it chooses the number of lore counters a Saga "
                                        "enters with)",
                          "amplified": "amplify (702.38a: only it reveals cards as it enters)"}),
    "turn_unknown": (0, {"attacked": "`attacked_this_turn` (whether the active player attacked, 508.1)",
                         "lost_life": "`lost_life_this_turn` (the players who lost life, 119.3; [] for none)",
                         "damaged": "`damaged_this_turn` (the players dealt damage this turn, 120.3; [] for none)",
                         "died": "`died_this_turn` (how many creatures died, 700.4)",
                         "left": "`left_battlefield_this_turn` (the players under whose control a permanent left the "
                                 "battlefield; [] for none)"}),
}


def unsupported_message(sym: clingo.Symbol) -> str:
    """Why the rules cannot answer: what they met that has no meaning for `replace` (UNSUPPORTED)."""
    what = sym.arguments[0]
    template = UNSUPPORTED.get(what.name)
    if template is None:
        return f"`replace` cannot give a meaning to {what}"
    args = what.arguments
    field = ""
    if what.name in FIELDS:
        at, fields = FIELDS[what.name]
        field = fields[args[at].name]
    return template.format(*args, spaced=[str(a).replace("_", " ") for a in args], field=field)
