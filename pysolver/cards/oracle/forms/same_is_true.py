"""The rows of the forms table (the package's docstring says its slots) for a static ability extended by "The same is
true for creature spells you control and creature cards you own that aren't on the battlefield." (611.3a: one effect
on the permanents, the spells on the stack, 112.1, and the cards "you" own in every other zone, 108.3)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "GROUP are QUALITY. The same is true for TYPE spells you control and [adjectives] cards you own "
         "that aren't on the battlefield.", "Creatures you control are every creature type. The same is true for "
         "creature spells you control and creature cards you own that aren't on the battlefield.", "Maskwood Nexus"),
    # 112.1: spells of every card type
    Form(STATICS, "GROUP are QUALITY. The same is true for spells you control and [adjectives] cards you own that "
         "aren't on the battlefield.", "Nonland permanents you control are white. The same is true for spells you "
         "control and nonland cards you own that aren't on the battlefield.", "Celestial Dawn"),
)
