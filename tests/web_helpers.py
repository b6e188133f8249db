"""What the web app's tests share: the project's examples."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example(name: str) -> str:
    """The text of an example scenario of the project (examples/NAME.yaml)."""
    return (EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8")
