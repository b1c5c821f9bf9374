"""How strong and how quick the Gauntlet of Fools bots are.

    nice -n 10 .venv/bin/python tests/bench/gauntlet_of_fools_strength.py --seats hard,random,random,random --games 200

Prints the first seat's win rate (shared wins count as a share) with its 95% Wilson interval, and
the time of the first seat's decisions (50th and 95th percentile, the draft included). Games are
seeded, so a run can be repeated; ``--jobs`` splits the games over processes.
"""
from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from game.ai import bot_rng, decide, level_for
from game.engine.registry import get


def play(seats: list[str], seed: int) -> tuple[float, list[float], list[float]]:
    game = get("gauntlet-of-fools")
    state = game.new_game(len(seats), seed)
    draft_times: list[float] = []
    times: list[float] = []
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        drafting = getattr(state, "step", "") == "draft"
        start = time.perf_counter()
        action = decide(game, state, level_for(game, seats[seat]), bot_rng(seed, seat, ply))
        if seat == 0:
            (draft_times if drafting else times).append(time.perf_counter() - start)
        state.apply(action)
        ply += 1
    return state.result().reward(0), draft_times, times


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def _one(job: tuple[list[str], int]) -> tuple[float, list[float], list[float]]:
    return play(*job)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seats", default="hard,random,random,random")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    seats = args.seats.split(",")
    jobs = [(seats, args.seed + i) for i in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_one, jobs))
    else:
        results = [_one(job) for job in jobs]
    wins = sum(r[0] for r in results)
    low, high = wilson(wins, args.games)
    draft = sorted(t for r in results for t in r[1])
    rest = sorted(t for r in results for t in r[2])
    every = sorted(draft + rest)

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0

    print(f"seats {args.seats}, {args.games} games: seat 0 won {wins:.1f} ({wins / args.games:.1%}), "
          f"95% interval {low:.1%} to {high:.1%}")
    print(f"seat 0 decisions: {len(every)}; p50 {pct(every, .5):.3f} s, p95 {pct(every, .95):.3f} s, "
          f"max {pct(every, 1.0):.3f} s; draft only: p95 {pct(draft, .95):.3f} s over {len(draft)}")


if __name__ == "__main__":
    main()
