"""Moving and exploring (rulebook, "Azione di Movimento"): walking through joined exits, drawing and
laying a new tile where an exit leads nowhere yet, the standard tiles' die rows, and the Dungeon
Lord's room laid beside the tile farthest from the entrance once the stack runs out."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.state import Decision

from . import menu
from .encounters import reveal_encounter
from .frames import option, register
from .grid import ROTATIONS, Cell, direction_of, exit_names, opposite, rotate, step
from .heroes import CARDS, has
from .state import DungeonRunState
from .tiles import arena_exit, on_enter
from .turns import spend_action, stop_turn

DIRS = ("north", "east", "south", "west")
LORD_ROOM = "lords-room"


def can_leave_by(state: DungeonRunState, cell: Cell, d: int) -> bool:
    """Whether an exit of ``cell`` leads somewhere: a joined tile, or unexplored space with tiles left."""
    exits = state.dungeon.exits[cell]
    if not exits >> d & 1:
        return False
    target = step(cell, d)
    if target in state.dungeon.tiles:
        return state.dungeon.joined(cell, d) is not None
    return bool(state.stack)


def blocked_by_hero(state: DungeonRunState, seat: int) -> bool:
    """In the endgame a hero sharing a tile with another may only flee (rulebook, "Scappare dagli Eroi")."""
    cell = state.heroes[seat].pos
    return state.endgame and any(s != seat for s in state.heroes_at(cell))


def _move_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    cell = state.heroes[frame.seat].pos
    if state.monster_at(cell) or blocked_by_hero(state, frame.seat):
        return []
    return [option("move", DIRS[d]) for d in range(4) if can_leave_by(state, cell, d)]


def _act_move(state: DungeonRunState, frame: Decision, action: Action) -> None:
    spend_action(state, frame)
    d = direction_of(str(action.args[0]))
    if state.tile_rule(state.heroes[frame.seat].pos) == "arena" and not arena_exit(state, frame.seat):
        return
    go(state, frame.seat, d)


menu.verb("move", _move_options, _act_move)


def go(state: DungeonRunState, seat: int, d: int) -> None:
    """Takes the hero through exit ``d``: onto the joined tile, or onto a newly laid one."""
    hero = state.heroes[seat]
    target = state.dungeon.joined(hero.pos, d)
    if target is not None:
        came_from = hero.pos
        hero.pos = target
        state.emit("hero_moved", {"seat": seat, "from": list(came_from), "to": list(target)})
        state.push("arrive", seat, cell=list(target), new=False, phase="enter", face=0)
        return
    explore(state, seat, d)


def fitting_rotations(state: DungeonRunState, tile: str, cell: Cell, entered_from: int | None) -> list[int]:
    """Rotations (quarter turns) that lay the tile without blocking a neighbour's exit, and that
    leave at least one exit open to unexplored space, so the dungeon can always be finished."""
    out = []
    printed = CARDS.tiles[tile].exits
    seen: set[int] = set()
    for q in range(4):
        exits = rotate(printed, q)
        if exits in seen:
            continue  # a symmetric tile: the same shape twice is one choice
        seen.add(exits)
        if state.dungeon.fits(cell, exits, entered_from) and state.dungeon.open_after(cell, exits):
            out.append(q)
    return out


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
            state.emit("tile_drawn", {"seat": seat, "tile": tile, "x": cell[0], "y": cell[1]}, chance=True)
            if len(rotations) == 1:
                _reshuffle(state, aside)
                lay(state, seat, tile, cell, rotations[0])
            else:
                state.push("place", seat, tile=tile, cell=list(cell), rotations=rotations, aside=aside)
            return
        aside.append(tile)
        state.emit("tile_set_aside", {"seat": seat, "tile": tile}, chance=True)
    _reshuffle(state, aside)
    state.emit("no_tile_fits", {"seat": seat, "x": cell[0], "y": cell[1]})
    stop_turn(state, seat)
    if not any(fits_somewhere(state, tile) for tile in set(state.stack)):
        # No tile left can go anywhere: the dungeon is as deep as it will get, so its last tiles go
        # back to the box and the Lord's room is laid as if the stack had run out.
        state.emit("dungeon_closed", {"returned": len(state.stack)})
        state.stack, state.stack_seen = [], []
        state.push("lord-room", seat)


def fits_somewhere(state: DungeonRunState, tile: str) -> bool:
    """Whether the tile could be laid beyond any open exit of the dungeon."""
    return any(fitting_rotations(state, tile, step(cell, d), opposite(d)) for cell, d in state.dungeon.open_exits())


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
    state.emit("tile_placed", {"seat": seat, "tile": tile, "x": cell[0], "y": cell[1], "rotation": ROTATIONS[q],
                               "exits": exit_names(rotate(printed, q)), "stack": len(state.stack)})
    hero.pos = cell
    state.emit("hero_moved", {"seat": seat, "from": list(came_from), "to": list(cell)})
    state.push("arrive", seat, cell=list(cell), new=True, phase="enter", face=0)
    if not state.stack and state.lord_room is None:
        state.push("lord-room", seat)


def _place_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [option("rotate", ROTATIONS[q]) for q in frame.data["rotations"]]


def _place_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    state.pop(frame)
    q = ROTATIONS.index(int(action.args[0]))
    _reshuffle(state, frame.data["aside"])
    lay(state, frame.seat, frame.data["tile"], (frame.data["cell"][0], frame.data["cell"][1]), q)


register("place", "turn the new tile", _place_options, _place_act)


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


def _lord_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [option("lord-room", x, y) for x, y in lord_room_cells(state)]


def _lord_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    state.pop(frame)
    place_lord_room(state, (int(action.args[0]), int(action.args[1])))


def _lord_step(state: DungeonRunState, frame: Decision) -> bool:
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
    state.emit("tile_placed", {"seat": None, "tile": LORD_ROOM, "x": cell[0], "y": cell[1], "rotation": 0,
                               "exits": exit_names(CARDS.tiles[LORD_ROOM].exits), "stack": 0})
    state.on_tile[cell] = state.lord
    state.wounds[state.lord] = 0
    state.emit("lord_revealed", {"lord": state.lord, "x": cell[0], "y": cell[1]}, chance=True)


register("lord-room", "choose where the Dungeon Lord's room goes", _lord_options, _lord_act, _lord_step)


# --- arriving on a tile -----------------------------------------------------------------------------
def _step_arrive(state: DungeonRunState, frame: Decision) -> bool:
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


register("arrive", "", step=_step_arrive)


def roll_rows(state: DungeonRunState, seat: int, cell: Cell, face: int) -> None:
    """The die rows of a tile: a treasure face down, then an encounter face up (rulebook, "Tessere")."""
    tile = CARDS.tiles[state.dungeon.tiles[cell][0]]
    if face in tile.treasure and state.treasures:
        card = state.draw(state.treasures)
        state.add_items(cell, [card], face_up=False)
        state.emit("treasure_hidden", {"x": cell[0], "y": cell[1], "treasures": len(state.treasures)}, chance=True)
    if face in tile.encounter:
        reveal_encounter(state, seat, cell)


def _fortune_options(state: DungeonRunState, frame: Decision) -> list[Action]:
    return [option("keep", face) for face in sorted(set(frame.data["faces"]))]


def _fortune_act(state: DungeonRunState, frame: Decision, action: Action) -> None:
    state.pop(frame)
    state.frames[-1].data["face"] = int(action.args[0])
    state.emit("die_kept", {"seat": frame.seat, "face": int(action.args[0])})


register("fortune", "keep one of the two tile dice", _fortune_options, _fortune_act)


def tile_die(state: DungeonRunState, seat: int, frame: Decision) -> None:
    """Rolls the die of a newly laid standard tile; a hero with fortune rolls two and keeps one."""
    twice = has(state.effects_of(seat), "fortune")
    faces = state.roll(2 if twice else 1)
    state.emit("tile_die", {"seat": seat, "dice": faces}, chance=True)
    if twice and faces[0] != faces[1]:
        state.push("fortune", seat, faces=faces)
    else:
        frame.data["face"] = faces[0]
