"""The frame of a meaning (Meaning, the ability key), the keywords (702) and the subjects ("who": selectors
of asp/selectors.lp), and which questions an ability's facts matter to."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import clingo

from pysolver.cards.arguments import ARG_CLASSES
from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.words import TRIGGERED_KEYWORD_NAMES
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String


# 702: the keywords read as the engine's kw/1 terms (encodings/abilities/keywords.lp): those a
# question reads and models (combat: evasion, defender, haste; replace: indestructible, infect, wither:
# damage to a creature as -1/-1 counters, 120.3d, 702.80a, asp/replace/events.lp; layers: changeling and
# devoid), and those no question of the engine reads (first strike, trample ...: accepted, they block
# nothing; among them the keywords that are triggered abilities, flanking and mentor ...). Banding (702.22)
# is read by combat: the bands an attack may declare (508.1e), what becomes blocked with them (702.22h;
# pysolver.questions.combat.bands). Phasing and "bands with other" have meanings the engine does not
# model: refused.
COMBAT_KEYWORDS = frozenset({"flying", "reach", "shadow", "horsemanship", "fear", "intimidate", "skulk", "menace",
                             "defender", "haste", "banding"})
REPLACE_KEYWORDS = frozenset({"indestructible", "infect", "wither"})
KNOWN_KEYWORDS = COMBAT_KEYWORDS | REPLACE_KEYWORDS | frozenset({
    "changeling", "deathtouch", "double_strike", "first_strike", "flash", "hexproof", "lifelink", "shroud",
    "split_second", "trample", "vigilance", "prowess", "flanking"}) | TRIGGERED_KEYWORD_NAMES
LAYERS = {"l7d": "613.4d layer 7d (switching)",
          "l2": "613.1b layer 2 (control)", "l4": "613.1d layer 4 (types)", "l5": "613.1e layer 5 (colour)",
          "l6": "613.1f layer 6 (abilities)", "l7b": "613.4b layer 7b (base power and toughness)",
          "l7c": "613.4c layer 7c (power and toughness changes)"}


@dataclass(frozen=True)
class Inner:
    """What the compiler made of the text of a quoted ability (113.1), read as a line of its own:
    accepted (its key, definition facts, meaning in words) or refused (key None: the words not
    understood and why); the questions it may matter to either way."""

    text: str
    key: clingo.Symbol | None
    facts: tuple[clingo.Symbol, ...]
    questions: frozenset[str]
    meaning: str = ""
    unknown: str = ""
    reason: str = ""


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
    # the choice a part of a one-shot effect exists for (op_if/4: "if ~ was kicked", 702.33d)
    guard: clingo.Symbol | None = None
    # which of the effect's targets a sentence's parts are for (op_for/4: "another target creature ...")
    target_index: int | None = None
    # the targets of actions at resolution, and the targets a layer effect names by "it" (608.2c)
    action_targets: list[s.Target | None] = field(default_factory=list)
    named_targets: list[s.Target] = field(default_factory=list)
    # the compiler of a quoted ability's text (the line's own compiler: the same grammar and acceptance)
    quoted: Callable[[str], Inner] | None = None
    # the keyword whose cost the sentence after its grant gives, and that sentence (meaning/unread_keywords.py)
    keyword_cost: tuple[str, str] | None = None
    # the predicates of the list being read, for a predicate whose meaning another of the same effect decides ("is
    # a creature in addition to its other types and has base power and toughness ...": 208.3; "an Insect artifact
    # creature ... loses all other card types": 205.1a)
    siblings: tuple[object, ...] = ()

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
def ability_term(k: s.Term) -> clingo.Symbol:
    """The engine's term for the keyword a group's filter names ("with flying", "without islandwalk")."""
    return keyword_term(s.Landwalk((), k) if k.text.endswith("walk") else s.Keyword(k))


def keyword_term(k: s.KeywordAbility) -> clingo.Symbol:
    """The engine's term for a keyword ability: kw(flying), protection_from(green), landwalk(swamp),
    enchant(creature), equip(2) (encodings/abilities/keywords.lp)."""
    if isinstance(k, (s.QuotedAbility, s.Crew)):
        raise Unmeant(k.render(), "a quoted ability or crew is granted, not printed")
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
        if not k.adjectives and k.noun.text == "player":  # 702.5d: attached to a player
            return F("enchant", [F("player")])
        if k.adjectives or k.noun.word is None and k.noun.text != "permanent" or k.noun.text.endswith("s"):
            raise Unmeant(k.render(), "only \"enchant\" a permanent or a permanent card type has a meaning")
        value = k.noun.word.value if k.noun.word else "permanent"
        if not _accepts("permanent_kind", value):
            raise Unmeant(k.render(), "only \"enchant\" a permanent or a permanent card type has a meaning")
        return F("enchant", [F(value)])
    if isinstance(k, s.Toxic):  # 702.164a: toxic N (a number, never X)
        if not k.amount.isdigit() or int(k.amount) < 1:
            raise Unmeant(k.render(), "only toxic of a positive number has a meaning")
        return F("toxic", [N(int(k.amount))])
    if isinstance(k, s.Ward):  # 702.21a: ward {N}, a cost of generic mana
        generic = k.cost[1:-1]
        if k.cost.count("{") != 1 or not generic.isdigit():
            raise Unmeant(k.render(), "only a ward cost of generic mana has a meaning")
        return F("ward", [N(int(generic))])
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
    if cw.cls in ("creature_type", "land_type", "artifact_type", "enchantment_type", "planeswalker_type",
                  "spell_type"):
        return F("subtype", [F(cw.value)])
    raise Unmeant(word.render(), "a word with no selector condition")


def group_conditions(g: s.Group | s.Target, host: bool = False) -> list[tuple[str, clingo.Symbol]]:
    """The conditions (sign, condition) of a group's one alternative (asp/selectors.lp); with `host`, "its" of "its
    controller's graveyard" is what the source is attached to."""
    conds: list[tuple[str, clingo.Symbol]] = []
    if isinstance(g, s.Group) and g.status is not None:
        raise Unmeant(g.render(), "a combat status (506.4) read only as a static ability's own set "
                                  "(meaning/combat_statuses.py)")
    if g.relative is not None and g.relative.startswith(("target", "defending", "blocking", "the active")):
        raise Unmeant(g.render(), "the objects a target, defending or active player controls, as a selector")
    for adj in g.adjectives:
        # 105.2c, 105.2b: no colour, two or more; 111.1; 700.9: modified (asp/selectors.lp)
        if adj.text in ("colorless", "multicolored", "nontoken", "modified", "commander"):
            # (903.3: "commander creatures", those of them that are commanders, the object's `commander`)
            conds.append(("pos", F(adj.text)))
        elif adj.text == "face-down":  # 708.2, 110.5: a status of the permanent
            conds.append(("pos", F("face_down")))
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
    elif noun.text == "commanders":  # 903.3, 903.3d: the permanents that are commanders
        conds.append(("pos", F("commander")))
    elif noun.text not in ("permanent", "permanents"):
        if noun.negated:
            raise Unmeant(noun.render(), "a negated noun")
        conds.append(("pos", _class_cond(noun)))
    if isinstance(g, s.Group):
        if g.other:
            conds.append(("pos", F("other")))
        if g.zone:
            if g.zone != "on the battlefield":  # (selectors.lp: an alternative picks permanents by default)
                where = {"in your hand": "hand", "in your opponents' hands": "hand", "in exile": "exile",
                         "in its controller's hand": "hand"}.get(g.zone, "graveyard")  # 406: exile too
                conds.append(("pos", F("zone", [F(where)])))
            if g.zone in ("in your graveyard", "in your hand"):
                conds.append(("pos", F("you_own")))
            if g.zone == "in the chosen player's graveyard":  # 404.2: owned by the player chosen as it entered
                conds.append(("pos", F("chosen_player_owns")))
            # 404.2, 402.1, 102.2: a card is in its owner's graveyard or hand: in an opponent's, one "you" do not own
            if g.zone in ("in your opponents' graveyards", "in your opponents' hands"):
                conds.append(("neg", F("you_own")))
            # 109.5: "its controller's": the controller of the object "it" names, read only where it is what the
            # source is attached to (`host`: asp/selectors.lp host_controller_owns)
            if g.zone.startswith("in its controller's"):
                if not host:
                    raise Unmeant(g.render(), "\"its controller\" of an object other than what the source is "
                                              "attached to")
                conds.append(("pos", F("host_controller_owns")))
    if isinstance(g, s.Group) and g.attached_to is not None:  # 303.4, 301.5: attached to the source
        conds.append(("pos", F("attached_to_source")))
    if isinstance(g, s.Group) and g.chosen is not None:  # the choice made as its source entered (614.12)
        # (or, "of the creature type of your choice", as the effect resolved: its `choices`, 608.2d)
        chosen = {"color": "chosen_color", "first chosen type": "first_chosen_land_type"}.get(g.chosen, "chosen_type")
        conds.append(("pos", F(chosen)))
    if isinstance(g, s.Group) and g.counter is not None:  # 122.1: of the kind, or ("with counters on them") of any
        if g.counter_at_least > 1:  # "with three or more level counters on it" (asp/selectors.lp counters(K,N))
            conds.append(("pos", F("counters", [S(g.counter[0]), N(g.counter_at_least)])))
        else:
            conds.append(("pos", F("counter", [S(g.counter[0])]) if g.counter[0] else F("counters_any", [N(1)])))
    if isinstance(g, s.Group) and g.attachment is not None:  # 301.5, 303.4: an Equipment / Aura attached to it
        conds.append(("pos", F(g.attachment.replace(" ", "_"))))
    if isinstance(g, s.Group) and g.tapped is not None:  # 110.5: a status no continuous effect changes
        conds.append(("pos" if g.tapped == "tapped" else "neg", F("tapped")))
    if isinstance(g, s.Group) and g.filter is not None:  # 113.3: an ability it has (as the effect applies)
        f = g.filter
        if f.how == "with no abilities":  # 113.1: none at all, read as the effect applies (613.1f: after layer 6)
            conds.append(("pos", F("no_abilities")))
        elif f.how == "named ~":  # 201.2: the name the source has (asp/selectors.lp's same_name)
            conds.append(("pos", F("same_name")))
        elif f.names:  # 201.2: one alternative a name (group_alternatives), never one condition
            raise Unmeant(g.render(), "several names read only as a selector's alternatives")
        elif f.amount is not None or f.than is not None or f.how == "with" and len(f.keywords) != 1:
            raise Unmeant(g.render(), "a group of a power or with one of several abilities (only the combat "
                                      "rules read those)")
        # "without A or B": having neither (the combat filter's lacks(either(A, B)))
        conds.extend(("neg" if f.how == "without" else "pos", F("ability", [ability_term(k)])) for k in f.keywords)
    relative = {"you control": "you_control", "your opponents control": "opponent_controls",
                "an opponent controls": "opponent_controls", "you own": "you_own",
                # 303.4a, 109.5: the player the source (an Aura with "enchant player") is attached to
                "enchanted player controls": "enchanted_player_controls"}
    if g.relative == "you don't control":  # 109.5: any player but the effect's controller
        conds.append(("neg", F("you_control")))
    elif g.relative == "you control but don't own":  # 108.3, 109.4: controlled by "you", owned by another player
        conds.append(("pos", F("you_control")))
        conds.append(("neg", F("you_own")))
    elif g.relative == "you cast":  # 601.2a, 707.10: the spells its controller cast, no copy (asp/selectors.lp)
        conds.extend((("pos", F("you_cast")), ("pos", F("nontoken"))))
    elif g.relative:
        conds.append(("pos", F(relative[g.relative])))
    return conds


