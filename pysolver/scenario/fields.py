"""Field-by-field checks shared by every section of a scenario: each names the file, the field path
and what is expected. What passes is safe to turn into clingo symbols: ids and words match
[a-z][a-z0-9_]*, strings hold no control or format characters, and numbers (alone and added up) stay inside
clingo's 32-bit integers.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import clingo

from pysolver.cards import vocabulary as vocab
from pysolver.cards.library import Library
from pysolver.errors import ScenarioError

ID_RE = re.compile(r"[a-z][a-z0-9_]*")
WORD_RE = re.compile(r"[a-z][a-z0-9_]*")
ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "command")
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
# the sum of the magnitudes of every number that enters the engine's arithmetic (P/T, counters,
# X, mana values, damage): kept well inside 32 bits so that no sum the engine forms can wrap
ARITHMETIC_BUDGET = 2**30
MAX_ID = 64
MAX_NAME = 200
MAX_TEXT = 2000
# characters no text field holds: controls (ESC starts a terminal's escape sequences), format characters
# (bidi overrides that reorder what is shown, zero-width ones that hide in a name), line and paragraph
# separators, surrogates, private use
UNPRINTABLE = ("Cc", "Cf", "Zl", "Zp", "Cs", "Co")


def show(value: Any, limit: int = 60) -> str:
    """A value for a message: its repr, shortened."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def suggest(word: str, options: Any) -> str:
    """" (did you mean 'X'?)" for the closest option, or nothing."""
    import difflib  # only where an input is refused (its import is a hundredth of a small question)

    if not isinstance(word, str) or len(word) > 100:
        return ""
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def sub_path(path: str, key: Any) -> str:
    """The field path of a mapping key: `a.b` for plain keys, `a["+1/+1"]` for others."""
    if isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{path}.{key}" if path else key
    return f"{path}[{show(key, 40)}]"


