"""The confirm strip: a move that was made but not yet sent to the game, with Confirm and Take back.

It sits where the decision bar does. Nothing has reached the engine while it shows, so taking a move
back reveals nothing and rolls nothing: the table simply opens again as it was.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import t

from ..text import Fonts
from .decision_bar import RECT, SETTLE_MS
from .strip import Strip

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# A press within SETTLE_MS of another at the same spot is a double click's second half: when the first
# made the move, the strip's button may lie where the move's button was, so it must not confirm.
SAME_SPOT = 6
TAKE_BACK_KEYS = (pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_u)


class ConfirmStrip(Strip):
    def __init__(self, fonts: Fonts, on_confirm: Callable[[], None], on_take_back: Callable[[], None],
                 rect: pygame.Rect = RECT) -> None:
        self.move_words = ""  # the move in words; empty: the strip is hidden
        self.last_press: tuple[tuple[int, int], int] | None = None  # where and when (ticks) the last press was
        self.on_confirm, self.on_take_back = on_confirm, on_take_back
        super().__init__(fonts, rect, 256, ("confirm", lambda: t("confirm.confirm"), self._yes, CONFIRM_KEYS),
                         ("take_back", lambda: t("confirm.take_back"), self._back, TAKE_BACK_KEYS))

    def words(self) -> str:
        return self.move_words

    def show(self, words: str) -> None:
        self.move_words = words
        self.focus_first()

    def handle(self, event: pygame.event.Event) -> bool:
        """Sees every event (the scene passes them all), so it knows a double click's second half."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            now, before = pygame.time.get_ticks(), self.last_press
            self.last_press = (event.pos, now)
            if (self.active and before is not None and now - before[1] < SETTLE_MS
                    and abs(event.pos[0] - before[0][0]) + abs(event.pos[1] - before[0][1]) <= SAME_SPOT):
                return True  # swallowed
        return super().handle(event)

    def hide(self) -> None:
        self.move_words = ""

    def _yes(self) -> None:
        self.hide()
        self.on_confirm()

    def _back(self) -> None:
        self.hide()
        self.on_take_back()
