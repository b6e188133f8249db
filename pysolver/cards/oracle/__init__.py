"""The compiler of Oracle text into the engine's facts (issue 27).

`compile_ability(line, card_name)` reads one ability line with the typed grammar oracle.lark and
gives either its meaning (`Accepted`: the ability term, its definition facts as the library's ability
files write them, the questions it matters to, its meaning in words) or a refusal naming the words
not understood (`Refused`). A line is accepted only when

1. the parse covers the whole line (every word is a terminal of the grammar and the parse ends
   with the line),
2. every part of the parse has a meaning in the rules (meaning.py raises Unmeant otherwise), and
3. the typed value of the parse renders back to the normalised line (syntax.py): the guard against a
   parse that dropped a word.

`classify_line(line, card_name)` says which questions a line may matter to, from its words alone,
whether or not it parses (classify.py). `ability_lines(text, card_name)` cuts a card's text into the
lines compile_ability reads (a line of keywords, "Flying, vigilance", is one line per keyword).
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources

import clingo
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput, VisitError
from lark.lexer import Lexer
from lark.parsers.earley import Parser as EarleyParser

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Builder, Unmeant
from pysolver.cards.oracle.classify import classify_normalised
from pysolver.cards.oracle.meaning import Inner, Meaning, ability, keyword_facts, keyword_term, oracle_key, questions_of
from pysolver.cards.oracle.own_name import keeps_its_name
from pysolver.cards.oracle.words import CURLY, REMINDER, NotUnderstood, Word, lex, normalise

__all__ = ["Accepted", "Refused", "ability_lines", "classify_line", "compile_ability", "compile_normalised",
           "line_words", "parse_normalised"]

# the terminals the lexer gives from the rules' word classes (words.py), not from literals
CLASS_TERMINALS = frozenset({"CHAPTER", "COUNTER_NAME", "ABILITY_WORD", "KEYWORD", "COLOR", "CTYPE", "LTYPE", "STYPE",
                             "ATYPE", "ETYPE", "PWTYPE", "CARDTYPE", "SUPERTYPE", "NONWORD", "LANDWALK", "NUMBER",
                             "NUMWORD", "MANA", "LOYALTY", "PTMOD", "PT", "SELF", "QUOTED", "FLAVOR", "NAME"})


@dataclass(frozen=True)
class Accepted:
    """A line the engine understands: `key` is the ability term for card_ability(Name, I, key); `facts`
    its definition facts; `questions` those it matters to; `meaning` in words."""

    text: str
    key: clingo.Symbol
    facts: tuple[clingo.Symbol, ...]
    questions: frozenset[str]
    meaning: str


@dataclass(frozen=True)
class Refused:
    """A line the engine does not understand: `unknown` the words not understood, `questions` those
    the line may matter to (classify_line), `reason` one line."""

    text: str
    unknown: str
    questions: frozenset[str]
    reason: str


# the parse under way (each thread's own): the line, its words and their token kinds (line: set by
# _parse, None when not known), as the lexer and the Earley predictions read them; the next token's
# kind (next: None at the end of the line, UNKNOWN when the line is not known) and the nonterminals
# the Earley set being built has predicted (seen)
_PARSE = threading.local()
UNKNOWN = object()


class _WordLexer(Lexer):
    """Lark's view of words.lex: each word as a token of its terminal."""

    def __init__(self, lexer_conf: object) -> None:
        pass

    def lex(self, text: str) -> Iterator[Token]:  # type: ignore[override] -- Lark's custom-lexer call
        line = getattr(_PARSE, "line", None)
        if line is None or line[0] != text:  # not lexed by _parse already
            words = lex(text, _literal_words())
            line = (text, words, _kinds(words))
        for w, kind in zip(line[1], line[2], strict=True):
            yield Token(kind, w.text, start_pos=w.start, end_pos=w.end)


def _kinds(words: list[Word]) -> list[str]:
    """The terminal of each word: its class's, or the grammar's literal's."""
    literals = _literal_terminals()
    return [w.kind if w.kind in CLASS_TERMINALS else literals[w.text] for w in words]


