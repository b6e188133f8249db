"""The builder's methods of "Destroy ... It can't be regenerated." (701.19c) as a sentence of an effect."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, values_of


class RegenerationBuilder(PhraseBuilder):
    """What is destroyed, what can't be regenerated, and the sentence of both."""

    def _kinds(self, c: list) -> tuple[str | None, ...]:
        """The card types (or other class words) of the nouns among a production's tokens, None for a literal."""
        return tuple(t.word.value if t.word is not None else None
                     for t in (self.term(x) for x in c if isinstance(x, Token) and x.type != "SELF"))

    def unregen_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        kind = target.noun.word.value if target.noun.word is not None else None
        return ("destroyed", target.render(), (kind,), target)

    def unregen_all(self, c: list) -> tuple:
        words = [x for x in c if isinstance(x, Token) and str(x) not in ("all", "each", ",", "and", "you", "don't",
                                                                          "control")]
        # "all nonblack creatures [you control]": its last word is the noun; "all artifacts, creatures, and lands",
        # "all artifacts and enchantments": each word is one
        listed = "and" in (str(x) for x in c)
        return ("destroyed", said(c), self._kinds(words if listed else words[-1:]))

    def unregen_targets(self, c: list) -> tuple:
        # 115.1: two targets of different words, each destroyed; only "they" names both (no later "it" names one)
        first, second = values_of(c, s.Target)
        kinds = tuple(t.noun.word.value if t.noun.word is not None else None for t in (first, second))
        return ("destroyed", f"{first.render()} and {second.render()}", kinds, None, "several")

    def unregen_that(self, c: list) -> tuple:
        return ("destroyed", said(c), self._kinds(c[1:]))

    def unregen_it(self, c: list) -> tuple:
        return ("destroyed", said(c), (None,))

    def unregen_pronoun(self, c: list) -> tuple:
        return ("unregen", said(c), None)

    def unregen_named(self, c: list) -> tuple:
        return ("unregen", said(c), self._kinds(c[1:])[0])

    def unregen_this_way(self, c: list) -> tuple:
        kind = next(x for x in c if isinstance(x, Token) and x.type == "CARDTYPE")
        return ("unregen", said(c), self._kinds([kind])[0])

    def destroy_unregenerable(self, c: list) -> s.Unregenerable:
        """"Destroy target creature. It can't be regenerated." (a creature named by kind only when everything it
        destroys is of that kind: "Destroy all lands. Creatures destroyed this way ..." names nothing destroyed)."""
        destroyed = next(x for x in c if isinstance(x, tuple) and x[0] == "destroyed")
        _, subject, kind = next(x for x in c if isinstance(x, tuple) and x[0] == "unregen")
        if kind is not None and any(k != kind for k in destroyed[2]):
            raise Unmeant(subject, "names a kind other than what it destroys")
        several = len(destroyed) > 4
        if several and subject != "they":
            raise Unmeant(subject, "two targets destroyed: only \"they\" names both")
        return s.Unregenerable(destroyed[1], subject, destroyed[3] if len(destroyed) > 3 else None, several)
