"""The animation queue: what the engine reported, played back in order, one beat at a time.

The table turns each batch of engine events into beats. A beat carries the view to draw beneath it
(the table as it looked part-way through the move) and an overlay painter for what is moving. The
queue only plays them back: it never touches the game, and skipping it loses nothing because the
last beat of every move shows the view the engine reached.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

Painter = Callable[[pygame.Surface, float], None]


@dataclass
class Beat:
    duration: float  # seconds at normal speed
    shown: Any  # the view drawn beneath the overlay while this beat plays
    paint: Painter | None = None
    # Parts of the table the overlay draws itself (a card in flight, a monster on the move),
    # so that the table leaves them out; the table defines what the names mean.
    hidden: frozenset[Any] = field(default_factory=frozenset)
    sound: str | None = None
    # The engine events this beat shows; the log tells them when the beat begins, not before.
    events: list[Any] = field(default_factory=list)


class AnimationQueue:
    def __init__(self, speed: Callable[[], float], on_start: Callable[[Beat], None] | None = None) -> None:
        self._speed = speed  # a multiplier on durations; 0 means instant
        self._beats: deque[Beat] = deque()
        self._elapsed = 0.0
        self._started = False
        self._on_start = on_start
        self.shown: Any = None  # the view of the last beat that began

    @property
    def busy(self) -> bool:
        return bool(self._beats)

    @property
    def current(self) -> Beat | None:
        return self._beats[0] if self._beats else None

    @property
    def progress(self) -> float:
        beat = self.current
        if beat is None:
            return 1.0
        length = beat.duration * self._speed()
        return 1.0 if length <= 0 else min(1.0, self._elapsed / length)

    def push(self, beats: list[Beat]) -> None:
        self._beats.extend(beats)
        self._begin()

    def reset(self, shown: Any) -> None:
        self._beats.clear()
        self._elapsed = 0.0
        self._started = False
        self.shown = shown

    def update(self, dt: float) -> None:
        budget = dt
        while self._beats:
            self._begin()
            length = self._beats[0].duration * self._speed()
            if self._elapsed + budget < length:
                self._elapsed += budget
                return
            budget -= max(0.0, length - self._elapsed)
            self._finish()

    def skip(self) -> None:
        """Plays everything to the end at once (a click during an animation)."""
        while self._beats:
            self._begin()
            self._finish()

    def _begin(self) -> None:
        if self._beats and not self._started:
            self._started = True
            self._elapsed = 0.0
            beat = self._beats[0]
            self.shown = beat.shown
            if self._on_start:
                self._on_start(beat)

    def _finish(self) -> None:
        self._beats.popleft()
        self._started = False
        self._elapsed = 0.0
        if self._beats:
            self._begin()

    def paint(self, surface: pygame.Surface) -> None:
        beat = self.current
        if beat is not None and beat.paint is not None and self._started:
            beat.paint(surface, self.progress)
