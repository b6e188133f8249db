"""The rows of the forms table (the package's docstring says its slots) for one-shot effects on a set
fixed as they begin (611.2c): targets in any number, groups of a combat status, "for as long as ~ remains
tapped" and "for as long as you control ~", a choice between two changes, kicker, a condition checked as it
resolved and exert."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "attacking / blocking GROUP get(s) ... DURATION (the objects are the effect's targets)",
         "Attacking creatures get +1/+1 until end of turn.", "Morale"),
    Form(ONE_SHOT, "any number of target ... each ...", "Any number of target creatures each get +1/+1 and gain "
         "indestructible until end of turn.", "Ajani's Presence"),
    Form(ONE_SHOT, "one or two target ... each ... (115.1: at least the first number of targets, at most the second; "
         "the noun plural)", "One or two target creatures each get +2/+1 until end of turn.", "Appeal to Eirdu"),
    Form(ONE_SHOT, "one or more target ... become COLOR DURATION", "One or more target creatures become white until "
         "end of turn.", "Heaven's Gate"),
    Form(ONE_SHOT, "target ... with a COUNTER counter on it", "{2}: Target creature with a +1/+1 counter on it gains "
         "shroud until end of turn.", "Plaxcaster Frogling"),
    Form(ONE_SHOT, "target ... without KEYWORD", "Whenever this creature attacks, target attacking creature without "
         "flying gains flying until end of turn.", "Roc Charger"),
    Form(ONE_SHOT, "GROUP you don't control get(s) ... DURATION", "• Creatures you don't control get -1/-1 until "
         "end of turn.", "Orzhov Pontiff"),
    Form(ONE_SHOT, "GROUP target player controls get(s) ... DURATION (the objects are the effect's targets)",
         "Creatures target player controls get -2/-2 until end of turn.", "Arms of Hadar"),
    Form(ONE_SHOT, "... for each GROUP defending player controls (as it resolved: the effect's x)", "Each "
         "attacking creature gets +1/+0 until end of turn for each nonbasic land defending player controls.",
         "Mercadia's Downfall"),
    Form(ONE_SHOT, "... Untap those CARDTYPE.", "Any number of target creatures each get +2/+2 until end of turn. "
         "Untap those creatures.", "Colossal Heroics"),
    Form(ONE_SHOT, "... Untap them.", "Creatures you control get +1/+1 until end of turn. Untap them.",
         "Rallying Roar"),
    # 701.14a, 120.3: the object changed, then acting on another target (an action the board states)
    Form(ONE_SHOT, "TARGET gets ... [Then] it deals damage equal to its power to TARGET.", "Target creature you "
         "control gets +1/+0 until end of turn. Then it deals damage equal to its power to target creature you don't "
         "control.", "Rabid Gnaw"),
    Form(ONE_SHOT, "TARGET gets ... Then it fights TARGET.", "Target creature you control gets +1/+2 until end of "
         "turn. Then it fights target creature you don't control.", "Mage Duel"),
    # 613.1b: the untap an action the board states, the control change the effect's
    Form(ONE_SHOT, "Untap TARGET and gain control of it DURATION.", "Untap target creature and gain control of it "
         "until end of turn. That creature gains haste until end of turn.", "Threaten"),
    Form(ONE_SHOT, "Gain control of GROUP [DURATION]. (the objects as it resolved)", "[−6]: Gain control of all "
         "creatures until end of turn. Untap them. They gain haste until end of turn.", "Tibalt, the Fiend-Blooded"),
    Form(ONE_SHOT, "... Untap that permanent.", "When this creature enters, gain control of target permanent until end "
         "of turn. Untap that permanent. It gains haste until end of turn.", "Zealous Conscripts"),
    # 115.1, 601.2c: another than the source or the first target, zero or one
    Form(ONE_SHOT, "up to one other target ...", "Whenever this creature attacks, up to one other target creature "
         "gains flying until end of turn.", "Wingshield Agent"),
    Form(ONE_SHOT, "Target ... gets ... Up to one other target ... gets ...", "Target creature gets +2/+2 until end "
         "of turn. Up to one other target creature gets +1/+1 until end of turn.", "Mabel's Mettle"),
    Form(ONE_SHOT, "Put N COUNTER counter(s) on each GROUP / Untap all GROUP. Those CARDTYPE ...", "• Put a +1/+1 "
         "counter on each creature you control. Those creatures gain vigilance until end of turn.", "Felidar Retreat"),
    Form(ACTIVATED, "COST: discard a CARDTYPE card / discard a card at random / exile ~", "Discard a creature card: "
         "This creature gets +2/+2 and gains trample until end of turn. Activate only once each turn.",
         "Erstwhile Trooper"),
    Form(ONE_SHOT, "each creature blocking it get(s) ... (the effect's targets)", "Whenever this creature becomes "
         "blocked, each creature blocking it gets -1/-1 until end of turn.", "Plague Wight"),
    Form(ONE_SHOT, "GROUP of the creature type of your choice ... (the effect's choices)", "Creatures of the creature "
         "type of your choice get -3/-3 until end of turn.", "Witch's Vengeance"),
    Form(ONE_SHOT, "target attacking or blocking ...", "{W}: Target attacking or blocking creature gets +1/+1 until "
         "end of turn.", ""),
    Form(ACTIVATED, "Whenever ~ attacks alone, ...", "Whenever this creature attacks alone, it gets +2/+0 until end of "
         "turn.", "Rogue Kavu"),
    Form(ACTIVATED, "Whenever a player / an opponent casts a SPELL, ...", "Whenever a player casts a red spell, this "
         "creature gets +1/+1 until end of turn.", ""),
    Form(ACTIVATED, "... Activate only during your turn / combat [, before attackers are declared].", "{2}: Target "
         "creature gets +1/+1 until end of turn. Activate only during your turn, before attackers are declared.",
         ""),
    Form(ONE_SHOT, "... for each creature blocking it beyond the first (the effect's x)", "Whenever this creature "
         "becomes blocked, it gets +1/+1 until end of turn for each creature blocking it beyond the first.", ""),
    Form(ONE_SHOT, "you may have TARGET / SUBJECT / it get ... DURATION", "When this creature dies, you may have "
         "target creature get -2/-2 until end of turn.", "Undead Executioner"),
    Form(ONE_SHOT, "... If you do, ACTION.", "Whenever this creature attacks, you may have it get +4/+0 until end of "
         "turn. If you do, sacrifice it at the beginning of the next end step.", "Attack-in-the-Box"),
    Form(ACTIVATED, "Whenever you sacrifice a GROUP / a player cycles a card / you attack with N or more creatures, "
         "...", "Whenever you sacrifice a permanent, this creature gets +2/+0 until end of turn.",
         "Slaughter-Priest of Mogis"),
    Form(ONE_SHOT, "TARGET gets ... DURATION. Another TARGET gets ... DURATION. (the targets in that order)",
         "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.",
         "Consume Strength"),
    Form(ONE_SHOT, "target ... other than ~", "Whenever another creature you control enters, target creature other "
         "than this creature gets +1/+1 and gains trample until end of turn.", ""),
    Form(ONE_SHOT, "Put N COUNTER counter(s) on ~. It ...", "{1}, Sacrifice an artifact: Put a +1/+1 counter on "
         "this creature. It gains indestructible until end of turn.", "Syndicate Trafficker"),
    Form(ONE_SHOT, "... for as long as ~ remains tapped", "{2}, {T}: Target creature gets +1/+1 for as long as this "
         "artifact remains tapped.", "Tawnos's Weaponry"),
    # 611.2b: it ends once its controller no longer controls its source (or the source is untapped)
    Form(ONE_SHOT, "TARGET ... for as long as you control ~ [and ~ remains tapped]", "When this creature enters, "
         "another target permanent gains indestructible for as long as you control this creature.", "Aegis Angel"),
    Form(ONE_SHOT, "Gain control of TARGET for as long as you control ~ [and ~ remains tapped]", "{T}: Gain control "
         "of target creature for as long as you control Rubinia Soulsinger and Rubinia Soulsinger remains tapped.",
         "Rubinia Soulsinger"),
    # 611.2b: it ends once its source has left the battlefield
    Form(ONE_SHOT, "... for as long as ~ remains on the battlefield", "When this creature enters, gain control of "
         "target creature for as long as this creature remains on the battlefield.", "Sower of Temptation"),
    Form(ONE_SHOT, "SUBJECT gets +N/+N or +N/+N DURATION (the effect's choices: option)", "{1}: This creature gets "
         "+1/-1 or -1/+1 until end of turn.", "Brightling"),
    Form(ONE_SHOT, "... If ~ was kicked, that CARDTYPE ... instead.", "Target creature gets -2/-2 until end of turn. "
         "If this spell was kicked, that creature gets -5/-5 until end of turn instead.", "Vicious Offering"),
    Form(ONE_SHOT, "... If ~ was kicked, instead that CARDTYPE ...", "Target creature gets +3/+3 until end of turn. "
         "If this spell was kicked, instead that creature gets +4/+4 and gains trample and haste until end of turn.",
         "Colossal Growth"),
    Form(ONE_SHOT, "... If ~ was kicked, that CARDTYPE ... (an added part)", "Target creature gets +3/+0 until end of "
         "turn. If this spell was kicked, that creature gains lifelink until end of turn.", "Vampire's Bite"),
    Form(ONE_SHOT, "... If ~ was kicked, those CARDTYPE ... instead.", "Creatures you control get +1/+1 until end of "
         "turn. If this spell was kicked, those creatures get +2/+1 until end of turn instead.", "Dauntless Unity"),
    # 702.166b, 702.174, 207.2c: so how else the spell was cast (the effect's choices: bargained, gift_promised,
    # cast_in_main_phase)
    Form(ONE_SHOT, "... If ~ was bargained, that CARDTYPE also ... (the effect's choices: bargained)", "Target "
         "creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains flying and "
         "lifelink until end of turn.", "Archon's Glory"),
    Form(ONE_SHOT, "... If the gift was promised, that CARDTYPE also ... (the effect's choices: gift_promised)",
         "Target creature you control gets +2/+2 until end of turn. If the gift was promised, that creature also "
         "gains indestructible until end of turn.", "Crumb and Get It"),
    Form(ONE_SHOT, "... If you cast ~ during your main phase, that CARDTYPE ... instead. (the effect's choices: "
         "cast_in_main_phase)", "Target creature gets +2/+2 until end of turn. If you cast this spell during your "
         "main phase, that creature gets +4/+4 until end of turn instead.", "Might of Old Krosa"),
    Form(ONE_SHOT, "When ~ enters, if you cast it during your main phase, ... (603.4: listed, it triggered)",
         "Addendum — When this Aura enters, if you cast it during your main phase, enchanted creature gains lifelink "
         "until end of turn.", "Sentinel's Mark"),
    # 608.2c, 608.2h: a condition checked once, as it resolved (the effect's choices: condition)
    Form(ONE_SHOT, "... If it's a TYPE / legendary / COLOR, it ... (the effect's choices: condition)", "Target "
         "creature gets +2/+2 until end of turn. If it's a Vampire, it gains first strike until end of turn.",
         "Vampire's Zeal"),
    Form(ONE_SHOT, "... If it's a TYPE, instead it ...", "Target creature gets +2/+2 until end of turn. If it's a "
         "Human, instead it gets +3/+3 and gains indestructible until end of turn.", "Flare of Faith"),
    Form(ONE_SHOT, "... If that CARDTYPE is a TYPE, it also ...", "Gain control of target creature until end of turn. "
         "Untap that creature. It gains haste until end of turn. If that creature is a Goat, it also gets +3/+0 until "
         "end of turn.", "Goatnap"),
    Form(ONE_SHOT, "... If you control N or more GROUP, it ... instead.", "Target creature gets +2/+2 until end of "
         "turn. If you control three or more creatures, it gets +4/+4 until end of turn instead.", "You're Not Alone"),
    Form(ONE_SHOT, "... If you have the city's blessing, those CARDTYPE ... instead.", "Creatures you control get "
         "+1/+1 until end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn "
         "instead.", "Pride of Conquerors"),
    Form(ONE_SHOT, "... DURATION, where X is ~'s / its power (as it resolved: the effect's x)", "{2}{G}{G}: This "
         "creature gets +X/+X until end of turn, where X is its power.", "Chameleon Colossus"),
    Form(ONE_SHOT, "... DURATION for each other attacking TYPE (as it resolved: the effect's x)", "Whenever this "
         "creature attacks, it gets +1/+1 until end of turn for each other attacking Kavu.", "Kavu Mauler"),
    Form(ONE_SHOT, "... DURATION for each creature blocking it (as it resolved: the effect's x)", "Whenever this "
         "creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it.", "Rabid Elephant"),
    Form(ONE_SHOT, "TARGET gets ... until your next turn", "[+1]: Up to one target creature gets -2/-0 until your "
         "next turn.", ""),
    Form(ONE_SHOT, "You may pay COST / discard a card / sacrifice ... . If you do, ...", "Whenever this creature "
         "attacks, you may pay {1}{W}. If you do, it gains flying until end of turn.", "Skyline Scout"),
    Form(ACTIVATED, "COST: sacrifice another ...", "{1}, Sacrifice another creature: This creature gains "
         "indestructible until end of turn. Tap it.", "Unrooted Ancestor"),
    Form(ACTIVATED, "Whenever a GROUP attacks / blocks / attacks alone / becomes blocked, it / that creature ... (the "
         "effect's targets)", "Whenever a creature you control attacks alone, it gains double strike until end of "
         "turn.", "Seifer Almasy"),
    Form(STATICS, "GROUP with / without KEYWORD get(s) ... (the abilities after layer 6)", "Creatures without flying "
         "get -2/-0.", "Gravitational Shift"),
    Form(ONE_SHOT, "... GROUP with KEYWORD get(s) ... DURATION", "[+2]: Creatures you control with flying get +1/+1 "
         "until end of turn.", "Serra the Benevolent"),
    Form(ACTIVATED, "TRIGGER, if it / ~ / that spell was kicked, ...", "When this creature enters, if it was kicked, "
         "it gets +1/+1 and gains haste until end of turn.", "Yavimaya Iconoclast"),
    Form(ACTIVATED, "You may exert ~ as it attacks. When you do, ...", "You may exert this creature as it attacks. "
         "When you do, it gets +1/+3 and gains lifelink until end of turn.", "Glory-Bound Initiate"),
)
