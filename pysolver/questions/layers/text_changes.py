"""Text-changing effects (612) on the board: what each ability a text change can reach becomes.

A text-changing effect is applied in layer 3 (613.1c) by the rules (asp/effects.lp, ops_text), in
timestamp order and with the dependencies of 613.8 computed like any other effect's, and the trace
records it. What the rules need of the words is given here as facts, one per ability, word change
and result: `text_variant(A,From,To,B)`, "ability A with every From used as a From-word changed to
To is ability B" (612.2), with B's definition facts.

Which objects a change can reach and which words it changes are read here, from the scenario; what
each ability becomes is the card library's (pysolver.cards.text_variants): an ability of the
hand-written library with the word replaced in its term, a compiled one (or a library text the
compiler reads as the library means it) compiled again with the word changed in the slots of its
parse. A change that cannot be read exactly refuses the board (exactly right or refused).

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
from pysolver.cards.text_variants import VARIANT, TextChangeRefused, ability_variants
from pysolver.errors import ScenarioError
from pysolver.scenario import GameObject, Scenario

if TYPE_CHECKING:  # the compiled library's module is imported by a board with a compiled card under a text change
    from pysolver.cards.compiled import CompiledCard


def _word_changes(sc: Scenario) -> list[tuple[str, str]]:
    """The word changes (From, To) of the board's text-changing effects (the `change_text` of custom
    effects, 612.2), in the order given."""
    pairs = [(op.arguments[0].name, op.arguments[1].name) for e in sc.effects for _layer, op in e.parts
             if op.name == "change_text"]
    return list(dict.fromkeys(pairs))


def with_text_variants(sc: Scenario, library: Library) -> Scenario:
    """The scenario with the text_variant facts of every ability its text changes can reach, and the
    definitions of the changed compiled abilities (see the module's text), and the origins of each
    changed one (Scenario.text_origins); the library learns them (to show and to activate them).
    Refused (ScenarioError) where a change cannot be read exactly."""
    _check_sources(sc, library)
    pairs = _word_changes(sc)
    if not pairs:
        return sc
    facts: list[clingo.Symbol] = []
    for obj in _reached(sc, library):
        card = _compiled_card(library, obj)
        try:
            facts += ability_variants(library, card, obj.printed.name, obj.printed.abilities, pairs)
        except TextChangeRefused as exc:
            field = f"objects[{sc.objects.index(obj)}]" + (".card" if exc.of_card else "")
            raise ScenarioError(sc.source, field, exc.message) from None
    definitions = list(dict.fromkeys(sc.definitions + facts))
    return dataclasses.replace(sc, definitions=definitions, text_origins=text_origins(definitions))


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


def text_origins(definitions: list[clingo.Symbol]) -> dict[clingo.Symbol, set[clingo.Symbol]]:
    """Each ability a text change makes (the text_variant facts among a scenario's definitions),
    mapped to every ability it may have been made from through one change or more (612: the same
    ability with other words, in the same place of the text)."""
    made_from: dict[clingo.Symbol, set[clingo.Symbol]] = {}
    for fact in definitions:
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
