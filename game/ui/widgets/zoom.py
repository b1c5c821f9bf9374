"""Where the enlarged card goes: beside the pointer, never under it, always on screen."""
from __future__ import annotations

import pygame

from .. import theme

GAP = 24


# The status line along the bottom stays readable under a zoomed card.
AREA = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT - 48)


def zoom_rect(pointer: tuple[int, int], size: tuple[int, int] = theme.CARD_SIZES["zoom"],
              screen: pygame.Rect = AREA) -> pygame.Rect:
    """To the right of the pointer if it fits, else to its left; vertically centred on it and clamped."""
    w, h = size
    x = pointer[0] + GAP
    if x + w > screen.right - 8:
        x = pointer[0] - GAP - w
    y = min(max(screen.top + 8, pointer[1] - h // 2), screen.bottom - 8 - h)
    return pygame.Rect(x, y, w, h)
