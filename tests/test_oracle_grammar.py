"""The Oracle grammar: what it reads, how it normalises, what it refuses and why (issue 27)."""

from __future__ import annotations

import clingo
import pytest

from pysolver.cards.oracle import Accepted, Refused, ability_lines, classify_line, compile_ability
from pysolver.cards.oracle.words import normalise

F = clingo.Function


def accepted(line: str, name: str = "Grizzly Bears") -> Accepted:
    result = compile_ability(line, name)
    assert isinstance(result, Accepted), result
    return result


def refused(line: str, name: str = "Grizzly Bears") -> Refused:
    result = compile_ability(line, name)
    assert isinstance(result, Refused), result
    return result


# ---- normalisation: 207.2 reminder text, 201.5 self-reference, 201.4b short names ------------
@pytest.mark.parametrize("line,name", [
    ("Juggernaut attacks each combat if able.", "Juggernaut"),
    ("This creature attacks each combat if able.", "Juggernaut"),
    ("kalitas, traitor of ghet ATTACKS each   combat if able.", "Kalitas, Traitor of Ghet"),
    ("Kalitas attacks each combat if able.", "Kalitas, Traitor of Ghet"),
    ("Kalitas, Traitor of Ghet attacks each combat if able.", "Kalitas, Traitor of Ghet"),
])
def test_every_self_reference_is_the_object_itself(line: str, name: str) -> None:
    result = accepted(line, name)
    assert result.text == "~ attacks each combat if able."
    assert F("combat_meaning", [result.key, F("self"), F("attacks_if_able")]) in result.facts


def test_a_card_named_as_a_word_of_the_rules_is_named_only_as_capitalised() -> None:
    """Turn // Burn's "Until end of turn, target creature loses all abilities ...": "turn" is the word of the rules,
    not the card (201.5 names the object by its name as written); the line was refused on "until end of ~"."""
    line = ("Until end of turn, target creature loses all abilities and becomes a red Weird with base power and "
            "toughness 0/1.")
    result = accepted(line, "Turn // Burn")
    assert result.text.startswith("until end of turn, target creature")
    base = F("set_pt", [F("n", [clingo.Number(0)]), F("n", [clingo.Number(1)])])
    assert F("does", [result.key, F("l7b"), base]) in result.facts
    # lower case, a creature type's name is the type, not the card: "juggernaut" here is not Juggernaut itself
    assert accepted("Juggernaut attacks each combat if able.", "Juggernaut").text == "~ attacks each combat if able."
    assert "~" not in compile_ability("Other juggernaut creatures you control get +1/+1.", "Juggernaut").text


@pytest.mark.parametrize("card", ["Fear", "Lifelink", "Vigilance"])
def test_a_card_named_as_a_keyword_grants_the_keyword(card: str) -> None:
    """"Enchanted creature has fear." on the Aura named Fear: the keyword (702.36), not a self-reference; the grant
    was read as "has ~" and refused with no question before."""
    result = accepted(f"Enchanted creature has {card.lower()}.", card)
    assert result.text == f"enchanted creature has {card.lower()}."
    assert any(f.name == "does" and str(f.arguments[2]) == f"gain(kw({card.lower()}))" for f in result.facts)


@pytest.mark.parametrize("phrase", ["this creature", "this Aura", "this Equipment", "this land", "this enchantment",
                                    "this artifact"])
def test_this_object_words_are_self_references(phrase: str) -> None:
    assert normalise(f"{phrase} can't block.", "Other Name") == "~ can't block."


def test_reminder_text_is_not_rules_text() -> None:
    # 207.2: reminder text in parentheses has no rules meaning; the same ability with or without it
    with_reminder = accepted("Flying (This creature can't be blocked except by creatures with flying or reach.)")
    assert with_reminder.key == accepted("Flying").key == F("kw", [F("flying")])
    assert refused("(This creature can fly.)").reason.startswith("no rules text")


