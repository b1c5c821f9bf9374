"""Where each lesson was left: ``lessons.json`` in the data folder, ``{game id: moves played}``.

Only a count is kept: the lesson's moves are fixed, so its first moves rebuild the same table. A file
that cannot be read is taken as no progress (a lesson starts again), never as an error.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.engine import paths

from ..settings import write_atomic_text

FILE = "lessons.json"


def _path() -> Path:
    return paths.data_dir() / FILE


def _read() -> dict[str, int]:
    try:
        raw = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in raw.items() if isinstance(k, str) and isinstance(v, int) and v >= 0} \
        if isinstance(raw, dict) else {}


def left_at(game: str) -> int:
    """How many of the lesson's moves were played when it was left (0: not begun, or finished)."""
    return _read().get(game, 0)


def keep(game: str, ply: int) -> None:
    """Remembers where the lesson is; 0 forgets it (finished, or begun again)."""
    progress = _read()
    if progress.get(game, 0) == ply:
        return
    if ply:
        progress[game] = ply
    else:
        progress.pop(game, None)
    try:
        write_atomic_text(_path(), json.dumps(progress, sort_keys=True))
    except OSError:
        pass  # a lesson that cannot be remembered begins again next time: nothing is lost but the place
