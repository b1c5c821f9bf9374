"""Where everything sits on the Boss Monster table, in logical pixels on the 8-pixel grid.

The town and the decks fill a column on the left. Each dungeon is a row: a plate with the owner's
name and what the rules compare, the heroes at the entrance, five room places and the Boss on the
right, then the score area. Rooms sit against the Boss, so a dungeon grows toward the entrance on
the left, where a new place opens. The viewer's dungeon is the large row near the bottom with the
hand beneath; opponents' rows are stacked above, at the small size when there are three or four.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.boss_monster.board import MAX_ROOMS, table_place

from ... import theme

PLAY_RIGHT = 1264
PHASES = pygame.Rect(8, 8, 1080, 40)
TOWN = pygame.Rect(8, 56, 280, 324)
TOWN_MAX = 9  # heroes shown in town; more are counted
TOWN_PITCH = 92  # between heroes in town: room for the line under each ("→ Giocatore 1")
LURE_W = TOWN_PITCH - 4
DECKS = pygame.Rect(8, 388, 280, 276)
HAND_CENTER = (792.0, 716.0)  # a hand of five clears the decision bar beneath it
ROOMS = MAX_ROOMS
PLATE_W = 176
ENTRANCE_W = 48
SCORE_W = 128
ROW_LEFT = 296


@dataclass(frozen=True)
class Row:
    """One dungeon's row: its seat, the card size of its rooms and the centre line of its cards."""

    seat: int
    size: str
    top: int  # the name line above the cards

    @property
    def card(self) -> tuple[int, int]:
        return theme.CARD_SIZES[self.size]

    @property
    def pitch(self) -> int:
        return self.card[0] + 8

    @property
    def cy(self) -> int:
        return self.top + 24 + self.card[1] // 2

    @property
    def rect(self) -> pygame.Rect:
        width = PLATE_W + ENTRANCE_W + (ROOMS + 1) * self.pitch + SCORE_W
        return pygame.Rect(ROW_LEFT, self.top, width, 24 + self.card[1] + 12)

    @property
    def plate(self) -> pygame.Rect:
        return pygame.Rect(ROW_LEFT, self.top + 20, PLATE_W - 8, self.card[1] + 8)

    @property
    def entrance(self) -> pygame.Rect:
        x = ROW_LEFT + PLATE_W
        return pygame.Rect(x, self.top + 24, ENTRANCE_W - 8, self.card[1])

    def entrance_point(self, k: int, count: int) -> tuple[int, int]:
        """Centre of the k-th of ``count`` heroes waiting at the entrance, the first in line lowest."""
        rect = self.entrance
        step = min(36, (rect.height - 30) // max(1, count - 1)) if count > 1 else 0
        return rect.centerx, rect.bottom - 16 - k * step

    def column_x(self, column: int) -> int:
        """Centre x of a column: 0-4 the room places, 5 the Boss."""
        return ROW_LEFT + PLATE_W + ENTRANCE_W + column * self.pitch + self.card[0] // 2

    def room_center(self, position: int, count: int) -> tuple[int, int]:
        """Centre of the room at ``position`` (1 at the entrance) in a dungeon of ``count`` rooms: the
        place the words number it by."""
        return self.column_x(table_place(count, position) - 1), self.cy

    def room_rect(self, position: int, count: int) -> pygame.Rect:
        w, h = self.card
        x, y = self.room_center(position, count)
        return pygame.Rect(x - w // 2, y - h // 2, w, h)

    def new_place(self, count: int) -> pygame.Rect:
        """The place a new room would take at the entrance end."""
        w, h = self.card
        x = self.column_x(table_place(count + 1, 1) - 1)
        return pygame.Rect(x - w // 2, self.cy - h // 2, w, h)

    @property
    def boss_center(self) -> tuple[int, int]:
        return self.column_x(ROOMS), self.cy

    @property
    def boss_rect(self) -> pygame.Rect:
        w, h = self.card
        return pygame.Rect(self.column_x(ROOMS) - w // 2, self.cy - h // 2, w, h)

    @property
    def score(self) -> pygame.Rect:
        x = self.column_x(ROOMS) + self.card[0] // 2 + 12
        return pygame.Rect(x, self.top + 24, SCORE_W - 16, self.card[1])

    @property
    def souls_rect(self) -> pygame.Rect:
        s = self.score
        return pygame.Rect(s.x, s.y, s.width, s.height // 2 - 4)

    @property
    def wounds_rect(self) -> pygame.Rect:
        s = self.score
        return pygame.Rect(s.x, s.centery + 4, s.width, s.height // 2 - 4)


def rows(players: int, me: int, order: list[int]) -> list[Row]:
    """The rows top to bottom: opponents in turn order after the viewer, then the viewer's own."""
    others = [p for p in order if p != me] if me in order else [p for p in range(players) if p != me]
    small = players >= 3
    size = "mini" if small else "table"
    height = 24 + theme.CARD_SIZES[size][1] + (8 if small else 24)
    out = [Row(seat, size, 56 + k * height) for k, seat in enumerate(others)]
    out.append(Row(me, "table", 400 if small else 384))
    return out


# The decks in the left column: name, centre.
HERO_DECK = (48, 440)
EPIC_DECK = (112, 440)
ROOM_DECK = (176, 440)
SPELL_DECK = (240, 440)
DISCARD = (80, 576)
DISCARD_RECT = pygame.Rect(DISCARD[0] - 27, DISCARD[1] - 38, 54, 75)
REMOVED = (208, 560)


def town_slot(index: int) -> tuple[int, int]:
    """Centre of the index-th hero waiting in town (in order of arrival), three to a row, with the
    line saying where it would go beneath each."""
    col, row = index % 3, index // 3
    return TOWN.x + 48 + col * TOWN_PITCH, TOWN.y + 70 + row * 96
