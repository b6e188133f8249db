"""The `replace` answer for people: each outcome as what happens, and the chain of choices that
leads to it, one short sentence per applied effect ("Kalitas, Traitor of Ghet: exile it instead,
then create a Zombie Token")."""

from __future__ import annotations

import itertools
import json
from typing import Any

import clingo

from pysolver.cards.library import article_for
from pysolver.questions.replace.model import ReplaceAnswer, ReplaceOutcome, Step

ZONE_WORDS = {"battlefield": "the battlefield", "stack": "the stack", "exile": "exile",
              "graveyard": "its owner's graveyard", "library": "its owner's library", "hand": "its owner's hand",
              "command": "the command zone"}
COUNT_WORDS = {2: "two", 3: "three", 4: "four"}
# the events counted in life (119.3): a gain, a loss, the loss damage results in (120.3a)
LIFE = ("gain", "loss", "dloss")
UNITS = {"dmg": "damage", "tok": "token", "draw": "card", "gain": "life", "loss": "life", "dloss": "life"}


def amount_of(ev: clingo.Symbol) -> int | None:
    """The amount of an event term (asp/replace/events.lp), if it has one."""
    index = {"dmg": 2, "ctr": 2, "tok": 1, "draw": 1, "gain": 1, "pay": 1, "loss": 1, "dloss": 1}.get(ev.name)
    return None if index is None else ev.arguments[index].number


def unit(ev: clingo.Symbol, n: int) -> str:
    """How an amount of this event is counted, in words."""
    if ev.name == "ctr":
        word = f"{ev.arguments[1].string} counter"
    else:
        word = UNITS.get(ev.name, "")
    plural = n != 1 and word not in ("damage", "life")
    return f"{n} {word}{'s' if plural else ''}"


def main_result(step: Step) -> clingo.Symbol | None:
    """The event as the step modified it (the same kind of event as before)."""
    same = [a for a in step.after if a.name == step.before.name]
    return same[0] if same else None


def chosen_words(what: clingo.Symbol) -> str:
    """What is chosen as a permanent enters (repl_op choose/1), in words: "a color", "two colors", "a number between
    0 and 7", "one of elf or goblin", "another creature it controls"."""
    name, args = what.name, what.arguments
    if name in ("colors", "players", "basic_land_types"):
        return f"{COUNT_WORDS.get(args[0].number, str(args[0].number))} {name.replace('_', ' ')}"
    if name == "number_between":
        return f"a number between {args[0].number} and {args[1].number}"
    if name == "one_of":
        words = [a.name for a in args]
        return f"one of {', '.join(words[:-1])} or {words[-1]}"
    if name in ("secretly", "after_looking"):  # (the words around it: op_phrase)
        return chosen_words(args[0])
    if name == "another":
        return f"another {args[0].name} it controls"
    words = " ".join([name.replace("_", " "), *(a.name for a in args)])
    return f"{article_for(words)} {words}"


