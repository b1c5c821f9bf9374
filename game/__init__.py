"""Card Table: four tabletop card games with their rules enforced, against AI or at one computer."""
from __future__ import annotations

from functools import cache

# The one place the version is written: pyproject.toml reads it from here into the package metadata.
__version__ = "0.1.0"


@cache
def app_version() -> str:
    """The installed distribution's version (what ``pip show card-table`` says); from a source tree
    that was never installed, the version written above."""
    from importlib import metadata

    try:
        return metadata.version("card-table")
    except metadata.PackageNotFoundError:
        return __version__
