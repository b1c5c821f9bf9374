"""What the standalone app carries besides Card Table's own code: the distributions its installed
metadata requires at run time (extras such as 'test' left out) and the modules each provides, so a
dependency added to pyproject.toml is frozen with no change to the spec."""
from __future__ import annotations

from importlib import metadata

from packaging.requirements import Requirement


def _canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def runtime_requirements(dist: str) -> list[str]:
    found = []
    for text in metadata.requires(dist) or []:
        requirement = Requirement(text)
        if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
            found.append(requirement.name)
    return found


def top_level_modules(dist: str) -> list[str]:
    """The importable top-level names ``dist`` installs (private shims such as ``_yaml`` left out)."""
    wanted = _canonical(dist)
    return sorted(module for module, owners in metadata.packages_distributions().items()
                  if any(_canonical(owner) == wanted for owner in owners)
                  and module.isidentifier() and not module.startswith("_"))
