"""The quick ask: another person may answer a window (a spell being cast, a moment to respond), and
the table stays with the player whose turn it is.

In hotseat a full hand-off for every window would hide the table several times a turn. Instead the
strip names who is asked and the question, worded from the public prompt alone, with the same two
buttons whatever they hold: they let it go, or they take the table (a hand-off) to answer from their
hand. So the strip tells nobody whether they could answer, and their hand is never drawn unless they
ask for it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.engine.actions import Action
from game.i18n import t

from ..text import Fonts
from .decision_bar import RECT
from .strip import Strip


class QuickAsk(Strip):
    def __init__(self, fonts: Fonts, on_let_go: Callable[[int, Action], None], on_answer: Callable[[int], None],
                 rect: pygame.Rect = RECT) -> None:
        self.on_let_go, self.on_answer = on_let_go, on_answer
        self.seat: int | None = None  # who is asked; None: the strip is hidden
        self.name = ""
        self.question = ""
        self.let_go: Action | None = None  # the answer that lets the window go by
        super().__init__(fonts, rect, 300,
                         ("let_go", lambda: t("quick.let_go", name=self.name), self._let_go, (pygame.K_n,)),
                         ("answer", lambda: t("quick.answer", name=self.name), self._answer, (pygame.K_a,)))

    def words(self) -> str:
        return self.question if self.seat is not None else ""

    @property
    def buttons(self) -> list[pygame.Rect]:
        return [self.form.named("let_go").rect, self.form.named("answer").rect] if self.active else []

    def show(self, seat: int, name: str, question: str, let_go: Action) -> None:
        self.seat, self.name, self.question, self.let_go = seat, name, question, let_go
        # Nothing focused: the Enter or Space the last person pressed to confirm their own move must
        # not answer for the person asked. They answer with N or A (or a click, or Tab first).
        self.form.set_focus(None)

    def hide(self) -> None:
        self.seat = None

    def _let_go(self) -> None:
        seat, action = self.seat, self.let_go
        self.hide()
        if seat is not None and action is not None:
            self.on_let_go(seat, action)

    def _answer(self) -> None:
        seat = self.seat
        self.hide()
        if seat is not None:
            self.on_answer(seat)
