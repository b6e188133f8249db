"""The meaning of a typed parse as the facts the rules of asp/ read: one function per production.

Only the vocabulary of the rules is written: scope/4 selectors (asp/selectors.lp), layer_of/2 and
does/3 operations (asp/effects.lp), condition/2, target_count/3, combat_meaning/3 (asp/combat/board.lp)
and replaces/2, repl_if/2, repl_op/2 (asp/replace/). A part the rules cannot mean raises Unmeant
naming its words: the ability is refused, never half read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import singledispatch

import clingo

from pysolver.cards.arguments import ARG_CLASSES
from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String

# 702: the keywords read as the engine's kw/1 terms (encodings/abilities/keywords.lp): those a
# question reads and models (combat: evasion, defender, haste; replace: indestructible, infect;
# layers: changeling and devoid), and those no question of the engine reads (first strike, trample
# ...: accepted, they block nothing). Banding (declarations, 702.22), wither (damage as counters,
# 702.80), flanking and phasing have meanings the engine does not model: refused.
COMBAT_KEYWORDS = frozenset({"flying", "reach", "shadow", "horsemanship", "fear", "intimidate", "skulk", "menace",
                             "defender", "haste"})
REPLACE_KEYWORDS = frozenset({"indestructible", "infect"})
KNOWN_KEYWORDS = COMBAT_KEYWORDS | REPLACE_KEYWORDS | frozenset({
    "changeling", "deathtouch", "double_strike", "first_strike", "flash", "hexproof", "lifelink", "shroud",
    "split_second", "trample", "vigilance", "prowess"})
LAYERS = {"l7d": "613.4d layer 7d (switching)",
          "l2": "613.1b layer 2 (control)", "l4": "613.1d layer 4 (types)", "l5": "613.1e layer 5 (colour)",
          "l6": "613.1f layer 6 (abilities)", "l7b": "613.4b layer 7b (base power and toughness)",
          "l7c": "613.4c layer 7c (power and toughness changes)"}


@dataclass
class Meaning:
    """The facts of one ability, gathered as its parts are read, and its meaning in words."""

    key: clingo.Symbol
    facts: list[clingo.Symbol] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    # while reading a one-shot effect (611.2): combat rules then apply to targets only (board.lp)
    one_shot: bool = False
    # while reading an effect followed by "it's still a [type]" (205.1b)
    still: bool = False
    # the "for each ..." / "where x is ..." after a predicate list, until a "gets" reads it
    tail: s.Tail | None = None

    def add(self, name: str, *args: clingo.Symbol) -> None:
        fact = F(name, list(args))
        if fact not in self.facts:
            self.facts.append(fact)


def _accepts(cls: str, word: str) -> bool:
    """Whether a word belongs to a class of template arguments (pysolver/cards/arguments.py)."""
    from pysolver.cards.library import load_library

    return ARG_CLASSES[cls].accepts(word, load_library())


def oracle_key(text: str) -> clingo.Symbol:
    """The ability term of a compiled text that is no keyword of the engine: oracle("<text>")."""
    return F("oracle", [S(text)])


# ---- keywords -----------------------------------------------------------------------------------------
def keyword_term(k: s.KeywordAbility) -> clingo.Symbol:
    """The engine's term for a keyword ability: kw(flying), protection_from(green), landwalk(swamp),
    enchant(creature), equip(2) (encodings/abilities/keywords.lp)."""
    if isinstance(k, s.QuotedMana):
        raise Unmeant(k.render(), "a quoted ability is granted, not printed")
    if isinstance(k, s.Keyword):
        name = k.term.word.value if k.term.word else normal_word(k.term.text)
        if name not in KNOWN_KEYWORDS and name != "devoid":
            raise Unmeant(k.render(), "a keyword ability the engine does not know")
        return F("kw", [F(name)])
    if isinstance(k, s.Protection):
        if k.render() == "protection from the chosen color":  # 702.16a with the colour chosen as it entered
            return [F("protection_from", [F("chosen")])]
        words = [quality_word(q) for q in k.qualities]
        return F("protection_from", [F("_and_from_".join(words))])
    if isinstance(k, s.Landwalk):
        value = normal_word(k.render()[:-len("walk")])
        if not _accepts("landwalk", value):
            raise Unmeant(k.render(), "a landwalk whose land combat cannot decode (702.14a)")
        return F("landwalk", [F(value)])
    if isinstance(k, s.Enchant):
        if k.adjectives or k.noun.word is None and k.noun.text != "permanent" or k.noun.text.endswith("s"):
            raise Unmeant(k.render(), "only \"enchant\" a permanent or a permanent card type has a meaning")
        value = k.noun.word.value if k.noun.word else "permanent"
        if not _accepts("permanent_kind", value):
            raise Unmeant(k.render(), "only \"enchant\" a permanent or a permanent card type has a meaning")
        return F("enchant", [F(value)])
    assert isinstance(k, s.Equip)
    generic = k.cost[1:-1]
    if k.cost.count("{") != 1 or not generic.isdigit():
        raise Unmeant(k.render(), "only an equip cost of generic mana has a meaning")
    return F("equip", [N(int(generic))])


def quality_word(q: s.Quality) -> str:
    """The constant of one quality as combat decodes it (pysolver/combat_words.py): "black creatures"
    -> black_creatures, "all colors" -> all_colors; refused when combat cannot decode it."""
    value = normal_word(q.render())
    if not _accepts("quality", value):
        raise Unmeant(q.render(), "a quality combat cannot decode (702.16a)")
    return value


def keyword_facts(m: Meaning, k: s.KeywordAbility) -> None:
    """A printed keyword: its class, and for the characteristic-defining ones their effect (604.3)."""
    key = m.key
    m.add("ability_class", key, F("keyword"))
    if key == F("kw", [F("changeling")]):  # 702.73a: every creature type, in every zone
        m.add("cda", key)
        m.add("scope", key, N(1), F("pos"), F("self"))
        m.add("scope", key, N(1), F("pos"), F("anywhere"))
        m.add("layer_of", key, F("l4"))
        m.add("does", key, F("l4"), F("all_creature_types"))
        m.words.append("702.73a: it is every creature type in every zone (layer 4, a characteristic-defining ability)")
    elif key == F("kw", [F("devoid")]):  # 702.114a: this object is colourless, in every zone
        m.add("cda", key)
        m.add("scope", key, N(1), F("pos"), F("self"))
        m.add("scope", key, N(1), F("pos"), F("anywhere"))
        m.add("layer_of", key, F("l5"))
        m.add("does", key, F("l5"), F("colorless"))
        m.words.append("702.114a: it is colourless in every zone (layer 5, a characteristic-defining ability)")
    else:
        m.words.append(f"the keyword ability {k.render()} (702)")


# ---- who ------------------------------------------------------------------------------------------------
def _class_cond(word: s.Term) -> clingo.Symbol:
    """The selector condition of one class word: type(creature), subtype(goblin), color(red) ..."""
    cw = word.word
    if cw is None:
        raise Unmeant(word.render(), "a word with no selector condition")
    if cw.cls == "card_type":
        return F("type", [F(cw.value)])
    if cw.cls == "color":
        return F("color", [F(cw.value)])
    if cw.cls == "supertype":
        return F("supertype", [F(cw.value)])
    if cw.cls in ("creature_type", "land_type", "artifact_type", "enchantment_type"):
        return F("subtype", [F(cw.value)])
    raise Unmeant(word.render(), "a word with no selector condition")


def group_conditions(g: s.Group | s.Target) -> list[tuple[str, clingo.Symbol]]:
    """The conditions (sign, condition) of a group's one alternative (asp/selectors.lp)."""
    conds: list[tuple[str, clingo.Symbol]] = []
    for adj in g.adjectives:
        if adj.text == "colorless":
            conds.append(("pos", F("colorless")))
        else:
            conds.append(("neg" if adj.negated else "pos", _class_cond(adj)))
    noun = g.noun
    if noun.text in ("token", "tokens"):
        conds.append(("pos", F("token")))
    elif noun.text in ("card", "cards"):
        if not isinstance(g, s.Group) or g.zone is None:
            raise Unmeant(noun.render(), "cards outside a zone the words name")
        if g.zone == "on the battlefield":  # a token is no card (108.2)
            conds.append(("pos", F("nontoken")))
    elif noun.text not in ("permanent", "permanents"):
        if noun.negated:
            raise Unmeant(noun.render(), "a negated noun")
        conds.append(("pos", _class_cond(noun)))
    if isinstance(g, s.Group):
        if g.other:
            conds.append(("pos", F("other")))
        if g.zone:
            if g.zone != "on the battlefield":  # (selectors.lp: an alternative picks permanents by default)
                conds.append(("pos", F("zone", [F("hand" if g.zone == "in your hand" else "graveyard")])))
            if g.zone in ("in your graveyard", "in your hand"):
                conds.append(("pos", F("you_own")))
    if isinstance(g, s.Group) and g.counter is not None:
        conds.append(("pos", F("counter", [S(g.counter[0])])))
    relative = {"you control": "you_control", "your opponents control": "opponent_controls",
                "an opponent controls": "opponent_controls", "you own": "you_own"}
    if g.relative:
        conds.append(("pos", F(relative[g.relative])))
    return conds


