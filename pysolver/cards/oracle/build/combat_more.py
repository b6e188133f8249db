"""The builder's methods of more combat forms: Lures (509.1c) as a predicate of their subject ("..., and all
creatures able to block it do so") or under a condition, and the targets "each of up to N target creatures"
of an action."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class CombatMoreBuilder(PhraseBuilder):
    """Requirements on the creatures able to block the subject; several targets of an action."""

    def lure_it(self, c: list) -> s.CombatRule:
        # 509.1c: one requirement for each creature able to block "it", the predicate's subject
        # (asp/combat/requirements.lp, meaning `lure`)
        noun = self.term(c[1])
        return s.CombatRule("lure_it", f"all {noun.render()} able to block it do so", ("lure",), noun=noun)

    def act_each_of(self, c: list) -> s.Action:
        # 115.1: "each of up to two target creatures": the targets (in the plural), each dealt the damage
        target = values_of(c, s.Target)[0]
        if target.noun.word is None or not target.noun.word.plural:
            raise Unmeant(target.render(), "\"each of\" names targets in the plural")
        return s.Action(said(c), target)

    def static_if_lure(self, c: list) -> s.ConditionalLure:
        # 604.1: the Lure on the subject works while the condition holds; its one predicate is `lure_it`
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group, s.Target)))
        cond = next(iter(values_of(c, s.Condition.__args__)), None)
        noun = self.term(next(t for t in c if getattr(t, "type", None) == "CARDTYPE"))
        lure = s.CombatRule("lure_it", f"all {noun.render()} able to block it do so", ("lure",), noun=noun)
        return s.ConditionalLure(s.Static(tagged(c, "label"), subject, s.Predicates((lure,), False), cond, True), noun)

    def alone_unblockable(self, c: list) -> s.AloneUnblockable:
        # 509.1b, 506.5: the restriction on one object ("it"), the static ability of "can't be blocked as long as
        # it's attacking alone" (meaning unblockable_if(attacking_alone))
        subject = next(x for x in c if isinstance(x, s.Subject.__args__))
        if not isinstance(subject, (s.SelfRef, s.Attached)):
            raise Unmeant(subject.render(), "\"it\" after a subject that is no one object")
        rule = s.FilteredCombat("unblockable_alone", "can't be blocked as long as it's attacking alone")
        return s.AloneUnblockable(s.Static(None, subject, s.Predicates((rule,), False), None, False))

    def attacks_or_blocks_this_turn(self, c: list) -> s.CombatRule:
        # 508.1d, 509.1c: it attacks if able, and blocks if able, while the resolved effect lasts
        attack, block = (x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        return s.CombatRule("attacks_or_blocks_this_turn", f"{attack} or {block} {tagged(c, 'duration')} if able",
                            ("attacks_if_able", "blocks_if_able"))
