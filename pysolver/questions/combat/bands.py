"""Banding in combat (702.22): the bands an attack may declare and the scenario's bands checked (`attacks`,
508.1e, 702.22c-d), and the creatures that become blocked with a band (`blocks`, 702.22h).

Bands change neither which attackers nor which blockers are legal: they are announced after the
restrictions and requirements on attackers are checked (508.1c-d, then 508.1e), and restrictions and
requirements on blockers read the declared blocks (509.1b-c), before anything becomes blocked (509.1h, then
702.22h; 702.22h's example: a creature with swampwalk becomes blocked with its band). So `legal` is what it is
without bands, each legal declaration of attackers comes with the bands it allows, and a declaration with
bands is legal when its attackers are and its bands are well formed. A blocking requirement on a creature of a
band (Lure, "must be blocked if able") is the one place where blocking another creature of its band might
count: such a board is refused (docs/combat.md)."""

from __future__ import annotations

from typing import Any

import clingo

from pysolver.errors import ScenarioError
from pysolver.questions.combat.model import CombatAnswer
from pysolver.questions.combat.text import name
from pysolver.questions.combat.text import source as rule_source

BANDING = clingo.Function("kw", [clingo.Function("banding")])


def banding_creatures(facts: list[clingo.Symbol]) -> set[str]:
    """The objects with banding after every layer (702.22a; 702.22m: several instances are one)."""
    return {f.arguments[0].name for f in facts
            if f.name == "characteristic" and f.arguments[1].name == "ability" and f.arguments[2] == BANDING}


def band_options(declaration: dict[str, str], banding: set[str]) -> list[dict[str, Any]]:
    """The bands a declaration of attackers allows (702.22c-d), for each player, planeswalker or battle
    attacked by a creature with banding and by two or more creatures: the attackers with banding and those
    without. A band is one or more of the first and at most one of the second, each creature in one band."""
    by_target: dict[str, list[str]] = {}
    for creature, target in declaration.items():
        by_target.setdefault(target, []).append(creature)
    out = []
    for target, members in sorted(by_target.items()):
        with_banding = sorted(c for c in members if c in banding)
        if with_banding and len(members) >= 2:
            out.append({"attacks": target, "banding": with_banding,
                        "without": sorted(c for c in members if c not in banding)})
    return out


def band_problems(answer: CombatAnswer, bands: list[list[str]], declaration: dict[str, str],
                  banding: set[str]) -> list[str]:
    """What makes each band of a declaration of attackers one the rules do not allow, in words: its creatures
    attack different players, planeswalkers or battles (702.22d), none has banding or two or more do not
    (702.22c)."""
    problems = []
    for band in bands:
        label = "band [" + ", ".join(name(answer, c) for c in band) + "]"
        targets = sorted({declaration[c] for c in band})
        if len(targets) > 1:
            problems.append(f"{label}: its creatures attack different players, planeswalkers or battles ("
                            + ", ".join(name(answer, t) for t in targets) + "); a band attacks one (702.22d)")
        without = [c for c in band if c not in banding]
        if len(without) == len(band):
            problems.append(f"{label}: no creature in it has banding (702.22c)")
        elif len(without) > 1:
            problems.append(f"{label}: {len(without)} creatures without banding ("
                            + ", ".join(name(answer, c) for c in without)
                            + "); a band has at most one (702.22c)")
    return problems


def check_attack_bands(answer: CombatAnswer, bands: list[list[str]] | None, banding: set[str]) -> None:
    """`attacks`: the bands each legal declaration allows (when a creature that may attack has banding) and
    the scenario's bands checked with its declaration: illegal bands make it illegal (508.1e)."""
    if banding & set(answer.options):
        answer.band_options = [band_options(d, banding) for d in answer.legal]
    checked = answer.checked
    if checked is None or bands is None:
        return
    checked.bands = bands
    problems = band_problems(answer, bands, checked.declaration, banding)
    if not problems:
        return
    before = checked.reason if checked.legal else "the attackers are illegal too: " + checked.reason
    after = ("the same attackers with bands of one or more creatures with banding and at most one without, "
             "each attacking one player, planeswalker or battle, are legal") if checked.legal else before
    checked.legal = False
    checked.broken_words += problems
    checked.reason = "bands the rules do not allow (508.1e): " + "; ".join(problems) + "; " + after


def blocked_by(declaration: dict[str, list[str]], bands: list[list[str]]) -> dict[str, list[str]]:
    """The attackers a declaration of blockers makes blocked and by what (509.1h): the attackers declared
    blocked, and with each the other creatures of its band, blocked by the same creatures (702.22h)."""
    band_of = {c: band for band in bands for c in band}
    out: dict[str, set[str]] = {}
    for blocker, attackers in declaration.items():
        for attacker in attackers:
            for member in band_of.get(attacker, [attacker]):
                out.setdefault(member, set()).add(blocker)
    return {a: sorted(b) for a, b in sorted(out.items())}


def check_block_bands(answer: CombatAnswer, bands: list[list[str]] | None, attackers: dict[str, str],
                      source: str) -> None:
    """`blocks`: the announced bands (702.22e: they last whatever happens to banding since, so only their
    form is checked: 702.22d) and what becomes blocked with each declaration (702.22h). A board where a
    requirement of 509.1c is about a creature of a band of two or more being blocked is refused."""
    if not bands:
        return
    for i, band in enumerate(bands):
        if len({attackers[c] for c in band}) > 1:
            raise ScenarioError(source, f"combat.bands[{i}]", "its creatures attack different players, "
                                "planeswalkers or battles; all creatures of a band attack one (702.22d)")
    banded = {c for band in bands if len(band) > 1 for c in band}
    for attacker, src in answer.blocked_requirements:
        if attacker in banded:
            raise ScenarioError(source, "combat.bands", f"{name(answer, attacker)} attacks in a band and a "
                                f"requirement of {rule_source(answer, src)} is about blocking it: whether blocking "
                                "another creature of its band obeys it (509.1c, 702.22h) is not modelled")
    answer.bands = bands
    answer.blocked_by = [blocked_by(d, bands) for d in answer.legal]
    if answer.checked is not None:
        answer.checked.bands = bands
        answer.checked.blocked_by = blocked_by(answer.checked.declaration, bands)
