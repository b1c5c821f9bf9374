"""The first new game of a game never played here offers its lesson first: learn, or just play."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.i18n import t

from .. import theme
from ..scene import scene, switch_scene
from ..scenes.overlays import Overlay
from ..tables import title
from ..widgets.controls import Button

if TYPE_CHECKING:
    import pygame

    from ..app import App


@scene("lesson_offer")
class LessonOffer(Overlay):
    def __init__(self, app: "App", game: str, just_play: Callable[[], None]) -> None:
        self.lines = app.fonts.wrap(t("lesson.offer.text"), 560, theme.BODY)
        super().__init__(app, (640, 240 + 26 * len(self.lines)))
        self.heading = t("lesson.offer.title", game=title(game))
        buttons = [("learn", lambda: switch_scene(app, "lesson", game), True), ("play", just_play, False)]
        for column, (key, action, primary) in enumerate(buttons):
            self.form.add(Button(self.button_rect(0, 544, columns=2, column=column),
                                 lambda key=key: t(f"lesson.offer.{key}"), action, primary=primary, name=key))
        self.form.set_focus(self.form.named("learn"))

    def draw(self, surface: "pygame.Surface") -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, self.heading, (self.box.x + 40, self.box.y + 32), theme.HEADING, theme.TEXT, bold=True)
        for i, line in enumerate(self.lines):
            fonts.draw(surface, line, (self.box.x + 40, self.box.y + 88 + 26 * i), theme.BODY, theme.TEXT)