def op_phrase(op: clingo.Symbol, step: Step) -> str:
    """What one operation did, in words."""
    name, args = op.name, op.arguments
    after = main_result(step)
    if name == "move_to":
        return {"exile": "exile it instead", "library": "shuffle it into its owner's library instead",
                "library_bottom": "put it on the bottom of its owner's library instead"}.get(
            args[0].name, f"put it into the {args[0].name} instead")
    if name in ("times", "plus", "half", "prevent", "shield", "prevent_all", "prevent_half_up"):
        old, new = amount_of(step.before), amount_of(after) if after is not None else None
        if new is None or old is None:
            return name
        if name in ("prevent", "shield", "prevent_all", "prevent_half_up") and new == old:
            return "prevents nothing: the damage can't be prevented (615.12)"
        if name == "times":
            verb = "double that" if args[0].number == 2 else f"{args[0].number} times that"
            verb += " damage" if step.before.name == "dmg" else (" much" if step.before.name in LIFE else " many")
            if step.before.name == "dloss":  # 120.3a: the loss the damage results in, not the damage
                verb += " (the life the damage makes them lose)"
        else:
            much = "that much" if step.before.name in LIFE else "that many"
            more = {1: "one", 2: "two", 3: "three"}.get(args[0].number, str(args[0].number)) if args else ""
            verb = {"plus": f"{much} plus {more}", "half": "half that many, rounded down",
                    "prevent": f"prevent {args[0].number if args else ''} of that damage",
                    "shield": f"the shield prevents {old - new} of that damage",
                    "prevent_all": "all of that damage is prevented",
                    "prevent_half_up": f"prevent half that damage, rounded up ({old - new})"}[name]
        return f"{verb}: {unit(step.before, new)} instead of {old}"
    if name == "set_controller" and after is not None:
        return f"it enters under {after.arguments[1].name}'s control instead"
    if name in ("become_copy", "become_copy_tapped") and after is not None:
        tapped = " tapped" if name == "become_copy_tapped" else ""
        return f"it enters{tapped} as a copy of {step.names.get(after.arguments[3].name, after.arguments[3].name)}"
    if name == "each":  # 614.1a: Academy Manufactor, the kinds its added events create (111.10)
        return "instead create that many of each: " + ", ".join(
            f"{a.arguments[1].number} {step.names.get(str(a.arguments[2]), 'tokens')}" for a in step.after
            if a.name == "tok" and a.arguments[1].number > 0)
    if name == "plus_one":  # 614.1a: Peregrin Took, one more token with the creation
        return "those tokens plus one: " + ", ".join(
            f"{a.arguments[1].number} {step.names.get(str(a.arguments[2]), 'tokens')}" for a in step.after
            if a.name == "tok")
    if name == "plus_that_many":  # 614.1a: Chatterfang, those tokens and the ones it adds
        return "those tokens plus that many: " + ", ".join(
            f"{a.arguments[1].number} {step.names.get(str(a.arguments[2]), 'tokens')}" for a in step.after
            if a.name == "tok")
    if name == "tapped":
        return "it enters tapped"
    if name == "untapped":
        return "it enters untapped"
    if name == "choose":
        looked = ", having looked at an opponent's hand" if args[0].name == "after_looking" else ""
        how = "secretly " if args[0].name == "secretly" else ""
        return f"its controller {how}chooses {chosen_words(args[0])} as it enters{looked}"
    if name == "reveal":
        return f"its controller reveals a {args[0].name.replace('_', ' ')} from their hand"
    if name == "enters_with_counters_if":  # 614.12: only if the copy it enters as is of that card type
        extra = [a for a in step.after if a.name == "ctr" and a.arguments[1] == args[0]]
        if not extra:
            return f"it enters with no additional {args[0].string} counter (the copy is no {args[2].name})"
        return f"it enters with {extra[0].arguments[2].number} additional {args[0].string} counter"
    if name == "enters_with_counters":
        extra = [a for a in step.after if a.name == "ctr"]
        n = extra[0].arguments[2].number if extra else args[1]
        return f"it enters with {n} {args[0].string} counters"
    if name == "gain_haste":  # 702.136a: riot without its counter
        return "it enters without the additional +1/+1 counter, and gains haste"
    if name == "no_counter":  # 702.98a: unleash's counter not chosen
        return "it enters without the +1/+1 counter"
    if name == "sunburst":  # 702.44a: the kind and number its extra counters event has
        extra = [a for a in step.after if a.name == "ctr"]
        what = f"{extra[0].arguments[2].number} {extra[0].arguments[1].string}" if extra else "no"
        return f"it enters with {what} counters (sunburst)"
    if name == "tribute":  # 702.104a: put by the chosen opponent, if paid
        extra = [a for a in step.after if a.name == "ctr"]
        if not extra:
            return "tribute wasn't paid: it enters with no counters"
        return f"{extra[0].arguments[3].name} pays tribute: {extra[0].arguments[2].number} +1/+1 counters on it"
    if name == "read_ahead":  # 702.155b: the chosen number of lore counters
        extra = [a for a in step.after if a.name == "ctr"]
        return f"it enters with {extra[0].arguments[2].number if extra else 'the chosen number of'} lore counters"
    if name == "pay_life":
        return f"its controller pays {args[0].number} life"
    if name == "pay_chosen_life":  # 614.12: the amount chosen, the pay event it added
        paid = [a for a in step.after if a.name == "pay"]
        return f"its controller pays {paid[0].arguments[1].number if paid else 'the chosen amount of'} life"
    if name == "lose_life_total":  # 614.12, 119.3: the loss event it added (none from 0 or less life, 107.1b)
        lost = [a for a in step.after if a.name == "loss"]
        return f"its controller loses life equal to their life total ({lost[0].arguments[1].number if lost else 0})"
    if name == "with_counters":  # 122.1: the card has them where it went
        return f"with {plural(args[1].number, f'{args[0].string} counter')} on it"
    if name == "remove_counter":
        instead = " instead" if step.before.name == "destroy" else ""
        return f"remove a {args[0].string} counter from it{instead}"
    if name == "remove_counters":  # 122.1: as many as the damage would be, or every one it has
        removed = [a for a in step.after if a.name == "lose"]
        n = removed[0].arguments[2].number if removed else 0
        return f"remove that many {args[0].string} counters from it ({n})"
    if name in ("counters_instead", "counters_on_source"):  # 614.1a
        put = [a for a in step.after if a.name == "ctr"]
        where = "it" if name == "counters_instead" or not put else step.names.get(put[0].arguments[0].name,
                                                                                  put[0].arguments[0].name)
        n = f" ({put[0].arguments[2].number})" if put else ""
        return f"put that many {args[0].string} counters on {where} instead{n}"
    if name in ("redirect_all", "redirect_next"):  # 614.9
        dealt = [a for a in step.after if a.name == "dmg" and a.arguments[1] != step.before.arguments[1]]
        if dealt:
            whom = step.names.get(dealt[0].arguments[1].name, dealt[0].arguments[1].name)
            return f"{dealt[0].arguments[2].number} of that damage is dealt to {whom} instead"
        return name
    if name == "regenerate":
        return "regenerate it instead (remove all damage from it and tap it, 701.19)"
    if name == "dredge":  # 702.52a
        return f"mill {args[0].number} cards instead and return this card from the graveyard to the hand (dredge)"
    if name == "win_instead":  # 614.1a, 104.2b: Laboratory Maniac
        return "win the game instead of drawing from an empty library"
    if name == "decline":  # 616.1: an optional replacement not used
        return "not used: the event is left as it was"
    if name == "umbra":  # 702.89a
        return "instead remove all damage from it and destroy this Aura (umbra armor, 702.89a)"
    if name == "none_instead":  # 614.1a, 614.7a: replaced by none
        return "that player gains no life instead" if step.before.name == "gain" else "that player skips that draw"
    if name == "life_floor":  # 614.1a, 120.3a: the damage is dealt, the life it makes its player lose is limited
        whom = step.names.get(step.before.arguments[1].name, step.before.arguments[1].name)
        return f"the damage is still dealt, but it reduces {whom}'s life total to no less than {args[0].number}"
    if name == "lose_instead":  # 614.1a, 119.3: the gain replaced by a loss of as much life
        lost = [a for a in step.after if a.name == "loss"]
        return f"that player loses that much life instead: {lost[0].arguments[1].number} life" if lost else name
    if name == "draw_instead" and after is None:
        drawn = [a for a in step.after if a.name == "draw"]
        if drawn:
            return f"draw that many cards instead: {unit(drawn[0], drawn[0].arguments[1].number)}"
    if name == "create":
        made = [a for a in step.after if a.name == "tok"]
        owner = f" under {made[0].arguments[0].name}'s control" if made else ""
        return f"create a {token_words(args[0])}{owner}"
    return str(op)


