"""The meanings of predicates ("what"): 613's operations (asp/effects.lp) and combat rules (asp/combat)."""

from __future__ import annotations

import dataclasses
from functools import singledispatch

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.among_values import among_value, greatest_mv_pt, land_types_pt
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, keyword_term, named_selector
from pysolver.cards.oracle.meaning.counter_counts import counter_count_pt, life_total_pt, x_values
from pysolver.cards.oracle.meaning.counts_more import colors_pt, count_sum_pt, sharing_pt
from pysolver.cards.oracle.meaning.grants import granted_terms
from pysolver.cards.oracle.meaning.operations import add_operation
from pysolver.cards.oracle.meaning.player_values import player_count_pt, speed_pt

# 110.4: the card types a permanent can have ("still" one of them keeps every old type, 205.1b)
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
F, N, S = clingo.Function, clingo.Number, clingo.String


# ---- what -------------------------------------------------------------------------------------------------
@singledispatch
def predicate(p: object, m: Meaning, subject: s.Affected) -> None:
    """The facts of one predicate said of `subject` (one method per predicate production)."""
    raise Unmeant(getattr(p, "render", lambda: str(p))(), "a predicate with no meaning")


@predicate.register
def _(p: s.Timed, m: Meaning, subject: s.Affected) -> None:
    if p.duration.startswith("for as long as"):
        raise Unmeant(p.render(), "a \"for as long as\" duration of one part of a list")
    # a resolved effect's parts last as long as its words say; the board states which are in force
    predicate(p.predicate, m, subject)
    m.words.append(f"({p.duration})")


