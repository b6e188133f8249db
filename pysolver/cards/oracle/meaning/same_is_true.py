"""The meaning of a static ability followed by "The same is true for creature spells you control and creature cards you
own that aren't on the battlefield." (Arcane Adaptation, Maskwood Nexus, Leyline of Transformation, Biotransference):
one effect (611.3a) whose selector has the first sentence's alternatives (permanents, 110.1), then one for the spells
of each card type "you" control (112.1: on the stack) and one for the cards of the kind "you" own in every other zone
(108.3: library, hand, graveyard, exile, command; a card on the stack is a spell, 112.1, as Conspiracy of the
hand-written library reads it)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, scope_facts, selector_conditions

F, N = clingo.Function, clingo.Number
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")  # 110.4
# the changes of a characteristic every object has in every zone (205 types, 105 colours; layers 4 and 5): what the
# cards outside the battlefield and the spells can be given
CHARACTERISTICS = (s.AddChosenType, s.SetChosen, s.EveryCreatureType, s.AddKind, s.SetColor, s.AddChosenColor)


@ability.register
def _(a: s.SameIsTrue, m: Meaning) -> None:
    parts = a.first.predicates.items
    if not all(isinstance(p, CHARACTERISTICS) for p in parts):
        raise Unmeant(a.first.predicates.render(), "only types and colours are read of spells and cards elsewhere")
    if not isinstance(a.first.subject, (s.Group, s.GroupUnion)) or any(
            g.zone is not None for g in _groups(a.first.subject)):
        raise Unmeant(a.first.subject.render(), "the first sentence's objects are permanents")
    ability(a.first, m)
    last = max(f.arguments[1].number for f in m.facts if f.name == "scope" and f.arguments[0] == m.key)
    # the spells: scope_facts' alternatives for a spell group (one a card type, zone(stack)), numbered after those
    spells = Meaning(m.key)
    if isinstance(a.spells, s.SpellGroup):
        scope_facts(spells, m.key, a.spells)
    else:  # "spells you control": of any card type, one alternative; "permanent spells": one a permanent card type
        kind = s.Group(None, None, (), s.Term("permanents", None, False), a.spells.relative, None)
        for n, kind_cond in enumerate(_permanent_kinds(a.spells.permanent, ()), start=1):
            for sign, cond in [*selector_conditions(kind), *kind_cond, ("pos", F("zone", [F("stack")]))]:
                spells.add("scope", m.key, N(n), F(sign), cond)
    for f in spells.facts:
        m.add("scope", m.key, N(last + f.arguments[1].number), *f.arguments[2:])
    last = max(f.arguments[1].number for f in m.facts if f.name == "scope" and f.arguments[0] == m.key)
    # the cards: of the adjectives' kinds (the noun "permanents" adds no condition), owned by "you", anywhere but the
    # battlefield and the stack
    kind = s.Group(None, None, a.cards.adjectives, s.Term("permanents", None, False), "you own", None)
    for n, kind_cond in enumerate(_permanent_kinds(a.cards.permanent, a.cards.adjectives), start=last + 1):
        for sign, cond in [*selector_conditions(kind), *kind_cond]:
            m.add("scope", m.key, N(n), F(sign), cond)
        m.add("scope", m.key, N(n), F("pos"), F("anywhere"))
        for zone in ("battlefield", "stack"):
            m.add("scope", m.key, N(n), F("neg"), F("zone", [F(zone)]))
    m.words[0] = m.words[0].removesuffix(":") + f", {a.spells.render()} (on the stack, 112.1) and " \
        f"{a.cards.render()} (in every other zone, 108.3; 611.3a: one effect):"


def _groups(subject: s.Group | s.GroupUnion) -> tuple[s.Group, ...]:
    """The groups of a subject (one, or the kinds of a union)."""
    return (subject,) if isinstance(subject, s.Group) else subject.groups() or ()


def _permanent_kinds(permanent: bool, adjectives: tuple[s.Term, ...]) -> list[list[tuple[str, clingo.Symbol]]]:
    """The extra conditions of each alternative: none (one alternative) unless the words say "permanent", then one
    alternative for each permanent card type (110.4: artifact, battle, creature, enchantment, land, planeswalker) that a
    negated adjective ("nonland") does not exclude."""
    if not permanent:
        return [[]]
    excluded = {a.word.value for a in adjectives if a.negated and a.word is not None}
    return [[("pos", F("type", [F(t)]))] for t in PERMANENT_TYPES if t not in excluded]
