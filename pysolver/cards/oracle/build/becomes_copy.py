"""The builder's methods of "becomes a copy of target creature [, except ...]" (707.2, 707.9b)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, values_of


class BecomesCopyBuilder(PhraseBuilder):
    """A resolving effect's copy of a target."""

    def except_this_ability(self, c: list) -> s.ExceptThisAbility:
        return s.ExceptThisAbility()

    def except_own_name(self, c: list) -> s.ExceptOwnName:
        return s.ExceptOwnName()

    def becomes_copy_exceptions(self, c: list) -> tuple:
        return ("copy_exceptions", tuple(values_of(c, (*s.CopyException.__args__, s.ExceptThisAbility,
                                                         s.ExceptOwnName))))

    def copy_choice_kind(self, c: list) -> s.ChosenCopy:
        if len(c) == 2 and str(c[0]).lower() != "nonlegendary":  # 205.4: only a supertype the chosen one lacks
            raise Unmeant(str(c[0]), "an object chosen restricted by another word than \"nonlegendary\"")
        return s.ChosenCopy(str(c[-1]).lower(), len(c) == 2)

    def chosen_copy_sentence(self, c: list) -> s.ChosenCopyEffect:
        chosen = values_of(c, s.ChosenCopy)[0]
        effect = values_of(c, s.OneShot)[0] if values_of(c, s.OneShot) else None
        preds = s.chosen_copied(effect.predicates, chosen) if effect is not None else None
        if effect is None or preds is None:
            raise Unmeant(chosen.render(), "an object chosen that no \"becomes a copy of that ...\" after it copies")
        return s.ChosenCopyEffect(chosen, dataclasses.replace(effect, predicates=preds))

    def copy_referent(self, c: list) -> s.CopyReferent:
        return s.CopyReferent(" ".join(str(t) for t in c))

    def copy_target_kinds(self, c: list) -> s.Target:
        """"target artifact, creature, enchantment, or land" (115.1): one target of any of the card types listed, the
        last one its noun (as "target artifact or creature" keeps it)."""
        kinds = [self.term(t).render() for t in c if isinstance(t, Token) and t.type == "CARDTYPE"]
        return s.Target(None, ", ".join(kinds[:-1]) + ", or", self.term(c[-1]), None)

    def becomes_copy(self, c: list) -> s.BecomesCopy:
        verb = next(str(t) for t in c if isinstance(t, Token) and str(t) in ("becomes", "become"))
        found = next((x for x in c if isinstance(x, tuple) and x[0] == "copy_exceptions"), ("copy_exceptions", ()))
        return s.BecomesCopy(verb, values_of(c, (s.Target, s.CopyReferent))[0], found[1])
