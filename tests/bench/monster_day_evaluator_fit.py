"""Refits the constants of Monster Day's evaluator from where the monsters really end.

    python tests/bench/monster_day_evaluator_fit.py [--games 1500]

Plays games between ``easy`` seats, records every monster's position, lead and rolls left after
each ply with the village it finally ends in, and fits the logistic model of
``game/games/monster_day/ai/evaluate.py`` by coordinate descent on the Brier score; prints the fitted
constants and the Brier score of the current ones on the same data.
"""
from __future__ import annotations

import argparse
import math
import random

from game.ai import bot_rng, decide
from game.engine.registry import get
from game.games.monster_day.ai import evaluate as ev

Row = tuple[int, int, int, int, float]


def collect(games: int) -> list[Row]:
    game = get("monster-day")
    rows: list[Row] = []
    for i in range(games):
        state = game.new_game(2, 5000 + i)
        seen: list[tuple[int, int, int, int, int]] = []
        ply = 0
        while not state.is_terminal():
            left = sum(len(h) for h in state.hands) + len(state.deck)
            for m in range(4):
                lead = state.sums[2 * m + 1] - state.sums[2 * m]
                seen.append((1, m, state.monsters[m], lead, left))
            seat = state.current_player()
            state.apply(decide(game, state, "easy", bot_rng(i, seat, ply)))
            ply += 1
        for _, m, position, lead, left in seen:
            final = state.monsters[m]
            rows.append((m, position, lead, left, 1.0 if final > 0 else 0.0 if final < 0 else 0.5))
    return rows


def brier(params: list[float], rows: list[Row]) -> float:
    a, alpha, b, beta, *scales = params
    total = 0.0
    for m, position, lead, left, outcome in rows:
        if left == 0:
            p = 1.0 if position > 0 else 0.0 if position < 0 else 0.5
        else:
            z = a * position / (1 + alpha * left) + b * math.tanh(lead / scales[m]) / (1 + beta * left)
            p = 1 / (1 + math.exp(-z))
        total += (p - outcome) ** 2
    return total / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1500)
    args = parser.parse_args()
    rows = random.Random(1).sample(collect(args.games), 40_000)
    current = [ev.POSITION_WEIGHT, ev.POSITION_DAMPING, ev.LEAD_WEIGHT, ev.LEAD_DAMPING, *ev.LEAD_SCALE]
    params, best = list(current), brier(current, rows)
    steps = [0.3, 0.05, 0.3, 0.03, 1.0, 1.0, 1.0, 1.0]
    for _ in range(6):
        for i in range(len(params)):
            for delta in (steps[i], -steps[i]):
                trial = list(params)
                trial[i] += delta
                if trial[i] > 0 and (score := brier(trial, rows)) < best:
                    params, best = trial, score
        steps = [s * 0.6 for s in steps]
    print(f"current constants: Brier {brier(current, rows):.4f}")
    print(f"fitted: Brier {best:.4f}: {[round(p, 3) for p in params]}")


if __name__ == "__main__":
    main()