def selector_conditions(g: s.Group, host: bool = False) -> list[tuple[str, clingo.Symbol]]:
    """group_conditions of a selector's alternative (asp/selectors.lp): "all permanents", a group of no other
    condition, is every object on the battlefield (110.1), written so, since an alternative exists by its conditions."""
    return group_conditions(g, host) or [("pos", F("zone", [F("battlefield")]))]


def self_condition(m: Meaning, sel: clingo.Symbol, cond: clingo.Symbol, words: str) -> None:
    """604.1: the effect exists while the object itself meets `cond` (a condition of asp/selectors.lp): the selector
    `sel` of the object itself so, condition at_least(1, Sel); `words` say it."""
    m.add("scope", sel, N(1), F("pos"), F("self"))
    m.add("scope", sel, N(1), F("pos"), cond)
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(words)


def scope_facts(m: Meaning, sel: clingo.Symbol, subject: s.Affected) -> str:
    """scope/4 of a selector for a subject; returns whom it picks, in words."""
    if isinstance(subject, s.SelfRef):
        m.add("scope", sel, N(1), F("pos"), F("self"))
        return "itself"
    if isinstance(subject, s.Attached):
        m.add("scope", sel, N(1), F("pos"), F("attached"))
        return f"the {subject.noun.render()} it is attached to"
    if isinstance(subject, (s.GroupUnion, s.ThatsEither)):  # 611.3a: the objects of any of its kinds
        groups = subject.groups()
        if groups is None:
            raise Unmeant(subject.render(), "a controller said with some kinds of a union but not all")
        for alt, group in enumerate(groups, start=1):
            for sign, cond in selector_conditions(group):
                m.add("scope", sel, N(alt), F(sign), cond)
        return subject.render()
    if isinstance(subject, s.SpellGroup):  # 112.1, 611.3a: one alternative a card type, on the stack
        for alt, card_type in enumerate(subject.types, start=1):
            if card_type.render() == "land":  # 305.9: a land is never a spell
                raise Unmeant(subject.render(), "land spells")
            kind = s.Group(None, None, subject.adjectives, card_type, subject.relative, None)
            for sign, cond in selector_conditions(kind):
                m.add("scope", sel, N(alt), F(sign), cond)
            m.add("scope", sel, N(alt), F("pos"), F("zone", [F("stack")]))
        return subject.render()
    if isinstance(subject, s.CastSpells):  # 112.1, 601.2a, 611.3a: one alternative a card type, on the stack
        for alt, card_type in enumerate(subject.types or (None,), start=1):
            kinds = subject.adjectives + ((card_type,) if card_type else ())
            if any(k.render() == "land" for k in kinds):  # 305.9: a land is never a spell
                raise Unmeant(subject.render(), "land spells")
            kind = s.Group(None, None, kinds, s.Term("permanents"), "you cast", None)
            for sign, cond in group_conditions(kind):
                m.add("scope", sel, N(alt), F(sign), cond)
            m.add("scope", sel, N(alt), F("pos"), F("zone", [F("stack")]))
        return subject.render()
    if isinstance(subject, s.PairMembers):  # 702.95b: "each of those creatures": one alternative each (611.3a)
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(2), F("pos"), F("paired"))
        return "itself and the creature it is paired with"
    if isinstance(subject, s.EveryObject):  # 109.1: every object, in every zone (asp/selectors.lp's anywhere)
        m.add("scope", sel, N(1), F("pos"), F("anywhere"))
        return subject.render()
    assert isinstance(subject, s.Group)
    # ("permanent cards", "historic": one alternative a kind, 110.4a, 700.6, 611.3a)
    for alt, conds in enumerate(group_alternatives(subject), start=1):
        for sign, cond in conds:
            m.add("scope", sel, N(alt), F(sign), cond)
    return subject.render()


