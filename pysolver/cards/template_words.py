"""How one word argument of an ability's template is written and read (pysolver.cards.library): the article a
word takes, a word in a placeholder's style ([1:T] capitalised, [1:Ts] plural, [1:U] upper case, [1:M] the mana
symbol of a basic land type) and the ASP constants a written word may stand for."""

from __future__ import annotations

import clingo

from pysolver.cards.vocabulary import normal_word

MANA_SYMBOL = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


def article_for(word: str) -> str:
    """The indefinite article a word takes ("an Island", "a Swamp"; by its first letter)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def word_text(sym: clingo.Symbol, style: str | None) -> str:
    """Render one word argument of an ability term in the given placeholder style."""
    if sym.type == clingo.SymbolType.String:
        word = sym.string
    elif sym.type == clingo.SymbolType.Number:
        word = str(sym.number)
    else:
        word = sym.name
    if style == "M":
        return MANA_SYMBOL.get(word, word.upper())
    word = word.replace("_", " ")
    if style == "U":
        return word.upper()
    if style in ("T", "Ts"):
        word = "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
        word = " ".join(part[:1].upper() + part[1:] for part in word.split(" "))
        if style == "Ts" and not word.endswith("s"):  # Plains stays Plains
            word += "s"
    return word


def word_symbols(text: str, style: str | None) -> list[clingo.Symbol]:
    """The ASP constants a word written in Oracle text may stand for, the likeliest first: a plural
    slot (:Ts) reads "Walls" as wall but "Plains" as plains; digits are numbers ("equip {2}")."""
    word = " ".join(text.replace("\u2019", "'").split())
    if style == "M":
        inverse = {v: k for k, v in MANA_SYMBOL.items()}
        return [clingo.Function(inverse.get(word.upper(), word.lower()))]
    if word.isdigit():
        return [clingo.Number(int(word))]
    forms = [word[:-1], word] if style == "Ts" and word.lower().endswith("s") else [word]
    return [clingo.Function(normal_word(f)) for f in forms]


def same_case(model: str, word: str) -> str:
    """`word` capitalised as `model` is ("A" -> "An")."""
    return word[:1].upper() + word[1:] if model[:1].isupper() else word
