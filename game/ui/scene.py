"""Scenes on a stack, after Tuxemon's state manager: only the top one hears input and updates;
the ones below still draw while the scenes above them are see-through overlays."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    # An opaque scene hides everything below it, so nothing below is drawn (the hand-off screen relies on it).
    opaque = True
    # False: any event draws the whole canvas again. True: pointer motion changes nothing but the hover
    # of the scene's controls, whose form asks for those redraws itself; motion over nothing draws nothing.
    precise_motion = False

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; only the top scene gets them."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; only the top scene updates, so a paused table stays still. What an
        update changes on screen it asks to be drawn (``app.redraw``): input is redrawn anyway."""

    def next_wake(self) -> float | None:
        """Seconds from this update until the scene needs the next with no input: 0 while something moves
        (the very next frame), a timer's delay (a hover's rest, a message that expires), None to rest
        until input comes. Only the top scene is asked, as only it updates."""
        return None

    def begin_frame(self) -> None:
        """Called on every scene of the stack before a frame is drawn, whether or not it is drawn."""

    def draw(self, surface: pygame.Surface) -> None: ...

    def on_exit(self) -> None: ...

    def on_resume(self) -> None:
        """The scene above was popped."""


# Scenes reach one another by name (``open_scene(app, "rules", game_id)``), so no scene module imports
# another to open it: each registers its constructor here when ``game.ui.scenes`` is imported.
SceneMaker = Callable[..., Scene]
_MAKERS: dict[str, SceneMaker] = {}


def scene(name: str) -> Callable[[SceneMaker], SceneMaker]:
    """Registers a scene's constructor under ``name`` (a class decorator)."""

    def register(maker: SceneMaker) -> SceneMaker:
        _MAKERS[name] = maker
        return maker

    return register


def make(name: str, app: "App", *args: Any, **kwargs: Any) -> Scene:
    return _MAKERS[name](app, *args, **kwargs)


def open_scene(app: "App", name: str, *args: Any, **kwargs: Any) -> Scene:
    """Pushes the named scene over the current one."""
    made = make(name, app, *args, **kwargs)
    app.push(made)
    return made


def switch_scene(app: "App", name: str, *args: Any, **kwargs: Any) -> Scene:
    """Replaces the whole stack with the named scene (menu to table and back)."""
    made = make(name, app, *args, **kwargs)
    app.replace(made)
    return made


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
