"""The `attacks` / `blocks` answer in words: options, requirements, legal declarations, and why a
checked declaration is illegal, naming the rule (508.1, 509.1, 702)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import clingo

from pysolver.cards.library import word_text
from pysolver.questions.combat.model import CombatAnswer

EVASION = {
    "flying": "it has flying and the blocker has neither flying nor reach (702.9b)",
    "shadow": "it has shadow and the blocker does not (702.28b)",
    "blocker_shadow": "the blocker has shadow and it does not (702.28b)",
    "horsemanship": "it has horsemanship and the blocker does not (702.31b)",
    "fear": "it has fear and the blocker is neither an artifact creature nor black (702.36b)",
    "intimidate": "it has intimidate and the blocker is not an artifact creature and shares no color with it (702.13b)",
    "skulk": "it has skulk and the blocker has greater power (702.118b)",
}


def word(sym: clingo.Symbol) -> str:
    """A constant as words ("nonbasic_land" -> "nonbasic land")."""
    return str(sym).replace("_", " ").strip('"')


def name(answer: CombatAnswer, oid: str) -> str:
    """An object by its name and id, or a player by their id."""
    return f"{answer.names[oid]} ({oid})" if oid in answer.names else oid


def source(answer: CombatAnswer, sym: clingo.Symbol) -> str:
    """The source of a rule: an object, or a resolved effect by its id."""
    if sym.name in answer.names:
        return name(answer, sym.name)
    if sym.name in answer.effects:
        return f"{name(answer, answer.effects[sym.name])}'s ability, effect {sym.name}"
    return f"effect {sym.name}"


def filter_words(f: clingo.Symbol) -> str:
    """The creatures a filter of asp/combat/filters.lp selects, in words."""
    args = f.arguments
    if f.name == "power_at_most":
        return f"creatures with power {args[0].number} or less"
    if f.name == "power_at_least":
        return f"creatures with power {args[0].number} or greater"
    if f.name in ("greater_power", "less_power"):
        return f"creatures with {f.name.split('_')[0]} power than the other creature"
    if f.name == "has_ability":
        return f"creatures with {word(args[0].arguments[0] if args[0].name == 'kw' else args[0])}"
    if f.name in ("is", "is_not"):
        return f"{'non' if f.name == 'is_not' else ''}{word(args[1])} creatures"
    if f.name == "either":
        return f"{filter_words(args[0])} or {filter_words(args[1])}"
    return str(f)


def _defender_untapped(answer: CombatAnswer, args: Sequence[clingo.Symbol]) -> str:
    kind = args[0]
    bound = {"power_at_least": "greater", "power_at_most": "less"}.get(kind.name)
    what = (f"an untapped creature with power {kind.arguments[0].number} or {bound}"
            if bound else f"an untapped {word(kind)}")
    return f"the defending player controls {what} ({source(answer, args[1])}, 508.1c)"


def _defender_group(args: Sequence[clingo.Symbol]) -> str:
    """"at least 3 artifacts" of defender_controls.lp's (N, Sel): the selector is named by the group's words."""
    words = word(args[1]).removeprefix("defender ")
    return f"at least {args[0].number} {words}"


def _defender_state(q: clingo.Symbol) -> str:
    """"is the monarch" (724), "has 1 or more poison counters" (122.1f) of defender_controls.lp's state."""
    if q.name == "counters":
        return f"has {q.arguments[1].number} or more {word(q.arguments[0])} counters"
    return f"is the {word(q)}"


