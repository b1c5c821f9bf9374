"""The marks drawn over a room in a dungeon (face down, rooms beneath) cover nothing the card says:
neither its treasure, its name and Advanced tag, nor each other."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.games.boss_monster.cards import book
from game.i18n import CATALOGUE
from game.ui import theme
from game.ui.tables.boss_monster.board import room_marks
from game.ui.tables.boss_monster.faces import BossMonsterPainter, band_rect
from game.ui.tables.boss_monster.layout import Row
from game.ui.text import Fonts
from game.ui.widgets.card import CardFaces

ROOMS = book().rooms


def painted(fonts: Fonts, faces: CardFaces, card: str, place: dict[str, Any] | None) -> pygame.Surface:
    """A room at table size on a plain ground, with its dungeon marks when ``place`` is given."""
    surface = pygame.Surface((200, 200))
    surface.fill((10, 20, 30))
    rect = faces.draw(surface, card, "table", (100, 100))
    if place is not None:
        table = SimpleNamespace(ctx=SimpleNamespace(fonts=fonts))
        room_marks(table, surface, Row(0, "table", 100), {"room": card, **place}, rect)  # type: ignore[arg-type]
    return surface


def table_card() -> tuple[Fonts, CardFaces, pygame.Rect, pygame.Rect]:
    """Fonts, faces, where ``painted`` puts a table-size card, and that card's top band."""
    pygame.font.init()
    fonts = Fonts()
    w, h = theme.CARD_SIZES["table"]
    card = pygame.Rect(0, 0, w, h)
    card.center = (100, 100)
    return fonts, CardFaces(BossMonsterPainter(fonts)), card, band_rect((w, h)).move(card.topleft)


def same(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> bool:
    return all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(area.left, area.right)
               for y in range(area.top, area.bottom))


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_a_face_down_room_says_so_in_its_band_and_covers_nothing_below_it(language: str) -> None:
    fonts, faces, card, band = table_card()
    below = pygame.Rect(card.left, band.bottom + 2, card.width, card.bottom - band.bottom - 2)  # name, tag, treasure
    drawn: list[tuple[str, pygame.Rect]] = []
    real = fonts.draw
    fonts.draw = lambda target, text, *a, **k: drawn.append((text, real(target, text, *a, **k))) or drawn[-1][1]  # type: ignore
    CATALOGUE.set_language(language)
    try:
        for room in [r for r in ROOMS.values() if r.advanced][:4] + [r for r in ROOMS.values() if not r.advanced][:4]:
            plain = painted(fonts, faces, room.id, None)
            drawn.clear()
            hidden = painted(fonts, faces, room.id, {"face_down": True, "covered": ["x"]})
            assert same(plain, hidden, below), room.id  # the old badge sat on the treasure
            words = [rect for text, rect in drawn if text == CATALOGUE.t("boss-monster.face_down")]
            assert words, drawn  # whole, not cut short
            assert not same(plain, hidden, band)
            alone = painted(fonts, faces, room.id, {"face_down": True})
            assert same(alone, hidden, words[0]), room.id  # the +N badge keeps off the words...
            corner = pygame.Rect(band.left, band.top, 12, band.height)
            assert not same(alone, hidden, corner), room.id  # ...and is not painted over by them
    finally:
        CATALOGUE.set_language("en")
        fonts.draw = real  # type: ignore[method-assign]


def test_the_rooms_beneath_badge_leaves_the_kind_in_the_band_readable() -> None:
    """The +N badge at the left corner: the band's kind (written from the right end) stays whole."""
    fonts, faces, card, band = table_card()
    kind_side = pygame.Rect(band.centerx - 10, band.top, band.right - band.centerx + 10, band.height)
    for room in list(ROOMS.values())[:6]:
        plain = painted(fonts, faces, room.id, None)
        marked = painted(fonts, faces, room.id, {"covered": ["x", "y"], "damage": room.damage})
        assert same(plain, marked, kind_side), room.id


@pytest.mark.parametrize("size", ["mini", "table"])
def test_a_used_room_with_rooms_beneath_shows_both_marks_apart(size: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """"used" and the +N badge both sit at the top of the card: neither covers the other."""
    import game.ui.tables.boss_monster.board as board

    fonts, faces, _, _ = table_card()
    surface = pygame.Surface((200, 200))
    room = next(iter(ROOMS))
    rect = faces.draw(surface, room, size, (100, 100))
    badges: list[pygame.Rect] = []
    real = board.badge
    monkeypatch.setattr(board, "badge", lambda *a, **k: badges.append(real(*a, **k)) or badges[-1])
    place = {"room": room, "covered": ["x", "y"], "used": True, "damage": ROOMS[room].damage}
    room_marks(SimpleNamespace(ctx=SimpleNamespace(fonts=fonts)), surface, Row(0, size, 100), place, rect)  # type: ignore[arg-type]
    assert len(badges) == 2 and not badges[0].colliderect(badges[1]), badges  # they met on a mini card before
