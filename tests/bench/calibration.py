"""How honest the review's chances are: games between cheap AI levels, every few positions each
seat's estimate (the review's own estimator and default budget, from that seat's view) against
whether that seat won; bucketed by tenths, with the Brier score.

    PYTHONPATH=. nice -n 10 .venv/bin/python tests/bench/calibration.py [--game dungeon-run]
        [--games 200] [--every 3] [--jobs 2] [--fit]

The seats play the levels in LEVELS, rotating between games; the number of seats alternates between
two and three where the game allows it. Games of even index fit the calibration map, games of odd
index measure it: the "shown" table is out of sample. A map is fitted where the fitting games' raw
estimates are off by more than ten points in a bucket of at least MIN_POSITIONS positions: the
estimates against their wins made monotone (pool adjacent violators over every position), in steps
of at least STEP positions. It is fitted once over every seat count and once per seat count, and the
one with the lower Brier score on the measuring games is kept; with ``--fit`` it is written to
``game/review/calibration.json`` when it lowers that score below the raw estimates' (else the gap
was noise between the halves), and the other games' maps are removed.
"""
from __future__ import annotations

import argparse
import json
import time
from functools import partial
from multiprocessing import Pool
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.engine.registry import get
from game.review.calibration import ANY, FILE, Points, through
from game.review.estimate import Budget, position_rng, raw_chance

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
LEVELS = {"monster-day": ("easy", "normal"), "boss-monster": ("easy", "random"),
          "gauntlet-of-fools": ("easy", "normal"), "dungeon-run": ("easy", "normal")}
MIN_POSITIONS = 40
STEP = 200
OFF = 0.10

Pair = tuple[float, float]  # estimate, result (1 won, a share of 1 for a shared win, 0 lost)
Maps = dict[int, Points]  # by seat count, ANY for every count


def seats(game_id: str, index: int) -> int:
    return 3 if index % 4 >= 2 and 3 in get(game_id).players else 2


def one_game(game_id: str, every: int, budget: Budget, index: int) -> list[Pair]:
    game = get(game_id)
    players = seats(game_id, index)
    names = [LEVELS[game_id][(seat + index) % 2] for seat in range(players)]
    levels = [level_for(game, name) for name in names]
    seed = 10_000 + index
    state = game.new_game(players, seed)
    estimates: list[tuple[int, float]] = []
    ply = 0
    while not state.is_terminal():
        if ply % every == 0:
            estimates += [(seat, raw_chance(game, state, seat, budget, position_rng(seed, ply, seat)))
                          for seat in range(players)]
        seat = state.current_player()
        assert seat is not None
        state.apply(decide(game, state, levels[seat], bot_rng(seed, seat, ply)))
        ply += 1
    result = state.result()
    return [(estimate, result.reward(seat)) for seat, estimate in estimates]


def buckets(pairs: list[Pair]) -> list[dict[str, float]]:
    rows = []
    for tenth in range(10):
        inside = [(e, r) for e, r in pairs if min(int(e * 10), 9) == tenth]
        if inside:
            rows.append({"tenth": tenth, "n": len(inside), "estimate": sum(e for e, _ in inside) / len(inside),
                         "won": sum(r for _, r in inside) / len(inside)})
    return rows


def brier(pairs: list[Pair]) -> float:
    return sum((e - r) ** 2 for e, r in pairs) / max(1, len(pairs))


def worst(pairs: list[Pair]) -> float:
    """The largest gap between estimate and wins in a bucket of at least MIN_POSITIONS positions."""
    return max((abs(row["estimate"] - row["won"]) for row in buckets(pairs) if row["n"] >= MIN_POSITIONS),
               default=0.0)