@predicate.register
def _(p: s.GetPT, m: Meaning, subject: s.Affected) -> None:
    # 608.2h: "for each" and X are counted as the effect applies (count/1 of asp/effects.lp)
    if isinstance(p.for_each, s.CounterCount):  # "for each age counter on it" (122.1)
        counter_count_pt(p, m, subject)
        return
    if isinstance(p.for_each, s.PlayerCount):  # "for each experience counter you have" (122.1, 103.4)
        player_count_pt(p, m)
        return
    if m.tail is not None and m.tail.defined == "your speed" and p.for_each is None:  # 702.179f
        speed_pt(p, m)
        return
    if p.additional and m.one_shot:  # 613.4c: "an additional" change of a static ability only
        raise Unmeant(p.render(), "an additional change of a resolving effect")
    if isinstance(p.for_each, (s.OwnColors, s.ColorsAmong)):  # 105.1: its own colours, or those among a group's
        own = isinstance(p.for_each, s.OwnColors)
        colors_pt(p, m, subject, F("own_colors") if own else among_value(m, p.for_each))
        return
    if isinstance(p.for_each, s.CountSum):  # 608.2h: two groups counted together
        count_sum_pt(p, m)
        return
    if isinstance(p.for_each, s.SharingCount):  # 205.3m: the others sharing a creature type with "it"
        sharing_pt(p, m, subject)
        return
    if isinstance(p.for_each, (s.LandTypeCount, s.NamedCount)):  # domain (305.6), "named ~" (201.2)
        land_types_pt(p, m)
        return
    if m.tail is not None and m.tail.group is not None and (m.tail.defined or "").startswith("the greatest mana"):
        greatest_mv_pt(p, m)  # 202.3
        return
    if m.tail is not None and m.tail.defined == "your life total" and p.for_each is None:  # 119
        life_total_pt(p, m)
        return
    each, where_x = p.for_each, None
    if m.tail is not None and (m.tail.defined is not None or m.tail.group is not None and (
            getattr(m.tail.group, "status", None)
            or (m.tail.group.relative or "").startswith(("defending", "blocking", "target")))):
        resolved_count(p, m, subject)
        return
    if m.tail is not None:
        if each is not None:
            raise Unmeant(m.tail.render(), "two counts for one change")
        each, where_x = (None, m.tail.group) if m.tail.where_x else (m.tail.group, None)
        m.tail = None
    counted = each or where_x
    # "equipped creature gets +1/+0 for each Equipment attached to it": "it" is the creature the source is
    # attached to (303.4, 301.5); after any other subject but the source itself, "it" is refused
    host = counted is not None and counted.attached_to == "it" and isinstance(subject, s.Attached)
    # "enchanted creature gets -X/-X, where X is the number of creature cards in its controller's graveyard": "its"
    # is the creature the source is attached to (109.5; after another subject, refused by meaning/base.py)
    host = host or isinstance(counted, s.Group) and (counted.zone or "").startswith("in its controller's") \
        and isinstance(subject, s.Attached)
    # "each creature you control gets +2/+0 for each Equipment attached to it": "it" is each object the effect
    # applies to, its own count (asp/effects.lp's value attached_count(Sel))
    own = counted is not None and counted.attached_to == "it" and each is not None and isinstance(subject, s.Group) \
        and subject.quant == "each" and not m.one_shot
    if counted is not None and counted.attached_to == "it" and not own \
            and not isinstance(subject, (s.SelfRef, s.Attached)):
        raise Unmeant(counted.render(), "objects attached to something other than the source")
    if counted is not None and m.one_shot:  # 608.2h: a resolving effect counts once, as it resolves
        locked_count_pt(p, m, counted, where_x is not None)
        return
    values = []
    for part in p.change.text.split("/"):
        if part.lstrip("+-") == "x" and where_x is None and m.one_shot:
            # 107.3a: X of a resolved spell or ability is the value chosen for it (the board's `x`)
            values.append(F("neg", [F("x")]) if part.startswith("-") else F("x"))
        elif part.lstrip("+-") == "x":
            if where_x is None:
                raise Unmeant(p.change.render(), "X with no value")
            count = F("count", [named_selector(m, where_x, host)])
            values.append(F("neg", [count]) if part.startswith("-") else count)
        elif each is not None:
            v = int(part)
            count = F("attached_count", [named_selector(m, dataclasses.replace(each, attached_to=None))]) if own \
                else F("count", [named_selector(m, each, host)])
            # 608.2h: N for each object is the count times N (times/2, asp/effects.lp)
            values.append({1: count, -1: F("neg", [count]), 0: F("n", [N(0)])}.get(v, F("times", [count, N(v)])))
        else:
            values.append(F("n", [N(int(part))]))
    how = f" counted as it applies, the number of {counted.render()} (608.2h)" if counted else ""
    m.words.append(f"{p.change.render()}{how} ({LAYERS['l7c']})")
    add_operation(m, "l7c", F("modify_pt", values))


def locked_count_pt(p: s.GetPT, m: Meaning, counted: s.Group, where_x: bool) -> None:
    """608.2h: "target creature gets +X/+X until end of turn, where X is the number of lands you control" (Strength of
    Cedars), "... +1/+1 until end of turn for each Forest you control" (Primal Bellow): a resolving effect determines
    the number once, as it resolves, and keeps it however the board changes later: the effect's `x` (107.3c), the
    number of GROUP then (times the change's number for each), never a count of the board now."""
    values = x_values(p.change, where_x)
    how = f", where X is the number of {counted.render()}" if where_x else f" for each {counted.render()}"
    m.words.append(f"{p.change.render()}{how}, counted once as it resolved (608.2h): the effect's `x` is that number "
                   f"({LAYERS['l7c']})")
    add_operation(m, "l7c", F("modify_pt", values))


