"""The rows of the forms table (the package's docstring says its slots) for
replacement and prevention effects (614, 615)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "~ enters [the battlefield] tapped.", "Rift enters tapped.", "Rift"),
    Form(REPLACE, "~ enters with a / N +1/+1 (or named) counter(s) on it.", "Zack Fair enters with a +1/+1 counter "
         "on it.", "Zack Fair"),
    Form(REPLACE, "~ enters with X ... counters on it.", "Maga enters with X +1/+1 counters on it.",
         "Maga, Traitor to Mortals"),
    Form(REPLACE, "~ enters tapped unless you control N or more basic lands.", "This land enters tapped unless you "
         "control two or more basic lands.", "Canopy Vista"),
    Form(REPLACE, "As ~ enters, choose a color.", "As Iona enters, choose a color.", "Iona, Shield of Emeria"),
    Form(REPLACE, "As ~ enters, choose a creature type.", "As Morophon enters, choose a creature type.",
         "Morophon, the Boundless"),
    Form(REPLACE, "As ~ enters, choose a nonbasic land card name.", "As this enchantment enters, choose a nonbasic "
         "land card name.", "Alpine Moon"),
    Form(REPLACE, "As ~ enters, you may pay N life. If you don't, it enters tapped.", "As this land enters, you "
         "may pay 2 life. If you don't, it enters tapped.", "Blood Crypt"),
    Form(REPLACE, "Prevent the next N damage that would be dealt to any target this turn.", "Prevent the next 1 "
         "damage that would be dealt to any target this turn.", "Bandage"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to any target this turn.", "{T}: Prevent "
         "the next 1 damage that would be dealt to any target this turn.", "Abuna Acolyte"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to ~ this turn.", "{1}{W}: Prevent the next "
         "1 damage that would be dealt to Opal-Eye this turn.", "Opal-Eye, Konda's Yojimbo"),
    Form(REPLACE, "COST: Regenerate ~.", "{G}: Regenerate Silvos.", "Silvos, Rogue Elemental"),
    Form(REPLACE, "COST: Regenerate TARGET.", "{2}: Regenerate target Samurai.", "Isao, Enlightened Bushi"),
    Form(REPLACE, "If ~ would die, exile it instead.", "If this creature would die, exile it instead.",
         "Gloomshrieker"),
    Form(REPLACE, "If ~ would be put into a graveyard from anywhere, exile it instead.", "If this creature would "
         "be put into a graveyard from anywhere, exile it instead.", ""),
    Form(REPLACE, "If a COLOR TYPE or TYPE spell you control would deal damage, it deals double that damage "
         "instead.", "If a red instant or sorcery spell you control would deal damage, it deals double that damage "
         "instead.", "Fire Servant"),
    Form(REPLACE, "If a permanent would be put into a graveyard, exile it instead.", "If a permanent would be put "
         "into a graveyard, exile it instead.", "Samurai of the Pale Curtain"),
    Form(REPLACE, "If a card or token would be put into a graveyard from anywhere, exile it instead.", "If a card "
         "or token would be put into a graveyard from anywhere, exile it instead.", "Rest in Peace"),
    Form(REPLACE, "If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "If a "
         "card would be put into an opponent's graveyard from anywhere, exile it instead.", "Leyline of the Void"),
    Form(REPLACE, "If a card would be put into enchanted player's graveyard from anywhere, instead that card is "
         "revealed and put on the bottom of that player's library.", "If a card would be put into enchanted player's "
         "graveyard from anywhere, instead that card is revealed and put on the bottom of that player's library.",
         "Wheel of Sun and Moon"),
    Form(REPLACE, "Permanents enter tapped.", "Permanents enter tapped.", "Orb of Dreams"),
    Form(REPLACE, "Your life total can't change.", "Your life total can't change.", "Platinum Emperion"),
    Form(REPLACE, "If you would gain life, you gain twice that much life instead.", "If you would gain life, you "
         "gain twice that much life instead.", "Alhammarret's Archive"),
    Form(REPLACE, "~ enters tapped unless you control N or fewer/more [other] KIND.", "This land enters tapped "
         "unless you control two or fewer other lands.", "Copperline Gorge"),
    Form(REPLACE, "~ enters tapped unless you control a KIND [or a KIND].", "This land enters tapped unless you "
         "control a Plains or an Island.", "Glacial Fortress"),
    Form(REPLACE, "~ enters tapped unless your opponents control N or more KIND.", "This land enters tapped unless "
         "your opponents control eight or more lands.", "Turbulent Fen"),
    Form(REPLACE, "~ enters tapped unless you have N or more opponents.", "This land enters tapped unless you have "
         "two or more opponents.", "Bountiful Promenade"),
    Form(REPLACE, "~ enters tapped unless a player has N or less life.", "This land enters tapped unless a player "
         "has 13 or less life.", "Abandoned Campground"),
    Form(REPLACE, "If you control N or more other KIND, ~ enters tapped.", "If you control two or more other "
         "lands, this land enters tapped.", "Cave of the Frost Dragon"),
    Form(REPLACE, "~ enters tapped with N ... counters on it.", "This land enters tapped with two charge counters "
         "on it.", "Vivid Crag"),
    Form(REPLACE, "~ enters tapped. As it enters, choose a color.", "This land enters tapped. As it enters, choose "
         "a color.", "Tarnation Vista"),
    Form(REPLACE, "As ~ enters, choose an opponent.", "As this artifact enters, choose an opponent.", "Black Vise"),
    Form(REPLACE, "As ~ enters, choose a player.", "As this creature enters, choose a player.", "True-Name Nemesis"),
    Form(REPLACE, "As ~ enters, choose a card name.", "As this artifact enters, choose a card name.", "Pithing Needle"),
    Form(REPLACE, "As ~ enters, choose a basic land type.",
         "As this Aura enters, choose a basic land type.", "Phantasmal Terrain"),
    Form(REPLACE, "GROUP [your opponents control] enter tapped.", "Creatures your opponents control enter tapped.",
         "Urabrask the Hidden"),
    Form(REPLACE, "Each other GROUP you control enters with an additional +1/+1 counter on it.", "Each other Wizard "
         "creature you control enters with an additional +1/+1 counter on it.", "Sage of Fables"),
    Form(REPLACE, "If you would gain life, you gain that much life plus N instead.", "If you would gain life, you "
         "gain that much life plus 1 instead.", "Heron of Hope"),
    Form(REPLACE, "If a GROUP would die, exile it instead.", "If a creature an opponent controls would die, exile "
         "it instead.", "Misery's Shadow"),
    Form(REPLACE, "If a card or token would be put into your graveyard from anywhere, exile it instead.", "If a "
         "card or token would be put into your graveyard from anywhere, exile it instead.", "Festival of Embers"),
    Form(REPLACE, "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's "
         "library instead.", "If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and "
         "shuffle it into its owner's library instead.", "Progenitus"),
    Form(REPLACE, "~ deals N damage to TARGET. If that creature would die this turn, exile it instead.", "Lava Coil "
         "deals 4 damage to target creature. If that creature would die this turn, exile it instead.", "Lava Coil"),
    Form(REPLACE, "Regenerate TARGET.", "Regenerate target creature.", "Death Ward"),
    Form(REPLACE, "If ~ would be destroyed, regenerate it.", "If this creature would be destroyed, regenerate it.",
         "Clergy of the Holy Nimbus"),
    Form(REPLACE, "Umbra armor (totem armor)", "Umbra armor", "Hyena Umbra"),
    Form(REPLACE, "Dredge N (702.52a: a draw replaced while the card is in its owner's graveyard)", "Dredge 6",
         "Golgari Grave-Troll"),
    Form(REPLACE, "Destroy all GROUP. They can't be regenerated.", "Destroy all creatures. They can't "
         "be regenerated.", "Wrath of God"),
    Form(REPLACE, "Destroy TARGET. It can't be regenerated.",
         "Destroy target creature. It can't be regenerated.", ""),
    Form(REPLACE, "Counter target spell [unless its controller pays {N}]. If that spell is countered this way, exile "
         "it instead of putting it into its owner's graveyard.", "Counter target spell. If that spell is countered "
         "this way, exile it instead of putting it into its owner's graveyard.", "Dissipate"),
    Form(REPLACE, "If one or more tokens would be created under your control, twice that many ... instead.", "If "
         "one or more tokens would be created under your control, twice that many of those tokens are created "
         "instead.", "Adrix and Nev, Twincasters"),
    Form(REPLACE, "If one or more +1/+1 counters would be put on GROUP, that many plus N ... instead.",
         "If one or more +1/+1 counters would be put on a creature you control, that many plus one "
         "+1/+1 counters are put on it instead.", "Hardened Scales"),
    Form(REPLACE, "If one or more +1/+1 counters would be put on GROUP, twice that many ... instead.",
         "If one or more +1/+1 counters would be put on a creature you control, twice that "
         "many +1/+1 counters are put on that creature instead.", "Branching Evolution"),
    Form(REPLACE, "If an effect would put one or more counters on GROUP, it puts twice that many ... instead.", "If "
         "an effect would put one or more counters on a permanent you control, it puts twice that many of those "
         "counters on that permanent instead.", "Doubling Season"),
    Form(REPLACE, "If a source would deal damage to a permanent or player, it deals double that damage ... "
         "instead.", "If a source would deal damage to a permanent or player, it deals double that damage to that "
         "permanent or player instead.", "Furnace of Rath"),
    Form(REPLACE, "Prevent all combat damage that would be dealt this turn.", "Prevent all combat damage that would "
         "be dealt this turn.", "Fog"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to ~ / you / GROUP [this turn].", "Prevent all "
         "combat damage that would be dealt to this creature.", "Everdawn Champion"),
    Form(REPLACE, "Prevent all damage that would be dealt to GROUP this turn.",
         "Prevent all damage that would be dealt to creatures you control this turn.", ""),
    Form(REPLACE, "If a [QUALITY] source [you control / an opponent controls] would deal damage to ~ / you / GROUP, "
         "prevent N of that damage.", "If a red source would deal damage to you, prevent 2 of that damage.",
         "Sphere of Law"),
    Form(REPLACE, "If a source would deal damage to GROUP, prevent N of that damage.",
         "If a source would deal damage to a Cleric creature you control, prevent 1 of "
         "that damage.", "Daunting Defender"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to TARGET / you this turn.", "{T}: Prevent "
         "the next 1 damage that would be dealt to target creature this turn.", "Oasis"),
    Form(REPLACE, "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.", "If damage "
         "would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.",
         "Phantom Nantuko"),
    Form(REPLACE, "Damage can't be prevented.", "Damage can't be prevented.", "Sunspine Lynx"),
    Form(REPLACE, "Players / Your opponents / You can't gain life.", "Your opponents can't gain life.",
         "Archfiend of Despair"),
    Form(REPLACE, "~ can't be countered.", "This spell can't be countered.", "Supreme Verdict"),
    Form(REPLACE, "KIND spells [you control] can't be countered.", "Creature spells you control can't be countered.",
         "Prowling Serpopard"),
    Form(REPLACE, "~ enters with a KEYWORD counter on it (122.1b: the counter gives the keyword, layer 6)",
         "This creature enters with a deathtouch counter on it.", "Kappa Tech-Wrecker"),
)
