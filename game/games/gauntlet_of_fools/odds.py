"""Exact dice odds: the chance that n attack dice (with One Arm Tied and the Cleaver's x4 when they
apply) plus a fixed bonus reach a target. Distributions are built once by convolution and cached."""
from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Any

from game.engine.actions import Action
from game.engine.rng import Rng

from .combat import (BOASTS, ENCOUNTERS, WEAPONS, Fight, attack_bonus, attack_total, dice_count, hero_defense,
                     monster_numbers, treasure_gold)
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


# --- what the table shows before a choice ---------------------------------------------------------
PENDING = frozenset(("begin", "before", "roll", "after", "attack"))  # the attack is still to be made


def hit_chance(h: Hero, f: Fight, kill: float) -> float:
    """The chance the monster hits: its Attack against the hero's Defense is fixed once known, but a
    Berserker's kill turns a hit into a dodge, so that part rides on the kill."""
    if f.phase not in PENDING and f.phase not in ("kill", "defend"):
        return 1.0 if f.hit else 0.0
    if f.auto_dodge:
        return 0.0
    attack = monster_numbers(h, f)[0]
    base = 1.0 if attack >= hero_defense(h) else 0.0
    if f.berserk:
        return base * (1.0 - (1.0 if f.killed else kill))
    return base


def figures(h: Hero, f: Fight) -> dict[str, float]:
    """Kill, hit and the gold to expect from this fight as it stands, before or after the roll (a
    treasure already taken counts as nothing more to come)."""
    kill = 1.0 if f.killed else (kill_chance(h, f) if f.phase in PENDING else 0.0)
    coming = kill * treasure_gold(h, f) if f.phase in PENDING or f.phase == "kill" else 0.0
    return {"kill": kill, "hit": hit_chance(h, f, kill), "gold": coming}


class _Scripted(Rng):
    """Dice that land on given faces (then on 1s): the outcomes of a token that rolls are counted one
    by one, so the figures stay exact."""

    __slots__ = ("faces", "asked")

    def __init__(self, faces: tuple[int, ...]) -> None:
        super().__init__(0)
        self.faces, self.asked = faces, 0

    def die(self, sides: int = 6) -> int:
        self.asked += 1
        return self.faces[self.asked - 1] if self.asked <= len(self.faces) else 1


def _after(state: Any, action: Action, hero: int, instance: int, faces: tuple[int, ...]) -> tuple[dict[str, float], int]:
    s = state.clone()
    rng = _Scripted(faces)
    s.rng = rng
    events = s.apply(action)
    mine = [e for e in events if e.data.get("hero") == hero]
    rolled = sum(len(e.data.get("dice", ())) for e in mine if e.kind in ("dice_rolled", "dice_rerolled"))
    kinds = {e.kind for e in mine}
    f = s.fight
    if f is not None and f.hero == hero and f.instance == instance:
        out = figures(s.heroes[hero], f)
    else:
        kill = 1.0 if "monster_killed" in kinds else 0.0
        out = {"kill": kill, "hit": 1.0 if "hit" in kinds and "dodged" not in kinds else 0.0,
               "gold": float(sum(e.data["amount"] for e in mine if e.kind == "gold_gained"))}
    return out, rolled


def with_option(state: Any, action: Action, hero: int, instance: int) -> dict[str, float]:
    """The figures if ``action`` is taken now; a token that rolls dice is averaged over every face."""
    first, rolled = _after(state, action, hero, instance, ())
    if rolled == 0:
        return first
    total = {"kill": 0.0, "hit": 0.0, "gold": 0.0}
    count = min(rolled, 3)
    # Only which faces come up matters, not on which die: each multiset once, weighted by its orderings.
    for faces in combinations_with_replacement(range(1, 7), count):
        weight = factorial(count) / prod(factorial(faces.count(f)) for f in set(faces)) / 6 ** count
        out, _ = _after(state, action, hero, instance, faces)
        for key in total:
            total[key] += out[key] * weight
    return total


def fight_odds(state: Any, seat: int | None) -> dict[str, Any] | None:
    """Kill, hit and gold to expect for the monster being fought (and the treasure at stake), and the
    same three for each ``use`` option
    of the window open now, worked out on a copy whose hidden cards are re-dealt from ``seat``'s
    knowledge, so the figures say nothing a seat could not know."""
    f = state.fight
    if f is None or not ENCOUNTERS[f.card].is_monster:
        return None
    h = state.heroes[f.hero]
    out: dict[str, Any] = {**figures(h, f), "stake": treasure_gold(h, f), "with": {}}
    top = state.stack[-1] if state.stack and not state.over else None
    if top is None or top.data.get("hero") != f.hero or top.kind not in ("before", "after", "hit", "kill"):
        return out
    uses = [a for a in state.legal_actions() if a.verb == "use"]
    if not uses:
        return out
    base = state.determinize(seat if seat is not None else state.players, Rng(f.instance))
    for action in uses:
        out["with"][str(action)] = with_option(base, action, f.hero, f.instance)
    return out
