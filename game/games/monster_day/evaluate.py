"""What the AI knows about Monster Day: how likely each monster is to end in a village.

A monster drifts toward the village whose total it compares is higher; it is
picked on about 11 rolls in 36, so the lead matters in proportion to the rolls
left, and a monster near the end of a village is hard to pull back.
"""
from __future__ import annotations

import math

from .rules import POINTS, MonsterDayState

PICK_CHANCE = 11 / 36
ROLLED_MEAN = (3.5, 3.5, 7.0, 7.0)  # 2d6 counted only when odd / only when even / always


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def monster_odds(state: MonsterDayState, seat: int) -> list[float]:
    """For each monster, an estimate of the chance it ends in ``seat``'s village."""
    rolls_left = sum(len(h) for h in state.hands) + len(state.deck)
    moves = rolls_left * PICK_CHANCE
    spread = 1.0 + 0.35 * math.sqrt(rolls_left)
    odds = []
    for m, entry in enumerate(state.totals()):
        mine, theirs = entry["totals"][seat], entry["totals"][1 - seat]
        mine += entry["rolled"][seat] * ROLLED_MEAN[m]
        theirs += entry["rolled"][1 - seat] * ROLLED_MEAN[m]
        position = state.monsters[m] if seat == 1 else -state.monsters[m]
        lead = mine - theirs
        pull = math.tanh(lead / 6.0) * min(moves, 6.0)
        expected = position + pull
        if state.over or rolls_left == 0:
            odds.append(1.0 if position > 0 else 0.0 if position < 0 else 0.5)
            continue
        odds.append(_sigmoid(1.6 * expected / spread))
    return odds


def evaluate(state: MonsterDayState, seat: int) -> float:
    if state.over:
        return state.result().reward(seat)
    edge = sum(w * (2.0 * p - 1.0) for w, p in zip(POINTS, monster_odds(state, seat)))
    return _sigmoid(1.2 * edge)
