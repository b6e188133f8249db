"""Where the programs are found (pysolver.programs.files): installed inside the package, or beside the
package in a source checkout that is first on the path (as under `python -m pytest` in a clone)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path

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


def test_a_checkout_reads_its_own_rules_where_an_install_maps_them_to_another(monkeypatch: pytest.MonkeyPatch,
                                                                               tmp_path: Path) -> None:
    # an editable install of another checkout maps pysolver.asp to that checkout's asp/: the code that runs
    # must still read the rules beside it (a second working tree of the same repository)
    other = tmp_path / "asp"
    other.mkdir()
    def elsewhere(name: str) -> importlib.machinery.ModuleSpec:
        spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
        spec.submodule_search_locations = [str(other)]
        return spec

    monkeypatch.setattr(importlib.util, "find_spec", elsewhere)
    checkout = Path(resources.__file__).resolve().parents[2]
    if not (checkout / "pyproject.toml").is_file():
        pytest.skip("the package is installed, not a source checkout")
    assert resources._dir("pysolver.asp") == checkout / "asp"
