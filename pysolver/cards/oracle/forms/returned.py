"""The rows of the forms table (the package's docstring says its slots) for a card returned or put onto the battlefield
by a resolving effect, then changed (400.7, 611.2c): the move an action whose result the board states, "it" or "that
creature" after it the permanent the card became, the board's `targets` naming it on the battlefield."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    # 400.7, 611.2c, 603.7: the delayed exile an action the board states
    Form(ONE_SHOT, "Return target ... card from your graveyard to the battlefield. It / That creature ... (the "
         "permanent it became: the board's targets name it on the battlefield)", "Return target legendary creature "
         "card from your graveyard to the battlefield. That creature gains haste. Exile it at the beginning of the "
         "next end step.", "Goryo's Vengeance"),
    Form(ONE_SHOT, "Put target ... card from a graveyard onto the battlefield under your control. It / That creature "
         "... (the permanent it became, the board's targets)", "Put target creature card from a graveyard onto the "
         "battlefield under your control. That creature is a black Zombie in addition to its other colors and types.",
         "Rise from the Grave"),
    Form(ACTIVATED, "... put target ... card from an opponent's graveyard onto the battlefield under your control. It "
         "... (the permanent it became, the board's targets)", "When this creature enters, put target creature card "
         "from an opponent's graveyard onto the battlefield under your control. It gains haste. At the beginning of "
         "your next end step, exile it.", "Puppeteer Clique"),
    # 205.1b: "it's" the subject and its verb
    Form(ACTIVATED, "... onto the battlefield under your control. It's a SUBTYPE in addition to its other types.",
         "At the beginning of your upkeep, put target creature card from a graveyard onto the battlefield under your "
         "control. It's a Phyrexian in addition to its other types.", "Portal to Phyrexia"),
)
