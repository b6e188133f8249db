"""The rows of the forms table (the package's docstring says its slots) for more counts and selectors: "gets an
additional +N/+N" (613.4c), "KIND and/or KIND cards" in a condition and "KINDS and KINDS you control" in a count
(611.3a), the colours of the object or among a group (105.1), two groups counted together (608.2h), the opponents'
graveyards and hands (404.2, 402.1), "named ~" (201.2), "you control but don't own" (108.3), the others sharing a
creature type with "it" (205.3m), and the selectors of the famous layer cards: permanent spells and cards outside the
battlefield (Encroaching Mycosynth), the creatures an enchanted player controls (303.4, Curses), the chosen player's
graveyard, and "can't be the target of spells or abilities your opponents control" (115.1: no characteristic)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, ONE_SHOT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "GROUP gets an additional +N/+N ... (613.4c: a change of its own, beside another ability's)",
         "Threshold \u2014 White creatures get an additional +1/+1 as long as there are seven or more cards in your "
         "graveyard.", "Divine Sacrament"),
    Form(CONDITIONS, "as long as there are N or more KIND and/or KIND cards in your graveyard (611.3a: either, once)",
         "As long as there are two or more instant and/or sorcery cards in your graveyard, this creature gets +1/+0 "
         "and has haste.", "Ghitu Lavarunner"),
    Form(CONDITIONS, "~'s power and toughness are each equal to N plus the number of KINDS and KINDS you control "
         "(604.3; 611.3a: either, once)",
         "Aysen Crusader's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you "
         "control.", "Aysen Crusader"),
    Form(CONDITIONS, "... gets +N/+N for each of its colors (105.1: the object's colours after layer 5)",
         "Enchanted creature gets +1/+1 for each of its colors.", "Blessing of the Nephilim"),
    Form(CONDITIONS, "... gets +N/+N for each color among GROUP (105.1: each colour once)",
         "Equipped creature gets +1/+1 for each color among permanents you control.", "Conqueror's Flail"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of colors among GROUP (604.3, 105.1)",
         "Vivid \u2014 Opulent Clomper's power and toughness are each equal to the number of colors among permanents "
         "you control.", "Opulent Clomper"),
    Form(CONDITIONS, "... gets +N/+N for each GROUP and each GROUP card in your graveyard (608.2h: both counted)",
         "This creature gets +1/+1 for each creature you control and each creature card in your graveyard.",
         "Moon-Vigil Adherents"),
    Form(CONDITIONS, "... the number of cards in your opponents' graveyards / hands (404.2, 402.1)",
         "Consuming Aberration's power and toughness are each equal to the number of cards in your opponents' "
         "graveyards.", "Consuming Aberration"),
    Form(CONDITIONS, "... for each card in your opponents' hands (402.1)",
         "This creature gets -1/-1 for each card in your opponents' hands.", "Enemy of Enlightenment"),
    Form(STATICS, "each other GROUP named ~ ... (201.2: the source's name)",
         "Each other creature named Brothers Yamazaki gets +2/+2 and has haste.", "Brothers Yamazaki"),
    Form(STATICS, "GROUP named NAME, NAME, and NAME ... (201.2: any of the names, one alternative each)",
         "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.",
         "Shield of Kaldra"),
    Form(CONDITIONS, "... gets +N/+N for each other GROUP that shares (at least one | a) creature type with it "
         "(205.3m: the others with a creature type of each object it applies to, after layer 4)",
         "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type "
         "with it.", "Coat of Arms"),
    Form(STATICS, "each GROUP you control but don't own ... (108.3, 109.4)",
         "Each creature you control but don't own gets +2/+2, has menace and deathtouch, and is a Pirate in addition "
         "to its other types.", "Don Andres, the Renegade"),
    Form(ONE_SHOT, "it gets +N/+N ... for each other attacking GROUP that shares a creature type with it (205.3m; "
         "counted as it resolved, 608.2h: the effect's x)",
         "Whenever a creature you control attacks, it gets +1/+0 until end of turn for each other attacking creature "
         "that shares a creature type with it.", "Shared Animosity"),
    Form(STATICS, "... The same is true for permanent spells you control and nonland permanent cards you own that "
         "aren't on the battlefield (the stack and the other zones, 110.1, 400.1)",
         "Nonland permanents you control are artifacts in addition to their other types. The same is true for "
         "permanent spells you control and nonland permanent cards you own that aren't on the battlefield.",
         "Encroaching Mycosynth"),
    Form(STATICS, "creatures enchanted player controls ... (303.4: an Aura attached to a player)",
         "Creatures enchanted player controls lose all abilities and have base power and toughness 1/1.",
         "Overwhelming Splendor"),
    Form(CONDITIONS, "... the number of cards in the chosen player's graveyard (the object's `player` choice)",
         "Sewer Nemesis's power and toughness are each equal to the number of cards in the chosen player's "
         "graveyard.", "Sewer Nemesis"),
    Form(ONE_SHOT, "target GROUP can't be the target of spells or abilities your opponents control DURATION (115.1: "
         "no characteristic, named in the answer's words)",
         "Target creature can't be the target of spells or abilities your opponents control this turn. If this spell "
         "was kicked, that creature gets +4/+4 until end of turn.", "Vines of Vastwood"),
)
