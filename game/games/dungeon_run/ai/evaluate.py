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

from ..cards import MAGIC_STONE, Effect
from ..grid import Cell
from ..heroes import CARDS, effects, extra_dice, has, max_health, stat_value, total
from .model import binomial, exchange
from ..state import DungeonRunState


ENTRANCE = (0, 0)
TEMPERATURE = 1.6
MEAN_LORD = (4, 3, 5, 9)  # attack dice, faces that hit, defense, hit points of a middling Lord
MEAN_HOME = 7  # tile steps from a Lord's room to the entrance, typically (the room lies farthest out)
PATIENCE = 0.95  # what one move still to make costs, as a factor on the chance of winning
SOLO_ROUND = 0.98  # what each round played costs a lone hero, who loses at the round limit
STONE_NEAR = 4.0  # the Stone lying on the hero's own tile, as equity


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
WORKING = 3  # where ``effects_key`` says whether the hero's abilities work on their tile


def power(state: DungeonRunState, seat: int, lasting: bool = False) -> Power:
    """The hero's strength where they stand; with ``lasting``, as they carry it with their abilities
    working, since a tile that silences them (the Cursed Stone's reach) takes nothing away once left:
    counted as strength lost, it kept a Stone holder whose way home passed the Stone standing still
    to the round limit."""
    hero = state.heroes[seat]
    here = state.effects_key(seat)
    effects_key = here[:WORKING] + (True,) + here[WORKING + 1:] if lasting else here
    key = (effects_key, hero.wounds, tuple(hero.training), tuple(t for t, _ in hero.lingering))
    known = _POWER.get(key)
    if known is None:
        found = state.effects_of(seat) if effects_key == here else \
            list(effects(hero, True, effects_key[WORKING + 1]))
        known = _POWER[key] = _power(state, seat, found)
    return known


def _power(state: DungeonRunState, seat: int, found: list[Effect]) -> Power:
    hero = state.heroes[seat]
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
    venom, armored = card.has("venom"), card.has("armored")
    return exchange(max(1, dice), card.defense, attack, len(card.aggression), p.armor, p.left,
                    card.health - state.wounds.get(monster, 0), venom["amount"] if venom else 0,
                    armored["amount"] if armored else 0)


def escape_odds(state: DungeonRunState, seat: int, monster: str | None) -> float:
    """The chance of one flee: enough Dexterity dice at or above the escape value (two for sticky)."""
    p = power(state, seat)
    card = CARDS.monsters[monster] if monster else None
    face = card.escape if card else 4
    needed = 2 if card and card.has("sticky") else 1
    chances = binomial(max(1, p.dexterity), max(0, 7 - face) / 6)
    return sum(chances[needed:])


def getting_past(state: DungeonRunState, seat: int) -> float:
    """How likely the hero is to come through the monster on their tile (1 with none there): by
    beating it, or by fleeing and living on."""
    monster = state.monster_at(state.heroes[seat].pos)
    if monster is None or monster == state.lord or not state.heroes[seat].standing:
        return 1.0
    fight = fight_odds(state, seat, monster)
    return max(fight, 0.85 * escape_odds(state, seat, monster) + 0.15 * fight)


def _steps(state: DungeonRunState, start: Cell, goal: Cell) -> int:
    return state.dungeon.steps_from(goal).get(start, 12)


