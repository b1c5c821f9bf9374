"""The chart of a review: each seat's chance to win over the game, one line per seat. A line is told
by its letter as well as its colour (the letter at its end and in the key), so that no one needs to
tell colours apart; the swings are marked by their numbers where they happened."""
from __future__ import annotations

import pygame

from game.i18n import t
from game.review import Review

from .. import theme
from ..text import Fonts

COLOURS = (theme.GOLD, theme.BLUE, theme.RED, (132, 204, 120), (204, 150, 224), (236, 160, 96))
AXIS_W = 48  # the percentages left of the plot
KEY_H = 28  # the key of letters and names above the plot
FOOT_H = 24  # the moves' axis below it


def letter(seat: int) -> str:
    return chr(ord("A") + seat)


def plot_area(area: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(area.x + AXIS_W, area.y + KEY_H, area.width - AXIS_W - 24, area.height - KEY_H - FOOT_H)


def plot(review: Review, area: pygame.Rect) -> list[list[tuple[float, float]]]:
    """Each seat's line as points on the screen: position ``i`` of the game at its x, the chance at its
    height (0 at the plot's bottom, 1 at its top)."""
    inner = plot_area(area)
    steps = max(1, len(review.points) - 1)
    return [[(inner.x + inner.width * i / steps, inner.bottom - inner.height * value)
             for i, value in enumerate(review.line(seat))] for seat in range(len(review.points[0]))]


def chance_at(area: pygame.Rect, y: float) -> float:
    """The chance a height of the plot stands for: ``plot`` read back."""
    inner = plot_area(area)
    return (inner.bottom - y) / inner.height


def draw_chart(surface: pygame.Surface, fonts: Fonts, review: Review, names: list[str], area: pygame.Rect,
               seat: int | None = None, at: int | None = None) -> None:
    """The chart in ``area``; ``seat``'s line drawn thicker (the seat a review is read for), and the
    position after ``at`` moves marked (where a replay stands)."""
    inner = plot_area(area)
    pygame.draw.rect(surface, theme.FELT_DARK, inner)
    for quarter in range(5):
        y = inner.bottom - inner.height * quarter / 4
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y), (inner.right, y))
        fonts.draw(surface, f"{quarter * 25}%", (inner.x - 8, y), theme.SMALL, theme.TEXT_SOFT, anchor="midright")
    lines = plot(review, area)
    if at is not None:
        x = inner.x + inner.width * min(at, len(review.points) - 1) / max(1, len(review.points) - 1)
        pygame.draw.line(surface, theme.TEXT, (x, inner.y), (x, inner.bottom), 2)
    for number, swing in enumerate(review.swings, 1):
        x = lines[swing.seat][swing.ply + 1][0]
        pygame.draw.line(surface, theme.TEXT_SOFT, (x, inner.y), (x, inner.bottom))
        pygame.draw.circle(surface, theme.TEXT, (x, inner.y), 10)
        fonts.draw(surface, str(number), (x, inner.y), theme.SMALL, theme.INK, bold=True, anchor="center")
    for index, points in enumerate(lines):
        colour = COLOURS[index % len(COLOURS)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 4 if index == seat else 2)
        end = points[-1]
        pygame.draw.circle(surface, colour, end, 10)
        fonts.draw(surface, letter(index), end, theme.SMALL, theme.INK, bold=True, anchor="center")
    x = area.x + AXIS_W
    room = min(160, (area.right - x) // max(1, len(names)) - 46)  # a narrow chart shortens the names
    for index, name in enumerate(names):
        colour = COLOURS[index % len(COLOURS)]
        pygame.draw.circle(surface, colour, (x + 10, area.y + 10), 10)
        fonts.draw(surface, letter(index), (x + 10, area.y + 10), theme.SMALL, theme.INK, bold=True, anchor="center")
        x = fonts.draw(surface, fonts.fit(name, room, theme.SMALL), (x + 26, area.y + 10), theme.SMALL, theme.TEXT,
                       anchor="midleft").right + 20
    fonts.draw(surface, t("review.axis", moves=len(review.points) - 1), (inner.centerx, inner.bottom + 4), theme.SMALL,
               theme.TEXT_SOFT, anchor="midtop")