def kind_of(value: Any) -> str:
    """What kind of YAML value this is, in words ("a mapping", "a list" ...)."""
    return {dict: "a mapping", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number", type(None): "nothing (null)"}.get(type(value), type(value).__name__)


def yaml_hint(value: Any) -> str:
    """A hint for an id that YAML read as a boolean (`no`, `on`), else nothing."""
    if isinstance(value, bool):
        return " (YAML reads yes/no/on/off/true/false as booleans: quote the id)"
    return ""


class Checker:
    """Field-by-field validation with the file name and field path in every message."""

    def __init__(self, source: str, library: Library) -> None:
        self.source = source
        self.library = library
        self.arithmetic = 0

    def fail(self, path: str, problem: str) -> ScenarioError:
        """The error for `problem` at field `path` of this file."""
        return ScenarioError(self.source, path, problem)

    def mapping(self, value: Any, path: str, allowed: set[str] | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path or "(top level)", f"expected a mapping, got {kind_of(value)}")
        for key in value:
            if not isinstance(key, str):
                raise self.fail(path or "(top level)",
                                f"keys must be strings, got {show(key)}; quote it")
            if allowed is not None and key not in allowed:
                raise self.fail(sub_path(path, key), "unknown field" + suggest(key, sorted(allowed))
                                + f"; expected one of {', '.join(sorted(allowed))}")
        return value

    def seq(self, value: Any, path: str, what: str = "a list") -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected {what}, got {kind_of(value)}")
        return value

    def optional_mapping(self, value: Any, path: str, allowed: set[str] | None = None) -> dict[str, Any]:
        return {} if value is None else self.mapping(value, path, allowed)

    def optional_seq(self, value: Any, path: str, what: str = "a list") -> list[Any]:
        return [] if value is None else self.seq(value, path, what)

    def integer(self, value: Any, path: str, minimum: int = INT_MIN, arithmetic: bool = False) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected an integer, got {show(value)}")
        if not INT_MIN <= value <= INT_MAX:
            raise self.fail(path, f"{show(value)} is outside the 32-bit range the solver supports "
                                  f"({INT_MIN}..{INT_MAX})")
        if value < minimum:
            what = "a count" if minimum == 0 else "a number"
            raise self.fail(path, f"expected {what} of at least {minimum}, got {value}")
        if arithmetic:
            self.add_arithmetic(abs(value), path)
        return value

    def add_arithmetic(self, magnitude: int, path: str) -> None:
        """Count a number toward the budget; the field that goes over it is the one reported (once:
        the numbers after it are no new problem)."""
        over = self.arithmetic > ARITHMETIC_BUDGET
        self.arithmetic += magnitude
        if self.arithmetic > ARITHMETIC_BUDGET and not over:
            raise self.fail(path, f"the numbers of the scenario add up to more than {ARITHMETIC_BUDGET}: "
                                  "sums of power, toughness and counters could leave the solver's "
                                  "32-bit integers; use smaller numbers")

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"expected true or false, got {show(value)}")
        return value

    def text(self, value: Any, path: str, limit: int = MAX_NAME) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(path, f"expected a non-empty string, got {show(value)}")
        if len(value) > limit:
            raise self.fail(path, f"longer than {limit} characters")
        bad = next((c for c in value if unicodedata.category(c) in UNPRINTABLE), None)
        if bad is not None:
            raise self.fail(path, f"contains the character {bad!r}, which is not printable text")
        return value

    def ident(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or len(value) > MAX_ID or not ID_RE.fullmatch(value):
            raise self.fail(path, f"expected an id matching [a-z][a-z0-9_]* (at most {MAX_ID} characters), "
                                  f"got {show(value)}{yaml_hint(value)}")
        return value

    def word(self, value: Any, path: str, options: dict[str, str] | tuple[str, ...] | None = None,
             what: str = "value") -> str:
        """A word in normal form (vocabulary.normal_word), one of `options` when given."""
        if isinstance(value, bool):
            hint = " (quote it)" if options else ""
            raise self.fail(path, f"expected a word, got {show(value)}{hint}")
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
            raise self.fail(path, f"expected a word, got {show(value)}")
        word = vocab.normal_word(value)
        if options is not None:
            table = options if isinstance(options, dict) else {o: o for o in options}
            if word not in table:
                import difflib  # only where an input is refused

                best = difflib.get_close_matches(word, list(table), 1, 0.6) if len(word) <= 100 else []
                suggestion = f" (did you mean {table[best[0]]!r}?)" if best else ""
                listing = f"; expected one of {', '.join(table.values())}" if len(table) <= 12 else ""
                name, _, rule = what.partition(" (")
                rule = f" ({rule}" if rule else ""
                raise self.fail(path, f"unknown {name} {show(value)}{rule}{suggestion}{listing}")
        if not WORD_RE.fullmatch(word):
            raise self.fail(path, f"{show(value)} is not a word")
        return word

    def words(self, value: Any, path: str, options: dict[str, str] | tuple[str, ...] | None = None,
              what: str = "value") -> list[str]:
        items = self.optional_seq(value, path)
        return [self.word(v, f"{path}[{i}]", options, what) for i, v in enumerate(items)]

    def ability(self, value: Any, path: str, name: str | None = None,
                players: tuple[str, ...] = ()) -> clingo.Symbol:
        """An ability written as Oracle text by an object called `name` (its [~]) in a game of `players`."""
        text = self.text(value, path, MAX_TEXT)
        found = self.library.match_ability(text, name, players)
        if found.ability is not None:
            return found.ability
        if found.wrong_words:  # the words of a template, with a word outside its slot's class
            from pysolver.cards.arguments import describe, nearest_word

            shortest = min(len(w) for w, _ in found.wrong_words)
            written = next(w for w, _ in found.wrong_words if len(w) == shortest)
            classes = [c for w, c in found.wrong_words if w == written]
            near = nearest_word(written, classes, self.library)
            hint = f" (did you mean {near!r}?)" if near else ""
            raise self.fail(path, f"ability {show(text)}: {written!r} is {describe(classes)}{hint}; "
                                  "`mtgsolve abilities` lists the texts and the words they take")
        near = self.library.nearest_wording(text)
        hint = f" (did you mean {near!r}?)" if near else ""
        raise self.fail(path, f"unknown ability {show(text)}: not a keyword nor an Oracle text of the card "
                              f"library{hint}; `mtgsolve abilities WORDS` lists the texts a custom object may use")

    def counter_kind(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
            raise self.fail(path, f"expected a counter kind such as \"+1/+1\" or charge, got {show(value)}")
        kind = vocab.normal_counter(value)
        if kind in vocab.UNMODELLED_KEYWORD_COUNTERS:
            raise self.fail(path, f"{kind} counters (122.1b) are not modelled: the engine has no {kind} keyword")
        if vocab.PT_COUNTER_RE.fullmatch(kind) and kind not in vocab.PT_COUNTERS:
            raise self.fail(path, f"{kind} counters are not modelled: only +1/+1 and -1/-1 counters "
                                  "change power and toughness here (613.4c)")
        if kind not in vocab.COUNTER_KINDS:
            raise self.fail(path, f"unknown counter kind {show(value)}"
                            + suggest(kind, vocab.COUNTER_KINDS)
                            + "; expected +1/+1, -1/-1 or a named counter such as charge")
        return kind

