"""The status line along the bottom: one sentence saying whose turn it is and what to do."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import Fonts
from .paint import spinner

HEIGHT = 40


class StatusLine:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.text = ""
        self.tone = "info"  # info, turn (gold), warn (red)
        self.thinking = False
        self._warn_left = 0.0

    def say(self, text: str, tone: str = "info") -> None:
        self.text, self.tone = text, tone

    def warn(self, text: str, seconds: float = 3.0) -> None:
        """A message that wins over the usual prompt for a few seconds (why a drop was refused)."""
        self.text, self.tone = text, "warn"
        self._warn_left = seconds

    @property
    def warning(self) -> bool:
        return self._warn_left > 0

    def update(self, dt: float) -> None:
        self._warn_left = max(0.0, self._warn_left - dt)

    def next_wake(self) -> float | None:
        """When a warning gives the line back to the usual prompt."""
        return self._warn_left if self.warning else None

    def draw(self, target: pygame.Surface, fonts: Fonts, clock: float) -> None:
        pygame.draw.rect(target, theme.FELT_DARK, self.rect)
        accent = {"turn": theme.GOLD, "warn": theme.RED}.get(self.tone, theme.BLUE)
        pygame.draw.line(target, accent, self.rect.topleft, self.rect.topright, 2)
        x = self.rect.x + 24
        if self.thinking:
            spinner(target, (x + 8, self.rect.centery), clock)
            x += 28
        text = fonts.fit(self.text, self.rect.width - (x - self.rect.x) - 24, theme.BODY)
        color = theme.TEXT if self.tone == "info" else accent
        fonts.draw(target, text, (x, self.rect.centery), theme.BODY, color, bold=self.tone != "info",
                   anchor="midleft")
