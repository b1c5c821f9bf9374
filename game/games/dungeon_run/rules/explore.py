"""Moving and exploring (rulebook, "Azione di Movimento"): walking through joined exits, drawing and
laying a new tile where an exit leads nowhere yet, the standard tiles' die rows, and the Dungeon
Lord's room laid beside the tile farthest from the entrance once the stack runs out."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..cards import LORD_ROOM
from ..dangers import monster_free_attack, reveal_encounter
from ..grid import ROTATIONS, Cell, direction_of, exit_names, opposite, rotate, step
from ..heroes import CARDS, has, stat_value
from ..menu import offer
from ..outcomes import wound_hero
from ..paths import DIRS, blocked_by_hero, can_leave_by, fits_somewhere, fitting_rotations
from ..state import FLOW, DungeonRunState, option, refusal, spend_action, stop_turn, words



def _move_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    cell = state.heroes[frame.seat].pos
    if state.monster_at(cell) or blocked_by_hero(state, frame.seat):
        return []
    return [option("move", DIRS[d]) for d in range(4) if can_leave_by(state, cell, d)]


def _act_move(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    d = direction_of(str(action.args[0]))
    if state.tile_rule(state.heroes[frame.seat].pos) == "arena" and not arena_exit(state, frame.seat):
        return
    go(state, frame.seat, d)


def _say_move(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    """Going to a tile names it; going beyond the map's edge is exploring."""
    d = direction_of(str(action.args[0]))
    target = step(state.heroes[frame.seat].pos, d)
    explore = target not in state.dungeon.tiles
    return (f"dungeon-run.action.{'explore' if explore else 'move'}",
            {"dir": action.args[0], **state.where(target, "tile_card"), "explore": explore})


offer("move", _move_options, _act_move, _say_move)


def _step_go(state: DungeonRunState, frame: Frame) -> bool:
    """A hero who got away by fleeing walks on through the exit they chose."""
    state.pop(frame)
    go(state, frame.seat, direction_of(frame.data["dir"]))
    return False


FLOW.step("go", _step_go)


def go(state: DungeonRunState, seat: int, d: int) -> None:
    """Takes the hero through exit ``d``: onto the joined tile, or onto a newly laid one."""
    hero = state.heroes[seat]
    target = state.dungeon.joined(hero.pos, d)
    if target is not None:
        came_from = hero.pos
        hero.pos = target
        state.emit("hero_moved", {"seat": seat, "from": list(came_from), "to": list(target),
                                  "from_place": state.where(came_from)["place"], "to_place": state.where(target)["place"]})
        state.push("arrive", seat, cell=list(target), new=False, phase="enter", face=0)
        return
    explore(state, seat, d)


def explore(state: DungeonRunState, seat: int, d: int) -> None:
    """Draws tiles until one fits beyond exit ``d``; those that do not are set aside and shuffled back
    into the stack at the end of the action. If none fits, the hero stays and loses their actions."""
    hero = state.heroes[seat]
    cell = step(hero.pos, d)
    aside: list[str] = []
    while state.stack:
        tile = state.draw(state.stack)
        rotations = fitting_rotations(state, tile, cell, opposite(d))
        if rotations:
            if tile in state.stack_seen:
                state.stack_seen.remove(tile)
            state.emit("tile_drawn", {"seat": seat, "tile": tile, **state.beside(cell, hero.pos)}, chance=True)
            if len(rotations) == 1:
                _reshuffle(state, aside)
                lay(state, seat, tile, cell, rotations[0])
            else:
                state.push("place", seat, tile=tile, cell=list(cell), rotations=rotations, aside=aside)
            return
        aside.append(tile)
        state.emit("tile_set_aside", {"seat": seat, "tile": tile}, chance=True)
    _reshuffle(state, aside)
    state.emit("no_tile_fits", {"seat": seat, **state.beside(cell, hero.pos)})
    stop_turn(state, seat)
    if not any(fits_somewhere(state, tile) for tile in set(state.stack)):
        # No tile left can go anywhere: the dungeon is as deep as it will get, so its last tiles go
        # back to the box and the Lord's room is laid as if the stack had run out.
        state.emit("dungeon_closed", {"returned": len(state.stack)})
        state.stack, state.stack_seen = [], []
        state.push("lord-room", seat)


