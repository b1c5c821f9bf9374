"""Where everything sits on the 1600x900 canvas (8-pixel grid). The play area ends at x 1264 (the
log beyond); the strip y 812-856 is the decision bar's and the status line is below it; the undo and
pause buttons sit at the top right, above the column that holds the encounter deck."""
from __future__ import annotations

import pygame

PLAY_W = 1264
BOARD_W, BOARD_H = 352, 176
ROW_TOP, ROW_BOTTOM = 8, 624
# Six hero boards: the bottom row left to right (the seat looking first), then the top row right to left.
SLOTS = [(8, ROW_BOTTOM), (368, ROW_BOTTOM), (728, ROW_BOTTOM), (728, ROW_TOP), (368, ROW_TOP), (8, ROW_TOP)]

# The gauntlet's centre, between the rows (y 192-616), and the column on the right (x 1088-1264).
ENCOUNTER = pygame.Rect(176, 200, 240, 336)
MODS_X = 88  # waiting modifiers stack to the left of the encounter
DECK = (1176, 200)
DISCARD = (1176, 400)
ODDS = pygame.Rect(440, 192, 640, 200)
TRAY = pygame.Rect(440, 400, 640, 216)

# The boasting phase: the dealt heroes in one row, the boasts as chips, the seats along the bottom. A
# tile is tall enough for its cards' whole texts beneath them (an Armsmaster's two weapons too).
TITLE_Y, HINT_Y = 48, 84
TILE_W, TILE_H = 196, 496
TILE_Y = 160
CHIPS_Y = 104
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


def chip_rect(index: int, count: int, width: int = 200) -> pygame.Rect:
    gap = 8
    total = count * width + (count - 1) * gap
    x = (PLAY_W - total) // 2 + index * (width + gap)
    return pygame.Rect(x, CHIPS_Y, width, 40)
