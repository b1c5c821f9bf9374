"""The glossary's explanation: a small panel of entries drawn near the pointer, never under it (the
word pointed at stays readable) and always inside the canvas."""
from __future__ import annotations

import pygame

from game.i18n.glossary import Term

from .. import theme
from ..text import Fonts
from .paint import panel

WIDTH = 340  # about 40 characters a line at the small size
GAP = 16
PAD = 10


ABOVE_FIRST = ("above", "below", "right", "left")  # a word in a line: the line stays readable
BESIDE_FIRST = ("right", "left", "above", "below")  # a tall card: the panel goes beside it


def place(size: tuple[int, int], avoid: pygame.Rect, screen: pygame.Rect,
          order: tuple[str, ...] = ABOVE_FIRST) -> pygame.Rect:
    """A rect of ``size`` on a side of ``avoid``, tried in ``order``; each side's rect is slid inside
    ``screen``, and the first that then still keeps clear of ``avoid`` wins."""
    w, h = size
    at = {"right": (avoid.right + GAP, avoid.centery - h // 2), "left": (avoid.left - GAP - w, avoid.centery - h // 2),
          "above": (avoid.centerx - w // 2, avoid.top - GAP - h), "below": (avoid.centerx - w // 2, avoid.bottom + GAP)}
    sides = [at[side] for side in order]
    for corner in sides:
        rect = pygame.Rect(corner, size).clamp(screen)
        if not rect.colliderect(avoid):
            return rect
    return pygame.Rect(sides[0], size).clamp(screen)


class Tooltip:
    def draw(self, target: pygame.Surface, fonts: Fonts, entries: list[Term], avoid: pygame.Rect,
             order: tuple[str, ...] = ABOVE_FIRST) -> pygame.Rect | None:
        """The entries in one panel beside ``avoid`` (the word and the pointer, or the zoom and the
        pointer), on the first side of ``order`` where it fits."""
        if not entries:
            return None
        blocks = [(fonts.wrap(entry.name, WIDTH, theme.SMALL, True), fonts.wrap(entry.text, WIDTH, theme.SMALL))
                  for entry in entries]
        step = fonts.line_height(theme.SMALL)
        height = sum((len(head) + len(body)) * step for head, body in blocks) + (len(blocks) - 1) * 8 + 2 * PAD
        widest = max(fonts.width(line, theme.SMALL, bold) for head, body in blocks
                     for bold, lines in ((True, head), (False, body)) for line in lines)
        box = place((widest + 2 * PAD, height), avoid, target.get_rect(), order)
        panel(target, box, (16, 34, 30, 244), theme.BLUE, 8)
        y = box.y + PAD
        for head, body in blocks:
            for bold, lines, color in ((True, head, theme.GOLD), (False, body, theme.TEXT)):
                for line in lines:
                    fonts.draw(target, line, (box.x + PAD, y), theme.SMALL, color, bold=bold)
                    y += step
            y += 8
        return box
