"""The cards a player chooses between, laid out large over the map with their whole text: the heroes
of the draft (with what the Magic Stone would wake in them) and the two ability cards drawn. A card is
chosen by clicking it, or with Tab and Enter; resting the pointer on one shows it larger still."""
from __future__ import annotations

import pygame

from game.i18n import CATALOGUE, t

from ... import theme
from ...text import Fonts
from ...widgets.card import blank
from ...widgets.paint import glow, panel
from game.games.dungeon_run.narrate import card_name

from .faces import KINDS, base, kind_of, legend, mark, paint_text, text_height

GAP = 12
TITLE = 36
BAND = 30
BIGGEST = (300, 420)  # a pair of ability cards is shown at the zoom's size
ROOMY = 260  # a card this wide has room for a hero's stats in words and their story


LEGEND = 26  # room under the cards for the legend of the letters


def layout(count: int, area: pygame.Rect) -> list[pygame.Rect]:
    """As many cards as asked, in as few rows as keep them readable: up to four a row, under the
    title and above the legend."""
    if count <= 0:
        return []
    area = pygame.Rect(area.x, area.y, area.width, area.height - LEGEND)
    per_row = min(4, count)
    rows = -(-count // per_row)
    width = min(BIGGEST[0], (area.width - GAP * (per_row + 1)) // per_row)
    height = min(BIGGEST[1], (area.height - TITLE - GAP * (rows + 1)) // rows)
    out = []
    for index in range(count):
        row, col = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width + (in_row - 1) * GAP) // 2
        out.append(pygame.Rect(left + col * (width + GAP), area.y + TITLE + GAP + row * (height + GAP), width, height))
    return out


class Choices:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._faces: dict[tuple[str, int, int, str], pygame.Surface] = {}
        self.shown: list[tuple[pygame.Rect, str]] = []  # (where, the card face) drawn this frame

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        key = (card, size[0], size[1], CATALOGUE.language)
        surface = self._faces.get(key)
        if surface is None:
            surface = blank(size)
            kind = kind_of(card)
            pygame.draw.rect(surface, KINDS[kind][0], (0, 0, size[0], BAND), border_top_left_radius=6, border_top_right_radius=6)
            self.fonts.draw(surface, mark(kind), (8, BAND // 2), theme.BODY, theme.TEXT, bold=True, anchor="midleft")
            name = card_name(base(card))
            text_size = theme.SMALL if self.fonts.width(name, theme.SMALL, True) <= size[0] - 34 else 12
            self.fonts.draw(surface, name, (28, BAND // 2), text_size,
                            theme.TEXT, bold=True, anchor="midleft", width=size[0] - 34)
            full = size[0] >= ROOMY
            # The text as large as the card lets it stand whole: a pair of ability cards reads at body size.
            text = theme.BODY if text_height(self.fonts, card, size[0], theme.BODY, full) <= size[1] - BAND - 12 \
                else theme.SMALL
            paint_text(self.fonts, surface, card, BAND + 6, text, full=full)
            self._faces[key] = surface
        return surface

    def draw(self, target: pygame.Surface, area: pygame.Rect, cards: list[str], title: str,
             hint: str | None) -> list[str]:
        """The cards over ``area`` with a title and the letters' legend; returns the faces shown."""
        panel(target, area, fill=(12, 20, 22, 255), edge=theme.GOLD)
        self.fonts.draw(target, title, (area.centerx, area.y + 12), theme.BODY, theme.GOLD, bold=True, anchor="midtop")
        self.fonts.draw(target, legend(), (area.centerx, area.bottom - 10), 12,
                        theme.TEXT_SOFT, anchor="midbottom", width=area.width - 24)
        self.shown = []
        for rect, card in zip(layout(len(cards), area), cards):
            target.blit(self.face(card, rect.size), rect)
            glow(target, rect, theme.BLUE if card == hint else theme.GOLD, 1.0 if card == hint else 0.45, 8)
            self.shown.append((rect, card))
        return cards

    def at(self, pos: tuple[int, int]) -> str | None:
        return next((card for rect, card in self.shown if rect.collidepoint(pos)), None)


def title(kind: str, name: str) -> str:
    """The line over the cards, naming who chooses: at a shared screen the draft passes from hand to hand."""
    return t(f"dungeon-run.ui.choose_{kind}", name=name)