@functools.lru_cache(maxsize=1)
def _literal_terminals() -> dict[str, str]:
    """The grammar's literal words -> the names of their terminals."""
    return {t.pattern.value: t.name for t in _parser().terminals if t.pattern.type == "str"}


@functools.lru_cache(maxsize=1)
def _parser() -> Lark:
    grammar = resources.files("pysolver.cards.oracle").joinpath("oracle.lark").read_text(encoding="utf-8")
    parser = Lark(grammar, parser="earley", lexer=_WordLexer, keep_all_tokens=True, ambiguity="resolve")
    earley = getattr(getattr(parser, "parser", None), "parser", None)
    if type(earley) is EarleyParser and isinstance(getattr(earley, "predictions", None), dict):
        _Predictions.install(earley)
    return parser


class _Predictions(dict):  # type: ignore[type-arg] -- Lark's nonterminal -> rules
    """Lark's Earley predictions (a nonterminal -> every rule a derivation from it may start with,
    through the first symbols of rules), as Lark's predictor of an Earley set uses them, in less time
    and for the same parse, the same items in the same order but for items that can never be
    advanced (most of a parse's time on this grammar was the predictor's):

    - once per Earley set: predicting a nonterminal again, or one whose rules a nonterminal the set
      has predicted holds, would add only items the set already has;
    - not the rules whose first symbol is not nullable and cannot start with the next token (its
      FIRST set): Lark would put such an item in the set (or in the list of items to scan) and never
      advance it, its predictions being in the set already; Lark's errors then list fewer expected
      terminals (the compiler reads only where a parse stopped)."""

    def __init__(self, earley: EarleyParser) -> None:
        super().__init__(earley.predictions)
        # the nonterminals whose predictions a nonterminal's hold: the origins of its rules
        self.covers = {nonterminal: frozenset(rule.origin for rule in predicted)
                       for nonterminal, predicted in earley.predictions.items()}
        self.first = {rule: _first(rule.expansion, earley.FIRST, earley.NULLABLE)
                      for predicted in earley.predictions.values() for rule in predicted}
        self.starting: dict[tuple[object, object], tuple[object, ...]] = {}

    def __getitem__(self, nonterminal: object) -> object:
        seen = getattr(_PARSE, "seen", None)
        if seen is None:  # not the predictor of an Earley set: the start symbol's predictions
            kind = _next_kind(0)
        elif nonterminal in seen:
            return ()
        else:
            seen |= self.covers[nonterminal]
            kind = _PARSE.next
        if kind is UNKNOWN:
            return super().__getitem__(nonterminal)
        if (nonterminal, kind) not in self.starting:
            self.starting[nonterminal, kind] = tuple(
                rule for rule in super().__getitem__(nonterminal)
                if self.first[rule] is None or kind in self.first[rule])  # type: ignore[operator]
        return self.starting[nonterminal, kind]

    @staticmethod
    def install(earley: EarleyParser) -> None:
        """Give Lark's Earley parser these predictions, and the parse's state they read (_PARSE)."""
        earley.predictions = _Predictions(earley)
        whole_set = earley.predict_and_complete

        def predict_and_complete(i: int, *args: object) -> None:
            _PARSE.next = _next_kind(i)
            _PARSE.seen = set()
            try:
                whole_set(i, *args)
            finally:
                _PARSE.seen = None

        earley.predict_and_complete = predict_and_complete  # type: ignore[method-assign]


def _first(expansion: list, first: dict, nullable: set) -> frozenset[str] | None:  # type: ignore[type-arg]
    """The names of the terminals a match of a rule starts with, when its first symbol matches at
    least one token (FIRST of that symbol); None for a rule that is empty or starts with a nullable
    symbol (kept whatever the next token)."""
    if not expansion or expansion[0] in nullable:
        return None
    return frozenset(terminal.name for terminal in first[expansion[0]])


