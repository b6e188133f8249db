"""The rows of the forms table for more replacement and prevention effects (614.1c, 614.12a, 615.1):
oracle.lark's block "more replacement and prevention forms"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "~ enters with your choice of a KIND counter or a KIND counter on it.", "This creature enters with "
         "your choice of a flying counter or a first strike counter on it.", "Helica Glider"),
    Form(REPLACE, "~ enters with your choice of a KIND, KIND, or KIND counter on it.", "Denry Klin enters with your "
         "choice of a +1/+1, first strike, or vigilance counter on it.", "Denry Klin, Editor in Chief"),
    Form(REPLACE, "~ enters with a / N ... counter(s) on him / her.", "Hulk enters with a +1/+1 counter on him.",
         "Hulk, Strongest There Is"),
    Form(REPLACE, "Each [other] GROUP you control enters with an additional KIND counter on it.", "Each Dragon you "
         "control enters with an additional +1/+1 counter on it.", "Dragonstorm Globe"),
    Form(REPLACE, "Each other GROUP you control enters with an additional NAMED counter on it.", "Each other "
         "creature you control enters with an additional vigilance counter on it.", "Tayam, Luminous Enigma"),
    Form(REPLACE, "If another GROUP would die, exile it instead.", "If another creature would die, exile it "
         "instead.", "Void Maw"),
    Form(REPLACE, "Prevent all noncombat damage that would be dealt to [other] GROUP / you / ~ [this turn].",
         "Prevent all noncombat damage that would be dealt to other creatures you control.", "Crystal Barricade"),
    Form(REPLACE, "Prevent all noncombat damage that would be dealt to equipped / enchanted creature. (301.5, 303.4: "
         "the creature its source is attached to)",
         "Prevent all noncombat damage that would be dealt to equipped creature.", "Magebane Armor"),
    Form(REPLACE, "Prevent all noncombat damage that would be dealt to you and [other] GROUP.", "Prevent all "
         "noncombat damage that would be dealt to you and creatures you control.", "Blessed Sanctuary"),
    Form(REPLACE, "As ~ enters, choose WORD or WORD.", "As this enchantment enters, choose Mardu or Jeskai.",
         "Windcrag Siege"),
    Form(REPLACE, "As ~ enters, choose a CHOICE and a CHOICE.", "As this artifact enters, choose a color and a "
         "creature type.", "Riptide Replicator"),
    Form(REPLACE, "As ~ enters, choose N colors.", "As this artifact enters, choose two colors.",
         "Seal of the Guildpact"),
    Form(REPLACE, "As ~ enters, choose N players.", "As this creature enters, choose two players.", "Sower of Discord"),
    Form(REPLACE, "As ~ enters, choose N basic land types.", "As this enchantment enters, choose two basic land types.",
         "Illusionary Terrain"),
    Form(REPLACE, "As ~ enters, choose a number between N and N.", "As Talion enters, choose a number between 1 and "
         "10.", "Talion, the Kindly Lord"),
    Form(REPLACE, "As ~ enters, choose WORD, WORD, ..., or WORD. (creature or card types)", "As this artifact enters, "
         "choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk.", "Dawn-Blessed Pennant"),
    Form(REPLACE, "As ~ enters, choose COLOR or COLOR. / LAND TYPE or LAND TYPE.", "As this enchantment enters, "
         "choose black or red.", "Mangara's Equity"),
    Form(REPLACE, "As ~ enters, secretly choose a CHOICE.", "As this creature enters, secretly choose an opponent.",
         "Emissary of Grudges"),
    Form(REPLACE, "As ~ enters, look at an opponent's hand, then choose any card name.", "As this artifact enters, "
         "look at an opponent's hand, then choose any card name.", "Sorcerous Spyglass"),
    Form(REPLACE, "As ~ enters, choose another CARDTYPE you control.", "As this creature enters, choose another "
         "creature you control.", "Dauntless Bodyguard"),
    Form(REPLACE, "As ~ enters, pay any amount of life. (the object's life_paid)", "As this artifact enters, pay any "
         "amount of life.", "Phyrexian Processor"),
    Form(REPLACE, "As ~ enters, you lose life equal to your life total. (the scenario's life)", "As this enchantment "
         "enters, you lose life equal to your life total.", "Lich"),
    Form(REPLACE, "As ~ enters, choose a letter.", "As Katerina of Myra's Marvels enters, choose a letter.",
         "Katerina of Myra's Marvels"),
    Form(REPLACE, "As ~ enters, choose an artist.", "As this enchantment enters, choose an artist.",
         "Circle of Protection: Art"),
    Form(REPLACE, "As ~ enters, choose a land / planeswalker type.", "As this Aura enters, choose a land type.",
         "Traveler's Cloak"),
    Form(REPLACE, "~ enters with a number of KIND counters on it equal to the number of GROUP.", "This creature "
         "enters with a number of +1/+1 counters on it equal to the number of creature cards in all graveyards.",
         "Undergrowth Scavenger"),
    Form(REPLACE, "If an opponent would put one or more counters on a permanent or player, they put half that many "
         "of each of those kinds of counters on that permanent or player instead, rounded down.", "If an opponent "
         "would put one or more counters on a permanent or player, they put half that many of each of those kinds of "
         "counters on that permanent or player instead, rounded down.", "Vorinclex, Monstrous Raider"),
    Form(REPLACE, "Spells [you control] can't be countered.", "Spells you control can't be countered.",
         "Chimil, the Inner Sun"),
    Form(REPLACE, "Combat damage can't be prevented.", "Combat damage can't be prevented.", "Frenzied Baloth"),
    Form(REPLACE, "Combat damage that would be dealt by creatures you control can't be prevented.", "Combat damage "
         "that would be dealt by creatures you control can't be prevented.", "Questing Beast"),
    Form(REPLACE, "[COST:] Prevent all [combat] damage TARGET would deal this turn.", "Sacrifice this creature: "
         "Prevent all combat damage target creature would deal this turn.", "Resistance Fighter"),
)
