"""The web app's tests share one app (one warm Engine) and run it, when a test needs a real server,
on uvicorn in a thread, listening on 127.0.0.1 only, at a free port."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install '.[web]')")
pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install '.[web]')")

import uvicorn  # noqa: E402
from starlette.applications import Starlette  # noqa: E402

from pysolver.web.server import listening_socket, page_address  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example(name: str) -> str:
    """The text of an example scenario of the project (examples/NAME.yaml)."""
    return (EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8")


@contextlib.contextmanager
def running(app: Starlette) -> Iterator[str]:
    """The app served by uvicorn on 127.0.0.1 at a free port, in a thread; yields the page's address."""
    sock = listening_socket("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield page_address(sock)
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
