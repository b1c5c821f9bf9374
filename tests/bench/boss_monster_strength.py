"""Boss Monster strength, measured with the simulator (`python -m game simulate boss-monster`):
`hard` against `random` in 100 two-player games, against `normal` in 200, and against three `random`
seats in 100 four-player games. Seats rotate between games; the win rate of `hard` comes with its
95% Wilson interval, and each level's decision times with their median and 95th percentile.

    nice -n 10 .venv/bin/python tests/bench/boss_monster_strength.py [--jobs 2] [--only hard-vs-normal]
        [--games 50 --seed 40050]

This takes hours on a shared machine; the load average is printed before and after each match.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

MATCHES = {
    "hard-vs-random": ("hard,random", 100),
    "hard-vs-normal": ("hard,normal", 200),
    "hard-vs-three-random": ("hard,random,random,random", 100),
}


def run(name: str, players: str, games: int, jobs: int, seed: int) -> None:
    command = [sys.executable, "-m", "game", "simulate", "boss-monster", "--games", str(games), "--players",
               players, "--jobs", str(jobs), "--seed", str(seed), "--json"]
    print(f"== {name}: {' '.join(command[1:])}", flush=True)
    print(f"   load average before: {os.getloadavg()}", flush=True)
    summary = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    hard = summary["seats"][0]
    low, high = hard["win_rate_95"]
    print(f"   hard wins {hard['wins']} of {summary['games']}: {hard['win_rate']:.1%} "
          f"[95% interval {low:.1%} - {high:.1%}]; {summary['seconds']:.0f} s, mean plies {summary['mean_plies']}")
    for level, times in summary["decision_seconds"].items():
        print(f"   {level} decisions: median {times['median'] * 1000:.0f} ms, p95 {times['p95'] * 1000:.0f} ms "
              f"({times['count']} decisions)")
    print(f"   load average after: {os.getloadavg()}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the simulator")
    parser.add_argument("--seed", type=int, default=40_000, help="seed of the first game of each match")
    parser.add_argument("--only", choices=sorted(MATCHES), help="run only this match")
    parser.add_argument("--games", type=int, help="games per match instead of its full count (a match run in parts)")
    args = parser.parse_args()
    for name, (players, games) in MATCHES.items():
        if args.only in (None, name):
            run(name, players, args.games or games, args.jobs, args.seed)


if __name__ == "__main__":
    main()
