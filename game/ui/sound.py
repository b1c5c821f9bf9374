"""The table's short sounds, played from the files under assets/sounds/ (tools/make_sounds.py makes them).

Nothing depends on them: on a machine with no audio device the game simply stays quiet. The window
never waits on a sound: the mixer starts when the first table opens, the files load on a thread of
their own, and a sound asked for before it has loaded is not heard.
"""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import pygame

from . import theme
from .cues import SOUNDS

RATE = 22050
FOLDER = theme.ASSETS / "sounds"
# Sounds asked for closer together than this are one: a move shown at "instant" speed starts many
# beats in one frame, and a burst of them would only be noise. These few always sound.
CROWD = 0.08  # seconds
ALWAYS = frozenset({"turn", "handoff", "won", "lost", "refuse"})


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """The C libraries under the mixer (ALSA first) print their own complaints on a machine with no
    sound card; the game stays quiet instead, so the terminal is silenced while the mixer starts."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    def __init__(self, enabled: Callable[[], bool], volume: Callable[[], int] = lambda: 100,
                 mixer: Any = pygame.mixer, folder: Path = FOLDER) -> None:
        self._enabled = enabled
        self._volume = volume  # percent
        self._mixer = mixer  # pygame.mixer; tests hand in a stand-in that records what it is asked
        self._folder = folder
        self._sounds: dict[str, Any] = {}
        self._ready: bool | None = None  # None: the mixer was not tried yet
        self._last = -CROWD  # when the last sound started (time.monotonic)
        self.loaded = threading.Event()  # set once every file that could be read is in

    def start(self) -> bool:
        """Starts the mixer once (a table opening calls it); False when the machine has no audio."""
        if self._ready is None:
            try:
                with quiet_stderr():
                    self._mixer.init(frequency=RATE, size=-16, channels=2)
                self._ready = True
            except pygame.error:
                self._ready = False
                self.loaded.set()
            else:
                threading.Thread(target=self._load, name="card-table-sounds", daemon=True).start()
        return self._ready

    def _load(self) -> None:
        try:
            for name in SOUNDS:
                try:
                    self._sounds[name] = self._mixer.Sound(str(self._folder / f"{name}.wav"))
                except (pygame.error, FileNotFoundError):
                    continue  # a missing or broken file: that one sound stays quiet
        finally:
            self.loaded.set()

    def play(self, name: str) -> None:
        if not self._enabled() or not self.start():
            return
        sound = self._sounds.get(name)
        now = time.monotonic()
        if sound is None or (name not in ALWAYS and now - self._last < CROWD):
            return
        self._last = now
        sound.set_volume(max(0, min(100, self._volume())) / 100)
        sound.play()

    def silence(self) -> None:
        """Stops whatever is sounding (sound was just turned off)."""
        if self._ready:
            self._mixer.stop()
