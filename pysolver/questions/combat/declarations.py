"""The legal declarations of attackers or blockers and the scenario's own checked (508.1c-d,
509.1b-c), from the combat programs (asp/combat/): `check.lp` evaluates a declaration and names every
option, restriction and requirement; `declare.lp` and `optimise.lp` find the declarations breaking no
restriction that obey the most requirements; `paid_sets.lp` weighs costs (508.1d)."""

from __future__ import annotations

from functools import partial
from typing import Any

import clingo

from pysolver.errors import ScenarioError
from pysolver.programs.files import combat_programs
from pysolver.programs.parsed import add_facts, add_programs
from pysolver.programs.terms import Memo
from pysolver.questions.combat.board import CombatBoard
from pysolver.questions.combat.model import Checked, CombatAnswer
from pysolver.questions.combat.text import describe_broken, reason
from pysolver.solving.limits import Limits, ground_within, run_within, wait_within

F = clingo.Function


def declarations(board: CombatBoard, question: str, limits: Limits, limit: int) -> CombatAnswer:
    """The answer: what the check program names, the most requirements obeyed, the legal declarations
    (at most `limit`) and the scenario's declaration checked, with its words. Every grounding and
    search of the answer is one run on the worker of the limits (run_within)."""
    return run_within(partial(_answer, board, question, limits, limit), limits, board.source)


def _answer(board: CombatBoard, question: str, limits: Limits, limit: int) -> CombatAnswer:
    """declarations' run: the check program grounded and read, then the optimisations."""
    info = _control(board.facts, question, ("check",), [], limits, board.source)
    answer = _describe(info, question, board)
    for s in _atoms(info, "sacrifice_overlap", 2):  # asp/combat/sacrifice_costs.lp: counts not exact there
        raise ScenarioError(board.source, "objects", f"{s.arguments[1].name} is a land of two land types that costs "
                            f"to attack of {s.arguments[0].name}'s creatures sacrifice: the engine does not judge "
                            "which land each cost takes (508.1g)")
    # 508.1d, 509.1c: the creatures some declaration may pay for (costs.lp, block_costs.lp)
    taxed = sorted(s.arguments[0].name for s in _atoms(info, "may_pay", 1))
    opt = Optimiser(board.facts, question, limits, board.source, taxed)
    answer.max_requirements, answer.legal, answer.truncated = _legal(opt, limit)
    if board.declared is not None:
        checked = answer.checked = _check(info, opt, question, _declaration_of(board.declared, question))
        checked.broken_words = [describe_broken(b, answer) for b in checked.broken]
        checked.reason = reason(answer)
    return answer


def _control(facts: list[clingo.Symbol], question: str, parts: tuple[str, ...], args: list[str],
             limits: Limits, source: str) -> clingo.Control:
    """A Control with the combat programs of `question` and the final parts (resources.combat_programs),
    grounded within the limits (an error names the scenario file `source`)."""
    ctl = clingo.Control(["--warn=none", *args])
    add_programs(ctl, combat_programs(question, parts))
    add_facts(ctl, facts)
    ground_within(ctl, [("base", [])], limits, source)
    return ctl


def _atoms(ctl: clingo.Control, name: str, arity: int) -> list[clingo.Symbol]:
    """The atoms name/arity the grounder decided true (check.lp is stratified: all are facts)."""
    return sorted(a.symbol for a in ctl.symbolic_atoms.by_signature(name, arity) if a.is_fact)


def _pair(sym: clingo.Symbol) -> tuple[str, str, str]:
    """(predicate, first, second) of attack/2 or block/2; ("", "", "") for any other atom."""
    name = sym.name
    if name not in ("attack", "block"):
        return "", "", ""
    first, second = sym.arguments
    return name, first.name, second.name


def _declaration(symbols: list[clingo.Symbol], question: str, memo: Memo | None = None) -> dict[str, Any]:
    """attack/2 or block/2 atoms as the JSON declaration (`memo`: decoded atoms, shared by the
    models of one answer, which repeat the same atoms; each read of an atom calls into clingo)."""
    decode = Memo(_pair) if memo is None else memo
    pairs = [decode[s] for s in symbols]
    if question == "attacks":
        return dict(sorted((c, t) for name, c, t in pairs if name == "attack"))
    blocks: dict[str, list[str]] = {}
    for name, b, a in pairs:
        if name == "block":
            blocks.setdefault(b, []).append(a)
    return {b: sorted(a) for b, a in sorted(blocks.items())}


