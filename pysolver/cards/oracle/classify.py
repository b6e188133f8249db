"""Which questions a line of Oracle text may matter to, from its words alone (issue 27's classes).

Independent of the grammar: a line is classified whether or not it parses, so that a refused line
still says whether it blocks a question. The tests are the words of the rules' own kinds:

- layers (613): a change of power/toughness ("gets +1/+1", "base power and toughness", "power and
  toughness are each equal"), of abilities ("has flying", "gains", "loses", "lose all abilities"),
  of types or colours ("is a ... in addition", "becomes a", "nonbasic lands are", "is every creature
  type", "is colorless"), of control ("gain control"), copies ("as a copy", "becomes a copy"), text
  ("text box", 612) -- and the characteristic-defining keywords changeling and devoid;
- combat (506-511): restrictions, requirements and costs of attacking and blocking, and the keywords
  combat reads (evasion, landwalk, protection, first strike ...);
- replace (614-616): "instead", "prevent", "enters tapped/with", "as ~ enters", "regenerate",
  "can't be countered/prevented", "life total can't change", and protection (702.16e), a player's too
  ("you have protection from ..."; a player's hexproof or shroud matters to none: 702.11c, 702.18a).

Words that replace no event the `replace` question asks about do not count: "skip" (614.10: skipping
a step, phase or turn is a replacement effect, but no step is an event of `replace`), and the
sentences of NOT_EVENTS: the day/night designation an entering permanent sets (726.2: a designation
of the game), the modes a modal spell's controller may choose "instead" (700.2a: chosen as it is
cast, no event), and the mana a mana ability adds "instead" (605.1a, 106.3: adding mana is no event
of `replace`).
Such a line, refused, is still listed among what the engine does not model (`mtgsolve cards`).
"""

from __future__ import annotations

import re

_KW = (r"flying|first strike|double strike|deathtouch|lifelink|vigilance|trample|haste|reach|menace|defender|"
       r"indestructible|hexproof|shroud|fear|intimidate|shadow|horsemanship|skulk|infect|wither|flanking|banding|"
       r"protection from [^.,]+|\w+walk|changeling|devoid|prowess|flash")

# 702.2-702.190: every keyword ability; a permanent given one has it among its abilities (613.1f, layer 6), which the
# layers' answer lists, whether or not a question reads it
KEYWORD_ABILITIES = (
    "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "ward",
    "banding", "rampage", "cumulative upkeep", "flanking", "phasing", "buyback", "shadow", "cycling", "echo",
    "horsemanship", "fading", "kicker", "flashback", "madness", "fear", "morph", "amplify", "provoke", "storm",
    "affinity", "entwine", "modular", "sunburst", "bushido", "soulshift", "splice", "offering", "ninjutsu", "epic",
    "convoke", "dredge", "transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover", "ripple",
    "split second", "suspend", "vanishing", "absorb", "aura swap", "delve", "fortify", "frenzy", "gravestorm",
    "poisonous", "transfigure", "champion", "changeling", "evoke", "hideaway", "prowl", "reinforce", "conspire",
    "persist", "wither", "retrace", "devour", "exalted", "unearth", "cascade", "annihilator", "level up", "rebound",
    "umbra armor", "infect", "battle cry", "living weapon", "undying", "miracle", "soulbond", "overload", "scavenge",
    "unleash", "cipher", "evolve", "extort", "fuse", "bestow", "tribute", "dethrone", "hidden agenda", "outlast",
    "prowess", "dash", "exploit", "menace", "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk",
    "emerge", "escalate", "melee", "crew", "fabricate", "partner", "undaunted", "improvise", "aftermath", "embalm",
    "eternalize", "afflict", "ascend", "assist", "jump-start", "mentor", "afterlife", "riot", "spectacle", "escape",
    "companion", "mutate", "encore", "boast", "foretell", "demonstrate", "daybound", "nightbound", "disturb",
    "decayed", "cleave", "training", "compleated", "reconfigure", "blitz", "casualty", "enlist", "read ahead",
    "ravenous", "squad", "space sculptor", "visit", "prototype", "living metal", "more than meets the eye",
    "for mirrodin", "toxic", "backup", "bargain", "craft", "disguise", "solved", "plot", "saddle", "spree",
    "freerunning", "gift", "offspring", "impending", "exhaust", "max speed", "start your engines", "harmonize",
    "mobilize", "job select", "tiered", "station", "warp", "mayhem", "web-slinging", "firebending", "sneak",
    "increment", "paradigm",
)
_ANY_KW = "|".join(re.escape(k) for k in KEYWORD_ABILITIES)

