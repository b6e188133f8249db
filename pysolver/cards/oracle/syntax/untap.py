"""The values of a rule of the untap step (502.3): "doesn't untap during its controller's untap step"."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class UntapForbidden:
    """"doesn't untap during its controller's untap step" (502.3: a permanent that doesn't untap keeps
    its tapped status; no question performs an untap step, the board states which are tapped)."""

    def render(self) -> str:
        return "doesn't untap during its controller's untap step"
