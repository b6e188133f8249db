"""The `layers` answer for people: tables that fit the terminal, type lines as cards print them, the
trace in words (pysolver.questions.layers.explain) and what differs between several outcomes (613.7m).

The JSON keeps the contract's sorted lower-case lists; only this text is free.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pysolver.cards.vocabulary import (
    ARTIFACT_TYPES,
    BATTLE_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
    SUBTYPE_WORDS,
)
from pysolver.questions.layers.explain import change_words, last_changes, removal_words
from pysolver.questions.layers.model import ALL_CREATURE_TYPES, Dependency, History, Outcome
from pysolver.scenario import Scenario
from pysolver.text import simple_table, wrap

# how many object ids a reason lists before "and N more"
MAX_LISTED = 8
# the order printed type lines use (Legendary Enchantment Creature, Basic Snow Land, Land Creature)
SUPERTYPE_ORDER = ("basic", "legendary", "ongoing", "snow", "world")
TYPE_ORDER = ("kindred", "enchantment", "artifact", "land", "planeswalker", "battle", "creature", "instant",
              "sorcery")
# subtypes in the order of the card types whose lists they belong to (205.3)
_SUBTYPE_CLASS = {w.lower(): rank for rank, words in enumerate(
    (ENCHANTMENT_TYPES, ARTIFACT_TYPES, LAND_TYPES, PLANESWALKER_TYPES, BATTLE_TYPES, CREATURE_TYPES, SPELL_TYPES))
    for w in words}
_PRINTED_SUBTYPE = {w.lower(): w for w in SUBTYPE_WORDS.values()}


def _title(word: str) -> str:
    return word[:1].upper() + word[1:]


def type_line(supertypes: Sequence[str], types: Sequence[str], subtypes: Sequence[str]) -> str:
    """A type line as printed cards write it: "Legendary Enchantment Creature — Human Wizard"
    ("(every creature type)" for all of 205.3m, changeling)."""
    def rank(order: tuple[str, ...], word: str) -> tuple[int, str]:
        return (order.index(word) if word in order else len(order), word)

    words = [_title(s) for s in sorted(supertypes, key=lambda w: rank(SUPERTYPE_ORDER, w))]
    words += [_title(t) for t in sorted(types, key=lambda w: rank(TYPE_ORDER, w))]
    line = " ".join(words)
    every = ALL_CREATURE_TYPES <= set(subtypes)
    rest = sorted((s for s in subtypes if not (every and s in ALL_CREATURE_TYPES)),
                  key=lambda s: (_SUBTYPE_CLASS.get(s, len(_SUBTYPE_CLASS)), s))
    shown = (["(every creature type)"] if every else []) + [_PRINTED_SUBTYPE.get(s, _title(s)) for s in rest]
    return f"{line} — {' '.join(shown)}" if shown else line


def _paragraphs(cell: str | list[str]) -> list[str]:
    return cell if isinstance(cell, list) else [cell]


def _lay_out(headers: list[str], rows: list[list[str | list[str]]], widths: list[int]) -> list[list[str]]:
    """Each row's cells wrapped to the column widths (one paragraph a line, continuations indented)."""
    return [["\n".join(line for p in _paragraphs(cell) for line in (wrap(p, widths[i], hanging="  ") if p else [""]))
             for i, cell in enumerate(row)] for row in rows]


def fit_table(headers: list[str], rows: list[list[str | list[str]]], width: int,
              shrink: list[tuple[int, int]]) -> tuple[str, bool, list[int]]:
    """A table (text.simple_table), whether it is no wider than `width`, and the widths its
    columns were wrapped to: the columns of
    `shrink` ((index, narrowest width) in the order to try) are wrapped, one after the other, only as
    much as needed. A cell is text or a list of paragraphs (continuation lines indented two spaces)."""
    widths = [max([len(h), *(len(p) for row in rows for p in _paragraphs(row[i]))]) for i, h in enumerate(headers)]
    stages = iter(shrink)
    while True:
        text = simple_table(headers, _lay_out(headers, rows, widths))
        excess = max(len(line) for line in text.splitlines()) - width
        stage = next(stages, None) if excess > 0 else None
        if stage is None:
            return text, excess <= 0, widths
        column, narrowest = stage
        widths[column] = max(narrowest, widths[column] - excess)


