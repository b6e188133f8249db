"""The builder's methods of prevention effects (615), of the "can't" effects about damage, life and
countering (614.17), and of the conditions of "enters tapped unless ..." (614.1c)."""

from __future__ import annotations

import re

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


def said(c: list) -> str:
    """The words of a production, from its children: each token, each tagged word choice, each
    typed value rendered (punctuation joined to the word before it, as normalised lines are)."""
    parts: list[str] = []
    for x in c:
        if isinstance(x, Token):
            parts.append(str(x))
        elif isinstance(x, tuple) and len(x) >= 2 and isinstance(x[1], str):
            parts.append(x[1])
        elif hasattr(x, "render"):
            parts.append(x.render())
        else:
            raise Unmeant(str(x), "a part without words")
    return re.sub(r" ([.,])", r"\1", " ".join(p for p in parts if p))


class PreventionBuilder(PhraseBuilder):
    """Prevention, "can't" effects and the conditions of entering tapped."""

    # ---- the parts -----------------------------------------------------------------------------------
    def recipient(self, c: list) -> tuple:
        return ("recipient", str(c[0]))

    def recipient_group(self, c: list) -> tuple:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        article = tagged(c, "article")
        return ("recipient", f"{article} {group.render()}" if article else group.render(), group)

    def source_quality(self, c: list) -> tuple:
        return ("source_quality", str(c[0]))

    def life_gainers(self, c: list) -> tuple:
        return ("life_gainers", " ".join(str(t) for t in c))

    def more_fewer(self, c: list) -> tuple:
        return ("more_fewer", str(c[0]))

    def counted_kind(self, c: list) -> s.Group:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        return s.Group(None, None, tuple(terms[:-1]), terms[-1], None, None)

    # ---- "enters tapped unless ..." (614.1c) ----------------------------------------------------------
    def unless_you_control_amount(self, c: list) -> s.Unless:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "an X in a condition")
        (kind,) = values_of(c, s.Group)
        other = tagged(c, "other")
        group = s.Group(None, other, kind.adjectives, kind.noun, None, None)
        words = f"you control {n.render()} or {tagged(c, 'more_fewer')} {group.render()}"
        return s.Unless("you", n.value, tagged(c, "more_fewer") == "fewer", (group,), words)

    def unless_you_control_one(self, c: list) -> s.Unless:
        return s.Unless("you", 1, False, tuple(values_of(c, s.Group)), said(c))

    def unless_opponents_control(self, c: list) -> s.Unless:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "an X in a condition")
        return s.Unless("your opponents", n.value, False, tuple(values_of(c, s.Group)), said(c))

    def unless_opponents(self, c: list) -> s.Unless:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "an X in a condition")
        return s.Unless("opponents", n.value, False, (), said(c))

    def enters_tapped_unless(self, c: list) -> s.Replacement:
        (unless,) = values_of(c, s.Unless)
        return s.Replacement("enters_tapped_unless", said(c), unless=unless)

    # ---- entering tapped and more (614.1c, 614.12) -----------------------------------------------------
    def enters_tapped_with(self, c: list) -> s.Replacement:
        _, n, kind, _words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        words = said([x if not (isinstance(x, tuple) and x[0] == "counters") else ("counters", x[3]) for x in c])
        return s.Replacement("enters_tapped_with", words, amount=n, counter=kind)

    def enters_tapped_choose(self, c: list) -> s.Replacement:
        _, key, words = next(x for x in c if isinstance(x, tuple) and x[0] == "choice")
        text = said([x if not (isinstance(x, tuple) and x[0] == "choice") else ("choice", words) for x in c])
        return s.Replacement("enters_tapped_choose", text, counter=key)

    def choice_player(self, c: list) -> tuple:
        return ("choice", "player", "player")

    def choice_opponent(self, c: list) -> tuple:
        return ("choice", "opponent", "opponent")

    # ---- life, dying, regeneration ---------------------------------------------------------------------
    def plus_life_gain(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X life")
        return s.Replacement("plus_life_gain", said(c), amount=n.value)

    def exile_instead_group_dies(self, c: list) -> s.Replacement:
        start = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "article")
        end = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == "would")
        terms = [self.term(t) for t in c[start + 1:end] if isinstance(t, Token)]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        text = f"if {tagged(c, 'article')} {group.render()} would die, exile it instead."
        return s.Replacement("exile_instead_group_dies", text, group=group)

    def regenerate_target_spell(self, c: list) -> s.Replacement:
        (target,) = values_of(c, s.Target)
        return s.Replacement("regenerate", f"regenerate {target.render()}.", target=target)

    # ---- prevention (615) --------------------------------------------------------------------------------
    def prevent_all_combat(self, c: list) -> s.Prevention:
        return s.Prevention("prevent_all_combat", said(c))

    def prevent_all_to(self, c: list) -> s.Prevention:
        return s.Prevention("prevent_all", said(c), recipient=tagged(c, "recipient"), group=self._recipient_group(c))

    def prevent_n_from(self, c: list) -> s.Prevention:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Prevention("prevent_n", said(c), amount=n.value, recipient=tagged(c, "recipient"),
                            quality=tagged(c, "source_quality"), group=self._recipient_group(c))

    def _recipient_group(self, c: list) -> s.Group | None:
        """The group of "a Cleric creature you control" as the damaged, if the words name one."""
        return next((x[2] for x in c if isinstance(x, tuple) and len(x) == 3 and x[0] == "recipient"), None)

    def damage_cant_be_prevented(self, c: list) -> s.Prevention:
        return s.Prevention("cant_be_prevented", said(c))

    # ---- "can't" (614.17) ----------------------------------------------------------------------------------
    def cant_gain_life(self, c: list) -> s.Prevention:
        return s.Prevention("cant_gain_life", said(c), who=tagged(c, "life_gainers"))

    def cant_be_countered(self, c: list) -> s.Prevention:
        return s.Prevention("cant_be_countered", said(c))
