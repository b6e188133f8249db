"""The builder's methods of "you may have ~ enter as a copy of ..." (707.5) and its exceptions (707.9b)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of
from pysolver.cards.oracle.syntax.copies import (
    Copied,
    CopyException,
    EnterAsCopy,
    ExceptEntersWith,
    ExceptHas,
    ExceptIfType,
    ExceptKeepColor,
    ExceptNotSupertype,
    ExceptPT,
    ExceptSets,
    ExceptSupertypes,
    ExceptTypes,
)
from pysolver.cards.oracle.words import NUMBER_WORDS


def _words(c: list) -> list[str]:
    """The keyword tokens of a production's children (its literal words)."""
    return [str(t) for t in c if isinstance(t, Token) and t.type not in ("PT", "SUPERTYPE", "COLOR", "CTYPE")]


class CopyBuilder(PhraseBuilder):
    """"Enter as a copy" abilities."""

    def copied_kind(self, c: list) -> tuple:
        non = next((self.term(t) for t in c if isinstance(t, Token) and t.type == "NONWORD"), None)
        kinds = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type != "NONWORD" and str(t) != "or")
        return ("copied_kind", non, kinds)

    def _copied(self, c: list, yours: bool) -> Copied:
        _, non, kinds = next(x for x in c if isinstance(x, tuple) and x[0] == "copied_kind")
        return Copied(str(tagged(c, "article") or "any"), non, kinds, yours)

    def copied_any(self, c: list) -> Copied:
        return self._copied(c, False)

    def copied_yours(self, c: list) -> Copied:
        return self._copied(c, True)

    def except_types(self, c: list) -> ExceptTypes:
        types = tuple(self.term(t) for t in c if isinstance(t, Token)
                      and t.type in ("CARDTYPE", "CTYPE", "ATYPE", "ETYPE", "LTYPE"))
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "other_kind")
        pt = next((str(t) for t in c if isinstance(t, Token) and t.type == "PT"), None)
        return ExceptTypes(tagged(c, "article"), types, kind[1], pt, _words(c)[0])

    def except_pt(self, c: list) -> ExceptPT:
        power, toughness = str(c[-1]).split("/")
        return ExceptPT(int(power), int(toughness), " ".join(_words(c)))

    def except_has(self, c: list) -> ExceptHas:
        subject = " ".join(w for w in _words(c) if w in ("it", "the", "token"))
        return ExceptHas(subject, str(tagged(c, "verb")), values_of(c, s.Grants)[0])

    def except_not_supertype(self, c: list) -> ExceptNotSupertype:
        supertype = next(t for t in c if isinstance(t, Token) and t.type == "SUPERTYPE")
        return ExceptNotSupertype(" ".join(_words(c)), self.term(supertype))

    def except_sets(self, c: list) -> ExceptSets:
        power, toughness = next(str(t) for t in c if isinstance(t, Token) and t.type == "PT").split("/")
        color = next((self.term(t) for t in c if isinstance(t, Token) and t.type == "COLOR"), None)
        types = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "CTYPE")
        return ExceptSets(int(power), int(toughness), color, types)

    def except_enters_with(self, c: list) -> ExceptEntersWith:
        number = next((str(t) for t in c if isinstance(t, Token) and t.type == "NUMWORD"), None)
        counter = next(str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD")
        return ExceptEntersWith(None if number is None else NUMBER_WORDS[number], counter)

    def except_enters_with_if(self, c: list) -> ExceptEntersWith:
        counter = next(str(t) for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return ExceptEntersWith(1, counter.lower(), str(c[-1]).lower())

    def except_if_type(self, c: list) -> ExceptIfType:
        words = {t.type: str(t).lower() for t in c if isinstance(t, Token)}
        return ExceptIfType(words["CARDTYPE"], NUMBER_WORDS[words["NUMWORD"]], words["PTMOD"], words["KEYWORD"])

    def except_keep_color(self, c: list) -> ExceptKeepColor:
        return ExceptKeepColor(next(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE"))

    def except_supertypes(self, c: list) -> ExceptSupertypes:
        return ExceptSupertypes(tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "SUPERTYPE"))

    def copy_exceptions(self, c: list) -> tuple:
        return ("exceptions", tuple(values_of(c, (*CopyException.__args__, s.ExceptOwnName))))

    def enter_as_copy(self, c: list) -> EnterAsCopy:
        found = next((x for x in c if isinstance(x, tuple) and x[0] == "exceptions"), ("exceptions", ()))
        return EnterAsCopy(values_of(c, Copied)[0], found[1], tapped="copy_tapped" in c)

    def copy_tapped(self, c: list) -> str:
        return "copy_tapped"

    def enter_as_copy_quoted(self, c: list) -> EnterAsCopy:
        found = self.enter_as_copy(c)
        value = EnterAsCopy(found.copied, found.exceptions, False, found.tapped)
        if not value.render().endswith('"'):
            raise Unmeant(value.render(), "a sentence with no period")
        return value
