"""Monster Day AI strength: the match-ups the foundation promises, with 95% Wilson intervals.

    python tests/bench/monster_day_strength.py [--jobs 2] [--scale 1.0]

Takes about an hour on two cores at full scale (the hard-against-easy run dominates).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys

MATCHUPS = [("hard", "random", 200, 0.95), ("normal", "random", 200, 0.90), ("hard", "easy", 600, None)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the games to play")
    args = parser.parse_args()
    failed = False
    for first, second, games, target in MATCHUPS:
        n = max(2, int(games * args.scale))
        done = subprocess.run([sys.executable, "-m", "game", "simulate", "monster-day", "--games", str(n),
                               "--players", f"{first},{second}", "--seed", "90000", "--jobs", str(args.jobs),
                               "--json"], capture_output=True, text=True, check=True)
        summary = json.loads(done.stdout)
        seat = summary["seats"][0]
        low, high = seat["win_rate_95"]
        verdict = ""
        if target is not None:
            ok = seat["win_rate"] >= target
            verdict = f"target >= {target:.0%}: {'met' if ok else 'NOT met'}"
        else:
            ok = low > 0.5
            verdict = f"target interval above 50%: {'met' if ok else 'NOT met'}"
        failed |= not ok
        times = summary["decision_seconds"].get(first, {})
        print(f"{first} vs {second}: {seat['wins']}/{n} wins ({seat['win_rate']:.1%}, 95% {low:.1%}-{high:.1%}), "
              f"draws {summary['draws']}; {first} decision median {times.get('median', 0) * 1000:.0f} ms, "
              f"p95 {times.get('p95', 0) * 1000:.0f} ms; {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
