"""Synthetic input for the real scenes: clicks, drags and keys as pygame events, read from ``event.pos``."""
from __future__ import annotations

import time
from typing import Callable

import pygame

from game.ui.app import App
from game.ui.scenes.overlays import ready_key

E = pygame.event.Event
DT = 1 / 60


def frame(app: App, *events: pygame.event.Event, dt: float = DT) -> None:
    app.frame(list(events), dt)


def repaint(app: App) -> None:
    """One frame that draws the whole canvas whether or not anything changed: the window draws only
    what changed, and a test that records what is painted needs a whole picture."""
    app.redraw()
    frame(app)


def move(app: App, pos: tuple[int, int]) -> None:
    frame(app, E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """The pointer comes to ``pos`` from above, as a hand does, then clicks: a decision-bar button that
    appeared under a resting pointer answers only once the pointer has left it and come back."""
    move(app, (pos[0], pos[1] - 64))
    move(app, pos)
    frame(app, E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button), E(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    frame(app, E(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        frame(app, E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    frame(app, E(pygame.MOUSEBUTTONUP, pos=end, button=1))


def key(app: App, code: int, text: str = "") -> None:
    events = [E(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0)]
    if text:
        events.append(E(pygame.TEXTINPUT, text=text))
    frame(app, *events)


def start(app: App) -> None:
    """The new-game screen's Start; the first game of a game offers its lesson, which is declined."""
    click(app, app.stack.top.form.named("start").rect.center)  # type: ignore[union-attr]
    offer = app.stack.top
    if type(offer).__name__ == "LessonOffer":
        click(app, offer.form.named("play").rect.center)  # type: ignore[union-attr]


def pass_cover(app: App) -> None:
    """The hand-off cover passed by its own key (Enter, Space and the digits never pass it)."""
    letter = ready_key().lower()
    key(app, pygame.key.key_code(letter), letter)


def type_text(app: App, text: str) -> None:
    for ch in text:
        frame(app, E(pygame.TEXTINPUT, text=ch))


# A safety net, not a timing check: an AI worker process may take seconds to start on a busy machine.
PATIENCE_SECONDS = 60.0


def until(app: App, done: Callable[[], bool]) -> None:
    """Runs frames until ``done``; sleeps a little so an AI worker gets its turn."""
    deadline = time.monotonic() + PATIENCE_SECONDS
    while time.monotonic() < deadline:
        if done():
            return
        frame(app)
        time.sleep(0.0005)
    raise AssertionError("the condition was not reached")
