"""Easing curves and a point tween: how things move across the table."""
from __future__ import annotations

import math
from typing import Callable

Ease = Callable[[float], float]
Point = tuple[float, float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: Point, b: Point, t: float, lift: float) -> Point:
    """A point on a gentle arc from a to b, raised by ``lift`` pixels at the middle (a card in flight)."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


class Tween:
    """Moves a point from ``start`` to ``end`` over ``duration`` seconds."""

    def __init__(self, start: Point, end: Point, duration: float, ease: Ease = ease_out_cubic) -> None:
        self.start, self.end = start, end
        self.duration = max(0.0, duration)
        self.ease = ease
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> Point:
        self.elapsed = min(self.duration, self.elapsed + dt)
        return self.value

    @property
    def value(self) -> Point:
        if self.duration <= 0:
            return self.end
        return lerp_point(self.start, self.end, self.ease(self.elapsed / self.duration))


def follow(current: Point, target: Point, dt: float, rate: float = 30.0) -> Point:
    """Closes most of the gap each frame: the small lag that makes a dragged card feel held."""
    k = 1 - math.exp(-rate * dt)
    return (current[0] + (target[0] - current[0]) * k, current[1] + (target[1] - current[1]) * k)
