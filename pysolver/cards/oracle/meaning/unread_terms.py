"""The meaning of a keyword ability granted (613.1f, layer 6) whose rules no question of the engine reads: the object
has it among its abilities, held as the text it is, unmodelled("afflict 3") (as a quoted ability not understood is,
meaning/grants.py): the layers' answer lists it, a later effect may remove it, and no question gives it a meaning.

Decided keyword by keyword from its rule (702.xa):
- static abilities that function while the spell is on the stack (convoke, improvise, delve, affinity, emerge, prowl,
  freerunning: a cost paid as it is cast), and with a triggered ability when it is cast (replicate, conspire, casualty,
  ripple): granted to "spells you cast" (601.2a, asp/selectors.lp's you_cast);
- triggered abilities (afflict, annihilator, poisonous, bushido, rampage, frenzy, renown, fabricate, afterlife) and
  activated ones (outlast; scavenge, unearth, embalm, encore, functioning in a graveyard; cycling, ninjutsu, in a hand):
  their effects exist only once they have resolved (608.2, 611.2c), as a quoted activated or triggered ability's
  (once_resolved/1: an `ability_of` effect that may have been its activation is refused);
- retrace (702.81a), a static ability that functions in a graveyard: it lets its owner cast the card, which no question
  asks;
- refused: the keywords a question reads, whose rules the engine would have to apply to the granted copy (an object
  entering with counters, 614.1c; prevention, 615; a draw replaced, 614.11; a spell exiled as it leaves the stack;
  haste or "can't block", combat).

The keyword's cost is written with it ("unearth {2}{b}") or by the next sentence, "The scavenge cost is equal to its
mana cost." (the object's own mana cost: its, that card's, the card's), part of the ability's text."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, S = clingo.Function, clingo.String

# keyword -> (its rule, what kind of ability, what follows it: "number" (N), "cost" (a mana cost, or the next
# sentence's) or None)
UNREAD_KEYWORDS = {
    "afflict": ("702.130a", "triggered", "number"),
    "annihilator": ("702.86a", "triggered", "number"),
    "poisonous": ("702.70a", "triggered", "number"),
    "bushido": ("702.45a", "triggered", "number"),
    "rampage": ("702.23a", "triggered", "number"),
    "frenzy": ("702.68a", "triggered", "number"),
    "renown": ("702.112a", "triggered", "number"),
    "fabricate": ("702.123a", "triggered", "number"),
    "afterlife": ("702.135a", "triggered", "number"),
    "outlast": ("702.107a", "activated", "cost"),
    "scavenge": ("702.97a", "activated", "cost"),
    "unearth": ("702.84a", "activated", "cost"),
    "embalm": ("702.128a", "activated", "cost"),
    "encore": ("702.141a", "activated", "cost"),
    "cycling": ("702.29a", "activated", "cost"),
    "ninjutsu": ("702.49a", "activated", "cost"),
    "retrace": ("702.81a", "static", None),
    # (functioning while the spell is on the stack: a cost paid as it is cast, 601.2f-h, and for replicate, conspire,
    # casualty and ripple a triggered ability when it is cast)
    "convoke": ("702.51a", "static", None),
    "improvise": ("702.126a", "static", None),
    "delve": ("702.66a", "static", None),
    "affinity": ("702.41a", "static", "for"),
    "emerge": ("702.119a", "static", "cost"),
    "prowl": ("702.76a", "static", "cost"),
    "freerunning": ("702.173a", "static", "cost"),
    "replicate": ("702.56a", "triggered", "cost"),
    "conspire": ("702.78a", "triggered", None),
    "casualty": ("702.153a", "triggered", "number"),
    "ripple": ("702.60a", "triggered", "number"),
}
# keywords a question reads: granted, the engine would have to apply their rules to the granted copy
READ_KEYWORDS = {
    "flashback": "702.34a: its second ability functions on the stack, exiling the spell cast with it as it would leave "
                 "the stack (a zone change `replace` reads)",
    "jump-start": "702.133a: its second ability functions on the stack, exiling the spell cast with it as it would "
                  "leave the stack (a zone change `replace` reads)",
    "dredge": "702.52a: it replaces a draw (614.11), an event `replace` reads",
    "modular": "702.43a: the permanent enters with +1/+1 counters (614.1c), which `replace` reads",
    "bloodthirst": "702.54a: the permanent enters with +1/+1 counters (614.1c), which `replace` reads",
    "absorb": "702.64a: it prevents damage (615), which `replace` reads",
    "unleash": "702.98a: the permanent may enter with a +1/+1 counter (614.1c) and then can't block, which `replace` "
               "and combat read",
    "riot": "702.136a: the permanent enters with a +1/+1 counter or gains haste (614.1c), which `replace` and combat "
            "read",
    "blitz": "702.152a: the permanent a spell cast for its blitz cost becomes has haste, which combat reads",
    "rebound": "702.88a: the spell is exiled instead of put into its owner's graveyard as it resolves, a zone change "
               "`replace` reads",
}


def _fits(follows: str | None, given: str, cost: str) -> bool:
    """Whether a keyword is written with what its rule gives it: a number, a mana cost (or the next sentence's cost),
    "for [quality]" (affinity), or nothing."""
    if follows == "number":
        return given.isdigit() and not cost
    if follows == "cost":
        return given.startswith("{") != bool(cost)
    if follows == "for":
        return given.startswith("for ") and not cost
    return not given and not cost


def unread_term(k: s.UnreadKeyword, m: Meaning, cost: str = "") -> clingo.Symbol:
    """The ability a granted keyword is, unmodelled("text") (see the module); `cost` the sentence giving its cost."""
    if k.name in READ_KEYWORDS:
        raise Unmeant(k.render(), f"a keyword a question reads, granted ({READ_KEYWORDS[k.name]})")
    rule, kind, follows = UNREAD_KEYWORDS[k.name]
    text = f"{k.render()}. {cost}" if cost else k.render()
    if k.parameter == "x" and follows == "number" and not cost:
        # 702.45a, 107.3a: "bushido X, where X is the number of attacking creatures" (Fumiko the Lowblood): the static's
        # "where X is ..." defines the keyword's X, read with the ability it is part of (no question reads it)
        if m.tail is None or not m.tail.where_x:
            raise Unmeant(k.render(), "an X no \"where X is ...\" defines")
        text, m.tail = f"{k.render()}{m.tail.render()}", None
    elif not _fits(follows, k.parameter or "", cost):
        raise Unmeant(k.render(), f"{k.name} written otherwise than {rule} writes it")
    key = F("unmodelled", [S(text)])
    if kind == "static":
        m.words.append(f"the keyword ability {text} ({rule}: a static ability no question reads)")
    else:
        m.facts.append(F("once_resolved", [key]))
        what = "its activation" if kind == "activated" else "an effect of it"
        m.words.append(f"the keyword ability {text} ({rule}: {'an' if kind == 'activated' else 'a'} {kind} ability, "
                       f"which matters to a question only once it has resolved; {what} named by `ability_of` is "
                       "refused)")
    return key
