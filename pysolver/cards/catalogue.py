"""What the library offers, for people: `mtgsolve cards [NAME]` and `mtgsolve abilities [WORDS]`.

An ability text is listed by its template with each word argument shown by its class ("Other
[creature type] creatures you control get +1/+1."), its other wordings, the words each class takes,
what kind of ability it is, which questions give it a meaning, and the library cards that carry it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import clingo

from pysolver.cards.arguments import ARG_CLASSES
from pysolver.cards.compiled import CompiledCard, load_compiled
from pysolver.cards.library import Library
from pysolver.cards.modelled import READS
from pysolver.cards.names import UnknownCard, find_card, find_cards
from pysolver.cards.oracle.forms import Form
from pysolver.cards.printed import Card, card_key
from pysolver.errors import ScenarioError
from pysolver.programs.files import library_programs
from pysolver.text import DEFAULT_WIDTH, simple_table, wrap, wrap_lines

# what each kind of ability is called for people (ability_class/2)
CLASS_WORDS = {"static": "static ability", "triggered": "triggered ability", "activated": "activated ability",
               "spell": "spell ability", "keyword": "keyword ability", "replacement": "replacement effect",
               "mana": "mana ability", "cda": "characteristic-defining ability"}


@dataclass
class AbilityEntry:
    """One ability text a custom object may use."""

    key: str
    shown: str
    other_wordings: list[str]
    kind: str
    questions: list[str]
    arguments: list[str]
    cards: list[str]

    def search_text(self) -> str:
        """Everything a search may match, in lower case."""
        return " ".join([self.shown, *self.other_wordings, self.kind, *self.questions, *self.arguments,
                         *self.cards, self.key.replace("_", " ")]).lower()

    def lines(self) -> list[str]:
        """The entry as printed: the text, then what it is and where it comes from, indented."""
        out = [self.shown]
        out += [f"    also: {w}" for w in self.other_wordings]
        out.append(f"    {self.kind}; {', '.join(self.questions) or 'text only: no question reads it'}")
        out += [f"    {a}" for a in self.arguments]
        if self.cards:
            out.append("    cards: " + "; ".join(self.cards))
        return out


def _sample(library: Library, key: str) -> clingo.Symbol:
    """The ability of a template with the first word of each slot's class (a constant when none)."""
    slots = library.arguments.get(key, {})
    args = []
    for slot in sorted(slots):
        word = ARG_CLASSES[slots[slot]].words(library)[0]
        args.append(clingo.Number(int(word)) if word.isdigit() else clingo.Function(_normal(word)))
    return clingo.Function(key, args)


def _normal(word: str) -> str:
    from pysolver.cards.vocabulary import normal_word

    return normal_word(word)


@functools.lru_cache(maxsize=1)
def _template_meanings(library: Library) -> dict[str, tuple[str, list[str]]]:
    """key -> (its kind, the questions that give it a meaning), read from the rules of every
    template given one sample ability (a template no card carries has a meaning too)."""
    samples = {key: _sample(library, key) for key in library.templates}
    ctl = clingo.Control(["--warn=none"])
    for path in library_programs():
        ctl.load(str(path))
    with ctl.backend() as backend:
        for sym in samples.values():
            atom = backend.add_atom(clingo.Function("known_ability", [sym]))
            backend.add_rule([atom])
    ctl.ground([("base", [])])
    found: dict[clingo.Symbol, tuple[str, set[str]]] = {s: ("", set()) for s in samples.values()}
    for atom in ctl.symbolic_atoms:
        sym = atom.symbol
        if not sym.arguments or sym.arguments[0] not in found:
            continue
        kind, questions = found[sym.arguments[0]]
        if sym.name == "ability_class" and len(sym.arguments) == 2:
            found[sym.arguments[0]] = (sym.arguments[1].name, questions)
        elif sym.name == "layer_of":
            questions.add("layers (a continuous effect)")
        elif sym.name == "combat_meaning":
            questions.add("attacks/blocks")
        elif sym.name in ("replaces", "cant"):
            questions.add("replace")
    return {key: (found[sym][0], sorted(found[sym][1])) for key, sym in samples.items()}


