"""The rows of the forms table for an exchange of control (701.12): oracle.lark's block of the same name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "Exchange control of two target TYPEs [you don't control]. (701.12a-b: each gets the other's "
         "controller as it resolved; nothing if they had the same one)", "Exchange control of two target creatures.",
         "Switcheroo"),
    Form(ONE_SHOT, "Exchange control of target TYPE [or TYPE] you control and target TYPE an opponent controls [with "
         "power N or less]. (608.2b: both still legal as it resolves, else nothing happens)", "Exchange control of "
         "target artifact or creature you control and target artifact or creature an opponent controls.",
         "Trade the Helm"),
    Form(ACTIVATED, "TRIGGER, you may exchange control of TARGET and TARGET. (608.2d: the board lists it if chosen)",
         "When this creature is turned face up, you may exchange control of target creature you control and target "
         "creature an opponent controls.", "Chromeshell Crab"),
)