def scope_facts(m: Meaning, sel: clingo.Symbol, subject: s.Affected) -> str:
    """scope/4 of a selector for a subject; returns whom it picks, in words."""
    if isinstance(subject, s.SelfRef):
        m.add("scope", sel, N(1), F("pos"), F("self"))
        return "itself"
    if isinstance(subject, s.Attached):
        m.add("scope", sel, N(1), F("pos"), F("attached"))
        return f"the {subject.noun.render()} it is attached to"
    assert isinstance(subject, s.Group)
    for sign, cond in group_conditions(subject):
        m.add("scope", sel, N(1), F(sign), cond)
    return subject.render()


def named_selector(m: Meaning, g: s.Group) -> clingo.Symbol:
    """A selector a count or condition reads, named by its words ("artifacts you control" ->
    artifacts_you_control, as the library names them), with its scope/4; words that make no constant
    ("with a +1/+1 counter on it") name it as group("words"), a term that reads back (clingo.parse_term)."""
    name = normal_word(g.render())
    sel = F(name) if re.fullmatch(r"[a-z][a-z0-9_]*", name) else F("group", [S(g.render())])
    for sign, cond in group_conditions(g):
        m.add("scope", sel, N(1), F(sign), cond)
    return sel


# ---- what -------------------------------------------------------------------------------------------------
def _op(m: Meaning, layer: str, op: clingo.Symbol) -> None:
    m.add("layer_of", m.key, F(layer))
    m.add("does", m.key, F(layer), op)


