"""The builder's methods of the predicates ("what": 613's operations, combat rules) and conditions ("when")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, pt_number, tagged, values_of


class PredicateBuilder(PhraseBuilder):
    """Predicates and conditions."""

    # ---- what ----------------------------------------------------------------------------------
    @staticmethod
    def _oxford(c: list) -> bool:
        """Whether a list of three or more was written "a, b, and c"."""
        for a, b in zip(c, c[1:], strict=False):
            if isinstance(a, Token) and isinstance(b, Token) and str(a) == "," and str(b) == "and":
                return True
        return False

    def predicates(self, c: list) -> s.Predicates:
        items = tuple(x for x in c if not isinstance(x, Token))
        return s.Predicates(items, self._oxford(c))

    one_shot_predicates = predicates

    def grants(self, c: list) -> s.Grants:
        return s.Grants(tuple(values_of(c, s.KeywordAbility.__args__)), self._oxford(c))

    def for_each(self, c: list) -> s.Group | s.CountedUnion:
        return values_of(c, (s.Group, s.CountedUnion))[0]

    def get_pt(self, c: list) -> s.GetPT:
        mod = next(t for t in c if isinstance(t, Token) and t.type == "PTMOD")
        p, t = str(mod).split("/")
        counted = values_of(c, (s.Group, s.CountedUnion, s.CounterCount, s.LandTypeCount, s.NamedCount, s.PlayerCount,
                                 s.OwnColors, s.ColorsAmong, s.CountSum, s.SharingCount))
        return s.GetPT(tagged(c, "verb"), s.PTChange(pt_number(p), pt_number(t), str(mod)), next(iter(counted), None))

    def have(self, c: list) -> s.Gains:
        return s.Gains(tagged(c, "verb"), values_of(c, s.Grants)[0])

    def lose(self, c: list) -> s.Loses:
        return s.Loses(tagged(c, "verb"), values_of(c, s.Grants)[0])

    def lose_all(self, c: list) -> s.LosesAll:
        return s.LosesAll(tagged(c, "verb"))

    def lose_all_other(self, c: list) -> s.LosesAll:
        return s.LosesAll(tagged(c, "verb"), other=True)

    def add_kind(self, c: list) -> s.AddKind:
        word = next(t for t in c if isinstance(t, Token) and t.type in ("CARDTYPE", "CTYPE", "LTYPE", "ATYPE",
                                                                       "ETYPE", "COLOR"))
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "other_kind")
        return s.AddKind(tagged(c, "verb"), tagged(c, "article"), self.term(word), tagged(c, "poss"), kind[1])

    def set_land_type(self, c: list) -> s.SetLandType:
        return s.SetLandType(tagged(c, "verb"), tagged(c, "article"), self.term(c[-1]))

    def set_color(self, c: list) -> s.SetColor:
        verb = tagged(c, "verb") or str(c[0])
        return s.SetColor(verb, self.term(c[-1]))

    def set_colorless(self, c: list) -> s.SetColorless:
        return s.SetColorless(tagged(c, "verb") or str(c[0]))

    def every_creature_type(self, c: list) -> s.EveryCreatureType:
        return s.EveryCreatureType(tagged(c, "verb"), self.term(c[2]))

    def is_all_creature_types(self, c: list) -> s.EveryCreatureType:
        return s.EveryCreatureType(tagged(c, "verb"), self.term(c[2]), all_types=True)

    def add_supertype(self, c: list) -> s.AddSupertype:
        return s.AddSupertype(tagged(c, "verb"), self.term(c[-1]))

    def base_pt(self, c: list) -> s.BasePT:
        pt = str(c[-1])
        p, t = pt.split("/")
        return s.BasePT(tagged(c, "verb"), pt_number(p), pt_number(t), pt)

    def base_pt_and_grants(self, c: list) -> s.Predicates:
        # 613.4b, 613.1f: "has base power and toughness 5/5 and vigilance": the keywords share the verb
        pt = next(t for t in c if isinstance(t, Token) and t.type == "PT")
        p, t = str(pt).split("/")
        base = s.BasePT(tagged(c, "verb"), pt_number(p), pt_number(t), str(pt))
        also = tuple(s.AlsoHas(k) for k in values_of(c, s.KeywordAbility.__args__))
        return s.Predicates((base, *also), self._oxford(c))

    def _combat(name: str, words: str, *meanings: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> s.CombatRule:
            return s.CombatRule(name, words, meanings)
        return method

    cant_block = _combat("cant_block", "can't block", "cant_block")
    cant_attack = _combat("cant_attack", "can't attack", "cant_attack")
    cant_attack_or_block = _combat("cant_attack_or_block", "can't attack or block", "cant_attack", "cant_block")
    cant_attack_or_block_alone = _combat("cant_attack_or_block_alone", "can't attack or block alone",
                                         "cant_attack_alone", "cant_block_alone")
    cant_attack_alone = _combat("cant_attack_alone", "can't attack alone", "cant_attack_alone")
    cant_block_alone = _combat("cant_block_alone", "can't block alone", "cant_block_alone")
    cant_be_blocked = _combat("cant_be_blocked", "can't be blocked", "unblockable")
    must_be_blocked = _combat("must_be_blocked", "must be blocked if able", "must_be_blocked")

    def cant_be_blocked_by(self, c: list) -> s.CombatRule:
        quality = values_of(c, s.Quality)[0]
        return s.CombatRule("cant_be_blocked_by", f"can't be blocked by {quality.render()}", ("unblockable_by",),
                            quality=quality)

    def attacks_each_combat(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_each_combat", f"{tagged(c, 'verb')} each combat if able", ("attacks_if_able",))

    def blocks_each_combat(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_each_combat", f"{tagged(c, 'verb')} each combat if able", ("blocks_if_able",))

    def can_block_additional(self, c: list) -> s.CombatRule:
        noun = self.term(c[4])
        return s.CombatRule("can_block_additional", f"can block an additional {noun.render()} each combat",
                            ("extra_block",), noun=noun)

    def can_block_any_number(self, c: list) -> s.CombatRule:
        noun = self.term(c[5])
        return s.CombatRule("can_block_any_number", f"can block any number of {noun.render()}",
                            ("block_any_number",), noun=noun)

    def can_block_only_flying(self, c: list) -> s.CombatRule:
        noun, kw = self.term(c[3]), self.term(c[5])
        return s.CombatRule("can_block_only_flying", f"can block only {noun.render()} with {kw.render()}",
                            ("blocks_only_flying",), noun=noun, keyword=kw)

    # ---- when ----------------------------------------------------------------------------------
    def control_at_least(self, c: list) -> s.ControlAtLeast:
        return s.ControlAtLeast(self.first_amount(c), None, values_of(c, s.Group)[0])

    def control_at_least_words(self, c: list) -> s.ControlAtLeast:
        return s.ControlAtLeast(self.first_amount(c), None, values_of(c, s.Group)[0], at_least_words=True)

    def control_one(self, c: list) -> s.ControlAtLeast:
        return s.ControlAtLeast(None, tagged(c, "article"), values_of(c, s.Group)[0])

    def opponent_controls_one(self, c: list) -> s.ControlAtLeast:
        return s.ControlAtLeast(None, tagged(c, "article"), values_of(c, s.Group)[0], "an opponent controls")

