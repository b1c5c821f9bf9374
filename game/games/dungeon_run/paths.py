"""Where a hero may walk and how a drawn tile may be laid: the questions moving, fleeing and the
players' advisers all ask of the dungeon (rulebook, "Azione di Movimento", "Tessere")."""
from __future__ import annotations

from .grid import Cell, opposite, rotate, step
from .heroes import CARDS
from .state import DungeonRunState


DIRS = ("north", "east", "south", "west")


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


def fits_somewhere(state: DungeonRunState, tile: str) -> bool:
    """Whether the tile could be laid beyond any open exit of the dungeon."""
    return any(fitting_rotations(state, tile, step(cell, d), opposite(d)) for cell, d in state.dungeon.open_exits())
