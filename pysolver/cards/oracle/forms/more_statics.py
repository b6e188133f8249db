"""The rows of the forms table (the package's docstring says its slots) for more layer statics, second part (issue
i28): "can't have or gain KEYWORDS", "as long as COLOR is the most common color among all permanents or is tied for
most common", domain, the greatest mana value among a group, the mana values among cards and "... as long as it's
KIND. Otherwise, it gets ...", "as long as it's modified", "with counters on them" and conditions on one opponent."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "SUBJECT lose(s) KEYWORDS and can't have or gain KEYWORDS (113.11: no effect gives it to them)",
         "Creatures your opponents control lose flying and can't have or gain flying.", "Archetype of Imagination"),
    Form(CONDITIONS, "as long as COLOR is the most common color among all permanents or is tied for most common "
         "(105.2, 604.1)",
         "This creature gets -2/-2 as long as white is the most common color among all permanents or is tied for most "
         "common.", "Ruham Djinn"),
    Form(CONDITIONS, "SUBJECT get(s) +N/+N for each basic land type among GROUP (305.6: domain)",
         "Domain \u2014 This creature gets +1/+1 for each basic land type among lands you control.", "Wayfaring Giant"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of basic land types among GROUP (604.3, "
         "305.6)", "Domain \u2014 Matca Rioters's power and toughness are each equal to the number of basic land types "
         "among lands you control.", "Matca Rioters"),
    Form(CONDITIONS, "~'s toughness is equal to the number of basic land types among GROUP (604.3, 305.6)",
         "Domain \u2014 Aven Trailblazer's toughness is equal to the number of basic land types among lands you "
         "control.", "Aven Trailblazer"),
    Form(CONDITIONS, "~'s power is equal to the greatest mana value among GROUP (604.3, 202.3)",
         "Towering Gibbon's power is equal to the greatest mana value among creatures you control.", "Towering Gibbon"),
    Form(CONDITIONS, "as long as there are N or more mana values among GROUP (202.3, 604.1)",
         "As long as there are five or more mana values among cards in your graveyard, this creature gets +2/+2.",
         "Syndicate Infiltrator"),
    Form(CONDITIONS, "Enchanted / equipped creature gets +N/+N as long as it's COLOR / a TYPE. Otherwise, it gets "
         "+N/+N. (604.1)", "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.",
         "Gift of Fangs"),
    Form(CONDITIONS, "SUBJECT get(s) +N/+N as long as it's COLOR / a TYPE. (604.1, 611.3a: each object it names, while "
         "it is)", "Each Vehicle you control gets +1/+1 as long as it's a creature.", "Depala, Pilot Exemplar"),
    Form(CONDITIONS, "... as long as it's COLOR. Otherwise, ... (604.1)",
         "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2.", "Phyrexian Boon"),
    Form(CONDITIONS, "as long as ~ is / it's modified (700.9: a counter, an Equipment, an Aura of its controller's)",
         "This creature has flying as long as it's modified.", "Obstinate Gargoyle"),
    Form(STATICS, "GROUP with counters on them (122.1: one or more counters of any kind)",
         "Creatures you control with counters on them have trample.", "Nev, the Practical Dean"),
    Form(CONDITIONS, "as long as an opponent has N or more cards in their graveyard (102.2, 404.2)",
         "This creature gets +3/+0 as long as an opponent has eight or more cards in their graveyard.",
         "Tenured Oilcaster"),
    Form(CONDITIONS, "as long as an opponent has no cards in hand (102.2, 402.1)",
         "This creature gets +3/+3 as long as an opponent has no cards in hand.", "Guul Draz Specter"),
    Form(CONDITIONS, "as long as an opponent has N or less life (102.2, 119: the scenario's `life`)",
         "This creature gets +2/+1 as long as an opponent has 10 or less life.", "Ruthless Cullblade"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the total number of cards in all players' hands "
         "(604.3, 402.1)", "Werewolf of Ancient Hunger's power and toughness are each equal to the total number of "
         "cards in all players' hands.", "Werewolf of Ancient Hunger"),
    Form(CONDITIONS, "SUBJECT get(s) +X/+N, where X is the greatest mana value among GROUP (202.3, 608.2h)",
         "This creature gets +X/+0, where X is the greatest mana value among artifacts you control.", "Glint Raker"),
    Form(CONDITIONS, "SUBJECT get(s) +N/+N for each other TYPE on the battlefield named ~ (201.2)",
         "This creature gets +1/+1 for each other creature on the battlefield named Relentless Rats.",
         "Relentless Rats"),
    Form(CONDITIONS, "... for each other TYPE you control named ~ (201.2)",
         "This creature gets +1/+1 for each other creature you control named Timberpack Wolf.", "Timberpack Wolf"),
    Form(CONDITIONS, "... for each other TYPE named ~ you control (201.2)",
         "This creature gets +1/+1 for each other creature named Seven Dwarves you control.", "Seven Dwarves"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of TYPE named ~ on the battlefield "
         "(604.3, 201.2)", "Plague Rats's power and toughness are each equal to the number of creatures named Plague "
         "Rats on the battlefield.", "Plague Rats"),
)
