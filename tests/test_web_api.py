"""The page's API (pysolver.web.app) through Starlette's test client: every endpoint, the answers
(the command line's, word for word, on the same board), bad boards (the command line's messages),
the body size limit, and concurrent requests on a real server (127.0.0.1 only)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml
from hypothesis import example as also_example
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("starlette", reason="the web extra is not installed (pip install '.[web]')")
httpx = pytest.importorskip("httpx2", reason="the test extra is not installed (httpx2)")

from starlette.testclient import TestClient  # noqa: E402

from pysolver.cards.catalogue import ability_entries, card_text  # noqa: E402
from pysolver.engine import Engine  # noqa: E402
from pysolver.web.app import MAX_BODY, create_app  # noqa: E402
from pysolver.web.boards import board_yaml, read_board  # noqa: E402
from pysolver.web.server import LOOPBACK_NAMES, serving  # noqa: E402
from tests.cli_helpers import run_cli  # noqa: E402
from tests.web_helpers import EXAMPLES, example  # noqa: E402

BAD_BOARD = """players: [alice, bob]
objects:
  - {id: moon, card: Blod Moon}
  - {id: bears, card: Grizzly Bears, counters: {zap: 1}}
"""


@pytest.fixture(scope="module")
def engine() -> Iterator[Engine]:
    """The engine of `mtgsolve serve`: the command line's default limits (each question answered in a
    worker process of the engine, which a limit stops)."""
    served = Engine(timeout=60.0, max_memory_mb=2048.0)
    yield served
    served.close()


@pytest.fixture(scope="module")
def client(engine: Engine) -> TestClient:
    return TestClient(create_app(engine))


def cli_on_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, *argv: str) -> tuple[int, str, list[str]]:
    """`mtgsolve ARGV board.yaml` in tmp_path on the text: status, output, error lines without `mtgsolve: `.
    The output is 100 columns wide, as the page's text."""
    (tmp_path / "board.yaml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "100")
    run = run_cli(*argv, "board.yaml")
    return run.status, run.out, [line.removeprefix("mtgsolve: ") for line in run.err.splitlines()]


def test_page_and_its_files_ask_nothing_of_the_network(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert '<script src="/static/app.js"' in page.text and 'href="/static/style.css"' in page.text
    for path in ("/static/app.js", "/static/style.css"):
        response = client.get(path)
        assert response.status_code == 200 and len(response.text) > 1000
    for text in (page.text, client.get("/static/app.js").text, client.get("/static/style.css").text):
        assert "http://" not in text and "https://" not in text and "@import" not in text


def test_cards_list_every_library_card_with_its_text(client: TestClient, engine: Engine) -> None:
    cards = client.get("/api/cards").json()["cards"]
    assert [c["name"] for c in cards] == sorted(card.name for card in engine.library.cards.values())
    by_name = {c["name"]: c["text"] for c in cards}
    moon = engine.library.card("Blood Moon")
    assert by_name["Blood Moon"] == card_text(engine.library, moon)
    assert "Nonbasic lands are Mountains." in by_name["Blood Moon"]
    needs = {c["name"]: c["choices"] for c in cards}
    # "As Painter's Servant enters, choose a color." and Conspiracy's creature type (SCENARIO: choices)
    assert needs["Painter's Servant"] == ["color"] and needs["Conspiracy"] == ["creature_type"]
    assert needs["Blood Moon"] == []


def test_abilities_are_the_texts_a_custom_object_may_use(client: TestClient, engine: Engine) -> None:
    shown = client.get("/api/abilities").json()["abilities"]
    assert shown == [entry.shown for entry in ability_entries(engine.library)]
    assert "[color] creatures you control get +1/+1." in shown  # a word in brackets: one of its class


def test_examples_are_the_projects(client: TestClient) -> None:
    listed = client.get("/api/examples").json()["examples"]
    files = sorted(EXAMPLES.glob("*.yaml"))
    assert [e["name"] for e in listed] == [p.stem for p in files]
    assert [e["yaml"] for e in listed] == [p.read_text(encoding="utf-8") for p in files]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
def test_yaml_and_board_convert_both_ways(client: TestClient, path: Path) -> None:
    """YAML -> board is the data the command line reads; board -> YAML reads back to the same data."""
    text = path.read_text(encoding="utf-8")
    read = client.post("/api/board", json={"yaml": text}).json()
    assert read == {"board": yaml.safe_load(text), "problems": []}
    written = client.post("/api/yaml", json={"board": read["board"]}).json()
    assert written["problems"] == []
    assert yaml.safe_load(written["yaml"]) == read["board"] == read_board(written["yaml"])


def test_yaml_writes_one_object_a_line() -> None:
    board = {"objects": [{"id": "sap", "custom": {"name": "Test Saproling", "types": ["creature"], "power": 1}}],
             "players": ["alice", "bob"], "event": {"kind": "counters", "object": "sap", "counter": "+1/+1"}}
    assert board_yaml(board) == (
        "players: [alice, bob]\n"
        "objects:\n"
        "  - {id: sap, custom: {name: Test Saproling, types: [creature], power: 1}}\n"
        "event: {kind: counters, object: sap, counter: +1/+1}\n")


def test_a_bad_board_has_the_command_lines_problems_with_their_fields(
        client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    status, _, cli_lines = cli_on_board(tmp_path, monkeypatch, BAD_BOARD, "layers")
    assert status == 2 and len(cli_lines) == 2
    read = client.post("/api/board", json={"yaml": BAD_BOARD}).json()
    assert [p["message"] for p in read["problems"]] == cli_lines
    assert [p["field"] for p in read["problems"]] == ["objects[0].card", "objects[1].counters.zap"]
    assert "did you mean 'Blood Moon'?" in cli_lines[0]
    answer = client.post("/api/ask/layers", json={"yaml": BAD_BOARD})
    assert answer.status_code == 400
    assert answer.json()["error"] == {"kind": "input", "lines": read["problems"]}
    written = client.post("/api/yaml", json={"board": yaml.safe_load(BAD_BOARD)}).json()
    assert written["problems"] == read["problems"]


def test_text_that_is_no_yaml_has_the_command_lines_message(
        client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = "players: [alice\nobjects: []\n"
    _, _, cli_lines = cli_on_board(tmp_path, monkeypatch, text, "layers")
    for path in ("/api/board", "/api/ask/layers"):
        response = client.post(path, json={"yaml": text})
        assert response.status_code == 400
        assert [line["message"] for line in response.json()["error"]["lines"]] == cli_lines
    assert "not valid YAML" in cli_lines[0]


def test_layers_answer_is_the_command_lines_with_the_graph(
        client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = example("blood-moon-urborg")
    answer = client.post("/api/ask/layers", json={"yaml": text}).json()
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "layers", "--json")
    assert answer["json"] == json.loads(out)
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "layers", "--trace")
    assert answer["text"] == out.rstrip("\n")
    # 613.8a, 305.7: Urborg's effect depends on Blood Moon's and never applies; no land is a Swamp
    urborg = answer["json"]["outcomes"][0]["objects"]["urborg"]
    assert urborg["subtypes"] == ["mountain"] and urborg["abilities"] == ["{T}: Add {R}."]
    assert "urborg#1 (Urborg, Tomb of Yawgmoth) depends on moon#1 (Blood Moon)" in answer["text"]
    assert "Effects that did not apply:" in answer["text"]
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "layers", "--explain", "urborg")
    assert out.rstrip("\n").endswith("\n\n" + answer["explain"][0]["urborg"])
    assert sorted(answer["explain"][0]) == ["moon", "plains", "pool", "urborg"]
    assert 'ability "Each land is a Swamp in addition to its other land types.": removed by moon#1' \
        in answer["explain"][0]["urborg"]
    [graph] = answer["graphs"]
    assert graph.startswith("<svg") and graph.rstrip().endswith("</svg>")
    assert "moon#1" in graph and "depends on (4)" in graph  # the edge urborg#1 -> moon#1, layer 4


def test_several_outcomes_have_a_graph_each(client: TestClient) -> None:
    text = ("players: [alice, bob]\nobjects:\n  - {id: hum, card: Humility, timestamp: 1}\n"
            "  - {id: opal, card: Opalescence, timestamp: 1}\n")
    answer = client.post("/api/ask/layers", json={"yaml": text}).json()
    # 613.7m: equal timestamps, the active player chooses the order: two distinct results
    assert len(answer["json"]["outcomes"]) == 2 and len(answer["graphs"]) == 2
    assert answer["text"].startswith("2 outcomes")


def test_blocks_shows_the_legal_declarations_and_the_witness(
        client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = example("combat-lure-menace")
    answer = client.post("/api/ask/blocks", json={"yaml": text}).json()
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "blocks", "--json")
    assert answer["json"] == json.loads(out)
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "blocks")
    assert answer["text"] == out.rstrip("\n")
    checked = answer["checked"]
    # 702.111b: a creature with menace can't be blocked except by two or more creatures
    assert checked["legal"] is False
    assert checked["declaration"] == "Wall of Stone (wall) blocks Boggart Brute (brute)"
    assert "menace and is blocked by exactly one creature (702.111b)" in checked["reason"]
    assert len(answer["legal"]) == len(answer["json"]["legal"]) == 5
    assert not answer["truncated"]


def test_attacks_limit_is_the_command_lines(client: TestClient, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    text = "players: [alice, bob]\nobjects:\n" + "".join(
        f"  - {{id: bears{i}, card: Grizzly Bears}}\n" for i in range(3))
    answer = client.post("/api/ask/attacks", json={"yaml": text, "limit": 2}).json()
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "attacks", "--json", "--limit", "2")
    assert answer["json"] == json.loads(out)
    # 508.1a: each of three untapped creatures attacks or not, 8 declarations, 2 listed
    assert len(answer["legal"]) == 2 and answer["truncated"] is True
    assert client.post("/api/ask/attacks", json={"yaml": text}).json()["truncated"] is False


@pytest.mark.parametrize("name", ["replace-counter-doublers", "replace-kalitas-rest-in-peace"])
def test_replace_answer_is_the_command_lines(client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             name: str) -> None:
    text = example(name)
    answer = client.post("/api/ask/replace", json={"yaml": text}).json()
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "replace", "--json")
    assert answer["json"] == json.loads(out)
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "replace")
    assert answer["text"] == out.rstrip("\n")


