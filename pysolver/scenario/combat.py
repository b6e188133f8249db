"""The `combat` section of a scenario (docs/combat.md): the declared attackers (508.1) and blockers
(509.1) to check. What only the layers can tell (whether an object is a creature, who controls it
after control effects) is checked here only when no effect of the scenario can change it; the
rest is checked against the computed characteristics by the combat question itself."""

from __future__ import annotations

from typing import Any

from pysolver.scenario.context import Context
from pysolver.scenario.fields import show, sub_path, suggest
from pysolver.scenario.model import Effect, GameObject

COMBAT_KEYS = {"attackers", "blockers", "bands"}
# operations of the library that can change an object's card types or its controller
TYPE_CHANGING_OPS = {"add_type", "set_type", "copy_of", "face_down"}
CONTROL_CHANGING_OPS = {"control", "exchange_control"}


def may_change(cx: Context, effects: list[Effect]) -> tuple[bool, bool]:
    """Whether some effect of the scenario could change card types, and controllers."""
    ops = cx.library.operations
    names: set[str] = set()
    for obj in cx.objects.values():
        for ability in obj.printed.abilities:
            names |= ops.get(ability, set())
        if obj.face_down or "copy" in obj.choices:
            names.add("copy_of")
    for eff in effects:
        if eff.ability is not None:
            names |= ops.get(eff.ability, set())
        names |= {op.name for _, op in eff.parts}
    return bool(names & TYPE_CHANGING_OPS), bool(names & CONTROL_CHANGING_OPS)


def load_combat(cx: Context, raw: Any, effects: list[Effect]) -> dict[str, Any]:
    """`combat.attackers`, `combat.blockers` and `combat.bands`, with the keys the file gives."""
    ck = cx.ck
    combat = ck.mapping(raw, "combat", COMBAT_KEYS)
    types_vary, control_varies = may_change(cx, effects)

    def creature(obj: GameObject, path: str, role: str) -> None:
        if not types_vary and "creature" not in obj.printed.types:
            printed = " ".join(obj.printed.types) or "typeless"
            raise cx.fail(path, f"{obj.id} ({obj.printed.name}) is not a creature (printed: "
                                  f"{printed}) and no effect of the scenario can make it one; only "
                                  f"creatures can be {role}")

    out: dict[str, Any] = {}
    attacked_player: dict[str, str | None] = {}

    def attacker(aid: str, target: Any) -> bool:
        path = sub_path("combat.attackers", aid)
        obj = cx.objects[cx.ref(aid, path)]
        cx.on_battlefield(aid, path, "declared as an attacker")
        creature(obj, path, "declared as attackers (508.1a)")
        if not control_varies and obj.controller != cx.active:
            raise cx.fail(path, f"{aid} is controlled by {obj.controller}, but attackers are "
                                  f"declared by the active player, {cx.active} (508.1a)")
        if isinstance(target, str) and target in cx.players:
            # the controller layer 2 gives it is judged after the layers (combat.check_input)
            if not control_varies and target in (obj.controller, cx.active):
                raise cx.fail(path, f"{aid} cannot attack {target}: a creature attacks an opponent "
                                      "of its controller (508.1b)")
            attacked_player[aid] = target
        elif isinstance(target, str) and target in cx.objects:
            defender = cx.on_battlefield(target, path, "attacked")
            kinds = {"planeswalker", "battle"} & set(defender.printed.types)
            if not kinds and not types_vary:
                raise cx.fail(path, f"{target} ({defender.printed.name}) is neither a planeswalker "
                                      "nor a battle; attack a player, a planeswalker or a battle "
                                      "(508.1b)")
            own = defender.controller == obj.controller
            if kinds == {"planeswalker"} and not control_varies and own:
                raise cx.fail(path, f"{aid} cannot attack {target}: its controller also controls "
                                      "that planeswalker (508.1b)")
            attacked_player[aid] = defender.controller if kinds == {"planeswalker"} else None
        else:
            raise cx.fail(path, f"{show(target)} is neither a player nor an object of the "
                                  "scenario; expected the defending player, a planeswalker or "
                                  "a battle" + suggest(target, cx.players + list(cx.object_ids)))
        return True

    def blocker(bid: str, raw_list: Any, failed: set[str]) -> list[str]:
        path = sub_path("combat.blockers", bid)
        obj = cx.objects[cx.ref(bid, path)]
        cx.on_battlefield(bid, path, "declared as a blocker")
        creature(obj, path, "declared as blockers (509.1a)")
        if not control_varies and obj.controller == cx.active:
            raise cx.fail(path, f"{bid} is controlled by {obj.controller}, the attacking player; "
                                  "blockers are declared by a defending player (509.1a)")
        listed: list[str] = []
        for j, aid in enumerate(ck.seq(raw_list, path, "a list of the attackers it blocks")):
            sub = f"{path}[{j}]"
            if aid in failed:
                continue  # its own problem is reported
            if not isinstance(aid, str) or aid not in out["attackers"]:
                raise cx.fail(sub, f"{show(aid)} is not an attacking creature (combat.attackers)"
                                + suggest(aid, list(out["attackers"])))
            if aid in listed:
                raise cx.fail(sub, f"{aid} is listed twice")
            defender = attacked_player.get(aid)
            if not control_varies and defender is not None and defender != obj.controller:
                raise cx.fail(sub, f"{bid}'s controller {obj.controller} cannot block {aid}, which "
                                     f"attacks {out['attackers'][aid]} (509.1a)")
            listed.append(aid)
        return sorted(listed)

    # each declaration is checked even when another has a problem (Context.attempt)
    failed: set[str] = set()
    if "attackers" in combat:
        declared = ck.optional_mapping(combat["attackers"], "combat.attackers")
        failed = {aid for aid, target in declared.items() if not cx.attempt(attacker, aid, target)}
        out["attackers"] = {aid: target for aid, target in declared.items() if aid not in failed}
    if "bands" in combat:
        out["bands"] = _bands(cx, combat["bands"], out.get("attackers"), failed)
    if "blockers" in combat:
        blocks = ck.optional_mapping(combat["blockers"], "combat.blockers")
        if blocks and "attackers" not in out:
            raise cx.fail("combat.blockers", "blockers need combat.attackers: the attacking creatures")
        blockers: dict[str, list[str]] = {}
        for bid, raw_list in blocks.items():
            listed = cx.attempt(blocker, bid, raw_list, failed)
            if listed is not None:
                blockers[bid] = listed
        out["blockers"] = blockers
    return out