@singledispatch
def predicate(p: object, m: Meaning, subject: s.Affected) -> None:
    """The facts of one predicate said of `subject` (one method per predicate production)."""
    raise Unmeant(getattr(p, "render", lambda: str(p))(), "a predicate with no meaning")


@predicate.register
def _(p: s.Timed, m: Meaning, subject: s.Affected) -> None:
    # a resolved effect's parts last as long as its words say; the board states which are in force
    predicate(p.predicate, m, subject)
    m.words.append(f"({p.duration})")


@predicate.register
def _(p: s.GetPT, m: Meaning, subject: s.Affected) -> None:
    # 608.2h: "for each" and X are counted as the effect applies (count/1 of asp/effects.lp)
    each, where_x = p.for_each, None
    if m.tail is not None:
        if each is not None:
            raise Unmeant(m.tail.render(), "two counts for one change")
        each, where_x = (None, m.tail.group) if m.tail.where_x else (m.tail.group, None)
        m.tail = None
    values = []
    for part in p.change.text.split("/"):
        if part.lstrip("+-") == "x" and where_x is None and m.one_shot:
            # 107.3a: X of a resolved spell or ability is the value chosen for it (the board's `x`)
            values.append(F("neg", [F("x")]) if part.startswith("-") else F("x"))
        elif part.lstrip("+-") == "x":
            if where_x is None:
                raise Unmeant(p.change.render(), "X with no value")
            count = F("count", [named_selector(m, where_x)])
            values.append(F("neg", [count]) if part.startswith("-") else count)
        elif each is not None:
            v = int(part)
            if v not in (-1, 0, 1):
                raise Unmeant(p.render(), "only +1, -1 or 0 for each object has a meaning (no multiples)")
            count = F("count", [named_selector(m, each)])
            values.append({1: count, -1: F("neg", [count]), 0: F("n", [N(0)])}[v])
        else:
            values.append(F("n", [N(int(part))]))
    counted = each or where_x
    how = f" counted as it applies, the number of {counted.render()} (608.2h)" if counted else ""
    m.words.append(f"{p.change.render()}{how} ({LAYERS['l7c']})")
    _op(m, "l7c", F("modify_pt", values))


def mana_term(cost: str, adds: str) -> clingo.Symbol:
    """The library's term of a mana ability "{t}: add ..." (encodings/abilities/mana.lp)."""
    if cost != "{t}":
        raise Unmeant(cost, "only a mana ability costing {T} is read")
    if adds == "one mana of any color":
        return F("tap_add_any_color")
    symbol = adds.strip("{}") if adds.count("{") == 1 else ""
    if symbol == "c":
        return F("tap_add_colorless")
    if symbol in ("w", "u", "b", "r", "g"):
        return F("tap_add", [F(symbol)])
    raise Unmeant(adds, "only one mana of a colour, {C} or any colour is read")


def _granted(k: s.KeywordAbility) -> list[clingo.Symbol]:
    """The abilities a grant names: 702.16g protection from A and from B is two abilities."""
    if isinstance(k, s.QuotedMana):
        return [mana_term(k.cost, k.adds)]
    if isinstance(k, s.Protection):
        if k.render() == "protection from the chosen color":  # 702.16a with the colour chosen as it entered
            return [F("protection_from", [F("chosen")])]
        words = [quality_word(q) for q in k.qualities]
        # 702.16a: protection from all colors is protection from each colour (asp/replace reads colours)
        every = ("white", "blue", "black", "red", "green")
        words = [c for w in words for c in (every if w in ("all_colors", "each_color") else (w,))]
        return [F("protection_from", [F(w)]) for w in words]
    if isinstance(k, (s.Enchant, s.Equip)) or isinstance(k, s.Keyword) and k.term.word \
            and k.term.word.value in ("devoid", "changeling"):
        raise Unmeant(k.render(), "granting this keyword has no meaning in the engine")
    return [keyword_term(k)]


