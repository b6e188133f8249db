"""Emblems as a scenario names them (114): an object `emblem: {of: CARD}` (`{of: CARD, ability: N}` when several of
the card's abilities create emblems) is the emblem that ability of a compiled card gives ("You get an emblem with
"..."": pysolver.cards.oracle.meaning.emblems, emblem_ability/3 facts). Its only characteristics are those abilities
(114.3: no name, types, mana cost or colour), it is in the command zone (114.1), owned and controlled by the player who
got it (114.2: its `owner`), and it is neither a card nor a permanent (114.5): no status, counter, attachment or choice.
Its abilities function in the command zone (114.4: asp/effects.lp); the engine applies them in the layers, so only an
emblem whose every ability is a static or triggered ability with layer effects is read (another is refused, exit 2);
a triggered one's effect is on the board once it has resolved, an `ability_of` effect of the emblem."""

from __future__ import annotations

from typing import Any

import clingo

from pysolver.cards.printed import Printed
from pysolver.scenario.context import Context
from pysolver.scenario.tokens import making_ability

EMBLEM_KEYS = {"of", "ability"}
# the fields an emblem object may give: 114.3, 114.5 (an emblem has no other characteristics, statuses or designations)
EMBLEM_OBJECT_KEYS = {"id", "emblem", "owner", "controller", "zone", "timestamp"}
# the facts an ability applied in the layers only is defined by (604.1, 613: a static ability, its selectors, layer
# effects and condition)
LAYER_FACTS = {"text", "ability_class", "scope", "layer_of", "does", "condition", "uses_sel"}
# and a triggered ability's targets (115.1), which its resolved effect names (the scenario's `targets`)
TARGET_FACTS = {"target_count"}


def emblem_printed(cx: Context, raw: dict[str, Any], path: str) -> Printed:
    """The printed values of an object `emblem: {...}` (see the module); the creating ability's facts (its emblem's
    abilities' definitions among them) join the scenario's."""
    extra = sorted(set(raw) - EMBLEM_OBJECT_KEYS)
    if extra:
        raise cx.fail(f"{path}.{extra[0]}", "an emblem has no characteristics but its abilities and is neither a "
                                            "card nor a permanent (114.3, 114.5): give only id, emblem, owner, "
                                            "controller, zone and timestamp")
    sub = f"{path}.emblem"
    spec = cx.ck.mapping(raw["emblem"], sub, EMBLEM_KEYS)
    making = making_ability(cx, spec, sub, "emblem_ability", ("gives no emblem", "give emblems", "gives an emblem"),
                            "gives the emblem, such as of: Gideon, Ally of Zendikar")
    facts = making.ability.facts
    keys = [f.arguments[2] for f in sorted(making.made, key=lambda f: f.arguments[1].number)]
    for key in keys:
        _check_layers_only(cx, f"{sub}.of", making.card, key, facts)
    cx.definitions += [f for f in facts if f not in cx.definitions]
    return Printed(name="", abilities=keys)


def _check_layers_only(cx: Context, path: str, card: str, key: clingo.Symbol,
                       facts: tuple[clingo.Symbol, ...]) -> None:
    """Refuse an emblem ability the engine would not apply where it functions (114.4): a static ability with layer
    effects applies from the command zone (asp/effects.lp); a triggered one with layer effects only once it has
    resolved (603.3, 608.2), an `ability_of` effect of the emblem (its controller the emblem's, 113.8)."""
    own = [f for f in facts if f.arguments and f.arguments[0] == key]
    kind = next((str(f.arguments[1]) for f in own if f.name == "ability_class"), "")
    allowed = LAYER_FACTS | (TARGET_FACTS if kind == "triggered" else set())
    if kind not in ("static", "triggered") or not any(f.name == "layer_of" for f in own) \
            or any(f.name not in allowed for f in own):
        text = next((f.arguments[1].string for f in own if f.name == "text"), str(key))
        raise cx.fail(path, f"{card}'s emblem has \"{text}\", which is neither a static nor a triggered ability of the "
                            "layers: the engine applies an emblem's abilities (114.4) in the layers only")


def emblem_checked(cx: Context, raw: dict[str, Any], path: str, owner: str, controller: str | None) -> None:
    """114.1: an emblem is in the command zone (the default for one); 114.2, 109.4c: it is controlled by the player
    who owns it (who got it)."""
    if raw.get("zone", "command") != "command":
        raise cx.fail(f"{path}.zone", f"an emblem is in the command zone (114.1), got {raw['zone']!r}")
    if controller not in (None, owner):
        raise cx.fail(f"{path}.controller", "an emblem is owned and controlled by the player who got it (114.2): "
                                            "give that player as its owner")
