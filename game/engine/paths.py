"""Where things live. The player's saves and settings: ``--data-dir``, else ``CARD_TABLE_HOME``, else
the platform's data folder. What ships with the app (card files, fonts, example saves): inside the
installed package, found through importlib.resources."""
from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import platformdirs

APP_NAME = "card-table"
# The folders the build copies into the package as game/data/<name> (setup.py).
SHIPPED = ("cards", "assets", "saves")
_override: Path | None = None


def set_data_dir(path: str | Path | None) -> None:
    global _override
    _override = Path(path) if path else None


def given_data_dir() -> Path | None:
    """The folder set with ``set_data_dir`` (the command line's ``--data-dir``), if any."""
    return _override


def data_path() -> Path:
    """Where the saves and settings go, made or not."""
    if _override is not None:
        return _override
    if os.environ.get("CARD_TABLE_HOME"):
        return Path(os.environ["CARD_TABLE_HOME"])
    # appauthor=False: on Windows the default would nest the app folder inside a same-named one
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    base = data_path()
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def shipped(name: str) -> Path:
    """A folder that ships with the app: ``cards``, ``assets`` or ``saves``.

    An installed app has them inside its package (``game/data/<name>``); a source checkout, which
    the build has not copied them into, keeps them at the top of the tree beside ``game/``.
    """
    if name not in SHIPPED:
        raise ValueError(f"no shipped folder called {name!r}")
    packaged = resources.files("game").joinpath("data", name)
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(str(resources.files("game"))).parent / name
