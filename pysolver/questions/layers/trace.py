"""The `--trace` and `--explain` answers of `layers` in words: the effects, the order they applied in,
the dependencies found (613.8a) and their loops (613.8b), what did not apply and why, what kept
applying after its ability was gone (613.6), and which effect last set each changed value."""

from __future__ import annotations

from collections.abc import Callable

from pysolver.questions.layers.explain import change_words, last_changes, removal_words
from pysolver.questions.layers.model import Dependency, History, Outcome
from pysolver.scenario import Scenario
from pysolver.text import wrap

# how many object ids a reason lists before "and N more"
MAX_LISTED = 8


def _short(outcome: Outcome, effect: str) -> str:
    """An effect's id with its source: "moon#1 (Blood Moon)"."""
    words = outcome.effect_words.get(effect, "")
    return f"{effect} ({words.split(': ', 1)[0]})" if words else effect


def _natural(oid: str) -> tuple[str, int, str]:
    """Sort key of an id: "p2" before "p10"."""
    stem = oid.rstrip("0123456789")
    digits = oid[len(stem):]
    return (stem, int(digits) if digits else -1, oid)


def _listed(ids: list[str]) -> str:
    shown = ", ".join(ids[:MAX_LISTED])
    return shown + (f", … ({len(ids) - MAX_LISTED} more)" if len(ids) > MAX_LISTED else "")


def reasons_words(dep: Dependency) -> str:
    """613.8a: the reasons of one dependency, grouped: "would change whether it applies to 160
    objects: f0, f1, …" rather than one clause per object."""
    clauses: list[str] = []
    kinds: dict[str, list[str]] = {}
    for kind, obj in dep.reasons:
        kinds.setdefault(kind, []).append(obj or "")
    if "removes_ability" in kinds:
        clauses.append(f"it would remove {dep.effect_source}'s ability")
    if "begins_to_exist" in kinds:
        clauses.append("it would make the effect exist (its condition would hold)")
    if "existence" in kinds:
        clauses.append("it would make the effect stop existing (its condition would no longer hold)")
    for kind, what in (("applies_to", "whether the effect applies to"),
                       ("what_it_does", "what the effect does to")):
        objs = sorted(kinds.get(kind, []), key=_natural)
        if len(objs) == 1:
            clauses.append(f"it would change {what} {objs[0]}")
        elif objs:
            clauses.append(f"it would change {what} {len(objs)} objects: {_listed(objs)}")
    return "applying it " + "; ".join(c.removeprefix("it ") for c in clauses)


def _effects_section(outcome: Outcome, width: int) -> list[str]:
    lines = ["Effects (id: source: ability):"]
    for effect, words in sorted(outcome.effect_words.items()):
        lines += wrap(f"{effect}: {words}", width, "  ")
    return lines


def _steps_section(outcome: Outcome, width: int) -> list[str]:
    title = "Application order (613.1-613.4; timestamps 613.7, dependencies 613.8):"
    lines = [title + ("" if outcome.steps else " none")]
    for k, layer, names in outcome.steps:
        lines += wrap(f"step {k:>2}  layer {layer:<3} {', '.join(_short(outcome, n) for n in names)}", width, "  ",
                      " " * 16)
    if any(len(names) > 1 for _, _, names in outcome.steps):
        lines += wrap("A step with several effects applied them one after another in the order shown "
                      "(characteristic-defining abilities first, then timestamps, 613.7), without re-evaluating "
                      "the order between them: none changes what those after it in the step apply to or do "
                      "(613.8).", width, "  ", "")
    return lines


def _dependencies_section(outcome: Outcome, width: int) -> list[str]:
    lines = ["Dependencies found (613.8a):" + ("" if outcome.dependencies else " none")]
    for dep in outcome.dependencies:
        lines += wrap(f"layer {dep.layer}: {_short(outcome, dep.effect)} depends on "
                      f"{_short(outcome, dep.depends_on)}: {reasons_words(dep)}.", width, "  ")
    return lines


def _loops_section(outcome: Outcome, width: int) -> list[str]:
    lines: list[str] = []
    for loop in outcome.loops:
        lines += wrap(f"dependency loop (613.8b) in layer {loop.layer}: {', '.join(loop.effects)}; broken at step "
                      f"{loop.step} by timestamp order: {', '.join(loop.applied)} applied first", width, "  ")
    return lines


def _applied_in(outcome: Outcome, effect: str, layer: str) -> bool:
    return effect in outcome.order.get(layer, [])


