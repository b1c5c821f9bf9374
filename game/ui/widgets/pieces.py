"""Table pieces that hold no rules: a pile with its count, a drop zone, a token."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from .. import theme
from ..text import Fonts
from .card import CardFaces, fast, soft_shape
from .paint import badge, dim, glow, pulsing_glow


class Pile:
    """A face-down deck (or a face-up discard) drawn as a few stacked cards with a count badge."""

    def __init__(self, center: tuple[int, int], size: str = "table") -> None:
        self.center = center
        self.size = size

    @property
    def rect(self) -> pygame.Rect:
        w, h = theme.CARD_SIZES[self.size]
        return pygame.Rect(self.center[0] - w // 2, self.center[1] - h // 2, w, h)

    def draw(self, target: pygame.Surface, faces: CardFaces, fonts: Fonts, count: int, top: str | None = None,
             label: str = "") -> None:
        if count <= 0:
            pygame.draw.rect(target, theme.FELT_DARK, self.rect, width=2, border_radius=8)
        for layer in range(min(count, 4)):
            card = top if layer == min(count, 4) - 1 else None
            faces.draw(target, card, self.size, (self.center[0] - layer * 1.5, self.center[1] - layer * 2))
        rect = self.rect
        badge(target, fonts, str(count), (rect.right - 4, rect.bottom - 4), theme.BODY, theme.INK, theme.TEXT,
              theme.CARD_BACK_EDGE)
        if label:
            fonts.draw(target, label, (rect.centerx, rect.bottom + 14), theme.SMALL, theme.TEXT_SOFT, anchor="midtop")


@dataclass
class DropZone:
    """A place a dragged card may land; ``key`` is what the table calls it (a space, a slot)."""

    key: Any
    rect: pygame.Rect
    lit: bool = False
    dimmed: bool = False
    focused: bool = False

    def draw(self, target: pygame.Surface, clock: float) -> None:
        if self.lit:
            if self.focused:
                glow(target, self.rect, theme.GOLD)
                pygame.draw.rect(target, theme.PAPER, self.rect.inflate(8, 8), width=2, border_radius=12)
            else:
                pulsing_glow(target, self.rect, clock, 0.8)
        elif self.dimmed:
            dim(target, self.rect)


def zone_at(zones: list[DropZone], pos: tuple[int, int]) -> DropZone | None:
    for zone in reversed(zones):
        if zone.rect.collidepoint(pos):
            return zone
    return None


class Token:
    """A round token painted once by the game (a monster, a marker) and blitted wherever it stands."""

    def __init__(self, painter: Callable[[pygame.Surface], None], diameter: int) -> None:
        self.diameter = diameter
        self._painter = painter
        self._surface: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None

    @property
    def surface(self) -> pygame.Surface:
        if self._surface is None:
            self._surface = pygame.Surface((self.diameter, self.diameter), pygame.SRCALPHA)
            self._painter(self._surface)
            self._surface = fast(self._surface)
            d = self.diameter
            self._shadow = fast(soft_shape((d + 12, d + 12), lambda s, k: pygame.draw.circle(
                s, (0, 0, 0, 110), ((d // 2 + 6) // k, (d // 2 + 6) // k), d // 2 // k), 12))
        return self._surface

    def draw(self, target: pygame.Surface, center: tuple[float, float], alpha: int = 255) -> pygame.Rect:
        surface = self.surface
        assert self._shadow is not None
        cx, cy = round(center[0]), round(center[1])
        target.blit(self._shadow, self._shadow.get_rect(center=(cx + 2, cy + 4)))
        if alpha < 255:
            surface = surface.copy()
            surface.set_alpha(alpha)
        return target.blit(surface, surface.get_rect(center=(cx, cy)))