LAYER_PATTERNS = [re.compile(p) for p in (
    # losing the game: the layers' answer lists the state-based actions (704.5a: 0 or less life)
    r"\b(lose|win) the game\b",
    r"\bgets? (an additional )?[+-](\d+|x|y)/[+-](\d+|x|y)",
    r"\bbase power( and toughness)?\b|\bbase toughness\b",
    r"\bpower and toughness (are |is )?each equal|\bpower is equal to|\btoughness is equal to",
    r"\bswitch\w* (its|their|~'s|that creature's)? ?power and toughness",
    r"\b(has|have|gains?|loses?) (" + _KW + r")\b",
    # any keyword ability given or taken, alone or in a list ("have daunt, deathtouch, and poisonous 2")
    r"\b(has|have|gains?|loses?) ([^.\"]*?(,| and| or) )?(" + _ANY_KW + r")\b",
    r"\b(has|have|gains?) \"",
    # 614.1c: "it enters with a +1/+1 counter on it and with "Pay 3 life: ..."": an ability given as it enters
    r"\benters? with [^.\"]*\band with\b",
    r"\blose (all )?abilities|\bloses all abilities|\bloses? all other|\bloses? this ability",
    r"\b(is|are) (a|an|all|every)? ?[\w', -]*in addition to (its|their) other",
    r"\bbecomes? (a|an|white|blue|black|red|green|colorless|all colors|every|the color|the chosen|the creature type)\b",
    r"\bnonbasic lands are\b|\b(lands|land) (is|are) (a |an )?(plains|islands?|swamps?|mountains?|forests?)\b",
    r"\bis every creature type|\bare every creature type",
    r"\b(is|are) (white|blue|black|red|green|colorless)\b",
    r"\b(is|are) (the chosen color|the color of your choice|all colors)",
    # 205.3, 305.7: "~ is the chosen type.", "basic lands of the first chosen type are the second chosen type", "~ is
    # every nonbasic land type", "all lands are no longer snow" (Melting), "nagas and serpents you control are snakes"
    r"\b(is|are) (the (first |second )?chosen type|every [\w ]*type)\b|\bno longer\b|\b(is|are) \w+s\.$",
    # "as long as ~ has a slumber counter on it, it's a land" (Arixmethes), "he's a 7/7 Dragon God creature"
    r"\b(it's|he's|she's|they're) (a|an) [\w'/ -]*(creature|artifact|enchantment|land|planeswalker)s?\b",
    # 704.5: the state-based actions the layers' answer lists ("lethal damage dealt to creatures you control is
    # determined by their power", Zilortha; "the \"legend rule\" doesn't apply", 704.5j)
    r"\blethal damage\b|\blegend rule\b|\bstate-based actions\b",
    r"\bgains? control of|\bexchange control|\buntil end of turn, you control",
    r"\bas a copy of|\bbecomes? a copy|\bcopy of\b",
    r"\btext box|\breplace all instances|\binstances of [\w ]*words\b",
    # "is a 4/4 Human Soldier creature with indestructible" (Gideon Blackblade), "is a 5/6 green Treefolk creature
    # that's still a land" (Living Terrain): a power and toughness among the words
    r"\b(is|are) (a|an) [\w'/ -]*(creature|artifact|enchantment|land)s?( with| that| in| until| as| on|\.|,)",
    # 613.1a, 613.1f, 613.4b: characteristics or abilities of another object ("has the power, toughness, and creature
    # types of the last creature card exiled with it", "has the full text of that card", "has all activated
    # abilities of that card", "has all loyalty abilities of all other planeswalkers", "has the chosen creature type in
    # addition to its other types")
    r"\bha(s|ve) the (full text|power|toughness|text)\b|\bha(s|ve) (all )?[\w ]*abilities of\b",
    r"\bha(s|ve) [\w' ]*in addition to (its|their) other|\bha(s|ve) each of the chosen abilities\b",
    r"\b(is|are) (\d+|x)/(\d+|x)\b",
    # 205.1a: a card type removed (the Theros gods' "~ isn't a creature")
    r"~ isn't an? (creature|artifact|enchantment|land)\b",
    # 702.122a: crew makes its Vehicle an artifact creature until end of turn
    r"^crew \d+\b",
)]
COMBAT_PATTERNS = [re.compile(p) for p in (
    r"\bcan't (attack|block)\b|\bcan't be blocked\b",
    r"\b(attacks?|blocks?) each (combat|turn)( if able)?|\b(attacks?|blocks?) [^.]*\bif able\b",
    r"\bmust be blocked\b|\bable to block\b",
    r"\bcan block\b|\bcan attack\b",
    r"\bunless (their|its) controller pays\b[^.]*\battack",
    r"\bno more than (one|two) creatures? can (attack|block)",
    r"\bcan't be blocked except\b|\bcan (attack|block)[^.]* as though|\bcan be blocked\b",
    # 701.15: a goaded creature attacks each combat, and a player other than the goading player, if able
    r"\bgoad(ed|s)?\b",
)]
REPLACE_PATTERNS = [re.compile(p) for p in (
    r"\binstead\b",
    r"\bprevent\b",
    r"\benters? (the battlefield )?(tapped|untapped|with|as)\b|\benter (the battlefield )?(tapped|untapped|with)\b",
    # 614.12, 614.17: who controls an entering permanent, a permanent that can't enter, counters that can't be put
    r"\benters? under the control\b|\bcan't enter the battlefield\b|\bcounters can't be put\b",
    r"\bas [^,]* enters\b",
    r"\bregenerate\b",
    r"\bcan't be (countered|prevented|regenerated)\b",
    r"\blife total can't change|\bcan't (gain|lose) life\b",
    r"\bwould (die|be destroyed|be put into|deal|be dealt|enter|draw|gain|lose|create|put)\b",
    r"\bdamage can't be prevented\b",
    # 122.6: no counters of a kind put on a permanent (Melira: "can't have -1/-1 counters put on them")
    r"\bcan't have [^.]*counters put on\b",
    # 122.1: counters a player can't get (Solemnity: "Players can't get counters.")
    r"\bcan't get [^.]*\bcounters\b",
    # damage dealt as though its source had a keyword that changes the damage event (702.80 wither,
    # 702.90 infect, 702.15 lifelink, 702.2 deathtouch): Everlasting Torment
    r"\bas though [^.]*\b(wither|infect|lifelink|deathtouch)\b",
)]
# sentences whose "instead" or "as ~ enters" replaces no event of `replace` (see the module's docstring)
NOT_EVENTS = re.compile(
    # 726.2: "If it's neither day nor night, it becomes day as ~ enters."
    r"\bif it's neither day nor night, it becomes (day|night) as [^.]*? enters\.|"
    # 700.2a: "Choose one. If you control a commander as you cast ~, you may choose both instead."
    r"\bchoose one\. if [^.]*, (you may )?choose (both|any number|one or more|two) instead\.|"
    # 605.1a, 106.3: a mana ability's mana ("{T}: Add {C}. If you control ..., add {C}{C} instead.")
    r"\badd [^.]*\. if [^.]*, add [^.]* instead\.")
