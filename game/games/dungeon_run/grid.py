"""The dungeon as a graph on a grid: tiles at whole coordinates, exits as bits, rotations clockwise.

A cell is ``(x, y)`` with y growing southwards; the entrance sits at ``(0, 0)``. Two tiles are joined
when both have an exit facing the other. A new tile fits a cell when it has an exit back toward the
tile it is entered from and leaves no neighbour's exit facing one of its walls (rulebook: "Una nuova
tessera non può esser posizionata in maniera tale da bloccare l'uscita della tessera adiacente").
"""
from __future__ import annotations

from collections import deque
from typing import Any

from .cards import DIRECTIONS

Cell = tuple[int, int]
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DELTA = ((0, -1), (1, 0), (0, 1), (-1, 0))
ROTATIONS = (0, 90, 180, 270)


def opposite(direction: int) -> int:
    return direction ^ 2


def step(cell: Cell, direction: int) -> Cell:
    dx, dy = DELTA[direction]
    return cell[0] + dx, cell[1] + dy


def rotate(exits: int, quarter_turns: int) -> int:
    """The exits of a tile turned clockwise: north becomes east after one quarter turn."""
    q = quarter_turns % 4
    return ((exits << q) | (exits >> (4 - q))) & 0b1111


def exit_names(exits: int) -> list[str]:
    return [name for d, name in enumerate(DIRECTIONS) if exits >> d & 1]


def direction_of(name: str) -> int:
    return DIRECTIONS.index(name)


class Dungeon:
    """The laid tiles. Copy-on-write: laying a tile makes new dicts, so clones share them for free."""

    __slots__ = ("tiles", "exits", "distance", "memo")

    def __init__(self) -> None:
        self.tiles: dict[Cell, tuple[str, int]] = {}  # cell -> (tile id, rotation in quarter turns)
        self.exits: dict[Cell, int] = {}
        self.distance: dict[Cell, int] = {}  # tile steps from the entrance along joined exits
        self.memo: dict[Any, Any] = {}  # steps and links worked out, shared by copies until a tile is laid

    def copy(self) -> "Dungeon":
        d = Dungeon.__new__(Dungeon)
        d.tiles, d.exits, d.distance, d.memo = self.tiles, self.exits, self.distance, self.memo
        return d

    def lay(self, cell: Cell, tile: str, quarter_turns: int, exits: int) -> None:
        if cell in self.tiles:
            raise ValueError(f"a tile already lies at {cell}")
        self.tiles = {**self.tiles, cell: (tile, quarter_turns)}
        self.exits = {**self.exits, cell: rotate(exits, quarter_turns)}
        self.memo = {}
        self.distance = self.steps_from((0, 0)) if (0, 0) in self.tiles else {}

    def joined(self, cell: Cell, direction: int) -> Cell | None:
        """The tile reached through ``direction``'s exit, if both tiles have facing exits."""
        if not self.exits.get(cell, 0) >> direction & 1:
            return None
        other = step(cell, direction)
        if self.exits.get(other, 0) >> opposite(direction) & 1:
            return other
        return None

    def neighbours(self, cell: Cell) -> tuple[tuple[int, Cell], ...]:
        """The joined tiles around ``cell``, with the direction to each."""
        key = ("links", cell)
        known = self.memo.get(key)  # type: ignore[call-overload]
        if known is None:
            known = tuple((d, other) for d in range(4) if (other := self.joined(cell, d)) is not None)
            self.memo[key] = known  # type: ignore[index]
        return known  # type: ignore[no-any-return]

    def fits(self, cell: Cell, exits: int, entered_from: int | None) -> bool:
        """Whether a tile with these (already rotated) exits may lie at ``cell``.

        ``entered_from`` is the direction from the new cell back to the hero's tile, which must be
        an exit; ``None`` when nobody walks in (the Dungeon Lord's room).
        """
        if cell in self.tiles:
            return False
        if entered_from is not None and not exits >> entered_from & 1:
            return False
        for d in range(4):
            other = step(cell, d)
            facing = self.exits.get(other)
            if facing is not None and facing >> opposite(d) & 1 and not exits >> d & 1:
                return False
        return True

    def open_exits(self) -> list[tuple[Cell, int]]:
        """Exits that lead to an empty cell, in a fixed order."""
        out = []
        for cell in sorted(self.exits):
            for d in range(4):
                if self.exits[cell] >> d & 1 and step(cell, d) not in self.tiles:
                    out.append((cell, d))
        return out

    def open_after(self, cell: Cell, exits: int) -> bool:
        """Whether any exit would still lead to an empty cell once this tile lies at ``cell``."""
        for other, d in self.open_exits():
            if step(other, d) != cell:
                return True
        for d in range(4):
            if exits >> d & 1:
                target = step(cell, d)
                if target not in self.tiles:
                    return True
        return False

    def steps_from(self, start: Cell) -> dict[Cell, int]:
        """Tile steps from ``start`` to every tile it reaches along joined exits (breadth first)."""
        known = self.memo.get(start)
        if known is not None:
            return known  # type: ignore[no-any-return]
        out = {start: 0}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for _, other in self.neighbours(cell):
                if other not in out:
                    out[other] = out[cell] + 1
                    queue.append(other)
        self.memo[start] = out
        return out
