"""The scenario's event as the replacement rules read it (asp/replace/events.lp): its root events,
how the entering objects were cast, the classes of entering objects that one layer run serves
(614.12: an object about to enter is judged as it would exist on the battlefield), checked against
the board the layers give (120.1)."""

from __future__ import annotations

import dataclasses
import re

import clingo

from pysolver.cards.vocabulary import const, subtype_facts
from pysolver.errors import ScenarioError
from pysolver.questions.layers.outcomes import FinalState
from pysolver.questions.replace.decode import NONE
from pysolver.scenario import GameObject, Scenario
from pysolver.scenario.cast import entry_keywords
from pysolver.scenario.facts import object_facts

F, N, S = clingo.Function, clingo.Number, clingo.String


def event_facts(sc: Scenario, state: FinalState) -> list[clingo.Symbol]:
    """root(R,Ev), cause(R,O), combat_root(R) (combat damage) for the scenario's event; for objects
    entering, thing_class(O,Cl), x_value(O,X), devoured_count(O,N), devoured(O,Cr), tribute_told(O), tribute_paid(O,P),
    chapter_chosen(O,N), amplify_told(O) and amplify_revealed(O,Card) (with subtype_class/2 of the creature types);
    life_total(P,L), the life totals the scenario gives (119.1, read by "unless a player has N or less life"). `sc`
    is the scenario of the final state of the layers (`state`), on which the event's recipients of damage are
    checked first."""
    check_damage_recipients(sc, state)
    check_devoured(sc, state)
    check_stack_keywords(sc)
    event = sc.event or {}
    facts: list[clingo.Symbol] = [F("life_total", [const(p), N(life)]) for p, life in sorted(sc.life.items())]
    if event["kind"] == "enter":
        ids = event.get("objects", [event.get("object")])
        facts += [F("thing_class", [const(oid), const(cls)]) for oid, cls in entering_classes(sc, ids).items()]
        if "x" in event:
            facts += [F("x_value", [const(oid), N(event["x"])]) for oid in ids]
        facts += casting_facts(sc, ids)
        if "devoured" in event:  # 702.82a: the creatures sacrificed as it enters
            facts.append(F("devoured_count", [const(ids[0]), N(len(event["devoured"]))]))
            facts += [F("devoured", [const(ids[0]), const(oid)]) for oid in event["devoured"]]
        if "amplified" in event:  # 702.38a: the cards revealed, and the creature types they may share
            facts.append(F("amplify_told", [const(ids[0])]))
            facts += [F("amplify_revealed", [const(ids[0]), const(oid)]) for oid in event["amplified"]]
            facts += [f for f in subtype_facts() if f.arguments[1].name == "creature_type"]
        if "read_ahead" in event:  # 702.155b: the number of lore counters chosen as it enters
            facts.append(F("chapter_chosen", [const(ids[0]), N(event["read_ahead"])]))
        if "tribute" in event:  # 702.104a: the opponent's choice as it enters
            tribute = event["tribute"]
            facts.append(F("tribute_told", [const(ids[0])]))
            if tribute["paid"]:
                facts.append(F("tribute_paid", [const(ids[0]), const(tribute["opponent"])]))
        if event.get("hands_complete"):  # the scenario lists each player's whole hand (a reveal reads it)
            facts += [F("hand_complete", [const(p)]) for p in sc.players]
    cause = sc.resolving_cause()  # the resolving spell or ability whose effect the event is (614.15)
    facts += toxic_facts(sc, state) + leaving_facts(sc)
    for r, root in enumerate(root_events(sc), start=1):
        facts.append(F("root", [N(r), root]))
        if cause is not None:
            facts.append(F("cause", [N(r), const(cause)]))
        if event.get("combat"):  # 510.2: combat damage (Fog prevents it)
            facts.append(F("combat_root", [N(r)]))
    return facts


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
    if kind in ("draw", "gain_life", "lose_life"):
        term = {"draw": "draw", "gain_life": "gain", "lose_life": "loss"}[kind]
        return [F(term, [const(ev["player"]), N(event["amount"])])]
    copy = const(ev["copy_of"]) if "copy_of" in ev else NONE
    tapped = const("tapped" if event["tapped"] else "untapped")
    return [F("ent", [const(oid), const(event.get("controller", sc.object(oid).owner)), tapped, copy])
            for oid in event.get("objects", [event.get("object")])]


