"""An ability with its words changed by a text-changing effect (612.2): the text_variant facts of an
object's abilities under the word changes of a board (pysolver.questions.layers.text_changes, which
says which objects and which words).

- An ability of the hand-written library holds its words as arguments of its term
  (colored_creatures_you_control_get(white)): the variant is the term with the word replaced (the
  rules do the same with @replace_word; the fact names the ability it came from).
- An ability compiled from Oracle text (pysolver.cards.oracle) holds its words in the slots of its
  parse: the variant is the changed line compiled again (pysolver.cards.oracle.slots). A changed line
  the compiler does not understand, or a word outside the slots of its parse, is refused
  (TextChangeRefused: exactly right or refused).
- A word fixed in a library ability's text ("protection from green and from blue") is read the same
  way when the compiler gives that text the library's meaning; an ability no question reads shows
  the changed words; anything else is refused.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import clingo

from pysolver.cards.library import Library
from pysolver.programs.files import library_programs
from pysolver.programs.parsed import add_programs
from pysolver.programs.terms import replace_word

if TYPE_CHECKING:  # the compiled library's module is imported by a board with a compiled card under a text change
    from pysolver.cards.compiled import CompiledAbility, CompiledCard

F = clingo.Function
VARIANT = "text_variant"
# how many changed abilities a board may need (every order of its word changes): beyond, refused
MAX_VARIANTS = 500


class TextChangeRefused(Exception):
    """A word change the engine cannot read exactly (612.2): its message, and whether it is about the
    words of the object's compiled card (`of_card`) rather than the object's abilities."""

    def __init__(self, message: str, of_card: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.of_card = of_card


@dataclasses.dataclass(frozen=True)
class _Words:
    """A compiled ability's words: its normalised line and its Oracle text as shown."""

    line: str
    shown: str


@dataclasses.dataclass(frozen=True)
class _Variant:
    """An ability with a word changed: its key, its words when it is compiled (a later change reads
    them), and what the library learns of it (its text and definition facts), if anything."""

    key: clingo.Symbol
    words: _Words | None = None
    learned: CompiledAbility | None = None


def ability_variants(library: Library, card: CompiledCard | None, name: str, abilities: list[clingo.Symbol],
                     pairs: list[tuple[str, str]]) -> list[clingo.Symbol]:
    """The text_variant facts of the printed abilities of an object named `name` (of the compiled
    `card`, or None) under every sequence of the word changes `pairs` (From, To), and the
    definitions of the changed compiled ones; the library learns them. TextChangeRefused where a
    change cannot be read exactly."""
    words: dict[clingo.Symbol, _Words] = {}
    if card is not None:
        # the Oracle compiler's package (Lark, the grammar) only for a compiled card's changed text
        from pysolver.cards.oracle.words import normalise

        for a in card.abilities:
            if a.key is not None:
                words[a.key] = _Words(normalise(a.text, card.name), a.text)
    facts: list[clingo.Symbol] = []
    todo = list(abilities)
    seen = set(todo)
    while todo:
        ability = todo.pop()
        for old, new in pairs:
            changed = _changed(library, name, ability, words.get(ability), old, new)
            if changed is None:
                continue
            if changed.learned is not None:  # its definitions join the board's; the library shows and activates it
                facts += changed.learned.facts
                library.learn([changed.learned], name)
            if changed.words is not None:
                words.setdefault(changed.key, changed.words)
            variant = changed.key
            facts.append(F(VARIANT, [ability, F(old), F(new), variant]))
            if variant not in seen:
                seen.add(variant)
                todo.append(variant)
                if len(seen) > MAX_VARIANTS:
                    raise TextChangeRefused(f"the text changes of the board make more than {MAX_VARIANTS} "
                                            f"abilities of {name} (612.2); refused")
    return facts