def test_a_name_inside_another_word_is_not_a_self_reference() -> None:
    # "Ape" is the card, "Apes" a creature type word: only the whole name is the object
    assert normalise("Ape can't block.", "Ape") == "~ can't block."
    assert normalise("Other Apes you control get +1/+1.", "Ape") == "other apes you control get +1/+1."


def test_keyword_lines_are_cut_at_their_commas() -> None:
    assert ability_lines("Flying, vigilance\nDeathtouch (Any amount...)", "X") == \
        ["Flying", "vigilance", "Deathtouch (Any amount...)"]
    # a sentence with commas is one ability
    line = "Creatures you control get +1/+1, have flying, and have vigilance."
    assert ability_lines(line, "X") == [line]
    # a keyword list given whole is several abilities: refused, naming why
    assert "several keywords" in refused("Flying, vigilance").reason
    # the commas of the reminder text do not cut it (Wall of Air)
    wall = "Defender, flying (This creature can't attack, and it can block creatures with flying.)"
    assert ability_lines(wall, "Wall of Air") == \
        ["Defender", "flying (This creature can't attack, and it can block creatures with flying.)"]


# ---- the keyword table (702) -----------------------------------------------------------------------
@pytest.mark.parametrize("line,key", [
    ("Flying", "kw(flying)"), ("First strike", "kw(first_strike)"), ("Double strike", "kw(double_strike)"),
    ("Swampwalk", "landwalk(swamp)"), ("Nonbasic landwalk", "landwalk(nonbasic_land)"),
    ("Protection from red", "protection_from(red)"), ("Protection from artifacts", "protection_from(artifacts)"),
    ("Protection from everything", "protection_from(everything)"),
    ("Protection from green and from blue", "protection_from(green_and_from_blue)"),
    # 702.16g: "from A, from B, and from C" is the same keyword as "from A and from B and from C" (Oversoul of Dusk)
    ("Protection from blue, from black, and from red", "protection_from(blue_and_from_black_and_from_red)"),
    ("Enchant creature", "enchant(creature)"), ("Equip {2}", "equip(2)"), ("Changeling", "kw(changeling)"),
    ("Devoid", "kw(devoid)"),
    ("Ward {2}", "ward(2)"),  # 702.21a: a keyword no question reads, which an effect may grant
])
def test_keywords_are_the_engines_terms(line: str, key: str) -> None:
    result = accepted(line)
    assert str(result.key) == key
    assert F("ability_class", [result.key, F("keyword")]) in result.facts


@pytest.mark.parametrize("line", ["Ward {1}{U}", "Protection from Wordy", "Denimwalk", "Equip {1}{W}",
                                  "Protection from blue, from black and from red"])  # no comma before "and"
def test_keywords_without_a_meaning_are_refused(line: str) -> None:
    refused(line)


@pytest.mark.parametrize("line,questions", [
    ("Flying", {"combat"}), ("Defender", {"combat"}), ("Haste", {"combat"}), ("Swampwalk", {"combat"}),
    ("Indestructible", {"replace"}), ("Infect", {"replace"}), ("Wither", {"replace"}),
    ("Protection from red", {"combat", "replace"}),
    ("Changeling", {"layers"}), ("First strike", set()), ("Trample", set()), ("Lifelink", set()),
])
def test_a_keyword_matters_to_the_questions_that_read_it(line: str, questions: set[str]) -> None:
    # combat declares attackers and blockers (508-509): first strike and trample matter to damage only
    assert accepted(line).questions == frozenset(questions) == classify_line(line, "X")


@pytest.mark.parametrize("line,questions", [("Bands with other Dinosaurs", {"combat"})])
def test_a_keyword_a_question_reads_but_the_engine_does_not_model_is_refused(line: str, questions: set[str]) -> None:
    # "bands with other" forms other bands (702.22c): blocking, not half read
    result = refused(line)
    assert result.questions == frozenset(questions)


# ---- refusals name the words not understood ---------------------------------------------------------
def test_an_unknown_filter_is_refused_naming_its_words() -> None:
    # the peer's silent loss (issue 27): "that aren't Demons" dropped would make every creature grow
    result = refused("Creatures you control that aren't Demons get +1/+1.")
    assert result.unknown == "that aren't demons"
    assert result.questions == frozenset({"layers"})


