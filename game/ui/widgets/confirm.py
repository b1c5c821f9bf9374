"""The confirm strip: a move that was made but not yet sent to the game, with Confirm and Take back.

It sits where the decision bar does. Nothing has reached the engine while it shows, so taking a move
back reveals nothing and rolls nothing: the table simply opens again as it was.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import t

from .. import theme
from ..text import Fonts
from .controls import Button, Form
from .decision_bar import RECT
from .paint import panel

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TAKE_BACK_KEYS = (pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_u)


class ConfirmStrip:
    def __init__(self, fonts: Fonts, on_confirm: Callable[[], None], on_take_back: Callable[[], None],
                 rect: pygame.Rect = RECT) -> None:
        self.fonts = fonts
        self.rect = rect
        self.words = ""  # the move in words; empty: the strip is hidden
        self.on_confirm, self.on_take_back = on_confirm, on_take_back
        self.form = Form()
        back = pygame.Rect(rect.right - 256, rect.y, 256, rect.height)
        self.form.add(Button(back, lambda: t("confirm.take_back"), self._back, name="take_back"))
        self.form.add(Button(back.move(-272, 0), lambda: t("confirm.confirm"), self._yes,
                             primary=True, name="confirm"))

    @property
    def active(self) -> bool:
        return bool(self.words)

    def show(self, words: str) -> None:
        self.words = words
        self.form.set_focus(self.form.named("confirm"))

    def hide(self) -> None:
        self.words = ""

    def _yes(self) -> None:
        self.hide()
        self.on_confirm()

    def _back(self) -> None:
        self.hide()
        self.on_take_back()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self._yes()
            return True
        if event.type == pygame.KEYDOWN and event.key in TAKE_BACK_KEYS:
            self._back()
            return True
        return self.form.handle(event)

    def draw(self, target: pygame.Surface) -> None:
        if not self.active:
            return
        panel(target, self.rect.inflate(8, 8), (16, 34, 30, 235), theme.GOLD, 10)
        room = self.form.named("confirm").rect.x - self.rect.x - 24
        self.fonts.draw(target, self.fonts.fit(self.words, room, theme.BODY, True), (self.rect.x + 12, self.rect.centery),
                        theme.BODY, theme.GOLD, bold=True, anchor="midleft")
        self.form.draw(target, self.fonts)