def resolved_count(p: s.GetPT, m: Meaning, subject: s.Affected) -> None:
    """608.2h: "where x is ~'s power", "for each other attacking Kavu", "for each creature blocking it": a
    value the effect determined once as it resolved (of objects and statuses the layers do not hold then):
    the board's `x` (107.3c), times the change's number for each."""
    tail = m.tail
    assert tail is not None
    m.tail = None
    if not m.one_shot or p.for_each is not None:
        raise Unmeant(tail.render(), "a value determined as it resolved outside a resolving effect")
    if tail.render().endswith(("blocking it", "type with it")) \
            and not isinstance(subject, (s.SelfRef, s.ItRef, s.Triggering)):
        raise Unmeant(tail.render(), "\"it\" in a count of what another subject gets")
    values = x_values(p.change, tail.where_x)
    what = f"the number of {tail.group.render()}" if tail.group is not None else \
        tail.defined if tail.where_x else f"the number of {tail.defined}"
    m.words.append(f"{p.change.render()}{tail.render()}: X is {what} as it resolved (608.2h), the effect's `x` "
                   f"({LAYERS['l7c']})")
    add_operation(m, "l7c", F("modify_pt", values))


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


@predicate.register
def _(p: s.Gains, m: Meaning, subject: s.Affected) -> None:
    if not m.one_shot and isinstance(subject, s.SelfRef) and any(k.render() == "flash" for k in p.grants.keywords):
        # 702.8a, 113.6: flash of the card itself works in the zones it could be played from (and so does what gives
        # it), where the engine's static abilities work on the battlefield only (604.2)
        raise Unmeant(p.render(), "flash of the card itself, which works in the zones it can be cast from (702.8a)")
    if isinstance(subject, (s.SpellGroup, s.CastSpells)) and any(k.render() == "flash" for k in p.grants.keywords):
        # 702.8a: flash works in the zone a card is cast from, where it is no spell yet (112.1)
        raise Unmeant(p.render(), "flash of spells, which works in the zones the cards are cast from (702.8a)")
    for k in p.grants.keywords:
        for term in granted_terms(k, m, m.one_shot):
            add_operation(m, "l6", F("gain", [term]))
    m.words.append(f"gains {p.grants.render()} ({LAYERS['l6']})")


@predicate.register
def _(p: s.Loses, m: Meaning, subject: s.Affected) -> None:
    if any(isinstance(k, s.UnreadKeyword) for k in p.grants.keywords):
        # a printed one is held as its line's text (pysolver.cards.compiled), not the granted one's term
        raise Unmeant(p.render(), "losing a keyword the engine holds as its text (meaning/unread_terms.py)")
    for k in p.grants.keywords:
        for term in granted_terms(k, m):
            add_operation(m, "l6", F("lose", [term]))
    m.words.append(f"loses {p.grants.render()} ({LAYERS['l6']})")


@predicate.register
def _(p: s.AddChosenType, m: Meaning, subject: s.Affected) -> None:
    if m.one_shot:
        raise Unmeant(p.render(), "the chosen type of a resolving effect")
    # 205.1b, 614.12: the creature type chosen as its source entered (the object's `choices`)
    add_operation(m, "l4", F("add_subtype", [F("chosen")]))
    m.words.append(f"is also the creature type chosen as it entered (205.1b, {LAYERS['l4']})")


@predicate.register
def _(p: s.SetChosen, m: Meaning, subject: s.Affected) -> None:
    if m.one_shot:
        raise Unmeant(p.render(), "the chosen value of a resolving effect")
    if isinstance(subject, s.Group) and subject.chosen == "first chosen type":  # which of the two chosen?
        raise Unmeant(p.render(), "\"the chosen type\" beside \"the first chosen type\"")
    # 614.12: the value chosen as its source entered (the object's `choices`) replaces the old ones
    if p.what == "color":  # 105.3
        add_operation(m, "l5", F("set_color", [F("chosen")]))
        m.words.append(f"is the colour chosen as its source entered and no other (105.3, {LAYERS['l5']})")
    elif _lands_only(subject):  # 305.7: the basic land type chosen ("choose a basic land type")
        add_operation(m, "l4", F("set_land_type", [F("chosen")]))
        m.words.append("is the basic land type chosen as its source entered and no other, with its mana ability "
                       f"(305.7, {LAYERS['l4']})")
    elif _creatures_only(subject):  # 205.1a: the creature type chosen
        add_operation(m, "l4", F("set_creature_type", [F("chosen")]))
        m.words.append(f"its creature types become the one chosen as its source entered (205.1a, {LAYERS['l4']})")
    else:
        raise Unmeant(p.render(), "a chosen type on what may be a land or a creature")