def monotone(pairs: list[Pair]) -> Points:
    """The positions by estimate, adjacent ones whose wins go down as the estimates go up pooled (pool
    adjacent violators), then pooled further into steps of at least STEP positions: a step's mean
    estimate against its wins."""
    blocks: list[list[float]] = []  # estimate sum, won sum, count
    for estimate, won in sorted(pairs):
        blocks.append([estimate, won, 1.0])
        while len(blocks) > 1 and blocks[-2][1] * blocks[-1][2] > blocks[-1][1] * blocks[-2][2]:
            last = blocks.pop()
            blocks[-1] = [a + b for a, b in zip(blocks[-1], last)]
    steps: list[list[float]] = []
    for block in blocks:
        if steps and steps[-1][2] < STEP:
            steps[-1] = [a + b for a, b in zip(steps[-1], block)]
        else:
            steps.append(block)
    if len(steps) > 1 and steps[-1][2] < STEP:
        last = steps.pop()
        steps[-1] = [a + b for a, b in zip(steps[-1], last)]
    return [(e / n, w / n) for e, w, n in steps]


def shown(maps: Maps, by_seats: dict[int, list[Pair]]) -> list[Pair]:
    return [(through(maps.get(players, maps.get(ANY, [])), e), r) for players, pairs in by_seats.items()
            for e, r in pairs]


def table(rows: list[dict[str, float]]) -> str:
    lines = ["| estimate | positions | mean estimate | won |", "|---|---|---|---|"]
    lines += [f"| {row['tenth'] / 10:.1f}–{(row['tenth'] + 1) / 10:.1f} | {row['n']:.0f} | {row['estimate']:.2f} | "
              f"{row['won']:.2f} |" for row in rows]
    return "\n".join(lines)


def measure(game_id: str, games: int, every: int, budget: Budget, jobs: int) -> dict[str, Any]:
    started = time.perf_counter()
    fit: dict[int, list[Pair]] = {}
    test: dict[int, list[Pair]] = {}
    with Pool(jobs) as pool:
        for index, pairs in enumerate(pool.imap(partial(one_game, game_id, every, budget), range(games))):
            (fit if index % 2 == 0 else test).setdefault(seats(game_id, index), []).extend(pairs)
    every_fit = [pair for pairs in fit.values() for pair in pairs]
    raw = [pair for pairs in test.values() for pair in pairs]
    maps: Maps = {}
    if worst(every_fit) > OFF:
        maps = min(({ANY: monotone(every_fit)}, {players: monotone(pairs) for players, pairs in fit.items()}),
                   key=lambda candidate: brier(shown(candidate, test)))
    seen = shown(maps, test) if maps else raw
    return {"game": game_id, "games": games, "seconds": time.perf_counter() - started, "maps": maps,
            "raw": buckets(raw), "raw_brier": brier(raw), "shown": buckets(seen), "shown_brier": brier(seen),
            "by_seats": {players: buckets(shown(maps, {players: pairs}) if maps else pairs)
                         for players, pairs in sorted(test.items())}}


def stored(out: dict[str, Any], levels: str) -> dict[str, Any]:
    maps = {players: [[round(a, 4), round(b, 4)] for a, b in points] for players, points in out["maps"].items()}
    entry: dict[str, Any] = {"points": maps[ANY]} if ANY in maps \
        else {"by_players": {str(players): points for players, points in maps.items()}}
    return {**entry, "fitted_from": f"{out['games'] // 2} games, {levels}"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=GAMES)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--every", type=int, default=3, help="estimate every Nth position")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--fit", action="store_true", help="write the maps to game/review/calibration.json")
    args = parser.parse_args()
    budget = Budget()
    saved = json.loads(FILE.read_text(encoding="utf-8")) if FILE.exists() else {}
    for game_id in [args.game] if args.game else GAMES:
        out = measure(game_id, args.games, args.every, budget, args.jobs)
        levels = " v ".join(LEVELS[game_id])
        print(f"## {game_id}: {args.games} games, {levels}, budget {budget.to_json()}, "
              f"every {args.every} positions, {out['seconds']:.0f} s")
        print(f"raw (odd games), Brier {out['raw_brier']:.3f}\n{table(out['raw'])}")
        if out["maps"]:
            print(f"shown through the map fitted on even games, Brier {out['shown_brier']:.3f}\n{table(out['shown'])}")
        for players, rows in out["by_seats"].items():
            print(f"shown, {players} seats\n{table(rows)}")
        print(f"maps: {out['maps']}", flush=True)
        if args.fit:
            if out["maps"] and out["shown_brier"] < out["raw_brier"]:
                saved[game_id] = stored(out, levels)
            else:
                saved.pop(game_id, None)
            FILE.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
