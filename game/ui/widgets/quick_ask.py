"""The quick ask: another person may answer a window (a spell being cast, a moment to respond), and
the table stays with the player whose turn it is.

In hotseat a full hand-off for every window would hide the table several times a turn. Instead the
strip names who is asked and the question, worded from the public prompt alone, with the same two
buttons whatever that person holds: they let it go, or they take the table (a hand-off) to answer
from their hand. So the strip tells nobody whether they could answer, and their hand is never drawn
unless they ask for it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.engine.actions import Action
from game.i18n import t

from .. import theme
from ..text import Fonts
from .controls import Button, Form
from .decision_bar import RECT
from .paint import panel

LET_GO_KEYS = (pygame.K_n,)
ANSWER_KEYS = (pygame.K_a,)


class QuickAsk:
    def __init__(self, fonts: Fonts, on_let_go: Callable[[int, Action], None], on_answer: Callable[[int], None],
                 rect: pygame.Rect = RECT) -> None:
        self.fonts = fonts
        self.rect = rect
        self.on_let_go, self.on_answer = on_let_go, on_answer
        self.seat: int | None = None  # who is asked; None: the strip is hidden
        self.name = ""
        self.question = ""
        self.let_go: Action | None = None  # the answer that lets the window go by
        self.form = Form()
        answer = pygame.Rect(rect.right - 300, rect.y, 300, rect.height)
        self.form.add(Button(answer, lambda: t("quick.answer", name=self.name), self._answer, name="answer"))
        self.form.add(Button(answer.move(-316, 0), lambda: t("quick.let_go", name=self.name), self._let_go,
                             primary=True, name="let_go"))

    @property
    def active(self) -> bool:
        return self.seat is not None

    @property
    def buttons(self) -> list[pygame.Rect]:
        return [self.form.named("let_go").rect, self.form.named("answer").rect] if self.active else []

    def show(self, seat: int, name: str, question: str, let_go: Action) -> None:
        self.seat, self.name, self.question, self.let_go = seat, name, question, let_go
        self.form.set_focus(self.form.named("let_go"))

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

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key in LET_GO_KEYS:
            self._let_go()
            return True
        if event.type == pygame.KEYDOWN and event.key in ANSWER_KEYS:
            self._answer()
            return True
        return self.form.handle(event)

    def draw(self, target: pygame.Surface) -> None:
        if not self.active:
            return
        panel(target, self.rect.inflate(8, 8), (16, 34, 30, 235), theme.GOLD, 10)
        room = self.form.named("let_go").rect.x - self.rect.x - 24
        lines = [self.question]
        size = theme.BODY
        if self.fonts.width(self.question, size, True) > room:  # the moment too: two smaller lines
            size = theme.SMALL
            lines = self.fonts.wrap(self.question, room, size, True)[:2]
            lines[-1] = self.fonts.fit(lines[-1], room, size, True)
        step = self.fonts.line_height(size)
        top = self.rect.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            self.fonts.draw(target, line, (self.rect.x + 12, top + i * step), size, theme.GOLD, bold=True,
                            anchor="midleft")
        self.form.draw(target, self.fonts)
