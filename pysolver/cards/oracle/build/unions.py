"""The builder's methods of a union of groups ("other Elves and Werewolves you control")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class UnionBuilder(PhraseBuilder):
    """Unions of groups."""

    def union_part(self, c: list) -> s.UnionPart:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        noun = terms[-1]
        if noun.text in ("permanent", "token", "card"):
            raise Unmeant(noun.render(), "one object of a kind in a union of groups")
        return s.UnionPart(tagged(c, "other"), tuple(terms[:-1]), noun, tagged(c, "relative"))

    def union_supertype(self, c: list) -> s.UnionPart:
        """"[other] snow" before "and": a kind only as the qualifier of the last kind's noun (GroupUnion.groups)."""
        supertype = next(self.term(t) for t in c if isinstance(t, Token) and t.type == "SUPERTYPE")
        return s.UnionPart(tagged(c, "other"), (), supertype, None)

    def counted_union(self, c: list) -> s.CountedUnion:
        kinds = [self.term(t) for t in c if isinstance(t, Token) and t.type != "SELF" and str(t) not in (
            "and", "and/or", "card", "cards", "it")]
        noun = next((self.term(t) for t in c if isinstance(t, Token) and str(t) in ("card", "cards")), None)
        joiner = next(str(t) for t in c if isinstance(t, Token) and str(t) in ("and", "and/or"))
        return s.CountedUnion((kinds[0], kinds[1]), joiner, noun, tagged(c, "relative"), tagged(c, "zone"),
                              tagged(c, "attached_to"))

    def group_union(self, c: list) -> s.GroupUnion:
        union = s.GroupUnion(tuple(values_of(c, s.UnionPart)))
        last = union.parts[-1].noun
        if any(p.noun.word is not None and p.noun.word.cls == "supertype" for p in union.parts) and not (
                last.word is not None and last.word.plural and last.word.cls == "card_type"):
            # 205.4a: a supertype is no kind of object of its own; only a card type it qualifies ("snow creatures")
            raise Unmeant(union.render(), "a supertype in a union qualifies no plural card type")
        return union

    def group_thats(self, c: list) -> s.ThatsEither:
        at = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == "that's")
        noun = next(self.term(x) for x in c[:at] if isinstance(x, Token) and x.type == "CARDTYPE")
        kinds: list[tuple[str | None, s.Term]] = []
        article = None
        for x in c[at + 1:]:
            if isinstance(x, tuple) and x[0] == "article":
                article = x[1]
            elif isinstance(x, Token) and x.type in ("CTYPE", "CARDTYPE"):
                kinds.append((article, self.term(x)))
                article = None
        return s.ThatsEither(tagged(c, "quant"), tagged(c, "other"), noun, tagged(c, "relative"), tuple(kinds))

    def static_union(self, c: list) -> s.Static:
        return s.Static(tagged(c, "label"), values_of(c, (s.GroupUnion, s.ThatsEither))[0],
                        values_of(c, s.Predicates)[0], None, False)

    def static_union_during(self, c: list) -> s.Static:
        """"During your turn, KIND and KIND you control ...": the union's static under the condition of its
        controller's turn (604.1)."""
        value = self.static_union(c)
        return s.Static(value.ability_word, value.subject, value.predicates, s.YourTurn("your turn"), True,
                        lead="during")

    def one_shot_union(self, c: list) -> s.OneShot:
        return s.OneShot(values_of(c, (s.GroupUnion, s.ThatsEither))[0], values_of(c, s.Predicates)[0],
                         tagged(c, "duration"), False, False, next(iter(values_of(c, s.Tail)), None))
