"""Dungeon Run AI strength and decision times, with 95% Wilson intervals.

    nice -n 10 python tests/bench/dungeon_run_strength.py [--games 100] [--jobs 2] [--iterations N]
        [--only table|solo] [--log PREFIX [--report]]

hard against three random seats in four-player games (target: hard wins at least 60%, seats turning
between games), and hard alone against the Dungeon Lord (target: at least half the games won), with
the solo score distribution; hard's decision times (wall clock and processor time; target p95 at most
1.0 s). At full size it takes a few hours on two busy cores.
"""
from __future__ import annotations

import argparse
import statistics
import sys

from dungeon_run_games import describe_ends, machine, play_many, read_log, times, wins_of

from game.cli.simulate import percentile, wilson


def report(title: str, played: list, target: float) -> bool:
    wins = wins_of(played, "hard")
    n = len(played)
    low, high = wilson(wins, n)
    t = times(played, "hard")
    ok = wins / n >= target
    print(f"{title}: hard won {wins}/{n} ({wins / n:.1%}, 95% {low:.1%}-{high:.1%}); target >= {target:.0%}: "
          f"{'met' if ok else 'NOT met'}")
    print(f"  ends: {describe_ends(played)}")
    print(f"  hard decisions: {t['decisions']}, wall median {t['wall_median'] * 1000:.0f} ms p95 "
          f"{t['wall_p95'] * 1000:.0f} ms; processor median {t['cpu_median'] * 1000:.0f} ms p95 "
          f"{t['cpu_p95'] * 1000:.0f} ms max {t['cpu_max'] * 1000:.0f} ms; target p95 <= 1000 ms: "
          f"{'met' if t['wall_p95'] <= 1.0 else 'NOT met'} (wall), {'met' if t['cpu_p95'] <= 1.0 else 'NOT met'} "
          f"(processor)")
    return ok and t["wall_p95"] <= 1.0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=None, help="override hard's iterations")
    parser.add_argument("--seed", type=int, default=90000)
    parser.add_argument("--only", choices=("table", "solo"), default=None)
    parser.add_argument("--log", default=None, help="append each finished game to PREFIX-table.jsonl / PREFIX-solo.jsonl")
    parser.add_argument("--report", action="store_true", help="report the games already in the --log files")
    args = parser.parse_args()
    print(machine())

    def games(kind: str, levels: list[str], seed: int) -> list:
        log = f"{args.log}-{kind}.jsonl" if args.log else None
        if args.report and log:
            return read_log(log)
        return play_many(levels, args.games, seed, args.iterations, args.jobs, log=log)
    ok = True
    if args.only in (None, "table"):
        played = games("table", ["hard", "random", "random", "random"], args.seed)
        ok &= report("four players, hard against three random", played, 0.60)
    if args.only in (None, "solo"):
        played = games("solo", ["hard"], args.seed + 5000)
        ok &= report("solo, hard against the Dungeon Lord", played, 0.50)
        scores = sorted(p.score for p in played if p.winners)
        if scores:
            print(f"  solo scores of the {len(scores)} wins: min {scores[0]:.0f}, quartiles "
                  f"{percentile(scores, 0.25):.0f} / {statistics.median(scores):.0f} / {percentile(scores, 0.75):.0f}, "
                  f"max {scores[-1]:.0f}, mean {statistics.fmean(scores):.0f}")
            buckets: dict[int, int] = {}
            for score in scores:
                buckets[int(score // 200 * 200)] = buckets.get(int(score // 200 * 200), 0) + 1
            print("  by 200s: " + ", ".join(f"{b}-{b + 199}: {n}" for b, n in sorted(buckets.items())))
    print(machine())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