class Optimiser:
    """declare.lp and optimise.lp grounded once; optimum and optimal declarations under assumptions
    on pays/1 of the creatures that could pay (`taxed`)."""

    def __init__(self, facts: list[clingo.Symbol], question: str, limits: Limits, source: str,
                 taxed: list[str]) -> None:
        self.question = question
        self.source = source
        self.limits = limits
        self.memo = Memo(_pair)
        # core-guided optimisation (usc) proves the optimum at once where model-guided search
        # (branch and bound) takes seconds on 8 x 8 Lure boards and does not finish on 10 x 10
        self.ctl = _control(facts, question, ("declare", "optimise"),
                            ["--opt-mode=optN", "--opt-strategy=usc", "--project"], limits, source)
        self.facts = facts
        self.taxed = taxed
        # the solver literal of pays(C) for each creature C that could pay and that the grounder kept
        atoms = self.ctl.symbolic_atoms
        self.pays = {c: atom.literal for c in taxed if (atom := atoms[F("pays", [F(c)])]) is not None}

    def assumptions(self, paid: set[str], exact: bool) -> list[int]:
        """Literals over the creatures that could pay: pay for none outside `paid` (and, when exact,
        for every one in it)."""
        lits = []
        for c, lit in self.pays.items():
            if c not in paid:
                lits.append(-lit)
            elif exact:
                lits.append(lit)
        return lits

    def solve(self, assumptions: list[int], models: int) -> tuple[int | None, list[list[clingo.Symbol]]]:
        """(best requirement count, up to `models` optimal declarations); (None, []) if none exists."""
        conf = self.ctl.configuration.solve
        conf.models = str(models)  # type: ignore[union-attr]
        best: int | None = None
        found: list[list[clingo.Symbol]] = []

        def on_model(m: clingo.Model) -> None:
            nonlocal best
            # without any requirement there is no objective: every model is optimal
            if m.optimality_proven or not m.cost:
                best = -m.cost[0] if m.cost else 0
                found.append(m.symbols(shown=True))

        with self.ctl.solve(assumptions=assumptions, on_model=on_model, async_=True) as handle:
            wait_within(handle, self.limits, self.source, f"the {self.question} optimisation")
            result = handle.get()
        if result.unsatisfiable:
            return None, []
        return best, found

    def optimum(self, assumptions: list[int]) -> tuple[int | None, list[clingo.Symbol]]:
        """The best count and one optimal declaration (a witness)."""
        best, found = self.solve(assumptions, 1)
        return best, (found[0] if found else [])


def _declaration_of(declared: dict[str, Any], question: str) -> dict[str, Any]:
    """The scenario's declaration as the answer shows it (blockers with no attacker left out)."""
    if question == "attacks":
        return dict(sorted(declared.items()))
    return {b: sorted(a) for b, a in sorted(declared.items()) if a}


def _legal(opt: Optimiser, limit: int) -> tuple[int, list[dict[str, Any]], bool]:
    """max_requirements, the legal declarations (up to `limit`), whether there are more."""
    best, models = opt.solve([], limit + 1)
    top = best or 0
    free, _witness = opt.optimum(opt.assumptions(set(), False)) if opt.taxed else (top, [])
    if free == top:
        # paying for nothing already reaches the optimum, so every paid set's best is `top` (508.1d)
        decls = [_declaration(m, opt.question, opt.memo) for m in models]
    else:
        decls = _legal_by_paid_set(opt, limit)
    decls.sort(key=_sort_key)
    return top, decls[:limit], len(decls) > limit


