"""Text-changing effects (612) on the board: what each ability a text change can reach becomes.

A text-changing effect is applied in layer 3 (613.1c) by the rules (asp/effects.lp, ops_text), in
timestamp order and with the dependencies of 613.8 computed like any other effect's, and the trace
records it. What the rules need of the words is given here as facts, one per ability, word change
and result: `text_variant(A,From,To,B)`, "ability A with every From used as a From-word changed to
To is ability B" (612.2), with B's definition facts.

- An ability of the hand-written library holds its words as arguments of its term
  (colored_creatures_you_control_get(white)): B is the term with the word replaced (the rules do
  the same with @replace_word; the fact names the ability it came from).
- An ability compiled from Oracle text (pysolver.cards.oracle) holds its words in the slots of its
  parse: B is the changed line compiled again (pysolver.cards.oracle.slots), so a colour word in
  "protection from green", in a colour filter or in "nongreen", and a land type in "swampwalk" or
  "are Forests", change alike. A changed line the compiler does not understand, or a word outside
  the slots of its parse, refuses the board (exactly right or refused).
- A word fixed in a library ability's text ("protection from green and from blue") is read the same
  way when the compiler gives that text the library's meaning; an ability no question reads shows
  the changed words; anything else is refused.

The rules keep the layer machinery (timestamps, 613.8 dependencies, 613.6, the trace); Python only
reads words, as the compiler does for printed abilities. A land type word of the type line (612.1)
is changed by the rules themselves (a subtype, and the intrinsic mana ability follows it, 305.6).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import clingo

from pysolver.cards.library import Library
from pysolver.cards.names import UnknownCard, find_card
from pysolver.errors import ScenarioError
from pysolver.programs.files import library_programs
from pysolver.programs.parsed import add_programs
from pysolver.programs.terms import replace_word
from pysolver.scenario import GameObject, Scenario

if TYPE_CHECKING:  # the compiled library's module is imported by a board with a compiled card under a text change
    from pysolver.cards.compiled import CompiledCard

F = clingo.Function
VARIANT = "text_variant"
# how many changed abilities a board may need (every order of its word changes): beyond, refused
MAX_VARIANTS = 500


@dataclasses.dataclass(frozen=True)
class _Words:
    """A compiled ability's words: its normalised line and its Oracle text as shown."""

    line: str
    shown: str


def _word_changes(sc: Scenario) -> list[tuple[str, str]]:
    """The word changes (From, To) of the board's text-changing effects (the `change_text` of custom
    effects, 612.2), in the order given."""
    pairs = [(op.arguments[0].name, op.arguments[1].name) for e in sc.effects for _layer, op in e.parts
             if op.name == "change_text"]
    return list(dict.fromkeys(pairs))


def with_text_variants(sc: Scenario, library: Library) -> Scenario:
    """The scenario with the text_variant facts of every ability its text changes can reach, and the
    definitions of the changed compiled abilities (see the module's text); the library learns them
    (to show and to activate them). Refused (ScenarioError) where a change cannot be read exactly."""
    _check_sources(sc, library)
    pairs = _word_changes(sc)
    if not pairs:
        return sc
    facts: list[clingo.Symbol] = []
    for obj in _reached(sc, library):
        facts += _object_variants(sc, library, obj, pairs)
    return dataclasses.replace(sc, definitions=list(dict.fromkeys(sc.definitions + facts)))


def _check_sources(sc: Scenario, library: Library) -> None:
    """Only a `custom` change_text says here which words it changes: a text-changing ability of a card
    (none of the libraries has one yet) would change only the words its rules can reach (@replace_word
    on the arguments of the library's terms), not those of compiled abilities nor words fixed in a
    library text: such a board is refused."""
    sources = [(f"effects[{i}]", e.label) for i, e in enumerate(sc.effects) if e.ability is not None
               and "change_text" in library.operations.get(e.ability, set())]
    sources += [(f"objects[{i}].card", o.printed.name) for i, o in enumerate(sc.objects)
                if any("change_text" in library.operations.get(a, set()) for a in o.printed.abilities)]
    sources += [("effects", str(fact.arguments[0])) for fact in sc.definitions
                if fact.name == "does" and fact.arguments[2].name == "change_text"]
    if sources:
        field, name = sources[0]
        raise ScenarioError(sc.source, field, f"{name} has a text-changing ability (612), whose words the engine "
                                              "reads only from a `custom` change_text; refused rather than answered "
                                              "without some of the changes it makes")


