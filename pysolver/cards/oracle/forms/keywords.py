"""The rows of the forms table (the package's docstring says its slots) for keyword abilities (702)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import KEYWORDS, Form

FORMS: tuple[Form, ...] = (
    Form(KEYWORDS, "KEYWORD (flying, reach, menace, haste, changeling, devoid, first strike ...)", "Flash",
         "A-Cosmos Charger"),
    Form(KEYWORDS, "banding (702.22: the bands `attacks` allows and checks, what becomes blocked with a band)",
         "Banding", "Benalish Hero"),
    Form(KEYWORDS, "protection from QUALITY [and from QUALITY]", "Protection from Elk", "The Multifaceted Phyrexian"),
    Form(KEYWORDS, "protection from QUALITY, from QUALITY, and from QUALITY (702.16g)", "Protection from blue, from "
         "black, and from red", "Oversoul of Dusk"),
    Form(KEYWORDS, "protection from everything", "Protection from everything", "Hexdrinker"),
    Form(KEYWORDS, "protection from all colors / each color", "protection from each color", "Iridescent Angel"),
    Form(KEYWORDS, "[adjectives] LANDTYPEwalk", "Swampwalk", "Stalker Hag"),
    Form(KEYWORDS, "enchant [adjectives] noun", "Enchant land", "A-Find the Path"),
    Form(KEYWORDS, "equip {N}", "Equip {0}", "Lightning Greaves"),
    Form(KEYWORDS, "ward {N} (702.21a; also granted: \"has ward {1}\")", "Ward {2}", "Giant Ankheg"),
)