# why a blocker can't block an attacker or a creature can't attack a target, by the reason's name in
# asp/combat (its arguments: a filter, a kind, a player, and the rule's source last)
_REASONS: dict[str, Callable[[CombatAnswer, Sequence[clingo.Symbol]], str]] = {
    "not_blocked_by": lambda answer, args:
        f"it can't be blocked by {filter_words(args[0])} ({source(answer, args[1])}, 509.1b)",
    "blocked_only_by": lambda answer, args:
        f"it can't be blocked except by {filter_words(args[0])} ({source(answer, args[1])}, 509.1b)",
    "cant_block_attackers": lambda answer, args:
        f"the blocker can't block {filter_words(args[0])} ({source(answer, args[1])}, 509.1b)",
    "cant_block_source": lambda answer, args:
        f"the blocker can't block the source of {source(answer, args[0])} (509.1b, 611.2c)",
    "cant_block_it": lambda answer, args:
        f"the blocker can't block the source of the rule, {source(answer, args[0])} (509.1b)",
    "unblockable_alone": lambda answer, args:
        f"it can't be blocked as long as it's attacking alone ({source(answer, args[0])}, 506.5, 509.1b)",
    "unblockable_while": lambda answer, args:
        (f"it can't be blocked while the defending player controls a permanent with {word(args[0])} "
         f"{word(args[1])} ({source(answer, args[2])}, 509.1b)"),
    "protects": lambda answer, args:
        f"it can't attack {args[0].name} or what the rule names of theirs ({source(answer, args[1])}, 508.1c)",
    "defender_lacks": lambda answer, args:
        (f"it can't attack unless the defending player controls a permanent with {word(args[0])} "
         f"{word(args[1])}, and that player controls none ({source(answer, args[2])}, 508.1c)"),
    "defender_untapped": _defender_untapped,
    "defender_lacks_group": lambda answer, args:
        (f"it can't attack unless the defending player controls {_defender_group(args)}, and that player does not "
         f"({source(answer, args[2])}, 506.2, 508.1c)"),
    "defender_not": lambda answer, args:
        (f"it can't attack unless the defending player {_defender_state(args[0])}, and that player does not "
         f"({source(answer, args[1])}, 506.2, 508.1c)"),
    "unblockable_while_state": lambda answer, args:
        (f"it can't be blocked while the defending player {_defender_state(args[0])} ({source(answer, args[1])}, "
         "506.2, 509.1b)"),
    "unblockable_while_group": lambda answer, args:
        (f"it can't be blocked while the defending player controls {_defender_group(args)} "
         f"({source(answer, args[2])}, 506.2, 509.1b)"),
    "cant_block_yours": lambda answer, args:
        f"the blocker can't block creatures {source(answer, args[0])}'s controller controls (509.1b)",
    "not_more_creatures": lambda answer, args:
        f"its controller does not control more creatures than {args[0].name} ({source(answer, args[1])}, 508.1c)",
    "not_more_lands": lambda answer, args:
        f"its controller does not control more lands than {args[0].name} ({source(answer, args[1])}, 508.1c)",
    "landwalk": lambda answer, args: f"{word(args[0])}walk: the defending player controls such a land (702.14c)",
    "protection_from": lambda answer, args:
        f"it has protection from {word(args[0])} and the blocker has that quality (702.16f)",
    "unblockable": lambda answer, args: f"it can't be blocked ({source(answer, args[0])}, 509.1b)",
    "unblockable_by": lambda answer, args:
        f"it can't be blocked by {word_text(args[0], 'Ts')} ({source(answer, args[1])}, 509.1b)",
    "blocks_only_flying": lambda answer, args:
        f"the blocker can block only creatures with flying ({source(answer, args[0])}, 509.1b)",
}


def describe_evasion(answer: CombatAnswer, why: clingo.Symbol) -> str:
    """Why a blocker can't block an attacker (509.1b), or a creature can't attack a target (508.1c)."""
    if why.name in EVASION:
        return EVASION[why.name]
    words = _REASONS.get(why.name)
    return str(why) if words is None else words(answer, why.arguments)


# why a creature can't attack or block at all, by the reason's name: the words and whether the rule
# number is the verb's own 508.1a / 509.1a
_UNABLE = {
    "tapped": "it is tapped",
    "battle": "it is a battle",
}


def describe_unable(answer: CombatAnswer, sym: clingo.Symbol) -> str:
    """Why a creature can't attack or block at all (508.1a, 508.1c, 509.1a-b)."""
    pred, why = sym.name, sym.arguments[1]
    verb = "attack" if "attack" in pred else "block"
    rule = {"attack": ("508.1a", "508.1c"), "block": ("509.1a", "509.1b")}[verb]
    if why.name in _UNABLE:
        return f"{_UNABLE[why.name]} ({rule[0]})"
    if why.name == "summoning_sick":
        return "it has not been under its controller's control since the turn began and has no haste (302.6, 508.1a)"
    if why.name == "defender":
        return "it has defender (702.3b)"
    if why.name == "sacrifice":  # asp/combat/sacrifice_costs.lp: a cost its controller can't pay
        return (f"its controller controls too few lands to sacrifice for its cost to attack "
                f"({source(answer, why.arguments[0])}, 508.1d)")
    return f"it can't {verb} ({source(answer, why)}, {rule[1]})"