@predicate.register
def _(p: s.BecomesChosen, m: Meaning, subject: s.Affected) -> None:
    if not m.one_shot:
        raise Unmeant(p.render(), "a choice outside a resolving effect")
    # the value chosen as the effect resolved (the effect's `choices`: encodings/library.lp needs_choice)
    if p.what == "color":
        add_operation(m, "l5", F("set_color", [F("chosen")]))
        m.words.append(f"becomes the colour chosen as it resolved (105.1, {LAYERS['l5']})")
    else:
        add_operation(m, "l4", F("set_creature_type", [F("chosen")]))
        m.words.append(f"its creature types become the one chosen as it resolved (205.1a, {LAYERS['l4']})")


@predicate.register
def _(p: s.LosesAll, m: Meaning, subject: s.Affected) -> None:
    # 613.1f: "loses all other abilities" keeps those the same effect grants: within one effect its
    # removals come before its additions (asp/apply.lp), so clearing every ability and adding the
    # granted ones is exactly that (the predicate list must grant some: meaning.abilities)
    add_operation(m, "l6", F("lose_all"))
    m.words.append(f"loses all {'other ' if p.other else ''}abilities ({LAYERS['l6']})")


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
    if cw.value == "creature" and not p.printed_pt and not any(isinstance(q, (s.BasePT, s.BaseManaValuePT))
                                                               for q in m.siblings):
        # 208.3, 613.4b: "is a creature in addition to its other types and has base power and toughness ..."
        raise Unmeant(p.render(), "becoming a creature needs a power and toughness (208.3)")
    add_operation(m, layer, F(op, [F(cw.value)]))
    m.words.append(f"is also {p.word.render()} (205.1b, {LAYERS[layer]})")


def _lands_only(subject: s.Affected) -> bool:
    return _noun_only(subject, "land")


def _creatures_only(subject: s.Affected) -> bool:
    return _noun_only(subject, "creature")


def _noun_only(subject: s.Affected, kind: str) -> bool:
    """Whether what the subject names is of one card type by its noun ("enchanted land", "creatures you control")."""
    noun = subject.noun if isinstance(subject, (s.Attached, s.Group, s.Target)) else None
    return noun is not None and noun.word is not None and noun.word.value == kind


@predicate.register
def _(p: s.SetLandType, m: Meaning, subject: s.Affected) -> None:
    if not _lands_only(subject):
        raise Unmeant(p.render(), "a land type set on what may be no land")
    value = p.land_type.word.value if p.land_type.word else ""
    if value not in ("plains", "island", "swamp", "mountain", "forest"):
        raise Unmeant(p.render(), "only a basic land type is set with its mana ability (305.7)")
    add_operation(m, "l4", F("set_land_type", [F(value)]))
    m.words.append(f"is a {value} and nothing else, with its mana ability (305.7, {LAYERS['l4']})")


@predicate.register
def _(p: s.SetColor, m: Meaning, subject: s.Affected) -> None:
    add_operation(m, "l5", F("set_color", [F(p.color.word.value)]))
    m.words.append(f"is {p.color.render()} (105.3, {LAYERS['l5']})")


@predicate.register
def _(p: s.NotCardType, m: Meaning, subject: s.Affected) -> None:
    kind = p.kind.word
    if kind is None or kind.plural or kind.value not in ("creature", "artifact", "enchantment", "land"):
        raise Unmeant(p.render(), "only a permanent's card type is removed")
    add_operation(m, "l4", F("remove_type", [F(kind.value)]))
    m.words.append(f"{p.render()} (205.1a: that card type removed, and its subtypes no other card type of it has; "
                   f"{LAYERS['l4']})")


