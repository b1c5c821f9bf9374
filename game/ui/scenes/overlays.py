"""Scenes laid over another: a dialog, the pause menu, the hand-off screen, and the game-over panel."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from .. import theme
from game.i18n import Segment, t
from game.review import Review
from ..scene import Scene, open_scene, scene
from ..widgets.controls import Button, Form
from ..widgets.log_panel import draw_rich
from ..widgets.paint import badge, panel
from ..widgets.score_sheet import Sheet, draw_sheet
from ..widgets.chance_chart import draw_chart
from ..review_task import kept_review

if TYPE_CHECKING:
    from ..app import App
    from .table import TableScene


CHART_LEAST = 160  # the least height the ending panel's chart of chances is drawn in

# Dimming the screen under an overlay multiplies it in place, as the shade's black laid over it would,
# with no screen-sized layer to make at every frame or to keep.
DIM = (255 - theme.SHADE[3],) * 3


def ready_key() -> str:
    """The letter that passes a hand-off cover, in the player's language: the one its button names."""
    return t("handoff.key")


class Overlay(Scene):
    opaque = False
    precise_motion = True

    def __init__(self, app: "App", size: tuple[int, int]) -> None:
        super().__init__(app)
        self.box = pygame.Rect(0, 0, *size)
        self.box.center = (theme.WIDTH // 2, theme.HEIGHT // 2 - 16)
        self.form = Form(app.redraw)

    def button_rect(self, row: int, width: int | None = None, columns: int = 1, column: int = 0) -> pygame.Rect:
        width = width or self.box.width - 96
        gap = 16
        each = (width - gap * (columns - 1)) // columns
        x = self.box.centerx - width // 2 + column * (each + gap)
        return pygame.Rect(x, self.box.bottom - 32 - 56 * (row + 1) + 8, each, 48)

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.form.update(dt)

    def next_wake(self) -> float | None:
        return self.form.next_wake()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(DIM, special_flags=pygame.BLEND_MULT)
        panel(surface, self.box, (20, 42, 36, 255), theme.PANEL_EDGE, 16)
        self.form.draw(surface, self.app.fonts)


@scene("dialog")
class Dialog(Overlay):
    """A message and one button; used for refused saves, AI troubles and the like."""

    def __init__(self, app: "App", title: str, message: str, on_close: Callable[[], None] | None = None) -> None:
        lines = app.fonts.wrap(message, 560, theme.BODY)
        self.step = max(26, app.fonts.line_height(theme.BODY))
        super().__init__(app, (640, 200 + self.step * len(lines)))
        self.title, self.message, self.lines = title, message, lines
        self.on_close = on_close
        self.form.add(Button(self.button_rect(0, 200), lambda: t("common.ok"), self.close, primary=True, name="ok"))
        self.form.move_focus(1)

    def close(self) -> None:
        super().close()
        if self.on_close:
            self.on_close()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, self.title, (self.box.x + 40, self.box.y + 32), theme.HEADING, theme.TEXT, bold=True)
        for i, line in enumerate(self.lines):
            fonts.draw(surface, line, (self.box.x + 40, self.box.y + 88 + self.step * i), theme.BODY, theme.TEXT)


@scene("handoff")
class HandOff(Scene):
    """Hides the whole table until the next person says they are the one looking: by its button, or by
    the key its label names. Never by Enter, Space or a digit, which the person before may still be
    pressing out of habit to confirm their own move, nor by a click that began before it was shown."""

    opaque = True
    precise_motion = True

    def __init__(self, app: "App", name: str, on_ready: Callable[[], None],
                 on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.on_escape = on_escape  # the pause menu, opened over this cover (the table stays hidden)
        self.form = Form(app.redraw)
        rect = pygame.Rect(0, 0, 480, 56)
        rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2 + 96)
        self.form.add(Button(rect, lambda: t("handoff.ready", name=self.name, letter=ready_key()), self.ready,
                             primary=True, name="ready"))

    def ready(self) -> None:
        self.app.pop(self)
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.on_escape is not None:
                self.on_escape()
            elif event.key == pygame.key.key_code(ready_key().lower()):
                self.ready()
            return  # no other key: the button takes no focus, so Enter and Space cannot reach it
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        fonts = self.app.fonts
        cx, cy = theme.WIDTH // 2, theme.HEIGHT // 2
        fonts.draw(surface, t("handoff.title", name=self.name), (cx, cy - 80), theme.DISPLAY, theme.GOLD, bold=True,
                   anchor="center")
        fonts.draw(surface, t("handoff.explain", name=self.name), (cx, cy - 16), theme.BODY, theme.TEXT,
                   anchor="center")
        self.form.draw(surface, fonts)


@scene("pause")
class Pause(Overlay):
    def __init__(self, app: "App", table: "TableScene") -> None:
        # A game on the network is saved by its host as it goes, and has no rematch.
        local = table.session.network is None
        over = table.session.over() and local
        entries: list[tuple[str, Callable[[], None]]] = [
            ("pause.resume", self.close),
            *([("over.rematch", table.rematch)] if over else []),
            *([("pause.save", lambda: open_scene(app, "save", table.session))] if local else []),
            ("pause.load", lambda: open_scene(app, "load")),
            ("pause.rules", lambda: open_scene(app, "rules", table.session.game.id)),
            ("pause.settings", lambda: open_scene(app, "settings")),
            ("pause.quit", table.quit_to_menu),
        ]
        super().__init__(app, (480, 120 + 56 * len(entries)))
        self.table = table
        for row, (key, action) in enumerate(reversed(entries)):
            self.form.add(Button(self.button_rect(row), lambda key=key: t(key), action, primary=key == "pause.resume",
                                 name=key.split(".")[1]))
        self.form.controls.reverse()
        self.form.move_focus(1)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.app.fonts.draw(surface, t("pause.title"), (self.box.centerx, self.box.y + 44), theme.HEADING, theme.TEXT,
                            bold=True, anchor="center")


