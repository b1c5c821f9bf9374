"""How likely each monster is to end in a village, and the fast playout policy.

A monster drifts toward the village whose total it compares is higher and is
picked on 11 rolls in 36, so both its position and the current lead matter
less the more rolls are left. The odds are a logistic model of position and
lead, each damped by the rolls left; its constants were fitted to where the
monsters ended in 1,500 games between ``easy`` seats (Brier score 0.185
against 0.237 for the untuned model; ``tests/bench/monster_day_evaluator_fit.py``
refits them). A game is then won on the four monsters' points, taken as
independent.
"""
from __future__ import annotations

import math

from game.engine.actions import Action
from game.engine.rng import Rng

from ..cards import FIXED, POINTS
from ..state import MonsterDayState

POSITION_WEIGHT, POSITION_DAMPING = 2.77, 0.54
LEAD_WEIGHT, LEAD_DAMPING = 2.36, 0.176
LEAD_SCALE = (7.4, 7.3, 6.7, 9.4)  # a "large" lead for the Catoblepas, Dire Bear, Glatisant, Pegasus
ROLLED_MEAN = (3.5, 3.5, 7.0, 7.0)  # 2d6 counted only when odd / only when even / always


def monster_odds(state: MonsterDayState, seat: int) -> list[float]:
    """For each monster, the chance that it ends in ``seat``'s village."""
    rolls_left = sum(len(h) for h in state.hands) + len(state.deck)
    sign = 1 if seat == 1 else -1
    out = []
    for m in range(4):
        mine = state.sums[2 * m + seat] + state.rolled[2 * m + seat] * ROLLED_MEAN[m]
        theirs = state.sums[2 * m + 1 - seat] + state.rolled[2 * m + 1 - seat] * ROLLED_MEAN[m]
        out.append(ending_odds(m, sign * state.monsters[m], mine - theirs, rolls_left))
    return out


def ending_odds(m: int, position: int, lead: float, rolls_left: int) -> float:
    """The chance that monster ``m`` ends in a village, seen from that village: its ``position``
    counted toward it, its ``lead`` in the totals the monster compares, the rolls still to come."""
    if rolls_left == 0:
        return 1.0 if position > 0 else 0.0 if position < 0 else 0.5
    z = (POSITION_WEIGHT * position / (1.0 + POSITION_DAMPING * rolls_left)
         + LEAD_WEIGHT * math.tanh(lead / LEAD_SCALE[m]) / (1.0 + LEAD_DAMPING * rolls_left))
    return 1.0 / (1.0 + math.exp(-z))


def win_chance(odds: list[float]) -> float:
    """The chance of more points than the opponent, each monster's chance of ending in the seat's
    village (``odds``) taken as independent: the Pegasus (2 points) and any one of the other three,
    or those three without it. A monster that never left the start counts as half in each village."""
    a, b, c, pegasus = odds
    return pegasus * (1.0 - (1.0 - a) * (1.0 - b) * (1.0 - c)) + (1.0 - pegasus) * a * b * c


def evaluate(state: MonsterDayState, seat: int) -> float:
    if state.over:
        return state.result().reward(seat)
    return win_chance(monster_odds(state, seat))


def playout_play(state: MonsterDayState, rng: Rng) -> Action:
    """A fast playout move: usually the play that most improves the mover's leads where monsters are
    still in play, sometimes a random one so that playouts do not all look alike."""
    legal = state.legal_actions()
    if rng.below(4) == 0:
        return legal[rng.below(len(legal))]
    seat = state.frames[-1].seat
    best, best_gain = legal[0], -1e9
    for action in legal:
        card, suit = action.args
        space = state.aces.index(suit)
        village = space // 3
        covered = state.spaces[space][-1] if state.spaces[space] else None
        added = FIXED[card]
        removed = FIXED[covered] if covered else (0, 0, 0, 0)
        gain = 0.0
        for m in range(4):
            change = added[m] - removed[m]
            if change:
                lead = state.sums[2 * m + seat] - state.sums[2 * m + 1 - seat]
                new = lead + change if village == seat else lead - change
                gain += POINTS[m] * (math.tanh(new / LEAD_SCALE[m]) - math.tanh(lead / LEAD_SCALE[m]))
        if gain > best_gain:
            best, best_gain = action, gain
    return best
