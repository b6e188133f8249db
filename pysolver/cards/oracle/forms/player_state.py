"""The rows of the forms table (the package's docstring says its slots) for what a player is or has (604.1): conditions
on a completed dungeon (309.7), the city's blessing (702.131c), the monarch (724), poison counters (122.1f), max speed
(702.178a, 702.179e) and the starting life total (103.4), and counts of a player's counters, opponents and speed
(608.2h), read from the scenario's player state."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "... as long as you've completed a dungeon (309.7, the scenario's `dungeons_completed`)",
         "As long as you've completed a dungeon, this creature gets +3/+0 and has flying.", "Cloister Gargoyle"),
    Form(CONDITIONS, "... as long as you have the city's blessing (702.131c, the scenario's `citys_blessing`; combat "
         "too)", "This creature gets +2/+2 as long as you have the city's blessing.", "Dusk Charger"),
    Form(CONDITIONS, "As long as you're the monarch, ... (724, the scenario's `monarch`; combat too)",
         "As long as you're the monarch, permanents you control have hexproof.", "Dawnglade Regent"),
    Form(CONDITIONS, "As long as an opponent has N or more poison counters, ... (122.1f, the scenario's "
         "`player_counters`)", "Corrupted — As long as an opponent has three or more poison counters, this creature "
         "has double strike.", "Apostle of Invasion"),
    Form(CONDITIONS, "... as long as an opponent is poisoned (122.1f: one or more poison counters)",
         "This creature has infect as long as an opponent is poisoned.", "Viridian Betrayers"),
    Form(COMBAT, "~ can't attack or block unless you have max speed (702.179e, the scenario's `speed`)",
         "Hazoret can't attack or block unless you have max speed.", "Hazoret, Godseeker"),
    Form(CONDITIONS, "Max speed — [static ability] (702.178a: the object has the ability while its controller's speed "
         "is 4)", "Max speed — This creature gets +1/+1 and has menace.", "Gastal Raider"),
    Form(CONDITIONS, "As long as you have at least N life more than your starting life total, ... (103.4, the "
         "scenario's `starting_life` and `life`)", "As long as you have at least 7 life more than your starting life "
         "total, creatures you control get +2/+2.", "Leyline of Hope"),
    Form(CONDITIONS, "As long as your life total is greater / less than [or equal to] [half] your starting life "
         "total, ...", "As long as your life total is less than or equal to half your starting life total, Bane has "
         "indestructible.", "Bane, Lord of Darkness"),
    Form(CONDITIONS, "As long as an opponent's life total is less than [half] their starting life total, ...",
         "As long as an opponent's life total is less than half their starting life total, Anya has indestructible.",
         "Anya, Merciless Angel"),
    Form(CONDITIONS, "... gets +N/+M for each KIND counter you have / your opponents have (122.1, 608.2h)",
         "Kalemne gets +1/+1 for each experience counter you have.", "Kalemne, Disciple of Iroas"),
    Form(CONDITIONS, "... gets +N/+M for each opponent whose life total is less than half their starting life total",
         "Anya gets +3/+3 for each opponent whose life total is less than half their starting life total.",
         "Anya, Merciless Angel"),
    Form(CONDITIONS, "... gets +X/+0, where X is your speed (702.179f: no speed is 0)",
         "Other creatures you control get +X/+0, where X is your speed.", "Samut, the Driving Force"),
    Form(CONDITIONS, "~'s power is equal to your speed (604.3)", "Gomif's power is equal to your speed.",
         "Gomif, Fast Racer"),
)
