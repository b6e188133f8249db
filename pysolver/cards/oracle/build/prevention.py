"""The builder's methods of prevention effects (615), of the "can't" effects about damage, life and
countering (614.17), and of the conditions of "enters tapped unless ..." (614.1c)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class PreventionBuilder(PhraseBuilder):
    """Prevention, "can't" effects and the conditions of entering tapped."""

    # ---- the parts -----------------------------------------------------------------------------------
    def recipient(self, c: list) -> tuple:
        return ("recipient", str(c[0]))

    def recipient_group(self, c: list) -> tuple:
        """"a Cleric creature you control", "other attacking Soldiers you control" (506.4: a status of combat)."""
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        group = s.Group(None, tagged(c, "other"), tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None,
                        status=tagged(c, "status"))
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

    def unless_low_life(self, c: list) -> s.Unless:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "an X in a condition")
        return s.Unless("a player", n.value, True, (), said(c))

    def enters_tapped_if(self, c: list) -> s.Replacement:
        """"If you control N or more other lands, ~ enters tapped." (the condition made positive:
        more than N - 1)."""
        n = self.first_amount(c)
        if n.value is None or n.value < 1:
            raise Unmeant(n.render(), "an X in a condition")
        (kind,) = values_of(c, s.Group)
        group = s.Group(None, tagged(c, "other"), kind.adjectives, kind.noun, None, None)
        unless = s.Unless("you", n.value - 1, True, (group,), f"you control {n.render()} or more {group.render()}")
        words = f"if {unless.words}, ~ {tagged(c, 'enters')} tapped."
        return s.Replacement("enters_tapped_if", words, unless=unless)

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

    def choice_card_name(self, c: list) -> tuple:
        return ("choice", "card_name", "card name")

    def choice_basic_land_type(self, c: list) -> tuple:
        if str(c[0]) != "basic" or str(c[1]) != "land":
            raise Unmeant(f"{c[0]} {c[1]} type", "only a basic land type is a choice the engine knows")
        return ("choice", "basic_land_type", "basic land type")

    def reveal_self(self, c: list) -> tuple:
        return ("reveal", "reveal ~ and")

    def shuffle_instead_anywhere(self, c: list) -> s.Replacement:
        return s.Replacement("shuffle_instead_anywhere", said(c))

    def double_tokens(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        if n.value != 1:
            raise Unmeant(n.render(), "\"one or more tokens\"")
        return s.Replacement("double_tokens", said(c))

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

    def combat_only(self, c: list) -> tuple:
        return ("combat", "combat")

    def prevent_all_to(self, c: list) -> s.Prevention:
        return s.Prevention("prevent_all", said(c), recipient=self._recipient_words(c), group=self._recipient_group(c),
                            combat=tagged(c, "combat") is not None, duration=tagged(c, "duration"))

    def prevent_n_from(self, c: list) -> s.Prevention:
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Prevention("prevent_n", said(c), amount=n.value, recipient=self._recipient_words(c),
                            quality=tagged(c, "source_quality"), group=self._recipient_group(c),
                            source_controller=tagged(c, "relative"))

    def prevent_half_from(self, c: list) -> s.Prevention:
        """"If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up."
        (Gisela, Blade of Goldnight: 615, 107.1a)"""
        return s.Prevention("prevent_half_up", said(c), recipient=self._recipient_words(c),
                            quality=tagged(c, "source_quality"), group=self._recipient_group(c),
                            source_controller=tagged(c, "relative"))

    def recipient_you_and_group(self, c: list) -> tuple:
        """"you and creatures you control", "you or a creature you control": the recipient's words and the group (the
        effect's controller is a recipient too, meaning/prevention.py reads the words)."""
        terms = [self.term(t) for t in c[2:] if isinstance(t, Token)]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return ("recipient", said(c), group)

    def recipient_attached(self, c: list) -> tuple:
        """"equipped creature", "enchanted creature": the creature the source is attached to (301.5, 303.4)."""
        if str(c[1]) != "creature":
            raise Unmeant(said(c), "the object attached to is not a creature")
        return ("recipient", said(c))

    def prevent_n_from_kind(self, c: list) -> s.Prevention:
        """"If a creature would deal damage to you, prevent 1 of that damage.": a source of that card type; "As long
        as ~ is untapped, ... combat damage ...": while its source has that status (110.5), combat damage only
        (510.2)."""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.Prevention("prevent_n", said(c), amount=n.value, recipient=self._recipient_words(c), quality=kind,
                            group=self._recipient_group(c), combat=tagged(c, "combat") is not None,
                            source_status=tagged(c, "source_status"))

    def _recipient_words(self, c: list) -> str | None:
        """The words of the damaged ("you", "~", "a cleric creature you control", "you and creatures you control")."""
        return next((x[1] for x in c if isinstance(x, tuple) and len(x) in (2, 3) and x[0] == "recipient"), None)

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

    def prevent_remove_counter(self, c: list) -> s.Prevention:
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD")
        return s.Prevention("prevent_remove_counter", said(c), recipient="~", quality=kind)

    def damage_exile_if_dies(self, c: list) -> s.Replacement:
        """"~ deals N damage to target creature. If that creature would die this turn, exile it
        instead." (Lava Coil; Pillar of Flame's "any target ... a creature dealt damage this way"):
        the damage is the scenario's event; the replacement follows the damaged creature this turn."""
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE" and str(t) != "target")
        if kind != "creature":
            raise Unmeant(kind, "only a creature dies (700.4)")
        targets = values_of(c, s.Target)
        if targets and targets[0].noun.text != "creature":
            raise Unmeant(targets[0].render(), "a target that is not the creature that would die")
        return s.Replacement("damage_exile_if_dies", said(c), target=targets[0] if targets else None)

    # ---- counterspells' own destination for what they counter (614.15) ------------------------------------
    def countered_exile(self, c: list) -> tuple:
        return ("countered", said(c), "exile")

    def counter_instead(self, c: list) -> s.Replacement:
        _, _words, zone = next(x for x in c if isinstance(x, tuple) and x[0] == "countered")
        return s.Replacement("counter_instead", said(c), counter=zone)

    def unless_pays(self, c: list) -> tuple:
        return ("unless_pays", said(c))

    def shielded(self, c: list) -> tuple:
        targets = values_of(c, s.Target)
        return ("shielded", targets[0].render() if targets else "you", targets[0] if targets else None)

    def prevent_next_to(self, c: list) -> s.Replacement:
        """The shield of "{cost}: Prevent the next N damage that would be dealt to target creature / to you
        this turn"."""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        _, words, target = next(x for x in c if isinstance(x, tuple) and x[0] == "shielded")
        cost = values_of(c, s.Cost)[0]
        text = said([("shielded", words) if isinstance(x, tuple) and x[0] == "shielded" else x for x in c])
        return s.Replacement("prevent_next_to", text, amount=n.value, cost=cost, target=target)

    def group_enters_tapped(self, c: list) -> s.Replacement:
        """"Creatures your opponents control enter tapped." (614.1c, 614.12)"""
        terms = [self.term(t) for t in c if isinstance(t, Token) and str(t) not in ("enter", "tapped", ".")]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return s.Replacement("group_enters_tapped", f"{group.render()} enter tapped.", group=group)

    def spells_cant_be_countered(self, c: list) -> s.Prevention:
        """"Creature spells you control can't be countered." (a group of spells, 701.6a)"""
        end = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == "spells")
        terms = [self.term(t) for t in c[:end] if isinstance(t, Token)]
        if not terms:  # "Spells [you control] can't be countered.": every spell (of its controller)
            relative = tagged(c, "relative")
            if relative not in (None, "you control"):
                raise Unmeant(f"spells {relative}", "whose spells they are")
            return s.Prevention("every_spell_cant_be_countered", said(c), who=relative)
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        return s.Prevention("spells_cant_be_countered", said(c), group=group)

    def group_enters_with_additional(self, c: list) -> s.Replacement:
        """"Each other Elf creature you control enters with an additional +1/+1 counter on it." (614.1c)"""
        start = 2 if str(c[0]) == "each" else 0
        end = next(i for i, x in enumerate(c) if isinstance(x, tuple) and x[0] == "relative")
        terms = [self.term(t) for t in c[start:end] if isinstance(t, Token)]
        group = s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c, "relative"), None)
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD")
        return s.Replacement("group_enters_with_additional", said(c), amount=1, counter=kind, group=group)

    def exile_instead_yours(self, c: list) -> s.Replacement:
        return s.Replacement("exile_instead_yours", said(c))

    def regenerate_instead(self, c: list) -> s.Replacement:
        return s.Replacement("regenerate_instead", said(c))

    def umbra_armor(self, c: list) -> s.Replacement:
        return s.Replacement("umbra_armor", said(c))

    def dredge(self, c: list) -> s.Replacement:
        return s.Replacement("dredge", said(c), amount=int(str(c[-1])))

    def double_damage_spells(self, c: list) -> s.Replacement:
        """"If a red instant or sorcery spell you control would deal damage, it deals double that damage
        instead." (Fire Servant): the source's colours, then the two card types one of which it has."""
        words = [self.term(t) for t in c if isinstance(t, Token) and t.type in ("COLOR", "CARDTYPE", "NONWORD",
                                                                                  "SUPERTYPE", "CTYPE", "ATYPE",
                                                                                  "ETYPE")]
        return s.Replacement("double_damage_spells", said(c), sources=tuple(words))

    # ---- counters put on a permanent (614.1a) --------------------------------------------------------------
    def counters_twice(self, c: list) -> tuple:
        return ("counter_change", "twice that many", 2, "times")

    def counters_plus(self, c: list) -> tuple:
        n = self.first_amount(c)
        return ("counter_change", f"that many plus {n.render()}", n.value, "plus")

    def counters_instead(self, c: list) -> s.Replacement:
        """"If one or more +1/+1 counters would be put on a creature you control, that many plus one
        (twice that many) +1/+1 counters are put on it instead." (Hardened Scales)"""
        if self.first_amount(c).value != 1:
            raise Unmeant(self.first_amount(c).render(), "\"one or more counters\"")
        kinds = {str(t) for t in c if isinstance(t, Token) and t.type == "PTMOD"}
        if len(kinds) != 1:
            raise Unmeant(" ".join(sorted(kinds)), "counters of another kind put instead")
        group = self._counted_group(c, "on")
        _, words, n, op = next(x for x in c if isinstance(x, tuple) and x[0] == "counter_change")
        text = said([(x[0], words) if isinstance(x, tuple) and x[0] == "counter_change" else x for x in c])
        return s.Replacement("counters_instead", text, amount=n, counter=next(iter(kinds)), group=group, op=op)

    def effect_counters_twice(self, c: list) -> s.Replacement:
        """"If an effect would put one or more counters on a permanent you control, it puts twice that
        many of those counters on that permanent instead." (Doubling Season)"""
        if self.first_amount(c).value != 1:
            raise Unmeant(self.first_amount(c).render(), "\"one or more counters\"")
        return s.Replacement("counters_instead", said(c), amount=2, group=self._counted_group(c, "on"), op="times")

    def _counted_group(self, c: list, after: str) -> s.Group:
        """The group named between the article after the word `after` and the comma."""
        start = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == after)
        end = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == ",")
        terms = [self.term(t) for t in c[start + 1:end] if isinstance(t, Token)]
        return s.Group(None, None, tuple(terms[:-1]), terms[-1], tagged(c[start + 1:end], "relative"), None)
