"""Monster Day's lanes say what their numbers are: a legend under the monsters' names tells, in every
language, that the number at each end is a village's total for that monster and that the monster
steps toward the higher one; it stays in the column left of the lanes."""
from __future__ import annotations

from game.i18n import CATALOGUE, set_language, t
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.tables.monster_day import layout
from game.ui.tables.monster_day.board import BoardLayer

from .helpers import frame


def test_the_numbers_at_each_end_of_a_lane_are_explained_in_every_language(app: App, solo: TableScene) -> None:
    table = solo.table
    fonts = table.ctx.fonts
    real = fonts.draw
    drawn: list[tuple[str, object]] = []
    fonts.draw = lambda target, text, *a, **k: drawn.append((text, real(target, text, *a, **k))) or drawn[-1][1]  # type: ignore
    try:
        for code, _ in CATALOGUE.languages():
            set_language(code)
            drawn.clear()
            table.layer = BoardLayer()
            frame(app)
            lanes_end = layout.lane_y(3) + layout.LANE_H // 2
            # What is written in the column left of the lanes, below them and above the player's plate.
            legend = [text for text, rect in drawn if text and rect.right < layout.COLUMNS[0] - 56  # type: ignore
                      and lanes_end < rect.top and rect.bottom < layout.MY_PLATE.top]  # type: ignore
            assert " ".join(legend) == t("monster-day.legend.title") + " " + t("monster-day.legend.text"), code
    finally:
        set_language("en")
        fonts.draw = real  # type: ignore[method-assign]
