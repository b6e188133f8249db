"""Mutation testing of the rules: make one small plausible mistake at a time and see if the tests notice.

Mutants of the answer-set programs (`asp/`, `encodings/`): delete a rule (or fact), drop a body
literal, negate a literal, swap a comparison (`<` and `<=`, `>` and `>=`, `=` and `!=`), change an
integer constant (+1, -1), and in the card library flip the sign of a selector condition (`pos` and
`neg`). Mutants of chosen Python functions (PY_FUNCTIONS): swap a comparison, change an integer
constant, swap `and`/`or`, negate an `if` condition. A mutant that does not even ground (an unsafe
variable, a syntax error) is stillborn: left out, and only counted.

Each mutant is run in a worker directory (a copy of the tree laid out as the installed package, put
first on PYTHONPATH) against the test files that can see the mutated area (SELECTIONS), with `-x`
and a time limit. A failing test kills it; a timeout counts as killed and is reported as such.
Usage (from the repository root, with the test set-up of the README):

    nice -n 10 python tools/mutate.py --paths asp --sample 60 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The test files that can see each area (fastest first: with -x a killed mutant stops early), and the
# `-k` filter of test_cases.py's scenario cases for that area.
LAYER_TESTS = ["tests/test_asp_units.py", "tests/test_loops.py", "tests/test_layer_rules.py",
               "tests/test_cli_layers.py", "tests/test_limits.py", "tests/test_cases.py::test_layers_case",
               "tests/test_copy_properties.py", "tests/test_properties.py", "tests/test_compaction.py"]
COMBAT_TESTS = ["tests/test_combat_units.py", "tests/test_cli_combat.py", "tests/test_combat_errors.py",
                "tests/test_cases.py::test_combat_case", "tests/test_combat_properties.py"]
REPLACE_TESTS = ["tests/test_replace_asp.py", "tests/test_cli_replace.py", "tests/test_replace_errors.py",
                 "tests/test_cases.py::test_replace_case", "tests/test_replace_properties.py"]
BOARD_TESTS = ["tests/test_asp_units.py", "tests/test_limits.py", "tests/test_cli_layers.py",
               "tests/test_cases.py::test_layers_case", "tests/test_explain.py", "tests/test_boards.py",
               "tests/test_explore.py", "tests/test_impossible_input.py"]
SELECTIONS: list[tuple[str, list[str]]] = [
    ("asp/combat/", COMBAT_TESTS),
    ("asp/replace/", REPLACE_TESTS),
    ("asp/", LAYER_TESTS),
    ("encodings/", ["tests/test_asp_units.py", "tests/test_layer_rules.py", "tests/test_cases.py"]),
    ("pysolver/questions/combat/", COMBAT_TESTS),
    ("pysolver/questions/replace/", REPLACE_TESTS),
    # the parts a warm run holds back: the answers with every part handed over at once and at first use
    ("pysolver/solving/runner.py", ["tests/test_held_parts.py", *BOARD_TESTS]),
    ("pysolver/solving/step_parts.py", ["tests/test_step_parts.py", "tests/test_held_parts.py", *BOARD_TESTS]),
    # the layer driver, one board or many to a Control: the answers together against alone too
    ("pysolver/solving/", BOARD_TESTS),
    # the rules that can fire on a board: the answers with and without the rules it leaves out
    ("pysolver/programs/reachable.py", ["tests/test_reachable.py", "tests/test_early_end.py",
                                        "tests/test_cases.py::test_layers_case"]),
    # the reading of the rules those two read (and keep in the cache): both their tests, and the cache's
    ("pysolver/programs/rule_reading.py", ["tests/test_rule_reading.py", "tests/test_reachable.py",
                                           "tests/test_live_base.py"]),
    # the base rules that can fire on a board: the rules kept, and the answers with every base rule
    ("pysolver/programs/live_base.py", ["tests/test_live_base.py", "tests/test_reachable.py"]),
    ("pysolver/questions/layers/question.py", BOARD_TESTS),
    ("pysolver/", ["tests/test_asp_units.py", "tests/test_limits.py", "tests/test_errors.py",
                   "tests/test_cli_layers.py", "tests/test_cases.py::test_layers_case"]),
]

# the Python functions whose mutants are made (file -> function names)
PY_FUNCTIONS = {
    "pysolver/solving/runner.py": ["_run_engines", "_compacted", "_finish", "_answers", "packed_runs", "_add_parts"],
    "pysolver/solving/step_parts.py": ["layer_groups", "unused_parts", "gated", "ordering_parts"],
    "pysolver/solving/limits.py": ["ground_within", "remaining", "run_within", "_run_in_time"],
    "pysolver/questions/layers/question.py": ["final_states_together", "_outcomes", "final_state"],
    "pysolver/solving/boards.py": ["_rewrite_statements", "rewritten", "control_facts", "board_runs"],
    "pysolver/scenario/facts.py": ["scenario_facts", "board_facts", "timestamp_orders"],
    "pysolver/scenario/yaml_text.py": ["compose_node", "parse_text"],
    "pysolver/programs/reachable.py": ["unify", "_probe_literals", "alive_rules"],
    "pysolver/programs/rule_reading.py": ["_atoms", "rule_heads", "read_rule", "read_statement", "file_parts"],
    "pysolver/programs/live_base.py": ["_statements", "live_base"],
}

COMPARISON_SWAP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "=": "!=", "!=": "=", "==": "!="}


@dataclass(frozen=True)
class Mutant:
    """One mutation of one file: where, what, and the whole mutated text."""

    path: str  # relative to the repository root
    line: int
    kind: str
    detail: str
    text: str

    @property
    def ident(self) -> str:
        """A name that finds this mutant again (`--only`)."""
        return f"{self.path}:{self.line}:{self.kind}:{self.detail}"


# ---------------------------------------------------------------------------------------------
# .lp mutants

def mask_lp(text: str) -> str:
    """The text with comments and the insides of strings blanked (same length, newlines kept)."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            for m in range(i + 1, min(j, n)):
                out[m] = " " if text[m] != "\n" else "\n"
            i = j + 1
        elif ch == "%":
            end = text.find("*%", i + 2) + 2 if text.startswith("%*", i) else text.find("\n", i)
            end = n if end < 2 or end == -1 else end
            for m in range(i, end):
                out[m] = " " if text[m] != "\n" else "\n"
            i = end
        else:
            i += 1
    return "".join(out)


