"""The web app of `mtgsolve serve` (Starlette): the page, its static files, and a JSON API over one
warm Engine.

    GET  /                      the page (static/index.html)
    GET  /static/...            its script and style (shipped in the package; nothing from the network)
    GET  /api/cards             every library card: its name, its text as `mtgsolve cards NAME` shows it, and
                                the choices it needs made as it enters (`choices` keys: color, ...)
    GET  /api/abilities         the ability texts a custom object may use (`mtgsolve abilities`)
    GET  /api/examples          the project's example scenarios, by name, with their YAML
    POST /api/board   {yaml}    the board the YAML holds, and the problems the engine finds in it
    POST /api/yaml    {board}   the board written as YAML, and its problems
    POST /api/ask/Q   {yaml, limit?, seed?}   question Q (layers, attacks, blocks, replace, explore)

A board is read as `mtgsolve` reads a file named board.yaml: the same messages. Bad input is
answered 400 and a solver limit (the command line's exit status 3) 422, each with `error`: its lines
(and the field each names). Questions run on worker threads, at most one per core at a time, under
the command line's limits, each in a worker process that a limit stops; a request body over
MAX_BODY bytes is refused (413).
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from pysolver.engine import Engine
from pysolver.errors import MtgSolveError, ScenarioError
from pysolver.scenario import MAX_BYTES
from pysolver.solving.limits import Limits
from pysolver.web.answers import combat_answer, explore_answer, layers_answer, replace_answer
from pysolver.web.boards import board_problems, board_scenario, board_yaml, error_lines, examples, read_board

STATIC = Path(__file__).resolve().parent / "static"
# a scenario is at most MAX_BYTES of text (as a file); in a JSON body its characters may be escaped
MAX_BODY = 2 * MAX_BYTES + 4096
# `mtgsolve explore`'s default time limit (one engine run per class of orderings); the other
# questions have the Engine's (by default the command line's: DEFAULT_LIMITS)
EXPLORE_TIMEOUT = 300.0
DEFAULT_LIMITS = Limits()
# the defaults of `--limit` (attacks, blocks; explore) and `--seed` (explore) on the command line
COMBAT_LIMIT, EXPLORE_LIMIT, EXPLORE_SEED = 100, 300, 0
QUESTIONS = ("layers", "attacks", "blocks", "replace", "explore")


class BodyLimit:
    """ASGI middleware: a request whose body is over `max_bytes` is answered 413 before any route
    reads it (by its Content-Length, or by counting what arrives when there is none)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            await self._refuse(scope, receive, send)
            return
        body, more = b"", True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client left
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if sent:
                return await receive()
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = _error(413, [{"message": f"the request is larger than {self.max_bytes} bytes", "field": ""}])
        await response(scope, receive, send)


def _error(status: int, lines: list[dict[str, str]], kind: str = "input") -> JSONResponse:
    """An error answer: its lines (each with the field it names) and its kind (input, limit)."""
    return JSONResponse({"error": {"kind": kind, "lines": lines}}, status_code=status)


def _bad_request(message: str) -> JSONResponse:
    """A request the page would not send (not JSON, a missing key): 400 with one line."""
    return _error(400, [{"message": message, "field": ""}])


