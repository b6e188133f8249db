"""The abilities a grant names (granted_terms: keywords, protections, quoted abilities), and the meaning of a
quoted ability (113.1) granted by an effect (613.1f, layer 6): "enchanted creature
has \"{b}: ~ gets +1/+1 until end of turn.\"". The quoted text is an ability of its own, compiled by the
same grammar under the same acceptance rule (whole line, every part meant, the round trip); `~` in it
is the object that has it. The grant adds that ability (its key) to the objects it applies to; the
ability's definition facts come with the grant's, so that the object, after the layers, has an
ability the rules read as they read a printed one (its activation: the scenario's `ability_of`).

A quoted text the compiler refuses is still an ability the grant adds (its layer-6 meaning, "an ability
with these words", is fully known), under the opaque key unmodelled("text") no rule gives a meaning:
accepted when the text matters to no question (classify: "{r}: ~ deals 1 damage to any target."), or
when it is an activated or triggered ability (pysolver.cards.modelled.resolves: Splinter Twin's "{T}:
Create a token that's a copy of this creature ..."), whose effects exist only once it has resolved (608.2,
611.2c): the grant's facts then say so (once_resolved/1), and an `ability_of` effect that may have been its
activation is refused (pysolver.scenario.activated). Its activation is refused naming its words
(pysolver.scenario.effects). Another that may matter to a question (a static ability) refuses the grant,
naming its words: an object would have an ability whose effect the answer could not show."""

from __future__ import annotations

import clingo

from pysolver.cards.modelled import resolves
from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, keyword_term, quality_word
from pysolver.cards.oracle.meaning.crew_facts import granted_crew
from pysolver.cards.oracle.meaning.unread_terms import unread_term

F, S = clingo.Function, clingo.String


def quoted_ability(q: s.QuotedAbility, m: Meaning) -> clingo.Symbol:
    """The ability a quoted text is, its definition facts added to the meaning's (see the module)."""
    if m.quoted is None:
        raise Unmeant(q.render(), "a quoted ability outside a compiled line")
    inner = m.quoted(q.text)
    if inner.key is None:
        key = F("unmodelled", [S(q.text)])
        matters = ", ".join(sorted(inner.questions))
        if inner.questions and not resolves(q.text):
            raise Unmeant(inner.unknown or q.text, f"a quoted ability not understood ({inner.reason}) that matters "
                                                   f"to {matters}")
        if inner.questions:
            m.facts.append(F("once_resolved", [key]))
            m.words.append(f"the quoted ability {q.render()}, an activated or triggered ability not understood, "
                           f"which matters to {matters} only once it has resolved (its activation is refused)")
        else:
            m.words.append(f"the quoted ability {q.render()}, not understood and read by no question (its "
                           "activation is refused)")
        return key
    if any(f.name == "ability_class" and f.arguments[0] == inner.key and f.arguments[1] == F("spell")
           for f in inner.facts):
        raise Unmeant(q.render(), "a spell ability granted to a permanent (113.3a: only instants and sorceries "
                                  "have them)")
    if inner.key.name == "oracle":  # the engine's own terms (keywords, mana abilities) are the library's
        for fact in inner.facts:
            if fact not in m.facts:
                m.facts.append(fact)
    m.words.append(f"the quoted ability {q.render()}: {inner.meaning}")
    return inner.key


def granted_terms(k: s.KeywordAbility, m: Meaning, one_shot: bool = False) -> list[clingo.Symbol]:
    """The abilities a grant names: 702.16g protection from A and from B is two abilities; a quoted
    ability is the ability its text is (meaning/grants.py)."""
    if isinstance(k, s.QuotedAbility):
        return [quoted_ability(k, m)]
    if isinstance(k, s.Crew):  # 702.122a: the crew ability granted is the ability the line "crew N" is
        return [granted_crew(k, m)]
    if isinstance(k, s.UnreadKeyword):
        cost = m.keyword_cost[1] if m.keyword_cost and m.keyword_cost[0] == k.name and k.parameter is None else ""
        return [unread_term(k, m, cost)]
    if isinstance(k, s.Protection):
        if k.render() == "protection from the chosen color":  # 702.16a with the colour chosen as it entered
            return [F("protection_from", [F("chosen")])]
        if k.render() == "protection from the color of your choice":
            if not one_shot:
                raise Unmeant(k.render(), "a colour of your choice outside a resolving effect")
            # 702.16a, 611.2c: the colour chosen as the effect resolved (the effect's `choices`)
            return [F("protection_from", [F("chosen")])]
        words = [quality_word(q) for q in k.qualities]
        # 702.16a: protection from all colors is protection from each colour (asp/replace reads colours)
        every = ("white", "blue", "black", "red", "green")
        words = [c for w in words for c in (every if w in ("all_colors", "each_color") else (w,))]
        return [F("protection_from", [F(w)]) for w in words]
    if isinstance(k, (s.Enchant, s.Equip)) or isinstance(k, s.Keyword) and k.term.word \
            and k.term.word.value in ("devoid", "changeling"):
        raise Unmeant(k.render(), "granting this keyword has no meaning in the engine")
    return [keyword_term(k)]
