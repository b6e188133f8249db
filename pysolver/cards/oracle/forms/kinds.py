"""The rows of the forms table (the package's docstring says its slots) for more kinds of objects: "nontoken"
in a group (111.1), what the attached object is by supertype or subtype (205.4a, 205.3), a count of the
objects of either of two kinds (608.2h, 611.3a), a rule of the untap step beside a layer effect (502.3),
conditions on at most N objects (604.1), a triggered ability's effect on the object itself (603.4, 611.2a)
or prevention effect (615.1), toxic (702.164a) and more."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, CONDITIONS, KEYWORDS, QUOTED, REPLACE, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(KEYWORDS, "toxic N (702.164c: poison counters with combat damage to a player)", "Toxic 1", "Crawling Chorus"),
    Form(STATICS, "[other] nontoken GROUP ... (111.1: a token is no card)", "Nontoken creatures you control get "
         "+1/+1 and have vigilance.", "Always Watching"),
    Form(STATICS, "face-down GROUP ... (708.2, 110.5: the status face down; layers only)", "Face-down creatures you "
         "control get +0/+1.", "Secret Plans"),
    Form(STATICS, "SUBJECT gets +N/+N and doesn't untap during its controller's untap step (502.3: a rule no "
         "question performs, read beside a modelled predicate)", "Equipped creature gets +4/+2 and doesn't untap "
         "during its controller's untap step.", "Vulshok Gauntlets"),
    Form(CONDITIONS, "enchanted / equipped creature gets +N/+N for each KIND [and KIND] attached to it (303.4, "
         "301.5: what is attached to that creature, the source among them)", "Enchanted creature gets +1/+1 for "
         "each Aura and Equipment attached to it.", "Mantle of the Ancients"),
    Form(CONDITIONS, "As long as ~ has N or more COUNTER counters on it, it ... / ... as long as it has N or more "
         "COUNTER counters on it (122.1)", "As long as this creature has three or more +1/+1 counters on it, it has "
         "trample.", "Pelt Collector"),
    Form(CONDITIONS, "~'s power [and toughness] is / are [each] equal to the number of KIND and[/or] KIND cards in "
         "ZONE (604.3)", "Enigma Drake's power is equal to the number of instant and sorcery cards in your "
         "graveyard.", "Enigma Drake"),
    Form(CONDITIONS, "As long as enchanted / equipped creature is SUPERTYPE / a SUBTYPE, it ...", "As long as "
         "equipped creature is legendary, it has hexproof.", "Champion's Helm"),
    Form(CONDITIONS, "... +N/+N for each KIND and[/or] KIND [card] [you control | in your graveyard | attached to "
         "it] (each object once)", "Enchanted creature gets +1/+1 for each artifact and/or enchantment you "
         "control.", "All That Glitters"),
    Form(CONDITIONS, "... as long as you have no / N or fewer cards in hand (604.1: at most N)", "Hellbent — This "
         "creature gets +2/+2 as long as you have no cards in hand.", "Gathan Raiders"),
    Form(CONDITIONS, "... as long as you control no / N or fewer GROUP", "This creature gets +3/+3 as long as you "
         "control no untapped lands.", "Scoria Cat"),
    Form(CONDITIONS, "... as long as there are no / N or fewer GROUP in a zone", "This creature gets +4/+4 as long "
         "as there are no cards in your graveyard.", "Gorilla Titan"),
    Form(ACTIVATED, "TRIGGER, if ~ is [a] KIND, it / ~ becomes ... (603.4 an intervening if; 611.2a: no duration, "
         "the board lists the effect while it lasts)", "When an opponent casts a creature spell, if this permanent "
         "is an enchantment, it becomes a 2/2 Gargoyle creature with flying.", "Opal Gargoyle"),
    Form(ACTIVATED, "When a player / an opponent / you has N or less life / has no cards in hand / plays a land / "
         "controls a GROUP, ... (603.8; events no question reads)", "When an opponent has 10 or less life, if this "
         "permanent is an enchantment, it becomes a 3/2 Jackal creature.", "Lurking Jackals"),
    Form(ACTIVATED, "Whenever a / another GROUP enters, it / that creature ... (603.2: the creature whose entering "
         "triggered it, the board's `targets`)", "Whenever another creature you control enters, that creature gets "
         "+2/+0 and gains haste until end of turn.", "Ogre Battledriver"),
    Form(REPLACE, "~ enters with X COUNTER counters on it, where X is the number of GROUP (614.1c, 614.12: counted "
         "as it enters)", "This creature enters with X +1/+1 counters on it, where X is the number of other "
         "creatures on the battlefield.", "Custodi Soulbinders"),
    Form(REPLACE, "TRIGGER, prevent all [combat] damage that would be dealt to / by / to and dealt by it this turn "
         "(615.1; 603.2: the object whose own event triggered it)", "Whenever this creature blocks, prevent all "
         "combat damage that would be dealt to and dealt by it this turn.", "Goblin Snowman"),
    Form(REPLACE, "TRIGGER, prevent all combat damage that would be dealt this turn.", "Whenever this creature "
         "becomes blocked, prevent all combat damage that would be dealt this turn.", "Leery Fogbeast"),
    Form(REPLACE, "TRIGGER, prevent all [combat] damage that would be dealt to you this turn.", "When this creature "
         "enters, prevent all damage that would be dealt to you this turn.", "Selfless Squire"),
    Form(QUOTED, "As long as enchanted permanent is a SUBTYPE, it has \"...\"", "As long as enchanted permanent "
         "is an Equipment, it has \"Equipped creature has lifelink.\"", "Rune of Sustenance"),
)
