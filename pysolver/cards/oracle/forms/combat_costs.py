"""The rows of the forms table (the package's docstring says its slots) for costs to attack or block one creature
(508.1d, 508.1h, 509.1c-d): generic mana its controller pays, never forced; and a cost on every blocking creature
while the source attacks (506.4, 604.1)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "SUBJECT can't attack [or block] unless its controller pays {N} (~ or the enchanted or equipped "
         "creature)", "Enchanted creature can't attack unless its controller pays {3}.", "Brainwash"),
    Form(COMBAT, "SUBJECT can't attack or block unless its controller pays {N}", "Enchanted creature can't attack or "
         "block unless its controller pays {3}.", "Oppressive Rays"),
    Form(COMBAT, "~ can't attack [or block] unless you pay {N}", "This creature can't attack or block unless you pay "
         "{2}.", "Qal Sisma Behemoth"),
    Form(COMBAT, "~ can't block FILTER unless you pay {N} ({N} for each attacker of the filter it blocks)", "This "
         "creature can't block creatures with power 3 or greater unless you pay {1}.", "Hipparion"),
    Form(COMBAT, "~ can't attack unless you sacrifice a / N land(s) / LANDTYPE(s) (508.1g: each land once for the "
         "whole declaration)", "This creature can't attack unless you sacrifice two Islands.", "Leviathan"),
    Form(COMBAT, "As long as CONDITION, creatures can't block unless their controller pays {N} for each of those "
         "creatures. (CONDITION: ~ is attacking, or one combat evaluates)", "As long as this creature is attacking, "
         "creatures can't block unless their controller pays {1} for each of those creatures.", "Archangel of Tithes"),
)
