"""The builder's method of a quoted ability (113.1): its text, which the meaning compiles as a line of
its own (meaning/grants.py)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class GrantBuilder(PhraseBuilder):
    """Quoted abilities."""

    def quoted_ability(self, c: list) -> s.QuotedAbility:
        token = c[0]
        assert isinstance(token, Token) and token.type == "QUOTED"
        return s.QuotedAbility(str(token)[1:-1])