# keyword lines (702): the questions each keyword matters to. Combat is about declaring attackers and
# blockers (508-509): evasion, defender, haste, landwalk, protection, banding and "bands with other";
# replace about events: protection (damage prevention, 702.16e), indestructible (destruction), infect
# and wither (damage as counters); layers: the characteristic-defining changeling and devoid. First strike, trample,
# lifelink, vigilance and the like matter to none of the questions the engine asks.
COMBAT_KEYWORD = re.compile(r"^(flying|reach|shadow|horsemanship|fear|intimidate|skulk|menace|defender|haste|banding|"
                            r"bands with other .+|[\w' -]*walk|protection from .+)$")
REPLACE_KEYWORD = re.compile(r"^(indestructible|infect|wither|protection from .+)$")
LAYER_KEYWORD = re.compile(r"^(changeling|devoid)$")
# keyword lines of 702 the grammar may not read whose rules the questions read, so that such a line, refused, blocks
# them (never "matters to none"): how the permanent enters (614.1c-d, 122.6: fading 702.32a, amplify 702.38a, modular
# 702.43a, sunburst 702.44a, bloodthirst 702.54a, graft 702.58a, vanishing 702.63a, devour 702.82a, unleash 702.98a,
# tribute 702.104a, riot 702.136a, read ahead 702.155a, ravenous 702.156a), umbra armor (702.89a: a destruction
# replaced), absorb (702.64a: damage prevented), dredge (702.52a: a draw replaced); haste or not (riot; dash
# 702.109a; blitz 702.152a: layer 6, and attacking, 302.6), what the permanent is (prototype 702.160b: layers); what
# may block (unleash 702.98a, decayed 702.147a: combat). Bestow, reconfigure and mutate (702.103, 702.151b, 702.140)
# change what a permanent is only while it is attached or merged, which no board states (a creature attached to
# something is refused, 301.5c).
# (702.63b: vanishing without a number puts no counters). Riot, unleash, dash, blitz and prototype are read
# (meaning/cast_keywords.py); their words stay here for the forms still refused ("Blitz—{2}{R}{R}, Discard a card.")
ENTERING_KEYWORD = re.compile(r"^(fading|amplify|modular|sunburst|bloodthirst|graft|vanishing \d+|devour|unleash|"
                              r"tribute|riot|read ahead|ravenous|umbra armor|totem armor|absorb|dredge)\b")