def _together(answer: CombatAnswer, sym: clingo.Symbol, words: str, source_at: int) -> str:
    """"can't attack / block unless ..." of attacks_with_* and blocks_with_* (508.1c, 509.1b)."""
    verb = sym.name.split("_")[0][:-1]
    return (f"{name(answer, sym.arguments[0].name)} can't {verb} unless {words} "
            f"({source(answer, sym.arguments[source_at])}, {'508.1c' if verb == 'attack' else '509.1b'})")


# a restriction a declaration breaks, by its name in asp/combat (its arguments: the creatures, a number,
# the reason or the rule's source)
_BROKEN: dict[str, Callable[[CombatAnswer, clingo.Symbol, Sequence[clingo.Symbol]], str]] = {
    "evasion": lambda answer, sym, args:
        f"{name(answer, args[0].name)} blocks {name(answer, args[1].name)}: {describe_evasion(answer, args[2])}",
    "sacrifice_short": lambda answer, sym, args:
        (f"the attacking creatures' costs sacrifice more "
         f"{'lands' if args[1].name == 'land' else args[1].arguments[0].name.capitalize() + 's'} than "
         f"{name(answer, args[0].name)} controls (508.1g)"),
    "attack_barred": lambda answer, sym, args:
        f"{name(answer, args[0].name)} attacks {name(answer, args[1].name)}: {describe_evasion(answer, args[2])}",
    "max_blockers": lambda answer, sym, args:
        (f"{name(answer, args[0].name)} can't be blocked by more than {args[1].number} creature(s) "
         f"({source(answer, args[2])}, 509.1b)"),
    "min_blockers": lambda answer, sym, args:
        (f"{name(answer, args[0].name)} can't be blocked except by {args[1].number} or more creatures "
         f"({source(answer, args[2])}, 509.1b)"),
    "attacks_alone": lambda answer, sym, args: f"{name(answer, args[0].name)} can't attack alone (506.5, 508.1c)",
    "blocks_alone": lambda answer, sym, args: f"{name(answer, args[0].name)} can't block alone (506.5, 509.1b)",
    "max_one_attacker": lambda answer, sym, args:
        f"no more than one creature can attack ({source(answer, args[0])}, 508.1c)",
    "max_attackers": lambda answer, sym, args:
        f"no more than {args[0].number} creatures can attack ({source(answer, args[1])}, 508.1c)",
    "max_attackers_you": lambda answer, sym, args:
        f"no more than {args[1].number} creature(s) can attack {args[0].name} ({source(answer, args[2])}, 508.1c)",
    "max_blockers_all": lambda answer, sym, args:
        f"no more than {args[0].number} creatures can block ({source(answer, args[1])}, 509.1b)",
    "attacks_with_others": lambda answer, sym, args:
        _together(answer, sym, f"at least {args[1].number} other creatures attack", 2),
    "blocks_with_others": lambda answer, sym, args:
        _together(answer, sym, f"at least {args[1].number} other creatures block", 2),
    "attacks_with_greater": lambda answer, sym, args:
        _together(answer, sym, "a creature with greater power also does", 1),
    "blocks_with_greater": lambda answer, sym, args:
        _together(answer, sym, "a creature with greater power also does", 1),
    "max_one_blocker": lambda answer, sym, args:
        f"no more than one creature can block ({source(answer, args[0])}, 509.1b)",
    "menace": lambda answer, sym, args:
        f"{name(answer, args[0].name)} has menace and is blocked by exactly one creature (702.111b)",
    "too_many_blocked": lambda answer, sym, args:
        f"{name(answer, args[0].name)} blocks more than {args[1].number} creature(s) (509.1a)",
}


def describe_broken(sym: clingo.Symbol, answer: CombatAnswer) -> str:
    """A restriction (or 508.1a / 509.1a condition) a declaration breaks, in one phrase."""
    if sym.name in ("unable_attack", "cant_attack", "unable_block", "cant_block"):
        return f"{name(answer, sym.arguments[0].name)}: {describe_unable(answer, sym)}"
    words = _BROKEN.get(sym.name)
    return str(sym) if words is None else words(answer, sym, sym.arguments)


def describe_rule(answer: CombatAnswer, sym: clingo.Symbol) -> str:
    """A restriction on the whole declaration, before any declaration breaks it."""
    if sym.name == "menace":
        return f"{name(answer, sym.arguments[0].name)} has menace: blocked by none or by two or more (702.111b)"
    return describe_broken(sym, answer)


