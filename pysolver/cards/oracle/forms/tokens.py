"""The rows of the forms table (the package's docstring says its slots) for tokens created (111.2-111.4,
111.10): the words define the token (a colour or "colorless", subtypes, card types, a creature's N/N,
abilities), its name is its subtypes and "Token"; a scenario names it `token: {of: CARD}`."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import TOKENS, Form

FORMS: tuple[Form, ...] = (
    Form(TOKENS, "create a/N N/N COLOR SUBTYPES TYPES token(s) [with KEYWORDS]", "Create two 2/2 blue Drake "
         "creature tokens with flying.", "Talrand's Invocation"),
    Form(TOKENS, "create ... token(s). It has / They have \"ABILITY\"", "When this creature enters, create a 1/1 "
         "colorless Eldrazi Scion creature token. It has \"Sacrifice this token: Add {C}.\"", "Eldrazi Skyspawner"),
    Form(TOKENS, "create ... token(s) with \"ABILITY\"", "When this creature enters, create a 1/1 black Rat "
         "creature token with \"This token can't block.\"", "Voracious Vermin"),
    Form(TOKENS, "... Target opponent creates a/N N/N COLOR SUBTYPES TYPES token(s). (111.2: that player's token, "
         "as the board states it)",
         "{G}: Phelddagrif gains trample until end of turn. Target opponent creates a 1/1 green Hippo creature token.",
         "Phelddagrif"),
    Form(TOKENS, "... Target opponent gains N life. (119.3: an action whose result the board states)",
         "{W}: Phelddagrif gains flying until end of turn. Target opponent gains 2 life.", "Phelddagrif"),
    Form(TOKENS, "create a/N Treasure / Food / Gold / Shard / Clue / Blood / Powerstone token(s)", "{T}: Create a "
         "Treasure token.", "Black Market Tycoon"),
    Form(TOKENS, "create a token that's a copy of TARGET (707.2; `token: {copy_of: ID}`)", "Create a token that's "
         "a copy of target creature you control.", "Cackling Counterpart"),
    Form(TOKENS, "create a token that's a copy of ... That token gains KEYWORDS. (611.2c: no copiable value)",
         "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the "
         "token isn't legendary. That token gains haste.", "Helm of the Host"),
    Form(TOKENS, "create a token that's a copy of ... If this spell was kicked, create N of those tokens instead. "
         "(702.33d: the tokens the board states)",
         "Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens "
         "instead.", "Rite of Replication"),
    Form(TOKENS, "Choose any number of TARGETS. For each of them, create a token that's a copy of that TYPE[, except "
         "...]. Exile those tokens at the beginning of the next end step. (115.1: a token for each target)",
         "Choose any number of target creatures you control. For each of them, create a token that's a copy of that "
         "creature, except it has haste. Exile those tokens at the beginning of the next end step.", "Twinflame"),
    Form(TOKENS, "Choose a creature type. For each creature you control of the chosen type, create a token that's a "
         "copy of that creature. Those tokens gain KEYWORDS. Exile them at the beginning of the next end step. "
         "(608.2c, 611.2c: the tokens the board states)",
         "Choose a creature type. For each creature you control of the chosen type, create a token that's a copy of "
         "that creature. Those tokens gain haste. Exile them at the beginning of the next end step.", "Kindred Charge"),
    Form(TOKENS, "create a token that's a copy of ... It gains KEYWORDS. (611.2c: \"it\" the token created)",
         "Inspired — Whenever this creature becomes untapped, you may pay {1}{R}. If you do, create a token that's a "
         "copy of another target creature, except it's an enchantment in addition to its other types. It gains haste. "
         "Exile it at the beginning of the next end step.", "Felhide Spiritbinder"),
)
