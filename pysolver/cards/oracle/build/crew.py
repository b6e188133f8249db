"""The builder's methods of crew (702.122a) and of a Vehicle made a creature by a static ability (301.7, 208.3)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CrewBuilder(PhraseBuilder):
    """"crew N [. activate only once each turn.]"."""

    def crew(self, c: list) -> s.Crew:
        restriction = tagged(c, "restriction")
        return s.Crew(self.first_amount(c), str(restriction) if restriction else None)

    def crew_grant(self, c: list) -> s.Crew:
        """"have crew N": the crew ability granted (702.122a, 613.1f)."""
        return s.Crew(self.first_amount(c))

    def static_if_vehicle_creature(self, c: list) -> s.Static:
        """"as long as enchanted permanent is a Vehicle, it's a creature in addition to its other types." (Aerial
        Modification): only under the condition that the attached object is a Vehicle (208.3: its printed power and
        toughness are then its own); "it's" the object the condition names."""
        cond = values_of(c, s.StateIs)
        card_type = self.term(next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE"))
        if not cond or not isinstance(cond[0].names, s.Attached) or (cond[0].kind, cond[0].quality) != (
                "subtype", "vehicle") or card_type.word is None or card_type.word.value != "creature":
            raise Unmeant("it's", "only an attached Vehicle made a creature is read (208.3: its printed power and "
                                 "toughness; another object may have none)")
        kind = s.AddKind("", tagged(c, "article"), card_type, tagged(c, "poss"), "types", printed_pt=True)
        return s.Static(tagged(c, "label"), s.ItRef("it's"), s.Predicates((kind,), False), cond[0], True)
