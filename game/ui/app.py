"""The window: one 1600x900 canvas scaled to fit (``display.Display``), a scene stack, 60 frames a second.

``App.frame`` does one frame from a list of events, which is how the tests drive the real scenes
headless; ``App.run`` feeds it from pygame's queue.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the prompt must be hidden before the import)

from game.engine import paths  # noqa: E402

from game import i18n  # noqa: E402
from . import theme  # noqa: E402
from .ai_worker import stop_shared_process  # noqa: E402
from . import scenes  # noqa: E402,F401  (registers every scene by name)
from .display import Display  # noqa: E402
from .netplay.hosting import HostOptions  # noqa: E402
from .scene import Scene, SceneStack, make, open_scene  # noqa: E402
from .settings import Settings, SettingsStore  # noqa: E402
from .sound import Sounds  # noqa: E402
from .text import Fonts  # noqa: E402


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
        self.fonts = Fonts()
        self.sounds = Sounds(lambda: self.settings.sound, lambda: self.settings.volume)
        self.saves_dir = paths.saves_dir()
        self.ai_iterations = ai_iterations  # tests use a tiny budget; players get the level's own
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self.stack.push(make("menu", self))
        if self.store.problem:
            self.dialog(i18n.t("settings.title"), i18n.t("settings.unreadable", problem=self.store.problem))

    # --- the loop -------------------------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        for event in events:
            self._dispatch(event)
            if not self.running:
                return
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.draw()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def draw(self) -> None:
        for scene in self.stack.scenes:
            scene.begin_frame()
        for scene in self.stack.visible():
            scene.draw(self.screen)
        self.display.present()
        self.frames += 1

    def run(self) -> int:
        clock = pygame.time.Clock()
        while self.running:
            dt = clock.tick(theme.FPS) / 1000.0
            self.frame(pygame.event.get(), min(dt, 0.1))
        return 0

    def quit(self) -> None:
        while self.stack.top is not None:
            self.stack.pop()
        self.running = False
        stop_shared_process()

    # --- services for the scenes ------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def dialog(self, title: str, message: str) -> None:
        open_scene(self, "dialog", title, message)

    def save_settings(self) -> None:
        i18n.set_language(self.settings.language)
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
