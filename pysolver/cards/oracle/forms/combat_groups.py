"""The rows of the forms table (the package's docstring says its slots) for combat rules on creatures
named by an ability or a power, resolved combat rules on a group (611.2c), "as though they didn't have
defender", "as long as ~ has a COUNTER counter on it", "until your next turn", restrictions on what a player controls
and effects after an optional cost."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "Creatures without KEYWORD [or KEYWORD] PREDICATES", "Creatures without flying or islandwalk can't "
         "attack.", "Stormtide Leviathan"),
    Form(COMBAT, "Creatures with KEYWORD PREDICATES", "Creatures with flying can block only creatures with flying.",
         "Chaosphere"),
    Form(COMBAT, "Each creature you control with power N or greater/less PREDICATES", "Each creature you control "
         "with power 4 or greater can't be blocked by more than one creature.", "Challenger Troll"),
    Form(COMBAT, "Creatures you control / your opponents control without KEYWORD [or KEYWORD] PREDICATES",
         "Creatures your opponents control without flying or reach can't block creatures with power 2 or less.",
         "Sidar Kondo of Jamuraa"),
    Form(STATICS, "Creatures with / without KEYWORD you control / your opponents control PREDICATES (the filter "
         "before the relative)", "Creatures with flying your opponents control get -1/-1.", "Smog Elemental"),
    Form(COMBAT, "GROUP PREDICATES DURATION (a resolved rule of the game, 611.2c)", "Creatures without flying can't "
         "block this turn.", "Magmatic Chasm"),
    Form(COMBAT, "SUBJECT can attack as though they didn't have KEYWORD", "Creatures you control can attack as "
         "though they didn't have defender.", "High Alert"),
    Form(COMBAT, "As long as ~ has a COUNTER counter on it, it PREDICATES", "As long as this creature has a +1/+1 "
         "counter on it, it can attack as though it didn't have defender.", "Scuttlegator"),
    Form(COMBAT, "SUBJECT can't attack if defending player controls an untapped TYPE [with power N or greater / less]",
         "This creature can't attack if defending player controls an untapped creature with power 3 or greater.",
         "Orgg"),
    Form(COMBAT, "SUBJECT can't block if you control an untapped TYPE", "This creature can't block if you control an "
         "untapped land.", "Branded Brawlers"),
    Form(COMBAT, "SUBJECT can't attack unless you control more creatures than defending player", "This creature "
         "can't attack unless you control more creatures than defending player.", "Goblin Goon"),
    Form(COMBAT, "SUBJECT can't block unless you control more creatures than attacking player", "This creature "
         "can't block unless you control more creatures than attacking player.", "Goblin Goon"),
    Form(COMBAT, "TRIGGER, you may pay MANA / sacrifice ... . If/When you do, EFFECT", "Whenever this creature "
         "attacks, you may pay {R}. If you do, target creature can't block this turn.", "Frenzied Goblin"),
    Form(COMBAT, "Creatures can't attack you or planeswalkers you control unless their controller pays {N} for "
         "each of those creatures.", "Creatures can't attack you or planeswalkers you control unless their "
         "controller pays {1} for each of those creatures.", "Baird, Steward of Argive"),
    Form(COMBAT, "GROUP attack(s) / block(s) / must be blocked DURATION if able (resolved, 611.2c)", "{T}: Each "
         "creature attacks this turn if able.", "Goblin Diplomats"),
    Form(COMBAT, "Creatures target player controls PREDICATES DURATION", "{1}{B}{B}, {T}, Discard a card: "
         "Creatures target player controls attack this turn if able.", "Instigator"),
    Form(COMBAT, "SUBJECT can't block creatures you control", "Creatures with flying can't block creatures you "
         "control.", "Bower Passage"),
    Form(COMBAT, "No more than N creature(s) can attack you each combat.", "No more than two creatures can attack "
         "you each combat.", "Crawlspace"),
    Form(COMBAT, "SUBJECT can't attack / block unless at least N other creatures attack / block", "This creature "
         "can't attack unless at least two other creatures attack.", "Orcish Conscripts"),
    Form(COMBAT, "SUBJECT can't block unless at least N other creatures block", "This creature can't block unless "
         "at least two other creatures block.", "Orcish Conscripts"),
    Form(COMBAT, "SUBJECT can't attack unless a creature with greater power also attacks", "This creature can't "
         "attack unless a creature with greater power also attacks.", "Okk"),
    Form(COMBAT, "SUBJECT can't block unless a creature with greater power also blocks", "This creature can't "
         "block unless a creature with greater power also blocks.", "Okk"),
    Form(COMBAT, "COST (tap another untapped TYPE you control, return a TYPE you control to its owner's hand, "
         "sacrifice a TYPE or TYPE): EFFECT", "Tap another untapped Merfolk you control: Kumena can't be blocked "
         "this turn.", "Kumena, Tyrant of Orazca"),
    Form(COMBAT, "SUBJECT can't attack / block / attack or block unless CONDITION", "This creature can't attack "
         "unless there are seven or more cards in your graveyard.", "Deep-Sea Terror"),
    Form(COMBAT, "SUBJECT can block creatures with KEYWORD as though it had KEYWORD / they didn't have KEYWORD",
         "This creature can block creatures with shadow as though it had shadow.", "Wall of Diffusion"),
    Form(COMBAT, "TARGET PREDICATES until your next turn", "When this creature enters, target creature an opponent "
         "controls can't attack or block until your next turn.", "Spara's Adjudicators"),
)
