"""The rows of the forms table (the package's docstring says its slots) for what happens as a
permanent enters, read on how it was cast or on its controller's hand (614.1c, 614.12)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "If ~ was kicked, it enters with N COUNTER counters on it.", "If this creature was kicked, it "
         "enters with two +1/+1 counters on it.", "Aether Figment"),
    Form(REPLACE, "If ~ was kicked, it enters with N COUNTER counters on it and with KEYWORD. (614.1c: the keyword a "
         "layer 6 effect for the object's `kicked` choice)", "If this creature was kicked, it enters with two +1/+1 "
         "counters on it and with flying.", "Faerie Squadron"),
    Form(REPLACE, "If ~ was kicked with its COST kicker, it enters with N COUNTER counters on it [and with KEYWORD]. "
         "(702.33c: the enter event's `kicked_with`)", "If this creature was kicked with its {G} kicker, it enters "
         "with a +1/+1 counter on it and with trample.", "Cetavolver"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each time it was kicked.", "This creature enters "
         "with a +1/+1 counter on it for each time it was kicked.", "Joraga Warcaller"),
    Form(REPLACE, "[Converge —] ~ enters with N COUNTER counter(s) on it for each color of mana spent to cast it.",
         "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.",
         "Tajuru Stalwart"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each mana spent to cast it.", "Verazol enters with "
         "a +1/+1 counter on it for each mana spent to cast it.", "Verazol, the Split Current"),
    Form(REPLACE, "~ enters with a number of COUNTER counters on it equal to the amount of mana spent to cast it.",
         "Marath enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
         "Marath, Will of the Wild"),
    Form(REPLACE, "[Undergrowth —] ~ enters with N COUNTER counter(s) on it for each GROUP.", "This creature enters "
         "with a +1/+1 counter on it for each creature card in your graveyard.", "Golgari Grave-Troll"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each GROUP and each GROUP.", "This creature enters "
         "with a +1/+1 counter on it for each other Zombie you control and each Zombie card in your graveyard.",
         "Unbreathing Horde"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each GROUP and N COUNTER counter(s) on it for each "
         "GROUP.", "Ulasht enters with a +1/+1 counter on it for each other red creature you control and a +1/+1 "
         "counter on it for each other green creature you control.", "Ulasht, the Hate Seed"),
    Form(REPLACE, "~ enters with a number of COUNTER counters on it equal to N plus the number of GROUP.", "This "
         "creature enters with a number of +1/+1 counters on it equal to one plus the number of other creatures you "
         "control.", "Boss's Chauffeur"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it plus an additional COUNTER counter on it for each GROUP.",
         "This creature enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each other "
         "creature you control.", "Sheriff of Safe Passage"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each [other] KIND and/or KIND you control.", "This "
         "creature enters with a +1/+1 counter on it for each other creature and/or artifact you control.",
         "Luxknight Breacher"),
    Form(REPLACE, "~ enters with X COUNTER counters on it, where X is the number of KIND and KIND cards ZONE.", "This "
         "creature enters with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all "
         "graveyards.", "Academy Elite"),
    Form(REPLACE, "~ enters with X COUNTER counters on it, where X is the number of tapped GROUP.", "This creature "
         "enters with X +1/+1 counters on it, where X is the number of tapped lands on the battlefield.",
         "Ignition Team"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each GROUP with a COUNTER counter on it.", "This "
         "creature enters with a +1/+1 counter on it for each other creature you control with a +1/+1 counter on it.",
         "Avatar of the Resolute"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on him / her for each GROUP.", "Michelangelo enters with a "
         "+1/+1 counter on him for each land you control.", "Michelangelo, On the Scene"),
    Form(REPLACE, "[Adamant —] If at least N COLOR mana was spent to cast ~, ~ enters with N COUNTER counter(s) on "
         "it.", "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a "
         "+1/+1 counter on it.", "Ardenvale Paladin"),
    Form(REPLACE, "[Adamant —] If at least N mana of the same color was spent to cast ~, ~ enters with ...",
         "Adamant — If at least three mana of the same color was spent to cast this spell, this creature enters "
         "with a +1/+1 counter on it.", "Henge Walker"),
    Form(REPLACE, "[Raid —] ~ enters with N COUNTER counter(s) on it if you attacked this turn.", "Raid — This "
         "creature enters with a +1/+1 counter on it if you attacked this turn.", "Goblin Boarders"),
    Form(REPLACE, "[Morbid —] ~ enters with N COUNTER counter(s) on it if a creature died this turn.", "Morbid — This "
         "creature enters with two +1/+1 counters on it if a creature died this turn.", "Festerhide Boar"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it for each creature that died this turn.", "This creature "
         "enters with a +1/+1 counter on it for each creature that died this turn.", "Grizzly Ghoul"),
    Form(REPLACE, "[Revolt —] ~ enters with ... if a permanent left the battlefield under your control this turn.",
         "Revolt — This creature enters with a +1/+1 counter on it if a permanent left the battlefield under your "
         "control this turn.", "Night Market Aeronaut"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it if an opponent lost life this turn.", "This creature "
         "enters with a +1/+1 counter on it if an opponent lost life this turn.", "Frilled Sparkshooter"),
    Form(REPLACE, "TYPES, TYPES, and TYPES [you control / your opponents control] enter "
         "tapped.", "Artifacts, creatures, and lands your opponents control enter tapped.", "Kismet"),
    Form(REPLACE, "TYPES enter tapped.", "Creatures enter tapped.", "False Floor"),
    Form(REPLACE, "TYPES and TYPES enter tapped.", "Artifacts and lands enter tapped.", "Root Maze"),
    Form(REPLACE, "QUALITY TYPES enter tapped.", "Nonbasic lands enter tapped.", "Zhao, the Moon Slayer"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it if you cast it from your hand.", "Myojin of Cleansing "
         "Fire enters with a divinity counter on it if you cast it from your hand.", "Myojin of Cleansing Fire"),
    Form(REPLACE, "~ enters with N COUNTER counter(s) on it if you didn't cast it from your hand.", "This creature "
         "enters with three +1/+1 counters on it if you didn't cast it from your hand.", "Epochrasite"),
    Form(REPLACE, "As ~ enters, you may reveal a TYPE [or TYPE] card from your hand. If you don't, ~ enters tapped.",
         "As this land enters, you may reveal a Swamp or Mountain card from your hand. If you don't, this land "
         "enters tapped.", "Foreboding Ruins"),
    Form(REPLACE, "~ enters tapped and doesn't untap during your untap step.", "This creature enters tapped and "
         "doesn't untap during your untap step.", "Leviathan"),
    Form(REPLACE, "As ~ enters the battlefield, choose a color.", "As Forsaken Crossroads enters the battlefield, "
         "choose a color.", "Forsaken Crossroads"),
    Form(REPLACE, "As ~ enters, choose a nonland card name.", "As this creature enters, choose a nonland card name.",
         "Meddling Mage"),
    Form(REPLACE, "As ~ enters, choose a word.", "As this enchantment enters, choose a word.", "Censorship"),
    Form(REPLACE, "As ~ enters, choose a number.", "As this creature enters, choose a number.", "Sanctum Prelate"),
    Form(REPLACE, "As ~ enters, choose Khans or Dragons. / choose odd or even.", "As this enchantment enters, choose "
         "Khans or Dragons.", "Citadel Siege"),
    Form(REPLACE, "As ~ enters, choose a card type.", "As Umori enters, choose a card type.", "Umori, the Collector"),
    Form(REPLACE, "~ enters tapped. As it enters, choose a color other than COLOR.", "This land enters tapped. As "
         "it enters, choose a color other than green.", "Thriving Grove"),
)
