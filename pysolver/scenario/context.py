"""What the sections of a scenario validated so far establish for the later ones: the players, the
ids of objects and effects, the objects themselves, and the checks of references to them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import clingo

from pysolver.cards.library import Library
from pysolver.cards.printed import Card
from pysolver.errors import ScenarioError, ScenarioErrors
from pysolver.scenario.fields import Checker, show, suggest, yaml_hint
from pysolver.scenario.model import GameObject

if TYPE_CHECKING:
    from pysolver.cards.modelled import NotModelled

T = TypeVar("T")
# how many problems of one file are reported together (the rest after they are fixed)
MAX_ERRORS = 5


class Context:
    """The checker of the file and what is known of the scenario so far."""

    def __init__(self, source: str, library: Library) -> None:
        self.ck = Checker(source, library)
        self.library = library
        self.players: list[str] = []
        self.active = ""
        # every object id, in the file's order (a dict: looked up once per reference, in constant time)
        self.object_ids: dict[str, None] = {}
        self.objects: dict[str, GameObject] = {}
        # the problems found so far in parts read independently (objects, effects, sections)
        self.errors: list[ScenarioError] = []
        # what the compiled cards of the board bring: their abilities' definition facts, and the
        # abilities the engine does not understand (pysolver.cards.modelled)
        self.definitions: list[clingo.Symbol] = []
        self.not_modelled: list[NotModelled] = []
        # tokens created as a copy of an object (`token: {copy_of: ID}`, 707.2): token id -> the original and the
        # creating ability's exceptions (`of: CARD`, 707.9b: operations of layer 1a) and what it gave the token
        # ("That token gains haste", 611.2c: layer and operation)
        self.token_copies: dict[str, tuple[str, list[clingo.Symbol], list[tuple[str, clingo.Symbol]]]] = {}

    def attempt(self, read: Callable[..., T], *args: Any) -> T | None:
        """`read(*args)`, or None after noting its problem: the parts of a scenario that do not
        depend on each other are all checked, so that one run reports every problem (up to
        MAX_ERRORS, where it stops)."""
        try:
            return read(*args)
        except ScenarioErrors as exc:
            self.errors.extend(exc.errors)
        except ScenarioError as exc:
            self.errors.append(exc)
        if len(self.errors) >= MAX_ERRORS:
            raise ScenarioErrors(self.errors[:MAX_ERRORS])
        return None

    def each(self, *reads: Callable[[], Any]) -> list[Any]:
        """The value of every read of independent fields (of one object, of the event), each problem
        noted (attempt); when one failed, those problems are raised together so that what needs every
        field is not built (the caller runs inside `attempt`)."""
        before = len(self.errors)
        values = [self.attempt(read) for read in reads]
        if len(self.errors) > before:
            new = self.errors[before:]
            del self.errors[before:]
            raise ScenarioErrors(new)
        return values

    def stop_if_failed(self) -> None:
        """Raise the problems noted so far, if any: what comes next depends on what failed."""
        if self.errors:
            raise ScenarioErrors(self.errors[:MAX_ERRORS])

    def fail(self, path: str, problem: str) -> ScenarioError:
        """The error for `problem` at field `path` of this file."""
        return self.ck.fail(path, problem)

    def player(self, value: Any, path: str) -> str:
        """A player id of the scenario."""
        if not isinstance(value, str) or value not in self.players:
            raise self.fail(path, f"{show(value)} is not a player{yaml_hint(value)}; expected one of "
                                  + ", ".join(self.players) + suggest(value, self.players))
        return value

    def player_counts(self, raw: Any, field: str, minimum: int) -> dict[str, int]:
        """A top-level field mapping players to a whole number, each `minimum` or more (absent: none)."""
        return {self.player(player, f"{field}.{player}"):
                self.ck.integer(n, f"{field}.{player}", minimum=minimum, arithmetic=True)
                for player, n in self.ck.optional_mapping(raw, field).items()}

    def player_set(self, raw: Any, field: str) -> frozenset[str]:
        """A top-level field listing players (absent: none)."""
        players = self.ck.optional_seq(raw, field, "a list of players")
        return frozenset(self.player(p, f"{field}[{i}]") for i, p in enumerate(players))

    def ref(self, value: Any, path: str) -> str:
        """An object id of the scenario."""
        if not isinstance(value, str) or value not in self.object_ids:
            raise self.fail(path, f"{show(value)} is not an object of the scenario{yaml_hint(value)}"
                            + suggest(value, self.object_ids))
        return value

    def card(self, value: Any, path: str) -> Card:
        """A card of the library or of the compiled library, by English name (pysolver.cards.names:
        any case, a face's name, a unique short name)."""
        from pysolver.cards.names import UnknownCard, find_card

        name = self.ck.text(value, path)
        try:
            return find_card(self.library, name)
        except UnknownCard as exc:
            raise self.fail(path, f"{exc}; describe it with `custom` instead") from None

    def on_battlefield(self, oid: str, path: str, role: str) -> GameObject:
        """The object, which must be a permanent to play `role`."""
        obj = self.objects[oid]
        if obj.zone != "battlefield":
            raise self.fail(path, f"{oid} is in the {obj.zone}, not on the battlefield; only a permanent "
                                  f"can be {role}")
        return obj
