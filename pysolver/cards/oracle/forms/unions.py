"""The rows of the forms table (the package's docstring says its slots) for unions of groups: one
effect on the objects of any of several kinds (611.3a), a static ability's or a resolved one's."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "KIND and KIND [you control] ... / KIND, KIND, and KIND [you control] ... (a controller or "
         "\"other\" said once is every kind's)", "Skeletons, Vampires, and Zombies you control get +1/+1.",
         "Death-Priest of Myrkul"),
    Form(STATICS, "KIND you control and other KIND you control ... (said with each kind, each its own)",
         "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.", "Death Baron"),
    # 205.4a: a supertype before "and" qualifies the last kind's card type (snow creatures, Zombie creatures)
    Form(STATICS, "[other] SUPERTYPE and KIND CARD_TYPEs [you control] ...", "Other snow and Zombie creatures you "
         "control get +1/+1.", "Narfi, Betrayer King"),
    # 604.1: only during its controller's turn
    Form(STATICS, "During your turn, KIND and KIND you control ...", "During your turn, creatures and planeswalkers "
         "you control have lifelink.", "Sorin, Vengeful Bloodlord"),
    Form(STATICS, "each [other] creature you control that's a KIND or [a] KIND ...", "Each other creature you "
         "control that's a Wolf or a Werewolf gets +1/+1.", "Immerwolf"),
    Form(ONE_SHOT, "KIND and KIND you control get(s) / gain(s) ... DURATION",
         "{R/W}: Red creatures and white creatures you control gain first strike until end of turn.",
         "Rise of the Hobgoblins"),
)
