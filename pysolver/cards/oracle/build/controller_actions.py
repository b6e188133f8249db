"""The builder's methods of the actions of the controller of what the sentence before them named (608.2c): "Its
controller loses 2 life.", "That creature's controller creates a 0/1 green Sheep creature token." (after "Destroy target
creature. It can't be regenerated.", 701.19c)."""

from __future__ import annotations

import dataclasses

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged


class ControllerActionBuilder(PhraseBuilder):
    """Life lost and tokens created by the controller of the object named before."""

    def controller_of_it(self, c: list) -> tuple:
        return ("creator", said(c))

    def controller_loses(self, c: list) -> s.Action:
        """119.3: a loss of life whose result the board states; its words name the player."""
        return s.Action(said(c), of_it=tagged(c, "creator"))  # type: ignore[arg-type]

    def controller_creates(self, c: list) -> s.CreateToken:
        """111.2: the tokens the words define (as "create ..."), created by that controller: the board states them and
        who created them (a `create_token` event's `player`)."""
        creator = tagged(c, "creator")
        made = self.token_defined([x for x in c if not (isinstance(x, tuple) and x[0] == "creator")])  # type: ignore[attr-defined]
        return dataclasses.replace(made, creator=creator)
