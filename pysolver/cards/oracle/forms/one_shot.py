"""The rows of the forms table (the package's docstring says its slots) for
one-shot effects of spells and abilities (611.2)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "TARGET gets +N/+N DURATION", "Target creature gets +3/+3 until end of turn.", "Giant Growth"),
    Form(ONE_SHOT, "+ COST — MODE (a spree mode: 702.172b)", "+ {1} \u2014 Target creature gains double strike until "
         "end of turn.", "Rustler Rampage"),
    Form(ONE_SHOT, "TARGET can't block DURATION", "Target creature can't block this turn.", "Demonic Dread"),
    Form(ONE_SHOT, "up to N target ... each ...", "Up to two target creatures each get +2/+0 until end of turn.",
         "Nahiri's Stoneblades"),
    Form(ONE_SHOT, "another target ...", "{G}: Regenerate another target Elf.", "Ezuri, Renegade Leader"),
    Form(ONE_SHOT, "target ... with power N or less", "Gain control of target creature with power 2 or less.",
         "Connive"),
    Form(ONE_SHOT, "TARGET becomes COLOR DURATION and ...", "Target creature becomes red until end of turn and "
         "attacks this turn if able.", "Incite"),
    Form(ONE_SHOT, "TARGET becomes [a] [N/N] [COLOR] [types] [with base power and toughness N/N] [with all "
         "creature types] [with KEYWORDS] [in addition to its other types] DURATION",
         "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
         "Mutavault"),
    Form(ONE_SHOT, "... becomes ... with base power and toughness N/N", "[−1]: Target artifact becomes an artifact "
         "creature with base power and toughness 5/5.", "Tezzeret, Agent of Bolas"),
    Form(ONE_SHOT, "... becomes ... in addition to its other types", "{1}{U}{U}: Target permanent becomes an "
         "artifact in addition to its other types.", "Memnarchitect"),
    Form(ONE_SHOT, "... It's still a land.", "Target Mountain becomes a 3/1 creature. It's still a land.",
         "Siege of Towers"),
    Form(ONE_SHOT, "Until end of turn, SUBJECT ...", "{1}: Until end of turn, this creature loses defender and "
         "gains flying.", "Manor Gargoyle"),
    Form(ONE_SHOT, "SUBJECT get(s) ... until end of turn for each GROUP", "All creatures get -1/-1 until end of "
         "turn for each Swamp you control.", "Mutilate"),
    Form(ONE_SHOT, "... until end of turn, where X is the number of GROUP", "{3}: Charix gets +X/-X until end of "
         "turn, where X is the number of Islands you control.", "Charix, the Raging Isle"),
    Form(ONE_SHOT, "gain control of TARGET [DURATION]", "When Keiga dies, gain control of target creature.",
         "Keiga, the Tide Star"),
    Form(ONE_SHOT, "switch TARGET's power and toughness [DURATION]", "Switch target creature's power and "
         "toughness until end of turn.", "About Face"),
    Form(ONE_SHOT, "you may have ~ become ...", "Whenever another artifact you control enters, you may have this "
         "artifact become a 2/2 Bird artifact creature with flying until end of turn.", "Glint Hawk Idol"),
    Form(ONE_SHOT, "... Draw a card. / Draw N cards.", "Target creature gets +1/+1 until end of turn. Draw a card.",
         "Killian's Confidence"),
    Form(ONE_SHOT, "Draw N cards. ...", "Draw three cards. Creatures your opponents control get -3/-0 until end of "
         "turn.", "Bewildering Blizzard"),
    Form(ONE_SHOT, "... Scry N.", "Target creature gets +3/+2 until end of turn. Scry 1.", "Inordinate Rage"),
    Form(ONE_SHOT, "... Surveil N.", "Target creature gets +2/+2 until end of turn. Surveil 1.", ""),
    Form(ONE_SHOT, "... You gain N life.", "Target creature gets +2/+2 until end of turn. You gain 2 life.",
         "Moment of Triumph"),
    Form(ONE_SHOT, "... Tap that creature.", "Target creature gets -1/-1 until end of turn. Tap that creature.",
         "Stabbing Pain"),
    Form(ONE_SHOT, "Untap that CARDTYPE / it.", "Whenever this creature becomes blocked, untap it.",
         "Silkenfist Fighter"),
    Form(ONE_SHOT, "TARGET becomes the color of your choice DURATION", "{T}: Target creature becomes the color of "
         "your choice until end of turn.", "Tidal Visionary"),
    Form(ONE_SHOT, "SUBJECT becomes the creature type of your choice DURATION", "{1}: This creature becomes the "
         "creature type of your choice until end of turn.", "Mistform Dreamer"),
    Form(ONE_SHOT, "switch ~'s power and toughness [DURATION]", "{U}: Switch this creature's power and toughness "
         "until end of turn.", "Windreaver"),
    Form(ONE_SHOT, "N target ... each ...", "Two target creatures each get +2/+2 until end of turn.", "Symbiosis"),
    Form(ONE_SHOT, "target ... you don't control", "Target creature you don't control gets -4/-0 until end of turn.",
         "Downsize"),
    Form(ONE_SHOT, "Untap/tap/destroy TARGET. It ...", "Untap target creature. It gets +1/+3 until end of turn.",
         "Ornamental Courage"),
    Form(ONE_SHOT, "Put N COUNTER counter(s) on TARGET / ~ / it. ...", "Put a +1/+1 counter on target creature you "
         "control. Untap that creature.", "Stony Strength"),
    Form(ONE_SHOT, "... It fights TARGET.", "Target creature you control gets +1/+0 until end of turn. It fights "
         "target creature you don't control.", "Swift Kick"),
    Form(ONE_SHOT, "... You lose N life. / Each opponent loses N life.", "Target creature gets -3/-3 until end of "
         "turn. You lose 3 life.", "Ulcerate"),
    Form(ONE_SHOT, "... Sacrifice/Exile it at the beginning of the next end step.", "{2}: This creature gets +1/+1 "
         "until end of turn. Sacrifice it at the beginning of the next end step.", "Deathknell Kami"),
    Form(ONE_SHOT, "~ / it deals N damage to any target / target player / target opponent. ...", "When this "
         "creature enters, it deals 1 damage to any target. This creature gets +1/+1 until end of turn.", ""),
    Form(ONE_SHOT, "TARGET gets +N/+N / has KEYWORDS until your next turn / upkeep.", "[+1]: Up to one target "
         "creature gets -2/-1 until your next turn.", "Liliana, the Last Hope"),
    Form(ONE_SHOT, "target spell or permanent ... (a spell on the stack too, 115.1)", "Target spell or permanent "
         "becomes white.", "Purelace"),
)