@predicate.register
def _(p: s.SetColorless, m: Meaning, subject: s.Affected) -> None:
    add_operation(m, "l5", F("colorless"))
    m.words.append(f"is colourless (105.2c, {LAYERS['l5']})")


@predicate.register
def _(p: s.EveryCreatureType, m: Meaning, subject: s.Affected) -> None:
    if p.creature.word is None or p.creature.word.value != "creature" or p.creature.word.plural:
        raise Unmeant(p.render(), "only \"every creature type\" has a meaning")
    add_operation(m, "l4", F("all_creature_types"))
    m.words.append(f"is every creature type (205.3m, {LAYERS['l4']})")


@predicate.register
def _(p: s.AddSupertype, m: Meaning, subject: s.Affected) -> None:
    word = p.supertype.word
    if word is None or word.cls != "supertype":
        raise Unmeant(p.render(), "a supertype with no rules word")
    add_operation(m, "l4", F("add_supertype", [F(word.value)]))
    m.words.append(f"{p.render()} (205.4a: the supertype added, its other supertypes kept; {LAYERS['l4']})")


@predicate.register
def _(p: s.BasePT, m: Meaning, subject: s.Affected) -> None:
    if (p.power is None or p.toughness is None) and not m.one_shot:
        raise Unmeant(p.text, "X with no value")
    add_operation(m, "l7b", F("set_pt", [_pt_value(v, m) for v in p.text.split("/")]))
    m.words.append(f"has base power and toughness {p.text} ({LAYERS['l7b']})")


@predicate.register
def _(p: s.AlsoHas, m: Meaning, subject: s.Affected) -> None:
    # 613.1f: a keyword after "has base power and toughness N/N", granted as "has KEYWORD" is
    predicate(s.Gains("has", s.Grants((p.keyword,), False)), m, subject)


