"""A row of the table of the grammar's forms, and the classes the rows are grouped in, in the order
`mtgsolve abilities` lists them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Form:
    """One form of the grammar: its class, its words with slots, an example line and its card."""

    group: str
    form: str
    example: str
    card: str


KEYWORDS = "Keyword abilities (702)"
STATICS = "Static abilities: continuous effects (604, 613)"
CONDITIONS = "Conditions, counts and characteristic-defining abilities (604.3, 613.4a)"
ONE_SHOT = "One-shot effects of spells and abilities (611.2)"
ACTIVATED = "Activated and triggered abilities, modes, chapters (602, 603, 700.2, 714)"
COMBAT = "Combat: restrictions, requirements, costs (506-509)"
REPLACE = "Replacement and prevention effects (614, 615)"
MANA = "Mana abilities (605)"
QUOTED = "Quoted abilities (113.1): granted by an effect (613.1f)"
TOKENS = "Tokens created (111.2-111.4, 111.10)"
GROUPS = (KEYWORDS, STATICS, CONDITIONS, ONE_SHOT, ACTIVATED, COMBAT, REPLACE, MANA, QUOTED, TOKENS)
