"""The builder's methods of more layer statics (issue i28, second part): "can't have or gain flying" and "as long as
white is the most common color among all permanents or is tied for most common"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, pt_number, tagged, values_of


class MoreStaticBuilder(PhraseBuilder):
    """"can't have or gain", "the most common color"."""

    def cant_have_or_gain(self, c: list) -> s.CantHave:
        return s.CantHave(values_of(c, s.Grants)[0])

    def most_common_color(self, c: list) -> s.MostCommonColor:
        return s.MostCommonColor(self.term(next(t for t in c if isinstance(t, Token) and t.type == "COLOR")))

    def for_each_land_type(self, c: list) -> s.LandTypeCount:
        return s.LandTypeCount(self._basic_land(c), False)

    def land_types_number(self, c: list) -> s.LandTypeCount:
        return s.LandTypeCount(self._basic_land(c), True)

    def _basic_land(self, c: list) -> s.Group:
        """The group of "basic land type(s) among GROUP" (Unmeant for another supertype or card type)."""
        words = " ".join(str(t) for t in c if isinstance(t, Token) and t.type in ("SUPERTYPE", "CARDTYPE"))
        if words != "basic land":
            raise Unmeant(words, "only the basic land types are counted (305.6)")
        return values_of(c, s.Group)[0]

    def greatest_mana_value(self, c: list) -> s.GreatestManaValue:
        return s.GreatestManaValue(values_of(c, s.Group)[0])

    def self_counters_number(self, c: list) -> s.SelfCounters:
        return s.SelfCounters(str(c[3]), str(c[-1]))

    def cda_among(self, c: list) -> s.ValuePT:
        words = [str(t) for t in c if isinstance(t, Token)]
        what = "power and toughness are each" if "toughness" in words and "power" in words else (
            "power is" if "power" in words else "toughness is")
        label = tagged(c, "label")
        value = values_of(c, (s.LandTypeCount, s.GreatestManaValue, s.CardsInHands, s.NamedCount, s.Devotion,
                                  s.ColorsAmong, s.SelfCounters))[0]
        return s.ValuePT(what, value, str(label) if label else None)

    def there_are_mana_values(self, c: list) -> s.ManaValuesAmong:
        return s.ManaValuesAmong(self.first_amount(c), values_of(c, s.Group)[0])

    def it_is_kind(self, c: list) -> tuple:
        return ("kind", (tagged(c, "article"), self.term(next(t for t in c if isinstance(t, Token)))))

    def otherwise_pt(self, c: list) -> s.OtherwisePT:
        tokens = [t for t in c if isinstance(t, Token)]
        mods = [t for t in tokens if t.type == "PTMOD"]
        verbs = [str(x[1]) for x in c if isinstance(x, tuple) and x[0] == "verb"]
        article, kind = tagged(c, "kind")  # type: ignore[misc]
        subject = s.Attached(str(tagged(c, "attached")), self.term(tokens[0]))
        changes = [s.PTChange(pt_number(str(m).split("/")[0]), pt_number(str(m).split("/")[1]), str(m)) for m in mods]
        return s.OtherwisePT(subject, verbs[0], changes[0], article, kind, verbs[1], changes[1])

    def pt_while_it_is(self, c: list) -> s.PTWhileItIs:
        mod = str(next(t for t in c if isinstance(t, Token) and t.type == "PTMOD"))
        article, kind = tagged(c, "kind")  # type: ignore[misc]
        subject = values_of(c, (s.Group, s.Attached, s.SelfRef))[0]
        label = tagged(c, "label")
        change = s.PTChange(pt_number(mod.split("/")[0]), pt_number(mod.split("/")[1]), mod)
        return s.PTWhileItIs(str(label) if label else None, subject, str(tagged(c, "verb")), change, article, kind)

    def self_modified(self, c: list) -> s.StateIs:
        # 700.9: a quality of the object itself
        return s.StateIs(" ".join(str(t) for t in c), s.SelfRef(), "modified", "modified")

    def with_any_counters(self, c: list) -> tuple:
        return ("counter", ("", "with counters on them"))

    def with_a_counter(self, c: list) -> tuple:
        """122.1: "with a counter on it": one or more counters of any kind."""
        return ("counter", ("", "with a counter on it"))

    def with_counters_at_least(self, c: list) -> tuple:
        """122.1: "with three or more level counters on it": N or more counters of the kind."""
        n, kind = self.first_amount(c), str(c[-4])
        if n.value is None:
            raise Unmeant(f"{n.render()} or more {kind} counters", "a number of counters of X")
        return ("counters_at_least", (kind, f"with {n.render()} or more {kind} counters on it", n.value))

    def opponent_cards_at_least(self, c: list) -> s.OpponentHas:
        return s.OpponentHas("graveyard", self.first_amount(c))

    def opponent_no_cards(self, c: list) -> s.OpponentHas:
        return s.OpponentHas("hand", None)

    def opponent_life_at_most(self, c: list) -> s.OpponentHas:
        return s.OpponentHas("life", self.first_amount(c))

    def cards_in_hands(self, c: list) -> s.CardsInHands:
        return s.CardsInHands()

    def static_where_greatest(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        value = values_of(c, s.GreatestManaValue)[0]
        return s.Static(None, subject, values_of(c, s.Predicates)[0], None, False,
                        s.Tail(True, value.group, value.render()))

    def named_where(self, c: list) -> tuple:
        return ("named", " ".join(str(t) for t in c))

    def for_each_named(self, c: list) -> s.NamedCount:
        kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.NamedCount(self.term(kind), str(tagged(c, "named")), False)

    def named_number(self, c: list) -> s.NamedCount:
        kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        at = next(i for i, t in enumerate(c) if isinstance(t, Token) and str(t) == "named")
        return s.NamedCount(self.term(kind), " ".join(str(t) for t in c[at:]), True)
