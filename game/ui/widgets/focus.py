"""The keyboard's focus: one target at a time among what may be taken now, moved by Tab, Shift+Tab and
the arrow keys, and the ring that shows it.

A screen hands it the targets it already lights for the pointer (each with a key that stays the same
while the target does), so the keyboard reaches exactly what a click reaches. Tab goes through them in
the order given; an arrow goes to the nearest target that lies that way. The ring is drawn the same on
every screen: a light line between two dark ones, which stands out on the felt, on a card's paper and
on a gold glow alike.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

import pygame

from .. import theme

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
RING = 5  # the light line's width; a dark line lies on each side of it


@dataclass(frozen=True)
class Target:
    key: Hashable  # the same while the target is the same thing, so focus survives a new list
    rect: pygame.Rect  # where the ring is drawn


class Focus:
    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.key: Hashable | None = None  # the focused target's key; None: nothing focused

    def offer(self, targets: list[Target]) -> None:
        """What may be focused now; the focus stays on its target if that is still offered."""
        self.targets = targets
        if self.current() is None:
            self.key = None

    def current(self) -> Target | None:
        return next((target for target in self.targets if target.key == self.key), None)

    def clear(self) -> None:
        self.key = None

    def set(self, key: Hashable) -> bool:
        if any(target.key == key for target in self.targets):
            self.key = key
            return True
        return False

    def step(self, step: int) -> bool:
        """Tab (+1) or Shift+Tab (-1): the next target in order, round the end; the first (or last)
        when nothing was focused."""
        if not self.targets:
            return False
        keys = [target.key for target in self.targets]
        if self.key not in keys:
            self.key = keys[0 if step > 0 else -1]
        else:
            self.key = keys[(keys.index(self.key) + step) % len(keys)]
        return True

    def toward(self, arrow: int) -> bool:
        """An arrow key: the nearest target whose centre lies that way (nearer along the arrow than
        across it); round to the far side when none does. False if it is not an arrow."""
        if arrow not in ARROWS or not self.targets:
            return False
        here = self.current()
        if here is None:
            return self.step(1)
        dx, dy = ARROWS[arrow]
        x0, y0 = here.rect.center

        def ahead(target: Target) -> tuple[float, float]:
            x, y = target.rect.centerx - x0, target.rect.centery - y0
            return x * dx + y * dy, abs(x * dy) + abs(y * dx)  # along the arrow, across it

        others = [t for t in self.targets if t.key != here.key]
        forward = [t for t in others if ahead(t)[0] > 0 and ahead(t)[1] <= 2 * ahead(t)[0]]
        if forward:
            best = min(forward, key=lambda t: ahead(t)[0] + 2 * ahead(t)[1])
        elif others:  # round the edge: the farthest one the other way, nearest across
            best = min(others, key=lambda t: (ahead(t)[0], ahead(t)[1]))
        else:
            return True
        self.key = best.key
        return True

    def handle_key(self, key: int, mod: int = 0) -> bool:
        if key == pygame.K_TAB:
            return self.step(-1 if mod & pygame.KMOD_SHIFT else 1)
        return self.toward(key)

    def draw(self, surface: pygame.Surface) -> None:
        target = self.current()
        if target is not None:
            draw_ring(surface, target.rect)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10, light: tuple[int, int, int] = theme.PAPER,
              width: int = RING) -> None:
    """The focus ring just outside ``rect``: ``light`` between two dark lines. A piece picked up by
    the keyboard wears a thinner gold one, so the ring where Enter acts is always the white one."""
    outer = rect.inflate(2 * (width + 6), 2 * (width + 6))
    pygame.draw.rect(surface, theme.INK, outer, width=width + 6, border_radius=radius + width + 6)
    pygame.draw.rect(surface, light, outer.inflate(-6, -6), width=width, border_radius=radius + width + 3)
