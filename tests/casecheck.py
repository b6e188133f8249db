"""Checking a result against a case's `expect` (the format of the public acceptance cases)."""

from __future__ import annotations

import json
from typing import Any


def norm(value: Any) -> Any:
    """Lists as sorted sets, strings case-insensitive, for comparing expectations."""
    if isinstance(value, list):
        return sorted((norm(x) for x in value), key=lambda x: json.dumps(x, sort_keys=True))
    if isinstance(value, dict):
        return {str(k): norm(x) for k, x in value.items()}
    if isinstance(value, str):
        return value.lower()
    return value


def layers_errors(out: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Every difference between a `layers` result and the expectation (empty when it matches)."""
    errors = []
    outcomes = out.get("outcomes", [])
    if not outcomes:
        return ["no outcomes"]
    if "outcome_count" in expect and len(outcomes) != expect["outcome_count"]:
        errors.append(f"{len(outcomes)} outcomes, expected {expect['outcome_count']}")
    for i, outcome in enumerate(outcomes):
        objects = outcome.get("objects", {})
        for oid, fields in (expect.get("objects") or {}).items():
            got = objects.get(oid)
            if got is None:
                errors.append(f"outcome {i}: object {oid} missing")
                continue
            for key, want in fields.items():
                if norm(got.get(key)) != norm(want):
                    errors.append(f"outcome {i}: {oid}.{key} = {got.get(key)!r}, expected {want!r}")
        errors += [f"outcome {i}: {e}" for e in order_errors(outcome, expect)]
        for oid, abilities in (expect.get("abilities_include") or {}).items():
            have = norm((objects.get(oid) or {}).get("abilities", []))
            errors += [f"outcome {i}: {oid} lacks {a!r}" for a in abilities if norm(a) not in have]
        for oid, abilities in (expect.get("abilities_exclude") or {}).items():
            have = norm((objects.get(oid) or {}).get("abilities", []))
            errors += [f"outcome {i}: {oid} has {a!r}" for a in abilities if norm(a) in have]
    return errors


def order_errors(outcome: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """The differences in the order of application of the (sub)layers `order` names, and in the set
    of dependencies (layer, effect, depends_on) when `dependencies` is given."""
    errors = []
    for layer, effects in (expect.get("order") or {}).items():
        got = (outcome.get("order") or {}).get(str(layer), [])
        if got != effects:
            errors.append(f"order in layer {layer} {got}, expected {effects}")
    if "dependencies" in expect:
        got = sorted((d["layer"], d["effect"], d["depends_on"]) for d in outcome.get("dependencies", []))
        want = sorted((str(d["layer"]), d["effect"], d["depends_on"]) for d in expect["dependencies"])
        if got != want:
            errors.append(f"dependencies {got}, expected {want}")
    return errors


def combat_errors(out: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Every difference between an `attacks` / `blocks` result and the expectation: the exact set of
    legal declarations, max_requirements, and the checked declaration (legal, requirements obeyed,
    number of restrictions broken)."""
    errors = []
    if "max_requirements" in expect and out.get("max_requirements") != expect["max_requirements"]:
        errors.append(f"max_requirements {out.get('max_requirements')}, expected {expect['max_requirements']}")
    if "legal" in expect:
        got = sorted(json.dumps(norm(d), sort_keys=True) for d in out.get("legal", []))
        want = sorted(json.dumps(norm(d), sort_keys=True) for d in expect["legal"])
        if got != want:
            errors.append(f"legal {got}, expected {want}")
    if "legal_count" in expect and len(out.get("legal", [])) != expect["legal_count"]:
        errors.append(f"{len(out.get('legal', []))} legal declarations, expected {expect['legal_count']}")
    if "truncated" in expect and out.get("truncated") != expect["truncated"]:
        errors.append(f"truncated {out.get('truncated')}, expected {expect['truncated']}")
    checked = out.get("checked") or {}
    if "checked_legal" in expect and checked.get("legal") != expect["checked_legal"]:
        errors.append(f"checked.legal {checked.get('legal')}, expected {expect['checked_legal']}")
    if "checked_obeyed" in expect and checked.get("requirements_obeyed") != expect["checked_obeyed"]:
        errors.append(f"checked.requirements_obeyed {checked.get('requirements_obeyed')}, "
                      f"expected {expect['checked_obeyed']}")
    if "checked_broken" in expect and len(checked.get("restrictions_broken", [])) != expect["checked_broken"]:
        errors.append(f"checked.restrictions_broken {checked.get('restrictions_broken')}, "
                      f"expected {expect['checked_broken']} of them")
    return errors


def event_key(event: dict[str, Any], keys: list[str]) -> str:
    """An event compared on the keys an expectation names (a missing key counts as null)."""
    return json.dumps({k: norm(event.get(k)) for k in keys}, sort_keys=True)


def replace_errors(out: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Every difference between a `replace` result and the expectation: as many outcomes, and each
    expected outcome matched by a distinct actual one whose events, compared on the keys the
    expectation names, are the same multiset (as the acceptance runner checks them); an
    expected outcome written `{events: [...], shields: {EFFECT: LEFT}}` must also leave each of those
    shields with that much to prevent (615.7); and, when `choosers` is given, the set of players who
    make the choices."""
    actual = out.get("outcomes", [])
    want = expect.get("outcomes", [])
    if len(actual) != len(want):
        return [f"{len(actual)} outcomes, expected {len(want)}: {json.dumps(actual)[:600]}"]
    errors, used = [], set()
    for expected in want:
        events = expected["events"] if isinstance(expected, dict) else expected
        shields = expected.get("shields") if isinstance(expected, dict) else None
        keys = sorted({k for ev in events for k in ev})
        wanted = sorted(event_key(ev, keys) for ev in events)
        hit = next((i for i, a in enumerate(actual) if i not in used
                    and sorted(event_key(ev, keys) for ev in a.get("events", [])) == wanted
                    and (shields is None or {s["effect"]: s["left"] for s in a.get("shields", [])} == shields)),
                   None)
        if hit is None:
            errors.append(f"no outcome {expected}; got {json.dumps(actual)[:600]}")
        else:
            used.add(hit)
    if "choosers" in expect:
        got = sorted({choice["player"] for outcome in actual for choice in outcome.get("choices", [])})
        if got != sorted(expect["choosers"]):
            errors.append(f"the players who choose {got}, expected {sorted(expect['choosers'])}")
    return errors
