"""The longest games each game really plays, in actions and in the bytes of their save: what the
bounds on a save (``game/engine/save_document.py``: ACTION_LIMIT, SIZE_LIMIT) are measured against.

    .venv/bin/python tests/bench/save_longest_games.py [--games 400] [--jobs 2] [--game GAME]

Every game is played to its end by AI seats at the cheap levels (random, which plays the longest
games, and easy), mostly at the most players the game seats, with options drawn from every value the
new-game screen offers (a round limit at its maximum) and seat names of the longest a save holds,
and saved as the app saves it. It prints, per game, the longest game found in actions and in bytes,
with its seed, players and options, and how long the save of the longest takes to load.
"""
from __future__ import annotations

import argparse
import json
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.engine.match import NAME_LIMIT, Match, Seat
from game.engine.registry import all_games, get
from game.engine.rng import Rng
from game.engine.saves import load, save, to_document
from game.engine.state import OptionValue
from game.ui.scenes.new_game import option_values


@dataclass
class Longest:
    game: str
    seed: int
    players: int
    options: dict[str, OptionValue]
    actions: int
    size: int


def play_one(job: tuple[str, int]) -> Longest:
    game_id, seed = job
    match = played(game_id, seed)
    size = len(json.dumps(to_document(match), indent=1).encode("utf-8"))
    return Longest(game_id, seed, match.players, match.options, len(match.actions), size)


def played(game_id: str, seed: int) -> Match:
    game = get(game_id)
    pick = Rng(seed)
    counts = list(game.players)
    # Most games at the most players, where games run longest; some at every other count.
    players = counts[-1] if pick.below(3) else pick.choice(counts)
    # A whole-number option (a round limit) at the largest value offered: the longest games it allows.
    options = {key: option_values(option)[-1] if type(option.default) is int else pick.choice(option_values(option))
               for key, option in game.options.items()}
    levels = ["random" if pick.below(4) else "easy" for _ in range(players)]
    seats = [Seat("N" * (NAME_LIMIT - 1) + str(i), "ai", level) for i, level in enumerate(levels)]
    match = Match.start(game, players, seed, options, seats)
    bots = [level_for(game, level) for level in levels]
    while not match.state.is_terminal():
        seat = match.state.current_player()
        assert seat is not None
        match.submit(decide(game, match.state, bots[seat], bot_rng(seed, seat, len(match.actions))))
    return match


def load_seconds(game_id: str, seed: int) -> float:
    """The time ``saves.load`` takes over the save of that game: its log replayed, its snapshot compared."""
    with tempfile.TemporaryDirectory() as folder:
        path = save(played(game_id, seed), Path(folder) / "longest.json")
        load(path, upgrade=False)  # the game's modules imported before the clock starts
        started = time.perf_counter()
        load(path, upgrade=False)
        return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400, help="games per game")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", help="only this game")
    args = parser.parse_args()
    ids = [args.game] if args.game else [g.id for g in all_games()]
    jobs = [(game_id, seed) for game_id in ids for seed in range(args.games)]
    found: dict[str, dict[str, Any]] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for record in pool.map(play_one, jobs, chunksize=4):
            best = found.setdefault(record.game, {"actions": record, "size": record})
            if record.actions > best["actions"].actions:
                best["actions"] = record
            if record.size > best["size"].size:
                best["size"] = record
    for game_id in ids:
        most, largest = found[game_id]["actions"], found[game_id]["size"]
        print(f"{game_id}: {args.games} games; most actions {most.actions} (seed {most.seed}, {most.players} players, "
              f"{most.options}; its save loads in {load_seconds(game_id, most.seed) * 1000:.0f} ms); largest save "
              f"{largest.size} bytes (seed {largest.seed}, {largest.players} players, {largest.actions} actions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
