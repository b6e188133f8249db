"""What the engine understands of a card of the compiled library, as the rest of the engine sees it:
the questions an ability may matter to, which of them each command reads, and the abilities of a
board's cards that the engine does not understand (NotModelled), which refuse a question they
matter to and are listed by the answers of the others.

This module depends on nothing of the engine: the library, the scenario and the questions import it.
"""

from __future__ import annotations

import re
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
# an ability whose effects exist only once it has resolved (608.2, 611.2c): an activated ability, written
# "[Cost]: [Effect.]" (602.1; a loyalty ability, 606.3), its colon before any quoted ability or reminder
# text; a triggered ability, beginning "When", "Whenever" or "At" (603.1), after an ability word if any
# (207.2c: "Landfall — Whenever ..."); a Saga's chapter ability, a triggered ability (714.2b: "I, II — ...")
RESOLVES = re.compile(r'^(?:[^"\u201c(—:]* — )?(?:(?:when|whenever)\b|at (?:the beginning|end of combat)\b'
                      r'|[^"\u201c(]*?:)|^[ivx]+(?:, [ivx]+)* — ', re.IGNORECASE)


# 113.3a, 113.6: on an instant or sorcery, a static ability names the card itself ("This spell can't be countered",
# "Ghostfire is colorless", "If Nexus of Fate would be put into a graveyard ...", "You may cast this card from your
# graveyard"); a keyword has no sentence. Any other sentence is a spell ability: instructions followed as it
# resolves. Naming the card as the spell followed as it resolves does not make a sentence static: the spell as the
# source of what it does ("Urza's Rage deals 3 damage", 609.7), its resolution's conditions on how it was cast
# ("if this spell was kicked", 702.33d; "if you cast this spell during your main phase", the ability word
# Addendum, 207.2c: read as it resolves, 608.2c), or cards counted by its name ("cards named Ancestral Anger in
# your graveyard")
_SPELL_STATIC = re.compile(r"\b(this spell|this card|as an additional cost)\b", re.IGNORECASE)
_AS_IT_RESOLVES = re.compile(r"\bif (?:this spell was|you cast this spell)\b", re.IGNORECASE)
_REMINDER = re.compile(r"\([^)]*\)")


def spell_ability(text: str, name: str) -> bool:
    """Whether a line of an instant or sorcery card (named `name`) is a spell ability (113.3a: not a static one,
    _SPELL_STATIC, nor an activated or triggered one): its effects exist only once the spell has resolved. Read
    from the words alone, and only as far as is certain: a sentence that names the card otherwise than as the
    resolving spell (_AS_IT_RESOLVES, "~ deals", "named ~") stays a possible static ability."""
    line = _AS_IT_RESOLVES.sub("", _REMINDER.sub("", text)).strip()
    for n in sorted({name, name.split(",")[0], name.split(" // ")[0]} - {""}, key=len, reverse=True):
        line = re.sub(rf"\b{re.escape(n)}(?= deals\b)|(?<=\bnamed ){re.escape(n)}\b", "~", line, flags=re.IGNORECASE)
        if re.search(rf"\b{re.escape(n)}\b", line, re.IGNORECASE):
            return False
    return line.rstrip('"\u201d').endswith(".") and not resolves(line) and not _SPELL_STATIC.search(line)


def resolves(text: str) -> bool:
    """Whether an ability's Oracle text is an activated or triggered ability (RESOLVES): its effects exist
    only once it has resolved, so it matters to a question only through a resolved instance of it (an
    effect of the scenario's `effects`, 611.2c), never as an ability an object merely has."""
    return bool(RESOLVES.match(text.strip()))


@dataclass(frozen=True)
class NotModelled:
    """An ability of a card on the board that the engine does not understand: which object (and the
    scenario's field naming its card), which card, its text, the words not understood and the
    questions it matters to; or, with no ability text, a printed value the engine cannot hold
    (`unknown` says which), which matters to every question. `resolving`: an activated or triggered
    ability of an object of the board (resolves), or an instant's or sorcery's spell ability (spell_ability),
    that matters to some question, but only once resolved."""

    object: str
    field: str
    card: str
    ability: str
    unknown: str
    questions: frozenset[str]
    reason: str
    resolving: bool = False

    def to_json(self) -> dict[str, Any]:
        """As the answers' `not_modelled` list gives it (`once_resolved`: a resolving one)."""
        out = {"object": self.object, "card": self.card, "ability": self.ability,
               "not_understood": self.unknown, "matters_to": sorted(self.questions)}
        return out | {"once_resolved": True} if self.resolving else out

    def sentence(self) -> str:
        """In words, for the text answers."""
        words = "no word of it" if self.unknown == self.ability else f"\"{self.unknown}\""
        why = ("an activated, triggered or spell ability, it matters only once it has resolved, and no effect of the "
               "scenario is one of its" if self.resolving else "it cannot matter to this question")
        return f"{self.card} ({self.object}): \"{self.ability}\" is not modelled (not understood: {words}); {why}"


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

        def oracle_lines(self) -> list[str]:
            """The text of each line of its Oracle text, in order."""
            ...


def check_understood(source: str, not_modelled: Iterable[NotModelled], question: str,
                     resolving: str | None = None) -> None:
    """Refuse a scenario for `question` (a command: layers, attacks ...; ScenarioError, exit status 2)
    when a card on it has an ability the engine does not understand that matters to the question
    (READS): the answer could be wrong. The others are listed by the answer instead, and so are the
    activated, triggered and spell abilities of the board's objects (NotModelled.resolving): their effects are
    on the board only as effects of the scenario, which name an ability the engine understands; but not those
    of the object `resolving` (the spell resolving as the event happens, whose effect it is: 608.2, 614.15)."""
    reads = READS[question]
    found = next((n for n in not_modelled
                  if n.questions & reads and (not n.resolving or n.object == resolving)), None)
    if found is None:
        return
    if not found.ability:
        raise ScenarioError(source, found.field, f"{found.card}: its printed {found.unknown}; no question can be "
                                                 "answered with this card")
    now = f" (it is resolving: the event's cause, {found.object})" if found.resolving else ""
    raise ScenarioError(source, found.field,
                        f"{found.card}: the ability \"{found.ability}\" matters to `{question}` and is not "
                        f"understood (\"{found.unknown}\"){now}; this question cannot be answered with this card")


def not_modelled_lines(not_modelled: Iterable[NotModelled]) -> list[str]:
    """The abilities not modelled in words, one line each, for the text answers."""
    return ["not modelled: " + n.sentence() for n in not_modelled]
