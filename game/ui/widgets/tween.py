"""Easing curves and interpolation: how things move across the table."""
from __future__ import annotations

import math

Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: Point, b: Point, t: float, lift: float) -> Point:
    """A point on a gentle arc from a to b, raised by ``lift`` pixels at the middle (a card in flight)."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


class Motion:
    """The reduced-motion setting as the moving parts read it (the app keeps it in step with the
    settings): when on, a follower is put on its target at once instead of gliding there."""

    reduced = False


SETTLED = 0.25  # pixels: a follower this close to its target is put on it, and the glide is over


def follow(current: Point, target: Point, dt: float, rate: float = 30.0) -> Point:
    """Closes most of the gap each frame: the small lag that makes a dragged card feel held. The last
    fraction of a pixel is closed at once, so that a glide ends and the window may rest."""
    if Motion.reduced:
        return target
    k = 1 - math.exp(-rate * dt)
    x, y = current[0] + (target[0] - current[0]) * k, current[1] + (target[1] - current[1]) * k
    if abs(target[0] - x) <= SETTLED and abs(target[1] - y) <= SETTLED:
        return target
    return (x, y)
