"""Where the keywords of the text drawn this frame stand, so that the one under the pointer can be
explained: a screen draws a line of text as usual, then hands it here with the rect it took."""
from __future__ import annotations

import pygame

from game.i18n.glossary import marked, term

from .. import theme
from ..text import Fonts
from ..widgets.tooltip import Tooltip
from .names import card_names

DOT = 3  # pixels from one dot of the underline to the next


def dotted(target: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
    """The mark of a word that has an explanation: a row of dots under it, which no other text uses."""
    for x in range(rect.x, rect.right, DOT):
        target.set_at((x, rect.bottom - 1), color)


class TermSpots:
    def __init__(self) -> None:
        self.spots: list[tuple[pygame.Rect, str]] = []
        self.tooltip = Tooltip()

    def clear(self) -> None:
        self.spots = []

    def line(self, target: pygame.Surface, fonts: Fonts, game_id: str, text: str, rect: pygame.Rect, size: float,
             bold: bool = False, color: tuple[int, int, int] = theme.TEXT_SOFT) -> None:
        """``text`` was drawn as one line in ``rect``: its keywords are dotted underneath and remembered."""
        x = rect.x
        for piece, ref in marked(game_id, text, card_names(game_id)):
            width = fonts.width(piece, size, bold)
            if ref is not None and ref.term:
                spot = pygame.Rect(x, rect.y, width, rect.height)
                self.spots.append((spot, ref.term))
                dotted(target, spot, color)
            x += width

    def at(self, pos: tuple[int, int]) -> str | None:
        """The key of the keyword under ``pos``, if any."""
        return next((key for rect, key in self.spots if rect.collidepoint(pos)), None)

    def explain(self, target: pygame.Surface, fonts: Fonts, key: str | None, pointer: tuple[int, int]) -> bool:
        """Draws the entry ``key`` clear of the pointer and of the word under it; False when there is
        none to draw."""
        entry = term(key) if key else None
        if entry is None:
            return False
        avoid = pygame.Rect(pointer, (1, 1)).inflate(32, 32)
        word = next((rect for rect, _ in self.spots if rect.collidepoint(pointer)), None)
        self.tooltip.draw(target, fonts, [entry], avoid.union(word) if word is not None else avoid)
        return True