@predicate.register
def _(p: s.Gains, m: Meaning, subject: s.Affected) -> None:
    for k in p.grants.keywords:
        for term in _granted(k):
            _op(m, "l6", F("gain", [term]))
    m.words.append(f"gains {p.grants.render()} ({LAYERS['l6']})")


@predicate.register
def _(p: s.Loses, m: Meaning, subject: s.Affected) -> None:
    for k in p.grants.keywords:
        for term in _granted(k):
            _op(m, "l6", F("lose", [term]))
    m.words.append(f"loses {p.grants.render()} ({LAYERS['l6']})")


@predicate.register
def _(p: s.LosesAll, m: Meaning, subject: s.Affected) -> None:
    _op(m, "l6", F("lose_all"))
    m.words.append(f"loses all abilities ({LAYERS['l6']})")


@predicate.register
def _(p: s.AddKind, m: Meaning, subject: s.Affected) -> None:
    cw = p.word.word
    kind = p.other_kind
    fits = {"card_type": ("types",), "creature_type": ("creature types", "types"),
            "land_type": ("land types", "types"), "artifact_type": ("artifact types", "types"),
            "enchantment_type": ("enchantment types", "types"), "color": ("colors",)}
    if cw is None or kind not in fits.get(cw.cls, ()):
        raise Unmeant(p.render(), "the kind added and the kind kept do not agree")
    op = {"card_type": "add_type", "creature_type": "add_subtype", "land_type": "add_land_type",
          "artifact_type": "add_subtype", "enchantment_type": "add_subtype", "color": "add_color"}[cw.cls]
    layer = "l5" if cw.cls == "color" else "l4"
    if cw.value == "creature":
        raise Unmeant(p.render(), "becoming a creature needs a power and toughness (208.3)")
    _op(m, layer, F(op, [F(cw.value)]))
    m.words.append(f"is also {p.word.render()} (205.1b, {LAYERS[layer]})")


def _lands_only(subject: s.Affected) -> bool:
    noun = subject.noun if isinstance(subject, (s.Attached, s.Group, s.Target)) else None
    return noun is not None and noun.word is not None and noun.word.value == "land"


@predicate.register
def _(p: s.SetLandType, m: Meaning, subject: s.Affected) -> None:
    if not _lands_only(subject):
        raise Unmeant(p.render(), "a land type set on what may be no land")
    value = p.land_type.word.value if p.land_type.word else ""
    if value not in ("plains", "island", "swamp", "mountain", "forest"):
        raise Unmeant(p.render(), "only a basic land type is set with its mana ability (305.7)")
    _op(m, "l4", F("set_land_type", [F(value)]))
    m.words.append(f"is a {value} and nothing else, with its mana ability (305.7, {LAYERS['l4']})")


@predicate.register
def _(p: s.SetColor, m: Meaning, subject: s.Affected) -> None:
    _op(m, "l5", F("set_color", [F(p.color.word.value)]))
    m.words.append(f"is {p.color.render()} (105.3, {LAYERS['l5']})")


@predicate.register
def _(p: s.SetColorless, m: Meaning, subject: s.Affected) -> None:
    _op(m, "l5", F("colorless"))
    m.words.append(f"is colourless (105.2c, {LAYERS['l5']})")


@predicate.register
def _(p: s.EveryCreatureType, m: Meaning, subject: s.Affected) -> None:
    if p.creature.word is None or p.creature.word.value != "creature" or p.creature.word.plural:
        raise Unmeant(p.render(), "only \"every creature type\" has a meaning")
    _op(m, "l4", F("all_creature_types"))
    m.words.append(f"is every creature type (205.3m, {LAYERS['l4']})")


@predicate.register
def _(p: s.BasePT, m: Meaning, subject: s.Affected) -> None:
    if p.power is None or p.toughness is None:
        raise Unmeant(p.text, "X with no value")
    _op(m, "l7b", F("set_pt", [F("n", [N(p.power)]), F("n", [N(p.toughness)])]))
    m.words.append(f"has base power and toughness {p.text} ({LAYERS['l7b']})")