def _legal_by_paid_set(opt: Optimiser, limit: int) -> list[dict[str, Any]]:
    """508.1d with costs: for each paid set P (smallest first) that some declaration breaking no
    restriction pays for exactly, the declarations paying exactly for P that obey M(P)
    requirements, M(P) the best over every declaration paying only within P. Stops once more than
    `limit` are found."""
    paid_sets = _control(opt.facts, opt.question, ("declare", "paid_sets"), ["--project", "--models=0"],
                         opt.limits, opt.source)
    decls: list[dict[str, Any]] = []
    for size in range(len(opt.taxed) + 1):
        paid_sets.assign_external(F("paid_size", [clingo.Number(size)]), True)
        for paid in _paid_sets_of_size(paid_sets, opt):
            within, _witness = opt.optimum(opt.assumptions(paid, False))
            exact, models = opt.solve(opt.assumptions(paid, True), limit + 1)
            if exact is not None and exact == within:
                decls += [_declaration(m, opt.question, opt.memo) for m in models]
            if len(decls) > limit:
                return decls
        paid_sets.assign_external(F("paid_size", [clingo.Number(size)]), False)
    return decls


def _paid_sets_of_size(ctl: clingo.Control, opt: Optimiser) -> list[set[str]]:
    """Every paid set of the size whose external is true (paid_sets.lp), within the time limit."""
    found: list[set[str]] = []

    def on_model(m: clingo.Model) -> None:
        found.append({s.arguments[0].name for s in m.symbols(shown=True)})

    with ctl.solve(on_model=on_model, async_=True) as handle:
        wait_within(handle, opt.limits, opt.source, f"listing what the {opt.question} can pay for")
        handle.get()
    return sorted(found, key=sorted)


def paid_cost(generic: int, symbols: list[str], sacrifices: tuple[str, ...] = ()) -> str:
    """508.1h: the total cost a declaration pays, in mana symbols: the generic mana, then each other symbol
    ("{2}{W/P}"); "{0}" for nothing but a cost of {0}; then the lands it sacrifices ("the sacrifice of 2 Islands")."""
    symbols = sorted(symbols)
    mana = "".join(([f"{{{generic}}}"] if generic or not symbols else []) + symbols)
    return " and ".join(([mana] if mana != "{0}" or not sacrifices else []) + sorted(sacrifices))


def sacrifice_words(number: int, kind: clingo.Symbol) -> str:
    """The lands a cost to attack sacrifices (asp/combat/sacrifice_costs.lp's kind: land or subtype(T))."""
    noun = "land" if kind.name == "land" else kind.arguments[0].name.capitalize()
    return f"the sacrifice of {number} {noun}{'s' if number > 1 else ''}"


def _sort_key(decl: dict[str, Any]) -> tuple[int, str]:
    """Smaller declarations first, then by content: the order of `legal`."""
    return len(decl), str(sorted(decl.items()))


def _check(info: clingo.Control, opt: Optimiser, question: str, declaration: dict[str, Any]) -> Checked:
    """The scenario's declaration: legal when it breaks nothing and obeys the best count within
    what it pays for (508.1d, 509.1c)."""
    broken = [s.arguments[0] for s in _atoms(info, "broken", 1)]
    obeyed = [s.arguments[0] for s in _atoms(info, "obeyed", 1)]
    pays = [s.arguments[0].name for s in _atoms(info, "pays", 1)]
    best, witness = opt.optimum(opt.assumptions(set(pays), False))
    best = best or 0
    legal = not broken and len(obeyed) >= best
    witness_obeyed = sorted(s.arguments[0] for s in witness if s.name == "obeyed")
    return Checked(declaration, legal, obeyed, broken, best,
                   None if legal else _declaration(witness, question), witness_obeyed, pays,
                   _payments(info, pays))


def _payments(info: clingo.Control, pays: list[str]) -> list[tuple[str, str, list[str]]]:
    """508.1h, 509.1d: (player, the total cost they pay, the creatures it is for) of each player who pays: each
    creature's controller pays its costs (several defending players each pay for their own blockers)."""
    controller = {s.arguments[1].name: s.arguments[0].name for s in _atoms(info, "controls", 2)}
    generic = {s.arguments[0].name: s.arguments[1].number for s in _atoms(info, "pays_mana", 2)}
    symbols: dict[str, list[str]] = {}
    for s in _atoms(info, "pays_symbol", 3):
        symbols.setdefault(s.arguments[0].name, []).append(s.arguments[2].string)
    sacrificed: dict[str, list[str]] = {}
    for s in _atoms(info, "pays_sacrifice", 3):  # 508.1g: lands sacrificed (asp/combat/sacrifice_costs.lp)
        sacrificed.setdefault(s.arguments[0].name, []).append(sacrifice_words(s.arguments[1].number, s.arguments[2]))
    by_player: dict[str, list[str]] = {}
    for c in pays:
        by_player.setdefault(controller[c], []).append(c)
    return [(player, paid_cost(sum(generic.get(c, 0) for c in creatures),
                               [sym for c in creatures for sym in symbols.get(c, [])],
                               tuple(sac for c in creatures for sac in sacrificed.get(c, []))), creatures)
            for player, creatures in sorted(by_player.items())]