@dataclass(frozen=True)
class Statement:
    """A rule, fact or constraint: its span in the file (end is the final '.') and its first line."""

    start: int
    end: int
    line: int


def statements(masked: str) -> Iterator[Statement]:
    """The statements of a masked .lp text (directives such as #program are skipped)."""
    start, depth = None, 0
    for i, ch in enumerate(masked):
        if start is None:
            if ch.isspace():
                continue
            start, depth = i, 0
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        elif ch == "." and depth == 0 and masked[i - 1] != "." and (i + 1 == len(masked) or masked[i + 1] != "."):
            if not masked[start] == "#":
                yield Statement(start, i, masked.count("\n", 0, start) + 1)
            start = None


def split_top(masked: str, start: int, end: int, sep: str = ",") -> list[tuple[int, int]]:
    """Spans of the parts of masked[start:end] separated by `sep` outside brackets."""
    parts, depth, begin = [], 0, start
    for i in range(start, end):
        ch = masked[i]
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append((begin, i))
            begin = i + 1
    parts.append((begin, end))
    return parts


ATOM = re.compile(r"\s*[a-z_][A-Za-z0-9_']*\s*(\(|$)")
COMPARISON = re.compile(r"!=|<=|>=|==|<|>|(?<![:!<>=])=")
INTEGER = re.compile(r"(?<![A-Za-z0-9_'])\d+(?![A-Za-z0-9_'])")
SIGN = re.compile(r"(?<![A-Za-z0-9_])(pos|neg)(?![A-Za-z0-9_])")