def _library_variant(library: Library, name: str, ability: clingo.Symbol, old: str,
                     new: str) -> _Variant | _Words | None:
    """An ability of the hand-written library with the word `old` changed to `new`, or None when its
    text has no such word. Its arguments hold the words its template leaves open (@replace_word, as
    the rules do); a word fixed in its text ("protection from green and from blue") is read as the
    Oracle compiler reads that text, when the compiler gives it the library's facts (_same_meaning):
    then its words, to be changed in the slots of that parse (_changed); an ability no
    question reads ("text only") gets the text with the word changed and no meaning, as before.
    Anything else is refused."""
    from pysolver.cards.compiled import CompiledAbility
    from pysolver.cards.oracle import Accepted, compile_ability
    from pysolver.cards.oracle.slots import changed_oracle_text, word_occurrences

    text = library.render(ability, name)
    variant = replace_word(ability, F(old), F(new))
    in_text, in_key = word_occurrences(text, old, name), _occurrences(ability, F(old))
    if in_text <= in_key:
        return _Variant(variant) if variant != ability else None
    compiled = compile_ability(text, name) if in_key == 0 else None
    if isinstance(compiled, Accepted) and _same_meaning(ability, compiled.facts, compiled.key):
        return _Words(compiled.text, text)
    if in_key == 0 and library.modelled_by(ability) == "text only":
        shown = changed_oracle_text(text, old, new, name, None)
        if shown is not None:  # the same kind of ability (a mana ability stays one, 605), no meaning
            key = F("unmodelled", [clingo.String(shown)])
            kind = library.ability_class.get(ability)
            definitions = (F("ability_class", [key, F(kind)]),) if kind else ()
            return _Variant(key, None, CompiledAbility(shown, frozenset(), key, definitions))
    raise TextChangeRefused(f"{name}'s ability {text!r} has the word {old!r} in words the engine cannot change "
                        "(612.2: fixed in the library's text, and not read by the Oracle compiler as the library "
                        "means it); refused rather than answered with the word unchanged")


def _level_variant(shown: str, old: str, new: str, name: str) -> _Variant | None:
    """A leveler's level or a Class's level with its section (pysolver.cards.levels: one ability of several
    lines, `shown`) with the word `old` changed to `new` in each of its abilities (612.2), compiled again as
    its lines are; None when none of them has the word. TextChangeRefused as _changed."""
    from pysolver.cards.compiled import CompiledAbility
    from pysolver.cards.levels import LEVEL_SYMBOL, PT_BOX, class_level_ability, level_ability, level_parts
    from pysolver.cards.oracle import Accepted, compile_ability, compile_normalised
    from pysolver.cards.oracle.slots import NotASlot, changed_text, word_occurrences
    from pysolver.cards.oracle.words import normalise

    header, *lines = shown.split("\n")
    box = 1 if LEVEL_SYMBOL.fullmatch(header) and lines and PT_BOX.fullmatch(lines[0]) else 0
    changed_lines, parts, changed = list(lines[:box]), [], False
    for line, line_parts in level_parts(lines[box:], name):
        shown_parts = []
        for part in line_parts:
            result = compile_ability(part, name)
            if word_occurrences(part, old, name):
                try:
                    change = changed_text(normalise(part, name), part, old, new, name)
                except NotASlot:
                    change = None
                if change is None:
                    raise TextChangeRefused(f"{name}'s ability {part!r} (of {header!r}) has the word {old!r} where "
                                            "no parse of it holds a word a text change can reach (612.2); refused "
                                            "rather than answered with the word unchanged", of_card=True)
                result, part, changed = compile_normalised(change[0]), change[1], True
            shown_parts.append(part)
            parts.append(CompiledAbility(part, result.questions, result.key, result.facts, result.meaning)
                         if isinstance(result, Accepted) else
                         CompiledAbility(part, result.questions, unknown=result.unknown, reason=result.reason))
        changed_lines.append(", ".join(shown_parts) if len(line_parts) > 1 else shown_parts[0] if shown_parts else line)
    if not changed:
        return None
    level = level_ability(header, changed_lines, parts, printed_pt=bool(box)) if LEVEL_SYMBOL.fullmatch(header) \
        else class_level_ability(header, changed_lines, parts)
    if level.key is None:
        raise TextChangeRefused(f"{name}'s ability {shown!r} with {old!r} changed to {new!r} (612.2) is not "
                                f"understood ({level.reason}); refused rather than answered with the old words",
                                of_card=True)
    return _Variant(level.key, _Words(level.text.lower(), level.text), level)


