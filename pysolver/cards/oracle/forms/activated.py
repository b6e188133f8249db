"""The rows of the forms table (the package's docstring says its slots) for
activated and triggered abilities, modes and chapters (602, 603, 700.2, 714)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, Form

FORMS: tuple[Form, ...] = (
    Form(ACTIVATED, "COST: effect", "{2}{G}: Wolfsbane gets +2/+2 until end of turn. Activate only once each turn.",
         "Wolfsbane, Highland Hero"),
    Form(ACTIVATED, "[loyalty]: effect", "[−2]: Gain control of target artifact.", "Dack Fayden"),
    Form(ACTIVATED, "... Activate only as a sorcery.", "{3}, {T}: Target creature can't block this turn. Activate "
         "only as a sorcery.", "Sandstorm Verge"),
    Form(ACTIVATED, "... Any player may activate this ability.", "{1}: This creature gets +1/+1 until end of turn. "
         "Any player may activate this ability.", "Flailing Manticore"),
    Form(ACTIVATED, "Sacrifice a GROUP: effect", "Sacrifice a Bat: "
         "Regenerate this creature.", "Skeletal Vampire"),
    Form(ACTIVATED, "Sacrifice ~: effect", "Sacrifice this artifact: Regenerate target artifact.", "Welding Jar"),
    Form(ACTIVATED, "Discard a card: effect", "Discard a card: Regenerate this creature.", "Earsplitting Rats"),
    Form(ACTIVATED, "Discard ~: effect", "{1}{B}, Discard this card: Target creature gets -2/-2 until end of turn.",
         "Harvester of Misery"),
    Form(ACTIVATED, "Pay N life: effect", "Pay 1 life: Regenerate this creature.", "Mischievous Poltergeist"),
    Form(ACTIVATED, "When/Whenever ~ enters, effect", "When Zog enters, target creature can't block this turn.",
         "Zog, Triceraton Castaway"),
    Form(ACTIVATED, "When/Whenever ~ attacks / blocks / attacks or blocks, effect", "Whenever this creature attacks "
         "or blocks, other Humans you control get +1/+1 until end of turn.", "Hamlet Captain"),
    Form(ACTIVATED, "Whenever ~ attacks, it ...", "Whenever this creature attacks, it gets +0/+2 until end of turn.",
         "Joven's Ferrets"),
    Form(ACTIVATED, "When ~ blocks, it ...", "When this creature blocks, it loses defender.", "Elder Land Wurm"),
    Form(ACTIVATED, "Whenever ~ blocks or becomes blocked, effect", "Whenever Karn blocks or becomes blocked, it "
         "gets -4/+4 until end of turn.", "Karn, Silver Golem"),
    Form(ACTIVATED, "Whenever ~ deals combat damage to a player, effect", "Whenever this creature deals combat "
         "damage to a player, it gets +1/+1 until end of turn.", ""),
    Form(ACTIVATED, "Whenever a GROUP enters, effect", "Whenever an artifact enters, this creature gets +4/+4 until "
         "end of turn.", "Vermiculos"),
    Form(ACTIVATED, "ABILITY WORD — Whenever ..., effect", "Landfall — Whenever a land you control enters, Choco "
         "gets +1/+0 until end of turn.", "Choco, Seeker of Paradise"),
    Form(ACTIVATED, "Whenever you cast a [adjectives] spell, effect", "Whenever you cast a red spell, target "
         "creature can't block this turn.", "Goblin Battle Jester"),
    Form(ACTIVATED, "At the beginning of your upkeep / combat on your turn / the end step ..., effect",
         "At the beginning of combat on your turn, target Spider you control gets +2/+2 until end of turn.",
         "Ezekiel Sims, Spider-Totem"),
    Form(ACTIVATED, "• effect (a mode)", "• Untap that land.", "Tiller Engine"),
    Form(ACTIVATED, "I, II, III — effect (a Saga's chapter)", "III — Knights you control get +2/+1 until end of "
         "turn.", "History of Benalia"),
)
