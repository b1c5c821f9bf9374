"""Boss Monster speed: random games per second on one core for 2, 3 and 4 players, and the AI's
decision times at positions reached by random play.

    nice -n 10 .venv/bin/python tests/bench/boss_monster_speed.py [--seconds 10] [--decisions 100]

"direct" plays uniformly random legal actions straight on the state (as `python -m game bench`
does); "through decide" goes through the AI's one road, the `random` level, which determinizes the
position for every choice (as `python -m game simulate` does). The machine may be shared: the load
average is printed before and after.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from game.ai import bot_rng, decide, level_for
from game.cli.bench import decision_times, random_games_per_second
from game.cli.simulate import percentile
from game.engine.registry import get
from game.engine.state import Game


def through_decide(game: Game, players: int, seconds: float) -> float:
    level = level_for(game, "random")
    games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_game(players, games)
        ply = 0
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(decide(game, state, level, bot_rng(games, seat, ply)))
            ply += 1
        games += 1
    return games / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per games-per-second figure")
    parser.add_argument("--decisions", type=int, default=100, help="positions per decision-time figure")
    args = parser.parse_args()
    game = get("boss-monster")
    print(f"load average before: {os.getloadavg()}")
    for players in (2, 3, 4):
        direct = random_games_per_second(game, players, args.seconds)
        decided = through_decide(game, players, args.seconds)
        print(f"random {players}-player games on one core: {direct:.0f} games/s direct, "
              f"{decided:.0f} games/s through decide")
    for players in (2, 4):
        for level in ("normal", "hard"):
            times = decision_times(game, players, level, args.decisions)
            print(f"{level} decisions, {players} players ({len(times)} positions): median "
                  f"{statistics.median(times) * 1000:.0f} ms, p95 {percentile(times, 0.95) * 1000:.0f} ms, "
                  f"max {max(times) * 1000:.0f} ms")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
