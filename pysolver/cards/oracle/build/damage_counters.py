"""The builder's methods of damage to a permanent as counters (615.1, 614.1a, 122.1): counters removed as the damage
is prevented (Polukranos, Unchained; Oathsworn Knight), counters put instead of the damage (Phytohydra, Delaying
Shield)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged
from pysolver.cards.vocabulary import NAMED_COUNTERS


def _ptmod(c: list) -> str:
    """The kind of counter a part names ("+1/+1")."""
    return next(str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD")


def _part(c: list, tag: str) -> object | None:
    """The value of a part (tag, words, value) among a rule's children, if any."""
    return next((x[2] for x in c if isinstance(x, tuple) and len(x) == 3 and x[0] == tag), None)


def _source_kind(c: list) -> str | None:
    """The card type of "a creature" as the damage's source; None for "a source" or none named."""
    word = tagged(c, "damage_source")
    return None if word in (None, "source") else str(word)


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

    def noncombat_only(self, c: list) -> tuple:
        return ("combat", "noncombat")

    def while_monarch(self, c: list) -> tuple:
        return ("monarch", said(c))

    def damage_source(self, c: list) -> tuple:
        """"a creature" (a source of that card type, 702.16a's words) or "a source" (any)."""
        return ("damage_source", str(c[0]))

    def damaged_if(self, c: list) -> tuple:
        """The event a prevention putting counters applies to: the damaged (`recipient`'s words and group), "combat" /
        "noncombat" damage, the card type of its source, "while you're the monarch"."""
        rec = next(x for x in c if isinstance(x, tuple) and x[0] == "recipient")
        return ("damaged", said(c), {"recipient": rec[1], "group": rec[2] if len(rec) == 3 else None,
                                      "combat": tagged(c, "combat"), "source_kind": _source_kind(c),
                                      "monarch": tagged(c, "monarch") is not None})

    def that_many_put(self, c: list) -> tuple:
        return ("put", said(c), (None, _ptmod(c)))

    def one_counter_put(self, c: list) -> tuple:
        word = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME", "CTYPE"))
        # (a creature type that also names a counter: "an incarnation counter", 122.1)
        if word.type == "CTYPE" and str(word) not in NAMED_COUNTERS:
            raise Unmeant(f"{word} counter", "a counter of no kind the engine knows")
        return ("put", said(c), (1, str(word)))

    def counters_holder(self, c: list) -> tuple:
        """SELF: the effect's source; "it", "him", "her", "that creature": the damaged object (608.2c)."""
        own = any(isinstance(t, Token) and t.type == "SELF" for t in c)
        kind = next((str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE"), None)
        if kind not in (None, "creature"):
            raise Unmeant(said(c), "counters put on the damaged object named by another card type")
        return ("holder", said(c), "source" if own else "damaged")

    def prevent_put_counters(self, c: list) -> s.DamageCounters:
        put = _part(c, "put")
        assert isinstance(put, tuple)  # (the grammar's put_counters)
        amount, kind = put
        return self._putting(c, "prevent_put", kind, amount)

    def prevent_put_per_prevented(self, c: list) -> s.DamageCounters:
        each = next(str(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if each != "1":
            raise Unmeant(f"for each {each} damage", "a counter for each 1 damage prevented")
        return self._putting(c, "prevent_put_per", _ptmod(c), None)

    def _putting(self, c: list, how: str, kind: str, amount: int | None) -> s.DamageCounters:
        """A prevention effect putting counters (615.1): on the damaged object ("it", "that creature") or on its source
        (~); the damaged object is "it" only when one object is damaged (not "you", 608.2c)."""
        event = _part(c, "damaged")
        holder = _part(c, "holder")
        assert isinstance(event, dict)  # (the grammar's damaged_if)
        if holder == "damaged" and str(event["recipient"]).startswith("you"):
            raise Unmeant(said(c), "counters put on a player damaged")
        if holder == "source" and event["recipient"] == "~":
            holder = "damaged"  # ~ is both
        return s.DamageCounters(how, said(c), kind, amount, holder=str(holder), **event)

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

    def damage_to_you_as_keyword(self, c: list) -> s.DamageAsKeyword:
        """"As long as you have 0 or less life, all damage is dealt to you as though its source had infect." (Phyrexian
        Unlife: 702.90b, 120.3b); another life total or keyword is not read."""
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "KEYWORD")
        life = next(str(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if word != "infect" or life != "0":
            raise Unmeant(f"{life} or less life" if life != "0" else word,
                          "damage dealt to you as though its source had infect, at 0 or less life only")
        return s.DamageAsKeyword(said(c), word, to_you=True)
