"""The rows of the forms table for a keyword ability of a player (702.11c, 702.18a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, REPLACE, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "You have hexproof / shroud. (702.11c, 702.18a: what may target the player; no question chooses "
         "targets)", "You have hexproof.", "Enduring Angel"),
    Form(STATICS, "You and SUBJECT have hexproof / shroud. (the player's keyword as above; the objects' a layer 6 "
         "grant)", "You and Humans you control have hexproof.", "Sigarda, Heron's Grace"),
    Form(STATICS, "During your turn, you and SUBJECT have hexproof / shroud.", "During your turn, you and this "
         "creature have hexproof.", "Gruul Spellbreaker"),
    Form(STATICS, "You, GROUP, [GROUP, ...] and GROUP have hexproof / shroud.", "You, planeswalkers you control, and "
         "other creatures you control have hexproof.", "Shalai, Voice of Plenty"),
    Form(REPLACE, "You have protection from each of your opponents. (702.16k, 702.16e: the damage sources an opponent "
         "controls would deal to you is prevented)", "You have protection from each of your opponents.",
         "Absolute Virtue"),
    Form(ONE_SHOT, "You and GROUP gain hexproof / shroud DURATION. (the player's keyword as above; the objects' a "
         "resolved layer 6 grant on the GROUP as it resolved, 611.2c)",
         "You and permanents you control gain hexproof until end of turn.", "Lazotep Plating"),
)
