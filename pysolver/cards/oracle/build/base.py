"""The base of the builder: errors, the helpers every production's method uses, and the methods of
the words, keywords (702) and subjects ("who") of a line."""

from __future__ import annotations

import dataclasses
import re

from lark import Token, Transformer

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.words import ClassWord, Word


class Unmeant(Exception):
    """A part of a parsed line the engine gives no meaning: its words and why."""

    def __init__(self, words: str, reason: str) -> None:
        super().__init__(reason)
        self.words = words
        self.reason = reason


def tagged(children: list, tag: str) -> object | None:
    """The value of the tagged pair (tag, value) among a rule's children, if any."""
    for c in children:
        if isinstance(c, tuple) and len(c) == 2 and c[0] == tag:
            return c[1]
    return None


def values_of(children: list, kind: type | tuple[type, ...]) -> list:
    return [c for c in children if isinstance(c, kind)]


def pt_number(text: str) -> int | None:
    """"+2" -> 2, "-1" -> -1, "x" -> None."""
    return None if text.lstrip("+-") == "x" else int(text)



def said(c: list) -> str:
    """The words of a production, from its children: each token, each tagged word choice, each
    typed value rendered (punctuation and a possessive "'s" joined to the word before it, as normalised
    lines are)."""
    parts: list[str] = []
    for x in c:
        if isinstance(x, Token):
            parts.append(str(x))
        elif isinstance(x, tuple) and len(x) >= 2 and isinstance(x[1], str):
            parts.append(x[1])
        elif hasattr(x, "render"):
            parts.append(x.render())
        else:
            raise Unmeant(str(x), "a part without words")
    return re.sub(r" ([.,:]|'s\b)", r"\1", " ".join(p for p in parts if p))


