"""The eight special tiles (rulebook, "Tessere Dungeon speciali") and what happens on entering a tile."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.state import Decision

from . import menu
from .frames import option
from .encounters import reveal_encounter
from .grid import Cell
from .heroes import CARDS, WELL_SWORD, has, stat_value
from .state import DungeonRunState
from .turns import spend_action
from .wounds import wound_hero

BRIDGE_FALL = 10


def on_enter(state: DungeonRunState, seat: int, cell: Cell, frame: Decision) -> None:
    """Entering ``cell``: special tiles' hazards, a new tile's die or encounter, an ambush."""
    from .combat import monster_free_attack
    from .explore import tile_die
    rule = state.tile_rule(cell)
    new = frame.data["new"]
    found = state.effects_of(seat)
    surefoot = has(found, "surefoot")
    if rule == "ancient-bridge" and not surefoot:
        dice = state.roll(stat_value(state.heroes[seat], "dexterity", found))
        fell = all(d == 1 for d in dice)
        state.emit("bridge_crossed", {"seat": seat, "dice": dice, "fell": fell}, chance=True)
        if fell:
            wound_hero(state, seat, BRIDGE_FALL, "ancient-bridge")
    elif rule == "underground-channel" and not surefoot:
        hero = state.heroes[seat]
        stat = stat_value(hero, "might", found)
        if CARDS.heroes[hero.hero].hero_class == "talent":
            stat = max(stat, stat_value(hero, "dexterity", found))
        dice = state.roll(stat)
        crossed = sum(d >= 4 for d in dice) >= 2
        state.emit("channel_crossed", {"seat": seat, "dice": dice, "crossed": crossed}, chance=True)
        if not crossed:
            wound_hero(state, seat, 1, "underground-channel")
    if not state.heroes[seat].standing:
        return
    if rule == "lair" and cell not in state.on_tile:
        tile_die(state, seat, frame)
    elif new and rule in ("seal-room", "well"):
        reveal_encounter(state, seat, cell)
    elif new and not rule:
        tile_die(state, seat, frame)
    if not new:
        monster = state.monster_at(cell)
        if monster and CARDS.monsters[monster].has("ambush"):
            monster_free_attack(state, monster, seat, "ambush")


def arena_exit(state: DungeonRunState, seat: int) -> bool:
    """Leaving the Arena by a move: a Might roll with a 4 or more, or a wound and no move."""
    found = state.effects_of(seat)
    if has(found, "surefoot"):
        return True
    dice = state.roll(stat_value(state.heroes[seat], "might", found))
    free = any(d >= 4 for d in dice)
    state.emit("arena_exit", {"seat": seat, "dice": dice, "free": free}, chance=True)
    if not free:
        wound_hero(state, seat, 1, "arena")
    return free


# --- the Library: look for a book ------------------------------------------------------------------
def _read_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    if state.tile_rule(state.heroes[frame.seat].pos) != "library":
        return []
    return [Action("read")]


def _read_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    spend_action(state, frame)
    seat = frame.seat
    face = state.rng.die()
    learns = face >= 5 and state.lord_room is None
    state.emit("book_read", {"seat": seat, "die": face, "learns": learns}, chance=True)
    if face == 1:
        wound_hero(state, seat, 1, "library")
    elif learns:
        if seat not in state.lord_known:
            state.lord_known.append(seat)
        state.emit("lord_seen", {"seat": seat}, {"lord": state.lord}, frozenset((seat,)))


menu.verb("read", _read_options, _read_act)


# --- the Well: throw a treasure in for the Well Spirit's Sword ----------------------------------------
def _well_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    hero = state.heroes[frame.seat]
    if state.tile_rule(hero.pos) != "well" or state.monster_at(hero.pos) or WELL_SWORD not in state.artifacts:
        return []
    return [option("well", card) for card in sorted(set(hero.items())) if not CARDS.items[card].artifact]


def _well_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    from .gear import gain_items, lose_item
    spend_action(state, frame)
    seat, card = frame.seat, str(action.args[0])
    lose_item(state, seat, card)
    state.treasure_discard.append(card)
    face = state.rng.die()
    won = face >= 3
    state.emit("well_offering", {"seat": seat, "treasure": card, "die": face, "sword": won}, chance=True)
    if won:
        state.artifacts.remove(WELL_SWORD)
        gain_items(state, seat, [WELL_SWORD])


menu.verb("well", _well_options, _well_act)
