"""The builder's methods of the layer statics of famous cards: "has base power and base toughness each equal to its
mana value", "are 1/1 green Saproling creatures and Forest lands in addition to their other types", "loses all other
abilities, card types, and creature types", "All Forests and all Saprolings ...", "SUBJECT ..., and it ..."."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of

SUBTYPE_TERMINALS = ("CTYPE", "LTYPE", "ATYPE", "ETYPE")


class FamousLayerBuilder(PhraseBuilder):
    """Opalescence's, Life and Limb's and Darksteel Mutation's words."""

    def base_pt_mana_value(self, c: list) -> s.BaseManaValuePT:
        return s.BaseManaValuePT(tagged(c, "verb"))

    def is_pt_kinds(self, c: list) -> s.PTKinds:
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "PT")
        kinds: list[tuple[tuple[s.Term, ...], tuple[s.Term, ...]]] = []
        subtypes: list[s.Term] = []
        types: list[s.Term] = []
        for t in c:
            if isinstance(t, Token) and t.type in SUBTYPE_TERMINALS:
                subtypes.append(self.term(t))
            elif isinstance(t, Token) and t.type == "CARDTYPE":
                types.append(self.term(t))
            elif isinstance(t, Token) and str(t) == "and":  # the second kind begins
                kinds.append((tuple(subtypes), tuple(types)))
                subtypes, types = [], []
        kinds.append((tuple(subtypes), tuple(types)))
        return s.PTKinds(tagged(c, "verb"), tagged(c, "article"), pt, tagged(c, "colors") or (), tuple(kinds),
                         tagged(c, "in_addition"))

    def lose_other_kinds(self, c: list) -> s.LosesOtherKinds:
        kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        if str(kind) != "creature":
            raise Unmeant(str(kind), "only \"all other ... creature types\" is read")
        return s.LosesOtherKinds(tagged(c, "verb"))

    def group_union_each(self, c: list) -> s.GroupUnion:
        quants = [x[1] for x in c if isinstance(x, tuple) and x[0] == "quant"]
        parts = values_of(c, s.UnionPart)
        return s.GroupUnion(tuple(s.UnionPart(p.other, p.adjectives, p.noun, p.relative, q)
                                  for p, q in zip(parts, quants, strict=True)))

    def static_and_it(self, c: list) -> s.StaticIt:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        first, then = values_of(c, s.Predicates)
        return s.StaticIt(s.Static(tagged(c, "label"), subject, first, None, False, period=False), then, joined=True)
