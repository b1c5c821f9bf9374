"""The picture behind the menus, the same for every game: the felt, a few blank cards fanned in a
corner, and a shade on the left where the menu is. Nothing in it can be clicked, so nothing in it
looks like a button."""
from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from ..widgets.card import blank, shadow
from ..widgets.paint import felt

FAN = 5


@lru_cache(maxsize=1)
def backdrop() -> pygame.Surface:
    surface = felt().copy()
    size = theme.CARD_SIZES["zoom"]
    for i in range(FAN):
        card = blank(size, theme.mix(theme.CARD_BACK, theme.FELT_DARK, 0.35), theme.CARD_BACK_EDGE)
        inner = card.get_rect().inflate(-36, -36)
        pygame.draw.rect(card, theme.mix(theme.CARD_BACK, theme.CARD_BACK_EDGE, 0.25), inner, width=2, border_radius=12)
        pygame.draw.circle(card, theme.mix(theme.CARD_BACK, theme.CARD_BACK_EDGE, 0.3), inner.center, 48, 2)
        layer = pygame.Surface((size[0] + 24, size[1] + 24), pygame.SRCALPHA)
        layer.blit(shadow(size, 70, 12), (0, 6))
        layer.blit(card, (12, 12))
        turned = pygame.transform.rotozoom(layer, 24 - i * 12, 0.62)
        turned.set_alpha(150)
        surface.blit(turned, turned.get_rect(center=(1180 + i * 70, 150 + abs(i - 2) * 22)))
    shade = pygame.Surface((theme.WIDTH // 8, 1), pygame.SRCALPHA)
    for x in range(shade.get_width()):
        shade.set_at((x, 0), (0, 0, 0, max(0, 80 - x * 2)))  # darker on the left, where the menu is
    surface.blit(pygame.transform.smoothscale(shade, theme.SIZE), (0, 0))
    return surface
