"""The standalone build's promises that can be checked without building it (CI builds and runs it):
every run-time dependency is frozen without being named in the spec, and the freezer is pinned."""
from __future__ import annotations

import importlib.util
import os
import tomllib
from pathlib import Path
from types import ModuleType

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def _load_dependencies() -> ModuleType:
    """The spec's helper, read from beside the spec as PyInstaller's run of the spec reads it."""
    spec = importlib.util.spec_from_file_location("dependencies", ROOT / "tools" / "standalone" / "dependencies.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DEPENDENCIES = _load_dependencies()


def test_the_frozen_dependencies_are_those_pyproject_declares_and_each_gives_a_module() -> None:
    found = DEPENDENCIES.runtime_requirements("card-table")
    declared = [Requirement(text).name for text in PROJECT["dependencies"]]
    assert found == declared, "the installed metadata is stale: pip install -e '.[test]' again"
    for dist in found:
        modules = DEPENDENCIES.top_level_modules(dist)
        assert modules and all(importlib.util.find_spec(m) for m in modules), dist
    assert DEPENDENCIES.top_level_modules("pygame-ce") == ["pygame"]
    assert DEPENDENCIES.top_level_modules("PyYAML") == ["yaml"]


def test_extras_are_not_frozen() -> None:
    found = set(DEPENDENCIES.runtime_requirements("card-table"))
    extras = {Requirement(text).name for group in PROJECT["optional-dependencies"].values() for text in group}
    assert {"pytest", "pyinstaller"} <= extras and not found & extras


def test_the_freezer_and_its_hooks_are_pinned_to_one_release() -> None:
    pins = {r.name: r for r in map(Requirement, PROJECT["optional-dependencies"]["standalone"])}
    for name in ("pyinstaller", "pyinstaller-hooks-contrib", "pillow"):
        (spec,) = pins[name].specifier
        assert spec.operator == "==", name


def test_the_build_command_is_an_executable_script_and_the_readme_names_it() -> None:
    script = ROOT / "tools" / "build-standalone"
    assert os.access(script, os.X_OK) and script.read_text().startswith("#!/usr/bin/env python3\n")
    assert "tools/build-standalone" in (ROOT / "README.md").read_text()
