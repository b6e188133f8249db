"""The level symbols of a leveler card (711; level up, 702.87) read as the one static ability each is.

711.2: a level symbol is a keyword ability that represents a static ability; the abilities printed in
its striation of the text box, and the power/toughness box printed there, are part of it. A corpus
writes a striation as lines of its own below the symbol's line ("LEVEL 2-6", "3/3", "First strike"),
up to the next symbol or the end of the text (711.3: the striations only show which abilities belong
to which symbol). 711.2a: "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at
least N1 level counters on it, but no more than N2 level counters on it, it has base power and
toughness [P/T] and has [abilities]"; 711.2b: "{LEVEL N3+}" the same with N3 or more. So the symbol
and its lines are one ability, with the leveler's own timestamp: its base power and toughness a
layer-7b effect (613.4b: an effect that sets base power and toughness), its abilities gained in layer
6 (613.1f), both while the number of level counters on the leveler itself is in the range (122.1:
the scenario's `counters`). Being one ability, its parts exist, and stop, together.

Each ability line of a striation is compiled as a line of its own (a line of keywords is one ability
each, 702); the level is refused, naming the words, when a line of it is refused and may matter to a
question, or when the leveler has a printed power and toughness and the striation gives none (a level's
P/T is never guessed). A line refused that matters to no question is still an ability the level grants,
under the opaque key unmodelled("text") (as a quoted ability granted is: oracle.meaning.grants).

A Class's level (716) is a designation, not counters (702.87c): a Class is level 1, and its level
abilities "[cost]: Level N" (716.2a: "[cost]: This Class's level becomes N. Activate only if this Class is
level N-1 and only as a sorcery.") make it level N; the class abilities printed in the section below a level
ability are the Class's while it is level N or greater (gaining a level removes none of the earlier ones).
A level ability and the lines of its section are read the same way as one compiled ability: a static
ability of the Class itself whose condition is its level (asp/selectors.lp class_level(N): the scenario's
`level`), which has the section's abilities in layer 6; the activation of the level ability is read by no
question (it is not an activated ability of the compiled meaning: the scenario states the level)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import clingo

from pysolver.cards.compiled import CompiledAbility

F, N, S = clingo.Function, clingo.Number, clingo.String

# 711.2: the level symbol's line, "LEVEL N1-N2" or "LEVEL N3+"
LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
# 711.2: a striation's power/toughness box, written as a line "3/3" (numbers only: 208.2)
PT_BOX = re.compile(r"(\d+)/(\d+)")
# 716.2a: a Class's level ability, "[cost]: Level N"
CLASS_LEVEL = re.compile(r"((?:\{[^}]+\})+): Level (\d+)", re.IGNORECASE)
# the kind of counter the levels count (702.87a: level up puts "a level counter")
LEVEL_COUNTER = "level"


def level_ability(symbol: str, lines: Sequence[str], abilities: Sequence[CompiledAbility],
                  printed_pt: bool) -> CompiledAbility:
    """The level symbol `symbol` ("LEVEL 2-6") with the lines of its striation (`lines`, in Oracle order:
    its power/toughness box first, if it has one) as one compiled ability (see the module), given the
    striation's abilities compiled (`abilities`: those of its lines after the box, a line of keywords
    cut); `printed_pt`: whether the face has a printed power and toughness (then the striation must
    give its own)."""
    text = "\n".join([symbol, *lines])
    low, high = _range(symbol)
    pt = PT_BOX.fullmatch(lines[0]) if lines else None
    refused = _refused(text, symbol, "711.2a", abilities)
    if refused is not None:
        return refused
    if printed_pt and pt is None:
        return CompiledAbility(text, _questions(abilities), unknown=symbol,
                               reason=f"{symbol!r} has no power/toughness box (711.2a) in this card's text")
    key = F("oracle", [S(text.lower())])  # (compact.lower_key: the file leaves it out)
    # 711.2a-b: N1 or more level counters on the leveler itself, and for N1-N2 no more than N2 (not N2+1 or more)
    facts = _counters_condition(key, "at_least", 1, low)
    if high is not None:
        facts += _counters_condition(key, "at_most", 0, high + 1)
    words = [f"a level symbol (711.2{'a' if high is not None else 'b'}), one static ability of the object itself, "
             "while it has " + (f"{low} to {high}" if high is not None else f"{low} or more")
             + " level counters on it (122.1)"]
    if pt is not None:  # 711.2a, 613.4b: its base power and toughness, set in layer 7b
        power, toughness = int(pt.group(1)), int(pt.group(2))
        facts += [F("layer_of", [key, F("l7b")]),
                  F("does", [key, F("l7b"), F("set_pt", [F("n", [N(power)]), F("n", [N(toughness)])])])]
        words.append(f"it has base power and toughness {power}/{toughness} (layer 7b, 613.4b)")
    return _static(text, key, facts, words, abilities)


def class_level_ability(level_line: str, lines: Sequence[str], abilities: Sequence[CompiledAbility]) -> CompiledAbility:
    """A Class's level ability `level_line` ("{G}: Level 2", 716.2a) with the lines of its section below it
    (`lines`, their abilities compiled: `abilities`) as one compiled ability (see the module)."""
    text = "\n".join([level_line, *lines])
    refused = _refused(text, level_line, "716.2a", abilities)
    if refused is not None:
        return refused
    match = CLASS_LEVEL.fullmatch(level_line)
    assert match is not None
    level = int(match.group(2))
    key = F("oracle", [S(text.lower())])
    # 716.2a: the section's class abilities are the Class's while it is level N or greater
    sel = F("self_at_class_level", [N(level)])
    facts = [F("scope", [sel, N(1), F("pos"), F("self")]),
             F("scope", [sel, N(1), F("pos"), F("class_level", [N(level)])]),
             F("condition", [key, F("at_least", [N(1), sel])])]
    words = [f"a Class's level ability (716.2a: {match.group(1)} makes it level {level}, an activation no question "
             f"reads) with the class abilities of level {level}, the object's own while it is level {level} or "
             "greater (the scenario's `level`)"]
    return _static(text, key, facts, words, abilities)


def level_parts(lines: list[str], name: str) -> list[tuple[str, list[str]]]:
    """The lines of a level below its power/toughness box, each with the abilities it holds (a line of keywords
    is one ability each, 702: oracle.ability_lines)."""
    from pysolver.cards.oracle import ability_lines

    return [(line, ability_lines(line, name)) for line in lines]


def is_level(text: str) -> bool:
    """Whether a compiled ability's text is a level of either kind: its first line a level symbol (711.2) or a
    Class's level ability (716.2a)."""
    first = text.split("\n")[0]
    return bool(LEVEL_SYMBOL.fullmatch(first) or CLASS_LEVEL.fullmatch(first))


