"""Where the answer-set programs live: `asp/` (the rules) and `encodings/` (the card library),
both shipped inside the package and found from their import specs, or beside it in a source checkout."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

RULE_FILES = ("symmetry.lp", "state.lp", "selectors.lp", "effects.lp", "apply.lp", "dependency.lp", "layers.lp",
              "spells_cast.lp")
# loaded only when the scenario needs them (uses/1 in asp/effects.lp)
OPTIONAL_FILES = ("resolved.lp", "counters.lp", "keyword_counters.lp", "riot_haste.lp", "face_down.lp",
                  "board_conditions.lp", "cant_have.lp", "devotion.lp", "turn_history.lp", "player_state.lp",
                  "history.lp")
# `replace` (asp/replace/): events, effects, applicability, modification, prevention, the choice
REPLACE_FILES = ("events.lp", "effects.lp", "applicability.lp", "conditions.lp", "casting.lp", "enter_choices.lp",
                 "saga.lp", "keyword_fields.lp", "counts.lp", "values.lp", "kinds.lp", "reveal.lp", "modify.lp",
                 "prevention.lp", "sources.lp", "shields.lp", "redirect.lp", "blocking.lp", "life_floor.lp",
                 "gains.lp", "life_loss.lp", "damage_counters.lp", "counter_cants.lp", "enter_cants.lp", "chosen.lp",
                 "umbra.lp", "dredge.lp", "stack_exile.lp", "token_parts.lp", "draws_shared.lp", "draw_win.lp",
                 "choice.lp")


def _dir(package: str) -> Path:
    """The folder of a data package: beside pysolver/ in a source checkout (the rules of the code that
    runs, even where an editable install of another checkout maps the package to that checkout's
    folder), else installed inside pysolver. (Found from the package's import spec: importlib.resources
    would import tempfile and more, a twentieth of a small question's start-up.)"""
    root = Path(__file__).resolve().parents[2]
    beside = root.joinpath(*package.split(".")[1:])
    if (root / "pyproject.toml").is_file() and beside.is_dir():
        return beside
    try:
        spec = importlib.util.find_spec(package)
    except ModuleNotFoundError:
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return beside
    return Path(next(iter(spec.submodule_search_locations)))


@functools.cache
def _folder(package: str) -> Path:
    """_dir, found once per process: resolving it takes about 0.1 ms, and a warm question asks for the
    rules' folder a dozen times (a tenth of a small question's CPU went to it)."""
    return _dir(package)


def rule_programs() -> list[Path]:
    """The card-independent rules, in a fixed order."""
    base = _folder("pysolver.asp")
    return [base / name for name in RULE_FILES]


def layer_rule_programs() -> list[Path]:
    """The layer rules and every optional rule file, in a fixed order (not the card library)."""
    return rule_programs() + [optional_program(name.removesuffix(".lp")) for name in OPTIONAL_FILES]


def optional_program(feature: str) -> Path:
    """The rule file of an optional feature (`resolved`, `counters`, `face_down`; `history`, the
    record the explanations read)."""
    name = f"{feature}.lp"
    if name not in OPTIONAL_FILES:
        raise ValueError(f"no rule file for the feature {feature!r}")
    return _folder("pysolver.asp") / name


def explore_program() -> Path:
    """Which timestamps can change the result (asp/explore.lp), for `explore`."""
    return _folder("pysolver.asp") / "explore.lp"


def replace_programs() -> list[Path]:
    """The rules of replacement and prevention effects (614-616), for `replace`."""
    base = _folder("pysolver.asp") / "replace"
    return [base / name for name in REPLACE_FILES]


def compiled_cards() -> Path:
    """The compiled card library shipped with the package (encodings/compiled/cards.jsonl, made by
    tools/build_cards.py; absent until it is generated)."""
    return _folder("pysolver.encodings") / "compiled" / "cards.jsonl"


def library_programs() -> list[Path]:
    """Every file of the card library: the conventions, the abilities, the cards."""
    return list(_library_files())


def layer_program_files() -> list[Path]:
    """Every file a layer run may load: the rules, the optional rules and the card library."""
    return layer_rule_programs() + library_programs()


@functools.lru_cache(maxsize=1)
def _library_files() -> tuple[Path, ...]:
    """The library's files, listed once per process (the folders are read for every run otherwise)."""
    base = _folder("pysolver.encodings")
    files = [base / "library.lp"]
    for sub in ("abilities", "cards"):
        files += sorted((base / sub).glob("*.lp"))
    return tuple(files)


# asp/combat: the board, then the rules of the question, then the final parts: `check` (evaluate
# one declaration), or `declare` with `optimise` (the optimiser) or `paid_sets` (what can be paid for)
COMBAT_FILES = {"attacks": ("board.lp", "groups.lp", "conditions.lp", "attack.lp", "player_conditions.lp",
                            "defender_controls.lp", "limits.lp", "requirements.lp", "costs.lp", "sacrifice_costs.lp"),
                "blocks": ("board.lp", "groups.lp", "conditions.lp", "block.lp", "filters.lp", "player_conditions.lp",
                           "defender_controls.lp", "limits.lp", "requirements.lp", "block_costs.lp")}
# asp/: the rules the combat questions share with the layers' base (601.2: the spells cast this turn)
COMBAT_SHARED = ("spells_cast.lp",)


def combat_programs(question: str, parts: tuple[str, ...]) -> list[Path]:
    """The combat rules of `attacks` or `blocks`, with the final parts (`check`, or `declare` with
    `optimise` or `paid_sets`), and the abilities of the card library that give a combat meaning
    (combat_meaning/3)."""
    base = _folder("pysolver.asp.combat")
    names = (*COMBAT_FILES[question], *(f"{part}.lp" for part in parts))
    shared = [_folder("pysolver.asp") / name for name in COMBAT_SHARED]
    return [base / name for name in names] + shared + combat_ability_programs()


@functools.lru_cache(maxsize=1)
def combat_ability_programs() -> list[Path]:
    """The ability files of the card library that say what an ability means in combat."""
    base = _folder("pysolver.encodings") / "abilities"
    return [path for path in sorted(base.glob("*.lp")) if "combat_meaning(" in path.read_text(encoding="utf-8")]