@predicate.register
def _(p: s.Becomes, m: Meaning, subject: s.Affected) -> None:
    if not p.types and not p.subtypes and not p.colors:
        raise Unmeant(p.render(), "becoming nothing")
    if p.pt and p.base_pt:
        raise Unmeant(p.render(), "two powers and toughnesses")
    # 205.1a: new card types and creature types replace the old ones; 205.1b: "it's still a land" ("that's still a
    # planeswalker": a permanent's card type, 110.4) or "in addition to its other types" keeps every old one
    if p.still is not None and (p.still.word is None or p.still.word.value not in PERMANENT_TYPES):
        raise Unmeant(p.render(), "only \"still\" a permanent's card type (110.4) is read")
    keep = m.still or p.in_addition is not None or p.still is not None
    # 205.1b: "becomes an artifact creature" keeps every old card type and subtype, "a [creature
    # types] artifact creature" every old one but the creature types, which it replaces; 205.1a: unless the
    # same effect says it "loses all other ... card types" (Darksteel Mutation)
    replaced = any(isinstance(q, s.LosesOtherKinds) for q in m.siblings)
    artifact_creature = [t.word.value for t in p.types] == ["artifact", "creature"] and not replaced
    if artifact_creature and any(st.word.cls != "creature_type" for st in p.subtypes):
        raise Unmeant(p.render(), "an artifact creature with a subtype of another list (205.1b names creature types)")
    for t in p.types:
        add_operation(m, "l4", F("add_type" if keep or artifact_creature else "set_type", [F(t.word.value)]))
    for st in p.subtypes:
        if keep:
            added = "add_land_type" if st.word.cls == "land_type" else "add_subtype"
            add_operation(m, "l4", F(added, [F(st.word.value)]))
        elif st.word.cls == "creature_type":
            add_operation(m, "l4", F("set_creature_type", [F(st.word.value)]))
        elif st.word.cls in ("enchantment_type", "artifact_type"):
            # 205.1a: an Aura / an Equipment set with its card type replaces the old subtypes of that list
            add_operation(m, "l4", F("set_subtype", [F(st.word.value)]))
        elif st.word.cls == "land_type" and st.word.value in ("plains", "island", "swamp", "mountain", "forest"):
            add_operation(m, "l4", F("set_land_type", [F(st.word.value)]))  # 305.7
        else:
            raise Unmeant(st.render(), "setting a subtype of this kind has no operation in the engine")
    if p.all_creature_types is not None:
        if p.all_creature_types.render() != "creature":
            raise Unmeant(p.all_creature_types.render(), "only \"all creature types\" is read")
        add_operation(m, "l4", F("all_creature_types"))
    # 105.3: a colour replaces the old ones, unless "in addition to its other colors" keeps them (205.1b)
    kept_colors = (p.in_addition or "").endswith("other colors and types")
    if len(p.colors) == 1 and p.colors[0].render() == "colorless":
        if kept_colors:
            raise Unmeant(p.render(), "colourless in addition to its other colours")
        add_operation(m, "l5", F("colorless"))
    else:
        for c in p.colors:
            add_operation(m, "l5", F("add_color" if kept_colors else "set_color", [F(c.word.value)]))
    if p.grants:
        aura = "aura" in {st.word.value for st in p.subtypes}
        for k in p.grants.keywords:
            # 702.5a, 704.5m: become an Aura, it has the enchant ability given (read by the layers' state-based check)
            for term in [keyword_term(k)] if aura and isinstance(k, s.Enchant) else granted_terms(k, m):
                add_operation(m, "l6", F("gain", [term]))
    pt = p.pt or p.base_pt
    if pt and p.pt_mana_value:
        raise Unmeant(p.render(), "two powers and toughnesses")
    if pt:
        add_operation(m, "l7b", F("set_pt", [_pt_value(v, m) for v in pt.split("/")]))
    elif p.pt_mana_value:  # 202.3: read as a static ability applies (611.3a); once, as a one-shot resolved (608.2h)
        mana_value = F("x") if m.one_shot else F("mv")
        add_operation(m, "l7b", F("set_pt", [mana_value, mana_value]))
    if p.name:  # 612.8, 613.1c: an effect that changes a name is a text-changing effect, layer 3
        add_operation(m, "l3", F("set_name", [clingo.String(p.name)]))
    if p.colors and p.colors[0].render() == "colorless" and len(p.colors) > 1:
        raise Unmeant(p.render(), "colourless and a colour")
    kept_kind = (p.in_addition or "").split()[-2:-1]  # "its other creature types": creature
    if kept_kind and kept_kind[0] not in ("other", "and") and (p.types or p.colors or any(
            st.word.cls != f"{kept_kind[0]}_type" for st in p.subtypes)):
        raise Unmeant(p.render(), f"only {kept_kind[0]} types are added \"in addition to its other "
                                  f"{kept_kind[0]} types\" (205.1b)")
    if p.in_addition and not p.types and not p.subtypes:
        raise Unmeant(p.render(), f"\"in addition to {p.in_addition}\" with no type")
    kept = " (its other types kept, 205.1b)" if keep else " (its old types replaced, 205.1a)"
    if artifact_creature and not keep:
        kept = " (its other card types and subtypes kept, " + ("its creature types replaced, " if p.subtypes else "") \
            + "205.1b)"
    if kept_colors:
        kept = " (its other colours and types kept, 205.1b, 105.3)"
    elif not p.types and not p.subtypes:
        kept = " (105.3)"
    if p.pt_mana_value:
        kept += (": X its mana value as it resolved (608.2h), the effect's `x`" if m.one_shot
                 else ": its mana value as the effect applies")
    m.words.append(f"{p.render()}{kept} (layers {3 if p.name else 4}-7b)")


def _pt_value(text: str, m: Meaning) -> clingo.Symbol:
    if text == "x" and m.one_shot:  # 107.3a: X of a resolved ability, the value chosen for it (the board's `x`)
        return F("x")
    if not text.isdigit():
        raise Unmeant(text, "a power or toughness of no fixed value")
    return F("n", [N(int(text))])