def ability_entries(library: Library) -> list[AbilityEntry]:
    """Every ability text a custom object may use, in the order of its shown text."""
    meanings = _template_meanings(library)
    carried: dict[str, set[str]] = {}
    for card in library.cards.values():
        for ability in card.printed.abilities:
            carried.setdefault(ability.name, set()).add(card.name)
    entries = []
    for key in library.written_keys():
        kind, questions = meanings[key]
        if kind == "keyword" and "combat" not in " ".join(questions):
            questions = questions or ["read by the questions its rules concern (702)"]
        slots = library.arguments.get(key, {})
        arguments = [f"[{slots[s].replace('_', ' ')}]: {_class_words(slots[s], library)}" for s in sorted(slots)]
        wordings = [library.display(key, w) for w in library.wordings(key)]
        entries.append(AbilityEntry(key, wordings[0], wordings[1:], CLASS_WORDS.get(kind, kind or "ability"),
                                    questions, arguments, sorted(carried.get(key, set()))))
    return sorted(entries, key=lambda e: e.shown.lower())


def _class_words(name: str, library: Library) -> str:
    """A class in words with the words it takes (a few when it has many)."""
    cls = ARG_CLASSES[name]
    words = cls.words(library)
    listing = ", ".join(words[:12]) + (f", ... ({len(words)} in all)" if len(words) > 12 else "")
    return f"{cls.what}: {listing}" if cls.listed else f"{cls.what}, such as {', '.join(cls.samples)}"


def _form_text(form: Form) -> str:
    """Everything a search may match of a form of the grammar, in lower case."""
    return " ".join([form.group, form.form, form.example, form.card]).lower()


def forms_lines(forms: list[Form]) -> list[str]:
    """The forms of the grammar by class, each with its example line and card."""
    from pysolver.cards.oracle.forms import GROUPS

    lines = []
    for group in GROUPS:
        shown = [f for f in forms if f.group == group]
        if shown:
            lines.append(group)
            for f in shown:
                lines.append(f"  {f.form}")
                lines.append(f"      e.g. \"{f.example}\"" + (f" ({f.card})" if f.card else ""))
    return lines


def abilities_text(library: Library, words: list[str], width: int = DEFAULT_WIDTH) -> str:
    """`mtgsolve abilities [WORDS]`: the forms of Oracle text the compiler reads (the grammar's table,
    pysolver.cards.oracle.forms), then the ability texts a custom object may use, each kept when its
    text contains every word (case-insensitive), in lines of at most `width` characters. Nothing kept:
    bad input naming the nearest template."""
    from pysolver.cards.oracle.forms import FORMS

    wanted = [card_key(w) for w in words]
    forms = [f for f in FORMS if all(w in _form_text(f) for w in wanted)]
    entries = [e for e in ability_entries(library) if all(w in e.search_text() for w in wanted)]
    if not entries and not forms:
        near = library.nearest_wording(" ".join(words))
        hint = f" (did you mean {near!r}?)" if near else ""
        raise ScenarioError("abilities", "WORDS", f"no ability text contains {' '.join(words)!r}{hint}; "
                                                  "`mtgsolve abilities` lists them all")
    parts = []
    if forms:
        head = (f"{len(forms)} forms of Oracle text the compiler reads, by class (the cards of the compiled "
                "library: `mtgsolve cards NAME` shows how each line was read; a word in capitals is a slot, ~ the "
                "card's name), each with a line it accepts:")
        parts.append("\n".join([head, *forms_lines(forms)]))
    if entries:
        lines = []
        for entry in entries:
            lines += entry.lines()
        head = (f"{len(entries)} ability texts a custom object may use ([this] is its name or \"this creature\"; "
                "a word in brackets is one of the words listed):")
        parts.append("\n".join([head, *lines]))
    return wrap_lines("\n\n".join(parts), width)


def card_text(library: Library, card: Card, width: int = DEFAULT_WIDTH) -> str:
    """One card as `mtgsolve cards NAME` shows it, in lines of at most `width` characters: cost,
    colours, type line, P/T, each ability (in Oracle order) with, under it, its kind and the
    questions that model it, and what the engine does not model, in words."""
    if isinstance(card.compiled, CompiledCard):
        return compiled_card_text(card.compiled, width)
    meanings = _template_meanings(library)
    printed = card.printed
    lines = [f"{card.name}  {card.mana_cost}  ({', '.join(printed.colors) or 'colorless'})"]
    subtypes = " — " + " ".join(printed.subtypes) if printed.subtypes else ""
    lines.append(" ".join(printed.supertypes + printed.types) + subtypes)
    if printed.pt_text() is not None:
        lines.append(str(printed.pt_text()))
    for i, ability in enumerate(printed.abilities, start=1):
        kind = library.ability_class.get(ability, meanings.get(ability.name, ("", []))[0])
        number = f"  {i}. "
        text = wrap(library.render(ability, card.name), width - len(number), "", "")
        lines += [(number if j == 0 else " " * len(number)) + line for j, line in enumerate(text)]
        lines += wrap(f"({CLASS_WORDS.get(kind, kind)}; {library.modelled_by(ability)})", width,
                      " " * len(number), "  ")
    for note in card.notes:
        lines += wrap(f"not modelled: {note}", width, "  ")
    return wrap_lines("\n".join(lines), width)


