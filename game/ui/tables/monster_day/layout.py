"""Where everything sits on the Monster Day table, in logical pixels on the 8-pixel grid.

The six spaces and the start gap are seven columns. The viewer's village is always on the left and
their hand at the bottom, as if the row of Aces ran from them to their opponent: for seat 1 the row
is shown reversed.
"""
from __future__ import annotations

import pygame

COLUMNS = (256, 376, 496, 600, 704, 824, 944)  # spaces 0-2, the start gap, spaces 3-5 (seat 0's side)
GAP_COLUMN = 3
VILLAGE_LABEL_Y = 120
LANE_TOP = 136
LANE_H = 56
ACE_Y = 440  # centres
STACK_Y = 580
BENEATH_Y = 658
MY_HAND = (600.0, 776.0)
THEIR_HAND = (600.0, 24.0)
DECK = (1144, 440)
DICE = ((1116, 588), (1188, 588))
TOKEN = 46
MY_PLATE = pygame.Rect(16, 744, 232, 96)
THEIR_PLATE = pygame.Rect(16, 16, 232, 88)
TOTAL_LEFT_X = 192
TOTAL_RIGHT_X = 1016
LANE_CAPTION_X = 12
ZONE_TOP = ACE_Y - 72
ZONE_BOTTOM = STACK_Y + 70


def column_of_space(space: int, flip: bool) -> int:
    col = space if space < 3 else space + 1
    return 6 - col if flip else col


def space_of_column(col: int, flip: bool) -> int | None:
    col = 6 - col if flip else col
    if col == GAP_COLUMN:
        return None
    return col if col < 3 else col - 1


def column_of_position(position: int, flip: bool) -> int:
    """A monster's position (-3..3, negative in seat 0's village) as a column."""
    col = position + 3
    return 6 - col if flip else col


def space_center(space: int, flip: bool, y: int = ACE_Y) -> tuple[int, int]:
    return COLUMNS[column_of_space(space, flip)], y


def zone_rect(space: int, flip: bool) -> pygame.Rect:
    x = COLUMNS[column_of_space(space, flip)]
    return pygame.Rect(x - 56, ZONE_TOP, 112, ZONE_BOTTOM - ZONE_TOP)


def lane_y(monster: int) -> int:
    return LANE_TOP + monster * LANE_H + LANE_H // 2


def token_center(monster: int, position: int, flip: bool) -> tuple[int, int]:
    return COLUMNS[column_of_position(position, flip)], lane_y(monster)


def lane_rect(monster: int) -> pygame.Rect:
    return pygame.Rect(COLUMNS[0] - 56, LANE_TOP + monster * LANE_H + 4, COLUMNS[6] - COLUMNS[0] + 112, LANE_H - 8)
