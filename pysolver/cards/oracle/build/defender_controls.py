"""The builder's methods of the combat rules on what the defending player controls, named by a group (506.2,
508.1c, 509.1b): "can't attack unless defending player controls a creature with flying", "can't be blocked as long
as defending player controls three or more artifacts"; and on what that player is or has ("is the monarch")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of


class DefenderControlsBuilder(PhraseBuilder):
    """A restriction (508.1c) or an evasion (509.1b) while the defending player controls some permanents."""

    def defender_group(self, c: list) -> tuple:
        # (amount, article, group): "three or more artifacts" or "a creature with flying"
        amount = self.first_amount(c) if any(isinstance(t, Token) and str(t) == "more" for t in c) else None
        return ("defender_group", (amount, tagged(c, "article"), values_of(c, s.Group)[0]))

    def _defender(self, c: list, name: str, lead: str) -> s.DefenderControls:
        amount, article, group = tagged(c, "defender_group")  # type: ignore[misc] -- the tagged triple above
        return s.DefenderControls(name, lead, amount, article, group)

    def cant_attack_unless_defender(self, c: list) -> s.DefenderControls:
        return self._defender(c, "cant_attack_unless_defender", "can't attack unless")

    def unblockable_while_defender(self, c: list) -> s.DefenderControls:
        return self._defender(c, "unblockable_while_defender", "can't be blocked as long as")

    def defender_state(self, c: list) -> tuple:
        # (words, counter kind): 122.1f "poisoned" is one or more poison counters; 724 the monarch has none
        words = said(c)
        kind = next((str(t) for t in c if isinstance(t, Token) and t.type == "COUNTER_NAME"), None)
        return ("defender_state", (words, "poison" if words == "is poisoned" else kind))

    def _defender_is(self, c: list, name: str, lead: str) -> s.DefenderIs:
        words, kind = tagged(c, "defender_state")  # type: ignore[misc] -- the tagged pair above
        return s.DefenderIs(name, lead, words, kind)

    def cant_attack_unless_defender_is(self, c: list) -> s.DefenderIs:
        return self._defender_is(c, "cant_attack_unless_defender_is", "can't attack unless")

    def unblockable_while_defender_is(self, c: list) -> s.DefenderIs:
        return self._defender_is(c, "unblockable_while_defender_is", "can't be blocked as long as")
