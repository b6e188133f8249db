"""The builder's methods of damage multiplied by its source's or its recipient's kind (614.1a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said

# the recipient named first -> the words that may name it again after "deals double that damage to"
AGAIN = {"any": {"that permanent or player"}, "player": {"that player"}, "you": {"you"}, "self": {"~"},
         "opponent": {"that player"}, "opponent_side": {"that player or permanent", "that permanent or player"}}


class MultipliedBuilder(PhraseBuilder):
    """The source, the recipient, the factor and the sentence."""

    def mult_any(self, c: list) -> tuple:
        return ("msource", said(c), "any", None)

    def mult_self(self, c: list) -> tuple:
        return ("msource", said(c), "self", None)

    def mult_yours(self, c: list) -> tuple:
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "mkind")
        return ("msource", said(c), "yours", kind[2])

    def mult_other_yours(self, c: list) -> tuple:
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "mkind")
        return ("msource", said(c), "other_yours", kind[2])

    def mult_attached(self, c: list) -> tuple:
        return ("msource", said(c), "attached", ("type", str(c[1])))

    def mult_kind(self, c: list) -> tuple:
        words = [t for t in c if isinstance(t, Token) and str(t) != "source"]
        if not words:
            return ("mkind", said(c), None)
        term = self.term(words[0])
        if term.word is None:
            raise Unmeant(term.render(), "a kind of source the rules do not read")
        attribute = {"CARDTYPE": "type", "COLOR": "color"}.get(words[0].type, "subtype")
        return ("mkind", said(c), (attribute, term.word.value))

    def mult_combat(self, c: list) -> tuple:
        return ("mcombat", str(c[0]))

    def mult_factor(self, c: list) -> tuple:
        return ("mfactor", str(c[0]))

    def _recipient(name: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> tuple:
            return ("mrecipient", said(c), name)
        return method

    mult_to_any = _recipient("any")
    mult_to_a_player = _recipient("player")
    mult_to_you = _recipient("you")
    mult_to_self = _recipient("self")
    mult_to_opponent = _recipient("opponent")
    mult_to_opponent_side = _recipient("opponent_side")

    def mult_again(self, c: list) -> tuple:
        return ("magain", said(c))

    def multiplied_damage(self, c: list) -> s.MultipliedDamage:
        """"If a source you control would deal damage to a permanent or player, it deals triple that damage to that
        permanent or player instead.": the recipient named again must be the one named first."""
        return self._changed_damage(c, {"double": 2, "triple": 3}[_tagged(c)["mfactor"][1]], None)

    def plus_damage(self, c: list) -> s.MultipliedDamage:
        """"If a red source you control would deal damage to ..., it deals that much damage plus 2 instead."
        (Torbran): the damage plus a number."""
        number = next(t for t in c if isinstance(t, Token) and t.type == "NUMBER")
        return self._changed_damage(c, 1, int(number))

    def _changed_damage(self, c: list, factor: int, plus: int | None) -> s.MultipliedDamage:
        tagged = _tagged(c)
        source, recipient = tagged["msource"], tagged.get("mrecipient", ("mrecipient", "", "any"))
        again = tagged.get("magain")
        if again is not None and again[1] not in AGAIN[recipient[2]]:
            raise Unmeant(again[1], "names another recipient than the damage's")
        combat = tagged["mcombat"][1] if "mcombat" in tagged else None
        return s.MultipliedDamage(said(c), factor, source[2], source[3], recipient[2], combat, plus)


def _tagged(c: list) -> dict[str, tuple]:
    """The rule's tagged children by tag ("msource", "mrecipient", "mfactor" ...)."""
    return {x[0]: x for x in c if isinstance(x, tuple)}
