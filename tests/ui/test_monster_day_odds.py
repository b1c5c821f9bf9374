"""Monster Day shows the dice odds before a card is played: beside each lane, the engine's chance that
the monster steps toward each village, for the card held over a space, else as things stand; written
whole inside the play area in every language."""
from __future__ import annotations

import pygame

from game.i18n import CATALOGUE, set_language, t
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.tables.monster_day import layout
from game.ui.tables.monster_day.odds import X, held, lines, percent
from game.ui.tables.monster_day.table import MonsterDayTable

from .helpers import frame, move, repaint, until


def ready(app: App, scene: TableScene) -> MonsterDayTable:
    table = scene.table
    assert isinstance(table, MonsterDayTable)
    until(app, lambda: table.legal is not None and not scene.anim.busy)
    return table


def expected(table: MonsterDayTable, figures: list[list[float]]) -> list[str]:
    me = table.me
    out = []
    for toward in figures:
        parts = [t("monster-day.odds.to_you", p=percent(toward[me]))] if toward[me] else []
        if toward[1 - me]:
            parts.append(t("monster-day.odds.to_them", p=percent(toward[1 - me]), name=table.ctx.names[1 - me]))
        out.append(" · ".join(parts) or t("monster-day.odds.stays"))
    return out


def test_the_odds_follow_the_card_held_over_a_space(app: App, solo: TableScene) -> None:
    table = ready(app, solo)
    odds = table.view["odds"]
    assert odds and held(table) is None
    shown = lines(table, None)
    assert shown is not None and shown[0][0] == t("monster-day.odds.now")
    assert [text for text, _ in shown[1:]] == expected(table, odds[""])
    # Pick up each card and hold it over each space it may go to: the figures for that very play.
    for card, spaces in table.targets.items():
        for space, action in spaces.items():
            table.my_hand.selected = table.my_hand.cards.index(card)
            table.focus_space = space
            assert held(table) == action
            shown = lines(table, action)
            assert shown is not None and card in str(action)
            assert [text for text, _ in shown[1:]] == expected(table, odds[str(action)])
    assert any(any(x for pair in figures for x in pair) for figures in odds.values())


def test_the_odds_are_written_whole_beside_the_lanes_in_every_language(app: App, solo: TableScene) -> None:
    table = ready(app, solo)
    fonts = table.ctx.fonts
    real = fonts.draw
    drawn: list[tuple[str, pygame.Rect]] = []
    fonts.draw = lambda target, text, *a, **k: drawn.append((text, real(target, text, *a, **k))) or drawn[-1][1]  # type: ignore
    try:
        for code, _ in CATALOGUE.languages():
            set_language(code)
            move(app, (5, 5))
            drawn.clear()
            repaint(app)
            beside = [(text, rect) for text, rect in drawn  # not the log, nor the keys line at the foot
                      if X - 1 <= rect.left < 1264 and rect.bottom < layout.ACE_Y]
            assert any(text == t("monster-day.odds.title") for text, _ in beside), code
            assert all(rect.right <= 1264 and not text.endswith("…") for text, rect in beside), (code, [
                (text, rect) for text, rect in beside if rect.right > 1264 or text.endswith("…")])
            lanes = [text for text, rect in beside if layout.LANE_TOP <= rect.centery <= layout.lane_y(3) + 20]
            assert " ".join(lanes) == " ".join(expected(table, table.view["odds"][""])), code
    finally:
        set_language("en")
        fonts.draw = real  # type: ignore[method-assign]
