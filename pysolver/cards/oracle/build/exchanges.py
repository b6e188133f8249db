"""The builder's methods of an exchange of control (701.12a)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class ExchangeBuilder(PhraseBuilder):
    """Exchanges of control."""

    def exchange_control(self, c: list) -> s.ExchangeControl:
        return s.ExchangeControl(self._targets(c))

    def exchange_control_may(self, c: list) -> s.ExchangeControl:
        return s.ExchangeControl(self._targets(c), may=True)

    @staticmethod
    def _targets(c: list) -> tuple[s.Target, ...]:
        duration = tagged(c, "duration")
        if duration:  # 611.2a-b: an exchange that ends; each object's controller afterwards is not computed
            raise Unmeant(duration, "an exchange of control with a duration")
        return tuple(values_of(c, s.Target))
