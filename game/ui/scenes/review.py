"""The review of a finished game, opened from its ending screen: the worker reviews it with a
progress bar (Cancel stops it), then the chart of each seat's chance to win and the three biggest
swings in words. The review is kept beside the game's autosave, so opening it again is at once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.i18n import t
from game.review import Review
from game.review.words import told_swings

from .. import theme
from ..ai_worker import shared_process
from ..review_task import BUDGET, Reviewing, kept_beside
from ..scene import scene
from ..session import Session
from ..widgets.chance_chart import draw_chart
from ..widgets.controls import Button
from .overlays import Overlay

if TYPE_CHECKING:
    from ..app import App

POLL_SECONDS = 0.1  # how often the worker's progress is read while it works
CHART_H = 340


@scene("review")
class ReviewScreen(Overlay):
    budget = BUDGET
    def __init__(self, app: "App", session: Session, viewer: int | None = None,
                 on_done: Callable[[Review], None] | None = None) -> None:
        super().__init__(app, (1440, 840))
        self.session = session
        self.viewer = viewer  # the seat whose view the moves are told in (None: a screen shared by all)
        match = session.match
        path = kept_beside(match, session.saves_dir)
        self.on_done = on_done  # told the review once it is made (the ending panel draws its chart)
        process = shared_process() if session.ai_process else None
        self.reviewing = Reviewing(match, path, self.budget, process)
        self._told: list[list[str]] | None = None
        self._shown = -1.0
        self.form.add(Button(self.button_rect(0, 300), lambda: t("review.close" if self.reviewing.finished
                                                                 else "review.cancel"), self.close, primary=True,
                             name="close"))
        self.form.move_focus(1)

    def close(self) -> None:
        self.reviewing.cancel()  # stops the worker when it is still at work; nothing once it is done
        super().close()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.reviewing.poll()
        if self.reviewing.fraction != self._shown or (self.reviewing.finished and self._told is None):
            self._shown = self.reviewing.fraction
            if self.reviewing.review is not None and self._told is None:
                self._told = told_swings(self.session.match, self.reviewing.review, self.viewer)
                if self.on_done is not None:
                    self.on_done(self.reviewing.review)
            self.app.redraw()

    def next_wake(self) -> float | None:
        return None if self.reviewing.finished else POLL_SECONDS

    def chart_area(self) -> pygame.Rect:
        return pygame.Rect(self.box.x + 32, self.box.y + 84, self.box.width - 64, CHART_H)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, t("review.title"), (self.box.x + 40, self.box.y + 28), theme.HEADING, theme.TEXT, bold=True)
        review = self.reviewing.review
        if review is None:
            self._progress(surface)
            return
        names = [self.session.name(seat) for seat in range(self.session.match.players)]
        draw_chart(surface, fonts, review, names, self.chart_area(), self.viewer)
        x, width = self.box.x + 48, self.box.width - 96
        y = self.chart_area().bottom + 20
        fonts.draw(surface, t("review.swings") if review.swings else t("review.none"), (x, y), theme.BODY,
                   theme.TEXT_SOFT, bold=True)
        y += 30
        for lines in self._told or []:
            for index, line in enumerate(lines):
                for row in fonts.lines(line, width - (0 if index == 0 else 24), 2, theme.SMALL, bold=index == 0):
                    fonts.draw(surface, row, (x + (0 if index == 0 else 24), y), theme.SMALL,
                               theme.GOLD if index == 0 else theme.TEXT, bold=index == 0)
                    y += 20
            y += 8

    def _progress(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        area = self.chart_area()
        if self.reviewing.error is not None:
            fonts.draw(surface, t("review.failed", error=self.reviewing.error), area.center, theme.BODY, theme.RED,
                       anchor="center")
            return
        bar = pygame.Rect(0, 0, 640, 24)
        bar.center = area.center
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=12)
        filled = bar.copy()
        filled.width = max(24, round(bar.width * self.reviewing.fraction))
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 2, border_radius=12)
        fonts.draw(surface, t("review.working", percent=round(100 * self.reviewing.fraction)),
                   (bar.centerx, bar.y - 16), theme.BODY, theme.TEXT, anchor="midbottom")
