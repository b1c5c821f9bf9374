"""The six Decktet suits as drawn symbols: each has its own colour and its own shape, so no player
needs to tell the colours apart. Drawn large and smooth-scaled down, cached per size."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...widgets.paint import factor_for, shrink, supersampled

COLORS: dict[str, tuple[int, int, int]] = {
    "moons": (92, 100, 200),
    "suns": (222, 150, 20),
    "waves": (24, 132, 176),
    "leaves": (52, 146, 66),
    "wyrms": (196, 56, 46),
    "knots": (124, 82, 44),
}
LIGHT = (255, 250, 236)


def _moons(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    pygame.draw.circle(s, c, (n * 0.46, n * 0.5), n * 0.4)
    pygame.draw.circle(s, (0, 0, 0, 0), (n * 0.64, n * 0.4), n * 0.34)


def _suns(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    cx = cy = n / 2
    for i in range(8):
        a = i * math.pi / 4
        tip = (cx + math.cos(a) * n * 0.48, cy + math.sin(a) * n * 0.48)
        left = (cx + math.cos(a - 0.3) * n * 0.28, cy + math.sin(a - 0.3) * n * 0.28)
        right = (cx + math.cos(a + 0.3) * n * 0.28, cy + math.sin(a + 0.3) * n * 0.28)
        pygame.draw.polygon(s, c, [tip, left, right])
    pygame.draw.circle(s, c, (cx, cy), n * 0.27)
    pygame.draw.circle(s, LIGHT, (cx, cy), n * 0.13)


def _wave(n: int, y: float, amp: float) -> list[tuple[float, float]]:
    return [(n * (0.08 + 0.84 * i / 24), y + math.sin(i / 24 * math.pi * 2) * amp) for i in range(25)]


def _waves(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    for row in (0.28, 0.5, 0.72):
        pygame.draw.lines(s, c, False, _wave(n, n * row, n * 0.07), max(2, round(n * 0.09)))


def _leaves(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    # A pointed leaf: two arcs meeting at the tip and the stem, on a diagonal.
    points = []
    for i in range(21):
        t = i / 20
        points.append((n * (0.14 + 0.72 * t), n * (0.86 - 0.72 * t) - math.sin(t * math.pi) * n * 0.22))
    for i in range(20, -1, -1):
        t = i / 20
        points.append((n * (0.14 + 0.72 * t), n * (0.86 - 0.72 * t) + math.sin(t * math.pi) * n * 0.22))
    pygame.draw.polygon(s, c, points)
    pygame.draw.line(s, LIGHT, (n * 0.2, n * 0.8), (n * 0.78, n * 0.22), max(2, round(n * 0.04)))
    pygame.draw.line(s, c, (n * 0.06, n * 0.94), (n * 0.2, n * 0.8), max(2, round(n * 0.06)))


def _wyrms(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    # A coiled serpent: a thick S from tail to head, with an eye.
    body = [(n * (0.18 + 0.56 * i / 30) + math.sin(i / 30 * math.pi * 2) * n * 0.16, n * (0.86 - 0.62 * i / 30))
            for i in range(31)]
    for i, point in enumerate(body):
        pygame.draw.circle(s, c, point, n * (0.045 + 0.075 * i / 30))
    head = (body[-1][0] + n * 0.04, body[-1][1] - n * 0.04)
    pygame.draw.circle(s, c, head, n * 0.13)
    pygame.draw.circle(s, LIGHT, (head[0] + n * 0.04, head[1] - n * 0.03), n * 0.035)


def _knots(s: pygame.Surface, c: tuple[int, int, int], n: int) -> None:
    # Three interlaced rings.
    width = max(2, round(n * 0.08))
    for i in range(3):
        a = -math.pi / 2 + i * 2 * math.pi / 3
        pygame.draw.circle(s, c, (n / 2 + math.cos(a) * n * 0.17, n / 2 + math.sin(a) * n * 0.17), n * 0.24, width)


PAINTERS = {"moons": _moons, "suns": _suns, "waves": _waves, "leaves": _leaves, "wyrms": _wyrms, "knots": _knots}


@lru_cache(maxsize=256)
def icon(suit: str, size: int, color: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The suit's symbol in a ``size``-pixel square, in its colour unless another is given."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    PAINTERS[suit](big, color or COLORS[suit], size * factor)
    return shrink(big, (size, size))


@lru_cache(maxsize=64)
def badge(suit: str, size: int) -> pygame.Surface:
    """The symbol in white on a disc of its colour: legible on any background (the board's Aces)."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    pygame.draw.circle(big, COLORS[suit], (n / 2, n / 2), n / 2)
    inner = supersampled((size, size), factor)
    PAINTERS[suit](inner, LIGHT, n)
    inner = pygame.transform.smoothscale(inner, (round(n * 0.66), round(n * 0.66)))
    big.blit(inner, inner.get_rect(center=(n / 2, n / 2)))
    return shrink(big, (size, size))
