"""The builder's methods of the "can't" effects on counters (614.17, 122.6): oracle.lark's block "counters that can't
be put"."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of
from pysolver.cards.oracle.build.replace_more import COUNTER_TERMINALS


def _kind(c: list) -> str | None:
    """The kind of counter named before "counters" (None: counters of any kind)."""
    kinds = [str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS]
    return kinds[0] if kinds else None


class CounterCantBuilder(PhraseBuilder):
    """Players who can't get counters, permanents that can't have counters put on them."""

    def counter_getters(self, c: list) -> tuple:
        return ("counter_getters", " ".join(str(t) for t in c))

    def cant_get_counters(self, c: list) -> s.CounterCant:
        return s.CounterCant(said(c), _kind(c), str(tagged(c, "counter_getters")))

    def counters_cant_be_put(self, c: list) -> s.CounterCant:
        return s.CounterCant(said(c), None, "kinds", tuple(values_of(c, s.Group)))

    def self_cant_have_counters(self, c: list) -> s.CounterCant:
        return s.CounterCant(said(c), _kind(c), "self")

    def group_cant_have_counters(self, c: list) -> s.CounterCant:
        (group,) = values_of(c, s.Group)
        group = dataclasses.replace(group, relative=tagged(c, "relative"))
        return s.CounterCant(said(c), _kind(c), "group", (group,))
