"""The status line along the bottom: one sentence saying whose turn it is and what to do."""
from __future__ import annotations

import pygame

from .. import theme
from ..text import Fonts, upper_first
from .paint import spinner

HEIGHT = 40
LEGEND_SIZES = (theme.SMALL, 12)  # the keys' line shrinks this far beside a long sentence, then waits


class StatusLine:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.text = ""
        self.tone = "info"  # info, turn (gold), warn (red), note (blue: a word for the player, no warning)
        self.thinking = False
        self._warn_left = 0.0
        self.indent = 0  # room kept at the left for a button beside the sentence
        self.shown: tuple[str, pygame.Rect, bool] | None = None  # the sentence as last drawn, where, and bold

    def say(self, text: str, tone: str = "info") -> None:
        self.text, self.tone = text, tone

    def warn(self, text: str, seconds: float = 3.0) -> None:
        """A message that wins over the usual prompt for a few seconds (why a drop was refused)."""
        self.text, self.tone = text, "warn"
        self._warn_left = seconds

    def note(self, text: str, seconds: float) -> None:
        """A passing word that is no warning (the hint's move): it wins over the prompt for a while,
        drawn in the information colour."""
        self.warn(text, seconds)
        self.tone = "note"

    def drop_note(self) -> None:
        """The moment the note spoke of has passed (a move was played): the usual line comes back."""
        if self.tone == "note":
            self._warn_left = 0.0

    @property
    def warning(self) -> bool:
        return self._warn_left > 0

    def update(self, dt: float) -> None:
        self._warn_left = max(0.0, self._warn_left - dt)

    def next_wake(self) -> float | None:
        """When a warning or a note gives the line back to the usual prompt."""
        return self._warn_left if self.warning else None

    def draw(self, target: pygame.Surface, fonts: Fonts, clock: float, legend: str = "") -> None:
        """The sentence at the left; ``legend`` (the keys) at the right, in small soft type, where the
        sentence leaves room for it: a long sentence or a warning is never cut for it."""
        pygame.draw.rect(target, theme.FELT_DARK, self.rect)
        accent = {"turn": theme.GOLD, "warn": theme.RED}.get(self.tone, theme.BLUE)  # info and note: blue
        pygame.draw.line(target, accent, self.rect.topleft, self.rect.topright, 2)
        x = self.rect.x + 24 + self.indent
        if self.thinking:
            spinner(target, (x + 8, self.rect.centery), clock)
            x += 28
        room = self.rect.width - (x - self.rect.x) - 24
        bold = self.tone != "info"
        # A sentence may begin with a card's name ("the Soldier can only go..."): it starts with a capital.
        sentence = upper_first(self.text)
        key_room = room - fonts.width(sentence, theme.BODY, bold) - 48
        size = next((s for s in LEGEND_SIZES if fonts.width(legend, s) <= key_room), None)
        if legend and not self.warning and size is not None:
            fonts.draw(target, legend, (self.rect.right - 24, self.rect.centery), size, theme.TEXT_SOFT,
                       anchor="midright")
        text = fonts.fit(sentence, room, theme.BODY, bold)
        color = theme.TEXT if self.tone == "info" else accent
        self.shown = text, fonts.draw(target, text, (x, self.rect.centery), theme.BODY, color, bold=bold,
                                      anchor="midleft"), bold
