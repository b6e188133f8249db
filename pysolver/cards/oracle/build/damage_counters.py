"""The builder's methods of damage to a permanent as counters (615.1, 614.1a, 122.1): counters removed as the damage
is prevented (Polukranos, Unchained; Oathsworn Knight), counters put instead of the damage (Phytohydra, Delaying
Shield)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said


def _ptmod(c: list) -> str:
    """The kind of counter a part names ("+1/+1")."""
    return next(str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD")


def _part(c: list, tag: str) -> object | None:
    """The value of a part (tag, words, value) among a rule's children, if any."""
    return next((x[2] for x in c if isinstance(x, tuple) and len(x) == 3 and x[0] == tag), None)


class DamageCountersBuilder(PhraseBuilder):
    """Damage prevented with counters removed, or replaced by counters."""

    def while_has_counter(self, c: list) -> tuple:
        return ("while_counter", said(c), _ptmod(c))

    def one_counter_removed(self, c: list) -> tuple:
        return ("removed", said(c), (1, _ptmod(c)))

    def that_many_removed(self, c: list) -> tuple:
        return ("removed", said(c), (None, _ptmod(c)))

    def prevent_remove_counters(self, c: list) -> s.DamageCounters:
        removed = _part(c, "removed")
        assert isinstance(removed, tuple)  # (the grammar's removed_counters)
        amount, kind = removed
        return s.DamageCounters("prevent_remove", said(c), kind, amount, while_counter=_part(c, "while_counter"))

    def damage_as_counters(self, c: list) -> s.DamageCounters:
        return s.DamageCounters("counters_instead", said(c), _ptmod(c), None)

    def damage_to_you_as_counters(self, c: list) -> s.DamageCounters:
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "COUNTER_NAME")
        return s.DamageCounters("counters_on_source", said(c), kind, None)

    def damage_as_keyword(self, c: list) -> s.DamageAsKeyword:
        """"All damage is dealt as though its source had wither." (702.80a, 120.3d); another keyword (infect, lifelink,
        deathtouch: results the words would give every source) is not read."""
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "KEYWORD")
        if word != "wither":
            raise Unmeant(word, "damage dealt as though its source had a keyword other than wither")
        return s.DamageAsKeyword(said(c), word)
