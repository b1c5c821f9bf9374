"""Odds before you act, from a seat's view alone, counted with the rules' own arithmetic.

For a fight the view gives what the rules work out (``view.fight_numbers``): the monster's attack
dice against the hero, the hero's dice for each stat, the rerolls the rules will make, and the blow's
numbers (``blow.Sides``). Every roll the dice may show is counted with its chance and resolved by
``blow.block`` and the assignment ``blow.best`` advises, the functions the engine applies (and the
assignment the table's B key sends). So the figures are exact for a hero who takes that advice; the
assistance and sabotage not yet declared are left out. A flee, a disarm, a free attack and a duel
with another hero (``blow.duel_outcome``) are counted the same way from the rules they follow.

Every answer is a ``Chances``: ``kill`` (the monster falls, or the flee or disarm succeeds),
``wounded`` (the hero takes at least one wound) and ``fall`` (the hero falls: knocked out, or out of
the game in the endgame or in solo play).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterator

from .blow import DUEL_HIT, Duel, Sides, best, block, choices, duel_choices, missed, on_hero
from .heroes import CARDS
from .rules.encounters import SUCCESS
from .rules.escape import HERO_ESCAPE, SWIFT_ESCAPE
from .rules.tiles import BOOK_BITES

Faces = tuple[float, ...]  # the chance of each face 1-6 on one die
UNIFORM: Faces = (1 / 6,) * 6


@dataclass(frozen=True)
class Chances:
    dice: int  # the hero's dice in the roll
    kill: float  # the monster falls (a fight), the hero gets away (a flee), the trap is disarmed
    wounded: float
    fall: float


# --- counting rolls --------------------------------------------------------------------------------
def _compositions(n: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, parts - 1):
            yield (first, *rest)


def rolls(n: int, groups: list[tuple[int, ...]], mix: list[tuple[float, Faces]]) -> Iterator[tuple[float, list[int]]]:
    """Every roll of ``n`` dice up to the order of the dice and up to faces that act alike (a group
    of faces stands for all of them, shown by its first face), with its chance. ``mix`` is the dice as
    a weighted sum of independent rolls of the given face chances."""
    sums = [[sum(faces[f - 1] for f in group) for group in groups] for _, faces in mix]
    for counts in _compositions(n, len(groups)):
        ways = math.factorial(n)
        for c in counts:
            ways //= math.factorial(c)
        chance = sum(weight * ways * math.prod(q ** c for q, c in zip(qs, counts))
                     for (weight, _), qs in zip(mix, sums))
        if chance > 1e-12:
            yield chance, [group[0] for group, c in zip(groups, counts) for _ in range(c)]


def _rerolled(faces: Faces, miss: Any) -> Faces:
    """A die whose misses are rolled once more."""
    lost = sum(p for f, p in enumerate(faces, 1) if miss(f))
    return tuple((0.0 if miss(f) else p) + lost / 6 for f, p in enumerate(faces, 1))


def hero_dice(s: Sides, hits: list[int], n: int, reroll: bool, jinx: bool) -> list[tuple[float, Faces]]:
    """The hero's dice in a fight (``rerolled_dice``), the misses those the monster's roll leaves."""
    return rerolled_dice(lambda f: missed(s, f, hits), n, reroll, jinx)


def rerolled_dice(miss: Callable[[int], bool], n: int, reroll: bool, jinx: bool) -> list[tuple[float, Faces]]:
    """A hero's ``n`` dice as a weighted sum of independent rolls, after the rules' rerolls: the hero's
    own (the dice that ``miss``) and a jinx (the 6s), once per action between them (rulebook, "Ritirare
    i dadi"). With a jinx, the rolls without a 6 keep the hero's own reroll: the jinxed roll, less
    those rolls as jinxed (unchanged), plus them as the hero's reroll leaves them."""
    own = (lambda faces: _rerolled(faces, miss)) if reroll else (lambda faces: faces)
    if not jinx:
        return [(1.0, own(UNIFORM))]
    sixless: Faces = (0.2,) * 5 + (0.0,)
    without = (5 / 6) ** n
    return [(1.0, _rerolled(UNIFORM, lambda f: f == 6)), (-without, sixless), (without, own(sixless))]


def hero_groups(s: Sides, hits: list[int]) -> list[tuple[int, ...]]:
    """Faces that act alike in a blow: each face below the defense that equals a potential wound, the
    other low faces, and the faces at or above the defense (a 6 apart when it counts double)."""
    low = [f for f in range(1, s.defense) if f in hits and not s.relentless]
    groups = [(f,) for f in low] + [tuple(f for f in range(1, s.defense) if f not in low)]
    high = tuple(range(s.defense, 7))
    if s.double_six and 6 in high:
        groups += [high[:-1], (6,)]
    else:
        groups.append(high)
    return [g for g in groups if g]


def monster_groups(aggression: frozenset[int], defense: int) -> list[tuple[int, ...]]:
    """Faces of a monster's die that act alike: misses, each potential wound a low die could block,
    and the potential wounds only a die at or above the defense answers."""
    groups = [tuple(f for f in range(1, 7) if f not in aggression)]
    groups += [(f,) for f in sorted(aggression) if f < defense]
    groups.append(tuple(f for f in sorted(aggression) if f >= defense))
    return [g for g in groups if g]


@lru_cache(maxsize=1024)
def _hero_rolls(s: Sides, low_hits: tuple[int, ...], n: int, reroll: bool, jinx: bool) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """The hero's rolls against potential wounds whose faces below the defense are ``low_hits``: which
    faces act alike, and which dice are rolled again, depend on nothing else."""
    hits = list(low_hits)
    return tuple((p, tuple(dice)) for p, dice in rolls(n, hero_groups(s, hits), hero_dice(s, hits, n, reroll, jinx)))


@lru_cache(maxsize=4096)
def _blow(s: Sides, hits: tuple[int, ...], n: int, reroll: bool, jinx: bool) -> tuple[float, float, float]:
    """(kill, wounded, fall) of the hero's roll against these potential wounds, with the best assignment."""
    kill = wounded = fall = 0.0
    hit_list = list(hits)
    advice: dict[tuple[tuple[int, ...], int], Any] = {}
    for chance, dice in _hero_rolls(s, tuple(sorted({h for h in hits if h < s.defense})), n, reroll, jinx):
        _, high, left = block(s, list(dice), hit_list)
        key = (tuple(high), len(left))
        o = advice.get(key)
        if o is None:
            o = advice[key] = best(choices(s, high, len(left)))
        kill += chance * o.kills
        wounded += chance * (o.hero_wounds > 0)
        fall += chance * o.falls
    return kill, wounded, fall


def _free_attack(s: Sides, attack: int, aggression: frozenset[int]) -> tuple[float, float]:
    """(wounded, fall) of a free attack: every potential wound lands (rulebook, "Attacco gratuito")."""
    wounded = fall = 0.0
    for hits, p in enumerate(binomial(attack, len(aggression) / 6)):
        taken = on_hero(hits, s.venom, s.armor)
        wounded += p * (taken > 0)
        fall += p * (taken >= s.hero_left)
    return wounded, fall


def binomial(n: int, p: float) -> list[float]:
    return [math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


# --- from a seat's view ------------------------------------------------------------------------------
def _sides(numbers: dict[str, Any], stat: str) -> Sides:
    return Sides(**numbers["sides"][stat])


def fight_chances(numbers: dict[str, Any], stat: str, monster_dice: list[int] | None = None) -> Chances:
    """A fight with the monster of ``numbers`` (a hero's ``foe`` or the fight's ``numbers`` in the
    view) fought with ``stat``: before the monster's roll, or after it when ``monster_dice`` is given."""
    s, n = _sides(numbers, stat), numbers["dice"][stat]
    card = CARDS.monsters[numbers["monster_card"]]
    args = (n, bool(numbers["reroll"]), bool(numbers["jinx"]))
    if monster_dice is not None:
        kill, wounded, fall = _blow(s, tuple(sorted(d for d in monster_dice if d in card.aggression)), *args)
        return Chances(n, kill, wounded, fall)
    kill = wounded = fall = 0.0
    for chance, dice in rolls(numbers["attack"], monster_groups(card.aggression, card.defense), [(1.0, UNIFORM)]):
        k, w, f = _blow(s, tuple(sorted(d for d in dice if d in card.aggression)), *args)
        kill, wounded, fall = kill + chance * k, wounded + chance * w, fall + chance * f
    return Chances(n, kill, wounded, fall)


def fight_odds(view: dict[str, Any], seat: int) -> dict[str, Chances]:
    """Before the Fight action: the chances with each stat the monster on the hero's tile may be fought
    with. In the Seal Room with nobody to assist, the fight is refused and the monster attacks freely."""
    foe = view["heroes"][seat].get("foe")
    if not foe:
        return {}
    if _sealed(view, seat):
        wounded, fall = free_attack_odds(view, seat, foe["monster_card"])
        return {stat: Chances(n, 0.0, wounded, fall) for stat, n in foe["dice"].items()}
    return {stat: fight_chances(foe, stat) for stat in foe["dice"]}


def _sealed(view: dict[str, Any], seat: int) -> bool:
    hero = view["heroes"][seat]
    cell = (hero["x"], hero["y"])
    tile = next((t for t in view["dungeon"]["tiles"] if (t["x"], t["y"]) == cell), None)
    others = [h for h in view["heroes"] if h["seat"] != seat and h.get("hero") and h.get("standing")
              and (h["x"], h["y"]) == cell]
    return tile is not None and tile.get("rule") == "seal-room" and not others


def strike_odds(view: dict[str, Any]) -> dict[str, Chances]:
    """In the fight under way, once the monster has rolled: the chances with each stat, for its roll."""
    fight = view.get("fight")
    if not fight or not fight.get("monster_dice"):
        return {}
    numbers = fight["numbers"]
    return {stat: fight_chances(numbers, stat, list(fight["monster_dice"])) for stat in numbers["dice"]}


def free_attack_odds(view: dict[str, Any], seat: int, monster: str) -> tuple[float, float]:
    """(wounded, fall) when ``monster`` attacks the hero freely: on a failed flee, an ambush, or a turn
    ended on its tile without fighting it."""
    hero = view["heroes"][seat]
    card = CARDS.monsters[monster]
    venom = card.has("venom")
    s = Sides(card.defense, False, False, 0, True, venom["amount"] if venom else 0, hero["armor"], 0, 0,
              hero["health"] - hero["wounds"])
    return _free_attack(s, hero["attacks"].get(monster, card.attack), card.aggression)


def flee_odds(view: dict[str, Any], seat: int, helpers: int = 0) -> dict[str, Any]:
    """Before a flee: ``escape`` (enough Dexterity dice at or above the escape value: two for a sticky
    monster; a 4, or a 3 when swift, against heroes in the endgame; the misses rolled again once for a
    hero whose cards allow it), ``wounded`` and ``fall`` (the flee fails and the monster's free attack
    wounds or fells the hero), ``dice``, ``needs`` (the face) and ``count`` (how many such dice)."""
    hero = view["heroes"][seat]
    dice = max(1, hero["stats"]["dexterity"] + hero["bonus"]["flee"] + helpers)
    monster = hero["foe"]["monster_card"] if hero.get("foe") else None
    card = CARDS.monsters[monster] if monster else None
    face = card.escape if card else (SWIFT_ESCAPE if hero["bonus"]["swift"] else HERO_ESCAPE)
    needed = 2 if card and card.has("sticky") else 1
    success = max(0, 7 - face) / 6
    if "flee" in hero["bonus"]["reroll"]:
        success += (1 - success) * success
    escape = sum(binomial(dice, success)[needed:])
    wounded, fall = free_attack_odds(view, seat, monster) if monster else (0.0, 0.0)
    return {"dice": dice, "needs": face, "count": needed, "escape": escape,
            "wounded": (1 - escape) * wounded, "fall": (1 - escape) * fall}


def disarm_odds(view: dict[str, Any], seat: int, trap: str, helpers: int = 0) -> dict[str, Any]:
    """Before a disarm: ``disarm`` (enough dice of 4 or more, the misses rolled again once for a hero
    whose cards allow it), ``wounded`` and ``fall`` (it springs and its damage wounds or fells them)."""
    hero, card = view["heroes"][seat], CARDS.traps[trap]
    dice = max(1, hero["stats"][card.disarm] + hero["bonus"]["disarm"] + helpers)
    success = (7 - SUCCESS) / 6
    if "disarm" in hero["bonus"]["reroll"]:
        success += (1 - success) * success
    disarm = sum(binomial(dice, success)[card.successes:])
    damage = card.damage // 2 if hero["bonus"]["trapwise"] else card.damage
    return {"dice": dice, "needs": card.successes, "disarm": disarm, "wounded": (1 - disarm) * (damage > 0),
            "fall": (1 - disarm) * (damage >= hero["health"] - hero["wounds"])}


STEP = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
BRIDGE_FALL = 10  # rulebook, "Ponte Antico"


def _add(wounds: dict[int, float], chance: float, amount: int) -> dict[int, float]:
    """Wounds taken so far, then with ``chance`` ``amount`` more."""
    out: dict[int, float] = {}
    for w, p in wounds.items():
        out[w] = out.get(w, 0.0) + p * (1 - chance)
        out[w + amount] = out.get(w + amount, 0.0) + p * chance
    return out


def move_risks(view: dict[str, Any], seat: int, direction: str) -> tuple[float, float]:
    """(wounded, fall) of a move to an explored tile: leaving the Arena (a Might roll; without a 4 the
    hero takes a wound and stays), then what the tile does to whoever enters (rulebook, "Tessere
    Dungeon speciali"): the Ancient Bridge (every Dexterity die a 1: 10 wounds), the Underground
    Channel (Might, or Dexterity for a Talent hero: fewer than two 4s, a wound), and a monster there
    that ambushes. Exploring lays a tile nobody knows yet, so it counts nothing."""
    hero = view["heroes"][seat]
    tiles = {(t["x"], t["y"]): t for t in view["dungeon"]["tiles"]}
    dx, dy = STEP[direction]
    here, there = tiles.get((hero["x"], hero["y"])), tiles.get((hero["x"] + dx, hero["y"] + dy))
    left = hero["health"] - hero["wounds"]
    stay = 0.5 ** max(1, hero["stats"]["might"]) if here and here.get("rule") == "arena" \
        and not hero["bonus"]["surefoot"] else 0.0
    wounds = {1: stay} if stay else {}
    for w, p in (_entering(hero, there, left) if there is not None else {0: 1.0}).items():
        wounds[w] = wounds.get(w, 0.0) + (1 - stay) * p
    return _risk(wounds, left)


def _entering(hero: dict[str, Any], tile: dict[str, Any], left: int) -> dict[int, float]:
    """The wounds a hero takes entering a tile, by chance: its hazard, then an ambush if standing."""
    stats, sure = hero["stats"], hero["bonus"]["surefoot"]
    wounds: dict[int, float] = {0: 1.0}
    if tile.get("rule") == "ancient-bridge" and not sure:
        wounds = _add(wounds, (1 / 6) ** max(1, stats["dexterity"]), BRIDGE_FALL)
    elif tile.get("rule") == "underground-channel" and not sure:
        dice = max(1, stats["might"] if hero["class"] != "talent" else max(stats["might"], stats["dexterity"]))
        wounds = _add(wounds, sum(binomial(dice, 0.5)[:2]), 1)
    monster = tile.get("monster")
    if not monster or not CARDS.monsters[monster].has("ambush"):
        return wounds
    card = CARDS.monsters[monster]
    venom = card.has("venom")
    attack = [(on_hero(h, venom["amount"] if venom else 0, hero["armor"]), p)
              for h, p in enumerate(binomial(hero["attacks"].get(monster, card.attack), len(card.aggression) / 6))]
    out: dict[int, float] = {}
    for w, p in wounds.items():
        for taken, q in attack if w < left else [(0, 1.0)]:  # a fallen hero is attacked no more
            out[w + taken] = out.get(w + taken, 0.0) + p * q
    return out


def _risk(wounds: dict[int, float], left: int) -> tuple[float, float]:
    return (sum(p for w, p in wounds.items() if w > 0), sum(p for w, p in wounds.items() if w >= left))


def book_risk(view: dict[str, Any], seat: int) -> tuple[float, float]:
    """(wounded, fall) of looking for a book in the Library: a 1 on the die is a wound."""
    hero = view["heroes"][seat]
    chance = BOOK_BITES / 6
    return chance, chance if hero["health"] - hero["wounds"] <= 1 else 0.0


def duel_odds(view: dict[str, Any], seat: int, target: int, stat: str, defender_stat: str) -> Chances:
    """Before striking another hero with ``stat``: ``kill`` (the defender falls), ``wounded`` and
    ``fall`` for the attacker, counted over both heroes' rolls after the rules' rerolls (the
    attacker's own, and a jinx on either side's 6s) with the block the advice (``blow.best``) picks."""
    me, foe = view["heroes"][seat], view["heroes"][target]
    attack = max(1, me["stats"][stat] + me["bonus"]["duel"])
    defence = max(0, foe["stats"][defender_stat] + foe["bonus"]["duel"])
    d = Duel(me["armor"], foe["armor"], me["health"] - me["wounds"], foe["health"] - foe["wounds"])
    attacker = [0.0] * (attack + 1)
    for weight, faces in rerolled_dice(lambda f: f < DUEL_HIT, attack, "duel" in me["bonus"]["reroll"],
                                       foe["bonus"]["jinx"]):
        for hits, p in enumerate(binomial(attack, sum(faces[DUEL_HIT - 1:]))):
            attacker[hits] += weight * p
    defender_faces = _rerolled(UNIFORM, lambda f: f == 6) if me["bonus"]["jinx"] else UNIFORM
    defender = binomial(defence, sum(defender_faces[DUEL_HIT - 1:]))
    kill = wounded = fall = 0.0
    for mine, p in enumerate(attacker):
        for theirs, q in enumerate(defender):
            o = best(duel_choices(d, mine, theirs))
            kill += p * q * o.kills
            wounded += p * q * (o.hero_wounds > 0)
            fall += p * q * o.falls
    return Chances(attack, kill, wounded, fall)

