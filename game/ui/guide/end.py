"""The end of a lesson: how its game went, and the way on: a real game against the easy AI, playing on
from here (a lesson may stop before its game does), or the menu."""
from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import pygame

from game.ai import ai_name
from game.engine.match import Match, Seat
from game.i18n import t

from .. import theme
from ..scene import switch_scene
from ..scenes.overlays import Overlay
from ..session import Session
from ..tables import table_for, title
from ..widgets.controls import Button

if TYPE_CHECKING:
    from ..app import App
    from .scene import LessonScene


def real_game(app: "App", game: str, players: int, name: str) -> None:
    """A new game of ``game`` against the easy AI, the person in the first seat, autosaved as any game."""
    spec = table_for(game)
    assert spec is not None
    seats = [Seat(name)] + [Seat(ai_name(n), "ai", "easy") for n in range(1, players)]
    match = Match.start(game, players, secrets.randbelow(2**31), None, seats)
    switch_scene(app, "table", Session(match, app.saves_dir, app.ai_iterations), spec)


class LessonEnd(Overlay):
    def __init__(self, app: "App", lesson: "LessonScene") -> None:
        super().__init__(app, (720, 440))
        self.lesson = lesson
        game = lesson.lesson.game
        over = lesson.session.over()
        name = lesson.session.name(lesson.lesson.person)
        self.lines = [t("lesson.end.mid_game")]
        if over:
            result = lesson.result()
            self.lines = [t("over.draw") if result.draw else t("over.wins", name=lesson.names()[result.winners[0]])]
            self.lines += ["".join(text for text, _ in line) for line in lesson.table.result_lines(lesson.view())]
        # The real game has a row of its own: its name is the longest, and must be read whole.
        self.form.add(Button(self.button_rect(1, 624), lambda: t("lesson.end.real"),
                             lambda: real_game(app, game, lesson.lesson.players, name), primary=True, name="real"))
        below = ([] if over else [("play_on", self.close)]) + [("menu", lesson.quit_to_menu)]
        for column, (key, action) in enumerate(below):
            self.form.add(Button(self.button_rect(0, 624, columns=len(below), column=column),
                                 lambda key=key: t(f"lesson.end.{key}"), action, name=key))
        self.form.set_focus(self.form.named("real"))
        self.heading = t("lesson.end.title", game=title(game))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.lesson.session.over():
            return  # a finished game has nothing to go back to: a button says where to go
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, self.heading, (self.box.centerx, self.box.y + 48), theme.HEADING, theme.GOLD, bold=True,
                   anchor="center")
        y = self.box.y + 100
        for line in [t("lesson.end.done")] + self.lines:
            for part in fonts.wrap(line, self.box.width - 80, theme.BODY):
                fonts.draw(surface, part, (self.box.x + 40, y), theme.BODY, theme.TEXT)
                y += fonts.line_height(theme.BODY)
            y += 8