def _replace(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def _column(text: str, at: int) -> int:
    """The 1-based column of offset `at` in its line."""
    return at - text.rfind("\n", 0, at)


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + "".join("\n" if c == "\n" else " " for c in text[start:end]) + text[end:]


def _body_mutants(path: str, text: str, masked: str, st: Statement) -> Iterator[Mutant]:
    body_at = masked.find(":-", st.start, st.end)
    if body_at == -1:
        return
    literals = split_top(masked, body_at + 2, st.end)
    for number, (lo, hi) in enumerate(literals, start=1):
        literal = masked[lo:hi].strip()
        if len(literals) > 1:
            # drop the literal with the comma before it (or after it, for the first)
            cut = (literals[number - 2][1], hi) if number > 1 else (lo, literals[1][0])
            yield Mutant(path, st.line, "drop-literal", f"{number}:{literal}", _blank(text, *cut))
        offset = lo + len(masked[lo:hi]) - len(masked[lo:hi].lstrip())
        if literal.startswith("not ") and not literal.startswith("not not"):
            yield Mutant(path, st.line, "negate", f"{number}:{literal}", _blank(text, offset, offset + 4))
        elif ATOM.match(literal) and ":" not in literal and not COMPARISON.search(literal):
            yield Mutant(path, st.line, "negate", f"{number}:{literal}", _replace(text, offset, offset, "not "))


def lp_mutants(path: str, text: str, library: bool = False) -> list[Mutant]:
    """Every mutant of an .lp text, in file order (`library`: also flip pos/neg selector signs)."""
    masked = mask_lp(text)
    found: list[Mutant] = []
    for st in statements(masked):
        stmt = masked[st.start:st.end]
        found.append(Mutant(path, st.line, "delete", f"@{_column(text, st.start)}:{' '.join(stmt.split())[:60]}",
                            _blank(text, st.start, st.end + 1)))
        found.extend(_body_mutants(path, text, masked, st))
        for match in COMPARISON.finditer(stmt):
            lo, hi = st.start + match.start(), st.start + match.end()
            new = COMPARISON_SWAP[match.group()]
            line = masked.count("\n", 0, lo) + 1
            found.append(Mutant(path, line, "comparison", f"{match.group()}->{new}@{_column(text, lo)}",
                                _replace(text, lo, hi, new)))
        for match in INTEGER.finditer(stmt):
            lo, hi = st.start + match.start(), st.start + match.end()
            value, line = int(match.group()), masked.count("\n", 0, lo) + 1
            for new in (value + 1, value - 1) if value > 0 else (value + 1,):
                found.append(Mutant(path, line, "constant", f"{value}->{new}@{_column(text, lo)}",
                                    _replace(text, lo, hi, str(new))))
        if library:
            for match in SIGN.finditer(stmt):
                lo, hi = st.start + match.start(), st.start + match.end()
                new, line = ("neg" if match.group() == "pos" else "pos"), masked.count("\n", 0, lo) + 1
                found.append(Mutant(path, line, "sign", f"{match.group()}->{new}@{_column(text, lo)}",
                                    _replace(text, lo, hi, new)))
    return found


PROGRAM = re.compile(r"#program\s+([a-z_][A-Za-z0-9_]*)\s*(?:\(([^)]*)\))?\s*\.")


def grounds(text: str) -> bool:
    """Whether an .lp text parses and grounds alone (every #program part, with 1 for each parameter):
    a mutant that does not is stillborn (an unsafe variable, a syntax error)."""
    import clingo

    sys.path.insert(0, str(ROOT))
    from pysolver.programs.terms import GroundContext

    parts = [("base", [])]
    for match in PROGRAM.finditer(mask_lp(text)):
        params = [p for p in (match.group(2) or "").split(",") if p.strip()]
        parts.append((match.group(1), [clingo.Number(1)] * len(params)))
    try:
        ctl = clingo.Control(["--warn=none"], logger=lambda _code, _msg: None)
        ctl.add("base", [], text)
        ctl.ground(list(dict.fromkeys((n, tuple(a)) for n, a in parts)), context=GroundContext())
    except RuntimeError:
        return False
    return True


# ---------------------------------------------------------------------------------------------
# Python mutants

PY_COMPARE = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
              ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


def _py_sites(tree: ast.Module, names: list[str]) -> Iterator[tuple[int, ast.AST, str]]:
    """(index in ast.walk order, node, kind) of every mutation site inside the named functions."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in names:
            inside.update(id(sub) for sub in ast.walk(node))
    for index, node in enumerate(ast.walk(tree)):
        if id(node) not in inside:
            continue
        if isinstance(node, ast.Compare) and type(node.ops[0]) in PY_COMPARE:
            yield index, node, "comparison"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield index, node, "constant"
        elif isinstance(node, ast.BoolOp):
            yield index, node, "boolop"
        elif isinstance(node, (ast.If, ast.While)):
            yield index, node, "negate"


def _mutate_node(node: ast.AST, kind: str) -> str:
    if kind == "comparison":
        old = type(node.ops[0])
        node.ops[0] = PY_COMPARE[old]()
        return f"{old.__name__}->{PY_COMPARE[old].__name__}"
    if kind == "constant":
        node.value += 1
        return f"{node.value - 1}->{node.value}"
    if kind == "boolop":
        old = type(node.op)
        node.op = ast.Or() if old is ast.And else ast.And()
        return f"{old.__name__}->{type(node.op).__name__}"
    node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
    return "not(condition)"


def py_mutants(path: str, text: str, names: list[str]) -> list[Mutant]:
    """Every mutant of the named functions of a Python module (the module re-written by ast.unparse)."""
    found = []
    for index, node, kind in list(_py_sites(ast.parse(text), names)):
        tree = ast.parse(text)
        target = next(n for i, n in enumerate(ast.walk(tree)) if i == index)
        detail = _mutate_node(target, kind)
        found.append(Mutant(path, node.lineno, kind, f"{detail}@{node.col_offset}", ast.unparse(tree) + "\n"))
    return found


# ---------------------------------------------------------------------------------------------
# generation

def source_files(paths: list[str]) -> list[Path]:
    """The .lp files under the given paths (files or folders), and the Python modules of PY_FUNCTIONS there."""
    files: set[Path] = set()
    for given in paths:
        target = (ROOT / given).resolve()
        if target.is_file():
            files.add(target)
        else:
            files.update(target.rglob("*.lp"))
            files.update(ROOT / name for name in PY_FUNCTIONS if (ROOT / name).resolve().is_relative_to(target))
    return sorted(files)


def generate(paths: list[str]) -> list[Mutant]:
    """Every candidate mutant of the files under `paths`, in file order (not yet checked to ground)."""
    mutants = []
    for file in source_files(paths):
        rel = file.relative_to(ROOT).as_posix()
        text = file.read_text(encoding="utf-8")
        if rel.endswith(".py"):
            mutants.extend(py_mutants(rel, text, PY_FUNCTIONS.get(rel, [])))
        else:
            mutants.extend(lp_mutants(rel, text, library=rel.startswith("encodings/")))
    return mutants


def viable(mutant: Mutant) -> bool:
    """Whether a mutant can run at all (an .lp mutant must ground: see grounds)."""
    return mutant.path.endswith(".py") or grounds(mutant.text)


def choose(mutants: list[Mutant], sample: int | None, seed: int) -> tuple[list[Mutant], int]:
    """A reproducible sample (the seed fixes the order in which candidates are drawn; a stillborn one
    is skipped and counted), in file order; and how many drawn candidates were stillborn."""
    order = list(range(len(mutants)))
    random.Random(seed).shuffle(order)
    picked: set[int] = set()
    stillborn = 0
    for index in order:
        if sample is not None and len(picked) >= sample:
            break
        if viable(mutants[index]):
            picked.add(index)
        else:
            stillborn += 1
    return [m for i, m in enumerate(mutants) if i in picked], stillborn


# ---------------------------------------------------------------------------------------------
# running

def installed_path(rel: str) -> str:
    """Where a repository file sits in a worker directory (the installed layout of pyproject.toml)."""
    for prefix in ("asp/", "encodings/"):
        if rel.startswith(prefix):
            return f"src/pysolver/{rel}"
    if rel.startswith("pysolver/"):
        return f"src/{rel}"
    return rel


def make_worker(base: Path, root: Path = ROOT) -> Path:
    """A copy of the tree in the installed layout (so that the copy's `pysolver` is imported first)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache")
    shutil.copytree(root / "pysolver", base / "src" / "pysolver", ignore=ignore)
    for name in ("asp", "encodings"):
        shutil.copytree(root / name, base / "src" / "pysolver" / name, ignore=ignore)
    for name in ("tests", "examples", "docs", "benchmarks"):
        if (root / name).is_dir():
            shutil.copytree(root / name, base / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        if (root / name).is_file():
            shutil.copy2(root / name, base / name)
    return base


def selection(rel: str, chosen: list[str] | None = None) -> list[str]:
    """The test files (pytest node ids) that can see the file `rel` (or the ones chosen)."""
    if chosen:
        return chosen
    for prefix, tests in SELECTIONS:
        if rel.startswith(prefix):
            return tests
    return LAYER_TESTS


def run_tests(workdir: Path, tests: list[str], timeout: float) -> tuple[str, float]:
    """Run pytest on `tests` in `workdir`: ('passed' | 'failed' | 'timeout', seconds)."""
    env = dict(os.environ, PYTHONPATH=str(workdir / "src"), PYTHONDONTWRITEBYTECODE="1")
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--hypothesis-seed=0", *tests]
    start = time.monotonic()
    proc = subprocess.Popen(command, cwd=workdir, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        status = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return "timeout", time.monotonic() - start
    return ("passed" if status == 0 else "failed"), time.monotonic() - start


def run_mutant(workdir: Path, mutant: Mutant, tests: list[str], timeout: float) -> tuple[str, float]:
    """Write the mutant into the worker directory, run the tests, put the original back."""
    target = workdir / installed_path(mutant.path)
    original = target.read_text(encoding="utf-8")
    target.write_text(mutant.text, encoding="utf-8")
    try:
        return run_tests(workdir, tests, timeout)
    finally:
        target.write_text(original, encoding="utf-8")


def run_all(mutants: list[Mutant], workers: int, timeout: float | None, report: Callable[[str], None],
            root: Path = ROOT, tests: list[str] | None = None) -> list[tuple[Mutant, str, float]]:
    """Run every mutant on `workers` worker copies against the tests that can see it (or `tests`);
    first check that each selection passes unmutated."""
    with tempfile.TemporaryDirectory(prefix="mutate-") as tmp:
        dirs = [make_worker(Path(tmp) / f"w{i}", root) for i in range(workers)]
        limits: dict[tuple[str, ...], float] = {}
        for group in dict.fromkeys(tuple(selection(m.path, tests)) for m in mutants):
            outcome, seconds = run_tests(dirs[0], list(group), timeout or 1800)
            if outcome != "passed":
                raise SystemExit(f"the unmutated tree fails its tests ({' '.join(group)}): fix that first")
            limits[group] = timeout or max(60.0, 3 * seconds)
            report(f"baseline {seconds:6.1f} s, time limit {limits[group]:.0f} s: {' '.join(group)}")
        free = list(dirs)
        lock = threading.Lock()
        results: list[tuple[Mutant, str, float]] = []

        def one(mutant: Mutant) -> None:
            with lock:
                workdir = free.pop()
            try:
                group = selection(mutant.path, tests)
                outcome, seconds = run_mutant(workdir, mutant, group, limits[tuple(group)])
            finally:
                with lock:
                    free.append(workdir)
            with lock:
                results.append((mutant, outcome, seconds))
                word = {"failed": "killed", "timeout": "killed (timeout)", "passed": "SURVIVED"}[outcome]
                report(f"[{len(results)}/{len(mutants)}] {word:16} {seconds:6.1f} s  {mutant.ident}")

        with ThreadPoolExecutor(max_workers=workers) as pool:
            list(pool.map(one, mutants))
    order = {m: i for i, m in enumerate(mutants)}
    return sorted(results, key=lambda r: order[r[0]])


def summary(results: list[tuple[Mutant, str, float]], stillborn: int, total: int) -> str:
    """The score and the survivors (file:line and the mutation), and the timeouts."""
    killed = [r for r in results if r[1] != "passed"]
    lines = [f"mutants: {total} candidates, {len(results)} run ({stillborn} drawn were stillborn: they do not ground)",
             f"score: {len(killed)}/{len(results)} killed ({100 * len(killed) / max(1, len(results)):.1f} %)"]
    timeouts = [r for r in results if r[1] == "timeout"]
    if timeouts:
        lines.append("killed by the time limit:")
        lines += [f"  {m.ident}" for m, _o, _s in timeouts]
    survivors = [r for r in results if r[1] == "passed"]
    lines.append(f"survivors ({len(survivors)}):")
    lines += [f"  {m.ident}" for m, _o, _s in survivors]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line: generate, sample, run, report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paths", nargs="+", default=["asp", "encodings", "pysolver"],
                        help="files or folders to mutate (default: asp encodings pysolver)")
    parser.add_argument("--sample", type=int, default=60, help="how many mutants to run (default 60; 0: all)")
    parser.add_argument("--seed", type=int, default=1, help="fixes which mutants are sampled")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=None,
                        help="seconds per mutant (default: 3 x the unmutated run of its tests, at least 60)")
    parser.add_argument("--only", nargs="+", default=None, metavar="IDENT",
                        help="run just these mutants (as the report names them)")
    parser.add_argument("--tests", nargs="+", default=None, metavar="NODE",
                        help="run these tests (pytest node ids) instead of the ones that can see each mutant")
    parser.add_argument("--list", action="store_true", help="list the chosen mutants without running them")
    args = parser.parse_args(argv)
    mutants = generate(args.paths)
    if args.only:
        wanted = set(args.only)
        chosen = [m for m in mutants if m.ident in wanted]
        missing = wanted - {m.ident for m in chosen}
        if missing:
            parser.error(f"no such mutant: {sorted(missing)[0]}")
        stillborn = 0
    else:
        chosen, stillborn = choose(mutants, args.sample or None, args.seed)
    if args.list:
        print("\n".join(m.ident for m in chosen))
        return 0
    print(f"{len(mutants)} mutants of {' '.join(args.paths)} (seed {args.seed}): running {len(chosen)} "
          f"on {args.workers} workers", flush=True)
    results = run_all(chosen, args.workers, args.timeout, lambda line: print(line, flush=True), tests=args.tests)
    print(summary(results, stillborn, len(mutants)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