def test_an_extra_word_is_refused_naming_it() -> None:
    result = refused("Creatures you control get +1/+1 forever.")
    assert result.unknown == "forever"


def test_a_dropped_word_is_refused() -> None:
    # "Creatures you control get." lacks its change: the grammar has no such form
    result = refused("Creatures you control get.")
    assert result.unknown


def test_words_of_the_grammar_in_no_form_are_refused_naming_them() -> None:
    result = refused("Other creatures you control get +1/+1 and have.")
    assert "have" in result.unknown or result.unknown.endswith(".")


def test_a_part_without_meaning_is_refused_naming_it() -> None:
    # parsed, but the combat rules restrict only the object itself, an enchanted or equipped one, a target,
    # or the creatures of a group on the battlefield (not those a player owns)
    result = refused("Creatures you own can't block.")
    assert result.unknown == "creatures you own"
    assert "combat" in result.reason
    assert result.questions == frozenset({"combat"})


def test_a_count_of_multiples_is_the_count_times_n() -> None:
    """608.2h: +2/+2 for each object is the count times 2 (times/2 of asp/effects.lp)."""
    result = accepted("Grizzly Bears gets +2/-1 for each artifact you control.")
    assert [str(f.arguments[2]) for f in result.facts if f.name == "does"] == [
        "modify_pt(times(count(artifact_you_control),2),neg(count(artifact_you_control)))"]


def test_during_your_turn_is_a_condition_never_always() -> None:
    # 101.4: the active player's turn (the scenario's `active`); read as a condition, never as "always"
    for line in ("During your turn, this creature has first strike.", "This creature gets +1/+1 during your turn.",
                 "As long as it's your turn, this creature has flying."):
        result = compile_ability(line, "Grizzly Bears")
        assert isinstance(result, Accepted), result
        assert clingo.Function("condition", [result.key, clingo.Function("your_turn")]) in result.facts
    refused("During each opponent's turn, this creature has first strike.")


# ---- the round trip --------------------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "Other Goblins you control get +1/+1 and have mountainwalk.",
    "Creatures you control get +1/+1, have flying, and have vigilance.",
    "Creatures you control get +1/+1, have flying and have vigilance.",
    "Metalcraft — As long as you control three or more artifacts, Grizzly Bears gets +2/+2 and has flying.",
    "Up to two target creatures each get +2/+0 and gain haste until end of turn.",
    "Target green or blue creature gets +0/+1 until end of turn.",
    "{1}: Grizzly Bears becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
])
def test_an_accepted_line_renders_back_to_itself(line: str) -> None:
    result = accepted(line)
    assert result.text == normalise(line, "Grizzly Bears")


def test_the_oxford_comma_is_kept_by_the_round_trip() -> None:
    a = accepted("Creatures you control get +1/+1, have flying, and have vigilance.")
    b = accepted("Creatures you control get +1/+1, have flying and have vigilance.")
    assert a.text != b.text
    assert {f for f in a.facts if f.name != "text" and f.arguments[0] == a.key} != set()
    strip = {F(f.name, [F("k"), *f.arguments[1:]]) for f in a.facts if f.name != "text"}
    assert strip == {F(f.name, [F("k"), *f.arguments[1:]]) for f in b.facts if f.name != "text"}


