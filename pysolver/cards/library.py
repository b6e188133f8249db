"""The card library: read from the ASP encodings (the single source of truth) once per process.

Cards give printed values and their abilities as terms; abilities give Oracle-text templates, used
both to show an ability and to recognise a custom object's ability written as Oracle text.
Template placeholders: [~] the object's name, [1] [2] word arguments; [1:T] capitalised,
[1:Ts] capitalised plural, [1:U] upper case, [1:M] the mana symbol of a basic land type.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING

import clingo

from pysolver.cards import printed as printed_module
from pysolver.cards.granted import granted_texts, self_named
from pysolver.cards.printed import CURLY, Card, Printed, card_key
from pysolver.cards.stored import library_shape
from pysolver.cards.template_words import article_for, same_case, word_symbols, word_text
from pysolver.programs.cache import cached
from pysolver.programs.files import library_programs
from pysolver.programs.parsed import add_programs
from pysolver.programs.terms import Memo, term_names

if TYPE_CHECKING:
    from pysolver.cards.modelled import Definable

SELF_WORDS = ("this creature", "this permanent", "this land", "this artifact", "this enchantment", "this")
_PLACEHOLDER = re.compile(r"\[(~|\d)(?::(\w+))?\]")
# facts of an ability (-> the Library attribute gathering them), of an ability and a name (_NAME_SETS)
_ABILITY_SETS = {"cda": "cdas", "targets_players": "player_targets", "targets_spells": "spell_targets",
                 "copy_yours": "copy_yours", "once_resolved": "once_resolved", "pays_chosen_life": "life_payers",
                 "chooses_opponent": "opponent_choosers"}
_NAME_SETS = {"needs_choice": "needs_choice", "copy_kind": "copy_kinds", "copy_kind_not": "copy_not",
              "excluded_color": "excluded_colors"}
_ARTICLE = re.compile(r"(?:(?<=\s)|^)(an?) $", re.IGNORECASE)  # a template's "a [1:T]": the word's article


@dataclass(frozen=True)
class Matcher:
    """One wording of an ability: its pattern, the ability key and the (slot, style) of each group."""

    pattern: re.Pattern[str]
    key: str
    # (slot, style) of each group: a word slot's number, or 0 for [~] (the object's own name)
    slots: tuple[tuple[int, str | None], ...]


@dataclass
class Match:
    """What matching a text against the templates found: the ability, or why none matched."""

    ability: clingo.Symbol | None = None
    # (word as written, the classes it should belong to): templates matched but for a word's class
    wrong_words: list[tuple[str, str]] = field(default_factory=list)


class Library:
    """Cards and abilities of the encodings, with rendering and Oracle-text matching."""

    def __init__(self) -> None:
        ctl = clingo.Control(["--warn=none"])
        add_programs(ctl, library_programs())
        ctl.ground([("base", [])])
        self.cards: dict[str, Card] = {}
        self.templates: dict[str, str] = {}
        self.aliases: dict[str, list[str]] = {}
        self.arguments: dict[str, dict[int, str]] = {}  # each slot's class of words (argument/3: arguments.py)
        self.ability_class: dict[clingo.Symbol, str] = {}
        self.keywords: set[str] = set()
        self.effect_abilities: set[clingo.Symbol] = set()
        # abilities whose effects `replace` applies (replaces/2), and the kinds of event each replaces or forbids
        self.replace_abilities: set[clingo.Symbol] = set()
        self.replace_kinds: dict[clingo.Symbol, set[str]] = {}
        self.combat_abilities: set[clingo.Symbol] = set()  # with a meaning in combat (combat_meaning/3)
        self.cdas: set[clingo.Symbol] = set()  # characteristic-defining abilities (604.3)
        # granted quoted abilities not understood that matter to a question once resolved (meaning/grants.py)
        self.once_resolved: set[clingo.Symbol] = set()
        # the choices an ability needs (needs_choice/2, choice_key/2), colours it may not choose (excluded_color/2)
        self.needs_choice: dict[clingo.Symbol, set[str]] = {}
        self.choice_keys: dict[str, str] = {}
        self.excluded_colors: dict[clingo.Symbol, set[str]] = {}
        self.life_payers: set[clingo.Symbol] = set()  # "pay any amount of life" as it enters (pays_chosen_life/1)
        self.option_counts: dict[clingo.Symbol, int] = {}  # the changes "A or B [or C]" offers (option_count/2)
        self.opponent_choosers: set[clingo.Symbol] = set()  # "choose an opponent" as it enters (chooses_opponent/1)
        self.x_least: dict[clingo.Symbol, int] = {}  # the least X it may be activated for (x_least/2, 601.2b)
        # how many objects a resolved ability affects (target_count/3; None: any number)
        self.target_counts: dict[clingo.Symbol, tuple[int, int | None]] = {}
        self.player_targets: set[clingo.Symbol] = set()  # targets may be players too (targets_players/1, 115.4)
        self.spell_targets: set[clingo.Symbol] = set()  # targets may be spells too (targets_spells/1, 115.1)
        # what an "enter as a copy" ability may copy (707.5): one of its kinds (copy_kind/2), none of
        # copy_kind_not/2 ("nonland"), a permanent its controller controls (copy_yours/1)
        self.copy_kinds: dict[clingo.Symbol, set[str]] = {}
        self.copy_not: dict[clingo.Symbol, set[str]] = {}
        self.copy_yours: set[clingo.Symbol] = set()
        self.operations: dict[clingo.Symbol, set[str]] = {}  # the names of its effects' operations (asp/effects.lp)
        self.layers: dict[clingo.Symbol, set[str]] = {}  # the (sub)layers its effect has parts in (layer_of/2)
        self.grants: dict[clingo.Symbol, set[clingo.Symbol]] = {}  # the abilities its effect grants (gain(B))
        self.described: set[clingo.Symbol] = set()  # words describe what it affects (611.2c), not "this"
        self.conditions: dict[clingo.Symbol, set[clingo.Symbol]] = {}  # while its effect exists (condition/2, 611.2b)
        self._rules_only: set[str] = set()  # abilities only the rules give (305.6): never matched against Oracle text
        # the Oracle text of each ability learnt from a compiled card (learn), its card's name as [~]
        self.compiled_texts: dict[clingo.Symbol, str] = {}
        atoms = [(sym.name, sym.arguments) for sym in (a.symbol for a in ctl.symbolic_atoms)]
        indexed: dict[str, list[tuple[int, clingo.Symbol]]] = {}
        names, numbers = Memo(attrgetter("name")), Memo(attrgetter("number"))
        key_of = Memo(lambda sym: sym.string.lower())
        for name, args in atoms:
            if name == "card" and len(args) == 3:
                self.cards[args[0].string.lower()] = Card(args[0].string, args[1].string,
                                                          Printed(args[0].string, args[2].number,
                                                                  mana_cost=args[1].string))
            else:
                self._read_atom(name, args)
        for name, args in atoms:
            if name == "card_printed" and len(args) == 3:
                printed = self.cards[key_of[args[0]]].printed
                attr, value = names[args[1]], args[2]
                if attr in ("color", "type", "subtype", "supertype"):
                    getattr(printed, {"color": "colors"}.get(attr, attr + "s")).append(names[value])
                elif attr in ("power", "toughness"):
                    setattr(printed, attr, numbers[value])
            elif name == "card_ability":
                indexed.setdefault(key_of[args[0]], []).append((numbers[args[1]], args[2]))
            elif name == "card_star":
                self.cards[key_of[args[0]]].printed.stars.append(names[args[1]])
            elif name == "card_note":
                self.cards[key_of[args[0]]].notes.append(args[1].string)
        for key, abilities in indexed.items():
            self.cards[key].printed.abilities = [a for _, a in sorted(abilities)]
        for card in self.cards.values():
            for lst in (card.printed.colors, card.printed.types, card.printed.subtypes, card.printed.supertypes):
                lst.sort()

    def _read_atom(self, name: str, args: list[clingo.Symbol]) -> None:
        """Learn one atom of the library: what it says of a template or of an ability."""
        if name == "text" and len(args) == 2:
            self.templates[args[0].name] = args[1].string
        elif name == "argument" and len(args) == 3:
            self.arguments.setdefault(args[0].name, {})[args[1].number] = args[2].name
        elif name == "alias" and len(args) == 2:
            self.aliases.setdefault(args[0].name, []).append(args[1].string)
        elif name == "ability_class" and len(args) == 2:
            self.ability_class[args[0]] = args[1].name
        elif name == "keyword" and len(args) == 1:
            self.keywords.add(args[0].name)
        elif name == "rules_only" and len(args) == 1:
            self._rules_only.add(args[0].name)
        elif name in _ABILITY_SETS and len(args) == 1:
            getattr(self, _ABILITY_SETS[name]).add(args[0])
        elif name in _NAME_SETS and len(args) == 2:
            getattr(self, _NAME_SETS[name]).setdefault(args[0], set()).add(args[1].name)
        elif name == "choice_key" and len(args) == 2:
            self.choice_keys[args[0].name] = args[1].name
        elif name == "option_count" and len(args) == 2:
            self.option_counts[args[0]] = args[1].number
        elif name == "x_least" and len(args) == 2:
            self.x_least[args[0]] = args[1].number
        elif name == "target_count" and len(args) == 3:
            most = None if args[2].type == clingo.SymbolType.Function else args[2].number
            self.target_counts[args[0]] = (args[1].number, most)
        elif name == "layer_of" and len(args) == 2:
            self.effect_abilities.add(args[0])
            self.layers.setdefault(args[0], set()).add(args[1].name)
        elif name in ("replaces", "cant") and len(args) == 2:
            self.replace_abilities.add(args[0])
            self.replace_kinds.setdefault(args[0], set()).add(args[1].name)
        elif name == "combat_meaning" and len(args) == 3:
            self.combat_abilities.add(args[0])
        elif name == "scope" and len(args) == 4 and args[3].name not in ("self", "attached"):
            self.described.add(args[0])
        elif name == "condition" and len(args) == 2:
            self.conditions.setdefault(args[0], set()).add(args[1])
        elif name == "does" and len(args) == 3:
            self.operations.setdefault(args[0], set()).update(term_names(args[2]))
            if args[2].name == "gain" and len(args[2].arguments) == 1:
                self.grants.setdefault(args[0], set()).add(args[2].arguments[0])

    def learn(self, abilities: Iterable[Definable], name: str) -> None:
        """Learn the accepted abilities of a compiled card called `name` (pysolver.cards.compiled), and
        the quoted ones they grant (613.1f, pysolver.cards.granted): what their definition facts say,
        and what the library's conventions (encodings/library.lp) derive from them (the choices they
        need); their text is shown with the name of the object that has it (render)."""
        new = [a for a in abilities if a.key is not None and a.key not in self.compiled_texts]
        if not new:
            return
        keys = {a.key for a in new}
        granted = {k: text for k, text in granted_texts(new, name).items()
                   if k not in self.compiled_texts and k not in keys}
        keys |= set(granted)
        ctl = clingo.Control(["--warn=none"])
        add_programs(ctl, [path for path in library_programs() if path.name == "library.lp"])
        with ctl.backend() as backend:  # as symbols: the facts are data, never program text
            for fact in [fact for a in new for fact in a.facts] + [clingo.Function("known_ability", [k]) for k in keys]:
                backend.add_rule([backend.add_atom(fact)])
        ctl.ground([("base", [])])
        for atom in ctl.symbolic_atoms:
            sym = atom.symbol
            if sym.arguments and sym.arguments[0] in keys and sym.name not in ("text", "alias", "argument"):
                self._read_atom(sym.name, sym.arguments)
        for ability in new:
            self.compiled_texts[ability.key] = self_named(ability.text, name)  # type: ignore[index]
        self.compiled_texts.update(granted)

    # --- rendering -------------------------------------------------------------------------
    def render(self, ability: clingo.Symbol, name: str) -> str:
        """An ability as shown to people: its Oracle text with the object's own name written out."""
        key = ability.name if ability.type == clingo.SymbolType.Function else str(ability)
        if ability in self.compiled_texts and key not in self.templates:
            return self.fill(self.compiled_texts[ability], (), name)
        template = self.templates.get(key)
        if template is None:
            return str(ability)
        return self.fill(template, ability.arguments, name)

    @staticmethod
    def fill(template: str, args: list[clingo.Symbol] | tuple[clingo.Symbol, ...], name: str) -> str:
        """A template with its placeholders written out; an article before a word takes the word's."""
        out, pos = "", 0
        for m in _PLACEHOLDER.finditer(template):
            out += template[pos:m.start()]
            pos = m.end()
            slot, style = m.group(1), m.group(2)
            if slot == "~":
                out += name
                continue
            index = int(slot) - 1  # (a slot of no argument is text as written: a loyalty cost "[0]", 606.3)
            given = 0 <= index < len(args)
            word = word_text(args[index], style) if given else m.group(0)
            article = _ARTICLE.search(out)
            if article and given:
                out = out[:article.start(1)] + same_case(article.group(1), article_for(word)) + " "
            out += word
        return out + template[pos:]

    def written_keys(self) -> list[str]:
        """The abilities a text may write (all but those only the rules give, 305.6)."""
        return [key for key in self.templates if key not in self._rules_only]

    def wordings(self, key: str) -> list[str]:
        """The template of an ability and its other wordings (alias/2)."""
        return [self.templates[key], *self.aliases.get(key, [])]

    # --- matching Oracle text --------------------------------------------------------------
    @functools.cached_property
    def _matchers(self) -> list[Matcher]:
        """Patterns of every wording, except abilities only the rules give (never printed text).

        Built on first use: compiling them takes longer than reading the library, and only a custom
        object's abilities written as text need them."""
        matchers = []
        for key in self.templates:
            if key in self._rules_only:
                continue
            for wording in self.wordings(key):
                pattern, slots, pos = "", [], 0
                for m in _PLACEHOLDER.finditer(wording):
                    literal = wording[pos:m.start()]
                    article = _ARTICLE.search(literal) if m.group(1) != "~" else None
                    if article:  # "a [1:T]" reads "a Swamp" and "an Island"
                        pattern += re.escape(literal[:article.start(1)]) + r"an? "
                    else:
                        pattern += re.escape(literal)
                    if m.group(1) == "~":
                        pattern += r"([^.]+?)"
                        slots.append((0, None))
                    else:
                        pattern += r"([a-z0-9][a-z0-9' -]*?)" if m.group(2) != "M" else r"([wubrg])"
                        slots.append((int(m.group(1)), m.group(2)))
                    pos = m.end()
                pattern += re.escape(wording[pos:])
                pattern = pattern.rstrip(r"\.")
                matchers.append(Matcher(re.compile(r"^" + pattern + r"\.?$", re.IGNORECASE), key, tuple(slots)))
        # constant abilities first, then fewer word placeholders
        matchers.sort(key=lambda m: sum(1 for slot, _ in m.slots if slot))
        return matchers

    def parse_ability(self, text: str, name: str | None = None) -> clingo.Symbol | None:
        """The ability term for an Oracle text (keywords by their CR names) of an object called
        `name`, or None."""
        return self.match_ability(text, name).ability

    def match_ability(self, text: str, name: str | None = None, players: tuple[str, ...] = ()) -> Match:
        """The ability an Oracle text of an object called `name` writes: the first wording whose
        pattern matches, whose [~] is the object (its name, its first part before a comma, 201.4b,
        or "this creature" and the like) and whose every word belongs to its slot's class
        (argument/3; a quality may also name one of `players`, 702.16k); else why the words matched
        no template."""
        cleaned = " ".join(text.translate(CURLY).strip().split())
        found = Match()
        selves = {w.lower() for w in (*SELF_WORDS, "~")}
        if name:
            selves |= {" ".join(name.translate(CURLY).lower().split()),
                       " ".join(name.translate(CURLY).lower().split(",")[0].split())}
        for matcher in self._matchers:
            match = matcher.pattern.match(cleaned)
            if not match:
                continue
            args: list[clingo.Symbol | None] = [None] * max((slot for slot, _ in matcher.slots), default=0)
            for group, (slot, style) in enumerate(matcher.slots, start=1):
                if slot == 0:
                    if match.group(group).lower() not in selves:
                        break
                    continue
                word = self._argument(matcher.key, slot, match.group(group), style, players)
                if word is None:
                    # a slot that is the whole sentence ("[1]", a keyword) says nothing of its words
                    if len(match.group(group).split()) <= 3 or len(matcher.slots) > 1:
                        found.wrong_words.append((match.group(group), self.arguments[matcher.key][slot]))
                    break
                if args[slot - 1] not in (None, word):  # a word written twice must be the same word
                    break
                args[slot - 1] = word
            else:
                found.ability = clingo.Function(matcher.key, args) if args else clingo.Function(matcher.key)
                return found
        return found

    def display(self, key: str, wording: str | None = None) -> str:
        """A wording for people, each word argument shown by its class: "Other [creature type]
        creatures you control get +1/+1."; [~] is the object's name (or "this creature")."""

        def show(m: re.Match[str]) -> str:
            if m.group(1) == "~":
                return "[this]"
            cls = self.arguments.get(key, {}).get(int(m.group(1)))
            return "[" + (cls or "word").replace("_", " ") + "]"

        return _PLACEHOLDER.sub(show, wording or self.templates[key])

    def nearest_wording(self, text: str) -> str | None:
        """The wording (shown by display()) closest to a text no template matched, or None when none
        is close: the words outside the arguments decide, so "Each land is an Islend ..." finds Urborg's
        template, not the longest sentence that happens to share letters."""
        import difflib  # only where an input is refused (its import is a hundredth of a small question)

        cleaned = " ".join(text.translate(CURLY).lower().split())
        best, best_score = None, 0.0
        for key in self.templates:
            if key in self._rules_only or key == "kw":  # keywords: by their names below
                continue
            for wording in self.wordings(key):
                shown = self.display(key, wording)
                literal = _PLACEHOLDER.sub("", wording).lower()
                score = difflib.SequenceMatcher(None, cleaned, literal, autojunk=False).ratio()
                if score > best_score:
                    best, best_score = shown, score
        for word in self.keywords:
            score = difflib.SequenceMatcher(None, cleaned, word.replace("_", " ")).ratio()
            if score > best_score:
                best, best_score = word.replace("_", " "), score
        return best if best_score >= 0.5 else None

    def _argument(self, key: str, slot: int, written: str, style: str | None,
                  players: tuple[str, ...] = ()) -> clingo.Symbol | None:
        """The constant a word stands for in slot `slot` of ability `key`, if it belongs to the slot's
        class (a slot without a class takes any word)."""
        from pysolver.cards.arguments import ARG_CLASSES  # custom texts only: a board of cards never needs it

        cls = self.arguments.get(key, {}).get(slot)
        for sym in word_symbols(written, style):
            word = str(sym.number) if sym.type == clingo.SymbolType.Number else sym.name
            if cls is None or ARG_CLASSES[cls].accepts(word, self) or (cls == "quality" and word in players):
                return sym
        return None

    def defines_pt(self, ability: clingo.Symbol) -> bool:
        """Whether the ability is a characteristic-defining ability that defines power and/or
        toughness (604.3a(1); what a printed * needs)."""
        return ability in self.cdas and "cda_pt" in self.operations.get(ability, set())

    def required_choices(self, ability: clingo.Symbol) -> set[str] | None:
        """The choices (scenario `choices` keys) the ability needs made as its object entered or as
        its effect resolved; None for "As ~ enters, choose a Q" with a Q the engine does not know."""
        keys = set(self.needs_choice.get(ability, set()))
        if ability.name == "as_enters_choose" and len(ability.arguments) == 1:
            key = self.choice_keys.get(ability.arguments[0].name)
            if key is None:
                return None
            keys.add(key)
        return keys

    def modelled_by(self, ability: clingo.Symbol) -> str:
        """Which questions give the ability its meaning, in words (for `mtgsolve cards`)."""
        where = [words for words, among in (("continuous effect: layers", self.effect_abilities),
                                            ("attacks/blocks", self.combat_abilities),
                                            ("replace", self.replace_abilities)) if ability in among]
        if where:
            return "modelled by " + ", ".join(where)
        if self.ability_class.get(ability) == "keyword":
            return "keyword (702): read by the questions its rules concern"
        return "text only"

    def card(self, name: str) -> Card | None:
        """The card of that English name, case-insensitive (a curly apostrophe is a straight one)."""
        return self.cards.get(card_key(name))


@functools.lru_cache(maxsize=1)
def load_library() -> Library:
    """The library of this installation, read once per process, and kept between processes in the
    cache (pysolver.programs.cache: an entry made from the same encodings and the same reader, and
    the same printed.py, whose classes the entry holds)."""
    return cached("library", [Path(__file__), Path(printed_module.__file__), *library_programs()], Library,
                  library_shape(Library))