def casting_facts(sc: Scenario, ids: list[str]) -> list[clingo.Symbol]:
    """How the entering objects were cast (asp/replace/casting.lp): not_cast(O) for an object that
    is not on the stack (601.2, 608.3: only a resolving spell was cast); for one on the stack what
    the event says, each with cast_known(O,What); attack_known and attacked(P) (508.1, 506.2: only
    the active player attacks in a turn); lost_known and lost_life(P) (119.3); damaged_known and
    damaged(P) (120.3); died_known and died_count(N) (700.4); left_known and left_under(P)."""
    event = sc.event or {}
    facts: list[clingo.Symbol] = []
    for oid in ids:
        o = const(oid)
        if sc.object(oid).zone != "stack":
            facts.append(F("not_cast", [o]))
            continue
        if "kicked" in event:
            facts += [F("cast_known", [o, F("kicked")]), F("kicked", [o, N(event["kicked"])])]
        if "kicked_with" in event:  # 702.33c: the kicker costs paid
            facts.append(F("cast_known", [o, F("kicked_with")]))
            facts += [F("kicked_with", [o, S(cost)]) for cost in event["kicked_with"]]
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
    if "damaged_this_turn" in event:
        facts += [F("damaged_known"), *(F("damaged", [const(p)]) for p in event["damaged_this_turn"])]
    if "left_battlefield_this_turn" in event:
        facts += [F("left_known"), *(F("left_under", [const(p)]) for p in event["left_battlefield_this_turn"])]
    if "died_this_turn" in event:
        facts += [F("died_known"), F("died_count", [N(event["died_this_turn"])])]
    return facts


def toxic_facts(sc: Scenario, state: FinalState) -> list[clingo.Symbol]:
    """toxic_total(S,T) for the source of combat damage with toxic: its total toxic value (702.164b, the sum of the
    N of its toxic abilities), when the board tells it exactly. The layers give one atom per ability value, so two
    abilities of one value would count once: that can happen only when an effect grants toxic (613.1f: a `does` of
    some definition names it) or an object prints one value twice; then no total is given and the rules refuse."""
    event = sc.event or {}
    if event["kind"] != "damage" or not event.get("combat"):
        return []
    source = const(event["source"])
    values = [sym.arguments[2].arguments[0].number for sym in state.characteristics
              if sym.arguments[0] == source and sym.arguments[1].name == "ability" and sym.arguments[2].name == "toxic"]
    granted = any(f.name == "does" and "toxic(" in str(f) for f in sc.definitions)
    twice = any(len(printed) != len(set(printed))
                for printed in ([a for a in o.printed.abilities if a.name == "toxic"] for o in sc.objects))
    if not values or granted or twice:
        return []
    return [F("toxic_total", [source, N(sum(values))])]


def token_spec(token: dict[str, str]) -> clingo.Symbol:
    """The spec of a token the event creates: card("Name"), copy(O) or def(D)."""
    if "card" in token:
        return F("card", [S(token["card"])])
    if "def" in token:  # a token a card's ability defines (token_def/3 among the scenario's definitions)
        return F("def", [F(token["def"])])
    return F("copy", [F(token["copy_of"])])


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


def check_devoured(sc: Scenario, state: FinalState) -> None:
    """702.82a: devour sacrifices creatures, judged on the board the layers give (an artifact March of the Machines
    animates is one)."""
    for i, oid in enumerate((sc.event or {}).get("devoured", [])):
        if "creature" not in state.outcome.objects[oid]["types"]:
            raise ScenarioError(sc.source, f"event.devoured[{i}]", f"{oid} is not a creature on the board the layers "
                                "give; devour sacrifices creatures (702.82a)")


# keywords whose rules replace a spell's move off the stack (exiled instead): flashback (702.34a) and jump-start
# (702.133a) wherever a spell cast with them would go, rebound (702.88a) into the graveyard as it resolves; their
# printed line, not a cost change ("Flashback costs you pay cost {1} less."): a refused line of such a keyword
# ("Flashback\u2014{R}{R}, Pay 3 life.") refuses the move, a read one (entry_keyword/2) needs how the spell was cast
STACK_KEYWORDS = re.compile(r"^(flashback|jump-start|rebound)\b(?! costs?\b)", re.IGNORECASE)
STACK_RULES = {"flashback": "702.34a", "jump-start": "702.133a", "rebound": "702.88a"}