def lord_odds(state: DungeonRunState, seat: int) -> float:
    """How a lone hero would fare against the Lord (the real one once seen, an average one before),
    counting the training their loot pile can still buy as dice."""
    hero = state.heroes[seat]
    growth = min(hero.encounter_points() // 2, state.markers)
    lord = state.lord if state.lord_room is not None or seat in state.lord_known else None
    if lord is not None and state.monster_cell(lord) is not None:
        return fight_odds(state, seat, lord, helpers=growth)
    p = power(state, seat)
    attack, faces, defense, health = MEAN_LORD
    return exchange(p.fight + growth, defense, attack, faces, p.armor, p.left, health)


def _equity(state: DungeonRunState, seat: int, lord_cell: Cell | None, stone_cell: Cell | None,
            holder: int | None) -> float:
    hero = state.heroes[seat]
    p = power(state, seat, lasting=True)
    value = 0.55 * p.fight + 0.35 * max(p.might, p.magic) + 0.8 * p.armor + 0.22 * p.left + 0.12 * p.dexterity
    value += 0.3 * min(hero.encounter_points(), 4) + 0.15 * len(hero.loot) + 0.2 * len(hero.abilities)
    if lord_cell is not None:
        lord = state.on_tile[lord_cell]
        hurt = state.wounds.get(lord, 0) / CARDS.monsters[lord].health
        value += (1.0 + 2.5 * hurt) / (1.0 + 0.5 * _steps(state, hero.pos, lord_cell))
    if stone_cell is not None:
        value += STONE_NEAR / (1.0 + 0.7 * _steps(state, hero.pos, stone_cell))
    if holder is not None:
        if holder == seat:
            # Never less than the Stone lying at the hero's feet, however far from home: a hero deep in
            # the dungeon who counted picking it up as a loss would stand on it to the round limit.
            value += home_value(state.dungeon.distance.get(hero.pos, 12))
        else:
            value += 1.5 / (1.0 + 0.6 * _steps(state, hero.pos, state.heroes[holder].pos))
    if hero.down:
        value -= 1.5
    return value - 3.0 * (1.0 - getting_past(state, seat))


def home_value(steps: int) -> float:
    """What holding the Stone is worth ``steps`` tile steps from the entrance: more than the Stone on
    the hero's own tile at any distance, rising toward the entrance."""
    return STONE_NEAR + 0.5 + 6.0 / (1.0 + 0.4 * steps)


def evaluate(state: DungeonRunState, seat: int) -> float:
    return evaluate_all(state)[seat]


def evaluate_all(state: DungeonRunState) -> list[float]:
    """Every seat's chance at once: the living heroes share the win by their equities (what is left
    over is the chance that nobody wins)."""
    if state.over:
        result = state.result()
        return [result.reward(s) for s in range(state.players)]
    if not all(h.hero for h in state.heroes):
        return [1.0 / state.players] * state.players
    if state.solo:
        return [_solo(state)]
    lord_cell = state.monster_cell(state.lord) if state.lord_room is not None else None
    stone_cell = next((c for c, items in state.items_up.items() if MAGIC_STONE in items), None)
    holder = state.stone_holder()
    shares = [0.0] * state.players
    for s in state.living():
        shares[s] = math.exp(_equity(state, s, lord_cell, stone_cell, holder) / TEMPERATURE)
    total = sum(shares)
    # Until the Lord falls and the Stone comes home, nobody can win: every move the table still has to
    # make is a little chance that nobody ever will, so every hero gains by the game going forward.
    # The later in the game, the dearer each move: past half the round limit the table is running out
    # of rounds to finish in, so a blow at the Lord is worth taking even at some risk.
    late = 1.0 + 2.0 * max(0, 2 * state.round - state.rules.round_limit) / state.rules.round_limit
    # Every hit point the Lord has left is a blow the table still has to land before anyone can win;
    # before his room is laid, a middling Lord's, or laying it would look like work added and the
    # heroes would leave the last tiles of the stack unexplored.
    blows = CARDS.monsters[state.lord].health - state.wounds.get(state.lord, 0) if lord_cell is not None \
        else MEAN_LORD[3]
    if state.endgame:
        work = _stone_way(state, stone_cell, holder)
    else:
        # The Stone's way home from the Lord's tile is work too: without it felling the Lord would
        # look like work added (the endgame counts that way), and a hero beside a wounded Lord would
        # rather end turn after turn under his free attacks than strike the last blows.
        home = state.dungeon.distance.get(lord_cell, MEAN_HOME) if lord_cell is not None else MEAN_HOME
        work = blows + min(work_left(state, s) for s in state.living()) + home
    ahead = PATIENCE ** (late * work)
    return [ahead * share / total for share in shares]


def _stone_way(state: DungeonRunState, stone_cell: Cell | None, holder: int | None) -> int:
    """In the endgame, the steps the Magic Stone still has to travel before anyone can win: its
    holder's way home, or the nearest hero's way to it and then home. Counted, like the moves before
    the Lord, so that a table never gains by leaving the Stone where it lies."""
    home = state.dungeon.distance
    if holder is not None:
        return home.get(state.heroes[holder].pos, 12)
    if stone_cell is None:
        return 0
    return home.get(stone_cell, 12) + min(_steps(state, state.heroes[s].pos, stone_cell) for s in state.living())


def work_left(state: DungeonRunState, seat: int) -> int:
    """Moves still between the hero and the Lord: a tile to lay for each one in the stack and the
    way to the nearest open exit, or, once the Lord is out, the steps to his tile."""
    here = state.heroes[seat].pos
    lord = state.monster_cell(state.lord) if state.lord_room is not None else None
    if lord is not None:
        return _steps(state, here, lord)
    if not state.stack:
        return 0
    reach = state.dungeon.steps_from(here)
    frontier = min((reach[c] for c, _ in state.dungeon.open_exits() if c in reach), default=0)
    return len(state.stack) + frontier


def _solo(state: DungeonRunState) -> float:
    """Solo: the chance of coming through the monster at hand and then felling the Lord, a little
    less for every move still to make and for every round gone (so that neither waiting nor farming
    the wandering monsters for training is ever as good as going on)."""
    odds = getting_past(state, 0) * lord_odds(state, 0) * PATIENCE ** work_left(state, 0)
    odds *= SOLO_ROUND ** state.round
    return 0.02 + 0.96 * odds
