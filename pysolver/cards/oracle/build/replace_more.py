"""The builder's methods of more replacement and prevention forms (614.1c, 614.12, 615.1): a choice among kinds of
counters, "him" / "her" for the object itself, "each GROUP you control enters with an additional ... counter",
the prevention of noncombat damage, and of the damage a target would deal."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of
from pysolver.cards.oracle.words import KEYWORD_COUNTER_KINDS

# the terminals of a kind of counter (counter_kind: "+1/+1", a named or keyword counter)
COUNTER_TERMINALS = ("PTMOD", "COUNTER_NAME")


def _kinds(c: list) -> list[str]:
    """The kinds of counters a rule's words name; a keyword listed before "counter" names the keyword counter
    (122.1b) only when the engine models it."""
    for t in c:
        if isinstance(t, Token) and t.type == "KEYWORD" and str(t) not in KEYWORD_COUNTER_KINDS:
            raise Unmeant(f"{t} counter", "a keyword counter the engine does not model")
    return [str(t) for t in c if isinstance(t, Token) and t.type in (*COUNTER_TERMINALS, "KEYWORD")]


class ReplaceMoreBuilder(PhraseBuilder):
    """More forms of replacement and prevention effects."""

    def enters_with_choice(self, c: list) -> s.CounterChoice:
        kinds = _kinds(c)
        if len(set(kinds)) != len(kinds):
            raise Unmeant(said(c), "a choice between counters of one kind")
        return s.CounterChoice(said(c), tuple(kinds))

    def self_pronoun(self, c: list) -> tuple:
        return ("self_pronoun", str(c[0]))

    def enters_with_pronoun(self, c: list) -> s.Replacement:
        """"~ enters with a +1/+1 counter on him." ("him" / "her" is the object itself, as "it")."""
        _, n, kind, words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        return s.Replacement("enters_with", f"~ {tagged(c, 'enters')} with {words} on {tagged(c, 'self_pronoun')}.",
                             amount=n, counter=kind)

    def each_enters_with_additional(self, c: list) -> s.Replacement:
        """"Each Dragon you control enters with an additional +1/+1 counter on it." (614.1c, 614.12)"""
        end = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "relative")
        other = str(c[1]) if str(c[1]) == "other" else None
        terms = [self.term(t) for t in c[2 if other else 1:end] if isinstance(t, Token)]
        group = s.Group("each", other, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        (kind,) = _kinds(c)
        if kind == "loyalty":  # 306.5b: one event with the loyalty it enters with, which replace does not model
            raise Unmeant(f"an additional {kind} counter", "a planeswalker's own loyalty counters are not modelled")
        return s.Replacement("group_enters_with_additional", said(c), amount=1, counter=kind, group=group)

    def exile_instead_another_dies(self, c: list) -> s.Replacement:
        """"If another creature would die, exile it instead." (Void Maw: "another", any but the object itself)"""
        end = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == "would")
        terms = [self.term(t) for t in c[2:end] if isinstance(t, Token)]
        group = s.Group(None, "another", tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return s.Replacement("exile_instead_group_dies", said(c), group=group)

    def noncombat_group(self, c: list) -> tuple:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        group = s.Group(None, tagged(c, "other"), tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return ("noncombat_recipient", group.render(), group)

    def you_and_group(self, c: list) -> tuple:
        """"you and creatures you control", "you and other permanents you control": the effect's controller and the
        objects of a group, both damaged (tagged with the words and the group; a prevention's, 615.1, and a
        redirection's, 614.9, build/shields.py)."""
        terms = [self.term(t) for t in c if isinstance(t, Token) and str(t) not in ("you", "and")]
        group = s.Group(None, tagged(c, "other"), tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return ("you_and_group", said(c), group)

    def noncombat_you_and_group(self, c: list) -> tuple:
        """"you and GROUP" as the recipient: the effect's controller is a recipient too (meaning/prevention.py reads
        the words "you and")."""
        _, _, group = c[0]
        return ("noncombat_recipient", f"you and {group.render()}", group)

    def noncombat_recipient(self, c: list) -> tuple:
        return ("noncombat_recipient", str(c[0]), None)

    def noncombat_attached(self, c: list) -> tuple:
        """"equipped creature", "enchanted creature": the creature the source is attached to (301.5, 303.4)."""
        if str(c[1]) != "creature":
            raise Unmeant(said(c), "the object attached to is not a creature")
        return ("noncombat_recipient", said(c), None)

    def prevent_noncombat_to(self, c: list) -> s.NoncombatPrevention:
        """"Prevent all noncombat damage that would be dealt to ~ / you / GROUP [this turn]." (510.2, 615.1)"""
        _, whom, group = next(x for x in c if isinstance(x, tuple) and x[0] == "noncombat_recipient")
        words = said([x[:2] if isinstance(x, tuple) and x[0] == "noncombat_recipient" else x for x in c])
        duration = tagged(c, "duration")
        inner = s.Prevention("prevent_all", words.replace(" noncombat", "", 1),
                             recipient=whom if group is None or whom.startswith("you and ") else None,
                             group=group, duration=duration)
        return s.NoncombatPrevention(words, inner)

    def prevent_all_target_deals(self, c: list) -> s.Shield:
        """"Prevent all combat damage target creature would deal this turn." (the damage dealt by the target, as
        "... that would be dealt by target creature this turn")."""
        costs = values_of(c, s.Cost)
        return s.Shield("prevent_all_target", said(c), cost=costs[0] if costs else None,
                        target=values_of(c, s.Target)[0], side="by", combat=tagged(c, "combat") is not None)

    def putter_counters(self, c: list) -> s.PutterCounters:
        """"If an opponent would put one or more counters on a permanent or player, ..." (Vorinclex)"""
        if self.first_amount(c).value != 1:
            raise Unmeant(self.first_amount(c).render(), "\"one or more counters\"")
        return s.PutterCounters(said(c))

    def combat_damage_unpreventable(self, c: list) -> s.CombatUnpreventable:
        return s.CombatUnpreventable(said(c))

    def your_creatures_unpreventable(self, c: list) -> s.CombatUnpreventable:
        kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        if str(kind) != "creatures":
            raise Unmeant(str(kind), "combat damage of a kind other than creatures")
        return s.CombatUnpreventable(said(c), yours=True)

    # ---- 614.12, 614.12c: choices as it enters -------------------------------------------------------------------
    def choice_letter(self, c: list) -> tuple:
        return ("choice", "letter", "letter")

    def choice_artist(self, c: list) -> tuple:
        return ("choice", "artist", "artist")

    def as_enters_choose_words(self, c: list) -> s.Replacement:
        """"As ~ enters, choose Mardu or Jeskai." (two anchor words, 614.12c: the choice is recorded)"""
        first, second = str(c[-4]), str(c[-2])
        if first == second:
            raise Unmeant(f"{first} or {second}", "a choice between one word")
        return s.Replacement("as_enters_choose", f"as ~ enters, choose {first} or {second}.",
                             counter=f"{first}_or_{second}".replace("-", "_"))

    def as_enters_choose_two(self, c: list) -> s.ChoicesAsEnters:
        """"As ~ enters, choose a color and an opponent." (two choices made as it enters, 614.12a)"""
        choices = [x for x in c if isinstance(x, tuple) and x[0] == "choice"]
        articles = [x[1] for x in c if isinstance(x, tuple) and x[0] == "article"]
        if choices[0][1] == choices[1][1]:
            raise Unmeant(f"{choices[0][2]} and {choices[1][2]}", "two choices of one kind")
        return s.ChoicesAsEnters(f"as ~ enters, choose {articles[0]} {choices[0][2]} and {articles[1]} "
                                 f"{choices[1][2]}.", (choices[0][1], choices[1][1]))

    # ---- 614.12a: more choices made as it enters, and the life paid as it enters (614.12, 119.4) -------------------
    def choice_two_colors(self, c: list) -> tuple:
        return ("plural_choice", "colors")

    def choice_two_players(self, c: list) -> tuple:
        return ("plural_choice", "players")

    def choice_two_land_types(self, c: list) -> tuple:
        if str(c[0]) != "basic" or str(c[1]) != "land":
            raise Unmeant(f"{c[0]} {c[1]} types", "only basic land types are a choice the engine knows")
        return ("plural_choice", "basic_land_types")

    def as_enters_choose_many(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, choose two colors." (several different ones of a kind, 614.12a)"""
        n = self.first_amount(c)
        (what,) = [x[1] for x in c if isinstance(x, tuple) and x[0] == "plural_choice"]
        if n.value is None or n.value < 2:
            raise Unmeant(f"{n.render()} {what.replace('_', ' ')}", "a choice of two or more of a kind")
        return s.EnteringChoice(f"as ~ enters, choose {n.render()} {what.replace('_', ' ')}.", what, (str(n.value),))

    def as_enters_choose_number(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, choose a number between 0 and 7." (614.12a; the bounds included, 107.1)"""
        low, high = (int(str(t)) for t in c if isinstance(t, Token) and str(t).isdigit())
        if low >= high:
            raise Unmeant(f"between {low} and {high}", "a number between bounds that leave no choice")
        return s.EnteringChoice(f"as ~ enters, choose a number between {low} and {high}.", "number_between",
                                (str(low), str(high)))

    def as_enters_choose_listed(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, choose Elemental, Elf, ..., or Treefolk." / "choose black or red." (one of the words listed,
        all of one kind: creature types, card types, colours or basic land types, 614.12a)"""
        listed = [t for t in c if isinstance(t, Token) and t.type in ("CTYPE", "CARDTYPE", "COLOR", "LTYPE")]
        words = [str(t) for t in listed]
        if len({t.type for t in listed}) != 1 or len(set(words)) != len(words):
            raise Unmeant(said(c), "a choice among words of different kinds, or a word listed twice")
        last = f"{words[-2]} or {words[-1]}" if len(words) == 2 else f"{', '.join(words[:-1])}, or {words[-1]}"
        return s.EnteringChoice(f"as ~ enters, choose {last}.", "one_of", tuple(words))

    def as_enters_choose_secretly(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, secretly choose an opponent." (614.12a; the choice is made face down, which changes nothing
        the questions read)"""
        ((_, key, words),) = [x for x in c if isinstance(x, tuple) and x[0] == "choice"]
        return s.EnteringChoice(f"as ~ enters, secretly choose {tagged(c, 'article')} {words}.", "secretly", (key,))

    def as_enters_look_choose_name(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, look at an opponent's hand, then choose any card name." (614.12a; looking moves no card)"""
        return s.EnteringChoice("as ~ enters, look at an opponent's hand, then choose any card name.", "after_looking",
                                ("card_name",))

    def as_enters_choose_another(self, c: list) -> s.EnteringChoice:
        """"As ~ enters, choose another creature you control." (614.12a)"""
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.EnteringChoice(f"as ~ enters, choose another {kind} you control.", "another", (kind,))

    def as_enters_pay_any_life(self, c: list) -> s.LifePaidAsEnters:
        return s.LifePaidAsEnters("as ~ enters, pay any amount of life.")

    def as_enters_lose_life_total(self, c: list) -> s.LifePaidAsEnters:
        return s.LifePaidAsEnters("as ~ enters, you lose life equal to your life total.", lost=True)
