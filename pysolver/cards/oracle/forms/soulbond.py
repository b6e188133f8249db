"""The rows of the forms table (the package's docstring says its slots) for soulbond's pairs (702.95): the keyword, the
statics of a pair and a combat rule unless paired."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, KEYWORDS, STATICS, Form

FORMS: tuple[Form, ...] = (
    # 702.95a: two triggered abilities; the pair they made is the scenario's `paired_with`
    Form(KEYWORDS, "soulbond (702.95a: the pair is the scenario's `paired_with`)", "Soulbond", "Deadeye Navigator"),
    # 702.95b, e: the creature itself and the one it is paired with, while both are creatures under one controller
    Form(STATICS, "as long as ~ is paired with another creature, each of those creatures / both creatures ... "
                  "(702.95b, e: the scenario's `paired_with`)",
         "As long as this creature is paired with another creature, each of those creatures gets +1/+1.",
         "Trusted Forcemage"),
    Form(STATICS, "as long as ~ is paired with another creature, both creatures have KEYWORDS (702.95b, e)",
         "As long as this creature is paired with another creature, both creatures have flying.", "Wingcrafter"),
    Form(STATICS, "as long as ~ is paired with another creature, each of those creatures has \"...\" (613.1f)",
         "As long as Stonewright is paired with another creature, each of those creatures has \"{R}: This creature "
         "gets +1/+0 until end of turn.\"", "Stonewright"),
    # 508.1c, 509.1b: the rule works while the source is not paired with such a creature
    Form(COMBAT, "~ can't attack / block unless it's paired with a creature [with KEYWORD] (702.95b)",
         "This creature can't attack or block unless it's paired with a creature with soulbond.",
         "Flowering Lumberknot"),
)
