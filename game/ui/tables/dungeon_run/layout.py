"""Where things sit on the 1600x900 canvas (8-pixel grid). The log panel owns x >= 1280, the decision
bar y 812-856 and the status line below it; the undo and pause buttons sit at the top right of the
play area."""
from __future__ import annotations

import pygame

TOP = pygame.Rect(8, 8, 1080, 48)  # counts: tiles, encounters, treasures, round
MAP = pygame.Rect(8, 64, 848, 740)
HEROES = pygame.Rect(864, 64, 400, 740)
TRAY = pygame.Rect(16, 628, 832, 168)  # over the map's foot while a roll is shown
PAN_STEP = 48  # pixels an arrow key moves the map
FIT = pygame.Rect(MAP.right - 152, MAP.y + 8, 144, 28)  # the button that fits the whole dungeon on the map
CHOICES = MAP.inflate(-16, -16)  # the cards to choose between, laid over the map
WIDE_CHOICES = MAP.union(HEROES)  # more than four of them: over the heroes' panel too


def choice_area(count: int) -> pygame.Rect:
    return WIDE_CHOICES if count > 4 else CHOICES
