"""The window: one 1600x900 canvas scaled to fit (``display.Display``), a scene stack, 60 frames a
second while something moves and none while nothing does (``pace.Pace``).

``App.frame`` does one frame from a list of events, which is how the tests drive the real scenes
headless: it hands the events to the top scene, updates it, and draws what was asked to be drawn.
``App.tick`` decides whether a frame is due at a given time; ``App.run`` calls it with pygame's queue
and the clock, and sleeps in between.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the prompt must be hidden before the import)

from game.engine import paths  # noqa: E402

from game import i18n  # noqa: E402
from .ai_worker import stop_shared_process  # noqa: E402
from . import scenes  # noqa: E402,F401  (registers every scene by name)
from .guide import offer, scene  # noqa: E402,F401  (registers the lesson and its offer by name)
from .display import Display  # noqa: E402
from .netplay.hosting import HostOptions  # noqa: E402
from .memory import give_back  # noqa: E402
from .pace import Pace  # noqa: E402
from .scene import Scene, SceneStack, make, open_scene  # noqa: E402
from .settings import Settings, SettingsStore  # noqa: E402
from .sound import Sounds  # noqa: E402
from .text import Fonts  # noqa: E402
from .widgets.ticking import MARKS  # noqa: E402
from .widgets.tween import Motion  # noqa: E402


class App:
    def __init__(self, fullscreen: bool = False, data_dir: Path | None = None,
                 ai_iterations: int | None = None, hosting: HostOptions | None = None) -> None:
        if data_dir is not None:
            paths.set_data_dir(data_dir)
        self.data_dir = paths.data_dir()
        self.hosting = hosting or HostOptions()  # where a game hosted from this window listens
        pygame.display.init()
        pygame.font.init()
        self.store = SettingsStore()
        self.settings: Settings = self.store.load()
        if fullscreen:
            self.settings.fullscreen = True
        i18n.set_language(self.settings.language)
        self.display = Display(i18n.t("app.title"), self.settings.fullscreen)
        self.screen = self.display.canvas
        self.fonts = Fonts(self.settings.text_scale)
        self.sounds = Sounds(lambda: self.settings.sound, lambda: self.settings.volume)
        Motion.reduced = self.settings.reduced_motion
        self.saves_dir = paths.saves_dir()
        self.ai_iterations = ai_iterations  # tests use a tiny budget; players get the level's own
        self.stack = SceneStack()
        self.pace = Pace()
        self.running = True
        self.closed_stack = False  # a stack was replaced this frame: its memory goes back after the frame
        self.frames = 0  # frames drawn, whole or in part
        self.stack.push(make("menu", self))
        if self.store.problem:
            self.dialog(i18n.t("settings.title"), i18n.t("settings.unreadable", problem=self.store.problem))

    # --- the loop -------------------------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        for event in events:
            self._dispatch(event)
            if not self.running:
                return
        self.advance(dt)
        self.draw()
        if self.closed_stack:
            # Only now: the scene that closed itself was still running this frame's code.
            self.closed_stack = False
            give_back()

    def advance(self, dt: float) -> None:
        """Moves the top scene on by ``dt`` seconds; only it updates, so a paused table stays still."""
        top = self.stack.top
        if top is not None:
            top.update(dt)

    def tick(self, now: float, events: list[pygame.event.Event]) -> None:
        """One turn of the loop at ``now`` (seconds, from any origin): a frame when input came or one is
        due (a redraw was asked for, or the top scene's next wake has come), otherwise nothing at all."""
        pace = self.pace
        if not events and not pace.due(now):
            return
        dt = pace.step(now)
        if events and not pace.moving and dt > 0:
            # The scene was resting: its clocks are brought up to the moment the input came before it
            # takes the input, so that a delay the input starts (a hover's rest) counts from then.
            self.advance(dt)
            dt = 0.0
        self.frame(events, dt)
        top = self.stack.top
        pace.planned(now, top.next_wake() if top is not None else None)

    def redraw(self, area: pygame.Rect | None = None) -> None:
        """The next frame draws ``area`` of the canvas again, or all of it."""
        self.pace.redraw(area)

    def _dispatch(self, event: pygame.event.Event) -> None:
        top = self.stack.top
        # Any event may change what is shown (a window exposed or resized too), except pointer motion
        # over a scene whose controls ask for their own redraws when their hover changes.
        if event.type != pygame.MOUSEMOTION or top is None or not top.precise_motion:
            self.redraw()
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if top is not None:
            top.handle(event)

    def draw(self) -> None:
        """Draws what was asked for since the last frame: the whole canvas, some parts of it (every
        scene drawn clipped to each, so that each comes out as in a whole frame), or nothing."""
        parts = self.pace.take()
        if parts == []:
            return
        for scene in self.stack.scenes:
            scene.begin_frame()
        for clip in parts or [None]:
            MARKS.clear()  # what the scenes mark as they are drawn (each part draws them all again)
            self.screen.set_clip(clip)
            for scene in self.stack.visible():
                scene.draw(self.screen)
        self.screen.set_clip(None)
        self.display.present(parts)
        self.frames += 1

    def run(self) -> int:
        while self.running:
            self.tick(time.monotonic(), pygame.event.get())
            if self.running:
                time.sleep(self.pace.rest(time.monotonic()))
        return 0

    def quit(self) -> None:
        while self.stack.top is not None:
            self.stack.pop()
        self.running = False
        stop_shared_process()

    # --- services for the scenes ------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.redraw()

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)
        self.redraw()

    def replace(self, scene: Scene) -> None:
        """A new stack (a table opened or closed): what the old one held is handed back to the system
        at the end of the frame."""
        self.stack.replace(scene)
        self.closed_stack = True
        self.redraw()

    def dialog(self, title: str, message: str) -> None:
        open_scene(self, "dialog", title, message)

    def save_settings(self) -> None:
        self.redraw()  # a new language changes every word on screen
        Motion.reduced = self.settings.reduced_motion
        i18n.set_language(self.settings.language)
        self.fonts.set_scale(self.settings.text_scale)
        self.display.set_title(i18n.t("app.title"))
        try:
            self.store.save(self.settings)
        except OSError as error:
            self.dialog(i18n.t("settings.title"), i18n.t("settings.not_saved", error=error.strerror or str(error)))

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        try:
            self.display.set_fullscreen(on)
        except pygame.error:
            pass  # a driver that cannot switch: the setting applies at the next start
        self.save_settings()


def run_app(fullscreen: bool = False, hosting: HostOptions | None = None) -> int:
    try:
        app = App(fullscreen=fullscreen, hosting=hosting)
    except pygame.error as error:
        print(f"card-table: cannot open a window ({error})", file=sys.stderr)
        return 1
    try:
        return app.run()
    finally:
        pygame.quit()