def _reshuffle(state: DungeonRunState, aside: list[str]) -> None:
    if aside:
        state.stack.extend(aside)
        state.stack_seen = sorted(set(state.stack_seen) | set(aside))
        state.rng.shuffle(state.stack)
        state.emit("tiles_reshuffled", {"count": len(aside), "stack": len(state.stack)}, chance=True)


def lay(state: DungeonRunState, seat: int, tile: str, cell: Cell, q: int) -> None:
    printed = CARDS.tiles[tile].exits
    state.dungeon.lay(cell, tile, q, printed)
    hero = state.heroes[seat]
    came_from = hero.pos
    state.emit("tile_placed", {"seat": seat, "tile": tile, **state.beside(cell, came_from), "rotation": ROTATIONS[q],
                               "exits": exit_names(rotate(printed, q)), "stack": len(state.stack)})
    hero.pos = cell
    state.emit("hero_moved", {"seat": seat, "from": list(came_from), "to": list(cell),
                              "from_place": state.where(came_from)["place"], "to_place": tile})
    state.push("arrive", seat, cell=list(cell), new=True, phase="enter", face=0)
    if not state.stack and state.lord_room is None:
        state.push("lord-room", seat)


def _place_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("rotate", ROTATIONS[q]) for q in frame.data["rotations"]]


def _place_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    q = ROTATIONS.index(int(action.args[0]))
    _reshuffle(state, frame.data["aside"])
    lay(state, frame.seat, frame.data["tile"], (frame.data["cell"][0], frame.data["cell"][1]), q)


def _ask_place(state: DungeonRunState, frame: Frame) -> dict[str, Any]:
    return {"tile_card": frame.data["tile"], "x": frame.data["cell"][0], "y": frame.data["cell"][1],
            "rotations": [ROTATIONS[q] for q in frame.data["rotations"]]}


def _say_place(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    q = ROTATIONS.index(int(action.args[0]))
    exits = exit_names(rotate(CARDS.tiles[frame.data["tile"]].exits, q))
    return words(action, tile_card=frame.data["tile"], x=frame.data["cell"][0], y=frame.data["cell"][1],
                 rotation=ROTATIONS[q], exits=exits)


FLOW.decision("place", _place_options, _place_act, refuse=refusal("turn the new tile"), ask=_ask_place,
              label=_say_place)


# --- the Dungeon Lord's room (rulebook, "Il Signore del Dungeon e la sua Stanza") -----------------
def lord_room_cells(state: DungeonRunState) -> list[Cell]:
    """Empty cells beyond an open exit of the farthest tiles from the entrance that have one: farthest
    in tile steps along joined exits, or in a straight grid count with the option lord-room-distance."""
    best, cells = -1, []
    distance = state.dungeon.distance
    for cell, d in state.dungeon.open_exits():
        target = step(cell, d)
        if not state.dungeon.fits(target, CARDS.tiles[LORD_ROOM].exits, None):
            continue
        if state.rules.lord_distance == "straight":
            far = abs(cell[0]) + abs(cell[1])
        else:
            far = distance.get(cell, -1)
        if far > best:
            best, cells = far, [target]
        elif far == best and target not in cells:
            cells.append(target)
    return sorted(cells)


def _lord_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("lord-room", x, y) for x, y in lord_room_cells(state)]


def _lord_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    place_lord_room(state, (int(action.args[0]), int(action.args[1])))


def _lord_step(state: DungeonRunState, frame: Frame) -> bool:
    cells = lord_room_cells(state)
    if len(cells) > 1:
        return True
    state.pop(frame)
    if cells:
        place_lord_room(state, cells[0])
    return False


