"""The rows of the forms table for prevention on its controller and a group of their permanents at once, on the
equipped creature, and from a source of one card type (615.1, 615.10, 301.5): oracle.lark's block of the same name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to you and GROUP you control [this turn].",
         "Prevent all damage that would be dealt to you and creatures you control this turn.", "Safe Passage"),
    Form(REPLACE, "If a source would deal damage to you or a GROUP you control, prevent N of that damage.", "If a "
         "source would deal damage to you or a creature you control, prevent 1 of that damage.",
         "Hedron-Field Purists"),
    Form(REPLACE, "If a TYPE would deal damage to you / GROUP, prevent N of that damage.", "If an artifact would deal "
         "damage to you, prevent 1 of that damage.", "Sphere of Purity"),
    Form(REPLACE, "As long as ~ is tapped / untapped, if a TYPE would deal [combat] damage to you / GROUP, prevent N "
         "of that damage. (110.5: while its source has that status; 510.2)",
         "As long as this artifact is untapped, if a creature would deal combat damage to you, prevent 1 of that "
         "damage.", "Thunderstaff"),
    Form(REPLACE, "If a source would deal damage to equipped creature, prevent N of that damage. / Prevent all "
         "[combat] damage that would be dealt to equipped creature.", "If a source would deal damage to equipped "
         "creature, prevent 2 of that damage.", "Shield of the Realm"),
    Form(REPLACE, "All damage that would be dealt to you is dealt to equipped creature instead.", "All damage that "
         "would be dealt to you is dealt to equipped creature instead.", "Pariah's Shield"),
)
