"""A quoted ability that names its own object (201.5, 707.9b): "You may have Sakashima the Impostor enter as a copy
of any creature on the battlefield, except its name is Sakashima the Impostor, ... and it has "... Sakashima the
Impostor ..."": the object entering keeps the card's name and has the ability itself, so the name in the quotes names
that object, as `~` reads it (elsewhere a quoted ability naming the card is refused: the grant's source is another
object, Hellish Rebuke)."""

from __future__ import annotations

import re


def keeps_its_name(line: str, card_name: str) -> bool:
    """Whether the line makes the card enter as a copy "except its name is CARD ... and it has "..."" (a quoted ability
    of its own, on the object named CARD)."""
    if not card_name:
        return False
    start = rf"you may have ({re.escape(card_name)}|this creature) enter as a copy of "
    own = rf", except its name is {re.escape(card_name)}[,.]? .*\bit has \""
    return bool(re.match(start, line, re.IGNORECASE) and re.search(own, line))
