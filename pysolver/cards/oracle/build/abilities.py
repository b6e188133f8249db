"""The builder's methods of whole abilities: statics, one-shot effects, activated and triggered
abilities, modes and chapters, and the combat rules of the whole game."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of
from pysolver.cards.oracle.build.tokens import token_abilities
from pysolver.cards.oracle.words import FLAVOR_WORDS


class AbilityBuilder(PhraseBuilder):
    """Whole abilities."""

    # ---- whole abilities -----------------------------------------------------------------------
    def _static(self, c: list, first: bool) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        cond = next(iter(values_of(c, s.Condition.__args__)), None)
        return s.Static(tagged(c, "label"), subject, values_of(c, s.Predicates)[0], cond, first)

    def static(self, c: list) -> s.Static:
        return self._static(c, False)

    def static_quoted(self, c: list) -> s.Static:
        value = self._static(c, False)
        if not value.predicates.render().endswith('"'):
            raise Unmeant(value.predicates.render(), "a sentence with no period")
        return s.Static(value.ability_word, value.subject, value.predicates, None, False, None, False)

    def static_where(self, c: list) -> s.Static:
        value = self._static(c, False)
        return s.Static(value.ability_word, value.subject, value.predicates, None, False, values_of(c, s.Tail)[0])

    def static_if(self, c: list) -> s.Static:
        return self._static(c, True)

    def static_if_quoted(self, c: list) -> s.Static:
        value = self._static(c, True)
        if not value.predicates.render().endswith('"'):
            raise Unmeant(value.predicates.render(), "a sentence with no period")
        return s.Static(value.ability_word, value.subject, value.predicates, value.condition, True, period=False)

    def static_if_after(self, c: list) -> s.Static:
        return self._static(c, False)

    def static_also_if_after(self, c: list) -> s.Static:
        return dataclasses.replace(self._static(c, False), also=True)

    def there_are_at_least(self, c: list) -> s.ThereAre:
        return s.ThereAre(self.first_amount(c), values_of(c, (s.Group, s.CountedUnion))[0])

    def there_are_card_types(self, c: list) -> s.ThereAre:
        return s.ThereAre(self.first_amount(c), values_of(c, s.Group)[0], True)

    def your_turn(self, c: list) -> s.YourTurn:
        return s.YourTurn("it's your turn")

    def _during(self, c: list, first: bool) -> s.Static:
        value = self._static(c, first)
        return s.Static(value.ability_word, value.subject, value.predicates, s.YourTurn("your turn"), first,
                        lead="during")

    def static_during(self, c: list) -> s.Static:
        return self._during(c, True)

    def static_during_after(self, c: list) -> s.Static:
        return self._during(c, False)

    def effect_line(self, c: list) -> s.EffectLine:
        effects = token_abilities(tuple(x for x in c if isinstance(x, s.Effect.__args__)))
        first = effects[0].effect if effects and isinstance(effects[0], s.Still) else effects[0] if effects else None
        if isinstance(first, s.OneShot) and first.then:  # 608.2c: "then" after nothing
            raise Unmeant(first.render(), "\"then\" with no instruction before it")
        return s.EffectLine(effects, tuple(x[1] for x in c if isinstance(x, tuple) and x[0] == "restriction"))

    def effect_sentence(self, c: list) -> s.Effect:
        return c[0]

    def effect_quoted(self, c: list) -> s.Effect:
        if not c[0].render().endswith('"'):
            raise Unmeant(c[0].render(), "a sentence with no period")
        return c[0]

    def effect_still(self, c: list) -> s.Still:
        effect = c[0]
        if not isinstance(effect, s.OneShot) or not any(isinstance(p, s.Becomes) for p in effect.predicates.items):
            raise Unmeant("it's still", "\"it's still\" after no \"becomes\"")
        return s.Still(effect, tagged(c, "article"), self.term(c[-2]))

    def once_each_turn(self, c: list) -> tuple:
        return ("restriction", "activate only once each turn.")

    def as_a_sorcery(self, c: list) -> tuple:
        if str(c[4]) != "sorcery":
            raise Unmeant(str(c[4]), "only \"activate only as a sorcery\" is read")
        return ("restriction", "activate only as a sorcery.")

    def unread_label(self, c: list) -> s.MaxSpeed:
        # 702.178a: "max speed — [a static ability]" grants that ability while its controller's speed is 4
        label, ability = tagged(c, "label"), c[-1]
        if label == "max speed" and isinstance(ability, (s.Static, s.StaticIt)):
            return s.MaxSpeed(ability)
        # 207.2d: a flavor word checked on the cards printing it (words.FLAVOR_WORDS) names the static ability and
        # nothing more: the ability is read as without it, the word kept as its label (as an ability word is, 207.2c)
        labelled = _labelled(ability, label) if label in FLAVOR_WORDS else None
        if labelled is not None:
            return labelled
        # 207.2d: a flavor word has no rules meaning, but a label of the same form may be a keyword's (max speed: a
        # condition; an Attraction's visit: a trigger), which before a static ability or an effect alone would be
        # what makes it apply
        raise Unmeant(f"{tagged(c, 'label')} \u2014", "a label before a static ability or an effect alone may be its "
                      "condition or trigger (max speed, an Attraction's visit), which is not read")

    def modal(self, c: list) -> s.Mode:
        return s.Mode(values_of(c, s.EffectLine)[0], tagged(c, "label"))

    def spree_mode(self, c: list) -> s.Mode:
        return s.Mode(values_of(c, s.EffectLine)[0], spree_cost=str(c[1]))

    _AFFECTED = (s.SelfRef, s.Attached, s.Group, s.Target, s.ItRef)

    def it_subject(self, c: list) -> s.ItRef:
        return s.ItRef(" ".join(str(t) for t in c))

    def one_shot(self, c: list) -> s.OneShot:
        affected = next(x for x in c if isinstance(x, self._AFFECTED))
        return s.OneShot(affected, values_of(c, s.Predicates)[0], tagged(c, "duration"), False, bool(tagged(c, "each")),
                         next(iter(values_of(c, s.Tail)), None))

    def one_shot_first(self, c: list) -> s.OneShot:
        affected = next(x for x in c if isinstance(x, self._AFFECTED))
        return s.OneShot(affected, values_of(c, s.Predicates)[0], tagged(c, "duration"), True, False,
                         next(iter(values_of(c, s.Tail)), None))

    def gain_control(self, c: list) -> s.GainControl:
        return s.GainControl(tagged(c, "verb"), values_of(c, s.Target)[0], tagged(c, "duration"))

    def gain_control_group(self, c: list) -> s.GainControl:
        group = values_of(c, s.Group)
        if not group:
            raise Unmeant(said(c), "control of an object no target or group names")
        return s.GainControl(tagged(c, "verb"), group[0], tagged(c, "duration"))

    def untap_gain_control(self, c: list) -> s.GainControl:
        return s.GainControl(tagged(c, "verb"), values_of(c, s.Target)[0], tagged(c, "duration"), True)

    def untapped(self, c: list) -> tuple:
        return ("untapped", " ".join(str(t) for t in c))

    def untap(self, c: list) -> s.Untap:
        return s.Untap(tagged(c, "untapped"))

    def _kind(self, c: list, verb: str) -> s.Becomes:
        pt = next((str(t) for t in c if isinstance(t, Token) and t.type == "PT"), None)
        subtypes = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in ("CTYPE", "LTYPE", "ATYPE",
                                                                                         "ETYPE"))
        types = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        grants = next(iter(values_of(c, s.Grants)), None)
        base_pt = tagged(c, "base_pt")
        return s.Becomes(verb, tagged(c, "article"), pt, tagged(c, "colors") or (), subtypes, types,
                         None if base_pt == "mana value" else base_pt, grants, tagged(c, "in_addition"),
                         tagged(c, "all_types"), pt_mana_value=base_pt == "mana value", name=tagged(c, "name"))

    def given_name(self, c: list) -> tuple:
        return ("name", str(c[-1]))

    def all_creature_types(self, c: list) -> tuple:
        return ("all_types", self.term(c[2]))

    def prevent_next_self(self, c: list) -> s.Replacement:
        cost = values_of(c, s.Cost)[0]
        n = self.first_amount(c)
        return s.Replacement("prevent_next_self", f"{cost.render()}: prevent the next {n.render()} damage that would "
                                                  "be dealt to ~ this turn.", amount=n.value, cost=cost)

    def becomes_chosen_color(self, c: list) -> s.BecomesChosen:
        return s.BecomesChosen("color")

    def becomes_chosen_type(self, c: list) -> s.BecomesChosen:
        if str(c[2]) != "creature":
            raise Unmeant(str(c[2]), "only a creature type of your choice is read")
        return s.BecomesChosen("creature type")

    def becomes(self, c: list) -> s.Becomes:
        return self._kind(c, "becomes")

    def is_kind(self, c: list) -> s.Becomes:
        return self._kind(c, tagged(c, "verb"))

    def base_pt_words(self, c: list) -> tuple:
        return ("base_pt", str(c[-1]))

    def pt_mana_value(self, c: list) -> tuple:
        """"with power and toughness each equal to its mana value" (Karn's Touch, March of the Machines)."""
        return ("base_pt", "mana value")

    def in_addition(self, c: list) -> tuple:
        """"in addition to its other types" / "... its other colors and types" (205.1b): the words after "to"."""
        return ("in_addition", " ".join([tagged(c, "poss"), *(str(t) for t in c[4:])]))

    def attacks_you_if_able(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_you_if_able", f"{tagged(c, 'verb')} you {tagged(c, 'duration')} if able",
                            ("attacks_controller_if_able",))

    def blocks_this_if_able(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_this_if_able", f"{tagged(c, 'verb')} ~ {tagged(c, 'duration')} if able",
                            ("blocks_source_if_able",))

    def switch_pt(self, c: list) -> s.SwitchPT:
        return s.SwitchPT(values_of(c, s.Target)[0], tagged(c, "duration"))

    def you_control_attached(self, c: list) -> s.ControlAttached:
        return s.ControlAttached(tagged(c, "attached"), self.term(c[3]))

    def cost(self, c: list) -> s.Cost:
        return s.Cost(tuple(x for x in c if isinstance(x, str) and not isinstance(x, Token)))

    def cost_mana(self, c: list) -> str:
        return str(c[0])

    cost_loyalty = cost_mana

    def cost_sacrifice_self(self, c: list) -> str:
        return "sacrifice ~"

    def cost_life(self, c: list) -> str:
        return f"pay {self.first_amount(c).render()} life"

    def cost_discard(self, c: list) -> str:
        return "discard a card"

    def cost_discard_self(self, c: list) -> str:
        return "discard ~"

    def cost_sacrifice(self, c: list) -> str:
        terms = [self.term(t).render() for t in c[1:] if isinstance(t, Token)]
        other = [tagged(c, "other")] if tagged(c, "other") else []
        return " ".join(["sacrifice", tagged(c, "article"), *other, *terms])

    def activated(self, c: list) -> s.Activated:
        return s.Activated(values_of(c, s.Cost)[0], values_of(c, s.EffectLine)[0], tagged(c, "label"))

    def _event(text: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> tuple:
            return ("event", text)
        return method

    ev_enters = _event("enters")
    ev_attacks = _event("attacks")
    ev_blocks = _event("blocks")
    ev_attacks_or_blocks = _event("attacks or blocks")
    ev_blocks_or_blocked = _event("blocks or becomes blocked")
    ev_becomes_blocked = _event("becomes blocked")
    ev_combat_damage_player = _event("deals combat damage to a player")
    ev_dies = _event("dies")

    def when_self(self, c: list) -> tuple:
        return ("trigger", f"{tagged(c, 'verb')} ~ {tagged(c, 'event')}", True)

    def when_enters_group(self, c: list) -> tuple:
        terms = [self.term(t).render() for t in c if isinstance(t, Token) and str(t) != "enters"]
        words = [tagged(c, "verb"), tagged(c, "article"), tagged(c, "other"), *terms, tagged(c, "relative"), "enters"]
        if tagged(c, "article") or tagged(c, "other") == "another":
            # 603.2, 608.2c: "it" / "that creature" is the one object whose entering triggered it
            who = " ".join(w for w in (*terms, tagged(c, "relative")) if w)
            return ("trigger", " ".join(w for w in words if w), False,
                    s.Triggering(f"the {who} whose event triggered it"))
        return ("trigger", " ".join(w for w in words if w), False)

    def spell_kind(self, c: list) -> tuple:
        return ("spell_kind", " ".join(str(t) for t in c))

    def when_cast(self, c: list) -> tuple:
        return ("trigger", f"{tagged(c, 'verb')} you cast {tagged(c, 'article')} {tagged(c, 'spell_kind')}", False)

    def step(self, c: list) -> tuple:
        return ("step", " ".join(str(t) for t in c))

    def at_beginning(self, c: list) -> tuple:
        return ("trigger", f"at the beginning of {tagged(c, 'step')}", False)

    def triggered(self, c: list) -> s.Triggered:
        effect = values_of(c, s.EffectLine)[0]
        trigger = next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")
        return s.Triggered(tagged(c, "label"), trigger[1], trigger[2], effect, trigger[3] if len(trigger) > 3 else None)

    triggered_self = triggered

    # ---- game rules ------------------------------------------------------------------------------
    def _one_creature(self, c: list, action: str, name: str) -> s.GameRule:
        num, noun = self.first_amount(c), self.term(c[4])
        if num.value is None or noun.word is None or noun.word.value != "creature" \
                or noun.word.plural != (num.value != 1):
            raise Unmeant(f"{num.render()} {noun.render()}", "only \"no more than N creature(s)\" has a meaning")
        if num.value != 1:  # "no more than two creatures can attack each combat" (Caverns of Despair)
            name = {"one_attacker": "max_attackers", "one_blocker": "max_blockers_all"}[name]
        return s.GameRule(name, f"no more than {num.render()} {noun.render()} can {action} each combat.",
                          amount=num.value)

    def one_attacker(self, c: list) -> s.GameRule:
        return self._one_creature(c, "attack", "one_attacker")

    def one_blocker(self, c: list) -> s.GameRule:
        return self._one_creature(c, "block", "one_blocker")

    def attack_tax(self, c: list) -> s.GameRule:
        first, mana, second = self.term(c[0]), str(c[8]), self.term(c[11])
        generic = mana[1:-1]
        if first.render() != "creatures" or second.render() != "creature" or not generic.isdigit() \
                or mana.count("{") != 1:
            raise Unmeant(f"{first.render()} ... {mana} ... {second.render()}",
                          "only creatures taxed a generic cost for each creature have a meaning")
        return s.GameRule("attack_tax", f"creatures can't attack you unless their controller pays {mana} for each "
                                        "creature they control that's attacking you.", amount=int(generic))

    def lure(self, c: list) -> s.GameRule:
        noun = self.term(c[1])
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        if noun.render() != "creatures":
            raise Unmeant(noun.render(), "only \"all creatures able to block\" has a meaning")
        return s.GameRule("lure", f"all creatures able to block {subject.render()} do so.", subject=subject)


def _labelled(ability: object, label: str) -> object | None:
    """The static ability with the label before it (a flavor word, 207.2d; on its first sentence when it has two), or
    None when the ability has no place for a label (then the label stays unread)."""
    if isinstance(ability, s.StaticIt):
        first = _labelled(ability.first, label)
        return None if first is None else dataclasses.replace(ability, first=first)
    if isinstance(ability, s.EffectLine):  # (the flavor words were checked before static abilities only)
        return None
    if dataclasses.is_dataclass(ability) and not isinstance(ability, type) \
            and "ability_word" in {f.name for f in dataclasses.fields(ability)} and ability.ability_word is None:
        return dataclasses.replace(ability, ability_word=label)
    return None