def _why_not_section(outcome: Outcome, width: int) -> list[str]:
    """Effects that stopped existing before they applied: their ability lost at an earlier step
    (305.7, 613.1f, 707.2 ...), or their condition failing (604.1)."""
    history = outcome.history
    if history is None:
        return []
    lines: list[str] = []
    layers: dict[tuple[int, str, str, str], list[str]] = {}
    for k, effect, layer, obj, ability in history.gone:
        if not _applied_in(outcome, effect, layer):
            layers.setdefault((k, effect, obj, str(ability)), []).append(layer)
    for (k, effect, obj, ability), in_layers in sorted(layers.items()):
        causes = [lost for lost in history.lost if lost.step == k and lost.obj == obj and str(lost.ability) == ability]
        how = "; ".join(f"{_short(outcome, c.effect)} {removal_words(c.operation, c.object_name)}" for c in causes)
        step_layer = _step_layer(outcome, k)
        lines += wrap(f"{_short(outcome, effect)} does not apply in {_layers(in_layers)}: at step {k} "
                      f"(layer {step_layer}) {how}. The ability was gone before its effect began to apply, so the "
                      "effect no longer exists (604.1; 613.6 keeps only an effect that has begun).", width, "  ")
    unmet: dict[str, list[str]] = {}
    for _k, effect, layer in history.unmet:
        if not _applied_in(outcome, effect, layer) and layer not in unmet.get(effect, []):
            unmet.setdefault(effect, []).append(layer)
    for effect, in_layers in unmet.items():
        lines += wrap(f"{_short(outcome, effect)} does not apply in {_layers(in_layers)}: its condition "
                      "did not hold when it would have applied (604.1).", width, "  ")
    return (["Effects that did not apply:"] + lines) if lines else []


def _layers(layers: list[str]) -> str:
    return ("layers " if len(layers) > 1 else "layer ") + ", ".join(layers)


def _step_layer(outcome: Outcome, k: int) -> str:
    return next((layer for step, layer, _names in outcome.steps if step == k), "?")


def _kept_section(outcome: Outcome, width: int) -> list[str]:
    """613.6: effects applied in a later layer although their ability was removed in an earlier one."""
    history = outcome.history
    if history is None or not history.kept:
        return []
    lines = ["Effects that kept applying after their ability was removed (613.6):"]
    for k, effect, obj, ability in history.kept:
        earlier = [lost for lost in history.lost if lost.obj == obj and str(lost.ability) == str(ability)
                   and lost.step < k]
        when = ""
        if earlier:
            lost = earlier[-1]
            when = (f" although at step {lost.step} (layer {_step_layer(outcome, lost.step)}) "
                    f"{_short(outcome, lost.effect)} {removal_words(lost.operation, lost.object_name)}")
        lines += wrap(f"{_short(outcome, effect)} applied at step {k} (layer {_step_layer(outcome, k)}){when}: an "
                      "effect that has begun to apply keeps applying in its later layers, to the same objects, "
                      "even after its ability is removed (613.6).", width, "  ")
    return lines


# The sections of the trace, in order; each gives its lines (none when it has nothing to say).
def _notes_section(outcome: Outcome, width: int) -> list[str]:
    """The rules behind values a judge might not expect (707.9d, 613.4)."""
    lines = [line for note in outcome.notes for line in wrap(note + ".", width, "  ")]
    return (["Rules behind these values:"] + lines) if lines else []


def _fixed_sets_section(outcome: Outcome, width: int) -> list[str]:
    """611.2c: the objects an effect whose words describe them affects, fixed as it resolved."""
    lines: list[str] = []
    for effect, objects in outcome.fixed_sets.items():
        lines += wrap(f"{_short(outcome, effect)}: {', '.join(objects) or 'no object'} (the objects its words "
                      "described as it resolved; not those that match them later, 611.2c)", width, "  ")
    return (["Sets fixed as the effects resolved (611.2c):"] + lines) if lines else []


def _copies_lost_section(outcome: Outcome, width: int) -> list[str]:
    """305.7: the lands whose land type an effect set, which lost the copiable effects affecting them."""
    lines: list[str] = []
    for oid in outcome.copies_lost:
        lines += wrap(f"{oid}: an effect set its land type to a basic land type, so it loses every copiable effect "
                      "affecting it (305.7): no copy effect applies to it, and it has its own name, types and "
                      "supertypes.", width, "  ")
    return (["Copy effects lost (305.7):"] + lines) if lines else []


TRACE_SECTIONS: list[Callable[[Outcome, int], list[str]]] = [
    _effects_section, _fixed_sets_section, _steps_section, _dependencies_section, _loops_section,
    _why_not_section, _kept_section, _copies_lost_section, _notes_section]


def trace(outcome: Outcome, width: int) -> str:
    """The trace (`--trace`): the effects in words, the steps, the dependencies and their loops, and
    why an effect did not apply or kept applying."""
    return "\n".join(line for section in TRACE_SECTIONS for line in section(outcome, width))


def explain(outcome: Outcome, sc: Scenario, oid: str, width: int) -> str:
    """`--explain OBJECT`: the last effect that set each changed value of the object."""
    obj = outcome.objects[oid]
    lines = wrap(f"Why {oid} ({obj['name'] or 'no name'}) is as shown (the last effect that set each changed "
                 "value):", width)
    history: History | None = outcome.history
    changes = last_changes(history, sc, oid) if history is not None else []
    for touch in changes:
        lines += wrap(change_words(touch, {e: w.split(": ", 1)[0] for e, w in outcome.effect_words.items()},
                                   _step_layer(outcome, touch.step)), width, "  ")
    if not changes:
        lines.append("  no effect changed its printed values")
    return "\n".join(lines)