# ---- classification is independent of parsing ----------------------------------------------------------
@pytest.mark.parametrize("line,questions", [
    ("Creatures you control get +1/+1.", {"layers"}),
    ("Target creature gets +3/+3 until end of turn.", {"layers"}),
    ("This creature can't block.", {"combat"}),
    ("Flying", {"combat"}),
    ("Protection from red", {"combat", "replace"}),
    ("This land enters tapped.", {"replace"}),
    ("Prevent all combat damage that would be dealt this turn.", {"replace"}),
    ("When this creature enters, draw a card.", set()),
    ("{T}: Add {G}.", set()),
    ("Changeling", {"layers"}),
    # damage changed as though its source had wither: it matters to the damage events of `replace`
    ("All damage is dealt as though its source had wither.", {"replace"}),
    # keywords whose rules the questions read, refused by the grammar: they block those questions, never "none"
    ("Riot (This creature enters with your choice of a +1/+1 counter or haste.)", {"replace", "layers", "combat"}),
    ("Fading 5 (This creature enters with five fade counters on it. At the beginning of your upkeep, remove a fade "
     "counter from it. If you can't, sacrifice it.)", {"replace"}),
    ("Decayed (This creature can't block. When it attacks, sacrifice it at end of combat.)", {"combat"}),
    # vanishing with a number puts time counters as it enters (702.63a), without one none (702.63b)
    ("Vanishing 12", {"replace"}),
    ("Vanishing (At the beginning of your upkeep, remove a time counter from this creature. When the last is "
     "removed, sacrifice it.)", set()),
    ("Prototype {1}{R} \u2014 2/1", {"layers"}),
    ("Dash {2}{R}", {"layers", "combat"}),
    ("Dredge 3", {"replace"}),
    ("Umbra armor", {"replace"}),
    # a triggered keyword matters to none (the board says which abilities resolved)
    ("Bushido 2", set()),
])
def test_classify_line(line: str, questions: set[str]) -> None:
    assert classify_line(line, "Grizzly Bears") == frozenset(questions)


@pytest.mark.parametrize("line,card,questions", [
    # a power and toughness among the words of a type change (Gideon Blackblade, Living Terrain, 613.1d, 613.4b)
    ("During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still a "
     "planeswalker.", "Gideon Blackblade", {"layers"}),
    ("Enchanted land is a 5/6 green Treefolk creature that's still a land.", "Living Terrain", {"layers"}),
    ("As long as Arixmethes has a slumber counter on it, it's a land.", "Arixmethes, Slumbering Isle", {"layers"}),
    ("Enchanted land is the chosen type.", "Phantasmal Terrain", {"layers"}),
    ("Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half "
     "the number of Forests you control, rounded up.", "Aspect of Wolf", {"layers"}),
    # any keyword ability granted is among the abilities the layers compute (613.1f)
    ("Sliver creatures you control have afflict 2.", "Lazotep Sliver", {"layers"}),
    ("Snakes you control have daunt, deathtouch, and poisonous 2.", "Hish of the Snake Cult", {"layers"}),
    ("Nicol Bolas, Dragon-God has all loyalty abilities of all other planeswalkers on the battlefield.",
     "Nicol Bolas, Dragon-God", {"layers"}),
    # a line of keywords: each one (702.1)
    ("Vigilance, protection from creatures", "Teysa, Envoy of Ghosts", {"combat", "replace"}),
    ("First strike; legendary landwalk", "Livonya Silone", {"combat"}),
    # events of `replace`: who controls an entering permanent, what can't enter, counters that can't be put
    ("This creature enters under the control of an opponent of your choice.", "Xantcha, Sleeper Agent", {"replace"}),
    ("Creature cards in graveyards and libraries can't enter the battlefield.", "Grafdigger's Cage", {"replace"}),
    ("Creatures you control can't have -1/-1 counters put on them.", "Melira, Sylvok Outcast", {"replace"}),
    ("That player can't get counters for as long as this creature remains on the battlefield.", "Suncleanser",
     {"replace"}),
    ("Lands you control enter untapped.", "Horizon Explorer", {"replace"}),
    ("Creatures with landwalk abilities can be blocked as though they didn't have those abilities.",
     "Staff of the Ages", {"combat"}),
    # 704.5: state-based actions the layers' answer lists
    ("Lethal damage dealt to creatures you control is determined by their power rather than their toughness.",
     "Zilortha, Strength Incarnate", {"layers"}),
    # a card named as a keyword: "Fear" in its text is the keyword, not the card (the line is read whole)
    ("Enchanted creature has fear.", "Fear", {"layers"}),
])
def test_a_refused_line_is_not_taken_for_irrelevant(line: str, card: str, questions: set[str]) -> None:
    """Lines the grammar may refuse still block the questions they matter to: a refusal with no question would let
    the engine answer as if the line were not there."""
    assert classify_line(line, card) >= frozenset(questions)