def leaving_facts(sc: Scenario) -> list[clingo.Symbol]:
    """leaving_resolves(O) and leaving_cast_from(O,Z) of a spell leaving the stack: the zone change's `resolving` and
    `cast_from`, which rebound reads (702.88a; asp/replace/stack_exile.lp)."""
    event = sc.event or {}
    if event["kind"] != "zone_change":
        return []
    o = const(event["object"])
    facts = [F("leaving_resolves", [o])] if event.get("resolving") else []
    if "cast_from" in event:
        facts.append(F("leaving_cast_from", [o, const(event["cast_from"])]))
    return facts


def check_stack_keywords(sc: Scenario) -> None:
    """Refuse an event that moves a spell off the stack (a `zone_change` from the stack, an `enter`) when the spell's
    card has flashback, jump-start or rebound and the board does not say what their rules need: a line of the keyword
    the engine does not read; for a read flashback or jump-start, whether it was cast with it (the object's `cast`, or
    the event's `cast_from` for a spell cast otherwise), and a spell cast with it entering the battlefield (exiled
    instead, which an `enter` event does not model); for rebound into the graveyard, `resolving` and, resolving,
    `cast_from`. A move to exile changes nothing, nor rebound's anywhere but to the graveyard; a board where such a
    card is elsewhere, or only a resolved effect, is answered."""
    event = sc.event or {}
    if event["kind"] == "zone_change":
        ids, to = [event["object"]], event["to"]
    elif event["kind"] == "enter":
        ids, to = event.get("objects", [event.get("object")]), "battlefield"
    else:
        return
    path = "event.object" if "object" in event else "event.objects"
    for oid in ids:
        obj = sc.object(oid)
        if obj.zone != "stack" or to == "exile":
            continue
        for n in sc.not_modelled:
            found = STACK_KEYWORDS.match(n.ability) if n.object == oid else None
            if found is None or (found.group(1).lower() == "rebound" and to != "graveyard"):
                continue
            keyword = found.group(1).lower()
            raise ScenarioError(sc.source, path, f"{oid} ({n.card}) would leave the stack and has {keyword}, whose "
                                f"exile instead ({STACK_RULES[keyword]}) is not read in the words of its line; there "
                                "is no answer")
        for keyword in sorted(entry_keywords(sc.definitions, obj.printed.abilities) & STACK_RULES.keys()):
            missing = stack_missing(event, obj.cast, keyword, to)
            if missing:
                raise ScenarioError(sc.source, path, f"{oid} ({obj.printed.name}) would leave the stack and has "
                                    f"{keyword} ({STACK_RULES[keyword]}): {missing}; there is no answer")


def stack_missing(event: dict, cast: str | None, keyword: str, to: str) -> str:
    """What the board must still say for `keyword`'s exile instead of a spell leaving the stack to `to` ("" nothing)."""
    if keyword == "rebound":
        if to != "graveyard":
            return ""
        if "resolving" not in event:
            return "give the event's `resolving` (exiled instead only as it resolves, not countered)"
        if event["resolving"] and "cast_from" not in event:
            return "give the event's `cast_from` (exiled instead only if it was cast from its owner's hand)"
        return ""
    if to == "battlefield" and cast == keyword:
        return "a permanent spell cast with it is exiled instead of entering the battlefield, which is not modelled"
    if cast != keyword and "cast_from" not in event:
        return (f"give the object's `cast` ({keyword} if it was cast with it) or the event's `cast_from` (the zone it "
                "was cast from otherwise)")
    return ""


def entering_object(obj: GameObject, controller: str, timestamp: int) -> GameObject:
    """The object on the battlefield under `controller`, as it would enter: untapped, without
    counters, damage or attachment (122.2, 400.7), newest."""
    return dataclasses.replace(obj, zone="battlefield", controller=controller, timestamp=timestamp,
                               tapped=False, counters={}, damage=0, attached_to=None, summoning_sick=True)


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
