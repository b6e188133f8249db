"""Where the answer-set programs live: `asp/` (the rules) and `encodings/` (the card library),
both shipped inside the package and found with importlib.resources."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

RULE_FILES = ("symmetry.lp", "state.lp", "selectors.lp", "effects.lp", "apply.lp", "dependency.lp", "layers.lp")
# loaded only when the scenario needs them (uses/1 in asp/effects.lp)
OPTIONAL_FILES = ("resolved.lp", "counters.lp", "face_down.lp")
# `replace` (asp/replace/): events, effects, applicability, modification, prevention, the choice
REPLACE_FILES = ("events.lp", "effects.lp", "applicability.lp", "modify.lp", "prevention.lp", "choice.lp")


def _dir(package: str) -> Path:
    """The folder of a data package: installed inside pysolver, or beside it in a source checkout."""
    try:
        return Path(str(resources.files(package)))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / package.rsplit(".", 1)[1]


def rule_programs() -> list[Path]:
    """The card-independent rules, in a fixed order."""
    base = _dir("pysolver.asp")
    return [base / name for name in RULE_FILES]


def optional_program(feature: str) -> Path:
    """The rule file of an optional feature (`resolved`, `counters`, `face_down`)."""
    name = f"{feature}.lp"
    if name not in OPTIONAL_FILES:
        raise ValueError(f"no rule file for the feature {feature!r}")
    return _dir("pysolver.asp") / name


def replace_programs() -> list[Path]:
    """The rules of replacement and prevention effects (614-616), for `replace`."""
    base = _dir("pysolver.asp") / "replace"
    return [base / name for name in REPLACE_FILES]


def library_programs() -> list[Path]:
    """Every file of the card library: the conventions, the abilities, the cards."""
    base = _dir("pysolver.encodings")
    files = [base / "library.lp"]
    for sub in ("abilities", "cards"):
        files += sorted((base / sub).glob("*.lp"))
    return files