class Service:
    """The routes over one warm engine (and the same with `explore`'s longer time limit), with at most
    `workers` questions solved at a time. Each question with a limit is answered in a worker process
    of the engine, which the limit stops (pysolver.engine.Engine): a request that reaches a limit
    leaves nothing running behind it, and the next is unaffected."""

    def __init__(self, engine: Engine, workers: int) -> None:
        self.engine = engine
        self.explore_engine = engine.with_limits(
            timeout=None if engine.timeout is None else max(engine.timeout, EXPLORE_TIMEOUT))
        self.solving = anyio.CapacityLimiter(workers)

    async def page(self, request: Request) -> Response:
        return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")

    async def cards(self, request: Request) -> Response:
        return JSONResponse({"cards": await anyio.to_thread.run_sync(self._cards)})

    @functools.cache  # noqa: B019 - one Service per app, kept for the app's life
    def _cards(self) -> list[dict[str, str]]:
        from pysolver.cards.catalogue import card_text

        library = self.engine.library
        return [{"name": card.name, "text": card_text(library, card),
                 "choices": sorted({key for ability in card.printed.abilities
                                    for key in library.required_choices(ability) or ()})}
                for card in sorted(library.cards.values(), key=lambda c: c.name)]

    async def abilities(self, request: Request) -> Response:
        return JSONResponse({"abilities": await anyio.to_thread.run_sync(self._abilities)})

    @functools.cache  # noqa: B019 - as _cards
    def _abilities(self) -> list[str]:
        from pysolver.cards.catalogue import ability_entries

        return [entry.shown for entry in ability_entries(self.engine.library)]

    async def examples(self, request: Request) -> Response:
        return JSONResponse({"examples": examples()})

    async def board(self, request: Request) -> Response:
        """YAML text -> the board (as JSON) and its problems; a text that is no YAML: 400."""
        body = await _body(request, "yaml", str)
        if isinstance(body, Response):
            return body
        try:  # reading a large text takes a while: not on the event loop
            board, problems = await anyio.to_thread.run_sync(self._read, body["yaml"])
        except ScenarioError as exc:
            return _error(400, error_lines(exc))
        return JSONResponse({"board": board, "problems": problems})

    def _read(self, text: str) -> tuple[Any, list[dict[str, str]]]:
        """The board of a YAML text and its problems (ScenarioError when the text is no YAML)."""
        board = read_board(text)
        return board, board_problems(self.engine, board)

    async def yaml(self, request: Request) -> Response:
        """The board (as JSON) -> its YAML text and its problems."""
        body = await _body(request, "board", dict)
        if isinstance(body, Response):
            return body
        text, problems = await anyio.to_thread.run_sync(self._write, body["board"])
        return JSONResponse({"yaml": text, "problems": problems})

    def _write(self, board: dict[str, Any]) -> tuple[str, list[dict[str, str]]]:
        """The board's YAML text and its problems."""
        return board_yaml(board), board_problems(self.engine, board)

    async def ask(self, request: Request) -> Response:
        """One question on the board of a YAML text, as `mtgsolve Q board.yaml` answers it."""
        question = request.path_params["question"]
        if question not in QUESTIONS:
            return _error(404, [{"message": f"unknown question {question!r}; one of {', '.join(QUESTIONS)}",
                                 "field": ""}])
        body = await _body(request, "yaml", str)
        if isinstance(body, Response):
            return body
        options = {name: body.get(name, default) for name, default in
                   (("limit", EXPLORE_LIMIT if question == "explore" else COMBAT_LIMIT), ("seed", EXPLORE_SEED))}
        for name, value in options.items():
            if type(value) is not int or (name == "limit" and value <= 0):
                return _bad_request(f"{name}: expected a {'positive ' if name == 'limit' else ''}whole number, "
                                    f"got {json.dumps(value)}")
        try:
            answer = await anyio.to_thread.run_sync(self._answer, question, body["yaml"], options,
                                                    limiter=self.solving)
        except ScenarioError as exc:
            return _error(400, error_lines(exc))
        except MtgSolveError as exc:  # a solver limit: the command line's exit status 3
            return _error(422, error_lines(exc), kind="limit")
        return JSONResponse({"question": question, **answer})

    def _answer(self, question: str, text: str, options: dict[str, int]) -> dict[str, Any]:
        """The answer to a question (on a worker thread)."""
        sc = board_scenario(self.engine, read_board(text))
        if question == "layers":
            return layers_answer(self.engine, sc)
        if question in ("attacks", "blocks"):
            return combat_answer(self.engine, sc, question, options["limit"])
        if question == "replace":
            return replace_answer(self.engine, sc)
        return explore_answer(self.explore_engine, sc, options["limit"], options["seed"])


async def _body(request: Request, key: str, kind: type) -> dict[str, Any] | Response:
    """The request's JSON object, which must hold `key` of type `kind`; else a 400 answer."""
    try:
        body = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError):
        return _bad_request("the request's body is not JSON")
    if not isinstance(body, dict) or not isinstance(body.get(key), kind):
        return _bad_request(f"the request's body needs `{key}` ({'text' if kind is str else 'a mapping'})")
    return body


def create_app(engine: Engine | None = None, workers: int | None = None,
               allowed_hosts: list[str] | None = None) -> Starlette:
    """The app over `engine` (a new one when None, with the command line's default limits: the rules
    and library read now), solving at most
    `workers` questions at a time (default: the machine's cores). `allowed_hosts`: the only host
    names a request may be addressed to (others are refused, 400), so that a web site whose name is
    made to point at this machine (DNS rebinding) cannot use the page's API; None: any."""
    service = Service(engine or Engine(DEFAULT_LIMITS.timeout, DEFAULT_LIMITS.max_atoms, DEFAULT_LIMITS.max_memory_mb),
                      workers or os.cpu_count() or 1)
    routes = [
        Route("/", service.page),
        Route("/api/cards", service.cards),
        Route("/api/abilities", service.abilities),
        Route("/api/examples", service.examples),
        Route("/api/board", service.board, methods=["POST"]),
        Route("/api/yaml", service.yaml, methods=["POST"]),
        Route("/api/ask/{question}", service.ask, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes)
    app.add_middleware(BodyLimit, max_bytes=MAX_BODY)
    if allowed_hosts is not None:
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts)
    app.state.service = service
    return app
