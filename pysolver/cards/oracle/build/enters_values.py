"""The builder's methods of "enters with" counters numbered by values of objects (614.1c, 614.12, 107.3c): the
greatest power or the total power or toughness of a group, the counters among a group; of the source, for a group's
entering objects."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of
from pysolver.cards.oracle.build.casting import labelled_line
from pysolver.cards.oracle.build.replace_more import COUNTER_TERMINALS


def _kinds(c: list) -> list[str]:
    """The kinds of counters a production names, in order."""
    return [str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS]


def _value(c: list) -> str:
    """"power" or "toughness", the one a production says."""
    return next(str(t) for t in c if isinstance(t, Token) and str(t) in ("power", "toughness"))


class EntersValueBuilder(PhraseBuilder):
    """"~ enters with X +1/+1 counters on it, where X is the greatest power among other creatures you control.", "Each
    other creature you control enters with a number of additional +1/+1 counters on it equal to Arwen's toughness." """

    def enters_with_greatest_power(self, c: list) -> s.EntersWithValue:
        return s.EntersWithValue(labelled_line(c), _kinds(c)[0], "max", "power", values_of(c, s.Group)[0],
                                 label=tagged(c, "label"))

    def enters_with_total(self, c: list) -> s.EntersWithValue:
        return s.EntersWithValue(labelled_line(c), _kinds(c)[0], "sum", _value(c), values_of(c, s.Group)[0],
                                 label=tagged(c, "label"))

    def enters_with_counters_among(self, c: list) -> s.EntersWithValue:
        """"~ enters with a +1/+1 counter on it for each +1/+1 counter among other creatures you control." """
        kind, counted = _kinds(c)
        return s.EntersWithValue(labelled_line(c), kind, "sum", "counters", values_of(c, s.Group)[0], counted,
                                 tagged(c, "label"))

    def _entering_group(self, c: list) -> s.Group:
        """The group of the entering objects: "each [other] ADJECTIVES NOUN RELATIVE" or "ADJECTIVES NOUN RELATIVE"."""
        end = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "relative")
        each = isinstance(c[0], Token) and str(c[0]) == "each"
        terms = [self.term(t) for t in c[1 if each else 0:end] if isinstance(t, Token)]
        return s.Group("each" if each else None, tagged(c, "other"), tuple(terms[:-1]), terms[-1],
                       tagged(c, "relative"), None)

    def group_enters_with_more(self, c: list) -> s.GroupEntersWithSourceValue:
        """"Colorless creatures you control enter with two additional +1/+1 counters on them." (Curator Beastie)"""
        n = self.first_amount(c).value
        if n is None:
            raise Unmeant(said(c), "X additional counters")
        return s.GroupEntersWithSourceValue(said(c), _kinds(c)[0], self._entering_group(c), amount=n)

    def group_enters_with_source_value(self, c: list) -> s.GroupEntersWithSourceValue:
        """"... a number of additional +1/+1 counters on it equal to ~'s toughness." (Arwen)"""
        return s.GroupEntersWithSourceValue(said(c), _kinds(c)[0], self._entering_group(c), value=_value(c))

    def group_enters_with_source_counters(self, c: list) -> s.GroupEntersWithSourceValue:
        """"... an additional X +1/+1 counters on it, where X is the number of +1/+1 counters on ~." (Thrinax)"""
        kind, counted = _kinds(c)
        return s.GroupEntersWithSourceValue(said(c), kind, self._entering_group(c), value="counters", counted=counted)
