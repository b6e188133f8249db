"""The command line's answers, each from a process that has asked nothing before (the reference
the warm engine is compared with, tests/test_engine.py).

Run as `python -m tests.fresh_answers` with a JSON list of [command, scenario path] on standard
input; prints a JSON list of [exit status, standard output, standard error]. Each question runs in
a child forked from this process before it has asked any question (no program parsed, no library,
no grounding thread): a fresh command line but for the imports. Where fork is missing, a
subprocess per question.
"""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import subprocess
import sys
from typing import Any

from pysolver.cli.main import main


def answer(job: tuple[str, str]) -> tuple[int, str, str]:
    """`mtgsolve COMMAND PATH --json` in this process."""
    command, path = job
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([command, path, "--json"])
    return status, out.getvalue(), err.getvalue()


def subprocess_answer(job: tuple[str, str]) -> tuple[int, str, str]:
    """`python -m pysolver COMMAND PATH --json` as a process of its own."""
    done = subprocess.run([sys.executable, "-m", "pysolver", job[0], job[1], "--json"],
                          capture_output=True, text=True, check=False)
    return done.returncode, done.stdout, done.stderr


def fresh_answers(jobs: list[tuple[str, str]]) -> list[tuple[int, str, str]]:
    """Every job's answer from a fresh process."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return [subprocess_answer(job) for job in jobs]
    return [forked_answer(job) for job in jobs]


def forked_answer(job: tuple[str, str]) -> tuple[int, str, str]:
    """answer(job) in a child forked for it."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_answer_into, args=(job, send))
    child.start()
    send.close()
    result = receive.recv()
    child.join()
    return result


def _answer_into(job: tuple[str, str], send: Any) -> None:
    send.send(answer(job))


if __name__ == "__main__":
    print(json.dumps(fresh_answers([tuple(job) for job in json.load(sys.stdin)])))
