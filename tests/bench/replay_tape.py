"""What moving about a replay costs: a long game of each game, played by random choices at the most
players, put on a ``Tape``; the time to build it (one pass over the moves, a clone kept every
``EVERY``), one step forward, one step back, and a jump to a random position.

    .venv/bin/python tests/bench/replay_tape.py [--seed 1]
"""
from __future__ import annotations

import argparse
import time

from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.rng import Rng
from game.engine.tape import EVERY, Tape

ROUND_LIMIT = 180  # Dungeon Run at the longest round limit the new-game screen offers


def long_game(game_id: str, players: int, seed: int) -> Match:
    options = {"round-limit": ROUND_LIMIT} if game_id == "dungeon-run" else {}
    match = Match.start(game_id, players, seed, options)
    rng = Rng(seed)
    while not match.state.is_terminal():
        match.submit(rng.choice(match.state.legal_actions()))
    return match


def per_call(tape: Tape, plies: list[int]) -> float:
    """Milliseconds per position asked for, in the order given."""
    start = time.perf_counter()
    for ply in plies:
        tape.state(ply).view(0)
    return (time.perf_counter() - start) * 1000 / len(plies)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"clone kept every {EVERY} moves; times per position shown, its view included")
    print(f"{'game':20} {'players':>7} {'moves':>6} {'build ms':>9} {'forward ms':>11} {'back ms':>8} {'jump ms':>8}")
    for game in all_games():
        players = max(game.seat_counts())
        match = long_game(game.id, players, args.seed)
        start = time.perf_counter()
        tape = Tape.of(match)
        build = (time.perf_counter() - start) * 1000
        length = tape.length
        tape.state(0)
        forward = per_call(tape, list(range(1, length + 1)))
        back = per_call(tape, list(range(length, -1, -1)))
        rng = Rng(args.seed)
        jump = per_call(tape, [int(rng.random() * (length + 1)) for _ in range(200)])
        print(f"{game.id:20} {players:>7} {length:>6} {build:>9.1f} {forward:>11.3f} {back:>8.3f} {jump:>8.3f}")


if __name__ == "__main__":
    main()
