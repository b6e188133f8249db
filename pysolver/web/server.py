"""`mtgsolve serve`: the app on uvicorn, at an address printed before the first request is taken."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import uvicorn
from starlette.applications import Starlette

from pysolver.engine import Engine
from pysolver.errors import MtgSolveError
from pysolver.solving.limits import Limits
from pysolver.web.app import create_app
from pysolver.web.boards import board_scenario, examples, read_board

# addresses of this machine only, and the names a page served there is reached by
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")
LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to host:port (port 0: a free one the system picks), listening."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def page_address(sock: socket.socket) -> str:
    """The page's address for a listening socket."""
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def serve(host: str, port: int, limits: Limits) -> None:
    """Read the rules and the library, answer one question to warm the engine, then serve the page
    until interrupted; the address is printed once the socket listens. `limits`: each question's."""
    engine = Engine(timeout=limits.timeout, max_atoms=limits.max_atoms, max_memory_mb=limits.max_memory_mb)
    app = create_app(engine, allowed_hosts=LOOPBACK_NAMES if host in LOOPBACK_HOSTS else None)
    first = examples()[:1]
    if first:  # the first answer imports the text and drawing modules: done before anyone waits for it
        from pysolver.web.answers import layers_answer

        try:
            layers_answer(engine, board_scenario(engine, read_board(first[0]["yaml"])))
        except MtgSolveError:  # limits too small for the example: each question will say so
            pass
    sock = listening_socket(host, port)
    print(f"mtgsolve serve: the page is at {page_address(sock)} (Ctrl-C stops)", flush=True)
    config = uvicorn.Config(app, log_level="warning", lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])


@contextlib.contextmanager
def serving(app: Starlette, host: str = "127.0.0.1") -> Iterator[str]:
    """The app served by uvicorn in a thread of this process at a free port of `host` (by default this
    machine only), while the block runs; yields the page's address. For the tests and benchmarks."""
    sock = listening_socket(host, 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            sock.close()
            raise RuntimeError("the server did not start")
        time.sleep(0.02)
    try:
        yield page_address(sock)
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
