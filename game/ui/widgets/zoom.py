"""Where the enlarged card goes: beside the pointer, never under it, always on screen."""
from __future__ import annotations

import pygame

from .. import theme
from .card import CardFaces

GAP = 24


# The status line along the bottom stays readable under a zoomed card.
AREA = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT - 48)


def zoom_rect(pointer: tuple[int, int], scale: float = 1.0, screen: pygame.Rect = AREA) -> pygame.Rect:
    """To the right of the pointer if it fits, else to its left; vertically centred on it and clamped.
    ``scale`` is the text size: a larger text reads its cards larger too."""
    w, h = (round(side * scale) for side in theme.CARD_SIZES["zoom"])
    x = pointer[0] + GAP
    if x + w > screen.right - 8:
        x = pointer[0] - GAP - w
    y = min(max(screen.top + 8, pointer[1] - h // 2), screen.bottom - 8 - h)
    return pygame.Rect(x, y, w, h)


def show_zoom(faces: CardFaces, surface: pygame.Surface, card: str, pointer: tuple[int, int],
              scale: float = 1.0) -> pygame.Rect:
    """The card drawn large beside the pointer, with its shadow; returns where."""
    rect = zoom_rect(pointer, scale)
    if scale == 1.0:
        return faces.draw(surface, card, "zoom", rect.center, lifted=True)
    shade = faces.shadow("zoom", lifted=True, scale=scale)
    surface.blit(shade, shade.get_rect(center=(rect.centerx + 5, rect.centery + 10)))
    surface.blit(faces.resized(card, "zoom", rect.size), rect)
    return rect


DELAY = 0.35  # seconds the pointer rests on a card before it is shown large


class HoverZoom:
    """Which card to show large, and when: after the pointer has rested on it for ``DELAY``, at
    once on a right-click, never while something is dragged, never straight after a move was made
    (the card under the pointer then is the one just played, until the pointer leaves it), and
    gone as soon as what is under the pointer changes."""

    def __init__(self) -> None:
        self.card: str | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.rested = 0.0
        self.pinned = False
        self.held = False

    def point(self, card: str | None, pointer: tuple[int, int]) -> None:
        """What is under the pointer now (called on motion, and each frame as the table changes)."""
        self.pointer = pointer
        if card != self.card:
            self.card, self.rested, self.pinned, self.held = card, 0.0, False, False

    def refresh(self, card: str | None) -> None:
        """The table changed under a pointer that did not move: a new card rests from zero, and a
        move just made keeps the zoom away (the card landing under the pointer is the one played)."""
        if card != self.card:
            self.card, self.rested, self.pinned = card, 0.0, False

    def pin(self, card: str | None, pointer: tuple[int, int]) -> None:
        self.point(card, pointer)
        self.pinned = card is not None

    def hold(self) -> None:
        """A move was just made: nothing is shown until the pointer moves to another card."""
        self.held = True

    def clear(self) -> None:
        """Forget everything (a hand-off: the next person must not see what the last one pointed at)."""
        self.card, self.rested, self.pinned, self.held = None, 0.0, False, False

    def update(self, dt: float) -> None:
        self.rested += dt

    def next_wake(self) -> float | None:
        """How long until the card under the pointer has rested long enough to be shown, if one waits."""
        if self.card is None or self.pinned or self.held or self.rested >= DELAY:
            return None
        return DELAY - self.rested

    def request(self, busy: bool = False) -> tuple[str, tuple[int, int]] | None:
        if self.card is None or busy or self.held or not (self.pinned or self.rested >= DELAY):
            return None
        return self.card, self.pointer
