"""Our own Decktet card faces, drawn from the card data: rank, suits as symbols, name, and the
personality / location / event marks; the zoom size adds the type in words and what the card adds
to each monster's total."""
from __future__ import annotations

import math

import pygame

from game.games.monster_day.cards import DecktetCard, deck
from game.games.monster_day.cards import ROLL, VALUES

from ... import theme
from game.i18n import t
from ...text import Fonts, upper_first
from ...widgets.paint import factor_for, shrink, supersampled
from . import suits

def card_name(card: str) -> str:
    return t(f"card.{card}")


def rank_text(info: DecktetCard) -> str:
    if info.is_ace:
        return t("monster_day.rank.ace")
    if isinstance(info.rank, str):
        return t(f"monster_day.rank.{info.rank}")
    return "" if info.is_crown else str(info.rank)


def _crown(size: int, color: tuple[int, int, int]) -> pygame.Surface:
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    points = [(0.08, 0.78), (0.08, 0.3), (0.3, 0.55), (0.5, 0.18), (0.7, 0.55), (0.92, 0.3), (0.92, 0.78)]
    pygame.draw.polygon(big, color, [(x * n, y * n) for x, y in points])
    for x, y in ((0.08, 0.3), (0.5, 0.18), (0.92, 0.3)):
        pygame.draw.circle(big, color, (x * n, y * n), n * 0.08)
    return shrink(big, (size, size))


def type_mark(kind: str, size: int) -> pygame.Surface:
    """Personality: a bust; location: a divided circle; event: a filled circle."""
    factor = factor_for(size)
    big = supersampled((size, size), factor)
    n = size * factor
    ink = theme.INK
    if kind == "personality":
        pygame.draw.circle(big, ink, (n / 2, n * 0.32), n * 0.2)
        pygame.draw.ellipse(big, ink, (n * 0.14, n * 0.56, n * 0.72, n * 0.6))
    elif kind == "location":
        pygame.draw.circle(big, ink, (n / 2, n / 2), n * 0.42, max(2, round(n * 0.09)))
        pygame.draw.rect(big, ink, (n * 0.08, n * 0.46, n * 0.84, n * 0.09))
    else:
        pygame.draw.circle(big, ink, (n / 2, n / 2), n * 0.42)
    return shrink(big, (size, size))


def _bust(rect: pygame.Rect, color: tuple[int, int, int, int]) -> pygame.Surface:
    """Two mirrored half-figures, as on a playing card's court: the mark of a face card."""
    w, h = rect.size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    half = pygame.Surface((w * 2, h), pygame.SRCALPHA)
    pygame.draw.circle(half, color, (w, h * 0.36), h * 0.2)
    pygame.draw.ellipse(half, color, (w * 0.45, h * 0.58, w * 1.1, h * 0.9))
    big.blit(half, (0, 0))
    big.blit(pygame.transform.flip(half, False, True), (0, h))
    return pygame.transform.smoothscale(big, (w, h))