def table_with_notes(headers: list[str], rows: list[list[str | list[str]]], notes: list[list[str]], width: int,
                     shrink: list[tuple[int, int]]) -> str:
    """A table whose rows are each followed by their notes (paragraphs, e.g. abilities), indented
    under the row and wrapped to the width: for a text column too long to share a line."""
    text, _fits, widths = fit_table(headers, rows, width, shrink)
    lines = text.splitlines()
    out, at = lines[:2], 2
    for row, row_notes in zip(_lay_out(headers, rows, widths), notes, strict=True):
        height = max(cell.count("\n") + 1 for cell in row)
        out += lines[at:at + height]
        at += height
        out += [line for note in row_notes for line in wrap(note, width, "    ", "  ")]
    return "\n".join(out)


# --- the board -------------------------------------------------------------------------------

def _zone(sc: Scenario, oid: str) -> str:
    obj = sc.object(oid)
    return "battlefield" if obj.zone == "battlefield" else f"{obj.zone} ({obj.owner})"


def _cells(o: dict[str, Any]) -> dict[str, str | list[str]]:
    """The shown characteristics of one object, by column."""
    return {"controller": o["controller"], "type line": type_line(o["supertypes"], o["types"], o["subtypes"]),
            "colors": ", ".join(o["colors"]) or "colorless",
            "P/T": "" if o["power"] is None else f"{o['power']}/{o['toughness']}",
            "abilities": list(o["abilities"])}


COLUMNS = ("controller", "type line", "colors", "P/T", "abilities")
# the columns wrapped when the table is too wide, in turn, and the narrowest each may become; when
# that is not enough, the abilities are written under each row instead (table_with_notes)
SHRINK = (("abilities", 30), ("type line", 20), ("name", 14), ("zone", 14), ("type line", 16), ("name", 12))
SHRINK_NARROW = (("type line", 18), ("name", 12), ("zone", 11), ("colors", 8), ("type line", 12), ("name", 8),
                 ("id", 8), ("zone", 6))


def object_table(outcome: Outcome, sc: Scenario, width: int) -> str:
    """Every object's characteristics, one row each; a zone column when one is not on the battlefield."""
    zones = any(o["zone"] != "battlefield" for o in outcome.objects.values())
    headers = ["id", "name", *(["zone"] if zones else []), *COLUMNS]
    rows: list[list[str | list[str]]] = []
    for oid, o in outcome.objects.items():
        cells = _cells(o)
        rows.append([oid, o["name"], *([_zone(sc, oid)] if zones else []), *(cells[c] for c in COLUMNS)])
    text, fits, _widths = fit_table(headers, rows, width, [(headers.index(h), n) for h, n in SHRINK if h in headers])
    if fits:
        return text
    headers.pop()
    return table_with_notes(headers, [row[:-1] for row in rows], [list(row[-1]) for row in rows], width,
                            [(headers.index(h), n) for h, n in SHRINK_NARROW if h in headers])


def _order(outcome: Outcome) -> str:
    return ", ".join(k for k, _ in sorted(outcome.timestamps.items(), key=lambda kv: kv[1]))


def differences(outcomes: list[Outcome], width: int) -> str:
    """What differs between several outcomes (613.7m): one row per object and characteristic that is
    not the same in all, one column per outcome."""
    headers = ["id", "name", "characteristic", *(f"outcome {i}" for i in range(1, len(outcomes) + 1))]
    rows: list[list[str | list[str]]] = []
    for oid, first in outcomes[0].objects.items():
        cells = [_cells(oc.objects[oid]) for oc in outcomes]
        for column in COLUMNS:
            values = [c[column] for c in cells]
            if any(v != values[0] for v in values):
                rows.append([oid, first["name"], column, *values])
    outcome_columns = range(3, len(headers))
    shrink = [(i, 24) for i in outcome_columns] + [(1, 12), (0, 8)] + [(i, 10) for i in outcome_columns]
    return fit_table(headers, rows, width, shrink)[0]


# --- the trace -------------------------------------------------------------------------------

def _short(outcome: Outcome, effect: str) -> str:
    """An effect's id with its source: "moon#1 (Blood Moon)"."""
    words = outcome.effect_words.get(effect, "")
    return f"{effect} ({words.split(': ', 1)[0]})" if words else effect


def _natural(oid: str) -> tuple[str, int, str]:
    """Sort key of an id: "p2" before "p10"."""
    stem = oid.rstrip("0123456789")
    digits = oid[len(stem):]
    return (stem, int(digits) if digits else -1, oid)


