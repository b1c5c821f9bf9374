"""Dungeon Run's speed and how games end, on one core.

    python tests/bench/dungeon_run_speed.py [--games 100]

Plays four-player games between easy seats in this process and reports games per second of
processor time (the issue asks for at least 20), the mean rounds, whether the Lord was reached and
felled, how the games ended, the most rounds any game took and the share of games past 45 rounds
(the round limit is 60), how long the endgame lasted, how many fights between heroes it saw and how
often the Stone changed hands; then the same
for four random seats, and for six easy seats, to show how near the limit random play comes.
"""
from __future__ import annotations

import argparse
import json
import sys

from dungeon_run_games import describe_ends, machine, play_many


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=70000)
    args = parser.parse_args()
    print(machine())
    play_many(["easy"] * 4, 3, args.seed - 10, timed=False)  # warm the caches of card effects and fight odds
    failed = False
    for levels in (["easy"] * 4, ["random"] * 4, ["easy"] * 6, ["easy"] * 2):
        played = play_many(levels, args.games, args.seed, timed=False)
        cpu = sum(p.cpu_seconds for p in played)
        ends = describe_ends(played)
        rate = len(played) / cpu
        line = f"{','.join(levels)}: {len(played)} games, {rate:.1f} games per processor second; "
        line += json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in ends.items()})
        if levels == ["easy"] * 4:
            ok = rate >= 20
            failed |= not ok
            line += f"; target >= 20 games/s: {'met' if ok else 'NOT met'}"
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
