"""The builder's methods of the "becomes" family: an object set to be something whole (205.1a-b,
613.1d-f, 613.4b), the effects of an activated ability on the object itself, and the words that say
how long such an effect lasts (611.2a)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of


class BecomesBuilder(PhraseBuilder):
    """"loses this ability", "loses all other card types [and abilities]", "becomes ... with base power
    and toughness N/N, KEYWORDS", "~ becomes ...", "if ~ is a TYPE, it becomes ...", "you may pay {M} to
    end this effect", "target artifact or creature"."""

    def lose_this_ability(self, c: list) -> s.LosesThisAbility:
        return s.LosesThisAbility(tagged(c, "verb"))

    def lose_other_card_types(self, c: list) -> s.LosesOtherCardTypes:
        return s.LosesOtherCardTypes(tagged(c, "verb"), str(c[-1]) == "abilities")

    def target_either(self, c: list) -> s.Target:
        """"target artifact or creature": the first kind kept among the words that restrict the choice."""
        tokens = [t for t in c if isinstance(t, Token)]
        first, noun = tokens[-3], tokens[-1]
        words = " ".join(w for w in (tagged(c, "target_words"), self.term(first).render(), "or") if w)
        return s.Target(None, words, self.term(noun), tagged(c, "relative"))

    def becomes_pt_and_grants(self, c: list) -> s.Becomes:
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "PT")
        subtypes = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in ("CTYPE", "LTYPE", "ATYPE",
                                                                                         "ETYPE"))
        types = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        keywords = tuple(values_of(c, s.KeywordAbility.__args__))
        words = [str(t) for t in c if isinstance(t, Token)]
        oxford = any(a == "," and b == "and" for a, b in zip(words, words[1:], strict=False))
        return s.Becomes("becomes", tagged(c, "article"), None, tagged(c, "colors") or (), subtypes, types, pt,
                         s.Grants(keywords, oxford), listed_with_pt=True)

    def become_plural(self, c: list) -> s.Becomes:
        return self._kind(c, "become")

    def effect_still_plural(self, c: list) -> s.Still:
        still = self.effect_still(c)
        return s.Still(still.effect, "", still.kept, plural=True)

    def static_it(self, c: list) -> s.StaticIt:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        first, then = values_of(c, s.Predicates)
        return s.StaticIt(s.Static(tagged(c, "label"), subject, first, None, False), then)

    def all_colors(self, c: list) -> s.AllColors:
        return s.AllColors()

    def _still(self, c: list, verb: str) -> s.Becomes:
        """"are 1/1 creatures that are still lands": the last card type is the one kept (205.1b)."""
        return dataclasses.replace(self._kind(c[:-1], verb), still=self.term(c[-1]))

    def is_still(self, c: list) -> s.Becomes:
        return self._still(c, tagged(c, "verb"))

    def become_still(self, c: list) -> s.Becomes:
        return self._still(c, "become")

    def still_kind(self, c: list) -> s.Becomes:
        return self._kind(c, tagged(c, "verb"))

    def static_still(self, c: list) -> s.Static:
        """"SUBJECT is a 2/2 blue Elemental creature with flying. It's still a land.": one static ability whose second
        sentence keeps the subject's old types (205.1b), read as "... that's still a land"."""
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        (kind,) = values_of(c, s.Becomes)
        # (the last words: "it's" "still" article CARDTYPE ".")
        article = tagged(c[-3:-2], "article")
        kept = dataclasses.replace(kind, still=self.term(c[-2]), still_words=f"it's still {article}",
                                   still_sentence=True)
        return s.Static(tagged(c, "label"), subject, s.Predicates((kept,), False), None, False)

    def is_still_one(self, c: list) -> s.Becomes:
        """"is a 4/4 Human Soldier creature with indestructible that's still a planeswalker" (205.1b)."""
        return dataclasses.replace(self._kind(c[:-2], tagged(c, "verb")), still=self.term(c[-1]),
                                   still_words=f"that's still {tagged(c[-2:-1], 'article')}")

    def self_effect(self, c: list) -> s.OneShot:
        return s.OneShot(s.SelfRef(), values_of(c, s.Predicates)[0], None, False)

    def if_self_is(self, c: list) -> s.IfItIs:
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("CTYPE", "CARDTYPE", "COLOR"))
        condition = " ".join(["~ is", *([tagged(c, "article")] if tagged(c, "article") else []), str(kind)])
        # "if ~ is an enchantment, ~ becomes ..." names the object again by its name (Opal Gargoyle)
        named = [t for t in c if isinstance(t, Token) and t.type == "SELF"][1:]
        subject = s.SelfRef(str(named[0])) if named else s.ItRef("it")
        return s.IfItIs(condition, s.OneShot(subject, values_of(c, s.Predicates)[0], None, False))

    def end_effect_words(self, c: list) -> tuple:
        return ("restriction", said(c).replace(" .", "."))
