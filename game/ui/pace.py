"""When the window draws and how long its loop may wait: sixty frames a second while something moves,
none while nothing does.

Input, changes of scene and the scenes themselves ask for redraws (``redraw``: the whole canvas or
parts of it), and after each update the top scene says when it next needs one (``Scene.next_wake``).
``Pace`` keeps both and answers the loop: is a frame due now, what must it draw, and how long may the
loop sleep before it looks at the input queue again. It reads no clock of its own: ``App.tick`` hands
it the time, so tests step it with times of their choosing.
"""
from __future__ import annotations

import pygame

from . import theme

PERIOD = 1 / theme.FPS  # a frame's time while something moves
# The longest the loop sleeps before it looks at the input queue again. pygame's own wait looks every
# millisecond, which costs more than a whole resting window should; a sixtieth of a second answers
# input as fast as the moving loop does.
POLL = 1 / 60
MAX_STEP = 0.1  # a late frame moves an animation on by this much at most
WHOLE = pygame.Rect((0, 0), theme.SIZE)
# Parts this large together are drawn as a whole canvas: clipping saves nothing then.
MOST = WHOLE.width * WHOLE.height // 2


class Pace:
    def __init__(self) -> None:
        self.updated: float | None = None  # when the top scene last updated
        self.wake: float | None = 0.0  # when it next needs an update with no input; None: only on input
        self.moving = False  # it asked for the very next frame
        self.whole = True  # the next frame draws the whole canvas
        self.parts: list[pygame.Rect] = []  # or only these parts of it, none overlapping another

    def redraw(self, area: pygame.Rect | None = None) -> None:
        """The next frame must draw ``area`` of the canvas again (None: all of it)."""
        if area is None:
            self.whole = True
            return
        area = area.clip(WHOLE)
        if self.whole or not area.width or not area.height:
            return
        # Parts that overlap are drawn as one, so no pixel is drawn twice in a frame.
        while (index := area.collidelist(self.parts)) >= 0:
            area = area.union(self.parts.pop(index))
        self.parts.append(area)

    def take(self) -> list[pygame.Rect] | None:
        """What this frame draws, forgotten once asked: None for all of it, else the parts (no part:
        nothing at all)."""
        whole, parts = self.whole, self.parts
        self.whole, self.parts = False, []
        return None if whole or sum(p.width * p.height for p in parts) >= MOST else parts

    @property
    def asked(self) -> bool:
        return self.whole or bool(self.parts)

    def due(self, now: float) -> bool:
        """A frame is due without input: a redraw was asked for, or the scene's wake has come."""
        return self.asked or (self.wake is not None and now >= self.wake)

    def step(self, now: float) -> float:
        """Seconds to move the scene on by at ``now``: all the time since its last update (a timer that
        fell gets exactly its delay), or, while it moves, a frame's worth at most ``MAX_STEP``."""
        elapsed = 0.0 if self.updated is None else max(0.0, now - self.updated)
        return min(elapsed, MAX_STEP) if self.moving else elapsed

    def planned(self, now: float, next_wake: float | None) -> None:
        """The scene updated at ``now`` and next needs to in ``next_wake`` seconds (None: only on input)."""
        self.updated = now
        self.moving = next_wake is not None and next_wake <= 0
        self.wake = None if next_wake is None else now + max(next_wake, PERIOD)

    def rest(self, now: float) -> float:
        """How long the loop may sleep at ``now`` before it looks at the input queue again."""
        if self.asked:
            return 0.0
        if self.wake is None:
            return POLL
        return min(POLL, max(0.0, self.wake - now))