def _next_kind(i: int) -> object:
    """The kind of the line's token `i` (None: the line has no more; UNKNOWN: the line is not known)."""
    line = getattr(_PARSE, "line", None)
    return UNKNOWN if line is None else line[2][i] if i < len(line[2]) else None


@functools.lru_cache(maxsize=1)
def _literal_words() -> frozenset[str]:
    """The literal words of the grammar; none may also be a word of a class (a word has one terminal)."""
    from pysolver.cards.oracle.words import CLASS_WORDS, KEYWORDS

    literals = frozenset(t.pattern.value for t in _parser().terminals if t.pattern.type == "str")
    clash = sorted(w for w in literals if w in CLASS_WORDS or w in KEYWORDS)
    if clash:
        raise RuntimeError(f"oracle.lark: literal words that are also class words: {clash}")
    return literals


def classify_line(line: str, card_name: str) -> frozenset[str]:
    """The questions ("layers", "combat", "replace") a line of Oracle text may matter to, from its
    words alone (whether or not the grammar reads it)."""
    return classify_normalised(normalise(line, card_name))


# a comma not inside parentheses (reminder text, 207.1)
OUTSIDE_PARENS_COMMA = re.compile(r",(?![^()]*\))")


def ability_lines(text: str, card_name: str) -> list[str]:
    """A card's Oracle text as the lines compile_ability reads: one per line of text, a line of
    keywords ("Flying, vigilance") cut at its commas (702: each keyword is an ability); a line whose
    keywords the Oracle text separates by semicolons, one of them with reminder text ("Flying; banding
    (Any creatures with banding ...)"), cut at its semicolons, each keyword without the reminder text."""
    out: list[str] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        bare = REMINDER.sub("", line).strip()
        # (at the commas outside its reminder text, which may hold some: "Defender, flying (This creature can't attack,
        # and it can block creatures with flying.)")
        parts = [p.strip() for p in (bare.split(";") if ";" in bare else OUTSIDE_PARENS_COMMA.split(line))]
        # a keyword line has no sentence: "Flying, vigilance" (its reminder text dropped)
        if len(parts) > 1 and not normalise(line, card_name).endswith(".") \
                and all(isinstance(_parse_only(p, card_name), s.KeywordList) for p in parts):
            out += parts
        else:
            out.append(line.strip())
    return out


def _parse_only(line: str, card_name: str) -> s.Ability | None:
    try:
        return _parse(normalise(line, card_name))[0]
    except (NotUnderstood, UnexpectedInput, Unmeant, VisitError):
        return None


def _parse(text: str) -> tuple[s.Ability, list[Word]]:
    words = lex(text, _literal_words())
    tree = _tree(text, words)
    try:
        return Builder(words).transform(tree), words
    except VisitError as e:
        if isinstance(e.orig_exc, Unmeant):
            raise e.orig_exc from None
        raise


def _tree(text: str, words: list[Word]) -> Tree:
    """The parse tree of a normalised line whose words are known (UnexpectedInput when none)."""
    _PARSE.line = (text, words, _kinds(words))  # read by the lexer and the predictions (_Predictions)
    try:
        return _parser().parse(text)
    finally:
        _PARSE.line = None


def compile_ability(line: str, card_name: str) -> Accepted | Refused:
    """The meaning of one ability line of a card, or why it has none (see the module's docstring). A quoted ability
    (113.1) naming the card is refused (`~` there is the object that has it) unless it names itself (own_name.py)."""
    text = normalise(line, card_name)
    named = "" if keeps_its_name(line, card_name) else _named_in_quotes(line, card_name)
    if named:
        return Refused(text, named, classify_normalised(text), "a quoted ability naming the card: its ~ is the "
                                                              "object that has the ability, not this card")
    return _compile_normalised(text)


def _named_in_quotes(line: str, card_name: str) -> str:
    """The card's name (or short name) as written inside a quoted ability of the line, or ""."""
    if not card_name:
        return ""
    quoted = " ".join(re.findall(r'"([^"]*)"', line.translate(CURLY)))
    found = normalise(quoted, card_name) != normalise(quoted, "")
    return card_name.split(",")[0] if found else ""


