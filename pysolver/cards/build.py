"""Building the compiled library (pysolver.cards.compiled) from a corpus: every face compiled by
the Oracle-text compiler, in worker processes, into the sorted lines of the file, with the coverage
of each question; written whole or not at all.

The compiler must give one meaning to one key: two faces whose abilities have the same key and
different definition facts stop the build (CompilerConflict), since a board with both would merge
the two meanings.
"""

from __future__ import annotations

import functools
import json
import os
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import clingo

from pysolver.cards.compact import (
    letter_questions,
    lower_key,
    pack_definition,
    pack_face,
    printed_texts,
    template_ids,
)
from pysolver.cards.compiled import (
    DEFINITION,
    FORMAT,
    LICENCE,
    SEPARATORS,
    SIDE_BY_SIDE,
    CompiledAbility,
    CompiledCard,
)
from pysolver.cards.compiler import CompileAbility
from pysolver.cards.corpus.face import Face, engine_pt
from pysolver.cards.levels import (
    CLASS_LEVEL,
    LEVEL_SYMBOL,
    PT_BOX,
    class_level_ability,
    level_ability,
    level_parts,
)
from pysolver.cards.lexicon import Lexicon, make_lexicon
from pysolver.cards.modelled import QUESTIONS
from pysolver.cards.printed import card_key
from pysolver.cards.vocabulary import CARD_TYPES
from pysolver.errors import MtgSolveError

if TYPE_CHECKING:
    from pysolver.cards.corpus.readers import Corpus


class CompilerConflict(MtgSolveError):
    """The compiler gave two meanings to one ability key (exit status 2: nothing is written)."""

    exit_status = 2


@dataclass
class Coverage:
    """How much of a library the compiler understood, per question: abilities accepted and refused,
    and the faces with some ability that matters to it of which every such ability is accepted."""

    faces: int = 0
    skipped: int = 0
    accepted: dict[str, int] = field(default_factory=lambda: dict.fromkeys(QUESTIONS, 0))
    refused: dict[str, int] = field(default_factory=lambda: dict.fromkeys(QUESTIONS, 0))
    cards: dict[str, int] = field(default_factory=lambda: dict.fromkeys(QUESTIONS, 0))
    understood: dict[str, int] = field(default_factory=lambda: dict.fromkeys(QUESTIONS, 0))

    def add(self, row: dict[str, Any]) -> None:
        """Count one face, given as its line of the file (CompiledCard.to_json: a refused ability has
        a reason, "r")."""
        self.faces += 1
        for question in QUESTIONS:
            relevant = [a for a in row.get("a", ()) if question in letter_questions(a.get("q", ""))]
            for ability in relevant:
                (self.refused if "r" in ability else self.accepted)[question] += 1
            if relevant:
                self.cards[question] += 1
                self.understood[question] += not any("r" in a for a in relevant)

    def to_json(self) -> dict[str, Any]:
        """As the header of the file holds it."""
        return {"faces": self.faces, "skipped": self.skipped, "accepted": self.accepted, "refused": self.refused,
                "cards": self.cards, "understood": self.understood}

    def lines(self) -> list[str]:
        """The coverage report, in words (80 columns)."""
        out = [f"{self.faces} faces compiled ({self.skipped} left out: not cards of the battlefield or stack)",
               f"{'question':<10}{'abilities accepted':>20}{'refused':>10}{'cards fully understood':>28}"]
        for q in QUESTIONS:
            total = self.accepted[q] + self.refused[q]
            share = f"{100 * self.accepted[q] / total:.1f} %" if total else "-"
            cards = f"{self.understood[q]} of {self.cards[q]}"
            out.append(f"{q:<10}{self.accepted[q]:>11} ({share:>6}){self.refused[q]:>10}{cards:>28}")
        return out


def compile_face(face: Face, compile_ability: CompileAbility) -> CompiledCard:
    """One face with each of its Oracle lines compiled (in order); a compiler that fails on a line
    refuses that line (the failure is its reason), the rest of the face is still compiled. A leveler's
    level symbol and the lines of its striation (711.2), a Class's level ability and the lines of its
    section (716.2a), are one ability each (pysolver.cards.levels)."""
    from pysolver.cards.oracle import ability_lines  # a line of keywords is one ability each (702)

    texts = list(face.lines)
    is_class = "class" in face.subtypes
    headers = [i for i, text in enumerate(texts)
               if LEVEL_SYMBOL.fullmatch(text) or is_class and CLASS_LEVEL.fullmatch(text)]
    own = texts[:headers[0]] if headers else texts  # 711.4, 716: the abilities before the first level
    abilities = _compile_lines([part for text in own for part in ability_lines(text, face.name)], face.name,
                               compile_ability)
    ends = [*headers[1:], len(texts)] if headers else []
    for start, end in zip(headers, ends, strict=True):  # the lines of a level: those below it, to the next one
        header, lines = texts[start], texts[start + 1:end]
        box = 1 if LEVEL_SYMBOL.fullmatch(header) and lines and PT_BOX.fullmatch(lines[0]) else 0  # its P/T box
        parts = _compile_lines([part for _, cut in level_parts(lines[box:], face.name) for part in cut], face.name,
                               compile_ability)
        abilities.append(level_ability(header, lines, parts, face.power is not None or face.toughness is not None)
                         if LEVEL_SYMBOL.fullmatch(header) else class_level_ability(header, lines, parts))
    problems = [f"{attr} {value!r}" for attr, value in (("power", face.power), ("toughness", face.toughness))
                if value is not None and engine_pt(value) is None]
    return CompiledCard(face.name, face.card_name, tuple(abilities),
                        "; ".join(problems) + (" is not a number the engine holds (208)" if problems else ""),
                        **face.printed_values())


