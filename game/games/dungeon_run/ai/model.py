"""The AI's quick model of a fight, fight after fight until one side falls: the monster's potential
wounds and the hero's dice at or above its defense are binomial, and the hero either puts every such
die on wounds or first cancels what they can. Low dice that happen to block, rerolls, drains and
assistance are left out: it is an estimate for weighing positions in search, fast and cached, never
shown to a player (the table's odds, ``odds.py``, count the rules' own arithmetic exactly).
"""
from __future__ import annotations

import math
from functools import lru_cache

HERO_MAX, MONSTER_MAX = 14, 12  # hit points beyond these change the odds too little to count


def binomial(n: int, p: float) -> list[float]:
    return [math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


@lru_cache(maxsize=None)
def rounds(dice: int, defense: int, attack: int, hit_faces: int, armor: int, venom: int,
            armored: int) -> tuple[tuple[float, tuple[tuple[int, int], ...]], ...]:
    """One combat round's outcomes: probability, and the (wounds dealt, wounds taken) of each plan.

    The monster's potential wounds and the hero's dice at or above defense are binomial; the hero
    spends those dice either all on wounds or first on cancelling (low dice that happen to block are
    left out of the estimate)."""
    high = binomial(dice, max(0, 7 - defense) / 6)
    hits = binomial(attack, hit_faces / 6)
    out = []
    for h, ph in enumerate(hits):
        for k, pk in enumerate(high):
            if ph * pk < 1e-6:
                continue
            plans = set()
            for cancel in (0, min(h, k)):
                left_hits = h - cancel
                plans.add((max(0, k - cancel - armored), max(0, left_hits + (venom if left_hits else 0) - armor)))
            out.append((ph * pk, tuple(sorted(plans))))
    return tuple(out)


@lru_cache(maxsize=200_000)
def _win(params: tuple[int, ...], hero: int, monster: int) -> float:
    """P(the hero fells the monster before falling) from this position, fight after fight."""
    if monster <= 0:
        return 1.0
    if hero <= 0:
        return 0.0
    win = 0.5
    for _ in range(3):  # rounds that change nothing come back to this position
        total = 0.0
        for p, plans in rounds(*params):
            best = 0.0
            for dealt, lost in plans:
                if dealt == 0 and lost == 0:
                    value = win
                elif dealt >= monster:
                    value = 1.0
                else:
                    value = _win(params, hero - lost, monster - dealt)
                if value > best:
                    best = value
            total += p * best
        win = total
    return win


def exchange(dice: int, defense: int, attack: int, hit_faces: int, armor: int, left: int, monster_left: int,
             venom: int = 0, armored: int = 0) -> float:
    """The chance of felling a monster before falling, fight after fight."""
    params = (min(dice, 10), defense, min(attack, 8), hit_faces, min(armor, 3), venom, armored)
    return _win(params, min(left, HERO_MAX), min(monster_left, MONSTER_MAX))