@scene("game_over")
class GameOver(Overlay):
    """Who won and what decided it, with the table's score sheet beside it when it keeps one. Enter
    only closes it (Look at the table): a rematch is never started by a key pressed out of habit."""

    SHEET_W = 640  # the score sheet's column, right of what decided the game: room for four seats

    def __init__(self, app: "App", table: "TableScene", lines: list[list[Segment]], sheet: Sheet | None = None) -> None:
        self.sheet = sheet
        # Taller at a larger text size, for the lines of what decided the game.
        height = min(theme.HEIGHT - 48, app.fonts.px(720 if sheet else 560))
        super().__init__(app, (720 + self.SHEET_W, height) if sheet else (720, height))
        self.table = table
        self.lines = lines
        result = table.result()
        self.result = result
        names = table.names()
        if result.draw:
            self.headline = t("over.draw")
        else:
            self.headline = t("over.wins", name=names[result.winners[0]])
        self.names = names
        local = table.session.network is None
        # A game on the network has no rematch, no match here to replay, and no save beside which a
        # review would be kept.
        buttons = [*([("over.rematch", "rematch", table.rematch, False),
                      ("replaying.replay", "replay", table.replay, False)] if local else []),
                   ("over.look", "look", self.close, True),
                   *([("review.button", "review", self.review, False)] if local and sheet else []),
                   ("over.menu", "menu", table.quit_to_menu, False)]
        width = min(self.box.width - 96, 240 * len(buttons))
        for column, (key, name, action, primary) in enumerate(buttons):
            self.form.add(Button(self.button_rect(0, width, columns=len(buttons), column=column),
                                 lambda key=key: t(key), action, primary=primary, name=name))
        if local and not sheet:  # a narrow panel: the review has a row of its own above the others
            self.form.add(Button(self.button_rect(1, 240), lambda: t("review.button"), self.review, name="review"))
        # A review made before (kept beside the autosave) is charted at once, under what decided the game.
        self.chances = kept_review(table.session.match, table.session.saves_dir) if local and sheet else None
        self.form.set_focus(self.form.named("look"))

    def review(self) -> None:
        """Each seat's chance to win over the game and its biggest swings (``scenes/review.py``)."""
        open_scene(self.app, "review", self.table.session, self.table.owner, self.reviewed)

    def reviewed(self, review: Review) -> None:
        self.chances = review

    @property
    def main(self) -> pygame.Rect:
        """The part of the box that tells who won and why (all of it without a sheet)."""
        return pygame.Rect(self.box.x, self.box.y, 720, self.box.height)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        box = self.main
        # Each part below the one above it, where the usual size leaves room to spare.
        above = fonts.draw(surface, t("over.title"), (box.centerx, box.y + 36), theme.BODY, theme.TEXT_SOFT,
                           anchor="center").bottom
        above = fonts.draw(surface, self.headline, (box.centerx, max(box.y + 80, above + fonts.line_height(theme.DISPLAY) // 2)),
                           theme.DISPLAY, theme.GOLD, bold=True, anchor="center", width=box.width - 48).bottom
        count = len(self.names)
        names_y = max(box.y + 140, above + fonts.line_height(theme.BODY) // 2 + 4)
        scores_y = names_y + max(44, fonts.line_height(theme.BODY) // 2 + fonts.line_height(theme.DISPLAY) // 2 + 8)
        for seat, name in enumerate(self.names):
            x = box.x + box.width * (seat + 1) / (count + 1)
            fonts.draw(surface, name, (x, names_y), theme.BODY, theme.TEXT, bold=True, anchor="center",
                       width=box.width // (count + 1) - 8)
            won = seat in self.result.winners and not self.result.draw
            above = badge(surface, fonts, f"{self.result.scores[seat]:g}", (x, scores_y), theme.DISPLAY,
                          theme.INK, theme.GOLD if won else theme.TEXT, theme.GOLD if won else theme.PANEL_EDGE,
                          min_width=88).bottom
        y = fonts.draw(surface, t("over.decided"), (box.x + 48, max(box.y + 236, above + 12)), theme.BODY,
                       theme.TEXT_SOFT, bold=True).bottom + 8
        for line in self.lines:
            y = draw_rich(surface, fonts, line, (box.x + 48, y), box.width - 96, theme.BODY) + 4
        chart = pygame.Rect(box.x + 24, y + 16, box.width - 48, box.bottom - 112 - y - 16)
        if self.chances is not None and self.sheet and chart.height >= CHART_LEAST:
            draw_chart(surface, fonts, self.chances, self.names, chart, self.table.owner)
        if self.sheet:
            self._sheet(surface)

    def _sheet(self, surface: pygame.Surface) -> None:
        """The table's score sheet, line by line and seat by seat, its total last."""
        assert self.sheet is not None
        left = self.main.right
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, self.box.y + 32), (left, self.box.bottom - 112))
        self.app.fonts.draw(surface, t("over.sheet"), (left + 24, self.box.y + 36), theme.BODY, theme.TEXT_SOFT,
                            bold=True, anchor="midleft")
        draw_sheet(surface, self.app.fonts, self.sheet,
                   pygame.Rect(left + 24, self.box.y + 64, self.box.right - 32 - left - 24, self.box.height - 176))
