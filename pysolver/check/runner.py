"""Drive `mtgsolve check`: one hypothesis search per question, a progress bar, and the shrunk
counterexample of each question whose properties fail written out as a scenario file."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from tqdm import tqdm

from pysolver.cards.library import Library
from pysolver.check import boards
from pysolver.check.combat_brute import Combat
from pysolver.check.compiled_boards import Pool, compiled_combats, compiled_replace_cases, load_pool
from pysolver.check.compiled_checks import check_compiled_combat, check_compiled_replace
from pysolver.check.properties import Failure, check_combat, check_layers, check_replace
from pysolver.writing import write_text_whole

QUESTIONS = ("layers", "attacks", "blocks", "replace")


@dataclass
class Report:
    """What one question's search found: the examples tried, the seconds, the failure (shrunk)."""

    question: str
    examples: int
    seconds: float
    failure: Failure | None = None
    files: tuple[Path, ...] = ()
    write_error: str | None = None  # why the counterexample could not be written


def _strategy(question: str, library: Library, cards: tuple[str, ...] | None) -> st.SearchStrategy[Any]:
    if question == "layers":
        return boards.layer_boards(library, cards)
    pool = _compiled_pool(library, cards)
    if pool is not None and question in ("attacks", "blocks") and pool.roles["combat"]:
        return compiled_combats(pool, question)
    if pool is not None and question == "replace" and pool.roles["replace"]:
        return compiled_replace_cases(pool)
    if question == "attacks":
        return boards.attack_combats()
    if question == "blocks":
        return boards.block_combats()
    return st.tuples(boards.replace_boards(), boards.replace_events())


def _compiled_pool(library: Library, cards: tuple[str, ...] | None) -> Pool | None:
    """The cards of the compiled library among `cards` that the combat and replace checkers read whole
    (pysolver.check.compiled_boards); None without cards."""
    if not cards:
        return None
    return load_pool(library, {"combat": list(cards), "replace": list(cards)})


def _check(question: str, case: Any, data: st.DataObject, library: Library, only: str | None) -> None:
    if question == "layers":
        check_layers(case, data.draw, library, only)
    elif question in ("attacks", "blocks"):
        assert isinstance(case, Combat)
        if case.spells:  # compiled spells whose targets the rules may refuse
            check_compiled_combat(case, question, library)
        else:
            check_combat(case, question, library)
    elif len(case) == 3:  # a board of compiled cards, with their effects as the enumerator reads them
        check_compiled_replace(case[0], case[1], case[2], library)
    else:
        check_replace(case[0], case[1], library)


def search(question: str, library: Library, examples: int, seed_value: int, show_progress: bool = True,
           cards: tuple[str, ...] | None = None) -> Report:
    """Try `examples` random boards for `question` (layers: of the library, or of `cards`; attacks,
    blocks, replace: with the compiled cards among `cards` their checkers read whole); on a
    failure hypothesis shrinks it and the Report holds the smallest failing board it found."""
    failures: list[Failure] = []
    bar = tqdm(total=examples, desc=f"{question:8}", unit="board", disable=not show_progress, leave=True)
    tried = [0]

    @settings(max_examples=examples, database=None, deadline=None, derandomize=False, report_multiple_bugs=False,
              phases=[Phase.generate, Phase.shrink], suppress_health_check=list(HealthCheck),
              verbosity=Verbosity.quiet, print_blob=False)
    @seed(seed_value)
    @given(_strategy(question, library, cards), st.data())
    def prop(case: Any, data: st.DataObject) -> None:
        try:
            _check(question, case, data, library, failures[0].key if failures else None)
        except Failure as failure:
            if not failures:
                tick()
                bar.set_description(f"{question:8} counterexample found, shrinking")
            failures[:] = [failure]  # hypothesis replays the smallest one last
            raise
        if not failures:
            tick()

    def tick() -> None:
        """One more board checked (a board the generator made but the scenario loader refused is
        not counted: hypothesis draws another)."""
        tried[0] += 1
        bar.update(1)

    start = time.monotonic()
    try:
        prop()
    except Failure:
        pass
    except Unsatisfiable:  # hypothesis gave up making boards the loader accepts: the report counts those made
        pass
    finally:
        bar.close()
    return Report(question, tried[0], time.monotonic() - start, failures[0] if failures else None)


def write_counterexample(failure: Failure, folder: Path, seed_value: int) -> tuple[Path, ...]:
    """The failing scenario (and the variant it was compared with) as YAML files a user can rerun."""
    folder.mkdir(parents=True, exist_ok=True)
    slug = "".join(c if c.isalnum() else "-" for c in failure.prop.lower()).strip("-")
    while "--" in slug:
        slug = slug.replace("--", "-")
    stem = folder / f"{failure.question}-{slug}"
    command = "layers" if failure.question == "layers" else failure.question
    header = [f"mtgsolve check counterexample (seed {seed_value}), shrunk by hypothesis",
              f"property: {failure.prop}", f"found: {failure.detail}", *failure.notes,
              f"rerun: mtgsolve {command} {stem}.yaml"]
    paths = [stem.with_suffix(".yaml")]
    if failure.variant is not None:
        paths.append(folder / f"{stem.name}-variant.yaml")
        header.append(f"compare: mtgsolve {command} {paths[1]} (the variant of the same board)")
    for path, data in zip(paths, (failure.scenario, failure.variant), strict=False):
        text = "".join(f"# {line}\n" for line in header) + yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
        write_text_whole(path, text)  # a link planted at the predictable name is replaced, not followed
    return tuple(paths)


def run_check(library: Library, questions: list[str], examples: int, seed_value: int, out: Path,
              show_progress: bool = True, cards: tuple[str, ...] | None = None) -> list[Report]:
    """Search every question in turn; write each counterexample into `out`."""
    reports = []
    for question in questions:
        report = search(question, library, examples, seed_value, show_progress, cards)
        if report.failure is not None:
            try:
                report.files = write_counterexample(report.failure, out, seed_value)
            except OSError as exc:
                report.write_error = f"{out}: {exc.strerror or exc}"
        reports.append(report)
    return reports
