"""What the AI knows about Dungeon Run: how strong a hero is, how a fight is likely to go, and how
likely each hero is to walk out with the Magic Stone.

A hero's chances are a share of the table's "equity": strength (dice, armor, hit points left),
experience waiting in the loot pile, and the race for the Stone: near the wounded Lord, near the
Stone on its tile, and for its holder the steps left to the entrance against the hunters around.
Solo play scores the odds of beating the Lord instead.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .grid import Cell
from .heroes import CARDS, MAGIC_STONE, extra_dice, has, max_health, stat_value, total
from .state import DungeonRunState

ENTRANCE = (0, 0)
TEMPERATURE = 1.6
MEAN_LORD = (4.0, 0.5, 5.0, 9.0)  # attack dice, share of faces that hit, defense, hit points


@dataclass(frozen=True)
class Power:
    might: int
    magic: int
    dexterity: int
    fight: int  # dice in a monster fight with the better stat
    armor: int
    health: int
    left: int  # hit points left
    keen: bool


_POWER: dict[tuple[object, ...], Power] = {}


def power(state: DungeonRunState, seat: int) -> Power:
    hero = state.heroes[seat]
    key = (state.effects_key(seat), hero.wounds, tuple(hero.training), tuple(t for t, _ in hero.lingering))
    known = _POWER.get(key)
    if known is None:
        known = _POWER[key] = _power(state, seat)
    return known


def _power(state: DungeonRunState, seat: int) -> Power:
    hero = state.heroes[seat]
    found = state.effects_of(seat)
    might, magic = stat_value(hero, "might", found), stat_value(hero, "magic", found)
    dexterity = stat_value(hero, "dexterity", found)
    fight = max(might, magic) + extra_dice(found, "fight") + total(found, "lone")
    if has(found, "rage"):
        fight += hero.wounds // 3
    health = max_health(hero, found)
    return Power(might, magic, dexterity, max(1, fight), total(found, "armor"), health,
                 max(0, health - hero.wounds), has(found, "keen"))


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def exchange(dice: float, defense: int, attack: float, hit_share: float, armor: int, left: int, monster_left: int,
             keen: bool = False) -> float:
    """The chance of felling a monster before falling, from the expected dice of one combat round.

    The hero either puts every high die on wounds or spends them cancelling potential wounds first;
    the better of the two plans is taken.
    """
    high = dice * max(0.0, (7 - defense) / 6)
    if keen and defense <= 6:
        high += dice / 6
    hits = attack * hit_share
    plans = []
    for cancel in (0.0, min(high, hits)):
        dealt = max(0.05, high - cancel)
        taken = max(0.02, hits - cancel - armor * min(1.0, hits))
        plans.append(left / taken - monster_left / dealt)
    margin = max(plans)
    return _sigmoid(1.3 * margin / math.sqrt(1.0 + monster_left))


def fight_odds(state: DungeonRunState, seat: int, monster: str, helpers: int = 0) -> float:
    card = CARDS.monsters[monster]
    p = power(state, seat)
    dice = p.fight + helpers
    immune = card.has("immune")
    if immune:
        dice = max(p.might if immune["stat"] == "magic" else p.magic, 1) + helpers
    fearsome = card.has("fearsome")
    if fearsome:
        dice -= fearsome["amount"]
    attack = card.attack + (state.wounds.get(monster, 0) if card.has("frenzy") else 0)
    monster_left = card.health - state.wounds.get(monster, 0)
    armored = card.has("armored")
    defense = card.defense + (1 if armored else 0)
    return exchange(max(1, dice), defense, attack, len(card.aggression) / 6, p.armor, p.left, monster_left, p.keen)


def escape_odds(state: DungeonRunState, seat: int, monster: str | None) -> float:
    p = power(state, seat)
    face = CARDS.monsters[monster].escape if monster else 4
    miss = min(1.0, (face - 1) / 6)
    return 1.0 - miss ** max(1, p.dexterity)


def _steps(state: DungeonRunState, start: Cell, goal: Cell) -> int:
    return state.dungeon.steps_from(goal).get(start, 12)


def lord_odds(state: DungeonRunState, seat: int) -> float:
    """How a lone hero would fare against the Lord (the real one once seen, an average one before)."""
    lord = state.lord if state.lord_room is not None or seat in state.lord_known else None
    if lord is not None and state.monster_cell(lord) is not None:
        return fight_odds(state, seat, lord)
    p = power(state, seat)
    attack, share, defense, health = MEAN_LORD
    return exchange(p.fight, int(defense), attack, share, p.armor, p.left, int(health), p.keen)


def _equity(state: DungeonRunState, seat: int, lord_cell: Cell | None, stone_cell: Cell | None,
            holder: int | None) -> float:
    hero = state.heroes[seat]
    p = power(state, seat)
    value = 0.55 * p.fight + 0.35 * max(p.might, p.magic) + 0.8 * p.armor + 0.22 * p.left + 0.12 * p.dexterity
    value += 0.3 * min(hero.encounter_points(), 4) + 0.15 * len(hero.loot) + 0.2 * len(hero.abilities)
    if lord_cell is not None:
        lord = state.on_tile[lord_cell]
        hurt = state.wounds.get(lord, 0) / CARDS.monsters[lord].health
        value += (1.0 + 2.5 * hurt) / (1.0 + 0.5 * _steps(state, hero.pos, lord_cell))
    if stone_cell is not None:
        value += 4.0 / (1.0 + 0.7 * _steps(state, hero.pos, stone_cell))
    if holder is not None:
        if holder == seat:
            steps = state.dungeon.distance.get(hero.pos, 12)
            value += 7.0 - 0.9 * steps
        else:
            value += 1.5 / (1.0 + 0.6 * _steps(state, hero.pos, state.heroes[holder].pos))
    if hero.down:
        value -= 1.5
    return value


def evaluate(state: DungeonRunState, seat: int) -> float:
    if state.over:
        return state.result().reward(seat)
    hero = state.heroes[seat]
    if not hero.hero:
        return 1.0 / state.players
    if state.solo:
        return _solo(state)
    if hero.out:
        return 0.0
    lord_cell = state.monster_cell(state.lord) if state.lord_room is not None else None
    stone_cell = next((c for c, items in state.items_up.items() if MAGIC_STONE in items), None)
    holder = state.stone_holder()
    living = [s for s in state.living()]
    shares = {s: math.exp(_equity(state, s, lord_cell, stone_cell, holder) / TEMPERATURE) for s in living}
    return shares.get(seat, 0.0) / sum(shares.values())


def _solo(state: DungeonRunState) -> float:
    odds = lord_odds(state, 0)
    hero = state.heroes[0]
    if state.lord_room is None:
        # Tiles left mean encounters to grow on, and risk to pay for them.
        odds = 0.8 * odds + 0.2 * min(1.0, hero.encounter_points() / 2)
    return 0.02 + 0.96 * odds
