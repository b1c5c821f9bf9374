"""A finished game's score sheet: what each seat scored, line by line, the total last; drawn beside
the game-over panel. A table fills one from its game's own breakdown, so that the sheet's total is
the game's score (the tests add the lines up and compare them with the result)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..text import Fonts

ROW = 30
LABEL_W = 196  # the lines' labels at the least; the seats share the rest of the sheet
COLUMN_W = 128  # a seat's column unless its head needs more: a sheet of few seats gives the labels the rest
MOST_LINES = 12  # what the sheet holds at the canvas size under its headings, its total and its score


@dataclass(frozen=True)
class Part:
    """One kind of figure a line holds for each seat (Boss Monster's souls and wounds), and how it
    counts toward the score."""

    name: str
    sign: int = 1


@dataclass(frozen=True)
class Line:
    label: str
    figures: tuple[tuple[int, ...], ...]  # by seat, then by part
    scored: bool = True  # False: a count told beside the score (Dungeon Run's loot), not added to it


SCORE = (Part(""),)


@dataclass(frozen=True)
class Sheet:
    seats: tuple[str, ...]  # the columns' heads: the seats' names (or their villages)
    lines: tuple[Line, ...]
    total: str  # the label of the total line
    parts: tuple[Part, ...] = SCORE
    score: str = ""  # with several parts: the label of the line that counts them into the score
    beside: str = ""  # the heading of the lines told beside the score, drawn under it

    def part_totals(self, seat: int) -> tuple[int, ...]:
        return tuple(sum(line.figures[seat][i] for line in self.lines if line.scored) for i in range(len(self.parts)))

    def totals(self) -> list[int]:
        """Each seat's score as the sheet adds it up."""
        return [sum(part.sign * figure for part, figure in zip(self.parts, self.part_totals(seat)))
                for seat in range(len(self.seats))]


def draw_sheet(surface: pygame.Surface, fonts: Fonts, sheet: Sheet, area: pygame.Rect) -> None:
    """The sheet in ``area``: the seats' heads, one row per line, then the total (and the score when
    a line holds several parts, each part in its colour and with its sign); the lines told beside the
    score come under it, headed apart, so that no one reads them as adding up to the total."""
    columns = len(sheet.seats)
    heads = max(fonts.width(name, theme.SMALL, True) for name in sheet.seats) + 16
    width = min(max(COLUMN_W, heads), (area.width - LABEL_W) // columns)
    labels = area.width - width * columns
    right = [area.x + labels + width * (seat + 1) for seat in range(columns)]
    y = area.y
    for seat, name in enumerate(sheet.seats):
        fonts.draw(surface, name, (right[seat], y), theme.SMALL, theme.TEXT,
                   bold=True, anchor="topright", width=width - 8)
    head = max(24, fonts.line_height(theme.SMALL))
    row = max(ROW, fonts.line_height(theme.BODY))
    y += head
    if len(sheet.parts) > 1:
        x = area.x
        for part in sheet.parts:
            x = fonts.draw(surface, f"{'+' if part.sign > 0 else '−'} {part.name}", (x, y), theme.SMALL,
                           _colour(part), bold=True).right + 16
        y += head
    for line in [line for line in sheet.lines if line.scored]:
        _row(surface, fonts, sheet, line.label, [line.figures[s] for s in range(columns)], (area.x, y, labels), right,
             width)
        y += row
    pygame.draw.line(surface, theme.GOLD, (area.x, y + 2), (area.right, y + 2))
    y += 8
    _row(surface, fonts, sheet, sheet.total, [sheet.part_totals(s) for s in range(columns)], (area.x, y, labels), right,
         width, bold=True)
    if len(sheet.parts) > 1:
        y += row
        fonts.draw(surface, sheet.score, (area.x, y), theme.BODY, theme.GOLD,
                   bold=True, width=labels - 8)
        for seat, total in enumerate(sheet.totals()):
            fonts.draw(surface, f"{total}", (right[seat], y), theme.BODY, theme.GOLD, bold=True, anchor="topright")
    told = [line for line in sheet.lines if not line.scored]
    if told:
        y += row + 16
        fonts.draw(surface, sheet.beside, (area.x, y), theme.SMALL, theme.TEXT_SOFT, bold=True, width=area.width)
        y += head
        for line in told:
            _row(surface, fonts, sheet, line.label, [line.figures[s] for s in range(columns)], (area.x, y, labels),
                 right, width, counted=False)
            y += row


def _colour(part: Part) -> tuple[int, int, int]:
    return theme.TEXT if part.sign > 0 else theme.RED


def _row(surface: pygame.Surface, fonts: Fonts, sheet: Sheet, label: str, figures: list[tuple[int, ...]],
         at: tuple[int, int, int], right: list[int], width: int, bold: bool = False, counted: bool = True) -> None:
    """One line: its label (``at`` ends with the labels' width), then each seat's figures, right-aligned
    in the seat's column."""
    x, y, labels = at
    fonts.draw(surface, label, (x, y), theme.BODY,
               theme.TEXT if counted else theme.TEXT_SOFT, bold=bold, width=labels - 8)
    each = width // len(sheet.parts)
    for seat, seat_figures in enumerate(figures):
        for i, (part, figure) in enumerate(zip(sheet.parts, seat_figures)):
            end = right[seat] - each * (len(sheet.parts) - 1 - i)
            shown, colour = _figure(part, figure, len(sheet.parts) > 1, counted, bold)
            fonts.draw(surface, shown, (end, y), theme.BODY, colour, bold=bold or (counted and bool(figure)),
                       anchor="topright", width=each - 2)


def _figure(part: Part, figure: int, signed: bool, counted: bool, total: bool) -> tuple[str, tuple[int, int, int]]:
    """A figure as the sheet writes it: with its sign when a line holds parts, a dot for nothing on
    a line (a total says its 0)."""
    if not figure:
        return "0" if total else "·", theme.TEXT_SOFT
    if signed:  # as it counts: a wound healed is a wound taken back, to the Boss's good
        worth = part.sign * figure
        return f"{'+' if worth > 0 else '−'}{abs(worth)}", _colour(part)
    return f"{figure}", theme.TEXT if counted else theme.TEXT_SOFT
