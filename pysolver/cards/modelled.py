"""What the engine understands of a card of the compiled library, as the rest of the engine sees it:
the questions an ability may matter to, which of them each command reads, and the abilities of a
board's cards that the engine does not understand (NotModelled), which refuse a question they
matter to and are listed by the answers of the others.

This module depends on nothing of the engine: the library, the scenario and the questions import it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pysolver.errors import ScenarioError

# the questions an ability may matter to (the compiler's classes): `layers` (continuous effects,
# 613), `combat` (attack and block restrictions, requirements and costs, 508-509), `replace` (614-616)
QUESTIONS = ("layers", "combat", "replace")
# what each command reads: combat and replace are asked on the board the layers give
READS = {"layers": frozenset({"layers"}), "explore": frozenset({"layers"}),
         "attacks": frozenset({"layers", "combat"}), "blocks": frozenset({"layers", "combat"}),
         "replace": frozenset({"layers", "replace"})}


@dataclass(frozen=True)
class NotModelled:
    """An ability of a card on the board that the engine does not understand: which object (and the
    scenario's field naming its card), which card, its text, the words not understood and the
    questions it matters to; or, with no ability text, a printed value the engine cannot hold
    (`unknown` says which), which matters to every question."""

    object: str
    field: str
    card: str
    ability: str
    unknown: str
    questions: frozenset[str]
    reason: str

    def to_json(self) -> dict[str, Any]:
        """As the answers' `not_modelled` list gives it."""
        return {"object": self.object, "card": self.card, "ability": self.ability,
                "not_understood": self.unknown, "matters_to": sorted(self.questions)}

    def sentence(self) -> str:
        """In words, for the text answers."""
        words = "no word of it" if self.unknown == self.ability else f"\"{self.unknown}\""
        return (f"{self.card} ({self.object}): \"{self.ability}\" is not modelled (not understood: {words}); "
                "it cannot matter to this question")


if TYPE_CHECKING:  # types only (making Protocol classes costs a small question a millisecond)
    from typing import Protocol

    import clingo

    class Definable(Protocol):
        """An ability with a meaning for the engine (pysolver.cards.compiled.CompiledAbility): its
        Oracle text, its key (None when refused) and its definition facts."""

        @property
        def text(self) -> str: ...

        @property
        def key(self) -> clingo.Symbol | None: ...

        @property
        def facts(self) -> tuple[clingo.Symbol, ...]: ...

    class FromCorpus(Protocol):
        """A card of the compiled library as a scenario uses it (pysolver.cards.compiled.CompiledCard)."""

        def definitions(self) -> list[clingo.Symbol]:
            """The definition facts of its accepted abilities."""
            ...

        def not_modelled(self, oid: str, field: str) -> list[NotModelled]:
            """What of it the engine does not understand, as object `oid` (named by `field`)."""
            ...

        def oracle_keys(self) -> list[clingo.Symbol | None]:
            """The key of each line of its text in Oracle order, None for a line not understood."""
            ...


def check_understood(source: str, not_modelled: Iterable[NotModelled], question: str) -> None:
    """Refuse a scenario for `question` (a command: layers, attacks ...; ScenarioError, exit status 2)
    when a card on it has an ability the engine does not understand that matters to the question
    (READS): the answer could be wrong. The others are listed by the answer instead."""
    reads = READS[question]
    found = next((n for n in not_modelled if n.questions & reads), None)
    if found is None:
        return
    if not found.ability:
        raise ScenarioError(source, found.field, f"{found.card}: its printed {found.unknown}; no question can be "
                                                 "answered with this card")
    raise ScenarioError(source, found.field,
                        f"{found.card}: the ability \"{found.ability}\" matters to `{question}` and is not "
                        f"understood (\"{found.unknown}\"); this question cannot be answered with this card")


def not_modelled_lines(not_modelled: Iterable[NotModelled]) -> list[str]:
    """The abilities not modelled in words, one line each, for the text answers."""
    return ["not modelled: " + n.sentence() for n in not_modelled]