class PhraseBuilder(Transformer):
    """The methods of the words, keywords and subjects; `words` are the line's tokens (for the class words)."""

    def __init__(self, words: list[Word]) -> None:
        super().__init__()
        self._by_start = {w.start: w for w in words}

    # ---- words ---------------------------------------------------------------------------------
    def term(self, tok: Token) -> s.Term:
        word = self._by_start.get(tok.start_pos)
        meaning = word.meaning if word is not None and isinstance(word.meaning, ClassWord) else None
        return s.Term(str(tok), meaning, tok.type == "NONWORD")

    def first_amount(self, c: list) -> s.Amount:
        """The one number among a rule's children (digits, a number word or X)."""
        return self.amount(next(t for t in c if isinstance(t, Token) and (t.type in ("NUMBER", "NUMWORD")
                                                                           or str(t) == "x")))

    def amount(self, tok: Token) -> s.Amount:
        if str(tok) == "x":
            return s.Amount(None, "x")
        word = self._by_start[tok.start_pos]
        return s.Amount(int(word.meaning) if isinstance(word.meaning, int) else int(tok), str(tok))

    # word-choice rules: their word, tagged
    def quant(self, c: list) -> tuple:
        return ("quant", str(c[0]))

    def other(self, c: list) -> tuple:
        return ("other", str(c[0]))

    def article(self, c: list) -> tuple:
        return ("article", str(c[0]))

    def poss(self, c: list) -> tuple:
        return ("poss", str(c[0]))

    def attached_word(self, c: list) -> tuple:
        return ("attached", str(c[0]))

    def _verb(self, c: list) -> tuple:
        return ("verb", str(c[0]))

    get_v = have_v = lose_v = gain_v = be_v = attack_v = block_v = when_v = _verb

    def other_kind(self, c: list) -> tuple:
        return ("other_kind", " ".join(str(t) for t in c), [self.term(t) for t in c if t.type == "CARDTYPE"])

    def until_end_of_turn(self, c: list) -> tuple:
        return ("duration", "until end of turn")

    def this_turn(self, c: list) -> tuple:
        return ("duration", "this turn")

    def until_your_next(self, c: list) -> tuple:
        return ("duration", f"until your next {c[-1]}")

    def colors(self, c: list) -> tuple:
        return ("colors", tuple(self.term(t) for t in c if t.type == "COLOR" or str(t) == "colorless"))

    def ability_word(self, c: list) -> tuple:
        return ("label", str(c[0]))

    def _fixed(tag: str, text: str):  # noqa: N805 -- a factory of methods, used in the class body
        def method(self: PhraseBuilder, c: list) -> tuple:
            return (tag, text if text else " ".join(str(t) for t in c))
        return method

    you_control = _fixed("relative", "you control")
    opponents_control = _fixed("relative", "")
    you_own = _fixed("relative", "you own")
    your_graveyard = _fixed("zone", "in your graveyard")
    chosen_player_graveyard = _fixed("zone", "in the chosen player's graveyard")
    all_graveyards = _fixed("zone", "in all graveyards")
    in_graveyards = _fixed("zone", "in graveyards")
    your_hand = _fixed("zone", "in your hand")
    on_battlefield = _fixed("zone", "on the battlefield")
    in_exile = _fixed("zone", "in exile")

    # ---- keywords ------------------------------------------------------------------------------
    def start(self, c: list) -> s.Ability:
        return c[0]

    def keyword_list(self, c: list) -> s.KeywordList:
        return s.KeywordList(tuple(values_of(c, s.KeywordAbility.__args__)))

    def kw(self, c: list) -> s.Keyword:
        return s.Keyword(self.term(c[0]))

    def protection(self, c: list) -> s.Protection:
        return s.Protection(tuple(values_of(c, s.Quality)))

    def protection_list(self, c: list) -> s.Protection:
        return s.Protection(tuple(values_of(c, s.Quality)), listed=True)

    def landwalk(self, c: list) -> s.Landwalk:
        terms = [self.term(t) for t in c]
        return s.Landwalk(tuple(terms[:-1]), terms[-1])

    def enchant(self, c: list) -> s.Enchant:
        terms = [self.term(t) for t in c[1:]]
        return s.Enchant(tuple(terms[:-1]), terms[-1])

    def equip(self, c: list) -> s.Equip:
        return s.Equip(str(c[1]))

    def q_everything(self, c: list) -> s.Quality:
        return s.Quality((self.term(c[0]),))

    def q_all_colors(self, c: list) -> s.Quality:  # "all colors", "each color"
        return s.Quality((self.term(c[0]), self.term(c[1])))

    def q_words(self, c: list) -> s.Quality:
        return s.Quality(tuple(self.term(t) for t in c))

    # ---- who -----------------------------------------------------------------------------------
    def self_subject(self, c: list) -> s.SelfRef:
        if str(c[0]) != "~":
            raise Unmeant(str(c[0]), "a possessive of the object is not a subject")
        return s.SelfRef()

    def attached_subject(self, c: list) -> s.Attached:
        return s.Attached(tagged(c, "attached"), self.term(c[1]))

    def group(self, c: list) -> s.Group:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        counter, at_least = tagged(c, "counter"), 1
        counters = tagged(c, "counters_at_least")  # "with three or more level counters on it" (122.1): (kind, words, N)
        if isinstance(counters, tuple):
            counter, at_least = counters[:2], counters[2]
        return s.Group(tagged(c, "quant"), tagged(c, "other"), tuple(terms[:-1]), terms[-1], tagged(c, "relative"),
                       tagged(c, "zone"), counter, tagged(c, "chosen"), tagged(c, "attached_to"),
                       tagged(c, "status"), next(iter(values_of(c, s.GroupFilter)), None),
                       tapped=tagged(c, "tapped"), counter_at_least=at_least)

    def group_filter_first(self, c: list) -> s.Group:
        return dataclasses.replace(self.group(c), filter_first=True)

    def with_counter(self, c: list) -> tuple:
        kind = str(c[2])
        return ("counter", (kind, f"with {tagged(c, 'article')} {kind} counter on {c[-1]}"))

    def has_counter(self, c: list) -> s.HasCounter:
        return s.HasCounter(tagged(c, "article"), str(c[3]))

    def target_words(self, c: list) -> tuple:
        return ("target_words", " ".join(str(t) for t in c).replace(" ,", ","))

    def target_with(self, c: list) -> tuple:
        return ("with", said(c))

    def target_one(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(None, tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), False,
                        tagged(c, "with"))

    def target_up_to(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(self.first_amount(c), tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), False,
                        tagged(c, "with"))

    def target_another(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(None, tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), True,
                        tagged(c, "with"))

    def chapter(self, c: list) -> s.Chapter:
        return s.Chapter(tuple(str(t) for t in c if isinstance(t, Token) and t.type == "CHAPTER"),
                         values_of(c, s.EffectLine)[0])

    def gain_life(self, c: list) -> s.Action:
        return s.Action(f"you gain {self.first_amount(c).render()} life")

    def tap_it(self, c: list) -> s.Action:
        return s.Action(f"tap {tagged(c, 'untapped')}")

    def timed(self, c: list) -> s.Timed:
        return s.Timed(c[0], tagged(c, "duration"))

    def attacks_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_this_turn", f"{tagged(c, 'verb')} {tagged(c, 'duration')} if able",
                            ("attacks_if_able",))

    def blocks_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_this_turn", f"{tagged(c, 'verb')} {tagged(c, 'duration')} if able",
                            ("blocks_if_able",))

    def must_be_blocked_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("must_be_blocked_this_turn", f"must be blocked {tagged(c, 'duration')} if able",
                            ("must_be_blocked",))

    def each(self, c: list) -> tuple:
        return ("each", True)

    def tail_for_each(self, c: list) -> s.Tail:
        return s.Tail(False, values_of(c, s.Group)[0])

    def tail_where_x(self, c: list) -> s.Tail:
        return s.Tail(True, values_of(c, s.Group)[0])

    def tail_where(self, c: list) -> s.Tail:
        # (a static's count may be of either of two kinds: "instant and sorcery cards in your graveyard", 611.3a)
        return s.Tail(True, values_of(c, (s.Group, s.CountedUnion))[0])

    def _action(words: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> s.Action:
            amount = next((self.amount(t) for t in c if isinstance(t, Token) and t.type in ("NUMBER", "NUMWORD")),
                          None)
            article = tagged(c, "article")
            return s.Action(words.format(n=amount.render() if amount else "", a=article or ""))
        return method

    draw_one = _action("draw {a} card")
    draw_many = _action("draw {n} cards")
    scry = _action("scry {n}")
    surveil = _action("surveil {n}")

    def action_sentence(self, c: list) -> s.Action:
        return c[0]

    def any_player(self, c: list) -> tuple:
        return ("restriction", "any player may activate this ability.")

