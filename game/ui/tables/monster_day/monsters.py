"""Our own drawings of the four monster tokens: a coloured disc, a rim, a pale silhouette, and the
die number that calls the monster (1 to 4) in a corner pip."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ...widgets.paint import factor_for, shrink, supersampled

COLORS = {
    "catoblepas": (118, 84, 150),
    "dire-bear": (150, 92, 48),
    "glatisant": (60, 128, 112),
    "pegasus": (70, 126, 196),
}
PALE = (250, 244, 226)
INK = (30, 26, 24)


def _catoblepas(s: pygame.Surface, n: float) -> None:
    # A heavy bull's head hung low, with swept horns.
    cx, cy = n / 2, n / 2
    pygame.draw.ellipse(s, PALE, (cx - n * 0.17, cy - n * 0.12, n * 0.34, n * 0.4))
    pygame.draw.ellipse(s, PALE, (cx - n * 0.12, cy + n * 0.14, n * 0.24, n * 0.16))
    for side in (-1, 1):
        pts = [(cx + side * (n * 0.12 + n * 0.16 * math.sin(t / 10 * math.pi / 2)),
                cy - n * 0.06 - n * 0.14 * math.sin(t / 10 * math.pi)) for t in range(11)]
        pygame.draw.lines(s, PALE, False, pts, max(2, round(n * 0.06)))
    for side in (-1, 1):
        pygame.draw.circle(s, INK, (cx + side * n * 0.07, cy + n * 0.02), n * 0.03)
        pygame.draw.circle(s, INK, (cx + side * n * 0.045, cy + n * 0.22), n * 0.022)


def _dire_bear(s: pygame.Surface, n: float) -> None:
    cx, cy = n / 2, n * 0.53
    for side in (-1, 1):
        pygame.draw.circle(s, PALE, (cx + side * n * 0.18, cy - n * 0.17), n * 0.09)
    pygame.draw.circle(s, PALE, (cx, cy), n * 0.22)
    pygame.draw.ellipse(s, (226, 212, 186), (cx - n * 0.1, cy + n * 0.01, n * 0.2, n * 0.14))
    pygame.draw.ellipse(s, INK, (cx - n * 0.045, cy + n * 0.02, n * 0.09, n * 0.06))
    for side in (-1, 1):
        pygame.draw.circle(s, INK, (cx + side * n * 0.09, cy - n * 0.06), n * 0.028)


def _glatisant(s: pygame.Surface, n: float) -> None:
    # The questing beast: a serpent's head on a long spotted neck.
    neck = [(n * (0.3 + 0.2 * t / 12) + math.sin(t / 12 * math.pi) * n * 0.08, n * (0.82 - 0.45 * t / 12))
            for t in range(13)]
    for point in neck:
        pygame.draw.circle(s, PALE, point, n * 0.085)
    head = (neck[-1][0] + n * 0.1, neck[-1][1] - n * 0.04)
    pygame.draw.ellipse(s, PALE, (head[0] - n * 0.16, head[1] - n * 0.08, n * 0.3, n * 0.15))
    pygame.draw.circle(s, INK, (head[0] - n * 0.02, head[1] - n * 0.02), n * 0.025)
    for t in (2, 5, 8):
        pygame.draw.circle(s, COLORS["glatisant"], neck[t], n * 0.03)


def _feather(base: tuple[float, float], angle: float, length: float, width: float) -> list[tuple[float, float]]:
    """A pointed oval from ``base`` along ``angle``."""
    out = []
    for i in range(13):
        t = i / 12
        side = math.sin(t * math.pi) * width
        out.append((t * length, side))
    out += [(x, -y) for x, y in reversed(out)]
    c, s_ = math.cos(angle), math.sin(angle)
    return [(base[0] + x * c - y * s_, base[1] + x * s_ + y * c) for x, y in out]


def _pegasus(s: pygame.Surface, n: float) -> None:
    # A raised wing: a curved bone from the shoulder, long feathers hanging from it.
    bone = [(n * (0.22 + 0.58 * t / 10), n * (0.7 - 0.5 * math.sin(t / 10 * math.pi / 2))) for t in range(11)]
    for i, base in enumerate(bone[2::2]):
        angle = math.pi * (0.6 - 0.06 * i)
        pygame.draw.polygon(s, PALE, _feather(base, angle, n * (0.24 + 0.05 * i), n * 0.075))
        pygame.draw.polygon(s, COLORS["pegasus"], _feather(base, angle, n * (0.24 + 0.05 * i), n * 0.075), 2)
    pygame.draw.lines(s, PALE, False, bone, max(3, round(n * 0.07)))
    pygame.draw.circle(s, PALE, bone[0], n * 0.07)


DRAWINGS = {"catoblepas": _catoblepas, "dire-bear": _dire_bear, "glatisant": _glatisant, "pegasus": _pegasus}


def painter(monster: str, number: int) -> Callable[[pygame.Surface], None]:
    """Paints the token for ``monster`` onto a square transparent surface, with ``number`` pips."""

    def paint(target: pygame.Surface) -> None:
        d = target.get_width()
        factor = factor_for(d)
        big = supersampled((d, d), factor)
        n = d * factor
        color = COLORS[monster]
        pygame.draw.circle(big, (240, 226, 190), (n / 2, n / 2), n / 2)
        pygame.draw.circle(big, color, (n / 2, n / 2), n / 2 - n * 0.06)
        DRAWINGS[monster](big, n)
        pip = (n * 0.8, n * 0.2)
        pygame.draw.circle(big, PALE, pip, n * 0.16)
        pygame.draw.circle(big, color, pip, n * 0.16, max(2, round(n * 0.025)))
        for k in range(number):
            a = -math.pi / 2 + k * 2 * math.pi / number
            r = 0 if number == 1 else n * 0.07
            pygame.draw.circle(big, INK, (pip[0] + math.cos(a) * r, pip[1] + math.sin(a) * r), n * 0.035)
        target.blit(shrink(big, (d, d)), (0, 0))

    return paint
