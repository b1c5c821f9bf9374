"""The coach: a short message in a box beside what it is about, a gold ring on each part it points at,
and a line from the box to the first of them.

The box is placed where the eye already is: next to the first part, on whichever side has room, and
never over a part it points at, the decision bar or the status line (the person must see and reach
what the message is about); where it can, clear of what the table asks to keep clear too (the
players' scores and heroes, the hand). With nothing to point at it waits at the top of the play area.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme
from ..text import Fonts
from ..widgets.paint import panel

PLAY = pygame.Rect(8, 8, 1256, 800)  # left of the log, above the decision bar and the status line
WIDTH = 400
PAD = 16
GAP = 24  # between a part and the box beside it


@dataclass
class Coach:
    text: str = ""
    rule: str = ""  # the rulebook section the step teaches, shown under the message
    tone: str = "teach"  # "why": a move the lesson does not want was refused, and this says why
    parts: list[pygame.Rect] = field(default_factory=list)
    box: pygame.Rect = field(default_factory=pygame.Rect)

    def say(self, fonts: Fonts, text: str, rule: str, parts: list[pygame.Rect], tone: str = "teach",
            clear: list[pygame.Rect] | None = None) -> None:
        self.text, self.rule, self.tone = text, rule, tone
        canvas = pygame.Rect((0, 0), theme.SIZE)
        self.parts = [part.clip(canvas) for part in parts if part.clip(canvas).width and part.clip(canvas).height]
        lines = len(fonts.wrap(text, WIDTH - 2 * PAD, theme.BODY)) * fonts.line_height(theme.BODY)
        height = PAD * 2 + lines + (fonts.line_height(theme.SMALL) + 6 if rule else 0)
        self.box = place((WIDTH, height), self.parts, clear or [])

    def hide(self) -> None:
        self.text, self.parts = "", []

    @property
    def shown(self) -> bool:
        return bool(self.text)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.text:
            return
        for part in self.parts:
            pygame.draw.rect(surface, theme.GOLD, part.inflate(8, 8), width=3, border_radius=10)
        if self.parts:
            target = self.parts[0]
            start = (min(max(target.centerx, self.box.left), self.box.right),
                     min(max(target.centery, self.box.top), self.box.bottom))
            end = (min(max(start[0], target.left), target.right), min(max(start[1], target.top), target.bottom))
            pygame.draw.line(surface, theme.GOLD, start, end, 3)
            pygame.draw.circle(surface, theme.GOLD, end, 6)
        edge = theme.RED if self.tone == "why" else theme.GOLD
        panel(surface, self.box, (12, 30, 26, 244), edge, 12)
        y = self.box.y + PAD
        for line in fonts.wrap(self.text, WIDTH - 2 * PAD, theme.BODY):
            fonts.draw(surface, line, (self.box.x + PAD, y), theme.BODY, theme.TEXT)
            y += fonts.line_height(theme.BODY)
        if self.rule:
            fonts.draw(surface, self.rule, (self.box.x + PAD, y + 6),
                       theme.SMALL, theme.GOLD, width=WIDTH - 2 * PAD)


def place(size: tuple[int, int], parts: list[pygame.Rect], clear: list[pygame.Rect]) -> pygame.Rect:
    """Where a box of ``size`` goes: beside the first part (below, above, right, left, in that order of
    preference), inside the play area and clear of every part, and of every ``clear`` rect where any
    spot is; failing that, the free spot nearest it."""
    box = pygame.Rect((0, 0), size)
    if not parts:
        box.midtop = (PLAY.centerx, PLAY.top + 88)
        return box
    first = parts[0]
    spots = [("midtop", (first.centerx, first.bottom + GAP)), ("midbottom", (first.centerx, first.top - GAP)),
             ("midleft", (first.right + GAP, first.centery)), ("midright", (first.left - GAP, first.centery))]
    spots += [(anchor, getattr(PLAY.inflate(-16, -16), anchor)) for anchor in
              ("topleft", "topright", "midtop", "midleft", "midright", "bottomleft", "bottomright", "midbottom")]
    fallback = None
    for avoid in (parts + clear, parts):
        for anchor, point in spots:
            setattr(box, anchor, point)
            box.clamp_ip(PLAY)
            if box.collidelist(avoid) < 0:
                return box.copy()
            fallback = fallback or box.copy()
    return fallback or box
