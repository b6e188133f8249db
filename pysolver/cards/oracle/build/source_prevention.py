"""The builder's methods of the prevention of the damage a group of sources would deal (615.1): oracle.lark's block
"the damage a group of sources would deal, prevented"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of

# a noun of no condition: "sources" are objects of any kind (meaning.base.group_conditions reads no condition of it)
ANY_OBJECT = s.Term("permanents")


class SourcePreventionBuilder(PhraseBuilder):
    """Prevention of the damage of a group of sources."""

    def source_prevented(self, c: list) -> s.SourcePrevention:
        """The line of one of the productions below (ranked after the older ones that read the same words)."""
        return c[0]

    def sources_group(self, c: list) -> s.DamageSources:
        (group,) = values_of(c, s.Group)
        return s.DamageSources(group.render(), (group,))

    def sources_any(self, c: list) -> s.DamageSources:
        """"non-Human sources", "colorless sources", "sources you don't control"."""
        terms = tuple(self.term(t) for t in c if isinstance(t, Token) and str(t) != "sources")
        group = s.Group(None, None, terms, ANY_OBJECT, tagged(c, "relative"), None)
        return s.DamageSources(said(c), (group,))

    def sources_either(self, c: list) -> s.DamageSources:
        """"black sources and red sources": a source of either kind (each is prevented)."""
        kinds = tuple(s.Group(None, None, (self.term(t),), ANY_OBJECT, None, None)
                      for t in c if isinstance(t, Token) and str(t) not in ("sources", "and"))
        return s.DamageSources(said(c), kinds)

    def sources_spells(self, c: list) -> s.DamageSources:
        """"instant and sorcery spells": a spell of either card type."""
        kinds = tuple(s.Group(None, None, (), self.term(t), None, None)
                      for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.DamageSources(said(c), kinds, spells=True)

    def sources_chosen_color(self, c: list) -> s.DamageSources:
        """"sources of the chosen color": of the colour the effect's source chose as it entered (614.12)."""
        return s.DamageSources(said(c), (), chosen_color=True)

    def prevent_self_deals_to(self, c: list) -> s.SourcePrevention:
        """"Prevent all damage that ~ would deal to snow creatures." (the effect's own object as the source)"""
        p = self._prevention(c, "prevent_all_by")
        return s.SourcePrevention(p.words, p.prevention, s.DamageSources("~", (), itself=True), p.cost)

    def _prevention(self, c: list, name: str, recipient: str | None = None) -> s.SourcePrevention:
        sources = next(iter(values_of(c, s.DamageSources)), None)
        recipient = recipient or self._recipient_words(c)
        inner = s.Prevention(name, said(c), recipient=recipient, group=self._recipient_group(c),
                             combat=tagged(c, "combat") is not None, duration=tagged(c, "duration"))
        costs = values_of(c, s.Cost)
        return s.SourcePrevention(said(c), inner, sources, costs[0] if costs else None)

    def prevent_all_by(self, c: list) -> s.SourcePrevention:
        return self._prevention(c, "prevent_all_by")

    def prevent_all_to_by(self, c: list) -> s.SourcePrevention:
        return self._prevention(c, "prevent_all_by")

    def prevent_all_sources_deal(self, c: list) -> s.SourcePrevention:
        return self._prevention(c, "prevent_all_by")

    def prevent_all_to_players(self, c: list) -> s.SourcePrevention:
        return self._prevention(c, "prevent_all_by", "players")

    def prevent_all_sources_to_players(self, c: list) -> s.SourcePrevention:
        return self._prevention(c, "prevent_all_by", "players")
