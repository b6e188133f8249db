"""Card names as people write them, the same in scenarios and in `mtgsolve cards`: a card's full
name or a face's name, in any case, with curly apostrophes (pysolver.cards.printed.card_key); a
legendary card's short name, the part before the comma ("Urborg", "Kalitas"), when only one card
has it; and "did you mean" when none matches.

The hand-written library (encodings/) is looked in first, then the compiled library
(pysolver.cards.compiled), which is read one name at a time: a board costs only the cards it names.
A card found in the compiled library teaches the hand-written one its abilities (Library.learn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pysolver.cards.library import Library
from pysolver.cards.printed import Card, card_key

if TYPE_CHECKING:  # imported where a name is not the hand-written library's (a board of its cards never does)
    from pysolver.cards.compiled import CompiledCard, CompiledLibrary


class UnknownCard(LookupError):
    """A name that names no card, or several: its message says which and what was meant."""


def short_name(name: str) -> str | None:
    """The short name of a legendary card's name (the part before the comma), or None."""
    return name.split(",")[0] if "," in name else None


def find_card(library: Library, name: str, compiled: CompiledLibrary | None = None) -> Card:
    """The card a name names (see the module's text); UnknownCard saying why not, with "did you mean"."""
    key = card_key(name)
    card = library.cards.get(key)
    if card is not None:  # the compiled library is not even opened
        return card
    from pysolver.cards.compiled import load_compiled

    compiled = compiled if compiled is not None else load_compiled()
    row = compiled.entry(key) if compiled is not None else None
    if row is not None and "see" not in row:
        return _learnt(library, compiled.card(row))
    targets = set(row["see"]) if row is not None else set()
    targets |= {c.name for c in library.cards.values()
                if "legendary" in c.printed.supertypes and short_name(c.name) and card_key(short_name(c.name)) == key}
    if len(targets) == 1:
        return find_card(library, targets.pop(), compiled)
    if targets:
        listed = ", ".join(repr(t) for t in sorted(targets))
        raise UnknownCard(f"{name!r} names {len(targets)} faces or cards ({listed}); name one of them")
    raise UnknownCard(f"unknown card {name!r}: not in the card library{card_hint(library, name, compiled)}")


def _learnt(library: Library, compiled: CompiledCard) -> Card:
    library.learn([a.held for a in compiled.abilities], compiled.name)
    return compiled.card()


def known_names(library: Library, compiled: CompiledLibrary | None) -> dict[str, str]:
    """key -> name of every card of the hand-written library and every face of the compiled one."""
    names = dict(compiled.names) if compiled is not None else {}
    names.update((key, card.name) for key, card in library.cards.items())
    return names


def find_cards(library: Library, text: str, compiled: CompiledLibrary | None = None) -> list[str]:
    """The names of the cards and faces whose name contains the text (case-insensitive, commas
    aside), by name: `moon` finds Alpine Moon, Blood Moon and Magus of the Moon."""
    from pysolver.cards.compiled import load_compiled

    compiled = compiled if compiled is not None else load_compiled()
    part = card_key(text).replace(",", "")
    if not part:
        return []
    return sorted(name for key, name in known_names(library, compiled).items() if part in key.replace(",", ""))


def card_hint(library: Library, text: str, compiled: CompiledLibrary | None = None) -> str:
    """What to say after "unknown card": the cards whose name contains the text, else the closest
    name, else the cards with the word closest to one of its words ("mooon")."""
    import difflib  # only where an input is refused (its import is a hundredth of a small question)

    from pysolver.cards.compiled import load_compiled

    compiled = compiled if compiled is not None else load_compiled()
    if len(text) > 100:
        return ""
    found = find_cards(library, text, compiled)
    if found:
        return " (did you mean " + ", ".join(repr(n) for n in found[:5]) + (", ..." if len(found) > 5 else "") + "?)"
    names = known_names(library, compiled)
    best = difflib.get_close_matches(card_key(text), list(names), n=1, cutoff=0.6)
    if best:
        return f" (did you mean {names[best[0]]!r}?)"
    words = {w.strip(",'"): key for key in names for w in key.split()}
    near = difflib.get_close_matches(card_key(text), list(words), n=1, cutoff=0.75)
    return card_hint(library, near[0], compiled) if near else ""