def _reached(sc: Scenario, library: Library) -> list[GameObject]:
    """The objects whose abilities a text change may change: its targets, and every object when some
    object may copy another (707.2: a copy has the copied object's text, which the change then reads)."""
    copying = any("copy" in o.choices or any("copy_of" in library.operations.get(a, set()) for a in o.printed.abilities)
                  for o in sc.objects)
    copying |= any(op.name == "copy_of" for e in sc.effects for _layer, op in e.parts)
    copying |= any(e.ability is not None and "copy_of" in library.operations.get(e.ability, set()) for e in sc.effects)
    targets = {t for e in sc.effects for _layer, op in e.parts if op.name == "change_text" for t in e.targets}
    return [o for o in sc.objects if copying or o.id in targets]


def _compiled_card(library: Library, obj: GameObject) -> CompiledCard | None:
    """The compiled card an object is (None for a card of the hand-written library or a custom one)."""
    if obj.card is None:
        return None
    from pysolver.cards.compiled import CompiledCard

    try:
        compiled = find_card(library, obj.card).compiled
    except UnknownCard:
        return None
    return compiled if isinstance(compiled, CompiledCard) else None


def _object_variants(sc: Scenario, library: Library, obj: GameObject,
                     pairs: list[tuple[str, str]]) -> list[clingo.Symbol]:
    """The text_variant facts of one object's printed abilities under every sequence of the word
    changes, and the definitions of the changed compiled ones."""
    card = _compiled_card(library, obj)
    words: dict[clingo.Symbol, _Words] = {}
    if card is not None:
        # the Oracle compiler's package (Lark, the grammar) only for a compiled card's changed text
        from pysolver.cards.oracle.words import normalise

        for a in card.abilities:
            if a.key is not None:
                words[a.key] = _Words(normalise(a.text, card.name), a.text)
    facts: list[clingo.Symbol] = []
    todo = list(obj.printed.abilities)
    seen = set(todo)
    while todo:
        ability = todo.pop()
        for old, new in pairs:
            if ability in words:
                changed = _compiled_variant(sc, library, obj, words[ability], old, new, facts)
            else:
                changed = _library_variant(sc, library, obj, ability, old, new, facts)
            if changed is None:
                continue
            variant, variant_words = changed
            if variant_words is not None:
                words.setdefault(variant, variant_words)
            facts.append(F(VARIANT, [ability, F(old), F(new), variant]))
            if variant not in seen:
                seen.add(variant)
                todo.append(variant)
                if len(seen) > MAX_VARIANTS:
                    raise ScenarioError(sc.source, f"objects[{sc.objects.index(obj)}]",
                                        f"the text changes of the board make more than {MAX_VARIANTS} abilities of "
                                        f"{obj.printed.name} (612.2); refused")
    return facts


def _library_variant(sc: Scenario, library: Library, obj: GameObject, ability: clingo.Symbol, old: str, new: str,
                     facts: list[clingo.Symbol]) -> tuple[clingo.Symbol, _Words | None] | None:
    """An ability of the hand-written library with the word `old` changed to `new`, or None when its
    text has no such word. Its arguments hold the words its template leaves open (@replace_word, as
    the rules do); a word fixed in its text ("protection from green and from blue") is read as the
    Oracle compiler reads that text, when the compiler gives it the library's facts (_same_meaning),
    and changed in the slots of that parse; an ability no question reads ("text only") gets the text
    with the word changed and no meaning, as before. Anything else is refused."""
    from pysolver.cards.compiled import CompiledAbility
    from pysolver.cards.oracle import Accepted, compile_ability
    from pysolver.cards.oracle.slots import changed_oracle_text, word_occurrences

    name = obj.printed.name
    text = library.render(ability, name)
    variant = replace_word(ability, F(old), F(new))
    in_text, in_key = word_occurrences(text, old, name), _occurrences(ability, F(old))
    if in_text <= in_key:
        return (variant, None) if variant != ability else None
    compiled = compile_ability(text, name) if in_key == 0 else None
    if isinstance(compiled, Accepted) and _same_meaning(ability, compiled.facts, compiled.key):
        return _compiled_variant(sc, library, obj, _Words(compiled.text, text), old, new, facts)
    if in_key == 0 and library.modelled_by(ability) == "text only":
        shown = changed_oracle_text(text, old, new, name, None)
        if shown is not None:  # the same kind of ability (a mana ability stays one, 605), no meaning
            key = F("unmodelled", [clingo.String(shown)])
            kind = library.ability_class.get(ability)
            definitions = (F("ability_class", [key, F(kind)]),) if kind else ()
            facts += definitions
            library.learn([CompiledAbility(shown, frozenset(), key, definitions)], name)
            return key, None
    raise ScenarioError(sc.source, f"objects[{sc.objects.index(obj)}]",
                        f"{name}'s ability {text!r} has the word {old!r} in words the engine cannot change "
                        "(612.2: fixed in the library's text, and not read by the Oracle compiler as the library "
                        "means it); refused rather than answered with the word unchanged")


