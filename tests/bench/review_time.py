"""How long the review of a whole game takes, per game, at the review's default budget (what the
ending screen and ``card-table review`` use): one seeded game between the easy level's seats, its
positions, and the processor and wall-clock seconds of its review.

    PYTHONPATH=. .venv/bin/python tests/bench/review_time.py [--players 2] [--seed 1]

Processor time is the figure to compare: on a shared machine the wall clock also counts the others.
"""
from __future__ import annotations

import argparse
import time

from game.ai import bot_rng, decide
from game.engine.match import Match
from game.review import Budget, review_match

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    budget = Budget()
    print(f"budget {budget.to_json()} (hard_iterations None: the hard level's own), {args.players} seats")
    print("| game | decisions | processor s | wall s | per decision, ms |")
    print("|---|---|---|---|---|")
    for game_id in GAMES:
        match = Match.start(game_id, args.players, args.seed)
        while not match.state.is_terminal():
            seat = match.state.current_player()
            assert seat is not None
            match.submit(decide(match.game, match.state, "easy", bot_rng(args.seed, seat, len(match.actions))))
        cpu, wall = time.process_time(), time.perf_counter()
        review_match(match, budget, "")
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(f"| {game_id} | {len(match.actions)} | {cpu:.1f} | {wall:.1f} | {1000 * cpu / len(match.actions):.0f} |",
              flush=True)


if __name__ == "__main__":
    main()
