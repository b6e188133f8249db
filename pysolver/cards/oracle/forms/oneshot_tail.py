"""The rows of the forms table (the package's docstring says its slots) for the tail of one-shot effects (611.2): an
ability word before an effect alone (207.2c), domain counted once as the effect resolves (305.6, 608.2h) and "... and
deals N damage to you" beside a change of the source (120), "target creature and all other creatures with the
same name as that creature" (201.2), "gains your choice of KEYWORD or KEYWORD" or "... of KEYWORD, KEYWORD, or
KEYWORD" and "loses KEYWORD or KEYWORD" (608.2d)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    # 207.2c: an ability word has no rules meaning
    Form(ONE_SHOT, "ABILITY WORD — EFFECT (the effect alone, as without the word)", "Fathomless descent — All "
         "creatures get -X/-X until end of turn, where X is the number of permanent cards in your graveyard.",
         "Terror Tide"),
    # 608.2h: counted once, as it resolved (the effect's x)
    Form(ONE_SHOT, "... DURATION for each basic land type among lands you control (as it resolved: the effect's x)",
         "Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control.",
         "Might of Alara"),
    Form(ONE_SHOT, "..., where X is the number of basic land types among lands you control (as it resolved: the "
         "effect's x)", "Domain — Whenever Radha becomes tapped, another target creature you control gets +X/+X until "
         "end of turn, where X is the number of basic land types among lands you control.",
         "Radha, Coalition Warlord"),
    # 120: the damage an action as it resolves, which the board states
    Form(ACTIVATED, "COST: ~ ... DURATION and deals N damage to you.", "{1}{R}: This creature gets +1/+0 until end "
         "of turn and deals 1 damage to you.", "Firedrinker Satyr"),
    # 201.2, 611.2c: the target and the objects with its name as it resolved, the board's targets
    Form(ONE_SHOT, "Target creature and all other creatures with the same name as that creature get ... DURATION "
         "(the board's targets, the target first)", "Target creature and all other creatures with the same name as "
         "that creature get -2/-2 until end of turn.", "Echoing Decay"),
    # 608.2d: the keyword chosen as it resolved, the effect's choices.option
    Form(ONE_SHOT, "... gain(s) your choice of KEYWORD or KEYWORD DURATION (the effect's choices: option 1 or 2)",
         "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.",
         "Alchemist's Gift"),
    Form(ONE_SHOT, "... lose(s) KEYWORD or KEYWORD DURATION (the one lost chosen as it resolved, 608.2d: the effect's "
         "choices: option 1 or 2)", "{T}: Target creature loses first strike or swampwalk until end of turn.",
         "Urborg"),
    Form(ONE_SHOT, "... gain(s) your choice of KEYWORD, KEYWORD, or KEYWORD DURATION (the effect's choices: option 1 "
         "to N)", "At the beginning of combat on your turn, target creature you control gains your choice of flying, "
         "vigilance, or lifelink until end of turn.", "Steel Seraph"),
)