def _listed(ids: list[str]) -> str:
    shown = ", ".join(ids[:MAX_LISTED])
    return shown + (f", … ({len(ids) - MAX_LISTED} more)" if len(ids) > MAX_LISTED else "")


def reasons_words(dep: Dependency) -> str:
    """613.8a: the reasons of one dependency, grouped: "would change whether it applies to 160
    objects: f0, f1, …" rather than one clause per object."""
    clauses: list[str] = []
    kinds: dict[str, list[str]] = {}
    for kind, obj in dep.reasons:
        kinds.setdefault(kind, []).append(obj or "")
    if "removes_ability" in kinds:
        clauses.append(f"it would remove {dep.effect_source}'s ability")
    if "existence" in kinds:
        clauses.append("it would make the effect stop existing (its condition would no longer hold)")
    for kind, what in (("applies_to", "whether the effect applies to"),
                       ("what_it_does", "what the effect does to")):
        objs = sorted(kinds.get(kind, []), key=_natural)
        if len(objs) == 1:
            clauses.append(f"it would change {what} {objs[0]}")
        elif objs:
            clauses.append(f"it would change {what} {len(objs)} objects: {_listed(objs)}")
    return "applying it " + "; ".join(c.removeprefix("it ") for c in clauses)


def _effects_section(outcome: Outcome, width: int) -> list[str]:
    lines = ["Effects (id: source: ability):"]
    for effect, words in sorted(outcome.effect_words.items()):
        lines += wrap(f"{effect}: {words}", width, "  ")
    return lines


def _steps_section(outcome: Outcome, width: int) -> list[str]:
    title = "Application order (613.1-613.4; timestamps 613.7, dependencies 613.8):"
    lines = [title + ("" if outcome.steps else " none")]
    for k, layer, names in outcome.steps:
        lines += wrap(f"step {k:>2}  layer {layer:<3} {', '.join(_short(outcome, n) for n in names)}", width, "  ",
                      " " * 16)
    if any(len(names) > 1 for _, _, names in outcome.steps):
        lines += wrap("A step with several effects applied them one after another in the order shown "
                      "(characteristic-defining abilities first, then timestamps, 613.7), without re-evaluating "
                      "the order between them: none changes what those after it in the step apply to or do "
                      "(613.8).", width, "  ", "")
    return lines


def _dependencies_section(outcome: Outcome, width: int) -> list[str]:
    lines = ["Dependencies found (613.8a):" + ("" if outcome.dependencies else " none")]
    for dep in outcome.dependencies:
        lines += wrap(f"layer {dep.layer}: {_short(outcome, dep.effect)} depends on "
                      f"{_short(outcome, dep.depends_on)}: {reasons_words(dep)}.", width, "  ")
    return lines


def _loops_section(outcome: Outcome, width: int) -> list[str]:
    lines: list[str] = []
    for loop in outcome.loops:
        lines += wrap(f"dependency loop (613.8b) in layer {loop.layer}: {', '.join(loop.effects)}; broken at step "
                      f"{loop.step} by timestamp order: {', '.join(loop.applied)} applied first", width, "  ")
    return lines


def _applied_in(outcome: Outcome, effect: str, layer: str) -> bool:
    return effect in outcome.order.get(layer, [])


def _why_not_section(outcome: Outcome, width: int) -> list[str]:
    """Effects that stopped existing before they applied: their ability lost at an earlier step
    (305.7, 613.1f, 707.2 ...), or their condition failing (604.1)."""
    history = outcome.history
    if history is None:
        return []
    lines: list[str] = []
    layers: dict[tuple[int, str, str, str], list[str]] = {}
    for k, effect, layer, obj, ability in history.gone:
        if not _applied_in(outcome, effect, layer):
            layers.setdefault((k, effect, obj, str(ability)), []).append(layer)
    for (k, effect, obj, ability), in_layers in sorted(layers.items()):
        causes = [lost for lost in history.lost if lost.step == k and lost.obj == obj and str(lost.ability) == ability]
        how = "; ".join(f"{_short(outcome, c.effect)} {removal_words(c.operation, c.object_name)}" for c in causes)
        step_layer = _step_layer(outcome, k)
        lines += wrap(f"{_short(outcome, effect)} does not apply in {_layers(in_layers)}: at step {k} "
                      f"(layer {step_layer}) {how}. The ability was gone before its effect began to apply, so the "
                      "effect no longer exists (604.1; 613.6 keeps only an effect that has begun).", width, "  ")
    unmet: dict[str, list[str]] = {}
    for _k, effect, layer in history.unmet:
        if not _applied_in(outcome, effect, layer) and layer not in unmet.get(effect, []):
            unmet.setdefault(effect, []).append(layer)
    for effect, in_layers in unmet.items():
        lines += wrap(f"{_short(outcome, effect)} does not apply in {_layers(in_layers)}: its condition "
                      "did not hold when it would have applied (604.1).", width, "  ")
    return (["Effects that did not apply:"] + lines) if lines else []


