"""The rows of the forms table (the package's docstring says its slots) for the conditions on cards in a graveyard or
a hand worded other than threshold's (404.2, 402.1; 604.1), spell and land types before "card" (205.3) and "historic"
(700.6)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "... as long as N or more cards are in your graveyard (threshold's condition, the cards first)",
         "Threshold \u2014 Nim Mongoose gets +1/+0 for each artifact you control as long as seven or more cards are in "
         "your graveyard.", "Nim Mongoose"),
    Form(CONDITIONS, "... as long as there is / there's a KIND card in your graveyard (205.3: a land or spell type)",
         "This creature gets +1/+1 as long as there is a Desert card in your graveyard.", "Ramunap Hydra"),
    Form(CONDITIONS, "... as long as there's a Lesson card in your graveyard (205.3k)",
         "This creature gets +1/+1 as long as there's a Lesson card in your graveyard.", "First-Time Flyer"),
    Form(CONDITIONS, "... as long as a KIND card is in your graveyard",
         "This creature has flying as long as an artifact card is in your graveyard.", "Windwright Mage"),
    Form(CONDITIONS, "... as long as a KIND card and a KIND card are in your graveyard (one of each)",
         "This creature has first strike and trample as long as an instant card and a sorcery card are in your "
         "graveyard.", "Bloodfire Enforcers"),
    Form(CONDITIONS, "as long as you control a KIND or there is a KIND card in your graveyard, ... (611.3a: either)",
         "As long as you control a Desert or there is a Desert card in your graveyard, this creature gets +1/+0 and "
         "has trample.", "Sidewinder Naga"),
    Form(CONDITIONS, "... as long as there are N or more historic cards in your graveyard (700.6: artifacts, "
         "legendaries and Sagas)",
         "Havi has indestructible as long as there are four or more historic cards in your graveyard. (Artifacts, "
         "legendaries, and Sagas are historic.)", "Havi, the All-Father"),
    Form(CONDITIONS, "... gets +X/+0, where X is the number of KIND and KIND cards in your graveyard (611.3a: once)",
         "Equipped creature has first strike and gets +X/+0, where X is the number of instant and sorcery cards in "
         "your graveyard.", "Runechanter's Pike"),
    Form(CONDITIONS, "enchanted creature gets -X/-X, where X is the number of GROUP cards in its controller's "
         "graveyard (109.5: the enchanted creature's controller)",
         "Enchanted creature gets -X/-X, where X is the number of creature cards in its controller's graveyard.",
         "Death's Approach"),
    Form(CONDITIONS, "enchanted creature gets +N/+N for each card in its controller's hand (109.5, 402.1)",
         "Enchanted creature gets +1/+1 for each card in its controller's hand.", "Righteous Authority"),
    Form(CONDITIONS, "... as long as there are N or more cards in a single graveyard (404.2: one player's)",
         "This creature gets +3/+0 as long as there are ten or more cards in a single graveyard.",
         "Swimmer in Nightmares"),
    Form(CONDITIONS, "... for each Lesson card in your graveyard (205.3k)",
         "Katara gets +1/+1 for each Lesson card in your graveyard.", "Katara, Seeking Revenge"),
)
