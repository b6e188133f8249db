"""The rows of the forms table for the replacements of tokens created (614.1a, 111.2, 111.10): oracle.lark's block
"tokens created, multiplied"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "If one or more tokens would be created, twice that many of those tokens are created instead. / If "
         "an effect would create one or more tokens, it creates twice that many of those tokens instead.", "If one or "
         "more tokens would be created, twice that many of those tokens are created instead.", "Primal Vigor"),
    Form(REPLACE, "If an opponent would create one or more tokens, they create half that many of each of those kinds "
         "of tokens instead, rounded down.", "If an opponent would create one or more tokens, they create half that "
         "many of each of those kinds of tokens instead, rounded down.", "Halving Season"),
    Form(REPLACE, "[LOYALTY]: Until end of turn, if one or more tokens would be created under your control, twice that "
         "many of those tokens are created instead.", "[-2]: Until end of turn, if one or more tokens would be created "
         "under your control, twice that many of those tokens are created instead.", "Kaya, Geist Hunter"),
    Form(REPLACE, "If you would create a [PREDEFINED], [PREDEFINED], or [PREDEFINED] token, instead create one of "
         "each.", "If you would create a Clue, Food, or Treasure token, instead create one of each.",
         "Academy Manufactor"),
    Form(REPLACE, "If one or more tokens would be created under your control, those tokens plus that many [TOKEN] "
         "tokens are created instead.", "If one or more tokens would be created under your control, those tokens "
         "plus that many 1/1 green Squirrel creature tokens are created instead.", "Chatterfang, Squirrel General"),
    Form(REPLACE, "If one or more tokens would be created under your control, those tokens plus a[n additional] "
         "[TOKEN] token are created instead.", "If one or more tokens would be created under your control, those "
         "tokens plus an additional Food token are created instead.", "Peregrin Took"),
    Form(REPLACE, "If you would create one or more [PREDEFINED] tokens, instead create those tokens plus an additional "
         "[TOKEN] token.", "If you would create one or more Treasure tokens, instead create those tokens plus an "
         "additional Treasure token.", "Xorn"),
)
