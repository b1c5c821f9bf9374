"""The calibration map of each game's estimates: fitted by ``tests/bench/calibration.py`` from games
between AI levels (the estimates against who won, made monotone) and stored as data in
``calibration.json``. A game whose raw estimates were off by more than ten points in a well-filled
bucket has a map there, one for every seat count (``points``) or one per seat count measured
(``by_players``) where the counts' estimates mean different things; a seat count not measured is
read through the nearest one that was. An estimate is read through its map by straight lines
between the points, so a raw 0.7 that won half the time is shown as 0.5. A game without a map is
shown as estimated."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

FILE = Path(__file__).resolve().parent / "calibration.json"

Points = list[tuple[float, float]]  # (raw estimate, how often it won), by raw estimate
ANY = 0  # the key of a map for every seat count


@lru_cache(maxsize=None)
def maps() -> dict[str, dict[int, Points]]:
    """Each game's maps by seat count (``ANY``: one map for every count)."""
    if not FILE.exists():
        return {}
    raw = json.loads(FILE.read_text(encoding="utf-8"))
    return {game: _by_players(entry) for game, entry in raw.items()}


def _by_players(entry: dict[str, Any]) -> dict[int, Points]:
    tables = {int(players): points for players, points in entry.get("by_players", {}).items()}
    if "points" in entry:
        tables[ANY] = entry["points"]
    return {players: sorted((float(a), float(b)) for a, b in points) for players, points in tables.items()}


def points_for(game_id: str, players: int) -> Points | None:
    """The map an estimate of a game of ``players`` seats is read through, if the game has one."""
    tables = maps().get(game_id)
    if not tables:
        return None
    if ANY in tables:
        return tables[ANY]
    return tables[min(tables, key=lambda count: (abs(count - players), count))]


def calibrated(game_id: str, players: int, value: float) -> float:
    points = points_for(game_id, players)
    return through(points, value) if points else value


def through(points: Points, value: float) -> float:
    """``value`` read through the map's points (raw, observed), flat beyond the first and last."""
    if value <= points[0][0]:
        return points[0][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if value <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (value - x0) / (x1 - x0)
    return points[-1][1]