def test_explore_answer_is_the_command_lines(client: TestClient, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    text = example("humility-opalescence")
    answer = client.post("/api/ask/explore", json={"yaml": text, "seed": 3}).json()
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "explore", "--json", "--seed", "3")
    assert answer["json"] == json.loads(out)
    _, out, _ = cli_on_board(tmp_path, monkeypatch, text, "explore", "--seed", "3")
    assert answer["text"] == out.rstrip("\n")
    assert answer["json"]["orderings"] == 6  # 3! orderings of three timestamps


def test_a_solver_limit_is_the_command_lines_message(engine: Engine, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    small = TestClient(create_app(Engine(max_atoms=100, library=engine.library)))
    text = example("layer-soup-6")
    response = small.post("/api/ask/layers", json={"yaml": text})
    status, _, cli_lines = cli_on_board(tmp_path, monkeypatch, text, "layers", "--max-atoms", "100")
    assert status == 3 and response.status_code == 422
    assert response.json()["error"] == {"kind": "limit", "lines": [{"message": cli_lines[0], "field": ""}]}
    assert "exceeded 100 atoms; raise it with --max-atoms N" in cli_lines[0]


def test_explore_has_the_command_lines_longer_time_limit(engine: Engine) -> None:
    app = create_app(engine)
    assert app.state.service.engine.timeout == 60.0 == engine.timeout
    assert app.state.service.explore_engine.timeout == 300.0
    default = create_app().state.service
    assert (default.engine.timeout, default.engine.max_memory_mb, default.explore_engine.timeout) == (60, 2048, 300)


def _grounding_threads() -> int:
    """The threads of this process grounding or waiting to (pysolver.solving.limits)."""
    return sum(thread.name == "clingo-ground" for thread in threading.enumerate())


def test_a_request_that_reaches_a_limit_leaves_nothing_running(engine: Engine) -> None:
    """Issue 24: each request is answered within its own limits, in a worker process that a limit stops:
    nothing is grounded in the server's process (in it, a run stopped at a limit grounded on for a
    second), so after each of two requests stopped at a 1 s limit (200 objects whose effects depend on
    one another) nothing of theirs runs on, and the next request is answered as before."""
    client = TestClient(create_app(Engine(timeout=1, max_memory_mb=2048, library=engine.library)))
    grounding = _grounding_threads()
    small = client.post("/api/ask/layers", json={"yaml": example("blood-moon-urborg")})
    assert small.status_code == 200
    cards = ("Glorious Anthem", "Opalescence", "Humility", "Grizzly Bears", "Blood Moon", "Urborg, Tomb of Yawgmoth",
             "Mycosynth Lattice", "March of the Machines")
    objects = [{"id": f"o{i}", "card": cards[i % len(cards)]} for i in range(200)]
    heavy = json.dumps({"players": ["alice", "bob"], "objects": objects})
    for _ in range(2):
        response = client.post("/api/ask/layers", json={"yaml": heavy})
        assert response.status_code == 422
        assert "time limit of 1 s reached" in response.json()["error"]["lines"][0]["message"]
        assert _grounding_threads() == grounding
    again = client.post("/api/ask/layers", json={"yaml": example("blood-moon-urborg")}).json()
    assert (again["json"], again["text"]) == (small.json()["json"], small.json()["text"])
    client.app.state.service.engine.close()


def test_requests_the_page_never_sends_are_refused_in_a_line(client: TestClient) -> None:
    cases = [
        ("/api/ask/layers", b"not json", 400, "the request's body is not JSON"),
        ("/api/ask/layers", json.dumps({"board": {}}).encode(), 400, "the request's body needs `yaml` (text)"),
        ("/api/yaml", json.dumps({"board": [1]}).encode(), 400, "the request's body needs `board` (a mapping)"),
        ("/api/ask/layers", json.dumps({"yaml": "players: [a]", "limit": 0}).encode(), 400,
         "limit: expected a positive whole number, got 0"),
        ("/api/ask/explore", json.dumps({"yaml": "players: [a]", "seed": "x"}).encode(), 400,
         'seed: expected a whole number, got "x"'),
        ("/api/ask/judge", json.dumps({"yaml": "players: [a]"}).encode(), 404,
         "unknown question 'judge'; one of layers, attacks, blocks, replace, explore"),
    ]
    for path, body, status, message in cases:
        response = client.post(path, content=body, headers={"content-type": "application/json"})
        assert response.status_code == status, path
        assert response.json()["error"]["lines"] == [{"message": message, "field": ""}]
    assert client.get("/api/ask/layers").status_code == 405


def test_a_body_over_the_limit_is_refused(client: TestClient) -> None:
    message = {"message": f"the request is larger than {MAX_BODY} bytes", "field": ""}
    big = json.dumps({"yaml": "#" * MAX_BODY})
    response = client.post("/api/ask/layers", content=big, headers={"content-type": "application/json"})
    assert response.status_code == 413 and response.json()["error"]["lines"] == [message]

    def chunks():  # no Content-Length: counted as it arrives
        for _ in range(MAX_BODY // 65536 + 2):
            yield b"#" * 65536

    response = client.post("/api/board", content=chunks(), headers={"content-type": "application/json"})
    assert response.status_code == 413 and response.json()["error"]["lines"] == [message]
    # just under the limit it is read: a YAML text over the scenario's size, the command line's message
    text = "#" * (MAX_BODY - 100)
    response = client.post("/api/board", json={"yaml": text})
    assert response.status_code == 400
    assert response.json()["error"]["lines"][0]["message"] == "board.yaml: file larger than 1000000 bytes"


def test_concurrent_requests_are_answered_each_its_own(engine: Engine, client: TestClient) -> None:
    """Several questions at once on a real server: every answer is the one it gets alone, and a
    long question does not hold up a request that needs no solving."""
    boards = [("layers", "blood-moon-urborg"), ("layers", "humility-opalescence"), ("layers", "lattice-march"),
              ("blocks", "combat-lure-menace"), ("replace", "replace-counter-doublers"),
              ("layers", "life-and-limb-yavimaya-loop"), ("replace", "replace-kalitas-rest-in-peace"),
              ("attacks", "combat-lure-menace")]
    alone = [client.post(f"/api/ask/{q}", json={"yaml": example(name)}).json()["json"] for q, name in boards]
    with serving(create_app(engine, workers=2)) as address, httpx.Client(base_url=address, timeout=120) as http:
        def ask(index: int) -> dict:
            q, name = boards[index % len(boards)]
            return http.post(f"/api/ask/{q}", json={"yaml": example(name)}).json()["json"]

        with ThreadPoolExecutor(16) as pool:
            together = list(pool.map(ask, range(2 * len(boards))))
        assert together == alone + alone

        with ThreadPoolExecutor(1) as pool:
            slow = pool.submit(http.post, "/api/ask/explore", json={"yaml": example("layer-soup-6")})
            time.sleep(0.3)
            started = time.monotonic()
            assert http.get("/api/examples").status_code == 200
            waited = time.monotonic() - started
            assert not slow.done(), "the explore question ended too soon to show anything"
            assert waited < 1.0
            assert slow.result().status_code == 200


def test_only_the_allowed_host_names_are_answered(engine: Engine) -> None:
    """`mtgsolve serve` on this machine answers requests addressed to it only (DNS rebinding)."""
    local = TestClient(create_app(engine, allowed_hosts=LOOPBACK_NAMES), base_url="http://127.0.0.1:8000")
    assert local.get("/api/examples").status_code == 200
    assert local.get("/", headers={"host": "localhost:8000"}).status_code == 200
    refused = local.post("/api/ask/layers", json={"yaml": "players: [a]"}, headers={"host": "evil.example"})
    assert refused.status_code == 400


@pytest.mark.parametrize("text", ["- a\n", "42", "", "examples/blood-moon-urborg.yaml", "/etc/hostname"])
def test_a_board_that_is_no_mapping_is_the_command_lines_error_and_never_a_path(
        client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    """A text that reads as a list, a number, nothing or a file's name is a bad board, as the same text
    in board.yaml is for the command line: the server never reads a file the board names."""
    status, _, cli_lines = cli_on_board(tmp_path, monkeypatch, text, "layers")
    assert status == 2 and len(cli_lines) == 1 and cli_lines[0].startswith("board.yaml: ")
    monkeypatch.chdir(EXAMPLES.parent)  # where the example's name would name a file
    for path in ("/api/board", "/api/ask/layers"):
        response = client.post(path, json={"yaml": text})
        assert response.status_code == (200 if path == "/api/board" else 400)
        lines = response.json()["problems"] if path == "/api/board" else response.json()["error"]["lines"]
        assert [line["message"] for line in lines] == cli_lines


def test_an_internal_error_is_no_traceback(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug of the engine (not bad input, not a limit) is a bare 500: the page says the server failed."""
    import pysolver.web.app as app_module

    def broken(*args: object) -> None:
        raise RuntimeError("internal error: a bug")

    monkeypatch.setattr(app_module, "layers_answer", broken)
    response = TestClient(create_app(engine), raise_server_exceptions=False).post(
        "/api/ask/layers", json={"yaml": example("blood-moon-urborg")})
    assert response.status_code == 500
    assert response.text == "Internal Server Error"


_SCALARS = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=12)
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                            max_size=4), max_leaves=12)


@settings(max_examples=150, deadline=None)
@also_example(board={"players": "\xa0"}, objects=[])  # str.strip() once took a no-break space away
@given(st.dictionaries(st.sampled_from(["players", "active", "objects", "effects", "combat", "event", "other"]),
                       _VALUES, max_size=6),
       st.lists(st.dictionaries(st.text(max_size=8), _VALUES, max_size=4), max_size=4))
def test_any_board_written_as_yaml_reads_back_the_same(board: dict, objects: list) -> None:
    """Whatever the form holds, the YAML it is written as reads back, as the command line reads it, to
    the same data (strings that look like numbers, booleans, dates or flow syntax included)."""
    board = {**board, "objects": objects}
    assert read_board(board_yaml(board)) == board