def _occurrences(term: clingo.Symbol, word: clingo.Symbol) -> int:
    """How many times a word is an argument inside a term."""
    if term == word:
        return 1
    return sum(_occurrences(a, word) for a in term.arguments) if term.type == clingo.SymbolType.Function else 0


# the predicates of an ability's definition, as the compiler and the library's ability files write them
DEFINING = frozenset({"ability_class", "scope", "layer_of", "does", "condition", "cda", "lasts_while", "target_count",
                      "op_if", "op_for", "copied_target", "targets_players", "targets_spells",
                      "combat_meaning", "replaces", "repl_if", "repl_op", "repl_option",
                      "functions_anywhere", "cant", "cant_if", "damage_as", "copy_kind", "copy_kind_not", "copy_yours",
                      "needs_choice"})


def _same_meaning(ability: clingo.Symbol, facts: tuple[clingo.Symbol, ...], key: clingo.Symbol) -> bool:
    """Whether the compiler's facts of a library ability's text (`key`) are the library's own facts of
    the ability, fact for fact (its ability files grounded with it known)."""
    from pysolver.cards.index import load_index

    defines = load_index().defines
    paths = [p for p in library_programs() if p.name == "library.lp"
             or (p.parent.name == "abilities" and ability.name in defines.get(f"abilities/{p.name}", ()))]
    ctl = clingo.Control(["--warn=none"])
    add_programs(ctl, paths)
    with ctl.backend() as backend:  # as a symbol: the ability is data, never program text
        backend.add_rule([backend.add_atom(F("known_ability", [ability]))])
    ctl.ground([("base", [])])
    library_facts = {a.symbol for a in ctl.symbolic_atoms
                     if a.symbol.name in DEFINING and a.symbol.arguments and a.symbol.arguments[0] == ability}
    compiled = {F(f.name, [ability, *f.arguments[1:]]) for f in facts
                if f.name in DEFINING and f.arguments and f.arguments[0] == key}
    return compiled == library_facts


def _changed(library: Library, name: str, ability: clingo.Symbol, words: _Words | None, old: str,
             new: str) -> _Variant | None:
    """An ability of an object called `name` with the word `old` changed to `new` (612.2), or None when
    it has no such word: a compiled one (its `words`) changed in the slots of its parse and compiled
    again (its key, words and what the library learns of it); a library ability (`words` None) as
    _library_variant reads it, changed as a compiled one is when the compiler reads its text as the
    library means it. TextChangeRefused where the change cannot be read exactly."""
    from pysolver.cards.compiled import CompiledAbility
    from pysolver.cards.levels import is_level
    from pysolver.cards.oracle import Refused, compile_normalised
    from pysolver.cards.oracle.slots import NotASlot, changed_text

    if words is None:
        read = _library_variant(library, name, ability, old, new)
        if not isinstance(read, _Words):
            return read
        words = read
    if is_level(words.shown):
        return _level_variant(words.shown, old, new, name)
    try:
        changed = changed_text(words.line, words.shown, old, new, name)
    except NotASlot:
        raise TextChangeRefused(f"{name}'s ability {words.shown!r} has the word {old!r} where the compiled parse "
                                "holds no word a text change can reach (612.2); refused rather than answered with "
                                "the word unchanged", of_card=True) from None
    if changed is None:
        return None
    line, shown = changed
    compiled = compile_normalised(line)
    if isinstance(compiled, Refused):
        raise TextChangeRefused(f"{name}'s ability {words.shown!r} with {old!r} changed to {new!r} (612.2) reads "
                                f"{line!r}, which the engine does not understand ({compiled.reason}); refused "
                                "rather than answered with the old words", of_card=True)
    return _Variant(compiled.key, _Words(line, shown),
                    CompiledAbility(shown, compiled.questions, compiled.key, compiled.facts, compiled.meaning))
