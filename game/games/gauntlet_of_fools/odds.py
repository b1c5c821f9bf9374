"""Exact dice odds: the chance that n attack dice (with One Arm Tied and the Cleaver's x4 when they
apply) plus a fixed bonus reach a target. Distributions are built once by convolution and cached."""
from __future__ import annotations

from functools import cache

from .combat import BOASTS, WEAPONS, Fight, attack_bonus, attack_total, dice_count, monster_numbers
from .heroes import Hero

LOW = BOASTS["one-arm"].numbers["low-faces"]
TIMES = WEAPONS["cleaver"].numbers["times"]


@cache
def tail(dice: int, one_arm: bool, times: int) -> tuple[float, ...]:
    """tail[t] = P(sum of the dice's values >= t), for t from 0 to the highest sum."""
    faces = [(0 if one_arm and f <= LOW else f) * times for f in range(1, 7)]
    dist = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for total, p in dist.items():
            for face in faces:
                nxt[total + face] = nxt.get(total + face, 0.0) + p / 6.0
        dist = nxt
    top = max(dist)
    out = [0.0] * (top + 2)
    for t in range(top, -1, -1):
        out[t] = out[t + 1] + dist.get(t, 0.0)
    return tuple(out)


def reach(dice: int, one_arm: bool, times: int, need: int) -> float:
    """P(the dice's values sum to at least ``need``)."""
    if need <= 0:
        return 1.0
    odds = tail(min(dice, 40), one_arm, times)
    return odds[need] if need < len(odds) else 0.0


def times_of(h: Hero) -> int:
    return TIMES if "cleaver" in h.weapons else 1


def roll_reaches(h: Hero, f: Fight, target: int, extra_dice: int = 0) -> float:
    """The exact chance that this fight's coming roll (or the roll already made) reaches ``target``."""
    if h.priest or h.zero_now:
        return 0.0
    if f.dice or f.spear:
        return 1.0 if attack_total(h, f) >= target else 0.0
    bonus = attack_bonus(h, f)
    need = -(-target // 2) - bonus if h.axe else target - bonus
    return reach(dice_count(h, f) + extra_dice, h.boasting("one-arm"), times_of(h), need)


def kill_chance(h: Hero, f: Fight, extra_dice: int = 0) -> float:
    if f.auto_kill:
        return 1.0
    return roll_reaches(h, f, monster_numbers(h, f)[1], extra_dice)
