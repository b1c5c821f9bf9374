"""Where saves and settings live: ``--data-dir``, else ``CARD_TABLE_HOME``, else the platform's data folder."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "card-table"
_override: Path | None = None


def set_data_dir(path: str | Path | None) -> None:
    global _override
    _override = Path(path) if path else None


def data_dir() -> Path:
    if _override is not None:
        base = _override
    elif os.environ.get("CARD_TABLE_HOME"):
        base = Path(os.environ["CARD_TABLE_HOME"])
    else:
        # appauthor=False: on Windows the default would nest the app folder inside a same-named one
        base = platformdirs.user_data_path(APP_NAME, appauthor=False)
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