class DecktetPainter:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self.cards = deck()

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        info = self.cards[card]
        w, h = surface.get_size()
        pad = max(4, round(w * 0.06))
        corner = max(12, round(w * 0.16))
        self._art(surface, info, pygame.Rect(pad + corner, pad + 2, w - 2 * pad - corner, h * 0.62))
        self._corner(surface, info, pad, corner)
        for i, kind in enumerate(info.types):
            mark = type_mark(kind, max(10, round(w * 0.11)))
            surface.blit(mark, (w - pad - mark.get_width(), pad + i * (mark.get_height() + 3)))
        if size == "mini":
            return
        name_size = theme.SMALL if size == "zoom" else 12
        self._name(surface, upper_first(card_name(card)), name_size if size != "zoom" else theme.BODY, pad, h)
        if size == "zoom":
            self._details(surface, info, pad)

    def _corner(self, surface: pygame.Surface, info: DecktetCard, pad: int, corner: int) -> None:
        rank = rank_text(info)
        size = max(12, round(corner * 0.95))
        y = pad
        if info.is_crown:
            crown = _crown(corner, suits.COLORS[info.suits[0]])
            surface.blit(crown, (pad, y))
            y += crown.get_height() + 2
        elif rank:
            rect = self.fonts.draw(surface, rank, (pad + corner / 2, y - 2), size, theme.INK, bold=True,
                                   anchor="midtop")
            y = rect.bottom
        icon = max(10, round(corner * 0.8))
        for suit in info.suits:
            surface.blit(suits.icon(suit, icon), (pad + (corner - icon) / 2, y + 2))
            y += icon + 2

    def _art(self, surface: pygame.Surface, info: DecktetCard, rect: pygame.Rect) -> None:
        if info.is_excuse:
            # No suit and no value: the six suits, faint, in a ring.
            pygame.draw.rect(surface, theme.PAPER_SHADE, rect, border_radius=6)
            icon = max(8, rect.width // 5)
            for i, suit in enumerate(suits.PAINTERS):
                a = -math.pi / 2 + i * math.pi / 3
                symbol = suits.icon(suit, icon, theme.mix(theme.PAPER_SHADE, theme.INK_SOFT, 0.35))
                center = (rect.centerx + math.cos(a) * rect.width * 0.3, rect.centery + math.sin(a) * rect.width * 0.3)
                surface.blit(symbol, symbol.get_rect(center=(round(center[0]), round(center[1]))))
            return
        tint = [suits.COLORS[s] for s in info.suits]
        base = tint[0] if len(tint) == 1 else theme.mix(tint[0], tint[1], 0.5)
        fill = theme.mix(theme.PAPER, base, 0.16)
        pygame.draw.rect(surface, fill, rect, border_radius=max(3, rect.width // 12))
        pygame.draw.rect(surface, theme.mix(theme.PAPER, base, 0.45), rect, width=1,
                         border_radius=max(3, rect.width // 12))
        if info.is_personality:
            surface.blit(_bust(rect, (*theme.mix(theme.PAPER, base, 0.38), 255)), rect)
        count = len(info.suits)
        icon = round(min(rect.width * (0.62 if count == 1 else 0.44), rect.height / (count + 0.3)))
        for i, suit in enumerate(info.suits):
            cy = rect.y + rect.height * (i + 0.5) / count
            cx = rect.centerx + (0 if count == 1 else (rect.width * 0.14) * (1 if i % 2 else -1))
            symbol = suits.icon(suit, icon)
            surface.blit(symbol, symbol.get_rect(center=(round(cx), round(cy))))

    def _name(self, surface: pygame.Surface, name: str, size: int, pad: int, h: int) -> None:
        w = surface.get_width()
        lines = self.fonts.wrap(name, w - 2 * pad, size, bold=True)[:2]
        line_h = self.fonts.line_height(size)
        top = h - pad - line_h * len(lines) - (2 if size > 12 else 0)
        band = pygame.Rect(pad // 2, top - 3, w - pad, h - top - pad // 2 + 3)
        pygame.draw.rect(surface, theme.PAPER_SHADE, band, border_radius=4)
        for i, line in enumerate(lines):
            self.fonts.draw(surface, line, (w / 2, top + i * line_h), size, theme.INK, bold=True, anchor="midtop")

    def _details(self, surface: pygame.Surface, info: DecktetCard, pad: int) -> None:
        """Zoom only: the suits and types in words and what the card adds to each monster's total."""
        w, h = surface.get_size()
        y = round(h * 0.62) + pad + 10
        words = " · ".join(t(f"monster_day.suit.{s}") for s in info.suits) or t("monster_day.suit.none")
        self.fonts.draw(surface, words, (w / 2, y), theme.SMALL, theme.INK, anchor="midtop")
        y += 20
        kinds = " · ".join(t(f"monster_day.type.{k}") for k in info.types) or t("monster_day.type.none")
        self.fonts.draw(surface, kinds, (w / 2, y), theme.SMALL, theme.INK_SOFT, anchor="midtop")
        y += 24
        if info.is_ace:
            return
        adds = [(m, v) for m, v in zip(("odd", "even", "face", "all"), VALUES[info.id]) if v]
        if any(v == ROLL for _, v in adds):
            text = t("monster_day.adds_rolled", what=", ".join(t(f"monster_day.compare.{m}") for m, _ in adds))
        elif adds:
            text = t("monster_day.adds", what=", ".join(t(f"monster_day.compare.{m}") + f" +{v}" for m, v in adds))
        else:
            text = t("monster_day.adds_nothing")
        for line in self.fonts.wrap(text, w - 2 * pad, theme.SMALL):
            self.fonts.draw(surface, line, (w / 2, y), theme.SMALL, theme.INK, anchor="midtop")
            y += self.fonts.line_height(theme.SMALL)

    def back(self, surface: pygame.Surface, size: str) -> None:
        w, h = surface.get_size()
        inner = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.12), -round(w * 0.12))
        pygame.draw.rect(surface, theme.mix(theme.CARD_BACK, theme.INK, 0.3), inner, border_radius=max(3, w // 16))
        pygame.draw.rect(surface, theme.CARD_BACK_EDGE, inner, width=max(1, w // 60), border_radius=max(3, w // 16))
        step = max(8, w // 6)
        lattice = theme.mix(theme.CARD_BACK, theme.CARD_BACK_EDGE, 0.25)
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(-4, -4))
        for x in range(inner.x - h, inner.right + h, step):
            pygame.draw.line(surface, lattice, (x, inner.y), (x + inner.height, inner.bottom), 1)
            pygame.draw.line(surface, lattice, (x + inner.height, inner.y), (x, inner.bottom), 1)
        surface.set_clip(clip)
        radius = round(w * 0.3)
        center = (w // 2, h // 2)
        pygame.draw.circle(surface, theme.mix(theme.CARD_BACK, theme.INK, 0.45), center, radius)
        pygame.draw.circle(surface, theme.CARD_BACK_EDGE, center, radius, max(1, w // 50))
        icon = max(8, round(w * 0.13))
        for i, suit in enumerate(suits.PAINTERS):
            a = -math.pi / 2 + i * math.pi / 3
            pos = (center[0] + math.cos(a) * radius * 0.62, center[1] + math.sin(a) * radius * 0.62)
            symbol = suits.icon(suit, icon, theme.CARD_BACK_EDGE)
            surface.blit(symbol, symbol.get_rect(center=(round(pos[0]), round(pos[1]))))
