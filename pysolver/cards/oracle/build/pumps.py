"""The builder's methods of one-shot effects on a set fixed as they begin (611.2c): targets in any number,
groups of a combat status, "for as long as ~ remains tapped", a choice between two changes, kicker's
parts (702.33d), intervening "if it was kicked" (603.4) and exert's reflexive trigger."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, pt_number, said, tagged, values_of


class PumpBuilder(PhraseBuilder):
    """Targets in any number, combat statuses, kicker and exert."""

    def combat_status(self, c: list) -> tuple:
        return ("status", str(c[0]))

    def player_controls(self, c: list) -> tuple:
        return ("relative", said(c))

    def _many(self, c: list, many: str) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(None, tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), False,
                        tagged(c, "with"), many=many)

    def target_any_number(self, c: list) -> s.Target:
        return self._many(c, "any number of")

    def target_one_or_more(self, c: list) -> s.Target:
        amount = self.first_amount(c)
        if amount.value != 1:
            raise Unmeant(f"{amount.render()} or more target", "only \"one or more target\" is read")
        return self._many(c, f"{amount.render()} or more")

    def target_one_or_two(self, c: list) -> s.Target:
        """"one or two target creatures": at least the first number of targets, at most the second (115.1)."""
        fewest, most = (self.amount(t) for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        if not 0 < fewest.value < most.value:
            raise Unmeant(f"{fewest.render()} or {most.render()} target", "a range of targets from fewer to more")
        return s.Target(most, tagged(c, "target_words"), self.term([t for t in c if isinstance(t, Token)][-1]),
                        tagged(c, "relative"), False, tagged(c, "with"), many=f"{fewest.render()} or {most.render()}",
                        fewest=fewest.value)

    def target_up_to_other(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(self.first_amount(c), tagged(c, "target_words"), self.term(noun), tagged(c, "relative"), True,
                        tagged(c, "with"))

    def while_tapped(self, c: list) -> tuple:
        return ("duration", "for as long as ~ remains tapped")

    def source_duration(self, c: list) -> tuple:
        """"for as long as you control ~ [and ~ remains tapped]" (611.2b) as a duration."""
        if any(str(t) != "~" for t in c if isinstance(t, Token) and t.type == "SELF"):
            raise Unmeant(said(c), "the source is written ~")
        return ("duration", said(c))

    def pt_choice(self, c: list) -> s.GetPTChoice:
        first, second = (t for t in c if isinstance(t, Token) and t.type == "PTMOD")
        changes = [s.PTChange(*(pt_number(v) for v in str(m).split("/")), str(m)) for m in (first, second)]
        return s.GetPTChoice(tagged(c, "verb"), changes[0], changes[1])

    def _kicked(self, c: list, how: str) -> s.Kicked:
        return s.Kicked(values_of(c, s.Effect.__args__)[0], how, c[1])

    def kicked_instead(self, c: list) -> s.Kicked:
        return self._kicked(c, "instead")

    def kicked_instead_first(self, c: list) -> s.Kicked:
        return self._kicked(c, "instead first")

    def kicked_also(self, c: list) -> s.Kicked:
        return self._kicked(c, "also")

    def kicked_also_words(self, c: list) -> s.Kicked:
        """"if ~ was bargained, that creature also gains ...": an added part, the sentence's own subject and
        predicates."""
        effect = s.OneShot(values_of(c, s.ItRef)[0], values_of(c, s.Predicates)[0], tagged(c, "duration"), False)
        return s.Kicked(effect, "also", c[1], True)

    def _how_cast(self, c: list, key: str) -> str:
        # 702.33d, 702.166b: the spell that was kicked or bargained is the resolving one, written ~
        if any(str(t) != "~" for t in c if isinstance(t, Token) and t.type == "SELF"):
            raise Unmeant(said(c), "the spell that was cast so is written ~")
        return key

    def how_kicked(self, c: list) -> str:
        return self._how_cast(c, "kicked")

    def how_bargained(self, c: list) -> str:
        return self._how_cast(c, "bargained")

    def how_gift_promised(self, c: list) -> str:
        return self._how_cast(c, "gift_promised")

    def how_in_main_phase(self, c: list) -> str:
        return self._how_cast(c, "cast_in_main_phase")

    def kicked_sentence(self, c: list) -> s.Kicked:
        return c[0]

    def _resolved_if(self, c: list, how: str) -> s.ResolvedIf:
        # c[1]: the condition (608.2c), the words after "if"
        return s.ResolvedIf(c[1], values_of(c, s.Effect.__args__)[0], how)

    def resolved_if_instead(self, c: list) -> s.ResolvedIf:
        return self._resolved_if(c, "instead")

    def resolved_if_instead_first(self, c: list) -> s.ResolvedIf:
        return self._resolved_if(c, "instead first")

    def resolved_if_also(self, c: list) -> s.ResolvedIf:
        return self._resolved_if(c, "also")

    def resolved_if_also_words(self, c: list) -> s.ResolvedIf:
        """"if CONDITION, it also gets ...": an added part, the sentence's own subject and predicates."""
        effect = s.OneShot(values_of(c, s.ItRef)[0], values_of(c, s.Predicates)[0], tagged(c, "duration"), False)
        return s.ResolvedIf(c[1], effect, "also", True)

    def resolved_if_sentence(self, c: list) -> s.ResolvedIf:
        return c[0]

    def resolved_condition(self, c: list) -> object:
        """A condition the grammar reads (condition), checked as the effect resolved."""
        return c[0]

    def resolved_it_is(self, c: list) -> s.ItIs:
        kinds = [x[1] for x in c if isinstance(x, tuple) and x[0] == "resolved_kind"]
        kinds += [str(t) for t in c if isinstance(t, Token) and t.type in ("SUPERTYPE", "COLOR")]
        return s.ItIs(said(c), tuple(kinds))

    def resolved_kind(self, c: list) -> tuple:
        return ("resolved_kind", " ".join(str(t) for t in c))

    def trigger_if_kicked(self, c: list) -> tuple:
        inner = next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")
        who = str(c[c.index(inner) + 3])
        if who == "that":
            who = "that spell"
        elif who != "it" and who != "~":
            raise Unmeant(who, "the spell that was kicked is written ~")
        return ("trigger", f"{inner[1]}, if {who} was kicked", *inner[2:])

    def trigger_if_cast_in_main(self, c: list) -> tuple:
        """603.4, 207.2c: "When ~ enters, if you cast it during your main phase, ..." (addendum): the effect exists
        only if it triggered, which the board's listing it says."""
        inner = next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")
        who = str(c[c.index(inner) + 5])
        if who != "it" and who != "~":
            raise Unmeant(who, "the spell that was cast is written ~")
        return ("trigger", f"{inner[1]}, if you cast {who} during your main phase", *inner[2:])

    def trigger_if_condition(self, c: list) -> tuple:
        # 603.4: the condition held as it resolved, since the board lists its effect
        inner = next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")
        words = said(c)
        if not words.split(", if ")[-1].startswith("~ "):
            return ("trigger", words, *inner[2:])
        # "if ~ is an enchantment, it becomes ...": "it" names the object itself (603.4, 608.2c)
        if len(inner) > 3 and inner[3] is not None:
            raise Unmeant(words, "\"it\" after a trigger of another object and a condition on ~")
        return ("trigger", words, True)

    def exert_trigger(self, c: list) -> tuple:
        if str(c[3]) != "~":
            raise Unmeant(str(c[3]), "the exerted creature is written ~")
        return ("trigger", "you may exert ~ as it attacks. when you do", True)

    def target(self, c: list) -> s.Target:
        """"any number of target ...", "one or more target ..." (target_many) as a target."""
        return c[0]

    def duration(self, c: list) -> tuple:
        """"for as long as ~ remains tapped" (while_tapped) as a duration."""
        return c[0]

    def x_defined(self, c: list) -> tuple:
        words = said(c)
        if c and isinstance(c[0], Token) and c[0].type == "SELF" and str(c[0]) != "~'s":
            raise Unmeant(words, "the object's own value is written ~'s")
        return ("defined", words)

    def where_x_defined(self, c: list) -> s.Tail:
        return s.Tail(True, None, tagged(c, "defined"))

    def for_each_defined(self, c: list) -> s.Tail:
        return s.Tail(False, None, said(c[2:]))

    def tail(self, c: list) -> s.Tail:
        """A value determined as the effect resolved (resolved_value) as the count of a "gets"."""
        return c[0]

    def optional_payment(self, c: list) -> tuple:
        return ("payment", said(c))

    def if_you_do(self, c: list) -> s.IfYouDo:
        return s.IfYouDo(tagged(c, "payment"), values_of(c, s.Effect.__args__)[0])

    def group_event(self, c: list) -> tuple:
        return ("event", said(c))

    def group_trigger(self, c: list) -> tuple:
        words = said(c)
        event = tagged(c, "event")
        who = words.split(" ", 1)[1][: -len(event) - 1]
        return ("trigger", words, False, s.Triggering(f"the {who.split(' ', 1)[1]} whose event triggered it"))

    def act_on_group(self, c: list) -> s.Action:
        return s.Action(said(c), group=values_of(c, s.Group)[0])

    def pump_cost(self, c: list) -> str:
        return c[0]

    def action(self, c: list) -> s.Action:
        """An action on every object of a group (group_action) as an action."""
        return c[0]

    def blocking_it(self, c: list) -> tuple:
        return ("relative", said(c))

    def pump_restriction(self, c: list) -> tuple:
        return c[0]

    def restriction(self, c: list) -> tuple:
        """A restriction on activating of pump_restriction (602.5b)."""
        return c[0]

    def of_type_of_choice(self, c: list) -> tuple:
        if str(c[2]) != "creature":
            raise Unmeant(said(c), "only a creature type of your choice is read")
        return ("chosen", "creature type of your choice")

    def cast_trigger(self, c: list) -> tuple:
        return ("trigger", said(c), False)

    def may_have_one_shot(self, c: list) -> s.OneShot:
        """"you may have target creature get -2/-2 until end of turn" (608.2d: listed, it was done)."""
        affected = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group, s.Target, s.ItRef)))
        return s.OneShot(affected, values_of(c, s.Predicates)[0], tagged(c, "duration"), False, False,
                         next(iter(values_of(c, s.Tail)), None), may_have=True)

    def if_you_do_action(self, c: list) -> s.Action:
        inner = values_of(c, s.Action)[0]
        return s.Action(f"if you do, {inner.words}", inner.target, inner.names_target, inner.group)