@predicate.register
def _(p: s.Becomes, m: Meaning, subject: s.Affected) -> None:
    if not p.types and not p.subtypes and not p.colors:
        raise Unmeant(p.render(), "becoming nothing")
    if p.pt and p.base_pt:
        raise Unmeant(p.render(), "two powers and toughnesses")
    # 205.1a: new card types and creature types replace the old ones; 205.1b: "it's still a land"
    # or "in addition to its other types" keeps every old type, supertype and subtype
    keep = m.still or p.in_addition is not None
    for t in p.types:
        _op(m, "l4", F("add_type" if keep else "set_type", [F(t.word.value)]))
    for st in p.subtypes:
        if keep:
            _op(m, "l4", F("add_land_type" if st.word.cls == "land_type" else "add_subtype", [F(st.word.value)]))
        elif st.word.cls == "creature_type":
            _op(m, "l4", F("set_creature_type", [F(st.word.value)]))
        elif st.word.cls == "land_type" and st.word.value in ("plains", "island", "swamp", "mountain", "forest"):
            _op(m, "l4", F("set_land_type", [F(st.word.value)]))  # 305.7
        else:
            raise Unmeant(st.render(), "setting a subtype of this kind has no operation in the engine")
    if p.all_creature_types is not None:
        if p.all_creature_types.render() != "creature":
            raise Unmeant(p.all_creature_types.render(), "only \"all creature types\" is read")
        _op(m, "l4", F("all_creature_types"))
    if len(p.colors) == 1 and p.colors[0].render() == "colorless":
        _op(m, "l5", F("colorless"))
    else:
        for c in p.colors:
            _op(m, "l5", F("set_color", [F(c.word.value)]))
    if p.grants:
        for k in p.grants.keywords:
            for term in _granted(k):
                _op(m, "l6", F("gain", [term]))
    pt = p.pt or p.base_pt
    if pt:
        power, toughness = (_pt_value(v) for v in pt.split("/"))
        _op(m, "l7b", F("set_pt", [F("n", [N(power)]), F("n", [N(toughness)])]))
    if "creature" in {t.word.value for t in p.types} and not pt:
        raise Unmeant(p.render(), "a creature with no power and toughness (208.3)")
    if p.colors and p.colors[0].render() == "colorless" and len(p.colors) > 1:
        raise Unmeant(p.render(), "colourless and a colour")
    if p.in_addition and not p.types:
        raise Unmeant(p.render(), "\"in addition to its other types\" with no type")
    kept = " (its other types kept, 205.1b)" if keep else " (its old types replaced, 205.1a)"
    m.words.append(f"{p.render()}{kept} (layers 4-7b)")


def _pt_value(text: str) -> int:
    if not text.isdigit():
        raise Unmeant(text, "a power or toughness of no fixed value")
    return int(text)


COMBAT_WHOM = {s.SelfRef: "self", s.Target: "target"}


@predicate.register
def _(p: s.CombatRule, m: Meaning, subject: s.Affected) -> None:
    if isinstance(subject, s.Attached):
        whom = "enchanted" if subject.how == "enchanted" else "equipped"
        if subject.noun.render() != "creature":
            raise Unmeant(subject.render(), "combat rules apply to creatures")
    elif m.one_shot and isinstance(subject, s.SelfRef):
        whom = "source"  # asp/combat/board.lp: a resolved effect on its own source (611.2c)
    elif m.one_shot and not isinstance(subject, s.Target):
        raise Unmeant(subject.render(), "a resolved combat rule applies to its targets or its source only (611.2c)")
    elif type(subject) in COMBAT_WHOM:
        whom = COMBAT_WHOM[type(subject)]
    else:
        raise Unmeant(subject.render(), "the combat rules apply a restriction to the object itself, to an enchanted or "
                                        "equipped creature, or to a target only")
    if p.noun is not None:
        expect = "creature" if p.name == "can_block_additional" else "creatures"
        if p.noun.render() != expect:
            raise Unmeant(p.noun.render(), f"only {expect} have a meaning here")
    if p.name in ("attacks_this_turn", "blocks_this_turn", "must_be_blocked_this_turn") and not m.one_shot:
        raise Unmeant(p.render(), "a duration in a static ability")
    if p.keyword is not None and p.keyword.render() != "flying":
        raise Unmeant(p.keyword.render(), "only \"creatures with flying\" has a meaning")
    if p.quality is not None:
        raise Unmeant(p.render(), "\"can't be blocked by\" is meant only as a whole line of the object itself")
    for meaning in p.meanings:
        m.add("combat_meaning", m.key, F(whom), F(meaning))
    m.words.append(f"{p.render()} (a combat rule, 508-509)")


# ---- whole abilities ---------------------------------------------------------------------------------------
def _condition(m: Meaning, c: s.Condition) -> None:
    if isinstance(c, s.HasCounter):
        # the object itself with a counter of the kind: at least one of it (asp/selectors.lp counter(K))
        sel = F("self_with_counter", [S(c.kind)])
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("counter", [S(c.kind)]))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while it has a {c.kind} counter on it")
        return
    _control_condition(m, c)


