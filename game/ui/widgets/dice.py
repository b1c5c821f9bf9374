"""Six-sided dice: faces with pips, and a short tumble that lands on the rolled values."""
from __future__ import annotations

import math
import random

import pygame

from .. import theme
from .anim import Painter

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


class Dice:
    def __init__(self, size: int = 56) -> None:
        self.size = size
        self._faces: dict[tuple[int, bool], pygame.Surface] = {}

    def face(self, value: int, marked: bool = False) -> pygame.Surface:
        """A die showing ``value``; ``marked`` gives it a gold rim (a die that moved something)."""
        key = (value, marked)
        if key not in self._faces:
            factor = 3
            s = self.size * factor
            big = pygame.Surface((s, s), pygame.SRCALPHA)
            pygame.draw.rect(big, (250, 248, 240), big.get_rect(), border_radius=s // 6)
            pygame.draw.rect(big, theme.GOLD if marked else (150, 140, 128), big.get_rect(),
                             width=4 * factor if marked else 2 * factor, border_radius=s // 6)
            if marked:  # a second, inner rim: the mark is a shape too, not only a colour
                inner = big.get_rect().inflate(-round(s * 0.24), -round(s * 0.24))  # clear of the pips
                pygame.draw.rect(big, theme.INK, inner, width=max(2 * factor, s // 28), border_radius=s // 8)
            for px, py in PIPS.get(value, []):
                pygame.draw.circle(big, theme.INK, (round(px * s), round(py * s)), round(s * 0.085))
            self._faces[key] = pygame.transform.smoothscale(big, (self.size, self.size))
        return self._faces[key]

    def draw(self, target: pygame.Surface, center: tuple[float, float], value: int, angle: float = 0.0,
             marked: bool = False) -> None:
        surface = self.face(value, marked)
        if angle:
            surface = pygame.transform.rotate(surface, angle)
        shadow_rect = pygame.Rect(0, 0, self.size, self.size // 3)
        shadow_rect.center = (round(center[0]) + 3, round(center[1]) + self.size // 2 + 2)
        pygame.draw.ellipse(target, (0, 0, 0, 60) if target.get_flags() & pygame.SRCALPHA else theme.FELT_DARK,
                            shadow_rect)
        target.blit(surface, surface.get_rect(center=(round(center[0]), round(center[1]))))

    def tumble(self, centers: list[tuple[float, float]], values: list[int], seed: int = 0) -> Painter:
        """A painter for a roll: faces flicker, the dice spin and hop, and settle on ``values``."""
        rng = random.Random(seed)  # cosmetic only: which faces flicker past
        flicker = [[rng.randint(1, 6) for _ in range(12)] for _ in values]
        spins = [rng.choice((-1, 1)) * rng.uniform(300, 540) for _ in values]

        def paint(target: pygame.Surface, t: float) -> None:
            for i, (center, value) in enumerate(zip(centers, values)):
                settle = min(1.0, t / 0.8)
                shown = value if settle >= 1.0 else flicker[i][min(11, int(t * 14))]
                angle = spins[i] * (1 - settle) ** 2
                hop = abs(math.sin(t * math.pi * 3)) * 18 * (1 - settle)
                self.draw(target, (center[0], center[1] - hop), shown, angle)

        return paint