def _layers(layers: list[str]) -> str:
    return ("layers " if len(layers) > 1 else "layer ") + ", ".join(layers)


def _step_layer(outcome: Outcome, k: int) -> str:
    return next((layer for step, layer, _names in outcome.steps if step == k), "?")


def _kept_section(outcome: Outcome, width: int) -> list[str]:
    """613.6: effects applied in a later layer although their ability was removed in an earlier one."""
    history = outcome.history
    if history is None or not history.kept:
        return []
    lines = ["Effects that kept applying after their ability was removed (613.6):"]
    for k, effect, obj, ability in history.kept:
        earlier = [lost for lost in history.lost if lost.obj == obj and str(lost.ability) == str(ability)
                   and lost.step < k]
        when = ""
        if earlier:
            lost = earlier[-1]
            when = (f" although at step {lost.step} (layer {_step_layer(outcome, lost.step)}) "
                    f"{_short(outcome, lost.effect)} {removal_words(lost.operation, lost.object_name)}")
        lines += wrap(f"{_short(outcome, effect)} applied at step {k} (layer {_step_layer(outcome, k)}){when}: an "
                      "effect that has begun to apply keeps applying in its later layers, to the same objects, "
                      "even after its ability is removed (613.6).", width, "  ")
    return lines


# The sections of the trace, in order; each gives its lines (none when it has nothing to say).
TRACE_SECTIONS: list[Callable[[Outcome, int], list[str]]] = [
    _effects_section, _steps_section, _dependencies_section, _loops_section, _why_not_section, _kept_section]


def trace(outcome: Outcome, width: int) -> str:
    """The trace (`--trace`): the effects in words, the steps, the dependencies and their loops, and
    why an effect did not apply or kept applying."""
    return "\n".join(line for section in TRACE_SECTIONS for line in section(outcome, width))


def explain(outcome: Outcome, sc: Scenario, oid: str, width: int) -> str:
    """`--explain OBJECT`: the last effect that set each changed value of the object."""
    obj = outcome.objects[oid]
    lines = wrap(f"Why {oid} ({obj['name'] or 'no name'}) is as shown (the last effect that set each changed "
                 "value):", width)
    history: History | None = outcome.history
    changes = last_changes(history, sc, oid) if history is not None else []
    for touch in changes:
        lines += wrap(change_words(touch, {e: w.split(": ", 1)[0] for e, w in outcome.effect_words.items()},
                                   _step_layer(outcome, touch.step)), width, "  ")
    if not changes:
        lines.append("  no effect changed its printed values")
    return "\n".join(lines)


def render(outcomes: list[Outcome], sc: Scenario, width: int, show_trace: bool, explained: list[str]) -> str:
    """The whole human answer of `layers`."""
    parts: list[str] = []
    if len(outcomes) > 1:
        head = wrap(f"{len(outcomes)} outcomes: equal timestamps, and the active player chooses their order "
                    "(613.7m).", width)
        head += [line for i, oc in enumerate(outcomes, start=1)
                 for line in wrap(f"outcome {i}: order {_order(oc)}", width, "  ")]
        parts.append("\n".join(head))
        parts.append("The objects in outcome 1:\n" + object_table(outcomes[0], sc, width))
        parts.append("What differs between the outcomes:\n" + differences(outcomes, width))
    else:
        parts.append(object_table(outcomes[0], sc, width))
    for i, oc in enumerate(outcomes, start=1):
        title = f"Outcome {i}: " if len(outcomes) > 1 else ""
        if show_trace:
            parts.append((f"{title}trace\n" if title else "") + trace(oc, width))
        for oid in explained:
            parts.append(title + explain(oc, sc, oid, width) if title else explain(oc, sc, oid, width))
    return "\n\n".join(parts)