def _control_condition(m: Meaning, c: s.ControlAtLeast) -> None:
    n = c.amount.value if c.amount else 1
    if n is None:
        raise Unmeant(c.render(), "a condition on X objects")
    group = c.group
    if group.relative is not None or group.zone is not None:
        raise Unmeant(c.render(), "a condition on objects other than the ones you control")
    controlled = s.Group(group.quant, group.other, group.adjectives, group.noun, "you control", None)
    sel = named_selector(m, controlled)
    m.add("condition", m.key, F("at_least", [N(n), sel]))
    m.words.append(f"only while you control {n} or more {group.render()}")


@singledispatch
def ability(a: object, m: Meaning) -> None:
    """The facts of one whole ability (one method per ability production)."""
    raise Unmeant(str(a), "an ability with no meaning")


@ability.register
def _(a: s.Static, m: Meaning) -> None:
    whom = _affected_facts(m, a.subject, a.predicates)
    m.add("ability_class", m.key, F("static"))
    if a.condition is not None:
        _condition(m, a.condition)
    m.tail = a.tail
    _predicates(m, a.subject, a.predicates)
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "a count no \"gets\" reads")
    m.words.insert(0, f"static ability (604.1) on {whom}:")


def _affected_facts(m: Meaning, subject: s.Affected, preds: s.Predicates) -> str:
    """scope/4 of a layer effect's subject (not for a combat rule: board.lp reads its whom)."""
    if all(isinstance(p, s.CombatRule) for p in preds.items):
        return subject.render()
    if isinstance(subject, s.Target):
        return subject.render()
    return scope_facts(m, m.key, subject)


def _predicates(m: Meaning, subject: s.Affected, preds: s.Predicates) -> None:
    for p in preds.items:
        predicate(p, m, subject)
    if any(isinstance(p, s.CombatRule) for p in preds.items) and \
            any(not isinstance(p, s.CombatRule) for p in preds.items) and not isinstance(subject, s.SelfRef):
        # a layer effect's scope/4 and a combat rule's whom must name the same objects
        if isinstance(subject, s.Group):
            raise Unmeant(subject.render(), "combat rules apply to the object itself or what it is attached to")


def _effect(m: Meaning, e: s.Effect, it: s.Affected | None) -> s.Affected | None:
    """The facts of one sentence of a one-shot effect; `it` is what "it" names there. Returns what
    the sentence affected (for an "it" in the next one)."""
    if isinstance(e, s.Still):
        if e.kept.render() != "land":
            raise Unmeant(f"it's still {e.article} {e.kept.render()}", "only \"it's still a land\" is read")
        m.still = True
        try:
            return _effect(m, e.effect, it)
        finally:
            m.still = False
    if isinstance(e, s.SwitchPT):
        _target(m, e.target)
        _op(m, "l7d", F("switch_pt"))
        m.words.append(f"switches the power and toughness of {e.target.render()} (613.4d layer 7d)")
        return e.target
    if isinstance(e, s.Action):
        m.words.append(f"{e.render()}: an action as it resolves that no question reads")
        return it
    if isinstance(e, s.Untap):
        if e.words == "it" and it is None:
            raise Unmeant("untap it", "\"it\" names nothing before it")
        m.words.append(f"untap {e.words}: an action as it resolves (the board states whether it is tapped)")
        return it
    if isinstance(e, s.GainControl):
        _target(m, e.target)
        _op(m, "l2", F("control", [F("you")]))
        m.words.append(f"you control {e.target.render()} ({LAYERS['l2']})")
        return e.target
    affected = e.affected
    if isinstance(affected, s.ItRef):
        if it is None:
            raise Unmeant("it", "\"it\" names nothing before it")
        affected = it
        if isinstance(affected, s.Target):
            pass  # the same target: its target_count is written once
    elif isinstance(affected, s.Target):
        _target(m, affected)
    if not isinstance(affected, s.Target):
        _affected_facts(m, affected, e.predicates)
    m.tail = e.tail
    _predicates(m, affected, e.predicates)
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "a count no \"gets\" reads")
    m.words.append(f"on {affected.render()}" + (f", {e.duration}" if e.duration else ""))
    return affected


def _target(m: Meaning, t: s.Target) -> None:
    """target_count/3 of a one-shot effect's targets (the board's `targets` name them, 611.2c)."""
    if t.noun.word is None and t.noun.text != "permanent" and t.noun.text != "permanents":
        raise Unmeant(t.render(), "a target that is no permanent")
    if t.up_to is None:
        if t.noun.word is not None and t.noun.word.plural:
            raise Unmeant(t.render(), "one target named in the plural")
        m.add("target_count", m.key, N(1), N(1))
    elif t.up_to.value is None:
        raise Unmeant(t.render(), "up to X targets")
    else:
        m.add("target_count", m.key, N(0), N(t.up_to.value))