def _bands(cx: Context, raw: Any, attackers: dict[str, Any] | None, failed: set[str]) -> list[list[str]]:
    """`combat.bands`: the attacking bands announced with the attackers (508.1e, 702.22c), each a list of
    attackers of `combat.attackers`, each attacker in one band at most. Whether a band may be formed
    (702.22c: banding; 702.22d: the same player, planeswalker or battle) is the question's to judge
    (pysolver.questions.combat.bands)."""
    if attackers is None:
        raise cx.fail("combat.bands", "bands need combat.attackers: the attacking creatures they group")
    seen: dict[str, int] = {}
    out: list[list[str]] = []
    for i, band in enumerate(cx.ck.seq(raw, "combat.bands", "a list of bands, each a list of attackers")):
        path = f"combat.bands[{i}]"
        members = cx.ck.seq(band, path, "a list of the attackers in the band")
        if not members:
            raise cx.fail(path, "a band is one or more attacking creatures (702.22c); this one is empty")
        listed: list[str] = []
        for j, aid in enumerate(members):
            sub = f"{path}[{j}]"
            if isinstance(aid, str) and aid in failed:
                continue  # its own problem is reported
            if not isinstance(aid, str) or aid not in attackers:
                raise cx.fail(sub, f"{show(aid)} is not an attacking creature (combat.attackers)"
                                   + suggest(aid, list(attackers)))
            if aid in seen:
                where = "twice in this band" if seen[aid] == i else f"also in combat.bands[{seen[aid]}]"
                raise cx.fail(sub, f"{aid} is listed {where}; a creature is in one band at most (702.22c)")
            seen[aid] = i
            listed.append(aid)
        out.append(sorted(listed))
    return out
