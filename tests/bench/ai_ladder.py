"""The levels' ladder in every game: hard against normal, normal against easy, easy against random, with
95% Wilson intervals and each level's processor time per move.

    nice -n 10 .venv/bin/python tests/bench/ai_ladder.py [--game monster-day] [--games 200] [--jobs 2]
        [--players 2] [--only hard-normal]

Seats alternate between games (at more than two seats, the upper level takes the even seats in even
games and the odd seats in odd games); a game whose winners are not all of one level is a draw. The
levels' time caps read processor time here, as the times printed do, so that other programs on a shared
machine change neither side's play (``simulate`` reads the wall clock a player waits).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from types import SimpleNamespace
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.ai import search as our_search
from game.cli.simulate import percentile, wilson
from game.engine.registry import get

our_search.time = SimpleNamespace(perf_counter=time.process_time)  # type: ignore[attr-defined]
RUNGS = {"hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"), "easy-random": ("easy", "random")}


def play_one(task: dict[str, Any]) -> dict[str, Any]:
    game = get(task["game"])
    players, index = task["players"], task["index"]
    seed = task["seed"] + index
    upper, lower = task["levels"]
    names = [upper if seat % 2 == index % 2 else lower for seat in range(players)]
    levels = [level_for(game, name) for name in names]
    state = game.new_game(players, seed)
    times: dict[str, list[float]] = {upper: [], lower: []}
    plies = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        forced = len(state.legal_actions()) == 1
        started = time.process_time()
        action = decide(game, state, levels[seat], bot_rng(seed, seat, plies))
        if not forced:
            times[names[seat]].append(time.process_time() - started)
        state.apply(action)
        plies += 1
    sides = {names[w] for w in state.result().winners}
    return {"winner": sides.pop() if len(sides) == 1 else None, "times": times}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="game id (repeat for several); default every game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--only", choices=sorted(RUNGS), action="append")
    parser.add_argument("--seed", type=int, default=310_000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}", flush=True)
    for game_id in args.game or ["monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run"]:
        for rung in args.only or list(RUNGS):
            upper, lower = RUNGS[rung]
            tasks = [{"game": game_id, "players": args.players, "index": i, "seed": args.seed,
                      "levels": (upper, lower)} for i in range(args.games)]
            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                done = list(pool.map(play_one, tasks))
            wins = sum(d["winner"] == upper for d in done)
            draws = sum(d["winner"] is None for d in done)
            low, high = wilson(wins, len(done))
            line = (f"{get(game_id).title}, {args.players} players, {upper} against {lower}: {upper} won {wins}/"
                    f"{len(done)} ({wins / len(done):.1%}, 95% {low:.1%}-{high:.1%}), draws {draws}")
            for name in (upper, lower):
                spent = [t for d in done for t in d["times"][name]]
                if spent and name != "random":
                    line += (f"; {name} median {statistics.median(spent) * 1000:.0f} ms, "
                             f"p95 {percentile(spent, 0.95) * 1000:.0f} ms")
            print(line, flush=True)
    print(f"load average after: {os.getloadavg()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