def place_lord_room(state: DungeonRunState, cell: Cell) -> None:
    state.dungeon.lay(cell, LORD_ROOM, 0, CARDS.tiles[LORD_ROOM].exits)
    state.lord_room = cell
    state.emit("tile_placed", {"seat": None, "tile": LORD_ROOM, **state.beside(cell), "rotation": 0,
                               "exits": exit_names(CARDS.tiles[LORD_ROOM].exits), "stack": 0})
    state.on_tile[cell] = state.lord
    state.wounds[state.lord] = 0
    state.emit("lord_revealed", {"lord": state.lord, **state.where(cell)}, chance=True)


def _say_lord_room(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    """A place for the Lord's room, named by the tile it opens from and the way it lies."""
    cell = (int(action.args[0]), int(action.args[1]))
    # Named from the farthest tile that opens onto it: the one the rule lays the room beside.
    openings = [c for c, d in state.dungeon.open_exits() if step(c, d) == cell]
    near = state.beside(cell, max(openings, key=lambda c: state.dungeon.distance.get(c, -1), default=None))
    return words(action, x=cell[0], y=cell[1], tile_card=near["beside"], dir=near["dir"])


FLOW.decision("lord-room", _lord_options, _lord_act, step=_lord_step,
              refuse=refusal("choose where the Dungeon Lord's room goes"),
              ask=lambda s, f: {"cells": [list(c) for c in lord_room_cells(s)]},
              label=_say_lord_room)


# --- arriving on a tile -----------------------------------------------------------------------------
def _step_arrive(state: DungeonRunState, frame: Frame) -> bool:
    seat = frame.seat
    cell = (frame.data["cell"][0], frame.data["cell"][1])
    hero = state.heroes[seat]
    if frame.data["phase"] == "enter":
        if not hero.standing or hero.pos != cell:
            state.pop(frame)
            return False
        frame.data["phase"] = "rows"
        on_enter(state, seat, cell, frame)  # may push frames above this one (a roll, a free attack)
        return False
    state.pop(frame)
    face = frame.data["face"]
    if face and hero.standing:
        roll_rows(state, seat, cell, face)
    return False


FLOW.step("arrive", _step_arrive)


def roll_rows(state: DungeonRunState, seat: int, cell: Cell, face: int) -> None:
    """The die rows of a tile: a treasure face down, then an encounter face up (rulebook, "Tessere")."""
    tile = CARDS.tiles[state.dungeon.tiles[cell][0]]
    if face in tile.treasure and state.treasures:
        card = state.draw(state.treasures)
        state.add_items(cell, [card], face_up=False)
        state.emit("treasure_hidden", {**state.where(cell), "treasures": len(state.treasures)}, chance=True)
    if face in tile.encounter:
        reveal_encounter(state, seat, cell)


def _fortune_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("keep", face) for face in sorted(set(frame.data["faces"]))]


def _fortune_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    state.frames[-1].data["face"] = int(action.args[0])
    state.emit("die_kept", {"seat": frame.seat, "face": int(action.args[0])})


FLOW.decision("fortune", _fortune_options, _fortune_act, refuse=refusal("keep one of the two tile dice"),
              ask=lambda s, f: {"faces": list(f.data["faces"])}, label=lambda s, f, a: words(a, face=a.args[0]))


def tile_die(state: DungeonRunState, seat: int, frame: Frame) -> None:
    """Rolls the die of a newly laid standard tile; a hero with fortune rolls two and keeps one."""
    twice = has(state.effects_of(seat), "fortune")
    faces = state.roll(2 if twice else 1)
    state.emit("tile_die", {"seat": seat, "dice": faces}, chance=True)
    if twice and faces[0] != faces[1]:
        state.push("fortune", seat, faces=faces)
    else:
        frame.data["face"] = faces[0]


BRIDGE_FALL = 10


def on_enter(state: DungeonRunState, seat: int, cell: Cell, frame: Frame) -> None:
    """Entering ``cell``: special tiles' hazards, a new tile's die or encounter, an ambush."""
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
