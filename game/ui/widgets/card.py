"""Cards: faces painted once per (card, size) and cached, shadows, and the drawing of one card.

A game supplies a painter that draws a face's contents onto a blank; this module knows nothing of
any game. ``CardFaces.drawn`` records which faces were asked for since the frame began, so tests can
check what a seat was shown without reading pixels.
"""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from .. import theme

class CardPainter(Protocol):
    def face(self, surface: pygame.Surface, card: str, size: str) -> None: ...

    def back(self, surface: pygame.Surface, size: str) -> None: ...


def radius(width: int) -> int:
    return max(3, round(width * 0.06))


def blank(size: tuple[int, int], fill: tuple[int, int, int] = theme.PAPER,
          edge: tuple[int, int, int] = theme.INK_SOFT) -> pygame.Surface:
    """A card-shaped surface: rounded corners, a one-pixel edge, transparent outside."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius(size[0]))
    pygame.draw.rect(surface, edge, rect, width=1 if size[0] < 200 else 2, border_radius=radius(size[0]))
    return surface


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format, which blits several times faster."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def shadow(size: tuple[int, int], strength: int = 90, spread: int = 6) -> pygame.Surface:
    """A soft shadow the size of a card plus ``spread`` on each side (blurred small, then enlarged)."""
    return soft_shape((size[0] + spread * 2, size[1] + spread * 2),
                      lambda s, k: pygame.draw.rect(s, (0, 0, 0, strength), (spread // k, spread // k,
                                                                             size[0] // k, size[1] // k),
                                                    border_radius=radius(size[0]) // k), spread)


def soft_shape(size: tuple[int, int], draw: Callable[[pygame.Surface, int], object], blur: int) -> pygame.Surface:
    """A shape drawn at a quarter of its size, blurred there and smoothly enlarged: a cheap soft edge."""
    k = 4
    small = pygame.Surface((max(1, size[0] // k), max(1, size[1] // k)), pygame.SRCALPHA)
    draw(small, k)
    small = pygame.transform.gaussian_blur(small, max(1, blur // k))
    return pygame.transform.smoothscale(small, size)


class CardFaces:
    def __init__(self, painter: CardPainter) -> None:
        self.painter = painter
        self._faces: dict[tuple[str | None, str], pygame.Surface] = {}
        self._turned: dict[tuple[str | None, str, int, int], pygame.Surface] = {}
        self._shadows: dict[tuple[str, bool, int, int], pygame.Surface] = {}
        self._resized: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}
        self.drawn: set[str] = set()
        self._warmed = 0  # how far ``warm`` has gone through its cards, size by size
        self._warm_total = 0  # how many faces ``warm`` was asked to paint ahead

    def begin_frame(self) -> None:
        self.drawn.clear()

    def face(self, card: str | None, size: str) -> pygame.Surface:
        """The face of ``card`` (its back when ``card`` is None) at a named size."""
        if card is not None:
            self.drawn.add(card)
        key = (card, size)
        surface = self._faces.get(key)
        if surface is None:
            dims = theme.CARD_SIZES[size]
            if card is None:
                surface = blank(dims, theme.CARD_BACK, theme.CARD_BACK_EDGE)
                self.painter.back(surface, size)
            else:
                surface = blank(dims)
                self.painter.face(surface, card, size)
            self._faces[key] = surface = fast(surface)
        return surface

    def warm(self, cards: list[str], sizes: tuple[str, ...], budget: int = 1) -> None:
        """Paints up to ``budget`` faces not yet cached: called on quiet frames, always with the same
        lists, so that a card's first appearance in a move never costs a frame its painting. It goes
        on from where it stopped, so once every face is painted a call costs nothing."""
        total = self._warm_total = len(cards) * len(sizes)
        while self._warmed < total and budget > 0:
            card, size = cards[self._warmed % len(cards)], sizes[self._warmed // len(cards)]
            self._warmed += 1
            if (card, size) not in self._faces:
                recorded = card in self.drawn
                self.face(card, size)
                if not recorded:
                    self.drawn.discard(card)  # painting ahead is not showing
                budget -= 1

    @property
    def warming(self) -> bool:
        """Faces are still being painted ahead: the table wants its quiet updates to go on."""
        return self._warmed < self._warm_total

    def turned(self, card: str | None, size: str, angle: float, scale: float = 1.0) -> pygame.Surface:
        """The face rotated and scaled, cached by whole degrees and percent (a fanned hand reuses them)."""
        degrees, percent = round(angle), round(scale * 100)
        if degrees == 0 and percent == 100:
            return self.face(card, size)
        if card is not None:
            self.drawn.add(card)
        key = (card, size, degrees, percent)
        surface = self._turned.get(key)
        if surface is None:
            surface = fast(pygame.transform.rotozoom(self.face(card, size), degrees, percent / 100))
            self._turned[key] = surface
        return surface

    def resized(self, card: str, size: str, dims: tuple[int, int]) -> pygame.Surface:
        """The face at ``size`` smoothly scaled to ``dims`` once, then kept with the table's other faces:
        a card drawn between two of the named sizes."""
        self.drawn.add(card)
        key = (card, size, dims)
        surface = self._resized.get(key)
        if surface is None:
            surface = self._resized[key] = pygame.transform.smoothscale(self.face(card, size), dims)
        return surface

    def shadow(self, size: str, lifted: bool = False, angle: float = 0.0, scale: float = 1.0) -> pygame.Surface:
        key = (size, lifted, round(angle), round(scale * 100))
        if key not in self._shadows:
            flat = (size, lifted, 0, 100)
            if flat not in self._shadows:
                self._shadows[flat] = fast(shadow(theme.CARD_SIZES[size], 130 if lifted else 80, 12 if lifted else 6))
            if key != flat:
                self._shadows[key] = fast(pygame.transform.rotozoom(self._shadows[flat], key[2], key[3] / 100))
        return self._shadows[key]

    def draw(self, target: pygame.Surface, card: str | None, size: str, center: tuple[float, float],
             angle: float = 0.0, scale: float = 1.0, lifted: bool = False, alpha: int = 255) -> pygame.Rect:
        """One card centred at ``center`` with its shadow; returns the rect it covers."""
        surface = self.turned(card, size, angle, scale)
        rect = surface.get_rect(center=(round(center[0]), round(center[1])))
        shade = self.shadow(size, lifted, angle, scale)
        offset = 10 if lifted else 4
        target.blit(shade, shade.get_rect(center=(rect.centerx + offset // 2, rect.centery + offset)))
        if alpha < 255:
            surface = surface.copy()
            surface.set_alpha(alpha)
        target.blit(surface, rect)
        return rect
