"""The `layers` answer for people: tables that fit the terminal, type lines as cards print them, the
trace in words (pysolver.questions.layers.explain) and what differs between several outcomes (613.7m).

The JSON keeps the contract's sorted lower-case lists; only this text is free.
"""

from __future__ import annotations

from collections.abc import Sequence

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
from pysolver.questions.layers.model import ALL_CREATURE_TYPES, Outcome
from pysolver.scenario import Scenario
from pysolver.text import simple_table, wrap

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
              shrink: list[tuple[int, int]], break_words: bool = True) -> tuple[str, bool, list[int]]:
    """A table (text.simple_table), whether it is no wider than `width`, and the widths its
    columns were wrapped to: the columns of
    `shrink` ((index, narrowest width) in the order to try) are wrapped, one after the other, only as
    much as needed, if it can be done so, never so narrow that a word would be broken ("colorless");
    else (with `break_words`) as narrow as the shrink allows. A cell is text or a list of
    paragraphs (continuation lines indented two spaces)."""
    full = [max([len(h), *(len(p) for row in rows for p in _paragraphs(row[i]))]) for i, h in enumerate(headers)]
    unbroken = [max([0, *(_longest_word(p) for row in rows for p in _paragraphs(row[i]))]) for i in range(len(headers))]
    for floors in (unbroken, [0] * len(headers)) if break_words else (unbroken,):
        widths, stages = list(full), iter(shrink)
        while True:
            text = simple_table(headers, _lay_out(headers, rows, widths))
            excess = max(len(line) for line in text.splitlines()) - width
            stage = next(stages, None) if excess > 0 else None
            if stage is None:
                break
            column, narrowest = stage
            widths[column] = max(narrowest, floors[column], widths[column] - excess)
        if excess <= 0:
            break
    return text, excess <= 0, widths


def _longest_word(paragraph: str) -> int:
    """The width a column needs for no word of the paragraph to be broken: its first word on the
    first line, any other perhaps on a continuation line (two spaces in)."""
    words = paragraph.split()
    return max([len(words[0]) if words else 0, *(len(w) + 2 for w in words[1:])])


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


def _cells(outcome: Outcome, oid: str) -> dict[str, str | list[str]]:
    """The shown characteristics of one object, by column (its abilities in Oracle order, so that
    `obj#N` and `ability: N` count as a judge reads the card)."""
    o = outcome.objects[oid]
    return {"controller": o["controller"], "type line": type_line(o["supertypes"], o["types"], o["subtypes"]),
            "colors": ", ".join(o["colors"]) or "colorless",
            "P/T": "" if o["power"] is None else f"{o['power']}/{o['toughness']}",
            "abilities": list(outcome.oracle_abilities.get(oid, o["abilities"]))}


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
        cells = _cells(outcome, oid)
        name = "(emblem)" if sc.object(oid).emblem else o["name"]  # 114.3: an emblem has no name
        rows.append([oid, name, *([_zone(sc, oid)] if zones else []), *(cells[c] for c in COLUMNS)])
    # whole words in one table, else the abilities under each row (whole words if it can be)
    text, fits, _widths = fit_table(headers, rows, width, [(headers.index(h), n) for h, n in SHRINK if h in headers],
                                    break_words=False)
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
        cells = [_cells(oc, oid) for oc in outcomes]
        for column in COLUMNS:
            values = [c[column] for c in cells]
            if any(v != values[0] for v in values):
                rows.append([oid, first["name"], column, *values])
    outcome_columns = range(3, len(headers))
    shrink = [(i, 24) for i in outcome_columns] + [(1, 12), (0, 8)] + [(i, 10) for i in outcome_columns]
    return fit_table(headers, rows, width, shrink)[0]


def state_based_text(outcome: Outcome, width: int, title: str = "") -> str:
    """704.3: the state-based actions this board calls for, which would happen next (not applied)."""
    lines = wrap(f"{title}state-based actions this board calls for (704.3: they would happen next, all at once; "
                 "not applied above):" if title else "State-based actions this board calls for (704.3: they would "
                 "happen next, all at once; not applied above):", width)
    for action in outcome.state_based:
        lines += wrap(action.text + ".", width, "  ")
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
        if oc.state_based:
            parts.append(state_based_text(oc, width, title))
        if show_trace or explained:  # the words of a run's record, read only when asked for
            from pysolver.questions.layers.trace import explain, trace
        if show_trace:
            parts.append((f"{title}trace\n" if title else "") + trace(oc, width))
        for oid in explained:
            parts.append(title + explain(oc, sc, oid, width) if title else explain(oc, sc, oid, width))
    return "\n\n".join(parts)