def _one_effect_line(m: Meaning, line: s.EffectLine, it: s.Affected | None = None) -> None:
    m.one_shot = True
    if all(isinstance(e, s.Action) for e in line.effects):
        raise Unmeant(line.render(), "actions at resolution only: nothing a question reads")
    for e in line.effects:
        it = _effect(m, e, it)
    if len([f for f in m.facts if f.name == "target_count"]) > 1:
        raise Unmeant(line.render(), "sentences with different targets")
    if sum(isinstance(e, s.OneShot) and isinstance(e.affected, s.Target) or isinstance(e, s.GainControl)
           for e in line.effects) > 1:
        raise Unmeant(line.render(), "two sentences that target: which targets each means is not read")
    for r in line.restrictions:
        m.words.append(f"{r} (602.5b: the board says which abilities resolved)")


@ability.register
def _(a: s.EffectLine, m: Meaning) -> None:
    m.add("ability_class", m.key, F("spell"))
    _one_effect_line(m, a)
    m.words.insert(0, "spell ability (611.2: its effect applies from its resolution)")


@ability.register
def _(a: s.Activated, m: Meaning) -> None:
    m.add("ability_class", m.key, F("activated"))
    _one_effect_line(m, a.effect)
    m.words.insert(0, f"activated ability (602; cost {a.cost.render()}, not modelled) once resolved (611.2)")


@ability.register
def _(a: s.Chapter, m: Meaning) -> None:
    m.add("ability_class", m.key, F("triggered"))
    _one_effect_line(m, a.effect)
    m.words.insert(0, f"chapter ability {', '.join(a.chapters)} of a Saga (714.2b) once resolved (611.2)")


@ability.register
def _(a: s.Mode, m: Meaning) -> None:
    m.add("ability_class", m.key, F("spell"))
    _one_effect_line(m, a.effect)
    m.words.insert(0, "a mode of a modal spell (700.2) once resolved (611.2)")


@ability.register
def _(a: s.Triggered, m: Meaning) -> None:
    m.add("ability_class", m.key, F("triggered"))
    _one_effect_line(m, s.EffectLine((a.effect,)), s.SelfRef() if a.on_self else None)
    m.words.insert(0, f"triggered ability (603; \"{a.trigger}\") once resolved (611.2)")


@ability.register
def _(a: s.ControlAttached, m: Meaning) -> None:
    m.add("ability_class", m.key, F("static"))
    m.add("scope", m.key, N(1), F("pos"), F("attached"))
    _op(m, "l2", F("control", [F("you")]))
    m.words.append(f"static ability (604.1): you control the {a.noun.render()} it is attached to ({LAYERS['l2']})")


@ability.register
def _(a: s.GameRule, m: Meaning) -> None:
    m.add("ability_class", m.key, F("static"))
    if a.name == "one_attacker":
        m.add("combat_meaning", m.key, F("game"), F("max_one_attacker"))
    elif a.name == "one_blocker":
        m.add("combat_meaning", m.key, F("game"), F("max_one_blocker"))
    elif a.name == "attack_tax":
        m.add("combat_meaning", m.key, F("you"), F("attack_cost", [N(a.amount or 0)]))
    else:
        subject = a.subject
        if isinstance(subject, s.SelfRef):
            whom = "self"
        elif isinstance(subject, s.Attached) and subject.how == "enchanted" and subject.noun.render() == "creature":
            whom = "enchanted"
        else:
            raise Unmeant(subject.render() if subject else a.words, "a lure of an object other than itself or the "
                                                                    "enchanted creature")
        m.add("combat_meaning", m.key, F(whom), F("lure"))
    m.words.append(f"a combat rule (508.1c-d, 509.1c): {a.render()}")


def _number(a: int | None, words: str) -> clingo.Symbol:
    """A number of a replacement: N, or x (the X paid, 107.3)."""
    return F("x") if a is None else N(a)


def _enters(m: Meaning) -> None:
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("entering", [F("self")]))


