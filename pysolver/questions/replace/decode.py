"""An answer set of the replacement rules read back: the events that finally happen (as the contract
writes them) and the effects applied in order, who chose each (616.1)."""

from __future__ import annotations

import json
from typing import Any

import clingo

from pysolver.cards.library import Library
from pysolver.cards.names import find_card
from pysolver.cards.printed import Printed
from pysolver.questions.engine_terms import is_engine_term
from pysolver.questions.layers.outcomes import FinalState
from pysolver.questions.replace.model import ReplaceOutcome, Step

F, N, S = clingo.Function, clingo.Number, clingo.String
# the term of an event that copies nothing (asp/replace/events.lp: ent/4 and tok/3)
NONE = F("none")


def outcome_key(outcome: ReplaceOutcome) -> str:
    """Outcomes that end in the same events and life lost to damage (120.3a), leaving every shield alike (615.7), are
    one (616.1)."""
    return json.dumps([outcome.events, outcome.life_loss, outcome.shields], sort_keys=True)


# ----------------------------------------------------------------------------------------------
# reading an answer set

KIND_ORDER = {"damage": 0, "zone_change": 1, "regenerate": 2, "remove_damage": 2, "remove_counter": 3, "enter": 4,
              "create_token": 5, "counters": 6, "draw": 7, "mill": 7, "gain_life": 8, "pay_life": 9, "lose_life": 10,
              "win": 11}
# the replacement effects the rules give a permanent for a kind of counter on it (122.1c, 122.1h)
COUNTER_ABILITIES = {"shield_counter_destruction": "shield", "shield_counter_damage": "shield",
                     "finality_counter": "finality"}