def describe_requirement(answer: CombatAnswer, req: clingo.Symbol, could: bool = False) -> str:
    """A requirement: "Juggernaut (jugg) attacks if able" or, for a witness, "... could attack"."""
    what, src = req.arguments
    args = what.arguments
    subject = name(answer, args[0].name)
    if what.name == "attacks":
        text = "could attack" if could else "attacks each combat if able"
    elif what.name == "attacks_player":
        text = f"could attack {args[1].name}" if could else f"attacks {args[1].name} if able"
    elif what.name == "attacks_other_than":  # 701.15b goaded
        text = f"could attack a player other than {args[1].name}" if could else \
            f"attacks a player other than {args[1].name} if able (goaded, 701.15b)"
    elif what.name == "attacks_object":  # Gideon Jura: only that planeswalker obeys it
        other = name(answer, args[1].name)
        text = f"could attack {other}" if could else f"attacks {other} if able"
    elif what.name == "attacked_by_one":  # Trove of Temptation: the declaration as a whole, 508.1d
        subject = "at least one creature"
        text = f"could attack {args[0].name} or a planeswalker they control" if could else \
            f"attacks {args[0].name} or a planeswalker they control if able"
    elif what.name == "joins_attack":  # Ekundu Cyclops, War's Toll: no attacker obeys it too
        text = "could attack" if could else "attacks if able once a creature attacks"
    elif what.name == "blocks":
        text = "could block" if could else "blocks each combat if able"
    elif what.name == "blocks_attacker":
        other = name(answer, args[1].name)
        text = f"could block {other}" if could else f"blocks {other} if able"
    elif what.name == "blocked_by_one":
        text = "could be blocked by exactly one creature" if could else \
            "must be blocked by exactly one creature if able"
    else:  # blocked
        text = "could be blocked" if could else "must be blocked if able"
    return f"{subject} {text}" + ("" if could else f" ({source(answer, src)})")


def declaration_text(answer: CombatAnswer, decl: dict[str, Any]) -> str:
    """A declaration in words."""
    if not decl:
        return "no " + ("attackers" if answer.question == "attacks" else "blockers")
    if answer.question == "attacks":
        return "; ".join(f"{name(answer, c)} attacks {name(answer, t)}" for c, t in decl.items())
    return "; ".join(f"{name(answer, b)} blocks " + ", ".join(name(answer, a) for a in lst)
                     for b, lst in decl.items())


def reason(answer: CombatAnswer) -> str:
    """One sentence: why the checked declaration is legal or illegal, naming the rule."""
    checked = answer.checked
    assert checked is not None
    rule = "508.1d" if answer.question == "attacks" else "509.1c"
    counted = f"obeys {len(checked.obeyed)} of the {checked.best} requirements that can be obeyed"
    within = f" paying only for {', '.join(name(answer, p) for p in checked.pays)}" if checked.pays else ""
    if not checked.pays and checked.best < answer.max_requirements:
        within = " paying for nothing"  # 508.1d: the best within what it pays is what counts
    if checked.legal:
        return f"legal: breaks no restriction and {counted}{within} ({rule})"
    example = json.dumps(checked.witness, sort_keys=True)
    if checked.broken:
        return (f"breaks {len(checked.broken)} restriction(s): "
                + "; ".join(describe_broken(b, answer) for b in checked.broken)
                + f"; for example {example} breaks none")
    missing = [r for r in checked.witness_obeyed if r not in checked.obeyed]
    could = f"; {describe_requirement(answer, missing[0], could=True)}" if missing else ""
    return f"{counted}{within} ({rule}){could}; for example {example}"


