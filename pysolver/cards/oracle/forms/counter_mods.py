"""The rows of the forms table for the replacements of counters put on a permanent or player (614.1a, 122.6):
oracle.lark's block "counters put on a permanent or player, modified"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "If one or more [KIND] counters would be put on a KIND[, KIND,] or KIND you control / another GROUP "
         "/ ~, twice that many / that many plus N [KIND counters / of each of those kinds of counters] are put on it / "
         "that permanent instead.", "If one or more counters would be put on an artifact or creature you control, that "
         "many plus one of each of those kinds of counters are put on that permanent instead.", "Winding Constrictor"),
    Form(REPLACE, "If you would put one or more [KIND] counters on a permanent or player / a permanent you control / "
         "a KIND or KIND you control or on yourself, put twice that many / that many plus N ... on that permanent [or "
         "player] instead.", "If you would put one or more counters on a permanent or player, put twice that many of "
         "each of those kinds of counters on that permanent or player instead.", "Vorinclex, Monstrous Raider"),
    Form(REPLACE, "If one or more KIND counters would be put on another GROUP you control, ... are put on it instead.",
         "If one or more +1/+1 counters would be put on another creature you control, that many plus one +1/+1 "
         "counters are put on it instead.", "Benevolent Hydra"),
    Form(REPLACE, "If one or more KIND counters would be put on ~, ... are put on it instead.", "If one or more +1/+1 "
         "counters would be put on Mowu, that many plus one +1/+1 counters are put on it instead.",
         "Mowu, Loyal Companion"),
    Form(REPLACE, "If you would put one or more counters on a permanent you control, put ... on that permanent "
         "instead.", "If you would put one or more counters on a permanent you control, put that many plus one of "
         "each of those kinds of counters on that permanent instead.", "Doc Samson, Super Psychiatrist"),
    Form(REPLACE, "If you would put one or more counters on a KIND or KIND you control or on yourself, put ... on that "
         "permanent or player instead.", "If you would put one or more counters on a creature or planeswalker you "
         "control or on yourself, put that many plus one of each of those kinds of counters on that permanent or "
         "player instead.", "Lae'zel, Vlaakith's Champion"),
    Form(REPLACE, "If one or more KIND counters would be put on a GROUP you control, that many KIND counters minus N "
         "are put on it instead.", "If one or more -1/-1 counters would be put on a creature you control, that many "
         "-1/-1 counters minus one are put on it instead.", "Vizier of Remedies"),
    Form(REPLACE, "If you would get one or more [KIND] counters, you get twice that many / that many plus N ... "
         "instead.", "If you would get one or more counters, you get that many plus one of each of those kinds of "
         "counters instead.", "Winding Constrictor"),
)
