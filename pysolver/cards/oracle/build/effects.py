"""The builder's methods of the words around a layer effect that the layer rules do not read: the
actions done as an effect resolves (damage, destruction, counters put, delayed sacrifice ...), the
costs of activated abilities and the events of triggered abilities. Each keeps its words exactly as
written (they render back to the line); an action names the target it acts on, so that a later "it"
can name that target (608.2c)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class EffectBuilder(PhraseBuilder):
    """Actions at resolution, costs and trigger events, each kept as its words."""

    def act_words(self, c: list) -> s.Action:
        return s.Action(said(c), next(iter(values_of(c, s.Target)), None))

    def act_target_words(self, c: list) -> s.Action:
        """An action on a target no layer effect may name ("any target", "target player")."""
        return s.Action(said(c), None, names_target=True)

    def cost_words(self, c: list) -> str:
        return said(c)

    def trigger_words(self, c: list) -> tuple:
        return ("trigger", said(c), False)

    def trigger_self_words(self, c: list) -> tuple:
        """A trigger whose event is the object's own: "it" in its effect names the object (603.2)."""
        return ("trigger", said(c), True)

    def trigger_attached(self, c: list) -> tuple:
        """"whenever equipped creature attacks": "it" in its effect names that creature."""
        noun = next(t for t in c if isinstance(t, Token) and t.type != "SELF" and str(t) not in ("when", "whenever"))
        return ("trigger", said(c), False, s.Attached(next(x[1] for x in c if isinstance(x, tuple)
                                                             and x[0] == "attached"), self.term(noun)))

    def restriction_words(self, c: list) -> tuple:
        return ("restriction", said(c).replace(" .", "."))

    def not_you_control(self, c: list) -> tuple:
        return ("relative", "you don't control")

    def defending_player_controls(self, c: list) -> tuple:
        return ("relative", "defending player controls")

    def target_exactly(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(self.first_amount(c), tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), False,
                        tagged(c, "with"), exactly=True)

    def switch_self_pt(self, c: list) -> s.SwitchPT:
        if str(c[1]) != "~'s":
            raise Unmeant(str(c[1]), "the object's own power is written ~'s")
        return s.SwitchPT(s.SelfRef(), tagged(c, "duration"))

    def state_is(self, c: list) -> s.StateIs:
        words = said(c)
        last = c[-1]
        if str(c[0]) == "it's" or isinstance(c[0], Token) and c[0].type == "SELF":
            return s.StateIs(words, s.SelfRef(), str(last), "status")
        attached = s.Attached(next(x[1] for x in c if isinstance(x, tuple) and x[0] == "attached"),
                              self.term(next(t for t in c if isinstance(t, Token))))
        if str(last) in ("tapped", "untapped"):  # 110.5: the status of what it is attached to
            return s.StateIs(words, attached, str(last), "status")
        if isinstance(last, Token) and last.type == "COLOR":
            return s.StateIs(words, attached, self.term(last).word.value, "color")
        if isinstance(last, Token) and last.type == "SUPERTYPE":  # 205.4a: "is legendary"
            return s.StateIs(words, attached, self.term(last).word.value, "supertype")
        if isinstance(last, Token) and last.type in ("CTYPE", "ATYPE", "ETYPE", "LTYPE"):  # 205.3: "is a Human"
            return s.StateIs(words, attached, self.term(last).word.value, "subtype")
        return s.StateIs(words, attached, self.term(last).word.value, "type")

    def static_if_it(self, c: list) -> s.Static:
        cond = values_of(c, (s.StateIs, s.CountersOnSelf, s.SelfPowerAtLeast, s.NoCountersOnSelf, s.AttachedToSelf)) + [
            h for h in values_of(c, s.HasCounter) if h.who != "it"]
        if not cond:
            raise Unmeant("it", "\"it\" after a condition that names no object")
        return s.Static(tagged(c, "label"), s.ItRef(), values_of(c, s.Predicates)[0], cond[0], True)

    def static_if_it_quoted(self, c: list) -> s.Static:
        # a sentence whose last words are a quoted ability ends inside the quotes
        value = self.static_if_it(c)
        if not value.predicates.render().endswith('"'):
            raise Unmeant(value.predicates.render(), "a sentence with no period")
        return dataclasses.replace(value, period=False)

    def attached_to_it(self, c: list) -> tuple:
        return ("attached_to", str(c[-1]))

    def of_chosen(self, c: list) -> tuple:
        return ("chosen", str(c[-1]))

    def add_chosen_type(self, c: list) -> s.AddChosenType:
        return s.AddChosenType(tagged(c, "verb"), tagged(c, "poss"))

    def set_chosen(self, c: list) -> s.SetChosen:
        return s.SetChosen(tagged(c, "verb"), str(c[-1]))

    def ev_words(self, c: list) -> tuple:
        return ("event", said(c))
