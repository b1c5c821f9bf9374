"""Colour is never the only sign: each meaning a colour carries is drawn as a shape or a letter too.
Each test takes the colour away (paints the meaning in the same colour as its opposite, or reads the
picture as a red-green colour-blind eye would) and checks the meaning is still there."""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.tables.boss_monster import faces as boss_faces
from game.ui.tables.monster_day import layout as day_layout
from game.ui.tables.monster_day import suits
from game.ui.widgets import dice as dice_widget
from game.ui.widgets.paint import BRACKET_GAP, glow, lit_place, pulsing_glow

from .helpers import repaint, until
from .test_whole_game import play_first_card

# Machado, Oliveira & Fernandes (2009), deuteranopia at severity 1.0, for linear RGB.
DEUTAN = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))


def seen_by_deutan(color: tuple[int, int, int]) -> float:
    """The lightness (0..1) a deuteranope sees of ``color``."""
    linear = [(c / 255 / 12.92) if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in color]
    r, g, b = (max(0.0, sum(m * v for m, v in zip(row, linear))) for row in DEUTAN)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    w, h = a.get_size()
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(w) for y in range(h))


@pytest.mark.parametrize("draw", [lit_place, lambda s, r: pulsing_glow(s, r, 0.0)])
def test_a_lit_place_has_corner_brackets_a_deuteranope_sees_against_the_felt(draw) -> None:  # type: ignore[no-untyped-def]
    rect = pygame.Rect(60, 60, 100, 140)
    plain = pygame.Surface((240, 280))
    plain.fill(theme.FELT)
    glow(plain, rect, theme.GOLD)
    marked = plain.copy()
    marked.fill(theme.FELT)
    draw(marked, rect)
    outer = rect.inflate(BRACKET_GAP * 2, BRACKET_GAP * 2)
    for corner in (outer.topleft, (outer.right - 1, outer.top), (outer.left, outer.bottom - 1),
                   (outer.right - 1, outer.bottom - 1)):
        seen = seen_by_deutan(tuple(marked.get_at(corner))[:3])
        assert seen - seen_by_deutan(theme.FELT) > 0.4, corner
        assert marked.get_at(corner) != plain.get_at(corner)


def test_treasure_coins_differ_by_their_letters_when_all_share_one_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    classes = ["cleric", "fighter", "mage", "thief"]
    monkeypatch.setattr(boss_faces, "CLASS_COLORS", dict.fromkeys([*classes, "none"], (150, 150, 150)))
    boss_faces.coin.cache_clear()
    try:
        coins = [boss_faces.coin(cls, 24, boss_faces.class_letter(cls)) for cls in classes]
    finally:
        boss_faces.coin.cache_clear()
    for i, a in enumerate(coins):
        for b in coins[i + 1:]:
            assert differing(a, b) > 20


def test_the_decktet_suits_differ_by_their_symbols_in_one_colour() -> None:
    icons = [suits.icon(suit, 32, theme.INK) for suit in suits.PAINTERS]
    for i, a in enumerate(icons):
        for b in icons[i + 1:]:
            assert differing(a, b) > 40


def test_a_die_that_counts_has_a_second_rim_not_only_a_gold_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(theme, "GOLD", (150, 140, 128))  # the gold rim as grey as a plain die's
    dice = dice_widget.Dice(56)
    marked, plain = dice.face(4, True), dice.face(4, False)
    band = [(28, y) for y in range(4, 11)]  # between the rim and the pips, at the top's middle
    assert any(sum(marked.get_at(p)[:3]) < 300 for p in band)
    assert not any(sum(plain.get_at(p)[:3]) < 300 for p in band)


def test_the_seat_to_move_has_a_bar_and_the_leading_total_is_filled(app: App, solo: TableScene) -> None:
    until(app, lambda: solo.table.legal is not None)
    play_first_card(app, solo)  # a card on an Ace: one side leads in its lanes
    until(app, lambda: solo.table.legal is not None)
    repaint(app)
    view = solo.table.view
    assert view is not None
    me = solo.table.me
    plates = {me: day_layout.MY_PLATE, 1 - me: day_layout.THEIR_PLATE}
    for seat, rect in plates.items():
        bar = app.screen.get_at((rect.x + 4, rect.centery))[:3]
        assert (bar == theme.GOLD) == (seat == view["current"]), seat
    leads = 0
    for m, entry in enumerate(view["totals"]):
        mine, theirs = entry["totals"][me], entry["totals"][1 - me]
        if mine == theirs or any(entry["rolled"]):
            continue
        left, right = app.screen.get_at((day_layout.TOTAL_LEFT_X - 16, day_layout.lane_y(m)))[:3], \
            app.screen.get_at((day_layout.TOTAL_RIGHT_X - 16, day_layout.lane_y(m)))[:3]
        filled, hollow = (left, right) if mine > theirs else (right, left)
        assert filled == theme.GOLD and hollow == theme.INK
        leads += 1
    assert leads
