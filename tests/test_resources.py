"""Where the programs are found (pysolver.programs.files): installed inside the package, or beside the
package in a source checkout that is first on the path (as under `python -m pytest` in a clone)."""

from __future__ import annotations

import importlib.util

import pytest

from pysolver.programs import files as resources


def test_programs_found_in_an_installed_package_or_a_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    found = resources._dir("pysolver.asp")
    assert (found / "layers.lp").is_file()

    def not_a_subpackage(name: str) -> None:
        raise ModuleNotFoundError(f"No module named {name!r}")

    monkeypatch.setattr(importlib.util, "find_spec", not_a_subpackage)
    checkout = resources._dir("pysolver.asp.combat")
    assert (checkout / "attack.lp").is_file() and checkout.parent.name == "asp"
