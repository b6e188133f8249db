"""The meanings of the replacements of tokens created (614.1a, 111.2): replaces/2, repl_if/2 and repl_op/2 of
asp/replace/ (a token creation event: its creator is the affected player, 616.1)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.tokens import token_definition

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.TokenMod, m: Meaning) -> None:
    # 614.1a: the creation of tokens is modified; 111.2: a token is created under its creator's control ("under
    # your control"); 616.1: the creator chooses among the effects that apply. A loyalty ability's effect lasts until
    # end of turn once it resolved (606, 602.1, 611.2a: the board's `effects` while it lasts)
    k = m.key
    m.add("ability_class", k, F("activated" if a.loyalty else "replacement"))
    m.add("replaces", k, F("token"))
    if a.creator == "you":
        m.add("repl_if", k, F("affected", [F("you")]))
    elif a.creator == "an opponent":  # 102.3: any other player
        m.add("repl_if", k, F("affected", [F("opponent")]))
    if a.op in ("each", "plus", "plus_one"):
        _made(a, m)
        return
    m.add("repl_op", k, F("times", [N(2)]) if a.op == "times" else F("half"))
    who = {None: "any player", "you": "its controller", "an opponent": "an opponent of its controller"}[a.creator]
    how = "twice that many" if a.op == "times" else "half that many, rounded down,"
    m.words.append(f"a replacement effect (614.1a): {who} creates {how} tokens"
                   + (" (until end of turn, once the loyalty ability resolved)" if a.loyalty else ""))


def _made(a: s.TokenMod, m: Meaning) -> None:
    # 614.1a: tokens of other kinds created instead (Academy Manufactor: that many of each predefined token, 111.10,
    # in place of a token of one of those kinds) or besides them (Chatterfang: "those tokens plus that many ...")
    k = m.key
    made = [token_definition(m, t) for t in a.made]
    if a.op == "each":
        m.add("repl_if", k, F("token_kind"))
        for kind in a.kinds:
            m.add("token_kind", k, F(kind))
        for d, _name in made:
            m.add("each_token", k, F("def", [d]))
        m.add("repl_op", k, F("each"))
        names = ", ".join(name.removesuffix(" Token") for _d, name in made)
        m.words.append(f"a replacement effect (614.1a): instead of tokens of one of the kinds {names}, its controller "
                       "creates that many tokens of each of those kinds (111.10)")
        return
    d, name = made[0]
    if a.op == "plus_one":  # "those tokens plus a[n additional] ... token": one more with the creation
        if a.kinds:
            m.add("repl_if", k, F("token_kind"))
        for kind in a.kinds:
            m.add("token_kind", k, F(kind))
        m.add("repl_op", k, F("plus_one", [F("def", [d])]))
        kinds = " or ".join(kind.capitalize() for kind in a.kinds)
        m.words.append(f"a replacement effect (614.1a): the {kinds + ' ' if kinds else ''}tokens its controller would "
                       f"create, plus one {name} (111.2-111.4)")
        return
    m.add("repl_op", k, F("plus_that_many", [F("def", [d])]))
    m.words.append(f"a replacement effect (614.1a): the tokens its controller would create, plus that many {name}s "
                   "(111.2-111.4)")
