"""The rows of the forms table for the keyword abilities granted whose rules no question reads (613.1f, layer 6), and
for "spells you cast" (601.2a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "SUBJECT has/have afflict / annihilator / poisonous / bushido / rampage / frenzy / renown / "
         "fabricate / afterlife N. (triggered abilities, 702.130a ...: the keyword among its abilities, which matters "
         "to a question only once resolved)", "Artifact creatures you control have afflict 3.", "Cyberman Patrol"),
    Form(STATICS, "SUBJECT has/have bushido / rampage / ... X, where X is the number of GROUP. (702.45a: the keyword "
         "held with the X its static defines)", "Fumiko has bushido X, where X is the number of attacking creatures.",
         "Fumiko the Lowblood"),
    Form(STATICS, "SUBJECT has/have outlast / unearth / cycling / ninjutsu / prowl / freerunning / replicate COST. "
         "(702.107a, 702.84a, 702.29a ...: activated abilities, or costs paid as a spell is cast)",
         "Each creature card in your graveyard has unearth {2}{B}.", "Sedris, the Traitor King"),
    Form(STATICS, "SUBJECT has/have scavenge / embalm / encore / emerge / replicate. The/Its [keyword] cost is equal "
         "to its / that card's / the card's mana cost. (the cost the object's own mana cost)",
         "Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana cost.",
         "Varolz, the Scar-Striped"),
    Form(STATICS, "SUBJECT has/have retrace / convoke / improvise / delve / conspire / casualty N / ripple N. (static "
         "abilities of a graveyard or of a spell on the stack, and the triggered abilities of casting)",
         "During your turn, nonland permanent cards in your graveyard have retrace.", "Six"),
    Form(STATICS, "[Each] [adjectives] [TYPE and/or TYPE] spell(s) you cast has/have KEYWORDS. (601.2a: the spells "
         "on the stack their controller cast, no copy, 707.10)", "Artifact spells you cast have convoke.",
         "Chief Engineer"),
    Form(STATICS, "... have affinity for [noun]. (702.41a: a cost reduction of a spell on the stack)",
         "Artifact creature spells you cast have affinity for artifacts.", "Mycosynth Golem"),
    Form(STATICS, "Each TYPE and TYPE spell you cast has replicate. The replicate cost is equal to its mana cost.",
         "Each instant and sorcery spell you cast has replicate. The replicate cost is equal to its mana cost.",
         "Djinn Illuminatus"),
)
