"""Short, soft sounds made by code when first needed: a card laid down, dice, a monster's step, a chime.

Nothing depends on them; if the machine has no audio the game simply stays quiet.
"""
from __future__ import annotations

import math
import os
import random
import threading
from contextlib import contextmanager
from typing import Iterator
from array import array
from typing import Callable

import pygame

RATE = 22050


def _samples(seconds: float, voice: Callable[[float], float], volume: float) -> bytes:
    count = int(RATE * seconds)
    data = array("h", (0 for _ in range(count * 2)))
    for i in range(count):
        t = i / RATE
        fade = min(1.0, t / 0.004) * (1 - i / count) ** 2  # a quick attack and a soft tail
        value = int(max(-1.0, min(1.0, voice(t) * fade * volume)) * 32767)
        data[2 * i] = data[2 * i + 1] = value
    return data.tobytes()


def _noise(seed: int) -> Callable[[float], float]:
    rng = random.Random(seed)  # cosmetic only
    last = [0.0]

    def voice(_t: float) -> float:
        last[0] = last[0] * 0.6 + rng.uniform(-1, 1) * 0.4  # softened noise: a brush, not a hiss
        return last[0]

    return voice


def _dice(t: float) -> float:
    # A few clicks as the dice knock together.
    click = sum(math.exp(-((t - at) * 400) ** 2) for at in (0.0, 0.07, 0.13, 0.22, 0.3))
    return click * math.sin(t * 2 * math.pi * 1800)


RECIPES: dict[str, tuple[float, Callable[[float], float], float]] = {
    "card": (0.09, _noise(1), 0.5),
    "dice": (0.36, _dice, 0.35),
    "step": (0.12, lambda t: math.sin(t * 2 * math.pi * (220 - 300 * t)), 0.3),
    "end": (0.7, lambda t: math.sin(t * 2 * math.pi * 660) * 0.6 + math.sin(t * 2 * math.pi * 990) * 0.4, 0.25),
}


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
    def __init__(self, enabled: Callable[[], bool], volume: Callable[[], int] = lambda: 100) -> None:
        self._enabled = enabled
        self._volume = volume  # percent
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready: bool | None = None  # None: the mixer was not tried yet

    def _start(self) -> bool:
        if self._ready is None:
            try:
                with quiet_stderr():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=2)
                self._ready = True
            except pygame.error:
                self._ready = False
            else:
                # Making the samples takes a moment in pure Python: off the frame loop, and a sound
                # asked for before it is ready is simply not heard.
                threading.Thread(target=self._make, name="card-table-sounds", daemon=True).start()
        return self._ready

    def _make(self) -> None:
        for name, (seconds, voice, volume) in RECIPES.items():
            self._sounds[name] = pygame.mixer.Sound(buffer=_samples(seconds, voice, volume))

    def play(self, name: str) -> None:
        if not self._enabled() or not self._start():
            return
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(max(0, min(100, self._volume())) / 100)
            sound.play()
