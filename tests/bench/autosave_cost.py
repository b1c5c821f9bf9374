"""What autosaving after every decision costs, late in the longest games of each game.

    .venv/bin/python tests/bench/autosave_cost.py [--games 6] [--runs 30]

For each game, GAMES random games are played to their end at the most players with the options that
lengthen them; the longest is cut three moves before its end. Reported (medians, in milliseconds):
``copy``, the part the window's main thread pays per decision (``Match.copy``, handed to the writer);
``autosave``, the writer thread's part (``autosaves.autosave``: the document, the write, fsync, rename);
and ``burst``, the main thread's time to hand over 100 decisions in a row, which the writer coalesces
into as few writes as it has time for.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from game.engine import autosaves
from game.engine.autosaver import Autosaver
from game.engine.match import Match, Seat
from game.engine.rng import Rng

LONGEST: dict[str, tuple[int, dict[str, Any]]] = {
    "monster-day": (2, {}),
    "boss-monster": (4, {"infinite-lives": True}),
    "gauntlet-of-fools": (6, {}),
    "dungeon-run": (6, {"round-limit": 180}),
}


def late_game(game: str, games: int) -> Match:
    players, options = LONGEST[game]
    seats = [Seat(f"Player {n + 1}") for n in range(players)]
    longest: Match | None = None
    for seed in range(games):
        match = Match.start(game, players, seed, options, seats)
        rng = Rng(seed)
        while not match.state.is_terminal():
            match.submit(rng.choice(match.state.legal_actions()))
        if longest is None or len(match.actions) > len(longest.actions):
            longest = match
    assert longest is not None
    cut = Match.start(game, players, longest.seed, options, seats)
    cut.replay(longest.actions[:-3])
    return cut


def median_ms(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def burst(match: Match, folder: Path) -> float:
    saver = Autosaver(folder)
    start = time.perf_counter()
    for _ in range(100):
        saver.save(match)
    handed = time.perf_counter() - start
    saver.close()
    return handed * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    for game in LONGEST:
        match = late_game(game, args.games)
        with tempfile.TemporaryDirectory() as folder:
            written = median_ms(lambda: autosaves.autosave(match, Path(folder)), args.runs)
            handed = burst(match, Path(folder))
        print(f"{game:18} players {match.players}  actions {len(match.actions):5}  "
              f"copy {median_ms(match.copy, args.runs * 10):.3f} ms  autosave {written:.2f} ms  "
              f"burst of 100 handed over in {handed:.2f} ms")


if __name__ == "__main__":
    main()
