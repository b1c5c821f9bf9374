"""Pressing, dragging and releasing a piece, read from the events alone.

A press that moves less than a few pixels before release is a click; anything further is a drag.
The dragged piece trails the pointer slightly, which makes it feel held rather than glued.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .tween import Point, follow

THRESHOLD = 6


@dataclass
class Release:
    item: Any
    pos: tuple[int, int]
    dragged: bool  # False: it was a click


class Drag:
    def __init__(self, on_lift: Callable[[], None] = lambda: None) -> None:
        self.on_lift = on_lift  # the piece leaves the table: a drag began (a sound)
        self.item: Any = None
        self.dragging = False
        self._start: tuple[int, int] = (0, 0)
        self._offset: Point = (0.0, 0.0)
        self.pointer: tuple[int, int] = (0, 0)
        self.shown: Point = (0.0, 0.0)  # where the piece is drawn, lagging the pointer

    @property
    def held(self) -> bool:
        return self.item is not None

    def press(self, item: Any, pos: tuple[int, int], center: Point) -> None:
        self.item = item
        self.dragging = False
        self._start = self.pointer = pos
        self._offset = (center[0] - pos[0], center[1] - pos[1])
        self.shown = center

    def motion(self, pos: tuple[int, int]) -> None:
        if self.item is None:
            return
        self.pointer = pos
        if not self.dragging and max(abs(pos[0] - self._start[0]), abs(pos[1] - self._start[1])) > THRESHOLD:
            self.dragging = True
            self.on_lift()

    def release(self, pos: tuple[int, int]) -> Release | None:
        if self.item is None:
            return None
        self.motion(pos)
        out = Release(self.item, pos, self.dragging)
        self.cancel()
        return out

    def cancel(self) -> None:
        self.item = None
        self.dragging = False

    @property
    def target(self) -> Point:
        return (self.pointer[0] + self._offset[0], self.pointer[1] + self._offset[1])

    def next_wake(self) -> float | None:
        """0 while the dragged piece still catches up with the pointer (the next frame), else None."""
        return 0.0 if self.dragging and self.shown != self.target else None

    def update(self, dt: float) -> None:
        if self.dragging:
            self.shown = follow(self.shown, self.target, dt, 28.0)