def render(answer: CombatAnswer) -> str:
    """The whole answer for people."""
    verb = "attack" if answer.question == "attacks" else "block"
    lines = [f"Options ({'508.1a-c' if verb == 'attack' else '509.1a-b, 702'}):"]
    for oid, targets in sorted(answer.options.items()):
        if answer.question == "attacks":
            can = ", ".join(name(answer, t) for t in targets)
        else:
            can = ", ".join(name(answer, t) for t in targets)
            cap = answer.capacity.get(oid, 1)
            can += "" if not targets else (" (any number of them)" if cap is None else
                                           f" (at most {cap})" if cap > 1 else "")
        lines.append(f"  {name(answer, oid)} can {verb}: {can or 'nothing'}")
        for why in answer.unable.get(oid, []):
            lines.append(f"    can't {verb} at all: {describe_unable(answer, why)}")
        for (blocker, attacker), whys in sorted(answer.evasion.items()):
            if blocker == oid:
                lines.append(f"    can't {verb} {name(answer, attacker)}: "
                             + "; ".join(describe_evasion(answer, w) for w in whys))
    if answer.declaration_rules:
        lines.append("Restrictions on the whole declaration:")
        lines += [f"  {describe_rule(answer, r)}" for r in answer.declaration_rules]
    for creature, src, n, attacker in answer.creature_costs:
        whom = f" {name(answer, attacker)}" if attacker else ""
        lines.append(f"Cost: {name(answer, creature)} costs {n} to {verb}{whom} ({name(answer, src)}); its controller "
                     f"is never forced to pay ({'508.1d' if verb == 'attack' else '509.1c'})")
    for player, src, n in answer.taxes:
        # 107.4f: a Phyrexian mana symbol is paid with one mana of its colour or 2 life
        n += f" (paid with {{{n[1]}}} or 2 life, 107.4f)" if n.endswith("/P}") else ""
        lines.append(f"Cost: each creature attacking {name(answer, player)} costs {n} ({name(answer, src)}); "
                     "nobody is forced to pay (508.1d)")
    rule = "508.1d" if verb == "attack" else "509.1c"
    lines.append(f"Requirements ({rule}): {len(answer.requirements)}")
    lines += [f"  {describe_requirement(answer, r)}" for r in answer.requirements]
    lines.append(f"Most requirements obeyed without breaking a restriction: {answer.max_requirements}")
    more = " (more exist: --limit)" if answer.truncated else ""
    lines.append(f"Legal declarations ({len(answer.legal)}{more}):")
    for i, d in enumerate(answer.legal):
        lines.append(f"  {declaration_text(answer, d)}")
        lines += [f"    {line}" for line in _band_lines(answer, i)]
    if answer.checked is not None:
        c = answer.checked
        paid = _paid_words(answer, c.payments)
        bands = "".join(f"; band [{', '.join(name(answer, m) for m in band)}]" for band in c.bands or [])
        lines.append(f"Checked: {declaration_text(answer, c.declaration)}{bands}{paid}")
        if c.blocked_by is not None:
            lines += [f"  {line}" for line in _blocked_lines(answer, c.declaration, c.blocked_by)]
        lines.append(f"  {c.reason if c.legal else 'illegal: ' + c.reason}")
    return "\n".join(lines)


def _paid_words(answer: CombatAnswer, payments: list[tuple[str, str, list[str]]]) -> str:
    """What a checked declaration pays (508.1h, 509.1d): "(pays {3} for X, 508.1h)", naming each paying player when
    several defending players pay for their blockers."""
    if not payments:
        return ""
    rule = "508.1h" if answer.question == "attacks" else "509.1d"
    if len(payments) == 1:
        _player, cost, creatures = payments[0]
        return f" (pays {cost} for {', '.join(name(answer, c) for c in creatures)}, {rule})"
    return " (" + "; ".join(f"{name(answer, player)} pays {cost} for {', '.join(name(answer, c) for c in creatures)}"
                            for player, cost, creatures in payments) + f", {rule})"


def _band_lines(answer: CombatAnswer, index: int) -> list[str]:
    """The bands the `index`-th legal declaration of attackers allows (702.22c-d), or what it makes blocked
    with the scenario's bands (702.22h)."""
    if answer.band_options is not None:
        out = []
        for option in answer.band_options[index]:
            banding = ", ".join(name(answer, c) for c in option["banding"])
            without = ", ".join(name(answer, c) for c in option["without"])
            some = f"one or more of {banding}" if len(option["banding"]) > 1 else banding
            out.append(f"bands (702.22c-d): {some}" + (f" with at most one of {without}" if without else "")
                       + f", attacking {name(answer, option['attacks'])}")
        return out
    if answer.blocked_by is not None:
        return _blocked_lines(answer, answer.legal[index], answer.blocked_by[index])
    return []


def _blocked_lines(answer: CombatAnswer, declaration: dict[str, Any], blocked_by: dict[str, list[str]]) -> list[str]:
    """The attackers a declaration of blockers makes blocked through their bands only (702.22h)."""
    declared: dict[str, set[str]] = {}
    for blocker, attackers in declaration.items():
        for attacker in attackers:
            declared.setdefault(attacker, set()).add(blocker)
    return [f"with its band, {name(answer, a)} becomes blocked by "
            + ", ".join(name(answer, b) for b in blockers if b not in declared.get(a, set())) + " (702.22h)"
            for a, blockers in blocked_by.items() if set(blockers) - declared.get(a, set())]