def _compile_lines(lines: list[str], name: str, compile_ability: CompileAbility) -> list[CompiledAbility]:
    """The abilities of lines of a face, each compiled; those below a level ability of a face that is not a
    Class refused (716.2a: a level is a Class's; compile_face reads a Class's levels)."""
    abilities = []
    level = ""  # the level line the lines below belong to, once one was met
    for line in lines:
        if CLASS_LEVEL.fullmatch(line):
            level = line
        elif level:  # 716.2a: an ability of a level applies only while a Class has that level
            abilities.append(CompiledAbility(line, frozenset(QUESTIONS), unknown=level,
                                             reason=f"an ability below {level!r} of a card that is not a Class "
                                                    "(716.2a: a level is a Class's)"))
            continue
        try:
            result = compile_ability(line, name)
        except Exception as exc:  # a compiler bug on one line must not lose the whole corpus
            abilities.append(CompiledAbility(line, frozenset(QUESTIONS), unknown=line,
                                             reason=f"the compiler failed: {type(exc).__name__}: {exc}"))
            continue
        questions = frozenset(result.questions)
        unreadable = [term for term in (result.key, *result.facts) if not _reads_back(term)] \
            if hasattr(result, "key") else []
        if unreadable:  # the file holds terms as text: one clingo cannot read back would make the card unusable
            abilities.append(CompiledAbility(line, questions, unknown=line,
                                             reason=f"the compiler failed: {unreadable[0]} is no term clingo reads"))
        elif hasattr(result, "key"):
            abilities.append(CompiledAbility(line, questions, result.key, tuple(result.facts), result.meaning))
        else:
            abilities.append(CompiledAbility(line, questions, unknown=result.unknown, reason=result.reason))
    return abilities


def _reads_back(term: clingo.Symbol) -> bool:
    """Whether clingo reads the term's text back as the term."""
    try:
        return clingo.parse_term(str(term)) == term
    except RuntimeError:
        return False


def on_battlefield_or_stack(face: Face) -> bool:
    """Whether a face is a card of the game (205.2a: its card types are traditional ones), not a
    plane, scheme or other game piece."""
    return bool(face.types) and all(t in CARD_TYPES for t in face.types)


def face_row(face: Face, compile_ability: CompileAbility) -> dict[str, Any]:
    """One face compiled, as its line of the file (plain data: what a worker process sends back)."""
    return compile_face(face, compile_ability).to_json()


def _no_bar(rows: Iterable[dict[str, Any]], total: int) -> Iterable[dict[str, Any]]:
    return rows


def build_library(corpus: Corpus, compile_ability: CompileAbility,
                  progress: Callable[[Iterable[dict[str, Any]], int], Iterable[dict[str, Any]]] = _no_bar,
                  workers: int = 1) -> tuple[list[str], Coverage]:
    """The lines of the compiled library of a corpus (header first, the rest sorted by key), and its
    coverage. The faces are compiled in `workers` processes (the compiler must then be a function of
    a module: it is sent to them by name); `progress(rows, total)` wraps the compiled faces as they
    come (a tqdm bar). The lines are the same whatever the number of workers."""
    faces = sorted(corpus.faces, key=lambda f: (card_key(f.name), f.card_name, f.side))
    coverage = Coverage()
    kept: dict[str, Face] = {}
    for face in faces:
        if not on_battlefield_or_stack(face):
            coverage.skipped += 1
        else:  # a face printed in two cards (a meld card's back): the first kept
            kept.setdefault(card_key(face.name), face)
    compile_one = functools.partial(face_row, compile_ability=compile_ability)
    if workers > 1 and len(kept) > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(min(workers, len(kept))) as pool:
            compiled = list(progress(pool.map(compile_one, kept.values(), chunksize=64), len(kept)))
    else:
        compiled = list(progress(map(compile_one, kept.values()), len(kept)))
    defined = definitions(compiled)
    for row in compiled:
        coverage.add(row)
    templates = reasons(compiled)
    lexicons = {"printed": printed_lexicon(compiled), "definitions": definitions_lexicon(defined.values())}
    write, write_definition = (functools.cache(lexicon.write) for lexicon in lexicons.values())
    rows: dict[str, Any] = {card_key(row["n"]): pack_face(row, write) for row in compiled}
    rows.update({DEFINITION + key: {"k": DEFINITION + key} | pack_definition(definition, write_definition)
                 for key, definition in defined.items()})
    rows.update({key: {"k": key, "see": names} for key, names in other_names(kept.values()).items()
                 if key not in rows})
    header = {"format": FORMAT, "source": Path(corpus.source).name, "corpus": corpus.format, "licence": LICENCE,
              "date": corpus.date or _file_date(Path(corpus.source)), "cards": len(compiled),
              "coverage": coverage.to_json(), "reasons": templates}
    lines = [json.dumps(header, ensure_ascii=False, separators=SEPARATORS),
             json.dumps({name: lexicon.entries for name, lexicon in lexicons.items()}, ensure_ascii=False,
                        separators=SEPARATORS)]
    lines += [json.dumps(rows[key], ensure_ascii=False, separators=SEPARATORS) for key in sorted(rows)]
    return lines, coverage