class Decoder:
    """Answer sets -> outcomes (events as in docs/replace.md, the effects applied in order)."""

    def __init__(self, state: FinalState, library: Library, defs: dict[str, list[clingo.Symbol]]) -> None:
        sc = self.sc = state.scenario
        self.library = library
        self.board = state.outcome.objects
        self.namer = state.namer
        self.defs = defs
        self.names = {oid: f"{o['name']} ({oid})" if o["name"] else oid for oid, o in self.board.items()}
        # the tokens an effect defines, by their spec (the steps of Academy Manufactor, Chatterfang name them)
        self.names.update({f"def({d})": spec_json(clingo.Function("def", [clingo.Function(d)]), defs)["name"]
                           for d in defs})
        self.turn = {p: i for i, p in enumerate(sc.players[sc.players.index(sc.active):]
                                                 + sc.players[:sc.players.index(sc.active)])}

    def outcome(self, symbols: list[clingo.Symbol]) -> ReplaceOutcome:
        events: list[dict[str, Any]] = []
        chosen: dict[clingo.Symbol, tuple[clingo.Symbol, clingo.Symbol]] = {}
        edges: dict[clingo.Symbol, list[clingo.Symbol]] = {}
        chooser: dict[clingo.Symbol, str] = {}
        ops: dict[clingo.Symbol, list[clingo.Symbol]] = {}
        cant: list[tuple[str, clingo.Symbol]] = []
        targets: set[clingo.Symbol] = set()
        shields: list[dict[str, Any]] = []
        lost: dict[str, int] = {}
        marks: dict[str, dict[str, int]] = {}
        for sym in symbols:
            name, args = sym.name, sym.arguments
            if name == "out" and args[0].name == "mark":  # 122.1: counters the moved card has where it went
                obj, kind, n = args[0].arguments
                marks.setdefault(obj.name, {})[kind.string] = n.number
            elif name == "out":
                events.append(self.event(args[0]))
            elif name == "out_tokens":
                events.append(self.tokens(*args[1:]))
            elif name == "out_token_counters":
                events.append(self.token_counters(*args[1:]))
            elif name == "out_token_pays":
                events += self.token_pays(*args[1:])
            elif name == "choose":
                chosen[args[0]] = (args[1], args[2])
            elif name == "edge":
                edges.setdefault(args[0], []).append(args[1])
                targets.add(args[1])
            elif name == "did":
                ops.setdefault(args[0], []).append(args[1])
            elif name == "chose_for":
                chooser[args[0]] = args[1].name
            elif name == "cant_hit":
                cant.append((self.effect_name(args[1]), args[1]))
            elif name == "life_loss":
                lost[args[0].name] = lost.get(args[0].name, 0) + args[1].number
            elif name == "shield_left":
                shields.append({"effect": self.effect_name(args[0]), "source": self.source_name(args[0]),
                                "prevents": args[1].number, "left": args[2].number})
        for ev in events:
            if ev["kind"] == "zone_change" and ev["object"] in marks:
                ev["counters"] = marks[ev["object"]]
        # (a token's spec is a dict: compared by its items, tokens of several kinds being several events)
        events.sort(key=lambda e: (KIND_ORDER[e["kind"]], sorted(((k, sorted(v.items()) if isinstance(v, dict) else v)
                                                                  for k, v in e.items()), key=str)))
        steps = self.steps(chosen, edges, chooser, targets, ops)
        shields.sort(key=lambda shield: shield["effect"])
        life_loss = [{"player": p, "amount": n} for p, n in sorted(lost.items(), key=lambda kv: self.turn[kv[0]])]
        return ReplaceOutcome(events, [s.effect for s in steps], steps, sorted(set(cant), key=str), shields,
                              life_loss, self.life_totals(events, lost))

    def life_totals(self, events: list[dict[str, Any]], lost: dict[str, int]) -> dict[str, int]:
        """119.3: the life total of each player the scenario gives one for, after the outcome: less
        the life lost to damage (120.3a), lost otherwise and paid, plus the life gained."""
        totals = dict(self.sc.life)
        for player in totals:
            gained = sum(e["amount"] for e in events if e["kind"] == "gain_life" and e["player"] == player)
            paid = sum(e["amount"] for e in events if e["kind"] in ("pay_life", "lose_life") and e["player"] == player)
            totals[player] += gained - paid - lost.get(player, 0)
        return totals

    def steps(self, chosen: dict[clingo.Symbol, tuple[clingo.Symbol, clingo.Symbol]],
              edges: dict[clingo.Symbol, list[clingo.Symbol]], chooser: dict[clingo.Symbol, str],
              targets: set[clingo.Symbol], ops: dict[clingo.Symbol, list[clingo.Symbol]]) -> list[Step]:
        """The applications in order: each affected player's events in APNAP order (616.1), each
        followed by what it became (depth first)."""
        roots = [n for n in set(chosen) | set(edges) if n not in targets]
        roots.sort(key=lambda n: (self.turn.get(chooser.get(n, ""), len(self.turn)), n.arguments[0].number))
        steps: list[Step] = []
        stack = list(reversed(roots))
        while stack:
            node = stack.pop()
            if node in chosen:
                effect, option = chosen[node]
                after = edges.get(node, [])
                steps.append(Step(chooser.get(node, ""), self.effect_name(effect), self.source_name(effect),
                                  option.name, sorted(ops.get(node, [])),
                                  node.arguments[2], [a.arguments[2] for a in after], self.names,
                                  base_root(node.arguments[0])))
            stack.extend(reversed(edges.get(node, [])))
        return steps

    # --- names ---------------------------------------------------------------------------
    def effect_name(self, eff: clingo.Symbol) -> str:
        """`obj#N` for an object's Nth printed ability (as the layer engine names effects), the
        effect's id for a resolved one, `obj#term` for an ability it does not print."""
        if eff.name == "rule":  # a rule that says the event can't happen (111.8)
            return f"rule {eff.arguments[0].string}"
        if eff.name != "eff":
            return eff.name
        holder, ability = eff.arguments
        if ability.name in COUNTER_ABILITIES:
            return f"{holder.name}#{COUNTER_ABILITIES[ability.name]} counter"
        if holder.name == "tk":
            spec = holder.arguments[2]
            label, token = self.token_label(spec)
            if ability in token.abilities:
                return f"{label}#{token.place(token.abilities.index(ability))}"
            return f"{label}#{ability}"
        printed = self.sc.object(holder.name).printed
        if ability in printed.abilities:
            return f"{holder.name}#{printed.place(printed.abilities.index(ability))}"
        return f"{holder.name}#{ability}"  # an ability it has but does not print (a copy's, a granted one)

    def token_label(self, spec: clingo.Symbol) -> tuple[str, Printed]:
        """How the effects of a created token are named (`voice_token#2`: the token that is a copy of
        voice, its 2nd ability), with the printed values whose abilities that number refers to."""
        if spec.name == "copy":
            oid = spec.arguments[0].name
            return f"{oid}_token", self.sc.object(oid).printed
        if spec.name == "card":
            card = find_card(self.library, spec.arguments[0].string)  # a name the scenario's loader found
            slug = "_".join("".join(ch for ch in spec.arguments[0].string.lower() if ch.isalnum() or ch == " ").split())
            return f"{slug}_token", card.printed
        return f"{spec.arguments[0].name}_token", Printed(name="")

    def source_name(self, eff: clingo.Symbol) -> str:
        """The name of the effect's source, in words."""
        if is_engine_term(eff, "eff"):
            holder = eff.arguments[0]
            if holder.name == "tk":
                spec = holder.arguments[2]
                if spec.name == "copy":
                    return f"the token copy of {self.names[spec.arguments[0].name]}"
                return f"the {spec_json(spec, self.defs).get('card') or spec_json(spec, self.defs)['name']} token"
            if eff.arguments[1].name in COUNTER_ABILITIES:
                return f"the {COUNTER_ABILITIES[eff.arguments[1].name]} counter on {self.names[holder.name]}"
            return self.board[holder.name]["name"] or holder.name
        return self.namer.source(eff)

    # --- events --------------------------------------------------------------------------
    def event(self, ev: clingo.Symbol) -> dict[str, Any]:
        """An event term of asp/replace/events.lp as the scenario's keys."""
        a = ev.arguments
        if ev.name == "zone" and a[2].name == "library_bottom":  # 401.1: a place in the library, its bottom
            return {"kind": "zone_change", "object": a[0].name, "from": a[1].name, "to": "library",
                    "position": "bottom"}
        if ev.name == "zone":
            return {"kind": "zone_change", "object": a[0].name, "from": a[1].name, "to": a[2].name}
        if ev.name == "dmg":
            out = {"kind": "damage", "source": a[0].name, "target": a[1].name, "amount": a[2].number}
            if a[3].name == "unpreventable":
                out["cant_be_prevented"] = True
            if (self.sc.event or {}).get("combat"):
                out["combat"] = True
            return out
        if ev.name == "ctr":
            recipient = a[0].arguments[0].name if a[0].name == "entering" else a[0].name
            return {"kind": "counters", "object": recipient, "counter": a[1].string, "amount": a[2].number,
                    "player": a[3].name}
        if ev.name == "ent":
            out = {"kind": "enter", "object": a[0].name, "controller": a[1].name, "tapped": a[2].name == "tapped"}
            if a[3] != NONE:
                out["copy_of"] = a[3].name
            return out
        if ev.name in ("draw", "gain"):
            return {"kind": "draw" if ev.name == "draw" else "gain_life", "player": a[0].name, "amount": a[1].number}
        if ev.name == "pay":  # life paid as an object enters (614.12a): one event per payment
            return {"kind": "pay_life", "player": a[0].name, "amount": a[1].number, "for": a[2].name}
        if ev.name == "loss":  # a life gain replaced by a loss of life (119.3)
            return {"kind": "lose_life", "player": a[0].name, "amount": a[1].number}
        if ev.name == "regen":
            return {"kind": "regenerate", "object": a[0].name}
        if ev.name == "mill":  # 701.13a: that many cards of the player's library put into their graveyard
            return {"kind": "mill", "player": a[0].name, "amount": a[1].number}
        if ev.name == "won":  # 104.2b: an effect says the player wins the game
            return {"kind": "win", "player": a[0].name}
        if ev.name == "heal":  # 702.89a: all damage marked on it removed instead of its destruction
            return {"kind": "remove_damage", "object": a[0].name}
        if ev.name == "lose":  # counters removed (122.1): one, or as many as the third argument says
            return {"kind": "remove_counter", "object": a[0].name, "counter": a[1].string,
                    "amount": a[2].number if len(a) == 3 else 1}
        raise ValueError(f"internal error: unknown event {ev}")

    def tokens(self, player: clingo.Symbol, spec: clingo.Symbol, ctrl: clingo.Symbol, tapped: clingo.Symbol,
               copy: clingo.Symbol, count: clingo.Symbol) -> dict[str, Any]:
        out = {"kind": "create_token", "player": player.name, "amount": count.number,
               "token": spec_json(spec, self.defs),
               "controller": ctrl.name, "tapped": tapped.name == "tapped"}
        if copy != NONE:
            out["copy_of"] = copy.name
        return out

    def token_counters(self, player: clingo.Symbol, spec: clingo.Symbol, kind: clingo.Symbol,
                       amount: clingo.Symbol, putter: clingo.Symbol, count: clingo.Symbol) -> dict[str, Any]:
        return {"kind": "counters", "object": "token", "token": spec_json(spec, self.defs), "tokens": count.number,
                "counter": kind.string, "amount": amount.number, "player": putter.name,
                "creator": player.name}

    def token_pays(self, player: clingo.Symbol, spec: clingo.Symbol, payer: clingo.Symbol, amount: clingo.Symbol,
                   count: clingo.Symbol) -> list[dict[str, Any]]:
        """The life paid as tokens enter: one payment for each of `count` tokens (614.12a)."""
        return [{"kind": "pay_life", "player": payer.name, "amount": amount.number, "for": "token",
                 "token": spec_json(spec, self.defs), "creator": player.name} for _ in range(count.number)]


def base_root(root: clingo.Symbol) -> int:
    """The number of the scenario's root event a node belongs to: a part of a replaced creation of tokens,
    part(R,X,S), belongs to its R's (asp/replace/token_parts.lp)."""
    while root.type == clingo.SymbolType.Function and root.name == "part":
        root = root.arguments[0]
    return root.number


def spec_json(spec: clingo.Symbol, defs: dict[str, list[clingo.Symbol]]) -> dict[str, str]:
    """A token spec as the scenario writes it ({"card": name} or {"copy_of": id}), or the name of
    the token an effect defines (111.4)."""
    if spec.name == "card":
        return {"card": spec.arguments[0].string}
    if spec.name == "copy":
        return {"copy_of": spec.arguments[0].name}
    names = [a.arguments[2].string for a in defs.get(spec.arguments[0].name, []) if a.arguments[1].name == "name"]
    return {"name": names[0] if names else spec.arguments[0].name}