def compile_normalised(text: str) -> Accepted | Refused:
    """compile_ability of a line already normalised (words.normalise): a line changed in the slots of
    its parse (slots.py, 612.2)."""
    return _compile_normalised(text)


def parse_normalised(text: str) -> tuple[s.Ability, list[Word]]:
    """The typed value of a normalised line and its words (NotUnderstood, UnexpectedInput or Unmeant
    when it has none)."""
    return _parse(text)


def line_words(text: str) -> list[Word]:
    """The words of a normalised line, each with its terminal (NotUnderstood at a word of none)."""
    return lex(text, _literal_words())


# the answer depends on the normalised line alone: a corpus repeats many ("flying", "~ enters tapped.")
@functools.lru_cache(maxsize=1 << 16)
def _compile_normalised(text: str) -> Accepted | Refused:
    questions = classify_normalised(text)
    if not text:
        return Refused(text, "", questions, "no rules text (reminder text only)")
    try:
        value, words = _parse(text)
    except NotUnderstood as e:
        unknown = _unparsed_words(text, e.index, bool(questions))
        return Refused(text, unknown, questions, f"the word {e.text!r} is not in the grammar")
    except UnexpectedInput as e:
        pos = getattr(e, "pos_in_stream", None)
        at = next((i for i, (start, _end) in enumerate(_pieces(text)) if pos is not None and start >= pos),
                  len(_pieces(text)))
        unknown = _unparsed_words(text, at, bool(questions))
        return Refused(text, unknown, questions, f"the grammar has no form with {unknown!r} here")
    except Unmeant as e:
        return Refused(text, e.words, questions, e.reason)
    rendered = value.render()
    if rendered != text:
        return Refused(text, _difference(text, rendered), questions,
                       f"the parse reads {rendered!r}, not the whole line (a word dropped or added)")
    try:
        return _accept(text, value)
    except Unmeant as e:
        return Refused(text, e.words, questions, e.reason)


def _accept(text: str, value: s.Ability) -> Accepted:
    if isinstance(value, s.KeywordList):
        if len(value.keywords) != 1:
            raise Unmeant(text, "several keywords: each is an ability of its own (ability_lines cuts the line)")
        keyword = value.keywords[0]
        m = Meaning(keyword_term(keyword))
        keyword_facts(m, keyword)
    elif isinstance(value, s.Replacement) and value.name == "mana":
        # a mana ability (605) by the library's term; no question reads what it adds (305.6 gives
        # the intrinsic ones to basic land types)
        from pysolver.cards.oracle.meaning import mana_term

        adds = "one mana of any color" if value.counter == "any" else (value.counter or "")
        key = mana_term(value.cost.parts[0] if value.cost and len(value.cost.parts) == 1 else "", adds)
        m = Meaning(key)
        m.add("ability_class", key, clingo.Function("mana"))
        m.words.append("a mana ability (605.1a)")
    elif _is_cant_be_blocked_by(value):
        # the term combat decodes the quality of (pysolver/combat_words.py), as the library writes it
        # ("[~] can't be blocked by [1:Ts]": "Walls" -> wall)
        assert isinstance(value, s.Static)
        rule = value.predicates.items[0]
        assert isinstance(rule, s.CombatRule) and rule.quality is not None
        from pysolver.cards.oracle.meaning import quality_word

        quality = quality_word(rule.quality)
        single = quality[:-1] if quality.endswith("s") else quality
        m = Meaning(clingo.Function("cant_be_blocked_by", [clingo.Function(single)]))
        m.add("ability_class", m.key, clingo.Function("static"))
        m.add("combat_meaning", m.key, clingo.Function("self"), clingo.Function("unblockable_by", [m.key.arguments[0]]))
        m.words.append(f"a combat restriction (509.1b): creatures that are {rule.quality.render()} can't block it")
    else:
        m = Meaning(oracle_key(text), quoted=_inner)
        m.add("text", m.key, clingo.String(text))
        ability(value, m)
    facts = tuple(m.facts)
    return Accepted(text, m.key, facts, questions_of(facts, m.key), joined_meaning(m.words))


