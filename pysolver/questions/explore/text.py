"""The `explore` answer for people: how many orderings, which entries' order can matter, the
distinct outcomes, and which objects' characteristics depend on the order and how."""

from __future__ import annotations

from typing import Any

from pysolver.questions.explore.question import ExploreResult
from pysolver.scenario import Scenario
from pysolver.text import wrap_lines


def _label(sc: Scenario, ident: str) -> str:
    """An entry in words: `id (Card Name)` for an object, `id (label)` for a resolved effect."""
    for obj in sc.objects:
        if obj.id == ident:
            return f"{ident} ({obj.printed.name})"
    for eff in sc.effects:
        if eff.id == ident:
            return f"{ident} ({eff.label})"
    return ident


def _value(attr: str, value: Any) -> str:
    """One characteristic's value in words."""
    if value is None:
        return "none (not a creature)" if attr in ("power", "toughness") else "none"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) if value else "none"
    return str(value)


def render(result: ExploreResult, sc: Scenario, width: int) -> str:
    """The whole answer as text, its lines wrapped at `width` columns."""
    total = len(sc.objects) + len(sc.effects)
    how = (f"a uniform random sample of {result.orderings} orderings (there are more classes of orderings "
           "that can differ than --limit allows)" if result.sampled
           else f"all {result.orderings} orderings")
    lines = [f"Explored {how} of the timestamps of {total} objects and effects "
             f"({result.runs} engine run{'s' if result.runs != 1 else ''}, one per class of orderings that can "
             "differ)."]
    if result.pairs:
        lines.append("Relative orders that can matter (613.7; same (sub)layer, one writes what the other "
                     "reads or writes, or a chain of such effects of the layer joins them, 613.8c):")
        for (a, b), layers in result.pairs.items():
            where = "every layer (an effect may give abilities, copy or change text)" if layers == ["any"] \
                else "layer " + ", ".join(layers)
            lines.append(f"  {_label(sc, a)} and {_label(sc, b)}: {where}")
    else:
        lines.append("No two effects can be affected by the order of their timestamps.")
    if result.free:
        lines.append("Timestamps that cannot matter: " + ", ".join(result.free))
    n = len(result.outcomes)
    lines.append(f"{n} distinct outcome{'s' if n != 1 else ''}:")
    for i, oc in enumerate(result.outcomes, start=1):
        share = 100 * oc.count / result.orderings
        stamps = ", ".join(f"{k} {v}" for k, v in oc.timestamps.items())
        lines.append(f"  Outcome {i}: {oc.count} of {result.orderings} orderings ({share:.1f}%), "
                     f"e.g. timestamps {stamps}")
        if oc.always:
            lines.append("    in every ordering giving it: " + "; ".join(f"{a} before {b}" for a, b in oc.always))
    diff = result.differences()
    if not diff:
        lines.append("No object's characteristics depend on the order of the timestamps.")
        return wrap_lines("\n".join(lines), width)
    lines.append("What depends on the order:")
    for oid, attrs in diff.items():
        lines.append(f"  {_label(sc, oid)}:")
        for attr, values in attrs.items():
            per = "; ".join(f"outcome {i}: {_value(attr, v)}" for i, v in enumerate(values, start=1))
            lines.append(f"    {attr}: {per}")
    return wrap_lines("\n".join(lines), width)
