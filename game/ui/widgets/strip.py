"""A strip at the decision bar's place: a line of words and two buttons, each with its keys.

The confirm step and the quick ask are both this: a question put on the table that one of two
answers closes. A sentence too long for one line takes two smaller ones rather than being cut.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Callable

import pygame

from .. import theme
from ..text import Fonts
from .controls import Button, Form
from .paint import panel

Label = Callable[[], str]
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Strip(ABC):
    def __init__(self, fonts: Fonts, rect: pygame.Rect, width: int,
                 first: tuple[str, Label, Callable[[], None], tuple[int, ...]],
                 second: tuple[str, Label, Callable[[], None], tuple[int, ...]]) -> None:
        """``first`` is the primary answer, drawn left of ``second`` at the strip's right end; each is
        a name, its label, what it does and the keys that take it."""
        self.fonts = fonts
        self.rect = rect
        self.form = Form()
        right = pygame.Rect(rect.right - width, rect.y, width, rect.height)
        self.form.add(Button(right, second[1], second[2], name=second[0]))
        self.form.add(Button(right.move(-width - 16, 0), first[1], first[2], primary=True, name=first[0]))
        self.first = first[0]
        self.keys = {key: action for _, _, action, keys in (first, second) for key in keys}

    @property
    def active(self) -> bool:
        return bool(self.words())

    @abstractmethod
    def words(self) -> str:
        """The sentence shown; empty while the strip is hidden."""

    def focus_first(self) -> None:
        self.form.set_focus(self.form.named(self.first))

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key in ENTER and self.form.focused() not in (None, self.form.named(self.first)):
            return self.form.handle(event)  # moved to the other answer by Tab: Enter takes the one the ring is on
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.keys[event.key]()
            return True
        return self.form.handle(event)

    def draw(self, target: pygame.Surface) -> None:
        if not self.active:
            return
        panel(target, self.rect.inflate(8, 8), (16, 34, 30, 235), theme.GOLD, 10)
        room = self.form.named(self.first).rect.x - self.rect.x - 24
        words, size = self.words(), theme.BODY
        lines = [words]
        if self.fonts.width(words, size, True) > room:
            size = theme.SMALL
            lines = self.fonts.wrap(words, room, size, True)[:2]
            lines[-1] = self.fonts.fit(lines[-1], room, size, True)
        step = self.fonts.line_height(size)
        top = self.rect.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            self.fonts.draw(target, line, (self.rect.x + 12, top + i * step), size, theme.GOLD, bold=True,
                            anchor="midleft")
        self.form.draw(target, self.fonts)

