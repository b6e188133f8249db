"""The rows of the forms table for the keywords read with what was chosen as the permanent entered or how it was cast
(oracle.lark's block "keywords read with what was chosen ... or how it was cast")."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import KEYWORDS, Form

FORMS: tuple[Form, ...] = (
    Form(KEYWORDS, "Riot (702.136a: it enters with an additional +1/+1 counter, or gains haste: the object's `riot` "
         "choice)", "Riot", "Zhur-Taa Goblin"),
    Form(KEYWORDS, "Unleash (702.98a: it may enter with a +1/+1 counter; it can't block while it has one)", "Unleash",
         "Rakdos Cackler"),
    Form(KEYWORDS, "Dash COST / Blitz COST (702.109a, 702.152a: haste, and blitz's draw trigger, as long as that cost "
         "was paid: the object's `cast`)", "Dash {1}{R}", "Mardu Scout"),
    Form(KEYWORDS, "Prototype COST \u2014 N/N (702.160a, 718.3b: cast prototyped, the prototype's P/T, mana cost and "
         "colours: the object's `cast`)", "Prototype {1}{B} \u2014 1/1", "Goring Warplow"),
    Form(KEYWORDS, "Flashback COST / Jump-start (702.34a, 702.133a: a spell cast with it, the object's `cast`, is "
         "exiled instead of put anywhere other than exile as it leaves the stack)", "Flashback {2}{U}", "Think Twice"),
    Form(KEYWORDS, "Jump-start (702.133a: as flashback, the object's `cast` says it was cast with it)", "Jump-start",
         "Chemister's Insight"),
    Form(KEYWORDS, "Rebound (702.88a: a spell cast from its owner's hand is exiled instead of put into the graveyard "
         "as it resolves: the zone change's `cast_from` and `resolving`)", "Rebound", "Staggershock"),
)
