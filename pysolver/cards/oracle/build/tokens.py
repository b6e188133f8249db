"""The builder's methods of a token's creation (111.1-111.4, 111.10)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of

SUBTYPE_TERMINALS = ("CTYPE", "LTYPE", "ATYPE", "ETYPE")


class TokenBuilder(PhraseBuilder):
    """Tokens created."""

    def token_amount(self, c: list) -> tuple:
        if isinstance(c[0], tuple):  # "a" / "an"
            return ("amount", (c[0][1], 1))
        return ("amount", (str(c[0]), self.amount(c[0]).value))

    def token_noun(self, c: list) -> tuple:
        return ("noun", str(c[0]))

    def token_with(self, c: list) -> tuple:
        return ("with", values_of(c, s.Grants)[0])

    def token_also(self, c: list) -> tuple:
        return ("also", (f"{c[0]} {c[1]}", values_of(c, s.Grants)[0]))

    def _created(self, c: list, subtypes: tuple[s.Term, ...], types: tuple[s.Term, ...]) -> s.CreateToken:
        amount, count = tagged(c, "amount")  # type: ignore[misc]
        noun = tagged(c, "noun")
        if (count == 1) != (noun == "token"):
            raise Unmeant(f"{amount} {noun}", "the number of tokens and the noun's number disagree")
        pt = next((str(t) for t in c if isinstance(t, Token) and t.type == "PT"), None)
        return s.CreateToken(amount, count, pt, tagged(c, "colors") or (), subtypes, types, noun,
                             tagged(c, "with"))

    def token_defined(self, c: list) -> s.CreateToken:
        subtypes = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in SUBTYPE_TERMINALS)
        types = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return self._created(c, subtypes, types)

    def opponent_token_defined(self, c: list) -> s.CreateToken:
        """111.2: "target opponent creates ..." (Phelddagrif): a token of that player's."""
        return dataclasses.replace(self.token_defined(c), creator="target opponent")

    def token_predefined(self, c: list) -> s.CreateToken:
        subtypes = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "ATYPE")
        return self._created(c, subtypes, ())

    def token_copy(self, c: list) -> s.CreateToken:
        original = next(iter(values_of(c, (s.Target, s.Attached))), None) or s.SelfRef()
        exceptions = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "token_copy_exceptions"), ())
        return s.CreateToken("a", 1, None, (), (), (), "token", copy_of=original, copy_exceptions=exceptions)

    def token_copy_each(self, c: list) -> s.CreateToken:
        """"choose any number of target creatures you control. for each of them, create a token that's a copy of that
        creature" (115.1, 707.2): "that" must name the targets' kind."""
        target = values_of(c, s.Target)[0]
        kind = str(c[-1] if isinstance(c[-1], Token) else next(t for t in reversed(c) if isinstance(t, Token)
                                                                and t.type == "CARDTYPE")).lower()
        if target.noun.word is None or target.noun.word.value != kind:
            raise Unmeant(f"that {kind}", "\"that\" naming another kind than the targets'")
        exceptions = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "token_copy_exceptions"), ())
        return s.CreateToken("a", 1, None, (), (), (), "token", copy_of=target, copy_exceptions=exceptions,
                             for_each=kind)

    def token_copy_chosen_type(self, c: list) -> s.CreateToken:
        """"choose a creature type. for each creature you control of the chosen type, create a token that's a copy of
        that creature" (608.2c, 707.2): "that" must name the kind counted."""
        chosen, each, that = (str(t).lower() for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        if chosen != "creature" or each != "creature" or that != each:
            raise Unmeant(f"each {each} ... that {that}", "a copy of each object of another kind than a creature")
        return s.CreateToken("a", 1, None, (), (), (), "token", copy_of=s.EachOfChosenType(that),
                             lead=f"choose a creature type. for each {each} you control of the chosen type")

    def token_gains_those(self, c: list) -> tuple:
        return ("also", ("those tokens gain", values_of(c, s.Grants)[0]))

    def token_gains_it(self, c: list) -> tuple:
        return ("also", ("it gains", values_of(c, s.Grants)[0]))

    def token_copy_exceptions(self, c: list) -> tuple:
        return ("token_copy_exceptions", tuple(values_of(c, s.CopyException.__args__)))

    def token_gains(self, c: list) -> tuple:
        return ("also", ("that token gains", values_of(c, s.Grants)[0]))

    def token_kicked_count(self, c: list) -> tuple:
        return ("also", ("kicked", next(str(t) for t in c if isinstance(t, Token) and t.type == "NUMWORD")))

    def token_sentence(self, c: list) -> s.CreateToken:
        created = values_of(c, s.CreateToken)[0]
        also = tagged(c, "also")
        if also is None:
            return created
        words, grants = also  # type: ignore[misc]
        if words == "kicked":  # 702.33d: how many copies; the board states the tokens (111.2)
            if created.copy_of is None:
                raise Unmeant(f"create {grants} of those tokens instead", "a number of tokens other than copies")
            return dataclasses.replace(created, kicked_count=grants)
        if words in ("that token gains", "it gains", "those tokens gain"):
            # 611.2c: an effect on the token(s) a copy made (no copiable value, 707.2); "those tokens" after a token for
            # each of several objects only
            several = isinstance(created.copy_of, s.EachOfChosenType) or created.for_each is not None
            if created.copy_of is None or several != (words == "those tokens gain"):
                raise Unmeant(f"{words} {grants.render()}", "a token given an ability other than a copy, or \"those "
                                                            "tokens\" after one")
            return dataclasses.replace(created, gains=grants, gains_words=words)
        if words != ("it has" if created.count == 1 else "they have"):
            raise Unmeant(words, "\"it has\" after one token, \"they have\" after several")
        return s.CreateToken(created.amount, created.count, created.pt, created.colors, created.subtypes,
                             created.types, created.noun, created.with_grants, words, grants)

    def token_quoted(self, c: list) -> s.CreateToken:
        created = values_of(c, s.CreateToken)[0]
        if not created.render().endswith('"'):
            raise Unmeant(created.render(), "a sentence with no period")
        return created


def token_abilities(effects: tuple[s.Effect, ...]) -> tuple[s.Effect, ...]:
    """The sentences of an effect with "They have ..." / "It has ..." right after a creation read as that
    creation's token_also (111.3: the abilities the tokens are created with), the reading the parse may have
    given instead as an effect on "they" (608.2c), which would name nothing (Corpsehatch: "Destroy target
    nonblack creature. Create two 0/1 colorless Eldrazi Spawn creature tokens. They have \"...\"")."""
    out: list[s.Effect] = []
    for e in effects:
        before = out[-1] if out else None
        if isinstance(before, s.CreateToken) and before.also is None and before.copy_of is None \
                and isinstance(e, s.OneShot) and isinstance(e.affected, s.ItRef) \
                and e.affected.text == ("it" if before.count == 1 else "they") and e.duration is None \
                and e.tail is None and not e.each and not e.may_have and len(e.predicates.items) == 1 \
                and isinstance(e.predicates.items[0], s.Gains) \
                and e.predicates.items[0].verb == ("has" if before.count == 1 else "have"):
            out[-1] = dataclasses.replace(before, also_words=f"{e.affected.text} {e.predicates.items[0].verb}",
                                          also=e.predicates.items[0].grants)
        else:
            out.append(e)
    return tuple(out)
