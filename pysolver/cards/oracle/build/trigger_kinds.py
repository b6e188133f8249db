"""The builder's methods of what a target or the creature of a trigger has ("target creature with flying", "whenever a
creature you control with flying attacks"), of becoming the target of a spell or ability (603.1), and of a delayed
triggered ability an effect creates ("When that creature dies this turn, ...", 603.7), of an action under a
condition checked as the effect resolves ("If you control a Faerie, draw a card.", 608.2c), and of a spell of one of
three kinds."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class TriggerKindBuilder(PhraseBuilder):
    """Triggers with a keyword, "becomes the target of", delayed triggers."""

    def when_enters_with(self, c: list) -> tuple:
        # 603.2, 608.2c: "it" / "that creature" is the one object whose entering triggered it
        words = said(c)
        who = words.split(" ", 2)[2][: -len(" enters")]
        return ("trigger", words, False, s.Triggering(f"the {who} whose event triggered it"))

    def when_self_or_another_enters(self, c: list) -> tuple:
        # 603.2, 608.2c: "that creature" is the one object whose entering triggered it, ~ or the other
        words = said(c)
        who = words.split(" ", 1)[1][: -len(" enters")]
        return ("trigger", words, False, s.Triggering(f"the object whose entering triggered it ({who})"))

    def attackers_trigger(self, c: list) -> tuple:
        # 508.1, 603.2: the creatures whose attack triggered it, one or more (the board's `targets`)
        number = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        if str(number) != "one":
            raise Unmeant(f"{number} or more", "only \"one or more\" attackers name the creatures that attacked")
        return ("trigger", said(c), False,
                s.Triggering("the creatures whose attack triggered it", many=True))

    def block_other(self, c: list) -> tuple:
        return ("block", said(c))

    def block_other_trigger(self, c: list) -> tuple:
        # 509.1h, 603.2: "that creature" is the other creature of the block (the board's `targets`)
        if str(c[-1]) != "creature":
            raise Unmeant(str(c[-1]), "a block names a creature")
        return ("trigger", said(c), False,
                s.Triggering("the creature of the block whose event triggered it", that_only=True))

    def targeting_source(self, c: list) -> tuple:
        return ("targeting", said(c))

    def delayed_event(self, c: list) -> tuple:
        return ("event", said(c))

    def _delayed(self, c: list) -> str:
        return f"when that {c[2]} {tagged(c, 'event')} this turn"

    def delayed_action(self, c: list) -> s.Action:
        # 603.7: a delayed triggered ability created as the effect resolves; its effect an action whose result
        # the board states (611.1)
        inner = self._untargeted(c, "a delayed triggered ability's action on a target or a group")
        return s.Action(f"{self._delayed(c)}, {inner.words}")

    @staticmethod
    def _untargeted(c: list, refused: str) -> s.Action:
        """The action of the parse, refused (`refused`: why) when it acts on a target or a group."""
        inner = values_of(c, s.Action)[0]
        if inner.target is not None or inner.names_target or inner.group is not None:
            raise Unmeant(inner.words, refused)
        return inner

    def delayed_self(self, c: list) -> s.Action:
        return s.Action(f"{self._delayed(c)}, {c[-3]} ~")

    def delayed_token(self, c: list) -> s.CreateToken:
        return self._token_after(values_of(c, s.CreateToken)[0], self._delayed(c))

    @staticmethod
    def _token_after(created: s.CreateToken, lead: str) -> s.CreateToken:
        if created.copy_of is not None:
            raise Unmeant(created.render(), "a copy of a target after a trigger or a condition")
        return s.CreateToken(created.amount, created.count, created.pt, created.colors, created.subtypes,
                             created.types, created.noun, created.with_grants, created.also_words, created.also,
                             lead=lead)

    # ---- an action under a condition checked as the effect resolves (608.2c) ------------------------------------
    def _condition_words(self, c: list) -> str:
        words = said(c)
        return words[: words.index(",")]

    def action_if_control(self, c: list) -> s.Action:
        inner = self._untargeted(c, "an action on a target or a group under a condition")
        return s.Action(f"{self._condition_words(c)}, {inner.words}")

    def token_if_control(self, c: list) -> s.CreateToken:
        return self._token_after(values_of(c, s.CreateToken)[0], self._condition_words(c))

    def spell_kinds_listed(self, c: list) -> tuple:
        return ("spell_kind", said(c))

    # ---- 205.1b: "that's still a land" after one object's "becomes"; "it's still a land." after a quoted ability ----
    def becomes_still(self, c: list) -> s.Becomes:
        # (the last four words: "that's still a land"; the kind before them is read as any "becomes")
        article = tagged(c[-2:-1], "article")
        return dataclasses.replace(self._kind(c[:-3], "becomes"), still=self.term(c[-1]),
                                   still_words=f"that's still {article}")

    def effect_still_quoted(self, c: list) -> s.Still:
        if not c[0].render().endswith('"'):
            raise Unmeant(c[0].render(), "\"it's still\" after a sentence with no period")
        return dataclasses.replace(self.effect_still(c), quoted=True)
