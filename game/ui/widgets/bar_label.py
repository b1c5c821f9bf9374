"""A decision-bar button's label: one line in the body type while it fits the usual button (or the
whole row, when the row holds every button so); else two lines of smaller type, the button widened as
far as those need; cut short only past that, the whole label then written above the button while the
pointer rests on it."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import Fonts
from .paint import panel

MIN_W, MAX_W = 88, 320
# A label on two lines may widen its button this far: the bar pages or groups what the row cannot hold.
WIDE_W = 400
PAD = 16  # the text plus 8 pixels each side: a row holds a room and all its places


def one_line(fonts: Fonts, label: str) -> int:
    """The button's width with its label on one line in the body type, however wide."""
    return max(MIN_W, fonts.width(label, theme.BODY, True) + PAD)


def lines(fonts: Fonts, label: str, widest: int = MAX_W) -> tuple[list[str], int]:
    """The label's lines and their type size, one line while its button is at most ``widest``."""
    if one_line(fonts, label) <= widest:
        return [label], theme.BODY
    return fonts.two_lines(label, theme.SMALL, True), theme.SMALL


def width(fonts: Fonts, label: str, widest: int = MAX_W) -> int:
    shown, size = lines(fonts, label, widest)
    return max(MIN_W, min(max(widest, WIDE_W), max(fonts.width(line, size, True) for line in shown) + PAD))


def shown(fonts: Fonts, label: str, rect: pygame.Rect) -> tuple[list[str], int]:
    """The lines as its button shows them, smaller where the larger text sizes would not fit its height,
    each cut short only where it cannot fit."""
    whole, size = lines(fonts, label, rect.width)
    size = fonts.to_height(size, len(whole), rect.height)
    return [fonts.fit(line, rect.width - PAD, size, True) for line in whole], size


def is_cut(fonts: Fonts, label: str, rect: pygame.Rect) -> bool:
    return shown(fonts, label, rect)[0] != lines(fonts, label, rect.width)[0]


def placed(fonts: Fonts, label: str, rect: pygame.Rect) -> list[tuple[str, pygame.Rect, int]]:
    """Each line as its button shows it, with where it stands and its type size (what the glossary
    marks is exactly what is drawn)."""
    text, size = shown(fonts, label, rect)
    step = fonts.line_height(size)
    top = rect.centery - step * (len(text) - 1) / 2
    out = []
    for n, line in enumerate(text):
        where = pygame.Rect(0, 0, fonts.width(line, size, True), step)
        where.center = (rect.centerx, round(top + n * step))
        out.append((line, where, size))
    return out


def draw(fonts: Fonts, target: pygame.Surface, rect: pygame.Rect, label: str, ink: tuple[int, ...]) -> None:
    for line, where, size in placed(fonts, label, rect):
        fonts.draw(target, line, where.center, size, ink, bold=True, anchor="center")


def draw_whole(fonts: Fonts, target: pygame.Surface, rect: pygame.Rect, label: str, within: pygame.Rect) -> None:
    """A label too long for its button, written whole just above it (inside ``within``)."""
    wrapped = fonts.wrap(label, 560, theme.BODY, True)
    step = fonts.line_height(theme.BODY)
    box = pygame.Rect(0, 0, max(fonts.width(line, theme.BODY, True) for line in wrapped) + 24, step * len(wrapped) + 16)
    box.midbottom = (rect.centerx, rect.top - 6)
    box.clamp_ip(within)
    panel(target, box, (16, 34, 30, 240), theme.GOLD, 8)
    for n, line in enumerate(wrapped):
        fonts.draw(target, line, (box.x + 12, box.y + 8 + n * step), theme.BODY, theme.TEXT, bold=True)
