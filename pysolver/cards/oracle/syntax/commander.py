"""The values of conditions on commanders (903.3): "you control your commander" (the Lieutenant ability word)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ControlYourCommander:
    """"you control your commander": a commander its controller owns is a permanent they control (903.3d)."""

    def render(self) -> str:
        return "you control your commander"
