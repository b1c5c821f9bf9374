"""The calibration map of each game's estimates: fitted by ``tests/bench/calibration.py`` from games
between AI levels (the estimates bucketed by tenths against who won) and stored as data in
``calibration.json``. A game whose raw estimates were off by more than ten points in a well-filled
bucket has a map there; an estimate is read through it by straight lines between the buckets'
points, so a raw 0.7 that won half the time is shown as 0.5. A game without a map is shown as
estimated."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

FILE = Path(__file__).resolve().parent / "calibration.json"


@lru_cache(maxsize=None)
def maps() -> dict[str, list[tuple[float, float]]]:
    if not FILE.exists():
        return {}
    raw = json.loads(FILE.read_text(encoding="utf-8"))
    return {game: sorted((float(a), float(b)) for a, b in entry["points"]) for game, entry in raw.items()}


def calibrated(game_id: str, value: float) -> float:
    points = maps().get(game_id)
    if not points:
        return value
    return through(points, value)


def through(points: list[tuple[float, float]], value: float) -> float:
    """``value`` read through the map's points (raw, observed), flat beyond the first and last."""
    if value <= points[0][0]:
        return points[0][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if value <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (value - x0) / (x1 - x0)
    return points[-1][1]
