"""The rows of the forms table (the package's docstring says its slots) for "becomes a copy of TARGET" in a resolving
effect (707.2, 613.2a layer 1a: the target is the object copied, among the board's `targets`; 707.9b: its
exceptions)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    # 611.2c: the objects the words describe as it resolved, but the target (the board's `targets`: the one copied)
    Form(ONE_SHOT, "Each other TYPE becomes a copy of TARGET DURATION.", "Each other creature becomes a copy of target "
         "nonlegendary creature until end of turn.", "Mirrorweave"),
    # 115.1: the board's `targets`: the one that becomes a copy, then the one copied
    Form(ONE_SHOT, "TARGET becomes a copy of TARGET [DURATION].", "{2}{U}: Target Shapeshifter becomes a copy of "
         "target creature until your next turn.", "Shapesharer"),
    # 707.9b: the copy has the ability whose effect made it one
    Form(ONE_SHOT, "[you may have] ~ become(s) a copy of TARGET, except it has this ability.", "At the beginning of "
         "your upkeep, you may have this creature become a copy of another target creature, except it has this "
         "ability.", "Cryptoplasm"),
    # 603.2, 608.2c: the object whose event triggered the ability (the board's `targets`, one)
    Form(ONE_SHOT, "[you may have] ~ become(s) a copy of that TYPE [DURATION] [, except ...].", "Whenever another "
         "creature enters, this creature becomes a copy of that creature, except it has this ability.",
         "Unstable Shapeshifter"),
    # 707.9b: the copy keeps the name of the object with the ability
    Form(ONE_SHOT, "you may have it become a copy of TARGET, except its name is ~ [and it has this ability].",
         "Whenever this creature attacks, you may have it become a copy of another target Dinosaur you control, except "
         "its name is Sunfrill Imitator and it has this ability.", "Sunfrill Imitator"),
    # 115.1: one target of any of the card types listed (the board's `targets`: the one copied)
    Form(ONE_SHOT, "~ becomes a copy of target TYPE, TYPE, ..., or TYPE DURATION.", "{2}: This artifact becomes a copy "
         "of target artifact, creature, enchantment, or land until end of turn.", "Mirage Mirror"),
    # 608.2d: the object chosen as it resolved (the effect's `copy` choice), copied by the targets
    Form(ONE_SHOT, "Choose a [nonlegendary] TYPE on the battlefield. TARGET become(s) a copy of that TYPE DURATION.",
         "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until "
         "end of turn.", "Cytoshape"),
)
