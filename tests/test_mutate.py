"""The mutation-testing tool itself (tools/mutate.py): the mutants it makes of a tiny program, and
that it tells a killed mutant from a surviving one (the tool's full runs are not part of the suite)."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.mutate import Mutant, choose, grounds, lp_mutants, py_mutants, run_mutant, run_tests, summary

TINY = "% a tiny program\np(X) :- q(X), not r(X), X < 3.\nq(1). q(5).\n"


def test_lp_mutants_of_a_tiny_program() -> None:
    """Every operator: delete a statement, drop or negate a body literal, swap a comparison, change
    a constant; each named by file:line, kind and detail (the column where it applies)."""
    mutants = {m.ident: m.text for m in lp_mutants("tiny.lp", TINY)}
    assert set(mutants) == {
        "tiny.lp:2:delete:@1:p(X) :- q(X), not r(X), X < 3",
        "tiny.lp:2:drop-literal:1:q(X)", "tiny.lp:2:negate:1:q(X)",
        "tiny.lp:2:drop-literal:2:not r(X)", "tiny.lp:2:negate:2:not r(X)",
        "tiny.lp:2:drop-literal:3:X < 3",
        "tiny.lp:2:comparison:<-><=@27",
        "tiny.lp:2:constant:3->4@29", "tiny.lp:2:constant:3->2@29",
        "tiny.lp:3:delete:@1:q(1)", "tiny.lp:3:constant:1->2@3", "tiny.lp:3:constant:1->0@3",
        "tiny.lp:3:delete:@7:q(5)", "tiny.lp:3:constant:5->6@9", "tiny.lp:3:constant:5->4@9",
    }
    assert mutants["tiny.lp:2:negate:1:q(X)"].splitlines()[1] == "p(X) :- not q(X), not r(X), X < 3."
    assert mutants["tiny.lp:2:negate:2:not r(X)"].splitlines()[1].split() == "p(X) :- q(X), r(X), X < 3.".split()
    assert mutants["tiny.lp:2:comparison:<-><=@27"].splitlines()[1] == "p(X) :- q(X), not r(X), X <= 3."
    assert mutants["tiny.lp:3:delete:@1:q(1)"].splitlines()[2].strip() == "q(5)."
    assert all(m.count("\n") == TINY.count("\n") for m in mutants.values())


def test_comments_and_strings_are_not_mutated() -> None:
    text = 'a :- b. % c :- d, 3 < 4.\nname("x :- 1, 2").\n'
    assert {m.ident for m in lp_mutants("t.lp", text)} == {"t.lp:1:delete:@1:a :- b", "t.lp:1:negate:1:b",
                                                           "t.lp:2:delete:@1:name(\" \")"}


def test_stillborn_mutants_are_recognised() -> None:
    """Dropping the only positive literal that binds X leaves an unsafe rule: it does not ground."""
    mutants = {m.ident: m.text for m in lp_mutants("tiny.lp", TINY)}
    assert grounds(TINY)
    assert not grounds(mutants["tiny.lp:2:drop-literal:1:q(X)"])
    assert grounds(mutants["tiny.lp:2:drop-literal:2:not r(X)"])


def test_python_mutants_of_a_chosen_function() -> None:
    source = "def f(x):\n    if x > 1 and x < 5:\n        return 2\n    return 0\n\ndef g(y):\n    return y > 1\n"
    mutants = {m.ident for m in py_mutants("m.py", source, ["f"])}
    assert mutants == {"m.py:2:negate:not(condition)@4", "m.py:2:boolop:And->Or@7", "m.py:2:comparison:Gt->GtE@7",
                       "m.py:2:constant:1->2@11", "m.py:2:comparison:Lt->LtE@17", "m.py:2:constant:5->6@21",
                       "m.py:3:constant:2->3@15", "m.py:4:constant:0->1@11"}


def test_the_seed_fixes_the_sample() -> None:
    mutants = lp_mutants("tiny.lp", TINY)
    first, stillborn = choose(mutants, 5, seed=3)
    assert (first, stillborn) == choose(mutants, 5, seed=3)
    assert len(first) == 5
    assert all(grounds(m.text) for m in first)


CHECK = """from pathlib import Path
import clingo

def test_p_holds_for_1_only():
    ctl = clingo.Control()
    ctl.load(str(Path(__file__).parent / "tiny.lp"))
    ctl.ground([("base", [])])
    assert {str(a.symbol) for a in ctl.symbolic_atoms.by_signature("p", 1)} == {"p(1)"}
"""


def test_a_planted_mutant_is_killed_and_an_equivalent_one_survives(tmp_path: Path) -> None:
    (tmp_path / "tiny.lp").write_text(TINY)
    (tmp_path / "test_tiny.py").write_text(CHECK)
    mutants = {m.ident: m for m in lp_mutants("tiny.lp", TINY)}
    assert run_tests(tmp_path, ["test_tiny.py"], 120)[0] == "passed"
    killed = mutants["tiny.lp:3:delete:@1:q(1)"]
    survivor = mutants["tiny.lp:2:constant:3->4@29"]  # p(5) needs X < 5: still only p(1)
    assert run_mutant(tmp_path, killed, ["test_tiny.py"], 120)[0] == "failed"
    assert run_mutant(tmp_path, survivor, ["test_tiny.py"], 120)[0] == "passed"
    assert (tmp_path / "tiny.lp").read_text() == TINY
    report = summary([(killed, "failed", 1.0), (survivor, "passed", 1.0)], 0, 15)
    assert "score: 1/2 killed (50.0 %)" in report
    assert f"  {survivor.ident}" in report.splitlines()[-1]


def test_a_mutant_over_the_time_limit_counts_as_killed(tmp_path: Path) -> None:
    (tmp_path / "test_slow.py").write_text("import time\n\ndef test_slow():\n    time.sleep(60)\n")
    outcome, seconds = run_tests(tmp_path, ["test_slow.py"], 2)
    assert outcome == "timeout" and seconds < 30
    report = summary([(Mutant("x.lp", 1, "delete", "@1:x", ""), "timeout", seconds)], 0, 1)
    assert "score: 1/1 killed" in report and "killed by the time limit:\n  x.lp:1:delete:@1:x" in report


def test_the_tool_runs_as_a_script() -> None:
    import subprocess

    root = Path(__file__).resolve().parent.parent
    run = subprocess.run([sys.executable, "tools/mutate.py", "--paths", "asp/counters.lp", "--sample", "3", "--list"],
                         cwd=root, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert len(run.stdout.splitlines()) == 3
    assert all(line.startswith("asp/counters.lp:") for line in run.stdout.splitlines())
