"""The picture behind the menus: the felt, a few Decktet cards fanned in a corner and the monsters."""
from __future__ import annotations

import pygame

from game import i18n
from .. import theme
from ..tables.monster_day.board import felt
from ..tables.monster_day.faces import DecktetPainter
from ..tables.monster_day.monsters import MONSTERS, painter
from ..text import Fonts
from ..widgets.card import CardFaces
from ..widgets.pieces import Token

CARDS = ("the-huntress", "the-sailor", "the-castle", "the-calamity", "the-bard")
_cache: dict[str, pygame.Surface] = {}


def backdrop(fonts: Fonts) -> pygame.Surface:
    """Made once per language (the cards carry their names)."""
    language = i18n.CATALOGUE.language
    if language not in _cache:
        surface = felt().copy()
        faces = CardFaces(DecktetPainter(fonts))
        for i, card in enumerate(CARDS):
            angle = 24 - i * 12
            faces.draw(surface, card, "zoom", (1180 + i * 70, 150 + abs(i - 2) * 22), angle=angle, scale=0.62)
        for i, monster in enumerate(MONSTERS):
            Token(painter(monster), 56).draw(surface, (196 + i * 80, 820))
        shade = pygame.Surface((theme.WIDTH // 8, 1), pygame.SRCALPHA)
        for x in range(shade.get_width()):
            shade.set_at((x, 0), (0, 0, 0, max(0, 80 - x * 2)))  # darker on the left, where the menu is
        surface.blit(pygame.transform.smoothscale(shade, theme.SIZE), (0, 0))
        _cache[language] = surface
    return _cache[language]