def _describe(info: clingo.Control, question: str, board: CombatBoard) -> CombatAnswer:
    """Everything the human output names, read from the check program (every atom is a fact), with the
    board's names of objects and sources of effects."""
    options: dict[str, list[str]] = {}
    unable: dict[str, list[clingo.Symbol]] = {}
    evasion: dict[tuple[str, str], list[clingo.Symbol]] = {}
    capacity: dict[str, int | None] = {}
    candidate, may, unable_preds = (("attack_candidate", "may_attack", ("unable_attack", "cant_attack"))
                                    if question == "attacks" else
                                    ("blocker_candidate", "may_block", ("unable_block", "cant_block")))
    for s in _atoms(info, candidate, 1):
        options[s.arguments[0].name] = []
    for s in _atoms(info, may, 2):
        options[s.arguments[0].name].append(s.arguments[1].name)
    for pred in unable_preds:
        for s in _atoms(info, pred, 2):
            unable.setdefault(s.arguments[0].name, []).append(s)
    if question == "attacks":  # 508.1c: a creature barred from one target only
        for s in _atoms(info, "attack_barred", 3):
            evasion.setdefault((s.arguments[0].name, s.arguments[1].name), []).append(s.arguments[2])
    if question == "blocks":
        for s in _atoms(info, "evasion", 3):
            evasion.setdefault((s.arguments[0].name, s.arguments[1].name), []).append(s.arguments[2])
        for s in _atoms(info, "capacity", 2):
            capacity[s.arguments[0].name] = s.arguments[1].number
        for s in _atoms(info, "block_any_number", 1):
            capacity[s.arguments[0].name] = None
    taxes = ([(s.arguments[0].name, s.arguments[1].name, f"{{{s.arguments[2].number}}}")
              for s in _atoms(info, "attack_tax", 3)]
             + [(s.arguments[0].name, s.arguments[1].name, s.arguments[2].string)
                for s in _atoms(info, "attack_symbol_tax", 3)]) if question == "attacks" else []
    # 508.1d, 509.1c-d: the costs on one creature, to attack (costs.lp) or to block (block_costs.lp)
    cost_pred = "creature_cost" if question == "attacks" else "block_cost"
    creature_costs = [(s.arguments[0].name, s.arguments[1].name, f"{{{s.arguments[2].number}}}", None)
                      for s in _atoms(info, cost_pred, 3)]
    # 508.1d, 508.1g: lands sacrificed to attack (Leviathan)
    creature_costs += [(s.arguments[0].name, s.arguments[1].name, sacrifice_words(s.arguments[2].number,
                                                                                  s.arguments[3]), None)
                       for s in _atoms(info, "sacrifice_cost", 4)]
    # 509.1c-d: a cost on blocking one attacker (Hipparion: an attacker with power 3 or greater)
    creature_costs += [(s.arguments[0].name, s.arguments[2].name, f"{{{s.arguments[3].number}}}",
                        s.arguments[1].name) for s in _atoms(info, "pair_cost", 4)]
    requirements = [s.arguments[0] for s in _atoms(info, "requirement", 1)]
    rules = [s.arguments[0] for s in _atoms(info, "declaration_rule", 1)]
    answer = CombatAnswer(question, 0, [], False, None, board.names, options, unable, evasion, requirements, taxes,
                          capacity, rules, board.effects, creature_costs=creature_costs)
    answer.blocked_requirements = [(s.arguments[0].name, s.arguments[1])
                                   for s in _atoms(info, "blocked_requirement", 2)]
    return answer