@ability.register
def _(a: s.Replacement, m: Meaning) -> None:
    k = m.key
    if a.name in ("enters_tapped", "enters_tapped_unless"):
        _enters(m)
        if a.name == "enters_tapped_unless":
            m.add("repl_if", k, F("you_control_fewer", [N(a.amount or 0), F("basic_land")]))
        m.add("repl_op", k, F("tapped"))
        m.words.append("a replacement effect (614.1c, 614.12): it enters tapped"
                       + (f" unless you control {a.amount} or more basic lands" if a.amount else ""))
    elif a.name == "enters_with":
        _enters(m)
        m.add("repl_op", k, F("enters_with_counters", [S(a.counter or ""), _number(a.amount, a.words)]))
        m.words.append(f"a replacement effect (614.1c, 614.12): it enters with {a.amount if a.amount else 'X'} "
                       f"{a.counter} counters")
    elif a.name == "as_enters_choose":
        _enters(m)
        m.add("repl_op", k, F("choose", [F(a.counter or "")]))
        m.words.append(f"a replacement effect (614.12): a {a.counter} chosen as it enters (the object's choice)")
    elif a.name == "pay_life_or_tapped":
        _enters(m)
        if a.amount is None:
            raise Unmeant(a.words, "X life")
        m.add("repl_option", k, F("pay"), F("pay_life", [N(a.amount)]))
        m.add("repl_option", k, F("dont_pay"), F("tapped"))
        m.words.append(f"a replacement effect (614.12): its controller pays {a.amount} life or it enters tapped")
    elif a.name == "prevent_next":
        if a.amount is None:
            raise Unmeant(a.words, "X damage")
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        m.add("target_count", k, N(1), N(1))
        m.add("targets_players", k)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("shield", [N(a.amount)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on any target (115.4)")
    elif a.name in ("exile_instead_all", "exile_instead_opponents"):
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        if a.name == "exile_instead_opponents":
            m.add("repl_if", k, F("affected", [F("card")]))
            m.add("repl_if", k, F("owner", [F("opponent")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        m.words.append("a replacement effect (614.1a): exiled instead of put into a"
                       + ("n opponent's graveyard" if a.name == "exile_instead_opponents" else " graveyard"))
    elif a.name == "permanents_enter_tapped":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("enter"))
        m.add("repl_op", k, F("tapped"))
        m.words.append("a replacement effect (614.1c): every permanent enters tapped")
    elif a.name == "life_total_cant_change":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("life_change"))
        m.add("cant_if", k, F("affected", [F("you")]))
        m.words.append("614.17, 119.8: its controller's life total can't change")
    elif a.name == "double_life_gain":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("gain"))
        m.add("repl_if", k, F("affected", [F("you")]))
        m.add("repl_op", k, F("times", [N(2)]))
        m.words.append("a replacement effect (614.1a): its controller gains twice the life")
    elif a.name == "prevent_next_self":
        if a.amount is None:
            raise Unmeant(a.words, "X damage")
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("source")]))
        m.add("repl_op", k, F("shield", [N(a.amount)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on the object itself")
    elif a.name in ("exile_instead_anywhere", "exile_instead_dies"):
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("zone"))
        if a.name == "exile_instead_dies":  # 700.4: dies is put into a graveyard from the battlefield
            m.add("repl_if", k, F("from", [F("battlefield")]))
        m.add("repl_if", k, F("to", [F("graveyard")]))
        m.add("repl_if", k, F("affected", [F("self")]))
        m.add("repl_op", k, F("move_to", [F("exile")]))
        if a.name == "exile_instead_anywhere":
            m.add("functions_anywhere", k)
        m.words.append("a replacement effect (614.1a): exiled instead of put into a graveyard"
                       + (" from anywhere" if a.name == "exile_instead_anywhere" else " from the battlefield"))
    else:
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("destroy"))
        if a.target is not None:
            _target(m, a.target)
        m.add("repl_if", k, F("affected", [F("targeted" if a.target else "source")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append(f"regeneration (701.19) of {a.target.render() if a.target else 'itself'}: a shield replacing "
                       "its next destruction (614.8)")


@ability.register
def _(a: s.CountedPT, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))
    count = F("count", [named_selector(m, a.group)])
    if a.toughness_too:
        _op(m, "l7a", F("cda_pt", [count, count]))
    else:
        _op(m, "l7a", F("set_toughness" if a.toughness_only else "set_power", [count]))
    what = "power and toughness" if a.toughness_too else ("toughness" if a.toughness_only else "power")
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its {what} = the number of "
                   f"{a.group.render()}")


def questions_of(facts: list[clingo.Symbol] | tuple[clingo.Symbol, ...], key: clingo.Symbol) -> frozenset[str]:
    """The questions an ability's facts matter to: layers (layer_of), combat (combat_meaning, or a
    keyword combat reads), replace (replaces)."""
    found = set()
    for f in facts:
        if f.name == "layer_of":
            found.add("layers")
        elif f.name == "combat_meaning":
            found.add("combat")
        elif f.name in ("replaces", "cant"):
            found.add("replace")
        elif f.name == "does" and f.arguments[2].name == "gain":
            granted = f.arguments[2].arguments[0]
            if _combat_term(granted):
                found.add("combat")
    if _combat_term(key):
        found.add("combat")
    if key.name == "protection_from" or key.name == "kw" and key.arguments[0].name in REPLACE_KEYWORDS:
        found.add("replace")
    return frozenset(found)


def _combat_term(term: clingo.Symbol) -> bool:
    if term.type != clingo.SymbolType.Function:
        return False
    if term.name in ("protection_from", "landwalk", "cant_be_blocked_by"):
        return True
    return term.name == "kw" and term.arguments[0].name in COMBAT_KEYWORDS