def test_a_refusal_carries_the_classification() -> None:
    result = refused("As this creature enters, choose one color.")  # 614.12: "one color", a wording not read
    assert result.questions == classify_line("As this creature enters, choose one color.", "X") == {"replace"}
    # 614.10: skipping a step is a replacement effect, but no step is an event of `replace`
    assert refused("Skip your draw step.").questions == frozenset()
    irrelevant = refused("When this creature enters, draw a card.")
    assert irrelevant.questions == frozenset()


# ---- replacement lines whose parts the engine cannot decide: refused, never guessed ----------------------
@pytest.mark.parametrize("line", [
    # a keyword counter beside the +1/+1 counters (Voidpouncer): one event of several kinds (614.1c, 122.6)
    "If this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.",
    "This creature enters with your choice of a banding counter or a flying counter on it.",  # 122.1b: not modelled
    "This land enters tapped unless you control a Plains and an Island.",  # "and": the words are not read
    "This land enters tapped unless you control a nonbasic land.",  # a negated quality: no count reads it
    "If a colorless source would deal damage to you, prevent 1 of that damage.",  # 702.16a: no such quality
    "As this land enters, choose a color other than green or blue.",  # only one colour excluded is read
    "Skip your draw step.",  # 614.10: no step is an event of `replace`
    "If a creature with flying would die, exile it instead.",  # an ability of the dying object: not read
    "Spells your opponents control can't be countered.",  # whose spells: refused rather than misread
    # the engine's move to a library is a shuffle (move_to(library)): "on top" would be misread
    "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of "
    "into that player's graveyard.",
])
def test_a_replacement_the_engine_cannot_decide_is_refused(line: str) -> None:
    refused(line)


# ---- combat filters and conditions: what has no meaning is refused, naming it --------------------------
@pytest.mark.parametrize(("line", "words"), [
    ("Grizzly Bears can't be blocked by creatures with power X or less.", "creatures with power x or less"),
    ("Grizzly Bears can't be blocked except by one or more creatures.", "one or more creatures"),
    ("Grizzly Bears can't be blocked except by black artifact creatures.", "black artifact creatures"),
    ("Grizzly Bears can't be blocked except by lands.", "lands"),
    ("Grizzly Bears can't attack unless defending player controls another creature.", "another creature"),
    ("Grizzly Bears can't block Grizzly Bears.", "can't block ~"),
    ("Colorless creatures you control can't be blocked by Walls.", "colorless"),
    ("Grizzly Bears can block an additional creature.", "can block an additional creature"),
    ("Grizzly Bears can attack as though it didn't have flying.", "flying"),
    ("Enchanted instant can't attack.", "enchanted instant"),
    ("Goblins you control can't block unless you control another Goblin.",
     "can't block unless you control another goblin"),
])
def test_combat_filters_without_meaning_are_refused(line: str, words: str) -> None:
    result = refused(line)
    assert words in result.unknown, result


def test_a_combat_rule_under_a_condition_combat_does_not_evaluate_is_refused() -> None:
    # asp/combat/conditions.lp reads types, colours, "you control", "another", counters on it: not tokens
    assert "604.1" in refused("Grizzly Bears can't block as long as you control a token.").reason
    # "it" of the condition is the rule's source; of an Aura's rule it may name the enchanted creature: refused
    # for every question (the layer effects' reading of it as the source was a misread too)
    assert "may name the subject" in refused("Enchanted creature can't block as long as it has a +1/+1 counter on "
                                             "it.").reason
    accepted("Grizzly Bears can't block as long as it has a +1/+1 counter on it.")


def test_a_rule_on_activating_alone_is_refused() -> None:
    # 602.5 beside a combat rule is accepted (it changes no answer); alone it would be a line of no meaning
    assert isinstance(compile_ability("Enchanted creature can't block, and its activated abilities can't be "
                                      "activated.", "Arrest"), Accepted)
    assert "602.5" in refused("Enchanted creature its activated abilities can't be activated.").reason
