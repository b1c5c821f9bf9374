"""Where everything sits on the 1600x900 canvas (8-pixel grid). The play area ends at x 1264 (the
log beyond); the strip y 812-856 is the decision bar's and the status line is below it."""
from __future__ import annotations

import pygame

PLAY_W = 1264
BOARD_W, BOARD_H = 408, 176
ROW_TOP, ROW_BOTTOM = 8, 624
# Six hero boards: the bottom row left to right (the seat looking first), then the top row right to left.
SLOTS = [(8, ROW_BOTTOM), (428, ROW_BOTTOM), (848, ROW_BOTTOM), (848, ROW_TOP), (428, ROW_TOP), (8, ROW_TOP)]

# The gauntlet's centre, between the rows (y 192-616).
ENCOUNTER = pygame.Rect(0, 0, 300, 420)
ENCOUNTER.center = (520, 404)
ENCOUNTER.top = 192
MODS_X = 264  # waiting modifiers stack to the left of the encounter
DECK = (96, 300)
DISCARD = (96, 470)
WAND_Y = 300  # the Wand's two cards, seen by its owner only, beside the deck
ODDS = pygame.Rect(688, 192, 568, 196)
TRAY = pygame.Rect(688, 400, 568, 216)
PATHS_Y = 404  # the Side Passage's paths, side by side in the encounter's place

# The boasting phase: the dealt heroes in one row, the boasts as chips, the seats along the bottom.
TILE_W, TILE_H = 196, 250
TILE_Y = 232
CHIPS_Y = 168
SEATS_Y = 664
SEAT_W, SEAT_H = 196, 112


def board_rect(slot: int) -> pygame.Rect:
    x, y = SLOTS[slot]
    return pygame.Rect(x, y, BOARD_W, BOARD_H)


def tile_rect(index: int, count: int) -> pygame.Rect:
    gap = 8
    width = count * TILE_W + (count - 1) * gap
    x = (PLAY_W - width) // 2 + index * (TILE_W + gap)
    return pygame.Rect(x, TILE_Y, TILE_W, TILE_H)


def seat_rect(index: int, count: int) -> pygame.Rect:
    gap = 16
    width = count * SEAT_W + (count - 1) * gap
    x = (PLAY_W - width) // 2 + index * (SEAT_W + gap)
    return pygame.Rect(x, SEATS_Y, SEAT_W, SEAT_H)


def chip_rect(index: int, count: int, width: int = 176) -> pygame.Rect:
    gap = 8
    total = count * width + (count - 1) * gap
    x = (PLAY_W - total) // 2 + index * (width + gap)
    return pygame.Rect(x, CHIPS_Y, width, 40)
