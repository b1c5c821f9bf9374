"""Settings: language and text size (both apply at once), animation speed, full screen, sound and its
volume, when a move waits for Confirm, and reduced motion; saved on every change."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from .. import theme
from game.i18n import t
from ..widgets.controls import Button, Selector
from ..scene import scene
from ..settings import CONFIRM, TEXT_SIZES
from .overlays import Overlay

if TYPE_CHECKING:
    from ..app import App

ROWS = ("language", "text_size", "speed", "confirm_moves", "fullscreen", "sound", "volume", "reduced_motion")
VOLUMES = list(range(0, 101, 10))
ROW_H = 64
SELECTOR_W = 372


@scene("settings")
class SettingsScene(Overlay):
    def __init__(self, app: "App") -> None:
        # The labels' column is as wide as the widest label at the text size shown.
        self.label_w = max(292, max(app.fonts.width(t(f"settings.label.{key}"), theme.BODY, True) for key in ROWS) + 24)
        super().__init__(app, (48 + self.label_w + SELECTOR_W + 48, 152 + len(ROWS) * ROW_H + 72))
        s = app.settings
        languages = dict(i18n.CATALOGUE.languages())
        choices: dict[str, tuple[list[Any], Any]] = {
            "language": (list(languages), lambda code: languages[code]),
            "speed": (["slow", "normal", "fast", "instant"], lambda v: t(f"settings.speed.{v}")),
            "fullscreen": ([False, True], self._on_off),
            "sound": ([True, False], self._on_off),
            "reduced_motion": ([False, True], self._on_off),
            "volume": (VOLUMES, lambda v: f"{v} %"),
            "text_size": (list(TEXT_SIZES), lambda v: f"{v} %"),
            "confirm_moves": (list(CONFIRM), lambda v: t(f"settings.confirm.{v}")),
        }
        for row, key in enumerate(ROWS):
            values, label = choices[key]
            rect = pygame.Rect(self.box.x + 48 + self.label_w, self.box.y + 104 + row * ROW_H, SELECTOR_W, 48)
            self.form.add(Selector(rect, values, label, getattr(s, key), lambda v, key=key: self._set(key, v),
                                   name=key))
        self.form.add(Button(self.button_rect(0, 240), lambda: t("common.done"), self.close, primary=True,
                             name="done"))
        self.form.move_focus(1)

    @staticmethod
    def _on_off(value: bool) -> str:
        return t("common.on") if value else t("common.off")

    def _set(self, key: str, value: Any) -> None:
        if key == "fullscreen":
            self.app.set_fullscreen(bool(value))
            return
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        if key in ("sound", "volume"):
            self.app.sounds.silence()
            self.app.sounds.play("turn")  # heard at once at the new volume; nothing once sound is off
        if key == "text_size":  # laid out again at the new size, the same row still chosen
            self.app.pop(self)
            again = SettingsScene(self.app)
            again.form.set_focus(again.form.named(key))
            self.app.push(again)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, t("settings.title"), (self.box.x + 48, self.box.y + 40), theme.HEADING, theme.TEXT,
                   bold=True)
        for row, key in enumerate(ROWS):
            fonts.draw(surface, t(f"settings.label.{key}"), (self.box.x + 48, self.box.y + 128 + row * ROW_H), theme.BODY,
                       theme.TEXT, bold=True, anchor="midleft")