LAYER_RULE_KEYWORD = re.compile(r"^(riot|dash|blitz|prototype)\b")
COMBAT_RULE_KEYWORD = re.compile(r"^(riot|dash|blitz|unleash|decayed)\b")
KEYWORD_RULES = (("replace", ENTERING_KEYWORD), ("layers", LAYER_RULE_KEYWORD), ("combat", COMBAT_RULE_KEYWORD))
# a keyword of a player ("you have hexproof."): no characteristic of an object changes; hexproof and shroud say what
# may target the player (702.11c, 702.18a), which no question chooses; protection also prevents the damage sources of
# its quality would deal to the player (702.16e: replace)
PLAYER_KEYWORD = re.compile(r"^you have (hexproof|shroud|protection from [^.]+)\.$")


def classify_normalised(text: str) -> frozenset[str]:
    """The questions a normalised line (words.normalise) may matter to."""
    found: set[str] = set()
    # 702.1: a line of keywords ("flying, protection from creatures", "first strike; legendary landwalk"): each one
    parts = [part.strip() for part in re.split(r"[,;]", text.rstrip("."))]
    if len(parts) > 1:
        for part in parts:
            found |= {q for q, pattern in (("combat", COMBAT_KEYWORD), ("replace", REPLACE_KEYWORD),
                                           ("layers", LAYER_KEYWORD), *KEYWORD_RULES) if pattern.match(part)}
    found |= {q for q, pattern in KEYWORD_RULES if pattern.match(text)}
    player = PLAYER_KEYWORD.match(text)
    if player:
        return frozenset({"replace"}) if player.group(1).startswith("protection") else frozenset()
    if LAYER_KEYWORD.match(text):
        return frozenset({"layers"})
    if COMBAT_KEYWORD.match(text) or REPLACE_KEYWORD.match(text):
        return frozenset({q for q, pattern in (("combat", COMBAT_KEYWORD), ("replace", REPLACE_KEYWORD))
                          if pattern.match(text)})
    if any(p.search(text) for p in LAYER_PATTERNS):
        found.add("layers")
    if any(p.search(text) for p in COMBAT_PATTERNS):
        found.add("combat")
    if any(p.search(NOT_EVENTS.sub("", text)) for p in REPLACE_PATTERNS):
        found.add("replace")
    return frozenset(found)


def is_keyword_line(text: str) -> bool:
    """Whether a normalised line is a keyword ability the questions read (for the coverage figures)."""
    return bool(COMBAT_KEYWORD.match(text) or REPLACE_KEYWORD.match(text) or LAYER_KEYWORD.match(text))


# (702.122a: crew is an activated ability in one word)
ONE_SHOT = re.compile(r"^(when|whenever|at the beginning|crew \d+)\b|^[^\"]*?:|\buntil end of turn\b|\btarget\b"
                      r"|\bthis turn\b")


def is_one_shot(text: str) -> bool:
    """Whether a layers line makes a one-shot effect (611.2: a spell's, an activated or triggered
    ability's) rather than a static ability's (611.3)."""
    return bool(ONE_SHOT.search(text))
