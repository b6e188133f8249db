"""The rows of the forms table (the package's docstring says its slots) for emblems (114): "You get an emblem with
"ABILITY" [and "ABILITY"]" (114.2: each quoted ability compiled as a line of its own; a scenario names the emblem
`emblem: {of: CARD}`), "Target opponent gets an emblem with ..." and the condition "as long as you have N or more
emblems" (the emblems its controller owns)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "you get an emblem with \"ABILITY\" [and \"ABILITY\"] (114.2-114.4: an emblem in the command "
         "zone, `emblem: {of: CARD}`)", "[−4]: You get an emblem with \"Creatures you control get +1/+1.\"",
         "Gideon, Ally of Zendikar"),
    Form(ONE_SHOT, "target opponent gets an emblem with \"ABILITY\" (114.2: that opponent owns and controls it, the "
         "emblem's `owner`)", "[−8]: Target opponent gets an emblem with \"Whenever a creature attacks you, it gets "
         "+5/+5 and gains trample until end of turn.\"", "Garruk, Apex Predator"),
    Form(CONDITIONS, "as long as you have N or more emblems (114.2: the emblems you own)", "Baneslayer Aspirant gets "
         "+3/+3 and has flying, first strike, and lifelink as long as you have one or more emblems.",
         "Baneslayer Aspirant"),
)
