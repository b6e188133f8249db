"""The builder's methods of the replacements of counters put on a permanent or player (614.1a, 122.6):
oracle.lark's block "counters put on a permanent or player, modified"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of
from pysolver.cards.oracle.build.replace_more import COUNTER_TERMINALS


def _one_or_more(c: list) -> None:
    """"one or more": the only number before "or more" that says "any counters"."""
    n = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
    if str(n) != "one":
        raise Unmeant(f"{n} or more", "\"one or more counters\"")


def _kind(c: list) -> str | None:
    """The kind of counter the condition names before "counters" (None: counters of any kind)."""
    end = next(i for i, t in enumerate(c) if isinstance(t, Token) and str(t) == "counters")
    kinds = [str(t) for t in c[:end] if isinstance(t, Token) and t.type in COUNTER_TERMINALS]
    return kinds[0] if kinds else None


class CounterModBuilder(PhraseBuilder):
    """Counters put on a permanent or player, modified."""

    def counted_on_self(self, c: list) -> s.CountedOn:
        return s.CountedOn("~", "self")

    def counted_on_kinds(self, c: list) -> s.CountedOn:
        return s.CountedOn(said(c), "kinds", tuple(values_of(c, s.Group)), tagged(c, "relative"))

    def counted_on_another(self, c: list) -> s.CountedOn:
        terms = [self.term(t) for t in c[1:] if isinstance(t, Token)]
        group = s.Group(None, "another", tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return s.CountedOn(said(c), "another", (group,), tagged(c, "relative"))

    def put_on_any(self, c: list) -> s.CountedOn:
        return s.CountedOn(said(c), "any")

    def put_on_permanent(self, c: list) -> s.CountedOn:
        return s.CountedOn(said(c), "permanent", (), tagged(c, "relative"))

    def put_on_kinds_or_you(self, c: list) -> s.CountedOn:
        return s.CountedOn(said(c), "kinds", tuple(values_of(c, s.Group)), tagged(c, "relative"), or_you=True)

    def result_twice(self, c: list) -> s.CounterResult:
        kinds = [str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS]
        return s.CounterResult(said(c), "times", 2, kinds[0] if kinds else None)

    def result_plus(self, c: list) -> s.CounterResult:
        kinds = [str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS]
        return s.CounterResult(said(c), "plus", self.first_amount(c).value or 0, kinds[0] if kinds else None)

    def put_again(self, c: list) -> tuple:
        return ("put_again", said(c))

    def _mod(self, c: list, putter: str | None) -> s.CounterMod:
        _one_or_more(c)
        (on,) = values_of(c, s.CountedOn)
        (result,) = values_of(c, s.CounterResult)
        kind = _kind(c)
        if result.kind != kind:  # the kind put instead is the kind that would be put ("of each of those kinds")
            raise Unmeant(result.render(), "counters of another kind put instead")
        again = tagged(c, "put_again")
        if (again == "that permanent or player") != (on.how == "any" or on.or_you):
            raise Unmeant(f"on {again}", "what the counters are put on instead is not what they would be put on")
        return s.CounterMod(said(c), kind, putter, on, result.op, result.amount)

    def counters_would_be_put(self, c: list) -> s.CounterMod:
        return self._mod(c, None)

    def you_would_put_counters(self, c: list) -> s.CounterMod:
        return self._mod(c, "you")

    def you_would_get_counters(self, c: list) -> s.CounterMod:
        """"If you would get one or more counters, you get that many plus one ... instead." (counters on a player)"""
        _one_or_more(c)
        (result,) = values_of(c, s.CounterResult)
        kind = _kind(c)
        if result.kind != kind:
            raise Unmeant(result.render(), "counters of another kind put instead")
        return s.CounterMod(said(c), kind, None, s.CountedOn("you", "you"), result.op, result.amount)

    def counters_minus(self, c: list) -> s.CounterMod:
        """"If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one
        are put on it instead." (Vizier of Remedies)"""
        _one_or_more(c)
        kinds = [str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS]
        if len(set(kinds)) != 1:
            raise Unmeant(" ".join(kinds), "counters of another kind put instead")
        start = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "article")
        end = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "relative")
        terms = [self.term(t) for t in c[start + 1:end] if isinstance(t, Token)]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        minus = self.amount([t for t in c if isinstance(t, Token) and t.type == "NUMWORD"][-1])
        on = s.CountedOn(f"{tagged(c, 'article')} {group.render()}", "group", (group,), tagged(c, "relative"))
        return s.CounterMod(said(c), kinds[0], None, on, "minus", minus.value or 0)
