"""The rows of the forms table for layer effects whose words make a choice as they resolve (608.2d) or read two
land types chosen in order as their source entered (305.7), give a permission ("Then you may have ..."), or function
from a graveyard (113.6)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "Choose a color. EFFECT (608.2d: the colour chosen as it resolves, the effect's `choices`; its "
         "sentences read it as \"the chosen color\")",
         "Choose a color. White creatures you control gain protection from the chosen color until end of turn.",
         "Brave the Elements"),
    Form(ONE_SHOT, "Choose a creature type. EFFECT (608.2d: the creature type chosen as it resolves, the effect's "
         "`choices.creature_type`; its sentences read it as \"of the chosen type\")",
         "Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain indestructible until "
         "end of turn.", "And They Shall Know No Fear"),
    Form(STATICS, "GROUP of the first chosen type are the second chosen type (305.7, 614.12: two basic land types "
         "chosen in order as the source entered, the object's `choices.first_land_type` and `second_land_type`)",
         "Basic lands of the first chosen type are the second chosen type.", "Illusionary Terrain"),
    Form(ONE_SHOT, "SUBJECT becomes your choice of KIND or KIND (608.2d: the effect's `choices.option`, 1 the first "
         "written; each KIND \"a [COLOR] [TYPES] [with base power and toughness N/N]\", its old types replaced)",
         "Until end of turn, target nonland permanent loses all abilities and becomes your choice of a blue Frog "
         "creature with base power and toughness 1/1 or a blue Octopus creature with base power and toughness 4/4.",
         "Mercurial Transformation"),
    Form(ONE_SHOT, "ACTION. Then you may have SUBJECT PREDICATES [DURATION] (608.2c: after the instruction before it; "
         "608.2d: the optional part listed on the board only if it was done)",
         "{4}: Put two +1/+1 counters on this land. Then you may have it become a 0/0 Elemental creature until end "
         "of turn. It's still a land.", "Crawling Barrens"),
    Form(STATICS, "As long as ~ is in your graveyard [and CONDITION], SUBJECT PREDICATES. (113.6: it functions only "
         "while its card is in its owner's graveyard, the object's `zone`; \"you\" its owner, 108.4a)",
         "As long as this card is in your graveyard and you control a Mountain, creatures you control have haste.",
         "Anger"),
)