def definitions(rows: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Ability key -> its definition line's fields (its meaning in words, "m", and facts, "f" and
    "x"), taken out of the faces' lines (a key's are written once); CompilerConflict when two
    faces' abilities have the same key and different facts or words (a board with both would read
    the union of the two meanings)."""
    meanings: dict[str, tuple[dict[str, Any], str]] = {}
    for row in rows:
        for ability in row.get("a", ()):
            if "r" in ability:
                continue
            key = ability["k"] if "k" in ability else str(lower_key(ability["t"]))
            own = {field: ability.pop(field) for field in ("m", "f", "x") if field in ability}
            known, first = meanings.setdefault(key, (own, row["n"]))
            if known != own:
                raise CompilerConflict(f"the compiler gave the ability {key} two meanings: {first!r} ({_said(known)}) "
                                       f"and {row['n']!r} ({_said(own)})")
    return {key: definition for key, (definition, _) in meanings.items()}


def printed_lexicon(rows: list[dict[str, Any]]) -> Lexicon:
    """The lexicon of the faces' lines (CompiledCard.to_json), made from the texts they take from the
    corpus (Oracle text, mana costs, types, power and toughness: compact.printed_texts), each as
    often as the file writes it: a new compiler gives the same lexicon, so its build changes only
    the lines of the cards it reads anew (the keys and words it writes in them are written with the
    same lexicon)."""
    return make_lexicon(Counter(text for row in rows for text in printed_texts(row)))


def definitions_lexicon(defined: Iterable[dict[str, Any]]) -> Lexicon:
    """The lexicon of the definitions' lines, made from their meanings and facts (the compiler's
    words, not the corpus's: a new compiler gives a new one)."""
    texts: Counter[str] = Counter()

    def note(text: str) -> str:
        texts[text] += 1
        return text

    for definition in defined:
        pack_definition(definition, note)
    return make_lexicon(texts)


def _said(definition: dict[str, Any]) -> str:
    """A definition line's facts and words, for a message."""
    return ". ".join([*definition["f"], *definition.get("x", ())]) + ": " + definition["m"]


def reasons(rows: Iterable[dict[str, Any]]) -> dict[int, str]:
    """The header's templates of the reasons lines were refused, by id; each refused ability's
    template ("r") replaced by its id (pysolver.cards.compact)."""
    refused = [ability for row in rows for ability in row.get("a", ()) if "r" in ability]
    ids = template_ids(ability["r"] for ability in refused)
    for ability in refused:
        ability["r"] = ids[ability["r"]]
    return {ids[template]: template for template in sorted(ids, key=ids.__getitem__)}


def _file_date(path: Path) -> str | None:
    """The day a file was last modified (UTC), for a corpus that does not give its date."""
    import datetime

    try:
        return datetime.datetime.fromtimestamp(path.stat().st_mtime, datetime.timezone.utc).date().isoformat()
    except OSError:
        return None


def other_names(cards: Iterable[Face]) -> dict[str, list[str]]:
    """key -> the faces it names, for names that are not a face's own: a card's full name (its front
    face; both halves of a split card) and a short name (the part of a legendary face's name before
    the comma: "Urborg", "Kalitas"), when unique."""
    full: dict[str, list[Face]] = {}
    short: dict[str, set[str]] = {}
    for card in cards:
        if card.card_name != card.name:
            full.setdefault(card_key(card.card_name), []).append(card)
        if "," in card.name and "legendary" in card.supertypes:
            short.setdefault(card_key(card.name.split(",")[0]), set()).add(card.name)
    out = {}
    for key, faces in full.items():
        if faces[0].layout in SIDE_BY_SIDE:
            out[key] = sorted(f.name for f in faces)
        else:
            out[key] = [min(faces, key=lambda f: f.side).name]
    for key, names in short.items():
        if len(names) == 1 and key not in out:
            out[key] = sorted(names)
    return out


def write_library(lines: list[str], target: Path) -> None:
    """Write the lines to `target` whole or not at all: a temporary file in the same folder, renamed
    over the target once complete (an interrupted write leaves the old file as it was)."""
    import tempfile

    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as fh:
            for line in lines:
                fh.write(line + "\n")
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise
