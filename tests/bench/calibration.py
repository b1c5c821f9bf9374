"""How honest the review's chances are: games between cheap AI levels, every few positions each
seat's estimate (the review's own estimator and default budget, from that seat's view) against
whether that seat won; bucketed by tenths, with the Brier score.

    PYTHONPATH=. nice -n 10 .venv/bin/python tests/bench/calibration.py [--game dungeon-run]
        [--games 200] [--every 3] [--fit]

The seats play the levels in LEVELS, rotating between games; the number of seats alternates between
two and three where the game allows it. Games of even index fit the calibration map, games of odd
index measure it: the "shown" table is out of sample. A map is fitted where the fitting games' raw
estimates are off by more than ten points in a bucket of at least MIN_POSITIONS positions (the
buckets' mean estimate against their wins, made monotone); with ``--fit`` it is written to
``game/review/calibration.json`` when it lowers the measuring games' Brier score (else the gap was
noise between the halves), and the other games' maps are removed.
"""
from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.engine.registry import get
from game.review.calibration import FILE, through
from game.review.estimate import Budget, position_rng, raw_chance

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
LEVELS = {"monster-day": ("easy", "normal"), "boss-monster": ("easy", "random"),
          "gauntlet-of-fools": ("easy", "normal"), "dungeon-run": ("easy", "normal")}
MIN_POSITIONS = 40
OFF = 0.10

Pair = tuple[float, float]  # estimate, result (1 won, a share of 1 for a shared win, 0 lost)


def one_game(game_id: str, index: int, every: int, budget: Budget) -> list[Pair]:
    game = get(game_id)
    players = 3 if index % 4 >= 2 and 3 in game.players else 2
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


def monotone(points: list[Pair]) -> list[Pair]:
    """Pools adjacent buckets whose wins go down as the estimates go up (pool adjacent violators)."""
    blocks: list[list[float]] = []  # estimate sum, won sum, count
    for estimate, won in points:
        blocks.append([estimate, won, 1.0])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] > blocks[-1][1] / blocks[-1][2]:
            last = blocks.pop()
            blocks[-1] = [a + b for a, b in zip(blocks[-1], last)]
    return [(e / n, w / n) for e, w, n in blocks]


def fitted(pairs: list[Pair]) -> list[Pair] | None:
    """The map for these positions, or None when no well-filled bucket is off by more than OFF."""
    rows = [row for row in buckets(pairs) if row["n"] >= MIN_POSITIONS]
    if not any(abs(row["estimate"] - row["won"]) > OFF for row in rows):
        return None
    return monotone([(row["estimate"], row["won"]) for row in rows])


def table(rows: list[dict[str, float]]) -> str:
    lines = ["| estimate | positions | mean estimate | won |", "|---|---|---|---|"]
    lines += [f"| {row['tenth'] / 10:.1f}–{(row['tenth'] + 1) / 10:.1f} | {row['n']:.0f} | {row['estimate']:.2f} | "
              f"{row['won']:.2f} |" for row in rows]
    return "\n".join(lines)


def measure(game_id: str, games: int, every: int, budget: Budget) -> dict[str, Any]:
    started = time.perf_counter()
    fit_pairs: list[Pair] = []
    test_pairs: list[Pair] = []
    for index in range(games):
        (fit_pairs if index % 2 == 0 else test_pairs).extend(one_game(game_id, index, every, budget))
    points = fitted(fit_pairs)
    shown = [(through(points, e), r) for e, r in test_pairs] if points else test_pairs
    return {"game": game_id, "games": games, "seconds": time.perf_counter() - started, "points": points,
            "raw": buckets(test_pairs), "raw_brier": brier(test_pairs), "shown": buckets(shown),
            "shown_brier": brier(shown)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=GAMES)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--every", type=int, default=3, help="estimate every Nth position")
    parser.add_argument("--fit", action="store_true", help="write the maps to game/review/calibration.json")
    args = parser.parse_args()
    budget = Budget()
    maps = json.loads(FILE.read_text(encoding="utf-8")) if FILE.exists() else {}
    for game_id in [args.game] if args.game else GAMES:
        out = measure(game_id, args.games, args.every, budget)
        print(f"## {game_id}: {args.games} games, {' v '.join(LEVELS[game_id])}, budget {budget.to_json()}, "
              f"every {args.every} positions, {out['seconds']:.0f} s")
        print(f"raw (odd games), Brier {out['raw_brier']:.3f}\n{table(out['raw'])}")
        if out["points"]:
            print(f"shown through the map fitted on even games, Brier {out['shown_brier']:.3f}\n{table(out['shown'])}")
        print(f"map: {out['points']}", flush=True)
        if args.fit:
            if out["points"] and out["shown_brier"] < out["raw_brier"]:
                maps[game_id] = {"points": [[round(a, 4), round(b, 4)] for a, b in out["points"]],
                                 "fitted_from": f"{args.games // 2} games, {' v '.join(LEVELS[game_id])}"}
            else:
                maps.pop(game_id, None)
            FILE.write_text(json.dumps(maps, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
