"""The boasting draft's tiles say every dealt card whole: each hero's class and weapons (an Armsmaster's
two) in words under the cards, at a size that fits the tile; a small face never ends its name or text
cut short, and the tiles, chips and seats do not overlap."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.tables.gauntlet_of_fools import layout
from game.ui.tables.gauntlet_of_fools.draft import FOOT, GAP, TEXTS_TOP, texts
from game.ui.tables.gauntlet_of_fools.faces import GauntletPainter, card_name, card_text, cards
from game.ui.text import Fonts


def heroes() -> list[list[str]]:
    book = cards()
    out = [[c, w] for c in book.classes if c != "armsmaster" for w in book.weapons]
    return out + [["armsmaster", *pair] for pair in itertools.combinations(book.weapons, 2)]


def test_every_heros_cards_are_told_whole_in_its_tile() -> None:
    pygame.font.init()
    fonts = Fonts()
    room = layout.TILE_H - TEXTS_TOP - FOOT
    for hero in heroes():
        size, lines = texts(fonts, hero, layout.TILE_W - 16, room)
        assert size >= 11
        assert sum(fonts.line_height(size) if line else GAP for line in lines) <= room, hero
        assert all(fonts.width(line, size) <= layout.TILE_W - 16 for line in lines)
        told = " ".join(line for line in lines if line).split()
        assert told == " ".join(f"{card_name(c)}: {card_text(c)}" for c in hero).split(), hero


def test_a_small_face_ends_no_name_nor_text_cut_short() -> None:
    pygame.font.init()
    fonts = Fonts()
    drawn: list[str] = []
    real = fonts.draw
    fonts.draw = lambda target, text, *a, **k: drawn.append(text) or real(target, text, *a, **k)  # type: ignore
    painter = GauntletPainter(fonts)
    book = cards()
    for card in [*book.classes, *book.weapons, *book.encounters]:
        drawn.clear()
        painter.face(pygame.Surface((90, 126), pygame.SRCALPHA), card, "table")
        assert not any(text.endswith("…") for text in drawn), (card, drawn)  # "Armsmast…" before
        assert card_name(card).split()[0] in " ".join(drawn)
        lines = fonts.wrap(card_text(card), 90 - 16, 12)
        shown = [text for text in drawn if text in lines]
        assert shown in ([], lines), card  # the whole text or none of it (the first lines before)


def test_the_draft_keeps_its_parts_apart() -> None:
    for count in range(2, 7):
        tiles = [layout.tile_rect(i, count) for i in range(count)]
        chips = [layout.chip_rect(i, 6) for i in range(6)]
        seats = [layout.seat_rect(i, count) for i in range(count)]
        assert all(t.right <= layout.PLAY_W and t.left >= 0 for t in tiles)
        assert max(c.bottom for c in chips) < min(t.top for t in tiles)
        assert max(t.bottom for t in tiles) < min(s.top for s in seats)
        assert layout.HINT_Y + 10 < min(c.top for c in chips) and layout.TITLE_Y < layout.HINT_Y


def test_a_faces_numbers_stand_under_their_words_uncovered(monkeypatch: pytest.MonkeyPatch) -> None:
    """DEF, TOK, DICE, ATK...: each badge sits beneath its word at every size ("DEF" was half under its
    badge on the draft's cards)."""
    import game.ui.tables.gauntlet_of_fools.faces as faces_module
    from game.ui import theme

    pygame.font.init()
    fonts = Fonts()
    words: list[pygame.Rect] = []
    badges: list[pygame.Rect] = []
    real_draw, real_badge = fonts.draw, faces_module.badge
    monkeypatch.setattr(fonts, "draw", lambda target, text, *a, **k: words.append(real_draw(target, text, *a, **k))
                        or words[-1])
    monkeypatch.setattr(faces_module, "badge", lambda *a, **k: badges.append(real_badge(*a, **k)) or badges[-1])
    painter = GauntletPainter(fonts)
    book = cards()
    for card in [*book.classes, *book.weapons, *book.encounters]:
        for size in ("table", "hand", "zoom"):  # the sizes the table draws (the discard is a hand face, smaller)
            words.clear()
            badges.clear()
            w, h = theme.CARD_SIZES[size]
            painter.face(pygame.Surface((w, h), pygame.SRCALPHA), card, size)
            for value in badges:
                assert value.bottom <= h and not any(value.colliderect(word) for word in words), (card, size)
