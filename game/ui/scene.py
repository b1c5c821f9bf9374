"""Scenes on a stack, after Tuxemon's state manager: only the top one hears input and updates;
the ones below still draw while the scenes above them are see-through overlays."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    # An opaque scene hides everything below it, so nothing below is drawn (the hand-off screen relies on it).
    opaque = True

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; only the top scene gets them."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; only the top scene updates, so a paused table stays still."""

    def begin_frame(self) -> None:
        """Called on every scene of the stack before a frame is drawn, whether or not it is drawn."""

    def draw(self, surface: pygame.Surface) -> None: ...

    def on_exit(self) -> None: ...

    def on_resume(self) -> None:
        """The scene above was popped."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self, scene: Scene | None = None) -> None:
        """Removes the top scene (or ``scene``, wherever it is) and wakes the new top."""
        if not self.scenes:
            return
        target = scene or self.scenes[-1]
        if target not in self.scenes:
            return
        was_top = target is self.scenes[-1]
        self.scenes.remove(target)
        target.on_exit()
        if was_top and self.scenes:
            self.scenes[-1].on_resume()

    def replace(self, scene: Scene) -> None:
        """Swaps the whole stack for ``scene`` (menu to table, table back to menu)."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]
