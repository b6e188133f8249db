"""The rows of the forms table for "enters with" counters numbered by values of objects (614.1c, 614.12, 107.3c):
oracle.lark's block "enters with counters numbered by values of objects"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "~ enters with X COUNTER counters on it, where X is the greatest power among GROUP.", "Prime Speaker "
         "Zegana enters with X +1/+1 counters on it, where X is the greatest power among other creatures you control.",
         "Prime Speaker Zegana"),
    Form(REPLACE, "~ enters with X COUNTER counters on it, where X is the total power / toughness of GROUP.", "This "
         "creature enters with X +1/+1 counters on it, where X is the total toughness of other creatures you control.",
         "Towering Titan"),
    Form(REPLACE, "~ enters with a COUNTER counter on it for each COUNTER counter among GROUP.", "This creature enters "
         "with a +1/+1 counter on it for each +1/+1 counter among other creatures you control.", "Ascendant Acolyte"),
    Form(REPLACE, "GROUP you control enter with N additional COUNTER counters on them. / Each [other] GROUP you "
         "control enters with N additional COUNTER counters on it.", "Colorless creatures you control enter with two "
         "additional +1/+1 counters on them.", "Curator Beastie"),
    Form(REPLACE, "Each [other] GROUP you control enters with a number of additional COUNTER counters on it equal to "
         "~'s power / toughness.", "Each other creature you control enters with a number of additional +1/+1 counters "
         "on it equal to Arwen's toughness.", "Arwen, Weaver of Hope"),
    Form(REPLACE, "Each [other] GROUP you control enters with an additional X COUNTER counters on it, where X is the "
         "number of COUNTER counters on ~.", "Each other creature you control enters with an additional X +1/+1 "
         "counters on it, where X is the number of +1/+1 counters on this creature.", "Bloodspore Thrinax"),
)
