"""The rows of the forms table (the package's docstring says its slots) for the combat rules on what the defending
player controls, named by a group (506.2, 508.1c, 509.1b), and on what that player is or has (724, 122.1f)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "SUBJECT can't attack unless defending player controls a / an GROUP (its types, colours, tapped "
         "status, abilities and power; 508.1c, per target: the player defending it)", "Lurking Green Dragon can't "
         "attack unless defending player controls a creature with flying.", "Lurking Green Dragon"),
    Form(COMBAT, "SUBJECT can't be blocked as long as defending player controls N or more GROUP (509.1b)",
         "Ayesha Tanaka, Armorer can't be blocked as long as defending player controls three or more artifacts.",
         "Ayesha Tanaka, Armorer"),
    Form(COMBAT, "SUBJECT can't be blocked as long as defending player controls an untapped / a TYPE GROUP (509.1b)",
         "Each creature you control can't be blocked as long as defending player controls an artifact land.",
         "Tanglewalker"),
    Form(COMBAT, "SUBJECT can't attack unless defending player is the monarch (724: the "
         "scenario's `monarch`)", "This creature can't attack unless defending player is the "
         "monarch.", "Crown-Hunter Hireling"),
    Form(COMBAT, "SUBJECT can't attack unless defending player is poisoned (122.1f: one or more poison counters)",
         "This creature can't attack unless defending player is poisoned.", "Chained Throatseeker"),
    Form(COMBAT, "SUBJECT can't be blocked as long as defending player has a COUNTER counter (122.1: one or more)",
         "This creature can't be blocked as long as defending player has a rad counter.", "Nightkin Ambusher"),
    Form(COMBAT, "SUBJECT can't attack if defending player controls an untapped creature with power N or less (208.1)",
         "This creature can't attack if defending player controls an untapped creature with power 2 or less.",
         "Mogg Jailer"),
)
