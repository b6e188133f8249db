"""`mtgsolve serve`: the page on 127.0.0.1 at a free port printed with its address, bad options and a
taken port in one line (exit 2), and the other commands' start-up untouched by the web stack."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.cli_helpers import assert_one_line_error, run_cli, run_subprocess

pytest.importorskip("starlette", reason="the web extra is not installed (pip install '.[web]')")
pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install '.[web]')")

from pysolver.web.server import listening_socket  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def test_serve_prints_its_address_on_this_machine_only_and_answers() -> None:
    server = subprocess.Popen([sys.executable, "-m", "pysolver", "serve", "--max-atoms", "3000"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        line = server.stdout.readline()  # type: ignore[union-attr]
        prefix = "mtgsolve serve: the page is at http://127.0.0.1:"
        assert line.startswith(prefix) and line.rstrip().endswith("/ (Ctrl-C stops)"), line
        address = line.split(" ")[6]
        assert int(address.rsplit(":", 1)[1].rstrip("/")) > 0
        with urllib.request.urlopen(address, timeout=30) as page:
            assert b"mtgsolve" in page.read()
        request = urllib.request.Request(address + "api/ask/layers", method="POST",
                                         data=json.dumps({"yaml": "players: [a]\nobjects: [{id: f, card: Forest}]"})
                                         .encode(), headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as answer:
            forest = json.load(answer)["json"]["outcomes"][0]["objects"]["f"]
        assert forest["subtypes"] == ["forest"] and forest["supertypes"] == ["basic"]
        request.data = json.dumps({"yaml": (ROOT / "examples" / "layer-soup-6.yaml").read_text()}).encode()
        with pytest.raises(urllib.error.HTTPError) as refused:  # the limit given to serve (the Forest is under it)
            urllib.request.urlopen(request, timeout=60)
        assert refused.value.code == 422
        assert json.load(refused.value)["error"]["lines"][0]["message"] == \
            "board.yaml: the ground program exceeded 3000 atoms; raise it with --max-atoms N"
    finally:
        server.terminate()
        server.wait(30)


def test_a_bad_port_is_refused_in_a_line() -> None:
    run = run_cli("serve", "--port", "70000")
    assert run.status == 2
    assert run.err == "mtgsolve: serve: argument --port: expected a port number from 0 to 65535, got '70000' " \
                      "(see --help)\n"


def test_a_taken_port_is_refused_in_a_line() -> None:
    taken = listening_socket("127.0.0.1", 0)
    try:
        port = taken.getsockname()[1]
        run = run_subprocess("serve", "--port", str(port), timeout=120)
    finally:
        taken.close()
    line = assert_one_line_error(run, 2)
    assert line == f"mtgsolve: serve: --host/--port: cannot listen on 127.0.0.1 port {port}: Address already in use"


def test_other_commands_do_not_import_the_web_stack() -> None:
    code = ("import sys; from pysolver.cli import main; main(['layers', '--json', 'examples/blood-moon-urborg.yaml']); "
            "print([m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'anyio') "
            "or m.startswith('pysolver.web')], file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=True)
    assert done.stderr.strip() == "[]"