def named_selector(m: Meaning, g: s.Group | s.CountedUnion, host: bool = False) -> clingo.Symbol:
    """A selector a count or condition reads, named by its words ("artifacts you control" ->
    artifacts_you_control, as the library names them), with its scope/4 (a union of two kinds: one
    alternative a kind, 611.3a, so that an object of both is counted once). With `host`, "attached to it"
    names what the source is attached to ("enchanted creature ... attached to it": attached_to_attached,
    a selector named host_...), not the source, and "its controller's graveyard" the cards its controller owns there
    (109.5: host_controller_owns)."""
    # a term of clingo's: the words' signs spelt out ("+1/+1 counter" -> plus1_plus1_counter)
    name = ("host " if host else "") + normal_word(g.render()).replace("+", "plus").replace("/", "_")
    sel = F(re.sub(r"[^a-z0-9_]", "_", name))
    alternatives = [alt for group in (g.groups() if isinstance(g, s.CountedUnion) else (g,))
                    for alt in group_alternatives(group, host)]
    for alt, conds in enumerate(alternatives, start=1):
        for sign, cond in conds:
            if host and cond == F("attached_to_source"):
                cond = F("attached_to_attached")
            m.add("scope", sel, N(alt), F(sign), cond)
    return sel


# 110.4a: a permanent card is an artifact, battle, creature, enchantment, land or planeswalker card
PERMANENT_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def group_alternatives(g: s.Group, host: bool = False) -> list[list[tuple[str, clingo.Symbol]]]:
    """The alternatives of one group's selector (611.3a: an object of several of them is picked once): its conditions,
    or for "permanent cards in your graveyard" (110.4a) one alternative a permanent card type, and for "historic"
    (700.6) one alternative each of an artifact, a legendary and a Saga."""
    permanent = [a for a in g.adjectives if a.text == "permanent" and a.word is None]
    if g.noun.text not in ("card", "cards"):
        permanent = []
    historic = [a for a in g.adjectives if a.text == "historic" and a.word is None]
    names = g.filter.names if g.filter is not None else ()
    rest = dataclasses.replace(g, adjectives=tuple(a for a in g.adjectives if a not in permanent + historic),
                               filter=None if names else g.filter)
    conds = selector_conditions(rest, host)
    extras: list[list[tuple[str, clingo.Symbol]]] = [[]]
    if permanent:  # (a type the words exclude, "nonland permanent cards", is no alternative)
        extras = [[("pos", F("type", [F(t)]))] for t in PERMANENT_CARD_TYPES if ("neg", F("type", [F(t)])) not in conds]
    if historic:
        extras = [[*extra, ("pos", cond)] for extra in extras for cond in HISTORIC]
    if names:  # 201.2: "named A, B, and C": one alternative a name
        extras = [[*extra, ("pos", F("name", [S(n)]))] for extra in extras for n in names]
    return [[*conds, *extra] for extra in extras]


# 700.6: an object is historic if it has the legendary supertype, the artifact card type, or the Saga subtype
HISTORIC = (F("type", [F("artifact")]), F("supertype", [F("legendary")]), F("subtype", [F("saga")]))


def questions_of(facts: list[clingo.Symbol] | tuple[clingo.Symbol, ...], key: clingo.Symbol) -> frozenset[str]:
    """The questions an ability's facts matter to: layers (layer_of), combat (combat_meaning, or a
    keyword combat reads), replace (replaces, cant, damage_as)."""
    found = set()
    for f in facts:
        if f.name in ("layer_of", "game_rule"):  # (a game rule: the state-based actions of the layers' answer)
            found.add("layers")
        elif f.name == "combat_meaning":
            found.add("combat")
        elif f.name in ("replaces", "cant", "damage_as", "damage_to_you_as"):
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
