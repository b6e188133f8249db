"""Boards no game can reach, refused with the field and the rule: each field may be right alone while
the fields together describe what the rules never allow (an Aura in the hand attached to something, a
tapped card in a library, two spells resolved at the same moment).
"""

from __future__ import annotations

from pysolver.scenario.context import Context
from pysolver.scenario.model import Effect, GameObject

# what a card outside the battlefield cannot have (110.5: status is a permanent's; 120.6: damage is
# marked on a permanent; 122.2, 400.7: counters cease to exist when an object changes zones, and
# none are put on a card in a hidden zone)
NO_COUNTERS_ZONES = ("library", "hand")


def check_objects(cx: Context, objects: list[GameObject]) -> None:
    """Refuse an object whose zone, status, damage, counters or attachment no game allows together."""
    index = {obj.id: i for i, obj in enumerate(objects)}
    for i, obj in enumerate(objects):
        path = f"objects[{i}]"
        if obj.zone == "battlefield" and {"instant", "sorcery"} & set(obj.printed.types):
            kind = "an instant" if "instant" in obj.printed.types else "a sorcery"
            raise cx.fail(f"{path}.zone", f"{obj.id} is {kind}: an instant or sorcery never enters the battlefield "
                                          "(304.4, 307.4)")
        if obj.level is not None and "class" not in obj.printed.subtypes:
            raise cx.fail(f"{path}.level", f"{obj.id} is not a Class: only a Class has a level (716.2a; a leveler's "
                                           "level is its level counters, `counters: {level: N}`, 702.87c)")
        if obj.level is not None and obj.level != 1:
            # (the levels' module imports the compiled library's, which a board stating no level never needs)
            from pysolver.cards.levels import class_levels

            if obj.level not in class_levels(obj.printed.abilities):
                raise cx.fail(f"{path}.level", f"{obj.id} has no level ability that makes it level {obj.level} "
                                               "(716.2a: a Class is level 1 until its \"[cost]: Level N\" abilities "
                                               "make it level N)")
        if obj.zone != "battlefield":
            if obj.level is not None:
                raise cx.fail(f"{path}.level", f"{obj.id} is in the {obj.zone}: only a Class on the battlefield has a "
                                               "level (716.2a: it gains levels by activating its level abilities; a "
                                               "card that left the battlefield is a new object, 400.7)")
            if obj.tapped:
                raise cx.fail(f"{path}.tapped", f"{obj.id} is in the {obj.zone}: only a permanent is tapped (110.5)")
            if obj.monstrous:
                raise cx.fail(f"{path}.monstrous", f"{obj.id} is in the {obj.zone}: only a permanent is monstrous, "
                                                   "until it leaves the battlefield (701.37b, 400.7)")
            if obj.renowned:
                raise cx.fail(f"{path}.renowned", f"{obj.id} is in the {obj.zone}: only a permanent is renowned, "
                                                  "until it leaves the battlefield (702.112b, 400.7)")
            if obj.entered_this_turn:
                raise cx.fail(f"{path}.entered_this_turn", f"{obj.id} is in the {obj.zone}: only a permanent entered "
                                                           "the battlefield this turn as this object (400.7)")
            if obj.damage:
                raise cx.fail(f"{path}.damage", f"{obj.id} is in the {obj.zone}: damage is marked on a permanent "
                                                "(120.3, 120.6) and a card that left the battlefield is a new object "
                                                "(400.7)")
            if obj.damaged_by:
                raise cx.fail(f"{path}.damaged_by", f"{obj.id} is in the {obj.zone}: a card that left the battlefield "
                                                    "is a new object, dealt no damage this turn (400.7)")
        if obj.commander and obj.token:
            raise cx.fail(f"{path}.commander", f"{obj.id} is a token: a commander is a card designated as one (903.3; "
                                               "a token is no card, 108.2, and a copy of a commander is no commander)")
        if obj.entered_this_turn and not obj.summoning_sick:
            raise cx.fail(f"{path}.summoning_sick", f"{obj.id} entered the battlefield this turn: its controller has "
                                                    "not controlled it continuously since the turn began (302.6)")
        if obj.zone in NO_COUNTERS_ZONES and obj.counters:
            raise cx.fail(f"{path}.counters", f"{obj.id} is in the {obj.zone}: counters cease to exist when an object "
                                              f"changes zones (122.2, 400.7), and none are put on a card in the "
                                              f"{obj.zone}")
        if obj.attached_to is not None:
            _check_attachment(cx, obj, objects, index, f"{path}.attached_to")
        if obj.attached_to_player is not None and (obj.zone != "battlefield" or obj.attached_to is not None
                                                   or "aura" not in {t.lower() for t in obj.printed.subtypes}):
            raise cx.fail(f"{path}.attached_to_player", f"{obj.id} is attached to a player only as an Aura on the "
                                                        "battlefield attached to nothing else (303.4a, 701.3a)")
    _check_pairs(cx, objects, index)