def token_words(spec: clingo.Symbol) -> str:
    """A token spec in words."""
    if spec.name == "card":
        return f"{spec.arguments[0].string} token"
    if spec.name == "copy":
        return f"token copy of {spec.arguments[0].name}"
    return {"zombie_2_2": "2/2 black Zombie creature token"}.get(spec.arguments[0].name, spec.arguments[0].name)


def step_sentence(step: Step) -> str:
    """One applied effect: "Source: what it did" (the creating part last: "..., then create ...")."""
    ordered = sorted(step.ops, key=lambda op: (op.name == "create", op.name == "with_counters"))
    phrases: list[str] = []
    for op in ordered:  # "exile it instead with 1 void counter on it": one action
        phrase = op_phrase(op, step)
        if op.name == "with_counters" and phrases:
            phrases[-1] += f" {phrase}"
        else:
            phrases.append(phrase)
    if step.option == "dont_pay":
        phrases = ["its controller doesn't pay life, so " + p for p in phrases]
    source = step.source[:1].upper() + step.source[1:]
    return f"{source}: {', then '.join(phrases)}"


def event_sentence(ev: dict[str, Any], many: bool = False) -> str:
    """An event of the answer in words (`many`: its `object` names several objects)."""
    kind = ev["kind"]
    s = "" if many else "s"
    if kind == "zone_change":
        marked = "".join(f" with {plural(n, f'{kind} counter')} on it" for kind, n in ev.get("counters", {}).items())
        place = "the bottom of " if ev.get("position") == "bottom" else ""
        return f"{ev['object']} move{s} from {ZONE_WORDS[ev['from']]} to {place}{ZONE_WORDS[ev['to']]}{marked}"
    if kind == "damage":
        return f"{ev['source']} deals {ev['amount']} damage to {ev['target']}"
    if kind == "counters":
        what = f"{ev['amount']} {ev['counter']} counter{'s' if ev['amount'] != 1 else ''}"
        if ev["object"] == "token":
            return f"{ev['player']} puts {what} on each of {ev['tokens']} tokens as they enter"
        return f"{ev['player']} puts {what} on {ev['object']}"
    if kind == "enter":
        copy = f", as a copy of {ev['copy_of']}" if "copy_of" in ev else ""
        return (f"{ev['object']} enter{s} the battlefield under {ev['controller']}'s control, "
                f"{'tapped' if ev['tapped'] else 'untapped'}{copy}")
    if kind == "create_token":
        spec = ev["token"]
        what = spec.get("card") or spec.get("name") or f"a copy of {spec.get('copy_of')}"
        copies = "copies" if ev["amount"] != 1 else "a copy"
        copy = f", as {copies} of {ev['copy_of']}" if "copy_of" in ev else ""
        return (f"{ev['player']} creates {ev['amount']} token{'s' if ev['amount'] != 1 else ''} ({what}), "
                f"entering under {ev['controller']}'s control, {'tapped' if ev['tapped'] else 'untapped'}{copy}")
    if kind == "draw":
        return f"{ev['player']} draws {ev['amount']} card{'s' if ev['amount'] != 1 else ''}"
    if kind == "gain_life":
        return f"{ev['player']} gains {ev['amount']} life"
    if kind == "lose_life":
        return f"{ev['player']} loses {ev['amount']} life"
    if kind == "pay_life":
        what = "a token" if ev["for"] == "token" else ev["for"]
        return f"{ev['player']} pays {ev['amount']} life for {what}"
    if kind == "remove_counter":
        if ev["amount"] != 1:
            return f"{ev['amount']} {ev['counter']} counters are removed from {ev['object']}"
        return f"a {ev['counter']} counter is removed from {ev['object']}"
    if kind == "regenerate":
        return f"{ev['object']} regenerate{s} (tapped, its damage removed) instead of being destroyed"
    if kind == "win":  # 104.2b
        return f"{ev['player']} wins the game"
    if kind == "mill":
        return f"{ev['player']} mills {ev['amount']} card{'s' if ev['amount'] != 1 else ''}"
    if kind == "remove_damage":
        return f"all damage is removed from {ev['object']} instead of its being destroyed"
    return str(ev)


