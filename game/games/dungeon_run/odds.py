"""Odds before you act: the evaluator's model of a fight, and the chances a table shows a player
before a fight, a flee or a disarm, worked out from that seat's view alone (the hero's numbers as the
view shows them, the monster's or trap's card, the monster's wounds on its tile).

The model (shared with ``ai/evaluate.py``): in one fight the monster's potential wounds and the
hero's dice at or above its defense are binomial; the hero either puts every such die on wounds or
first cancels what they can (as the engine's advice does: stay standing, then fell the monster, then
take the fewest wounds). Low dice that happen to block, rerolls and assistance are left out, so the
figures are a little on the cautious side.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from .heroes import CARDS

HERO_MAX, MONSTER_MAX = 14, 12  # hit points beyond these change the odds too little to count
SUCCESS = 4  # a disarm die succeeds on a 4 or more (rulebook, "Disinnescare")
HERO_ESCAPE, SWIFT_ESCAPE = 4, 3  # fleeing other heroes in the endgame (rulebook, "Scappare dagli Eroi")


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


# --- from a seat's view ------------------------------------------------------------------------------
def _hero(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return view["heroes"][seat]  # type: ignore[no-any-return]


def _monster_wounds(view: dict[str, Any], monster: str) -> int:
    for tile in view["dungeon"]["tiles"]:
        if tile["encounter"] == monster:
            return int(tile["monster_wounds"])
    return 0


def _alone(view: dict[str, Any], seat: int) -> bool:
    me = _hero(view, seat)
    return not any(h["seat"] != seat and h.get("hero") and not h["out"] and not h["down"]
                   and (h["x"], h["y"]) == (me["x"], me["y"]) for h in view["heroes"])


def fight_dice(view: dict[str, Any], seat: int, monster: str, stat: str) -> int:
    """The dice the hero rolls against this monster with this stat, before assistance."""
    hero, card = _hero(view, seat), CARDS.monsters[monster]
    bonus = hero["bonus"]
    dice = hero["stats"][stat] + bonus["fight"] + bonus["fight_against"].get(card.type, 0) + bonus["rage"]
    if _alone(view, seat):
        dice += bonus["lone"]
    fearsome = card.has("fearsome")
    if fearsome:
        dice -= fearsome["amount"]
    return max(1, dice)


def fight_odds(view: dict[str, Any], seat: int, monster: str, stat: str | None = None) -> dict[str, Any]:
    """Before a fight: ``kill`` (the monster falls in this fight), ``wounded`` (the hero takes at least
    one wound), ``fall`` (the hero falls in it), ``win`` (the hero fells it before falling, fight after
    fight), and the ``stat`` and ``dice`` they are worked out for (the better stat if none is given)."""
    card = CARDS.monsters[monster]
    immune = card.has("immune")
    stats = [s for s in ("might", "magic") if not immune or immune["stat"] != s]
    if stat is None:
        stat = max(stats, key=lambda s: (fight_dice(view, seat, monster, s), s))
    hero = _hero(view, seat)
    dice = fight_dice(view, seat, monster, stat)
    wounds = _monster_wounds(view, monster)
    attack = card.attack + (wounds if card.has("frenzy") else 0)
    venom, armored = card.has("venom"), card.has("armored")
    params = (min(dice, 10), card.defense, min(attack, 8), len(card.aggression), min(hero["armor"], 3),
              venom["amount"] if venom else 0, armored["amount"] if armored else 0)
    left, monster_left = max(0, hero["health"] - hero["wounds"]), card.health - wounds
    kill = wounded = fall = 0.0
    for p, plans in rounds(*params):
        dealt, lost = min(plans, key=lambda d: (d[1] >= left, d[0] < monster_left, d[1], -d[0]))
        kill += p * (dealt >= monster_left)
        wounded += p * (lost > 0)
        fall += p * (lost >= left)
    return {"stat": stat, "dice": dice, "kill": kill, "wounded": wounded, "fall": fall,
            "win": exchange(*params[:5], left, monster_left, *params[5:])}


def flee_odds(view: dict[str, Any], seat: int, monster: str | None) -> dict[str, Any]:
    """Before a flee: ``escape`` (enough Dexterity dice at or above the escape value: two for a sticky
    monster; a 4, or a 3 when swift, against heroes in the endgame), and ``wounded`` (the flee fails
    and the monster's free attack wounds the hero)."""
    hero = _hero(view, seat)
    dice = max(1, hero["stats"]["dexterity"] + hero["bonus"]["flee"])
    card = CARDS.monsters[monster] if monster else None
    face = card.escape if card else (SWIFT_ESCAPE if hero["bonus"]["swift"] else HERO_ESCAPE)
    needed = 2 if card and card.has("sticky") else 1
    escape = sum(binomial(dice, max(0, 7 - face) / 6)[needed:])
    hurt = 0.0
    if card is not None:
        venom = card.has("venom")
        attack = card.attack + (_monster_wounds(view, card.id) if card.has("frenzy") else 0)
        for hits, p in enumerate(binomial(attack, len(card.aggression) / 6)):
            hurt += p * (hits + (venom["amount"] if venom and hits else 0) - hero["armor"] > 0)
    return {"dice": dice, "needs": face, "count": needed, "escape": escape, "wounded": (1 - escape) * hurt}


def disarm_odds(view: dict[str, Any], seat: int, trap: str) -> dict[str, Any]:
    """Before a disarm: ``disarm`` (enough dice of 4 or more) and ``wounded`` (it springs on the hero)."""
    hero, card = _hero(view, seat), CARDS.traps[trap]
    dice = max(1, hero["stats"][card.disarm] + hero["bonus"]["disarm"])
    disarm = sum(binomial(dice, (7 - SUCCESS) / 6)[card.successes:])
    damage = card.damage // 2 if hero["bonus"]["trapwise"] else card.damage
    return {"dice": dice, "needs": card.successes, "disarm": disarm, "wounded": (1 - disarm) * (damage > 0)}
