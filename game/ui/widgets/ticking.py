"""What changes on screen with time alone, so that a window at rest knows when it must draw again.

``MARKS`` records where the last frame painted something that steps with a clock (a spinner, a pulsing
glow) and how many times a second it steps: a scene with nothing else going on repaints only those
places, at that pace. ``PaintClock`` is the clock such marks are painted at on a table: it stops, on a
full glow, once the table has been still for a while. ``soonest`` combines the ``next_wake`` answers
of a scene's parts.
"""
from __future__ import annotations

import math
from typing import Iterable

import pygame


def soonest(waits: Iterable[float | None]) -> float | None:
    """The earliest of some waits in seconds; None (no wait at all) when none is given."""
    known = [wait for wait in waits if wait is not None]
    return min(known) if known else None


def steps(clock: float, rate: float) -> int:
    """Which step of a mark that changes ``rate`` times a second shows at ``clock``."""
    return math.floor(clock * rate + 1e-9)


class Marks:
    """Where the last frame painted something that changes with time alone, and at what rate. The app
    empties it before each frame; the painters (``paint.spinner``, ``paint.pulsing_glow``) add to it."""

    def __init__(self) -> None:
        self.placed: list[tuple[pygame.Surface, pygame.Rect, float]] = []

    def add(self, target: pygame.Surface, rect: pygame.Rect, rate: float) -> None:
        self.placed.append((target, rect.copy(), rate))

    def clear(self) -> None:
        self.placed.clear()

    def changed(self, drawn: float, now: float) -> bool:
        """Whether a mark painted at clock ``drawn`` would look different at clock ``now``."""
        return any(steps(drawn, rate) != steps(now, rate) for _, _, rate in self.placed)

    def next_change(self, now: float) -> float | None:
        """Seconds of the clock from ``now`` until a mark steps; None when no mark was painted."""
        return soonest((steps(now, rate) + 1) / rate - now for _, _, rate in self.placed)

    def on(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        """Where on ``canvas`` the marks are (marks painted on other surfaces are not its concern)."""
        return [rect.move(target.get_abs_offset()) for target, rect, _ in self.placed
                if target is canvas or target.get_abs_parent() is canvas]


MARKS = Marks()

CALM = 3.0  # seconds a table keeps its pulses going after the last input or change
PULSE_PERIOD = 1.25  # seconds of one pulse of a lit place (``paint.pulse``); it is at full glow at each whole one


class PaintClock:
    """The clock a table's pulses and spinners are painted at. It runs while something is going on (an
    animation, an AI thinking, input or a change in the last ``CALM`` seconds); once all is still it runs
    on to the end of the pulse it is in, where every lit place glows in full, and stops there, so a
    table at rest is one still picture."""

    def __init__(self) -> None:
        self.now = 0.0
        self.quiet = 0.0  # seconds since the table last stirred
        self.stopped = False

    def stir(self) -> None:
        self.quiet = 0.0
        self.stopped = False

    def update(self, dt: float, busy: bool) -> None:
        if busy:
            self.stir()
        if self.stopped:
            return
        self.quiet += dt
        if self.quiet < CALM:
            self.now += dt
            return
        end = self._end()
        self.now = min(self.now + dt, end)
        self.stopped = self.now >= end

    def _end(self) -> float:
        return math.ceil(self.now / PULSE_PERIOD - 1e-9) * PULSE_PERIOD

    def next_wake(self) -> float | None:
        """When a mark painted in the last frame steps next, or the clock stops (None when it has stopped
        or nothing is marked: then nothing drawn depends on it)."""
        change = None if self.stopped else MARKS.next_change(self.now)
        if change is None or self.quiet < CALM:
            return change
        return min(change, self._end() - self.now)
