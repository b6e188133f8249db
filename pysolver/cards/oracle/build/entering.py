"""The builder's methods of what happens as a permanent enters (614.1c, 614.12): a card revealed from
the hand or it enters tapped, the choices made as it enters, "enters tapped" beside a rule of the
untap step."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of

# the key of "a color other than C" (meaning.entering.choice_term reads it)
OTHER_THAN = "color_other_than_"


class EnteringBuilder(PhraseBuilder):
    """Reveal-or-tapped, choices as it enters, Leviathan's "doesn't untap"."""

    def reveal_or_tapped(self, c: list) -> s.RevealOrTapped:
        kinds = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in ("LTYPE", "CTYPE"))
        if any(k.word is None for k in kinds):
            raise Unmeant(" or ".join(k.render() for k in kinds), "a kind of card without its rules word")
        return s.RevealOrTapped(kinds, said(c))

    def enters_tapped_no_untap(self, c: list) -> s.EntersTappedNoUntap:
        return s.EntersTappedNoUntap(said(c))

    def as_enters_the_battlefield_choose(self, c: list) -> s.Replacement:
        _, key, words = next(x for x in c if isinstance(x, tuple) and x[0] == "choice")
        return s.Replacement("as_enters_choose", f"as ~ enters the battlefield, choose {tagged(c, 'article')} "
                                                 f"{words}.", counter=key)

    def as_enters_choose_pair(self, c: list) -> s.Replacement:
        first, second = str(c[-4]), str(c[-2])
        if first == "khans" and second != "dragons":
            raise Unmeant(f"khans or {second}", "only the Sieges' \"Khans or Dragons\" is a choice read here")
        return s.Replacement("as_enters_choose", f"as ~ enters, choose {first} or {second}.",
                             counter=f"{first}_or_{second}")

    def kind_group(self, c: list) -> s.Group:
        return self.group(c)

    def kinds_enter_tapped(self, c: list) -> s.KindsEnterTapped:
        kinds = tuple(values_of(c, s.Group))
        return s.KindsEnterTapped(kinds, tagged(c, "relative"), said(c))

    def choice_nonland_name(self, c: list) -> tuple:
        if str(c[0]) != "nonland":
            raise Unmeant(f"{c[0]} card name", "only a nonland card name is a choice read here")
        return ("choice", "nonland_card_name", "nonland card name")

    def choice_word(self, c: list) -> tuple:
        return ("choice", "word", "word")

    def choice_number(self, c: list) -> tuple:
        return ("choice", "number", "number")

    def choice_card_type(self, c: list) -> tuple:
        return ("choice", "card_type", "card type")

    def choice_color_other(self, c: list) -> tuple:
        color = str(c[-1])
        return ("choice", f"{OTHER_THAN}{color}", f"color other than {color}")
