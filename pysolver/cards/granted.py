"""The quoted abilities (113.1) that compiled abilities grant (613.1f) or give the tokens they create
(111.3) or the emblems they give (114.2): the Oracle compiler gives such an ability the key of its own text
(pysolver.cards.oracle.meaning.grants), so the library learns it, and shows it, with the ability that
grants it; and how the library keeps the text of a compiled ability, the object's own words as [~]
(self_named), so that another object with the ability shows its own name."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

import clingo

if TYPE_CHECKING:
    from pysolver.cards.modelled import Definable

_THIS_OBJECT = re.compile(r"\b[Tt]his (?:creature|permanent|land|artifact|enchantment|Aura|Equipment|Vehicle)\b")
_QUOTED = re.compile(r'"([^"]*)"')
_STRAIGHT = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2019": "'"})


def self_named(text: str, name: str) -> str:
    """An Oracle text with its card's name, the part of it before a comma (201.4b) and "this creature"
    as [~]: another object with the ability shows its own name (Library.fill leaves other brackets as
    written)."""
    for written in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        text = text.replace(written, "[~]")
    return _THIS_OBJECT.sub("[~]", text)


def granted_texts(abilities: Iterable[Definable], name: str) -> dict[clingo.Symbol, str]:
    """The quoted abilities the abilities' facts grant (or give a token), oracle("text") or unmodelled("text") (the
    compiler's keys, whose text is the quotes' normalised), each with its text as the card called `name` writes
    it, self_named; in lower case, its `~` as [~], where the card's quotes cannot be matched to the key's."""
    out: dict[clingo.Symbol, str] = {}
    for ability in abilities:
        key = ability.key
        normalised = key.arguments[0].string if key is not None and key.name == "oracle" and key.arguments \
            and key.arguments[0].type == clingo.SymbolType.String else ""
        # the quotes of the normalised line are those of the printed one, in the same order
        printed = _QUOTED.findall(ability.text.translate(_STRAIGHT))
        written = dict(zip(_QUOTED.findall(normalised), printed, strict=False))
        # a leveler's level symbol grants the lines of its striation as printed (711.2a: pysolver.cards.levels)
        lines = {self_named(line, name).lower().replace("[~]", "~"): line for line in ability.text.split("\n")[1:]}
        for fact in ability.facts:
            op = fact.arguments[2] if fact.name == "does" and len(fact.arguments) == 3 else None
            if op is not None and op.name == "except" and len(op.arguments) == 1:
                op = op.arguments[0]  # 707.9a: "except it has \"...\"", an ability the copy effect gives
            if op is not None and op.name == "gain" and len(op.arguments) == 1:
                granted = op.arguments[0]
            elif fact.name == "token_def" and len(fact.arguments) == 3 and fact.arguments[1].name == "ability":
                granted = fact.arguments[2]  # 111.3: an ability of a token it creates
            elif fact.name == "emblem_ability" and len(fact.arguments) == 3:
                granted = fact.arguments[2]  # 114.2: an ability of the emblem it gives
            else:
                continue
            if granted.type == clingo.SymbolType.Function and granted.name in ("oracle", "unmodelled") \
                    and len(granted.arguments) == 1 and granted.arguments[0].type == clingo.SymbolType.String:
                text = granted.arguments[0].string
                out[granted] = self_named(written[text], name) if text in written \
                    else self_named(lines[text], name) if text in lines else text.replace("~", "[~]")
    return out