def compiled_card_text(card: CompiledCard, width: int) -> str:
    """A card of the compiled library as `mtgsolve cards NAME` shows it: its printed values, then
    each ability of its Oracle text with how the compiler understood it, or why it was refused."""
    lines = [f"{card.name}  {card.mana_cost}  ({', '.join(card.colors) or 'colorless'})"]
    if card.card_name != card.name:
        lines.append(f"{card.layout} card {card.card_name!r}, face {card.side}")
    subtypes = " — " + " ".join(w.replace("_", " ").title() for w in card.subtypes) if card.subtypes else ""
    lines.append(" ".join(w.title() for w in card.supertypes + card.types) + subtypes)
    if card.power is not None or card.toughness is not None:
        lines.append(f"{card.power}/{card.toughness}")
    if card.problem:
        lines += wrap(f"not usable: {card.problem}", width)
    for i, ability in enumerate(card.abilities, start=1):
        lines += wrap(f"{i}. {ability.text}", width, "  ", "   ")
        matters = ", ".join(sorted(ability.questions)) or "no question"
        if ability.accepted:
            lines += wrap(f"understood: {ability.meaning} (matters to {matters})", width, "     ", "  ")
        elif card.once_resolved(ability):  # (pysolver.cards.modelled.check_understood)
            cause = (" (but `replace` with it resolving as the event's cause)" if "replace" in ability.questions
                     else "")
            lines += wrap(f"refused: not understood: \"{ability.unknown}\" ({ability.reason}); an activated, "
                          "triggered or spell ability, it matters only once it has resolved: a board with this card "
                          f"is refused for no question{cause}, and a scenario whose `effects` name this ability is "
                          "refused",
                          width, "     ", "  ")
        else:
            lines += wrap(f"refused: not understood: \"{ability.unknown}\" ({ability.reason}); a board with this "
                          f"card is refused for {_questions_refused(ability.questions)}", width, "     ", "  ")
    return "\n".join(lines)


def _questions_refused(questions: frozenset[str]) -> str:
    """The commands a refused ability blocks, in words (pysolver.cards.modelled.READS)."""
    blocked = [command for command, reads in READS.items() if reads & questions]
    return ", ".join(f"`{c}`" for c in blocked) if blocked else "no question (answers list it as not modelled)"


def cards_text(library: Library, name: str | None, width: int = DEFAULT_WIDTH) -> str:
    """`mtgsolve cards [NAME]`: every card of the hand-written library (and how many the compiled one
    holds), one card (by any name a scenario may use: pysolver.cards.names), or the cards whose name
    contains NAME, in lines of at most `width` characters (a long mana cost on several lines of its
    cell)."""
    compiled = load_compiled()
    if name:
        try:
            return card_text(library, find_card(library, name, compiled), width)
        except UnknownCard as exc:
            found = find_cards(library, name, compiled)
            if len(found) == 1:
                return card_text(library, find_card(library, found[0], compiled), width)
            if not found:
                raise ScenarioError("cards", "NAME", str(exc)) from None
        cards = [find_card(library, n, compiled) for n in found]
    else:
        cards = sorted(library.cards.values(), key=lambda c: c.name)
    names = max([len("card") + 2, *(len(c.name) for c in cards)])
    types = [" ".join(c.printed.supertypes + c.printed.types) for c in cards]
    room = max(width - names - max([len("types") + 2, *(len(t) for t in types)]) - 4, len("cost") + 2)
    rows = [[c.name, _cost_lines(c.mana_cost, room), t] for c, t in zip(cards, types, strict=True)]
    table = simple_table(["card", "cost", "types"], rows)
    if not name and compiled is not None:
        table += (f"\n\nand {compiled.header['cards']} cards of the compiled library ({compiled.path.name}, "
                  "from " + str(compiled.header["source"]) + "): `mtgsolve cards NAME` shows one")
    return wrap_lines(table, width)


def _cost_lines(cost: str, width: int) -> str:
    """A mana cost in lines of at most `width` characters, broken between symbols ({W}{W}{U}...)."""
    lines = [""]
    for symbol in cost.replace("}", "}\n").split():
        if lines[-1] and len(lines[-1]) + len(symbol) > width:
            lines.append("")
        lines[-1] += symbol
    return "\n".join(lines)
