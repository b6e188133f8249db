"""The meaning of a token's creation (111.1-111.4, 111.10): the token's characteristics, as the words
define them, written as token_def(D,Attr,V) facts (the form asp/replace reads for a token an effect
creates, encodings/abilities/kalitas_exile_and_zombie.lp), and creates_token(A,D,N): ability A creates
N tokens D. The creation itself is an action as the ability resolves, whose result the board states:
a scenario's object `token: {of: CARD}` is such a token (pysolver.scenario.tokens), and a `replace`
event may create it. D is named by its characteristics, so that tokens alike are one definition.

Only a token the words fully define is accepted (111.3: it has no characteristic they do not give):
its colour ("colorless" or colour words), its card types (a permanent's), its subtypes (111.4: its
name is its subtypes and "Token"), a creature's power and toughness (208.3), and its abilities
("with KEYWORDS", "with \"...\"", "It has / They have ..."), each as a grant names it (a quoted one
compiled as a line of its own). A predefined token (111.10) has the characteristics the rules give."""

from __future__ import annotations

import hashlib

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.grants import granted_terms
from pysolver.cards.vocabulary import CARD_TYPES

F, N, S = clingo.Function, clingo.Number, clingo.String

# 111.10: the predefined tokens: subtype -> card type and the ability the rules give (as normalised
# Oracle text: "this token" is ~); each is colourless
PREDEFINED = {
    "treasure": ("artifact", "{t}, sacrifice ~: add one mana of any color."),  # 111.10a
    "food": ("artifact", "{2}, {t}, sacrifice ~: you gain 3 life."),  # 111.10b
    "gold": ("artifact", "sacrifice ~: add one mana of any color."),  # 111.10c
    "shard": ("enchantment", "{2}, sacrifice ~: scry 1, then draw a card."),  # 111.10e
    "clue": ("artifact", "{2}, sacrifice ~: draw a card."),  # 111.10f
    "blood": ("artifact", "{1}, {t}, discard a card, sacrifice ~: draw a card."),  # 111.10g
    "powerstone": ("artifact", "{t}: add {c}. this mana can't be spent to cast a nonartifact spell."),  # 111.10h
}
PERMANENT_TYPES = frozenset(t for t in CARD_TYPES if t not in ("instant", "sorcery"))


def token_facts(m: Meaning, t: s.CreateToken) -> None:
    """The facts of a token's creation (see the module)."""
    d, name = token_definition(m, t)
    m.add("creates_token", m.key, d, N(t.count))
    m.words.append(f"creates {t.count} {name}{'s' if t.count > 1 else ''} (111.2-111.4: token_def {d}; the "
                   "board states the tokens created, `token: {of: CARD}`)"
                   + (f", \"{t.lead}\" (a delayed trigger, 603.7, or a condition as it resolved, 608.2c: the board "
                      "states whether it did)" if t.lead else "")
                   + (f", {t.creator} creates it (111.2: its owner, whom the board states)" if t.creator else ""))


def token_definition(m: Meaning, t: s.CreateToken) -> tuple[clingo.Symbol, str]:
    """The token_def/3 facts of the token `t` creates (111.3-111.4), its definition's term and its name: tokens alike
    are one definition, whichever ability creates them."""
    attrs: list[tuple[str, clingo.Symbol]] = []
    if not t.types:
        _predefined(m, t, attrs)
    else:
        _defined(m, t, attrs)
    name = " ".join(_title(st.word.value) for st in t.subtypes if st.word) + " Token"  # 111.4
    attrs.insert(0, ("name", S(name)))
    digest = hashlib.sha256(repr(sorted(str(v) for v in attrs)).encode()).hexdigest()[:12]
    d = F(f"token_{digest}")
    for attr, value in attrs:
        m.add("token_def", d, F(attr), value)
    return d, name


def _title(value: str) -> str:
    return " ".join(part[:1].upper() + part[1:] for part in value.replace("_", " ").split())


def _predefined(m: Meaning, t: s.CreateToken, attrs: list[tuple[str, clingo.Symbol]]) -> None:
    kind = t.subtypes[0].word.value if t.subtypes and t.subtypes[0].word else ""
    if kind not in PREDEFINED or t.pt or t.colors or t.with_grants or t.also:
        raise Unmeant(t.render(), "a token whose characteristics the words do not give (111.10: not a predefined "
                                  "token the engine knows)")
    card_type, text = PREDEFINED[kind]
    attrs += [("type", F(card_type)), ("subtype", F(kind))]
    attrs += [("ability", term) for term in granted_terms(s.QuotedAbility(text), m)]


def _defined(m: Meaning, t: s.CreateToken, attrs: list[tuple[str, clingo.Symbol]]) -> None:
    if not t.colors:
        raise Unmeant(t.render(), "a token whose colour the words do not give (111.3)")
    if not t.subtypes:
        raise Unmeant(t.render(), "a token with no subtype: its name is not given (111.4)")
    types = [ty.word.value for ty in t.types if ty.word]
    if len(types) != len(t.types) or any(ty not in PERMANENT_TYPES for ty in types):
        raise Unmeant(t.render(), "a token is a permanent (111.1)")
    abilities = [term for grants in (t.with_grants, t.also) for k in (grants.keywords if grants else ())
                 for term in granted_terms(k, m)]
    # 208.2a, 604.3: a creature token whose power and toughness a characteristic-defining ability of its own gives
    # (Ajani Goldmane's Avatar: "This token's power and toughness are each equal to your life total.")
    cda = any(f.name == "does" and f.arguments[0] in abilities and f.arguments[2].name == "cda_pt" for f in m.facts)
    if ("creature" in types) != (t.pt is not None or cda) or (t.pt is not None and cda):
        raise Unmeant(t.render(), "a creature token has a power and toughness (printed, or of a "
                                  "characteristic-defining ability), another has none (208.3)")
    attrs += [("type", F(ty)) for ty in types]
    attrs += [("subtype", F(st.word.value)) for st in t.subtypes if st.word]
    if not (len(t.colors) == 1 and t.colors[0].text == "colorless"):
        attrs += [("color", F(c.word.value)) for c in t.colors if c.word]
    if t.pt is not None:
        power, toughness = t.pt.split("/")
        if not (power.isdigit() and toughness.isdigit()):
            raise Unmeant(t.pt, "a power or toughness of no fixed value")
        attrs += [("power", N(int(power))), ("toughness", N(int(toughness)))]
    attrs += [("ability", term) for term in abilities]
