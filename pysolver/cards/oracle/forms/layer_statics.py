"""The rows of the forms table (the package's docstring says its slots) for more layer statics (issue i28): counts of
the counters of one kind, the others' turns, groups by what is attached to their objects, a permanent of either colour,
every basic land type, every land type and an everything counter (Omo, Queen of Vesuva), monstrous, renowned."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "SUBJECT get(s) +N/+N for each KIND counter on it / on ~ (122.1)",
         "Equipped creature gets +1/+1 for each charge counter on this Equipment.", "Sigil of Distinction"),
    Form(CONDITIONS, "SUBJECT get(s) +N/+N for each counter on it / on ~ (122.1: every kind)",
         "Equipped creature gets +1/+1 for each counter on this Equipment.", "Gavel of the Righteous"),
    Form(CONDITIONS, "as long as ~ has N or more counters on it, ... (122.1: every kind)",
         "As long as this Equipment has four or more counters on it, equipped creature has double strike.",
         "Gavel of the Righteous"),
    Form(CONDITIONS, "During turns other than yours, SUBJECT ... (101.4)",
         "During turns other than yours, creatures you control get +0/+2.", "Glory of Warfare"),
    Form(STATICS, "equipped / enchanted GROUP you control ... (301.5, 303.4)",
         "Equipped creatures you control get +1/+1.", "Stone Haven Outfitter"),
    Form(STATICS, "GROUP you control that are enchanted [or equipped] ... (303.4, 301.5)",
         "Creature tokens you control that are enchanted or equipped get +1/+1.", "Koll, the Forgemaster"),
    Form(STATICS, "modified GROUP ... (700.9: a counter, an Equipment, an Aura its controller controls)",
         "Modified creatures you control have trample.", "Kodama of the West Tree"),
    Form(CONDITIONS, "as long as you control a COLOR or COLOR permanent, ... (604.1)",
         "Enchanted creature has vigilance as long as you control a black or green permanent.", "Abzan Runemark"),
    Form(STATICS, "SUBJECT is/are every basic land type in addition to its/their other types (305.7)",
         "Lands you control are every basic land type in addition to their other types.", "Dryad of the Ilysian Grove"),
    # Omo, Queen of Vesuva: an everything counter (122.1), every land type (205.3i), every creature type (205.3m)
    Form(STATICS, "Each land with an everything counter on it is every land type in addition to its other types "
         "(205.3i, 305.7)", "Each land with an everything counter on it is every land type in addition to its other "
         "types.", "Omo, Queen of Vesuva"),
    Form(STATICS, "Each nonland creature with an everything counter on it is every creature type (122.1, 205.3m)",
         "Each nonland creature with an everything counter on it is every creature type.", "Omo, Queen of Vesuva"),
    Form(CONDITIONS, "as long as ~ is monstrous, it ... (701.37b: the scenario's `monstrous`)",
         "As long as this creature is monstrous, it has hexproof and indestructible.", "Fleecemane Lion"),
    Form(CONDITIONS, "as long as ~ is renowned, it ... (702.112b: the scenario's `renowned`)",
         "As long as this creature is renowned, it has menace.", "Goblin Glory Chaser"),
    Form(CONDITIONS, "as long as any player controls a GROUP (604.1)",
         "This creature gets +1/+0 as long as any player controls a black permanent.", "Knight of Grace"),
    Form(STATICS, "Enchanted creature has protection from QUALITY. This effect doesn't remove ~. (702.16c)",
         "Enchanted creature has protection from white. This effect doesn't remove this Aura.", "White Ward"),
    Form(STATICS, "[COLOR] TYPE [and TYPE] spells you control have KEYWORDS (112.1: on the stack)",
         "Red instant and sorcery spells you control have lifelink.", "Firesong and Sunspeaker"),
    Form(CONDITIONS, "~'s power and toughness are each equal to your life total (604.3, 119)",
         "Serra Avatar's power and toughness are each equal to your life total.", "Serra Avatar"),
    Form(CONDITIONS, "~'s power is equal to the number of card types among cards in all graveyards / in your graveyard "
         "and its toughness is equal to that number plus N (604.3, 205.2a)",
         "Nethergoyf's power is equal to the number of card types among cards in your graveyard and its toughness is "
         "equal to that number plus 1.", "Nethergoyf"),
    Form(COMBAT, "Creatures with LANDWALK can be blocked as though they didn't have LANDWALK (702.14c)",
         "Creatures with islandwalk can be blocked as though they didn't have islandwalk.", "Undertow"),
    Form(CONDITIONS, "SUBJECT get(s) -X/-X, where X is your life total (119)",
         "This creature gets -X/-X, where X is your life total.", "Death's Shadow"),
)
