"""The board after every layer, indexed: each object's final characteristics (out/3 of
asp/layers.lp) by attribute, as the state-based actions and the combat questions read them."""

from __future__ import annotations

import clingo


class FinalBoard:
    """The characteristics after every layer (out/3 of asp/layers.lp), by object and attribute: what the
    state-based actions, the combat checks and their words read."""

    def __init__(self, characteristics: list[clingo.Symbol]) -> None:
        self.values: dict[tuple[str, str], list[clingo.Symbol]] = {}
        for sym in characteristics:
            obj, attr, value = sym.arguments
            self.values.setdefault((obj.name, attr.name), []).append(value)

    def words(self, oid: str, attr: str) -> set[str]:
        """The elements of a set-valued characteristic (type, subtype, supertype) as words."""
        return {v.name for v in self.values.get((oid, attr), [])}

    def number(self, oid: str, attr: str) -> int:
        """A numeric characteristic (power, toughness), 0 when the engine gives none (208.3)."""
        got = self.values.get((oid, attr))
        return got[0].number if got else 0

    def text(self, oid: str, attr: str) -> str:
        """A single-valued characteristic (name, controller) as text."""
        got = self.values.get((oid, attr))
        if not got:
            return ""
        return got[0].string if got[0].type == clingo.SymbolType.String else got[0].name

    def abilities(self, oid: str) -> list[clingo.Symbol]:
        """The object's abilities after every layer."""
        return self.values.get((oid, "ability"), [])

    def one(self, oid: str, attr: str) -> str | None:
        """A single-valued characteristic as text (name, controller)."""
        got = self.values.get((oid, attr))
        if not got:
            return None
        value = got[0]
        return value.string if value.type == clingo.SymbolType.String else str(value)

    def has_type(self, oid: str, card_type: str) -> bool:
        """Whether the object has that card type after every layer."""
        return clingo.Function(card_type) in self.values.get((oid, "type"), [])