def class_levels(abilities: Sequence[clingo.Symbol]) -> set[int]:
    """The levels a Class's level abilities can make it (716.2a: "[cost]: Level N" makes it level N), read from
    its abilities' keys (a level section's key, or unmodelled key, starts with its level line)."""
    out = set()
    for key in abilities:
        if key.type == clingo.SymbolType.Function and len(key.arguments) == 1 \
                and key.arguments[0].type == clingo.SymbolType.String:
            match = CLASS_LEVEL.fullmatch(key.arguments[0].string.split("\n")[0])
            if match is not None:
                out.add(int(match.group(2)))
    return out


def _refused(text: str, header: str, rule: str, abilities: Sequence[CompiledAbility]) -> CompiledAbility | None:
    """The level refused when one of its abilities is not understood and may matter to a question."""
    refused = next((a for a in abilities if not a.accepted and a.questions), None)
    if refused is None:
        return None
    return CompiledAbility(text, _questions(abilities), unknown=refused.unknown,
                           reason=f"an ability of {header!r} ({rule}) not understood: {refused.reason}")


def _questions(abilities: Sequence[CompiledAbility]) -> frozenset[str]:
    """A level matters to layers (the abilities the object has) and to what its abilities matter to."""
    return frozenset({"layers"}).union(*(a.questions for a in abilities))


def _static(text: str, key: clingo.Symbol, facts: list[clingo.Symbol], words: list[str],
            abilities: Sequence[CompiledAbility]) -> CompiledAbility:
    """The level as a static ability of the object itself (its `facts` so far: its condition and, for a
    leveler, its base P/T) that has the level's abilities in layer 6 (613.1f)."""
    facts = [F("ability_class", [key, F("static")]), F("scope", [key, N(1), F("pos"), F("self")]), *facts]
    if abilities:
        facts.append(F("layer_of", [key, F("l6")]))
    for ability in abilities:
        held = ability.held
        assert held.key is not None
        facts.append(F("does", [key, F("l6"), F("gain", [held.key])]))
        facts += [f for f in ability.facts if f not in facts]  # the definition of the ability it has
        words.append(f"it has {ability.text!r}: {ability.meaning or 'an ability read by no question'}")
    return CompiledAbility(text, _questions(abilities), key, tuple(facts), "; ".join(words))


def _range(symbol: str) -> tuple[int, int | None]:
    """N1 and N2 of "LEVEL N1-N2", N3 and None of "LEVEL N3+"."""
    match = LEVEL_SYMBOL.fullmatch(symbol)
    assert match is not None
    return int(match.group(1)), int(match.group(2)) if match.group(2) is not None else None


def _counters_condition(key: clingo.Symbol, bound: str, amount: int, counters: int) -> list[clingo.Symbol]:
    """condition(key, bound(amount, Sel)), Sel picking the leveler itself while it has `counters` or
    more level counters (asp/selectors.lp counters(K,N), 122.1)."""
    sel = F("self_with_counters", [S(LEVEL_COUNTER), N(counters)])
    return [F("scope", [sel, N(1), F("pos"), F("self")]),
            F("scope", [sel, N(1), F("pos"), F("counters", [S(LEVEL_COUNTER), N(counters)])]),
            F("condition", [key, F(bound, [N(amount), sel])])]


