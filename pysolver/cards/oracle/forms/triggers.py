"""The rows of the forms table (the package's docstring says its slots) for more triggers: an event that must happen
while a state holds (603.2), a block naming the other creature (509.1h), several attackers (508.1), an intervening
"if" (603.4), a target of an attack trigger (506.2), and the counters on the object itself as its power and toughness
(122.1, 604.3), and the keywords that make a permanent enter with counters (614.1c)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, CONDITIONS, KEYWORDS, Form

FORMS: tuple[Form, ...] = (
    Form(ACTIVATED, "Whenever ~ EVENT while CONDITION / while saddled, ... (603.2: the board lists the resolved "
         "ability, so the state held; 702.171b)", "Whenever this creature attacks while saddled, it gets +2/+2 until "
         "end of turn.", "Alacrian Jaguar"),
    Form(ACTIVATED, "Whenever ~ blocks / becomes blocked by / blocks or becomes blocked by a creature, that creature "
         "/ the other creature / the blocking creature ... (509.1h: the other creature, the board's `targets`)",
         "Whenever this creature blocks or becomes blocked by a creature, that creature gets +1/+1 until end of turn.",
         "Flailing Drake"),
    Form(ACTIVATED, "Whenever one or more GROUP [you control] attack [you], they / those creatures ... (508.1: the "
         "attackers, the board's `targets`)", "Whenever one or more creatures you control attack, they gain "
         "indestructible until end of turn.", "Angelic Guardian"),
    Form(ACTIVATED, "TRIGGER, if CONDITION, ... (603.4: an intervening if, held as it resolved)", "At the beginning "
         "of each combat, if you control a creature with power 4 or greater, this creature gets +1/+1 until end of "
         "turn.", "Stampede Rider"),
    Form(ACTIVATED, "TRIGGER, if ~ is [a] KIND, ~ becomes ... (603.4; 611.2a: no duration)", "When an opponent "
         "casts a creature spell, if this permanent is an enchantment, this enchantment becomes a 3/4 Gargoyle "
         "creature with flying and protection from red.", "Opal Guardian"),
    Form(ACTIVATED, "... target creature defending player controls ... (506.2; 115.1: the words restrict the choice)",
         "Whenever this creature attacks, target creature defending player controls gets -3/-0 until end of turn.",
         "Spring Splasher"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of KIND counters on it (122.1, 604.3)",
         "Rusting Golem's power and toughness are each equal to the number of fade counters on it.", "Rusting Golem"),
    Form(ACTIVATED, "Create a token that's a copy of TARGET, except it isn't legendary (707.9b, 205.4)", "Create a "
         "token that's a copy of target creature you control, except it isn't legendary.", "Quantum Misalignment"),
    Form(ACTIVATED, "Create a token that's a copy of TARGET, except it's a N/N COLOR TYPE (707.9b, 707.9d)", "Create a "
         "token that's a copy of target non-Frog creature, except it's a 1/1 green Frog.", "Croaking Counterpart"),
    Form(KEYWORDS, "modular N / graft N / fading N / vanishing N / ravenous (614.1c: it enters with N or X counters of "
         "the keyword's kind; 702.43a, 702.58a, 702.32a, 702.63a, 702.156a)", "Modular 1", "Arcbound Worker"),
    Form(KEYWORDS, "bloodthirst N (702.54a: N +1/+1 counters if an opponent was dealt damage this turn, the enter "
         "event's `damaged_this_turn`)", "Bloodthirst 3", "Carnage Wurm"),
    Form(KEYWORDS, "devour N (702.82a: N +1/+1 counters for each creature sacrificed as it enters, the enter event's "
         "`devoured`)", "Devour 2", "Mycoloth"),
    Form(KEYWORDS, "sunburst (702.44a: a +1/+1 counter, or a charge counter when it does not enter as a creature, for "
         "each colour of mana spent to cast it, the enter event's `mana_spent`)", "Sunburst", "Suntouched Myr"),
    Form(KEYWORDS, "tribute N (702.104a: N +1/+1 counters put by the opponent chosen, if paid, the enter event's "
         "`tribute`)", "Tribute 3", "Nessian Demolok"),
    Form(KEYWORDS, "read ahead (702.155b: a Saga enters with the chosen number of lore counters, the enter event's "
         "`read_ahead`)", "Read ahead", "The World Spell"),
    Form(KEYWORDS, "amplify N (702.38a: N +1/+1 counters for each card revealed from the hand that shares a creature "
         "type with it, the enter event's `amplified`)", "Amplify 2", "Feral Throwback"),
)
