"""Our own faces for Gauntlet of Fools' cards, drawn from the card data in the player's language: a
coloured title band per kind (with a letter, so colour is never alone), the numbers that matter in
badges, the ability text. The table size carries the name and numbers; the zoom adds the whole text."""
from __future__ import annotations

from functools import cache

import pygame

from game.games.gauntlet_of_fools.cards import CardBook, book
from game.games.gauntlet_of_fools.translations import name as card_name
from game.games.gauntlet_of_fools.translations import text as card_text
from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.paint import badge

# Kind -> (band colour, letter): class, weapon, monster, modifier, special, boast.
KINDS = {"class": ((62, 96, 150), "C"), "weapon": ((120, 84, 52), "W"), "monster": ((150, 52, 48), "M"),
         "modifier": ((104, 70, 140), "+"), "special": ((52, 116, 84), "S"), "boast": ((170, 120, 40), "B")}


@cache
def cards() -> CardBook:
    return book()


def kind_of(card: str) -> str:
    b = cards()
    if card in b.classes:
        return "class"
    if card in b.weapons:
        return "weapon"
    if card in b.boasts:
        return "boast"
    return b.encounters[card].kind


def numbers(card: str) -> list[tuple[str, str]]:
    """The printed numbers as (label, value): what the badges show."""
    b = cards()
    out: list[tuple[str, str]] = []
    if card in b.classes:
        c = b.classes[card]
        out = [("defense", str(c.defense)), ("tokens", str(c.tokens))]
    elif card in b.weapons:
        w = b.weapons[card]
        out = [("dice", str(w.dice)), ("tokens", str(w.tokens))]
    elif card in b.encounters:
        e = b.encounters[card]
        if e.is_monster:
            defense = "=" if e.defense is None else str(e.defense)
            out = [("attack", str(e.attack)), ("defense", defense), ("damage", str(e.damage)), ("gold", str(e.gold))]
        else:
            out = [(k, f"+{v}") for k, v in e.numbers.items() if k in ("attack", "defense", "gold")]
    return [(t(f"gauntlet-of-fools.face.{label}"), value) for label, value in out]


class GauntletPainter:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        w, h = surface.get_size()
        big = size == "zoom"
        color, letter = KINDS[kind_of(card)]
        band = pygame.Rect(0, 0, w, 44 if big else 32)
        pygame.draw.rect(surface, color, band, border_top_left_radius=6, border_top_right_radius=6)
        title, lines = self._title(card_name(card), w - 8, big)
        step = self.fonts.line_height(title) - 2
        top = band.centery - step * len(lines) / 2
        for i, line in enumerate(lines):
            self.fonts.draw(surface, self.fonts.fit(line, w - 8, title, bold=True), (w / 2, top + i * step), title,
                            theme.TEXT, bold=True, anchor="midtop")
        # The kind's letter in a corner disc: colour is never the only sign of a card's kind.
        r = 12 if big else 8
        pygame.draw.circle(surface, color, (w - r - 4, h - r - 4), r)
        self.fonts.draw(surface, letter, (w - r - 4, h - r - 4), 14 if big else 12, theme.TEXT, bold=True,
                        anchor="center")
        y = band.bottom + (12 if big else 6)
        nums = numbers(card)
        if nums:
            cols = min(len(nums), 4 if big else 2)
            cell = w // cols
            # Each number's word, then its badge just beneath it: the badge never covers the word.
            label_size, value_size = (12, theme.BODY) if big else (10, 12)
            label_h = self.fonts.line_height(label_size)
            value_h = self.fonts.line_height(value_size) + 6  # a badge's height
            step = label_h + value_h + (8 if big else 2)
            for i, (label, value) in enumerate(nums):
                cx = cell * (i % cols) + cell // 2
                cy = y + (i // cols) * step
                self.fonts.draw(surface, label, (cx, cy), label_size, theme.INK_SOFT, bold=True, anchor="midtop")
                badge(surface, self.fonts, value, (cx, cy + label_h + value_h / 2), value_size, color, theme.TEXT)
            y += ((len(nums) + cols - 1) // cols) * step + (8 if big else 2)
        text = card_text(card)
        text_size = theme.BODY if big else 12
        line_h = self.fonts.line_height(text_size)
        lines = self.fonts.wrap(text, w - 16, text_size)
        bottom = h - (30 if big else 18)
        if not big and y + line_h * len(lines) > bottom:
            return  # a small face never ends a text mid-sentence: the zoom (and the draft's tile) says it whole
        for line in lines:
            if y + line_h > bottom:
                break
            self.fonts.draw(surface, line, (8, y), text_size, theme.INK)
            y += line_h

    def _title(self, name: str, width: int, big: bool) -> tuple[float, list[str]]:
        """The name's size and lines: one line on a zoom; on a small face up to two, a size or two
        smaller before a word is cut (Doppelganger)."""
        if big:
            size = theme.HEADING - 4
            return size, [self.fonts.fit(name, width, size, bold=True)]
        return self.fonts.unbroken(name, width, (12, 11, 10), 2, bold=True)

    def back(self, surface: pygame.Surface, size: str) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, theme.CARD_BACK_EDGE, surface.get_rect().inflate(-12, -12), width=2,
                         border_radius=6)
        self.fonts.draw(surface, "G", (w / 2, h / 2), theme.HEADING, theme.CARD_BACK_EDGE, bold=True, anchor="center")
