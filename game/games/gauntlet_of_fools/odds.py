"""Exact dice odds: the chance that n attack dice (with One Arm Tied and the Cleaver's x4 when they
apply) plus a fixed bonus reach a target, and from it a fight's chances to kill and to be hit as it
stands. Distributions are built once by convolution and cached; nothing here changes its arguments."""
from __future__ import annotations

from functools import cache
from itertools import product

from .combat import (BOASTS, ENCOUNTERS, SPENT, SWUNG, WEAPONS, Fight, attack_bonus, attack_total, dice_count,
                     hero_defense, monster_numbers, treasure_gold)
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
    return min(1.0, odds[need]) if need < len(odds) else 0.0  # a sum of sixths may pass 1 by a hair


def times_of(h: Hero) -> int:
    return TIMES if "cleaver" in h.weapons else 1


def roll_reaches(h: Hero, f: Fight, target: int, extra_dice: int = 0, dice: int | None = None) -> float:
    """The exact chance that this fight's coming roll (or the roll already made) reaches ``target``;
    ``dice`` counts the dice of that roll when it is not the fight's own (a reroll of them all)."""
    if "priest" in h.this_turn or h.this_turn.get("axe") == SPENT:
        return 0.0
    if f.dice or f.spear:
        return 1.0 if attack_total(h, f) >= target else 0.0
    bonus = attack_bonus(h, f)
    need = -(-target // 2) - bonus if h.this_turn.get("axe") == SWUNG else target - bonus
    count = dice_count(h, f) + extra_dice if dice is None else dice
    return reach(count, h.boasting("one-arm"), times_of(h), need)


def kill_chance(h: Hero, f: Fight, extra_dice: int = 0) -> float:
    if f.auto_kill:
        return 1.0
    return roll_reaches(h, f, monster_numbers(h, f)[1], extra_dice)


def _monster_phase(f: Fight) -> bool:
    """The attack is still to be made (or the dice still to be counted)."""
    return f.phase in ("begin", "before", "roll", "after", "attack")


def kill_now(h: Hero, f: Fight) -> float:
    """The chance this fight ends with the monster killed, as it stands."""
    if f.killed:
        return 1.0
    if f.skipped or not ENCOUNTERS[f.card].is_monster or not _monster_phase(f):
        return 0.0
    return kill_chance(h, f)


def hit_now(h: Hero, f: Fight) -> float:
    """The chance the hero is hit in this fight, as it stands (a Berserker's kill dodges)."""
    card = ENCOUNTERS[f.card]
    if f.skipped:
        return 0.0
    if not card.is_monster:
        return 1.0 if card.effect == "trap-wound" and (f.hit or _monster_phase(f)) else 0.0
    if not (_monster_phase(f) or f.phase in ("kill", "defend")):
        return 1.0 if f.hit else 0.0
    if f.auto_dodge or monster_numbers(h, f)[0] < hero_defense(h):
        return 0.0
    return 1.0 - kill_now(h, f) if f.berserk else 1.0


def gold_at_stake(h: Hero, f: Fight) -> int:
    """What a kill would pay now (before any choice of Bee Swarm's or the Hellhound's)."""
    if not ENCOUNTERS[f.card].is_monster or f.given_up:
        return 0
    return treasure_gold(h, f)


def rerolled(h: Hero, f: Fight, faces: list[int], new_dice: int) -> tuple[float, float]:
    """(kill, hit) chances if ``faces`` are taken from the roll and ``new_dice`` dice are rolled and
    added, every outcome counted exactly."""
    if not ENCOUNTERS[f.card].is_monster:
        return 0.0, hit_now(h, f)
    kept = list(f.dice)
    for face in faces:
        kept.remove(face)
    if not kept and new_dice > 2:  # the whole roll again: its exact distribution, not every outcome
        trial = f.copy()
        trial.dice = []
        kill = 1.0 if f.auto_kill else roll_reaches(h, trial, monster_numbers(h, trial)[1], dice=new_dice)
        if f.auto_dodge or monster_numbers(h, f)[0] < hero_defense(h):
            return kill, 0.0
        return kill, (1.0 - kill if f.berserk else 1.0)
    kill = hit = 0.0
    for outcome in product(range(1, 7), repeat=new_dice):  # the dice are known: each outcome is 0 or 1
        trial = f.copy()
        trial.dice = kept + list(outcome)
        kill += kill_now(h, trial)
        hit += hit_now(h, trial)
    return kill / 6 ** new_dice, hit / 6 ** new_dice
