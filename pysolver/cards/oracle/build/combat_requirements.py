"""The builder's methods of the requirements naming whom to block or attack (509.1c, 508.1d): a Lure of some
blockers or of either of two objects, "attacks a player each combat if able", "attack enchanted creature's
controller each combat if able"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CombatRequirementBuilder(PhraseBuilder):
    """Requirements naming the blockers, the attacked objects or the attacked player."""

    def lure_filtered(self, c: list) -> s.NamedLure:
        # 509.1c: one requirement for each creature of the filter able to block the subject
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.NamedLure((subject,), blockers=values_of(c, s.BlockerFilter)[0])

    def lure_either(self, c: list) -> s.NamedLure:
        # 509.1c: one requirement for each creature able to block either object, met by blocking either
        noun, own = self.term(c[1]), next(t for t in c if getattr(t, "type", None) == "SELF")
        if str(own) != "~":
            raise Unmeant(str(own), "a possessive of the object is not a subject")
        at = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "attached")
        attached = s.Attached(tagged(c, "attached"), self.term(c[at + 1]))
        return s.NamedLure((s.SelfRef(), attached), noun=noun)

    def attacks_a_player(self, c: list) -> s.CombatRule:
        # 508.1d: obeyed only by attacking a player (asp/combat/requirements.lp, meaning attacks_a_player_if_able)
        verb = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        return s.CombatRule("attacks_a_player", f"{verb} a player each combat if able", ("attacks_a_player_if_able",))

    def attacks_host_controller(self, c: list) -> s.CombatRule:
        # 508.1d, 303.4: obeyed only by attacking the player who controls the creature the source enchants
        verb = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        noun = self.term(next(t for t in c if getattr(t, "type", None) == "CARDTYPE"))
        if noun.render() != "creature":
            raise Unmeant(f"enchanted {noun.render()}'s controller", "only \"enchanted creature's controller\"")
        return s.CombatRule("attacks_host_controller", f"{verb} enchanted creature's controller each combat if able",
                            ("attacks_host_controller_if_able",))

    def must_be_blocked_each_combat(self, c: list) -> s.CombatRule:
        # 509.1c: "must be blocked if able" in every combat while the resolved effect lasts
        return s.CombatRule("must_be_blocked_this_turn", f"must be blocked each combat {tagged(c, 'duration')} if able",
                            ("must_be_blocked",))

    def attacks_target_player(self, c: list) -> s.CombatRule:
        # 508.1d: obeyed only by attacking the player the effect targets (asp/combat/requirements.lp)
        verb = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        who = next(str(t) for t in c if str(t) in ("opponent", "player"))
        return s.CombatRule("attacks_target_player", f"{verb} target {who} {tagged(c, 'duration')} if able",
                            ("attacks_target_player_if_able",))

    def attacks_source_next_turn(self, c: list) -> s.OneShot:
        # 508.1d, 115.1: the creatures of the target opponent (the effect's `targets`) attack the effect's source if
        # able; "during that player's next turn": only that player's creatures may attack then (508.1a), and the
        # board's effects say whether the effect still exists (611.2b)
        noun = self.term(next(t for t in c if getattr(t, "type", None) == "CARDTYPE"))
        if noun.render() != "creatures":
            raise Unmeant(f"{noun.render()} that player controls", "only \"creatures that player controls\"")
        verb = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        group = s.Group(None, None, (), noun, "that player controls", None)
        rule = s.CombatRule("attacks_source", f"{verb} ~ if able", ("attacks_source_if_able",))
        return s.OneShot(group, s.Predicates((rule,), False), "during target opponent's next turn", True)

    def attacked_by_one_if_able(self, c: list) -> s.AttackedByOne:
        # 508.1d: one requirement on an opponent's whole declaration: at least one creature attacks the rule's
        # controller or a planeswalker they control (asp/combat/requirements.lp)
        walker, one, creature = (x for x in c if isinstance(x, Token) and x.type in ("CARDTYPE", "NUMWORD"))
        words = f"{self.term(walker).render()} ... {one} {self.term(creature).render()}"
        if words != "planeswalker ... one creature":
            raise Unmeant(words, "only \"a planeswalker you control with at least one creature\"")
        return s.AttackedByOne()

    def _joins_attack(self, c: list, whose: str) -> s.JoinsAttack:
        # 508.1d: a requirement once some creature attacks (asp/combat/requirements.lp joins_attack_if_able)
        nouns = [self.term(x).render() for x in c if isinstance(x, Token) and x.type == "CARDTYPE"]
        if nouns not in (["creature"], ["creature", "creatures"]):
            raise Unmeant(" ... ".join(nouns), "only creatures attacking")
        return s.JoinsAttack(whose)

    def joins_attack_self(self, c: list) -> s.JoinsAttack:
        return self._joins_attack(c, "you")

    def joins_attack_opponents(self, c: list) -> s.JoinsAttack:
        return self._joins_attack(c, "opponents")

    def two_target_combat(self, c: list) -> s.TwoTargetCombat:
        # 115.1: two targets, the first required to attack or block (508.1d, 509.1c), the second barred (508.1c, 509.1b)
        words = [str(x) for x in c if isinstance(x, Token) and x.type in ("CARDTYPE", "NUMWORD")]
        if words != ["one", "creature", "one", "creature"]:
            raise Unmeant(" ".join(words), "only \"up to one target creature\" twice")
        return s.TwoTargetCombat()