def joined_meaning(words: list[str]) -> str:
    """The meaning's phrases in one text, "; " between them, but a space after a phrase that ends with a
    colon (the head of what follows: "static ability (604.1) on itself: only during ...")."""
    text = ""
    for phrase in words:
        text += phrase if not text else (" " if text.endswith(":") else "; ") + phrase
    return text


def _inner(text: str) -> Inner:
    """A quoted ability's text (113.1) compiled as a line of its own (meaning/grants.py); quotes that
    end a list ('with "{T}: Add {C}" and ...') leave its period out, which the line has."""
    result = _compile_normalised(text if text.endswith((".", '."')) else f"{text}.")
    if isinstance(result, Accepted):
        return Inner(text, result.key, result.facts, result.questions, result.meaning)
    return Inner(text, None, (), result.questions, unknown=result.unknown, reason=result.reason)


def _is_cant_be_blocked_by(value: s.Ability) -> bool:
    return isinstance(value, s.Static) and isinstance(value.subject, s.SelfRef) and value.condition is None \
        and value.ability_word is None and len(value.predicates.items) == 1 \
        and isinstance(value.predicates.items[0], s.CombatRule) \
        and value.predicates.items[0].name == "cant_be_blocked_by"


# how many shorter lines a refusal may parse to find the words not understood (each parse costs
# about as much as the line's own; lines longer than SPAN_WORDS are not searched)
SPAN_TRIES = 5
SPAN_WORDS = 30


def _pieces(text: str) -> list[tuple[int, int]]:
    """(start, end) of each word of a normalised line (the lexer's pieces, known words or not)."""
    from pysolver.cards.oracle.words import raw_words

    return [(start, end) for _group, _word, start, end in raw_words(text)]


def _unparsed_words(text: str, at: int, search: bool) -> str:
    """The words a parse stops at, word `at` being the first the lexer or parser could not take:
    when `search`, the shortest run of words holding it whose removal lets the line parse ("that
    aren't demons": at most SPAN_TRIES parses; a shorter line the lexer refuses costs none), else the
    words from there to the end of its sentence."""
    pieces = _pieces(text)
    if at >= len(pieces):
        return "(the line ends too soon)"
    tries = 0
    for length in range(1, 6 if search and len(pieces) <= SPAN_WORDS else 0):
        # the run most often starts one word before the word refused ("that aren't"), then at it
        starts = [at - 1, at, *range(at - 2, at - length, -1)] if length > 1 else [at]
        for first in (f for f in starts if f >= 0 and at < f + length):
            last = first + length
            if last > len(pieces) or tries >= SPAN_TRIES:
                continue
            shorter = " ".join((text[:pieces[first][0]] + " " + text[pieces[last - 1][1]:]).split())
            shorter = shorter.replace(" .", ".").replace(" ,", ",").replace(" :", ":")
            try:
                lex(shorter, _literal_words())
            except NotUnderstood:
                continue
            tries += 1
            if shorter and _parses(shorter):
                return text[pieces[first][0]:pieces[last - 1][1]]
    stop = next((i for i in range(at, len(pieces)) if text[pieces[i][0]:pieces[i][1]] in (".", ",", ":")),
                len(pieces))
    return text[pieces[at][0]:pieces[max(stop, at + 1) - 1][1]]


def _parses(text: str) -> bool:
    try:
        _parse(text)
    except (NotUnderstood, UnexpectedInput, Unmeant, VisitError):
        return False
    return True


def _difference(text: str, rendered: str) -> str:
    """The words of the line the rendering lacks or adds (for a refusal)."""
    a, b = text.split(), rendered.split()
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    return " ".join(a[i:len(a) - j]) or " ".join(b[i:len(b) - j])
