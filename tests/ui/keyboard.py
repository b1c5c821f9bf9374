"""A player without a mouse: whole games from the main menu to the ending, through key presses alone.

Every input goes through ``App.frame`` as a key event (``KeyOnly`` refuses any other kind), so a
screen that only a pointer could work would stop the game. The player may read the screen's state to
decide where to go (which control has the focus, the table's focus targets, what is lit) but acts
only by keys: Tab, Shift+Tab and the arrows to move the focus, Enter to take, Left and Right to change
a value, the hand-off cover's own letter, N to let a window pass.
"""
from __future__ import annotations

import random
import time
from typing import Any, Hashable

import pygame

from game.ui.app import App
from game.ui.scenes.overlays import GameOver, HandOff, ready_key
from game.ui.scenes.table import TableScene
from game.ui.widgets.controls import Form, Selector

E = pygame.event.Event
DT = 1 / 60
PATIENCE_SECONDS = 120.0  # a safety net for an AI worker on a busy machine, not a timing check
KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class KeyOnly:
    """The window's input, checked: a test that plays by keys fails at the first event of another kind."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.presses = 0

    def frame(self, *events: pygame.event.Event) -> None:
        assert all(event.type in KEY_EVENTS for event in events), "only keys may be pressed"
        self.presses += sum(1 for event in events if event.type == pygame.KEYDOWN)
        self.app.frame(list(events), DT)

    def press(self, code: int, text: str = "", shift: bool = False) -> None:
        events = [E(pygame.KEYDOWN, key=code, mod=pygame.KMOD_SHIFT if shift else 0, unicode=text, scancode=0)]
        if text:
            events.append(E(pygame.TEXTINPUT, text=text))
        self.frame(*events)


class KeyboardPlayer:
    def __init__(self, app: App, seed: int = 0) -> None:
        self.app = app
        self.keys = KeyOnly(app)
        self.rng = random.Random(seed)
        self.covers = 0  # hand-off covers passed by their letter
        self.decisions = 0  # targets taken on the table or in the bar

    # --- forms: the menu, the new-game screen, the lesson offer, the ending ---------------------------
    def focus(self, form: Form, name: str) -> None:
        """Tab until the named control has the focus."""
        target = form.named(name)
        for _ in range(len(form.controls) + 1):
            if form.focused() is target:
                return
            self.keys.press(pygame.K_TAB)
        raise AssertionError(f"the keys never reached {name!r}")

    def choose(self, form: Form, name: str, value: Any = None, lowest: bool = False) -> None:
        """A selector set by Left and Right: to ``value``, or to its lowest value."""
        self.focus(form, name)
        control = form.named(name)
        assert isinstance(control, Selector)
        for _ in range(len(control.values) + 1):
            if (control.value == control.values[0]) if lowest else (control.value == value):
                return
            self.keys.press(pygame.K_LEFT if lowest else pygame.K_RIGHT)
        raise AssertionError(f"{name!r} never showed {value!r}")

    def activate(self, form: Form, name: str) -> None:
        self.focus(form, name)
        self.keys.press(pygame.K_RETURN, "\r")

    def new_game(self, game_id: str, kinds: list[str], options: dict[str, Any] | None = None,
                 lowest: tuple[str, ...] = ()) -> TableScene:
        """From the main menu to the table: New game, the game, each seat's kind (an AI at the cheapest
        level), the options, Start, and the lesson offered first declined."""
        self.activate(self.app.stack.top.form, "new_game")  # type: ignore[attr-defined]
        setup = self.app.stack.top
        self.activate(setup.form, game_id)  # type: ignore[attr-defined]
        if any(c.name == "players" for c in setup.form.controls):  # type: ignore[attr-defined]
            self.choose(setup.form, "players", len(kinds))  # type: ignore[attr-defined]
        for seat, kind in enumerate(kinds):
            self.choose(setup.form, f"kind:{seat}", kind)  # type: ignore[attr-defined]
            if kind == "ai":
                self.choose(setup.form, f"level:{seat}", "random")  # type: ignore[attr-defined]
        for key, value in (options or {}).items():
            self.choose(setup.form, f"option:{key}", value)  # type: ignore[attr-defined]
        for key in lowest:
            self.choose(setup.form, f"option:{key}", lowest=True)  # type: ignore[attr-defined]
        self.activate(setup.form, "start")  # type: ignore[attr-defined]
        if type(self.app.stack.top).__name__ == "LessonOffer":
            self.activate(self.app.stack.top.form, "play")  # type: ignore[attr-defined]
        scene = next(s for s in self.app.stack.scenes if isinstance(s, TableScene))  # under a cover, maybe
        return scene

    # --- the table ------------------------------------------------------------------------------------
    def play(self, scene: TableScene, max_presses: int = 20000) -> GameOver:
        """Plays every decision of the people at this screen until the ending shows."""
        deadline = time.monotonic() + PATIENCE_SECONDS
        while not isinstance(self.app.stack.top, GameOver):
            assert self.keys.presses < max_presses, "the game did not end"
            top = self.app.stack.top
            if isinstance(top, HandOff):
                letter = ready_key().lower()
                self.keys.press(pygame.key.key_code(letter), letter)
                self.covers += 1
            elif top is scene and scene.confirm.active:
                self.keys.press(pygame.K_RETURN, "\r")
            elif top is scene and scene.quick.active:
                self.keys.press(pygame.K_n, "n")  # the window is let go by
            elif top is scene and self._targets(scene):
                self._take(scene, self.rng.choice(self._targets(scene)))
            else:
                self.keys.frame()  # the AI thinks, a move is shown
                time.sleep(0.0005)
                if time.monotonic() < deadline:
                    continue
                raise AssertionError("nothing to press for too long")
            deadline = time.monotonic() + PATIENCE_SECONDS
        return self.app.stack.top

    def _targets(self, scene: TableScene) -> list[Hashable]:
        if scene.anim.busy or scene.owner is None:
            return []
        scene.keyplay.refresh()
        return [target.key for target in scene.keyplay.focus.targets]

    def _take(self, scene: TableScene, key: Hashable) -> None:
        """Tab (or Shift+Tab, whichever is shorter) round to the target, then Enter."""
        keys = self._targets(scene)
        here = scene.keyplay.focus.key
        ahead = (keys.index(key) - keys.index(here)) % len(keys) if here in keys else keys.index(key) + 1
        back = len(keys) - ahead if here in keys else None
        shift = back is not None and back < ahead
        for _ in range(back if shift else ahead):  # type: ignore[arg-type]
            self.keys.press(pygame.K_TAB, shift=shift)
        assert scene.keyplay.focus.key == key
        self.keys.press(pygame.K_RETURN, "\r")
        self.decisions += 1