def _occurrences(term: clingo.Symbol, word: clingo.Symbol) -> int:
    """How many times a word is an argument inside a term."""
    if term == word:
        return 1
    return sum(_occurrences(a, word) for a in term.arguments) if term.type == clingo.SymbolType.Function else 0


# the predicates of an ability's definition, as the compiler and the library's ability files write them
DEFINING = frozenset({"ability_class", "scope", "layer_of", "does", "condition", "cda", "lasts_while", "target_count",
                      "op_if", "op_for", "targets_players", "targets_spells",
                      "combat_meaning", "replaces", "repl_if", "repl_op", "repl_option",
                      "functions_anywhere", "cant", "cant_if", "copy_kind", "copy_kind_not", "copy_yours",
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


def _compiled_variant(sc: Scenario, library: Library, obj: GameObject, words: _Words, old: str, new: str,
                      facts: list[clingo.Symbol]) -> tuple[clingo.Symbol, _Words] | None:
    """A compiled ability with the word `old` changed to `new` in the slots of its parse: its key and
    words (its definitions added to `facts`, the library taught it), or None when it has no such word."""
    from pysolver.cards.compiled import CompiledAbility
    from pysolver.cards.oracle import Refused, compile_normalised
    from pysolver.cards.oracle.slots import NotASlot, changed_line, changed_oracle_text

    path, name = f"objects[{sc.objects.index(obj)}].card", obj.printed.name
    try:
        change = changed_line(words.line, old, new)
    except NotASlot:
        raise ScenarioError(sc.source, path, f"{name}'s ability {words.shown!r} has the word {old!r} where the "
                                             "compiled parse holds no word a text change can reach (612.2); refused "
                                             "rather than answered with the word unchanged") from None
    if change is None:
        return None
    compiled = compile_normalised(change.line)
    if isinstance(compiled, Refused):
        raise ScenarioError(sc.source, path, f"{name}'s ability {words.shown!r} with {old!r} changed to {new!r} "
                                             f"(612.2) reads {change.line!r}, which the engine does not understand "
                                             f"({compiled.reason}); refused rather than answered with the old words")
    shown = changed_oracle_text(words.shown, old, new, name, change) or _shown(change.line, name)
    facts += compiled.facts
    library.learn([CompiledAbility(shown, compiled.questions, compiled.key, compiled.facts, compiled.meaning)], name)
    return compiled.key, _Words(change.line, shown)


def _shown(line: str, name: str) -> str:
    """A normalised line as a card would print it: the object's name for ~, a capital first letter."""
    text = line.replace("~", name)
    return text[:1].upper() + text[1:]


def text_origins(sc: Scenario) -> dict[clingo.Symbol, set[clingo.Symbol]]:
    """Each ability a text change makes (the text_variant facts of the scenario), mapped to every
    ability it may have been made from through one change or more (612: the same ability with other
    words, in the same place of the text)."""
    made_from: dict[clingo.Symbol, set[clingo.Symbol]] = {}
    for fact in sc.definitions:
        if fact.name == VARIANT:
            made_from.setdefault(fact.arguments[3], set()).add(fact.arguments[0])
    origins: dict[clingo.Symbol, set[clingo.Symbol]] = {}
    for ability in made_from:
        found: set[clingo.Symbol] = set()
        todo = [ability]
        while todo:
            for earlier in made_from.get(todo.pop(), set()) - found:
                found.add(earlier)
                todo.append(earlier)
        origins[ability] = found
    return origins
