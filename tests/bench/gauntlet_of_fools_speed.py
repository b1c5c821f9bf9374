"""Random four-player Gauntlet of Fools games per second on one core (target: at least 300).

    nice -n 10 .venv/bin/python tests/bench/gauntlet_of_fools_speed.py [--games N] [--players P]
"""
from __future__ import annotations

import argparse
import time

from game.engine.registry import get
from game.engine.rng import Rng


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    game = get("gauntlet-of-fools")
    actions = 0
    start = time.perf_counter()
    for seed in range(args.games):
        state = game.new_game(args.players, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    elapsed = time.perf_counter() - start
    print(f"{args.games} random {args.players}-player games in {elapsed:.2f} s: {args.games / elapsed:.0f} games/s, "
          f"{actions / args.games:.1f} actions a game")


if __name__ == "__main__":
    main()