def _check_pairs(cx: Context, objects: list[GameObject], index: dict[str, int]) -> None:
    """702.95a-b, d: a pair is two permanents on the battlefield, each paired with the other only; `paired_with` may
    be given on either side or both (they must agree), and is made to name each side's partner."""
    named: dict[str, str] = {}  # an object -> the first object that names it as its partner
    for i, obj in enumerate(objects):
        if obj.paired_with is None:
            continue
        path, partner = f"objects[{i}].paired_with", objects[index[obj.paired_with]]
        if named.setdefault(partner.id, obj.id) != obj.id:
            raise cx.fail(path, f"{partner.id} is also named by {named[partner.id]}: a creature is paired with only "
                                "one other creature (702.95d)")
        for member in (obj, partner):
            if member.zone != "battlefield":
                raise cx.fail(path, f"{member.id} is in the {member.zone}: only creatures on the battlefield are "
                                    "paired (702.95a; 702.95e: one that leaves the battlefield becomes unpaired)")
        if partner.paired_with not in (None, obj.id):
            raise cx.fail(path, f"{obj.id} is paired with {partner.id}, which is paired with {partner.paired_with}: "
                                "a creature is paired with only one other creature, and a pair is the two of them "
                                "(702.95d)")
    for obj in objects:
        if obj.paired_with is not None:
            objects[index[obj.paired_with]].paired_with = obj.id


def _check_attachment(cx: Context, obj: GameObject, objects: list[GameObject], index: dict[str, int],
                      path: str) -> None:
    """An Aura, Equipment or Fortification is a permanent attached to a permanent (701.3a, 303.4,
    301.5); no chain of attachments comes back. (A creature is attached to nothing: check_attached_creatures.)"""
    host = objects[index[obj.attached_to]] if obj.attached_to in index else None
    if obj.zone != "battlefield":
        raise cx.fail(path, f"{obj.id} is in the {obj.zone}: only a permanent is attached to something (701.3a)")
    if host is None:
        return
    if host.zone != "battlefield":
        raise cx.fail(path, f"{host.id} is in the {host.zone}: an Aura, Equipment or Fortification is attached to a "
                            "permanent (301.5, 303.4, 701.3a), and a card that left the battlefield is a new object "
                            "(400.7)")
    chain, current = [obj.id], host
    while current is not None:
        chain.append(current.id)
        if current.id == obj.id:
            raise cx.fail(path, f"a cycle of attachments ({' -> '.join(chain)}): each would be attached to a "
                                "permanent attached to it (701.3a); no game reaches it")
        following = current.attached_to
        current = objects[index[following]] if following in index else None
        if len(chain) > len(objects) + 1:  # a cycle further along, found from one of its own members
            return


def check_attached_creatures(cx: Context, objects: list[GameObject], effects: list[Effect]) -> None:
    """A creature is attached to nothing (301.5c, 303.4d): an object printed as a creature is refused
    attached unless an effect of one of its own abilities resolved (a Licid's "becomes an Aura
    enchantment", 611.2), which the layers apply (704.5p reports one still a creature)."""
    own = {e.source for e in effects if e.source is not None}
    for i, obj in enumerate(objects):
        if obj.attached_to is not None and "creature" in obj.printed.types and obj.id not in own:
            raise cx.fail(f"objects[{i}].attached_to", f"{obj.id} is a creature: a creature is attached to nothing "
                                                       "(301.5c, 303.4d)")


def check_effects(cx: Context, effects: list[tuple[int, Effect]]) -> None:
    """Two spells never resolve at the same moment (608.2, 613.7a: each effect gets the timestamp of
    its resolution): the effects of resolved spells (`spell`), each with its place in `effects`."""
    seen: dict[int, int] = {}
    for i, eff in effects:
        if eff.source is not None or eff.ability is None:  # an ability of an object, or a custom effect
            continue
        if eff.timestamp in seen:
            raise cx.fail(f"effects[{i}].timestamp", f"{eff.timestamp} is also the timestamp of "
                                                     f"effects[{seen[eff.timestamp]}]: two spells never resolve "
                                                     "at the same moment (608.2, 613.7a)")
        seen[eff.timestamp] = i
