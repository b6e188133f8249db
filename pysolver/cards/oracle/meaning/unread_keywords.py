"""The meaning of "The scavenge cost is equal to its mana cost." after a grant of the keyword without its cost (the
keyword's meaning: meaning/unread_terms.py)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.unread_terms import READ_KEYWORDS, UNREAD_KEYWORDS


@ability.register
def _(a: s.KeywordCost, m: Meaning) -> None:
    if a.keyword in READ_KEYWORDS:
        raise Unmeant(a.keyword, f"a keyword a question reads, granted ({READ_KEYWORDS[a.keyword]})")
    grants = [k for p in a.static.predicates.items if isinstance(p, s.Gains) for k in p.grants.keywords]
    named = [k for k in grants if isinstance(k, s.UnreadKeyword) and k.name == a.keyword]
    if len(named) != 1 or named[0].parameter is not None or UNREAD_KEYWORDS.get(a.keyword, ("", "", ""))[2] != "cost":
        raise Unmeant(a.render(), f"the {a.keyword} cost of no {a.keyword} granted without its cost")
    m.keyword_cost = (a.keyword, f"the {a.keyword} cost is equal to its mana cost.")
    ability(a.static, m)
    m.words.append(f"the {a.keyword} cost is the mana cost of the object that has it")
