"""From a parse tree of oracle.lark to the typed values of syntax.py: one method per production.

The parser keeps every token (keep_all_tokens): a method reads the tokens it needs by their
terminal, and the small word-choice rules ("get"/"gets", "a"/"an") hand their choice on as a tagged
pair, so that a value records every word it renders (the round trip, syntax.py).
"""

from __future__ import annotations

from lark import Token, Transformer

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.words import ClassWord, Word


class Unmeant(Exception):
    """A part of a parsed line the engine gives no meaning: its words and why."""

    def __init__(self, words: str, reason: str) -> None:
        super().__init__(reason)
        self.words = words
        self.reason = reason


def _tag(children: list, tag: str) -> object | None:
    """The value of the tagged pair (tag, value) among a rule's children, if any."""
    for c in children:
        if isinstance(c, tuple) and len(c) == 2 and c[0] == tag:
            return c[1]
    return None


def _values(children: list, kind: type | tuple[type, ...]) -> list:
    return [c for c in children if isinstance(c, kind)]


def _pt_number(text: str) -> int | None:
    """"+2" -> 2, "-1" -> -1, "x" -> None."""
    return None if text.lstrip("+-") == "x" else int(text)


class Builder(Transformer):
    """Builds the typed value of one parse; `words` are the line's tokens (for the class words)."""

    def __init__(self, words: list[Word]) -> None:
        super().__init__()
        self._by_start = {w.start: w for w in words}

    # ---- words ---------------------------------------------------------------------------------
    def term(self, tok: Token) -> s.Term:
        word = self._by_start.get(tok.start_pos)
        meaning = word.meaning if word is not None and isinstance(word.meaning, ClassWord) else None
        return s.Term(str(tok), meaning, tok.type == "NONWORD")

    def first_amount(self, c: list) -> s.Amount:
        """The one number among a rule's children (digits, a number word or X)."""
        return self.amount(next(t for t in c if isinstance(t, Token) and (t.type in ("NUMBER", "NUMWORD")
                                                                           or str(t) == "x")))

    def amount(self, tok: Token) -> s.Amount:
        if str(tok) == "x":
            return s.Amount(None, "x")
        word = self._by_start[tok.start_pos]
        return s.Amount(int(word.meaning) if isinstance(word.meaning, int) else int(tok), str(tok))

    # word-choice rules: their word, tagged
    def quant(self, c: list) -> tuple:
        return ("quant", str(c[0]))

    def other(self, c: list) -> tuple:
        return ("other", str(c[0]))

    def article(self, c: list) -> tuple:
        return ("article", str(c[0]))

    def poss(self, c: list) -> tuple:
        return ("poss", str(c[0]))

    def attached_word(self, c: list) -> tuple:
        return ("attached", str(c[0]))

    def _verb(self, c: list) -> tuple:
        return ("verb", str(c[0]))

    get_v = have_v = lose_v = gain_v = be_v = attack_v = block_v = when_v = _verb

    def other_kind(self, c: list) -> tuple:
        return ("other_kind", " ".join(str(t) for t in c), [self.term(t) for t in c if t.type == "CARDTYPE"])

    def until_end_of_turn(self, c: list) -> tuple:
        return ("duration", "until end of turn")

    def this_turn(self, c: list) -> tuple:
        return ("duration", "this turn")

    def colors(self, c: list) -> tuple:
        return ("colors", tuple(self.term(t) for t in c if t.type == "COLOR" or str(t) == "colorless"))

    def ability_word(self, c: list) -> tuple:
        return ("label", str(c[0]))

    def _fixed(tag: str, text: str):  # noqa: N805 -- a factory of methods, used in the class body
        def method(self: Builder, c: list) -> tuple:
            return (tag, text if text else " ".join(str(t) for t in c))
        return method

    you_control = _fixed("relative", "you control")
    opponents_control = _fixed("relative", "")
    you_own = _fixed("relative", "you own")
    your_graveyard = _fixed("zone", "in your graveyard")
    all_graveyards = _fixed("zone", "in all graveyards")
    in_graveyards = _fixed("zone", "in graveyards")
    your_hand = _fixed("zone", "in your hand")
    on_battlefield = _fixed("zone", "on the battlefield")

    # ---- keywords ------------------------------------------------------------------------------
    def start(self, c: list) -> s.Ability:
        return c[0]

    def keyword_list(self, c: list) -> s.KeywordList:
        return s.KeywordList(tuple(_values(c, s.KeywordAbility.__args__)))

    def kw(self, c: list) -> s.Keyword:
        return s.Keyword(self.term(c[0]))

    def protection(self, c: list) -> s.Protection:
        return s.Protection(tuple(_values(c, s.Quality)))

    def landwalk(self, c: list) -> s.Landwalk:
        terms = [self.term(t) for t in c]
        return s.Landwalk(tuple(terms[:-1]), terms[-1])

    def enchant(self, c: list) -> s.Enchant:
        terms = [self.term(t) for t in c[1:]]
        return s.Enchant(tuple(terms[:-1]), terms[-1])

    def equip(self, c: list) -> s.Equip:
        return s.Equip(str(c[1]))

    def q_everything(self, c: list) -> s.Quality:
        return s.Quality((self.term(c[0]),))

    def q_all_colors(self, c: list) -> s.Quality:  # "all colors", "each color"
        return s.Quality((self.term(c[0]), self.term(c[1])))

    def q_words(self, c: list) -> s.Quality:
        return s.Quality(tuple(self.term(t) for t in c))

    # ---- who -----------------------------------------------------------------------------------
    def self_subject(self, c: list) -> s.SelfRef:
        if str(c[0]) != "~":
            raise Unmeant(str(c[0]), "a possessive of the object is not a subject")
        return s.SelfRef()

    def attached_subject(self, c: list) -> s.Attached:
        return s.Attached(_tag(c, "attached"), self.term(c[1]))

    def group(self, c: list) -> s.Group:
        terms = [self.term(t) for t in c if isinstance(t, Token)]
        return s.Group(_tag(c, "quant"), _tag(c, "other"), tuple(terms[:-1]), terms[-1], _tag(c, "relative"),
                       _tag(c, "zone"), _tag(c, "counter"))

    def with_counter(self, c: list) -> tuple:
        kind = str(c[2])
        return ("counter", (kind, f"with {_tag(c, 'article')} {kind} counter on {c[-1]}"))

    def has_counter(self, c: list) -> s.HasCounter:
        return s.HasCounter(_tag(c, "article"), str(c[3]))

    def target_words(self, c: list) -> tuple:
        return ("target_words", " ".join(str(t) for t in c).replace(" ,", ","))

    def target_with(self, c: list) -> tuple:
        return ("with", " ".join(str(t) for t in c))

    def target_one(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(None, _tag(c, "target_words"), self.term(noun), _tag(c, "relative"), False, _tag(c, "with"))

    def target_up_to(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(self.first_amount(c), _tag(c, "target_words"), self.term(noun), _tag(c, "relative"), False,
                        _tag(c, "with"))

    def target_another(self, c: list) -> s.Target:
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.Target(None, _tag(c, "target_words"), self.term(noun), _tag(c, "relative"), True, _tag(c, "with"))

    def chapter(self, c: list) -> s.Chapter:
        return s.Chapter(tuple(str(t) for t in c if isinstance(t, Token) and t.type == "CHAPTER"),
                         _values(c, s.EffectLine)[0])

    def gain_life(self, c: list) -> s.Action:
        return s.Action(f"you gain {self.first_amount(c).render()} life")

    def tap_it(self, c: list) -> s.Action:
        return s.Action(f"tap {_tag(c, 'untapped')}")

    def timed(self, c: list) -> s.Timed:
        return s.Timed(c[0], _tag(c, "duration"))

    def attacks_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_this_turn", f"{_tag(c, 'verb')} {_tag(c, 'duration')} if able",
                            ("attacks_if_able",))

    def blocks_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_this_turn", f"{_tag(c, 'verb')} {_tag(c, 'duration')} if able", ("blocks_if_able",))

    def must_be_blocked_this_turn(self, c: list) -> s.CombatRule:
        return s.CombatRule("must_be_blocked_this_turn", f"must be blocked {_tag(c, 'duration')} if able",
                            ("must_be_blocked",))

    def each(self, c: list) -> tuple:
        return ("each", True)

    def tail_for_each(self, c: list) -> s.Tail:
        return s.Tail(False, _values(c, s.Group)[0])

    def tail_where_x(self, c: list) -> s.Tail:
        return s.Tail(True, _values(c, s.Group)[0])

    tail_where = tail_where_x

    def _action(words: str):  # noqa: N805 -- a factory of methods
        def method(self: Builder, c: list) -> s.Action:
            amount = next((self.amount(t) for t in c if isinstance(t, Token) and t.type in ("NUMBER", "NUMWORD")),
                          None)
            article = _tag(c, "article")
            return s.Action(words.format(n=amount.render() if amount else "", a=article or ""))
        return method

    draw_one = _action("draw {a} card")
    draw_many = _action("draw {n} cards")
    scry = _action("scry {n}")
    surveil = _action("surveil {n}")

    def action_sentence(self, c: list) -> s.Action:
        return c[0]

    def any_player(self, c: list) -> tuple:
        return ("restriction", "any player may activate this ability.")

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
        return s.Grants(tuple(_values(c, s.KeywordAbility.__args__)), self._oxford(c))

    def for_each(self, c: list) -> s.Group:
        return _values(c, s.Group)[0]

    def get_pt(self, c: list) -> s.GetPT:
        mod = next(t for t in c if isinstance(t, Token) and t.type == "PTMOD")
        p, t = str(mod).split("/")
        return s.GetPT(_tag(c, "verb"), s.PTChange(_pt_number(p), _pt_number(t), str(mod)),
                       next(iter(_values(c, s.Group)), None))

    def have(self, c: list) -> s.Gains:
        return s.Gains(_tag(c, "verb"), _values(c, s.Grants)[0])

    def lose(self, c: list) -> s.Loses:
        return s.Loses(_tag(c, "verb"), _values(c, s.Grants)[0])

    def lose_all(self, c: list) -> s.LosesAll:
        return s.LosesAll(_tag(c, "verb"))

    def add_kind(self, c: list) -> s.AddKind:
        word = next(t for t in c if isinstance(t, Token) and t.type in ("CARDTYPE", "CTYPE", "LTYPE", "ATYPE",
                                                                       "ETYPE", "COLOR"))
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "other_kind")
        return s.AddKind(_tag(c, "verb"), _tag(c, "article"), self.term(word), _tag(c, "poss"), kind[1])

    def set_land_type(self, c: list) -> s.SetLandType:
        return s.SetLandType(_tag(c, "verb"), _tag(c, "article"), self.term(c[-1]))

    def set_color(self, c: list) -> s.SetColor:
        verb = _tag(c, "verb") or str(c[0])
        return s.SetColor(verb, self.term(c[-1]))

    def set_colorless(self, c: list) -> s.SetColorless:
        return s.SetColorless(_tag(c, "verb") or str(c[0]))

    def every_creature_type(self, c: list) -> s.EveryCreatureType:
        return s.EveryCreatureType(_tag(c, "verb"), self.term(c[2]))

    def base_pt(self, c: list) -> s.BasePT:
        pt = str(c[-1])
        p, t = pt.split("/")
        return s.BasePT(_tag(c, "verb"), _pt_number(p), _pt_number(t), pt)

    def _combat(name: str, words: str, *meanings: str):  # noqa: N805 -- a factory of methods
        def method(self: Builder, c: list) -> s.CombatRule:
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
        quality = _values(c, s.Quality)[0]
        return s.CombatRule("cant_be_blocked_by", f"can't be blocked by {quality.render()}", ("unblockable_by",),
                            quality=quality)

    def attacks_each_combat(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_each_combat", f"{_tag(c, 'verb')} each combat if able", ("attacks_if_able",))

    def blocks_each_combat(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_each_combat", f"{_tag(c, 'verb')} each combat if able", ("blocks_if_able",))

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
        return s.ControlAtLeast(self.first_amount(c), None, _values(c, s.Group)[0])

    def control_one(self, c: list) -> s.ControlAtLeast:
        return s.ControlAtLeast(None, _tag(c, "article"), _values(c, s.Group)[0])

    # ---- whole abilities -----------------------------------------------------------------------
    def _static(self, c: list, first: bool) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        cond = next(iter(_values(c, (s.ControlAtLeast, s.HasCounter))), None)
        return s.Static(_tag(c, "label"), subject, _values(c, s.Predicates)[0], cond, first)

    def static(self, c: list) -> s.Static:
        return self._static(c, False)

    def static_quoted(self, c: list) -> s.Static:
        value = self._static(c, False)
        if not value.predicates.render().endswith('"'):
            raise Unmeant(value.predicates.render(), "a sentence with no period")
        return s.Static(value.ability_word, value.subject, value.predicates, None, False, None, False)

    def static_where(self, c: list) -> s.Static:
        value = self._static(c, False)
        return s.Static(value.ability_word, value.subject, value.predicates, None, False, _values(c, s.Tail)[0])

    def static_if(self, c: list) -> s.Static:
        return self._static(c, True)

    def static_if_after(self, c: list) -> s.Static:
        return self._static(c, False)

    def effect_line(self, c: list) -> s.EffectLine:
        effects = tuple(x for x in c if isinstance(x, s.Effect.__args__))
        return s.EffectLine(effects, tuple(x[1] for x in c if isinstance(x, tuple) and x[0] == "restriction"))

    def effect_sentence(self, c: list) -> s.Effect:
        return c[0]

    def effect_still(self, c: list) -> s.Still:
        effect = c[0]
        if not isinstance(effect, s.OneShot) or not any(isinstance(p, s.Becomes) for p in effect.predicates.items):
            raise Unmeant("it's still", "\"it's still\" after no \"becomes\"")
        return s.Still(effect, _tag(c, "article"), self.term(c[-2]))

    def once_each_turn(self, c: list) -> tuple:
        return ("restriction", "activate only once each turn.")

    def as_a_sorcery(self, c: list) -> tuple:
        if str(c[4]) != "sorcery":
            raise Unmeant(str(c[4]), "only \"activate only as a sorcery\" is read")
        return ("restriction", "activate only as a sorcery.")

    def modal(self, c: list) -> s.Mode:
        return s.Mode(_values(c, s.EffectLine)[0])

    _AFFECTED = (s.SelfRef, s.Attached, s.Group, s.Target, s.ItRef)

    def it_subject(self, c: list) -> s.ItRef:
        return s.ItRef()

    def one_shot(self, c: list) -> s.OneShot:
        affected = next(x for x in c if isinstance(x, self._AFFECTED))
        return s.OneShot(affected, _values(c, s.Predicates)[0], _tag(c, "duration"), False, bool(_tag(c, "each")),
                         next(iter(_values(c, s.Tail)), None))

    def one_shot_first(self, c: list) -> s.OneShot:
        affected = next(x for x in c if isinstance(x, self._AFFECTED))
        return s.OneShot(affected, _values(c, s.Predicates)[0], _tag(c, "duration"), True, False,
                         next(iter(_values(c, s.Tail)), None))

    def gain_control(self, c: list) -> s.GainControl:
        return s.GainControl(_tag(c, "verb"), _values(c, s.Target)[0], _tag(c, "duration"))

    def untapped(self, c: list) -> tuple:
        return ("untapped", " ".join(str(t) for t in c))

    def untap(self, c: list) -> s.Untap:
        return s.Untap(_tag(c, "untapped"))

    def _kind(self, c: list, verb: str) -> s.Becomes:
        pt = next((str(t) for t in c if isinstance(t, Token) and t.type == "PT"), None)
        subtypes = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in ("CTYPE", "LTYPE", "ATYPE",
                                                                                         "ETYPE"))
        types = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        grants = next(iter(_values(c, s.Grants)), None)
        return s.Becomes(verb, _tag(c, "article"), pt, _tag(c, "colors") or (), subtypes, types, _tag(c, "base_pt"),
                         grants, _tag(c, "in_addition"), _tag(c, "all_types"))

    def all_creature_types(self, c: list) -> tuple:
        return ("all_types", self.term(c[2]))

    def may_have_become(self, c: list) -> s.OneShot:
        affected = next(x for x in c if isinstance(x, self._AFFECTED))
        becomes = self._kind(c, "become")
        return s.OneShot(affected, s.Predicates((becomes,), False), _tag(c, "duration"), False, may_have=True)

    def prevent_next_self(self, c: list) -> s.Replacement:
        cost = _values(c, s.Cost)[0]
        n = self.first_amount(c)
        return s.Replacement("prevent_next_self", f"{cost.render()}: prevent the next {n.render()} damage that would "
                                                  "be dealt to ~ this turn.", amount=n.value, cost=cost)

    def becomes(self, c: list) -> s.Becomes:
        return self._kind(c, "becomes")

    def is_kind(self, c: list) -> s.Becomes:
        return self._kind(c, _tag(c, "verb"))

    def base_pt_words(self, c: list) -> tuple:
        return ("base_pt", str(c[-1]))

    def in_addition(self, c: list) -> tuple:
        return ("in_addition", _tag(c, "poss"))

    def attacks_you_if_able(self, c: list) -> s.CombatRule:
        return s.CombatRule("attacks_you_if_able", f"{_tag(c, 'verb')} you {_tag(c, 'duration')} if able",
                            ("attacks_controller_if_able",))

    def blocks_this_if_able(self, c: list) -> s.CombatRule:
        return s.CombatRule("blocks_this_if_able", f"{_tag(c, 'verb')} ~ {_tag(c, 'duration')} if able",
                            ("blocks_source_if_able",))

    def switch_pt(self, c: list) -> s.SwitchPT:
        return s.SwitchPT(_values(c, s.Target)[0], _tag(c, "duration"))

    def you_control_attached(self, c: list) -> s.ControlAttached:
        return s.ControlAttached(_tag(c, "attached"), self.term(c[3]))

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
        return " ".join(["sacrifice", _tag(c, "article"), *([_tag(c, "other")] if _tag(c, "other") else []), *terms])

    def activated(self, c: list) -> s.Activated:
        return s.Activated(_values(c, s.Cost)[0], _values(c, s.EffectLine)[0])

    def _event(text: str):  # noqa: N805 -- a factory of methods
        def method(self: Builder, c: list) -> tuple:
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
        return ("trigger", f"{_tag(c, 'verb')} ~ {_tag(c, 'event')}", True)

    def when_enters_group(self, c: list) -> tuple:
        terms = [self.term(t).render() for t in c if isinstance(t, Token) and str(t) != "enters"]
        words = [_tag(c, "verb"), _tag(c, "article"), _tag(c, "other"), *terms, _tag(c, "relative"), "enters"]
        return ("trigger", " ".join(w for w in words if w), False)

    def spell_kind(self, c: list) -> tuple:
        return ("spell_kind", " ".join(str(t) for t in c))

    def when_cast(self, c: list) -> tuple:
        return ("trigger", f"{_tag(c, 'verb')} you cast {_tag(c, 'article')} {_tag(c, 'spell_kind')}", False)

    def step(self, c: list) -> tuple:
        return ("step", " ".join(str(t) for t in c))

    def at_beginning(self, c: list) -> tuple:
        return ("trigger", f"at the beginning of {_tag(c, 'step')}", False)

    def triggered(self, c: list) -> s.Triggered:
        effect = next(x for x in c if isinstance(x, s.Effect.__args__))
        trigger = next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")
        return s.Triggered(_tag(c, "label"), trigger[1], trigger[2], effect)

    # ---- game rules ------------------------------------------------------------------------------
    def _one_creature(self, c: list, action: str, name: str) -> s.GameRule:
        num, noun = self.first_amount(c), self.term(c[4])
        if num.value != 1 or noun.word is None or noun.word.value != "creature" or noun.word.plural:
            raise Unmeant(f"{num.render()} {noun.render()}", "only \"no more than one creature\" has a meaning")
        return s.GameRule(name, f"no more than {num.render()} {noun.render()} can {action} each combat.")

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

    # ---- replacement -------------------------------------------------------------------------------
    def enters(self, c: list) -> tuple:
        return ("enters", " ".join(str(t) for t in c))

    def enters_tapped(self, c: list) -> s.Replacement:
        return s.Replacement("enters_tapped", f"~ {_tag(c, 'enters')} tapped.")

    def one_counter(self, c: list) -> tuple:
        return ("counters", 1, str(c[1]), f"{_tag(c, 'article')} {c[1]} counter")

    def many_counters(self, c: list) -> tuple:
        n = self.first_amount(c)
        return ("counters", n.value, str(c[1]), f"{n.render()} {c[1]} counters")

    def enters_with(self, c: list) -> s.Replacement:
        _, n, kind, words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        return s.Replacement("enters_with", f"~ {_tag(c, 'enters')} with {words} on it.", amount=n, counter=kind)

    def enters_tapped_unless(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        kind = f"{c[9]} {c[10]}"
        if kind != "basic lands" or n.value is None:
            raise Unmeant(kind, "only \"unless you control N or more basic lands\" is read")
        return s.Replacement("enters_tapped_unless", f"~ {_tag(c, 'enters')} tapped unless you control "
                                                     f"{n.render()} or more {kind}.", amount=n.value)

    def choice_color(self, c: list) -> tuple:
        return ("choice", "color", "color")

    def choice_creature_type(self, c: list) -> tuple:
        if str(c[0]) != "creature":
            raise Unmeant(f"{c[0]} type", "only a creature type is a choice the engine knows")
        return ("choice", "creature_type", "creature type")

    def choice_land_name(self, c: list) -> tuple:
        if str(c[0]) != "nonbasic" or str(c[1]) != "land":
            raise Unmeant(f"{c[0]} {c[1]} card name", "only a nonbasic land card name is a choice the engine knows")
        return ("choice", "nonbasic_land_card_name", "nonbasic land card name")

    def as_enters_choose(self, c: list) -> s.Replacement:
        _, key, words = next(x for x in c if isinstance(x, tuple) and x[0] == "choice")
        return s.Replacement("as_enters_choose", f"as ~ enters, choose {_tag(c, 'article')} {words}.", counter=key)

    def pay_life_or_tapped(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        return s.Replacement("pay_life_or_tapped", f"as ~ enters, you may pay {n.render()} life. if you don't, it "
                                                   "enters tapped.", amount=n.value)

    def prevent_next(self, c: list) -> tuple:
        n = self.first_amount(c)
        return ("prevent", n, f"prevent the next {n.render()} damage that would be dealt to any target this turn")

    def prevent_next_spell(self, c: list) -> s.Replacement:
        _, n, words = c[0]
        return s.Replacement("prevent_next", f"{words}.", amount=n.value)

    def prevent_next_activated(self, c: list) -> s.Replacement:
        cost = _values(c, s.Cost)[0]
        _, n, words = next(x for x in c if isinstance(x, tuple) and x[0] == "prevent")
        return s.Replacement("prevent_next", f"{cost.render()}: {words}.", amount=n.value, cost=cost)

    def regenerate_target(self, c: list) -> s.Replacement:
        cost, target = _values(c, s.Cost)[0], _values(c, s.Target)[0]
        return s.Replacement("regenerate", f"{cost.render()}: regenerate {target.render()}.", cost=cost, target=target)

    def regenerate(self, c: list) -> s.Replacement:
        cost = _values(c, s.Cost)[0]
        return s.Replacement("regenerate", f"{cost.render()}: regenerate ~.", cost=cost)

    def exile_instead_anywhere(self, c: list) -> s.Replacement:
        return s.Replacement("exile_instead_anywhere", "if ~ would be put into a graveyard from anywhere, exile it "
                                                       "instead.")

    def _sentence(name: str, words: str):  # noqa: N805 -- a factory of methods
        def method(self: Builder, c: list) -> s.Replacement:
            return s.Replacement(name, words)
        return method

    exile_instead_all = _sentence("exile_instead_all", "if a card or token would be put into a graveyard from "
                                                       "anywhere, exile it instead.")
    exile_instead_opponents = _sentence("exile_instead_opponents", "if a card would be put into an opponent's "
                                                                   "graveyard from anywhere, exile it instead.")
    permanents_enter_tapped = _sentence("permanents_enter_tapped", "permanents enter tapped.")
    life_total_cant_change = _sentence("life_total_cant_change", "your life total can't change.")
    double_life_gain = _sentence("double_life_gain", "if you would gain life, you gain twice that much life instead.")

    def quoted_mana_symbol(self, c: list) -> s.QuotedMana:
        return s.QuotedMana(str(c[1]), str(c[4]))

    def quoted_mana_any_color(self, c: list) -> s.QuotedMana:
        return s.QuotedMana(str(c[1]), f"{self.first_amount(c).render()} mana of any color")

    def mana_symbol(self, c: list) -> s.Replacement:
        return s.Replacement("mana", f"{c[0]}: add {c[3]}.", counter=str(c[3]), cost=s.Cost((str(c[0]),)))

    def mana_any_color(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        if n.value != 1:
            raise Unmeant(n.render(), "only one mana of any color is read")
        return s.Replacement("mana", f"{c[0]}: add {n.render()} mana of any color.", counter="any",
                             cost=s.Cost((str(c[0]),)))

    def q_chosen_color(self, c: list) -> s.Quality:
        return s.Quality(tuple(self.term(t) for t in c))

    def exile_instead_dies(self, c: list) -> s.Replacement:
        return s.Replacement("exile_instead_dies", "if ~ would die, exile it instead.")

    # ---- characteristic-defining P/T -------------------------------------------------------------
    def _counted(self, c: list, both: bool) -> s.CountedPT:
        if str(c[0]) != "~'s":
            raise Unmeant(str(c[0]), "the object's own power is written ~'s")
        return s.CountedPT(both, _values(c, s.Group)[0])

    def cda_pt(self, c: list) -> s.CountedPT:
        return self._counted(c, True)

    def cda_power(self, c: list) -> s.CountedPT:
        return self._counted(c, False)

    def cda_toughness(self, c: list) -> s.CountedPT:
        value = self._counted(c, False)
        return s.CountedPT(False, value.group, toughness_only=True)