def joined(names: list[str]) -> str:
    """A list of ids in words, shortened when long."""
    if len(names) > 6:
        return f"{', '.join(names[:3])}, ... {names[-1]} ({len(names)} of them)"
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]


def events_text(events: list[dict[str, Any]]) -> str:
    """The events of an outcome in words, alike events (but for their object) together."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for ev in events:
        key = json.dumps({k: v for k, v in ev.items() if k not in ("object", "for")}, sort_keys=True)
        groups.setdefault(key, []).append(ev)
    parts = []
    for group in groups.values():
        key = "object" if "object" in group[0] else "for"
        if len(group) > 1 and key in group[0]:
            names = [ev[key] for ev in group]
            # events of tokens alike name no object of their own ("token"): counted
            many = set(names) != {"token"}
            what = joined(names) if many else f"{len(names)} tokens"
            if key == "for" or not many:
                what = "each of " + what
            parts.append(event_sentence(dict(group[0], **{key: what}), many=many))
        else:
            parts += [event_sentence(ev) for ev in group]
    return "; ".join(parts) or "nothing happens"


def outcome_text(i: int, total: int, outcome: ReplaceOutcome) -> list[str]:
    """One outcome: what happens, then the choices that lead to it (the choices for several events
    alike told once)."""
    lines = [f"Outcome {i} of {total}: {events_text(outcome.events)}."]
    for loss in outcome.life_loss:
        lines.append(f"  {loss['player']} loses {loss['amount']} life (120.3a: damage dealt to a player).")
    if outcome.life_totals:
        totals = ", ".join(f"{player} {life}" for player, life in outcome.life_totals.items())
        lines.append(f"  Life totals after (119.3): {totals}.")
    for cant, _ in outcome.cant:
        if cant == "rule 111.8":
            lines.append(f"  {cant}: a token that has left the battlefield can't move to another zone or come back; "
                         "it stays where it is")
        else:
            lines.append(f"  {cant}: the event can't happen (614.17), so no replacement modifies it")
    if not outcome.steps:
        lines.append("  No replacement or prevention effect applies.")
    # one chain of choices per event of the scenario; the same choice made for several events alike
    # (tokens entering) told once, and so are the chains of events alike (Pyroclasm's creatures)
    chains = [[(item, len(list(same))) for item, same in itertools.groupby(
                  (s.chooser, s.effect, step_sentence(s)) for s in run)]
              for _, run in itertools.groupby(outcome.steps, key=lambda s: s.root)]
    for chain, alike in itertools.groupby(chains):
        times = len(list(alike))
        indent = "  "
        if times > 1:
            lines.append(f"  For each of {times} events alike:")
            indent = "    "
        previous = ""
        for (chooser, effect, sentence), count in chain:
            lead = "then chooses" if chooser == previous else "chooses"
            each = f" (for each of {count} events)" if count > 1 else ""
            lines.append(f"{indent}{chooser} {lead} {effect}{each}. {sentence}.")
            previous = chooser
    for shield in outcome.shields:
        lines.append(f"  Shield left (615.7): {shield['effect']} ({shield['source']}): {shield['left']} of "
                     f"{shield['prevents']} damage left to prevent.")
    return lines


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def event_header(event: dict[str, Any]) -> str:
    """The scenario's event, as it would happen with no replacement."""
    kind = event["kind"]
    if kind == "zone_change":
        what = f"{event['object']} would move from {ZONE_WORDS[event['from']]} to {ZONE_WORDS[event['to']]}"
    elif kind == "destroy":
        what = f"{event['object']} would be destroyed"
    elif kind == "damage":
        targets = ", ".join(event.get("targets", [event.get("target")]))
        each = "each of " if "targets" in event else ""
        what = f"{event['source']} would deal {event['amount']} damage to {each}{targets}"
    elif kind == "counters":
        counters = plural(event["amount"], event["counter"] + " counter")
        what = f"{event['player']} would put {counters} on {event['object']}"
    elif kind == "create_token":
        spec = event["token"]
        # (a token an ability of a card defines, `{of: CARD}`, is read as its definition: `def`, 111.3)
        token = (spec.get("card") or (f"a copy of {spec['copy_of']}" if "copy_of" in spec
                                      else "a token a card's ability defines"))
        what = f"{event['player']} would create {plural(event['amount'], 'token')} ({token})"
    elif kind == "draw":
        what = f"{event['player']} would draw {plural(event['amount'], 'card')}"
    elif kind == "gain_life":
        what = f"{event['player']} would gain {event['amount']} life"
    elif kind == "lose_life":
        what = f"{event['player']} would lose {event['amount']} life"
    else:
        objects = ", ".join(event.get("objects", [event.get("object")]))
        what = f"{objects} would enter the battlefield"
    return f"Event: {what}."


def render(answer: ReplaceAnswer, event: dict[str, Any]) -> str:
    """The whole answer for people."""
    total = len(answer.outcomes)
    lines: list[str] = [event_header(event)]
    for i, outcome in enumerate(answer.outcomes, start=1):
        lines += outcome_text(i, total, outcome)
    if total > 1:
        lines.append(f"{total} distinct outcomes: the affected player chooses the order of the effects (616.1).")
    return "\n".join(lines)
