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
        for oid, abilities in (expect.get("abilities_include") or {}).items():
            have = norm((objects.get(oid) or {}).get("abilities", []))
            errors += [f"outcome {i}: {oid} lacks {a!r}" for a in abilities if norm(a) not in have]
        for oid, abilities in (expect.get("abilities_exclude") or {}).items():
            have = norm((objects.get(oid) or {}).get("abilities", []))
            errors += [f"outcome {i}: {oid} has {a!r}" for a in abilities if norm(a) in have]
    return errors
