"""The builder's methods of more effects on entering objects (614.1c, 614.1d, 614.12): a group that enters
untapped, an additional counter on the creatures of the type chosen as the source entered, and the keywords that make
a permanent enter with counters (modular, graft, fading, vanishing N, ravenous, bloodthirst, devour,
sunburst, tribute, read ahead, amplify)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged
from pysolver.cards.oracle.build.replace_more import COUNTER_TERMINALS

# the words of a production that are not the group's own
_NOT_GROUP = frozenset({"each", "other", "enter", "enters", "the", "battlefield", "untapped", "with", "an",
                        "additional", "counter", "on", "it", ".", "if", "would", "and", "wasn't", "cast", ",",
                        "exile", "instead"})


class EnteringMoreBuilder(PhraseBuilder):
    """"Lands you control enter untapped.", "Each other creature you control of the chosen type enters with an
    additional +1/+1 counter on it.", "As long as ~ is untapped, other permanents enter untapped." """

    def _group(self, c: list, quant: str | None = None) -> s.Group:
        """The group a production names: its adjectives and noun, "other", its relative, "of the chosen ..."."""
        terms = [self.term(t) for t in c if isinstance(t, Token) and t.type not in COUNTER_TERMINALS
                 and str(t) not in _NOT_GROUP]
        return s.Group(quant, tagged(c, "other"), tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None,
                       chosen=tagged(c, "chosen"))

    def group_enters_untapped(self, c: list) -> s.EntersUntapped:
        """"Gates you control enter untapped." (614.1d); "... enter the battlefield untapped"."""
        return s.EntersUntapped(self._group(c), any(isinstance(t, Token) and str(t) == "battlefield" for t in c))

    def chosen_enters_with_additional(self, c: list) -> s.ChosenEntersWith:
        """"Each other creature you control of the chosen type enters with an additional +1/+1 counter on it." (614.1c,
        614.12: the type chosen as the source entered)"""
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type in COUNTER_TERMINALS)
        return s.ChosenEntersWith(self._group(c, "each"), kind)

    def source_status(self, c: list) -> tuple:
        return ("source_status", str(c[0]))

    def while_source_status_enter(self, c: list) -> s.WhileStatusEnter:
        """"As long as ~ is tapped, other permanents enter tapped." (Archelos: its status, 110.5)"""
        status, how = (x[1] for x in c if isinstance(x, tuple) and x[0] == "source_status")
        return s.WhileStatusEnter(status, how)

    def uncast_exiled_instead(self, c: list) -> s.UncastExiled:
        """"If a nontoken creature would enter and it wasn't cast, exile it instead." (Containment Priest)"""
        return s.UncastExiled(str(tagged(c, "article")), self._group(c))

    def uncast_exiled_this_turn(self, c: list) -> s.UncastExiled:
        """"Until end of turn, if a creature would enter and it wasn't cast, exile it instead." (Hallowed Moonlight)"""
        return s.UncastExiled(str(tagged(c, "article")), self._group(c[5:]), this_turn=True)  # after "until ... ,"

    def keyword_enters_with(self, c: list) -> s.Replacement:
        # 614.1c: 702.43a modular N, 702.58a graft N (+1/+1 counters), 702.32a fading N (fade), 702.63a vanishing N
        # (time), 702.156a ravenous (X +1/+1 counters, X as the spell was cast: the event's x)
        words = [str(t) for t in c if isinstance(t, Token)]
        amount = int(words[1]) if len(words) > 1 else None
        return s.Replacement("enters_with", said(c), amount=amount, counter=_KEYWORD_COUNTERS[words[0]])

    def bloodthirst_keyword(self, c: list) -> s.EntersAsCast:
        """"Bloodthirst 2" (702.54a): if an opponent of its controller was dealt damage this turn, it enters with two
        +1/+1 counters on it (614.1c)."""
        words = said(c)
        return s.EntersAsCast(words, int(str(c[-1])), "+1/+1", s.CastCheck("opponent_damaged", words))

    def devour_keyword(self, c: list) -> s.EntersAsCast:
        """"Devour 2" (702.82a): as it enters its controller may sacrifice any number of creatures; it enters with two
        +1/+1 counters on it for each creature sacrificed this way (614.1c)."""
        words = said(c)
        return s.EntersAsCast(words, int(str(c[-1])), "+1/+1", s.CastCheck("per_devoured", words))

    def sunburst_keyword(self, c: list) -> s.Sunburst:
        """"Sunburst" (702.44a): a +1/+1 or charge counter for each colour of mana spent to cast it (614.1c)."""
        return s.Sunburst(said(c))

    def tribute_keyword(self, c: list) -> s.Tribute:
        """"Tribute 2" (702.104a): an opponent its controller chooses may put two +1/+1 counters on it as it enters."""
        return s.Tribute(said(c), int(str(c[-1])))

    def read_ahead_keyword(self, c: list) -> s.ReadAhead:
        """"Read ahead" (702.155b): the Saga enters with the chosen number of lore counters (614.1c)."""
        return s.ReadAhead(said(c))

    def amplify_keyword(self, c: list) -> s.EntersAsCast:
        """"Amplify 2" (702.38a): two +1/+1 counters for each card revealed from its controller's hand that shares a
        creature type with it (614.1c)."""
        words = said(c)
        return s.EntersAsCast(words, int(str(c[-1])), "+1/+1", s.CastCheck("per_amplified", words))


# the kind of counter each keyword puts on the entering permanent
_KEYWORD_COUNTERS = {"modular": "+1/+1", "graft": "+1/+1", "fading": "fade", "vanishing": "time", "ravenous": "+1/+1"}
