#!/usr/bin/env python3
"""Makes the table's sounds: short 16-bit mono WAV files at 22050 Hz under assets/sounds/, each
synthesized here from sine tones and filtered noise (no recording, no sample from anywhere else).

Run it from the checkout after changing a recipe: ``python tools/make_sounds.py``. The noise is seeded,
so the same recipes give the same sounds. Only the standard library is used: the files are tiny and
the sums few, so the time it takes (a second or two) does not call for numpy.
"""
from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path
from typing import Callable

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Voice = Callable[[float], float]  # the signal at t seconds, about -1..1


def tone(freq: float, partials: tuple[float, ...] = (1.0,), decay: float = 0.0) -> Voice:
    """A sine with overtones (each the next whole multiple, at the given strengths), dying away at ``decay``/s."""
    def voice(t: float) -> float:
        return sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(partials)) * math.exp(-decay * t)
    return voice


def noise(seed: int, smooth: float) -> Voice:
    """White noise through a one-pole low-pass: ``smooth`` near 1 is a dull brush, near 0 a hiss."""
    rng = random.Random(seed)
    last = [0.0]

    def voice(_t: float) -> float:
        last[0] = last[0] * smooth + rng.uniform(-1, 1) * (1 - smooth)
        return last[0] / (1 - smooth) ** 0.5  # the filter takes power away; give most of it back
    return voice


def glide(start: float, end: float, seconds: float, decay: float = 0.0) -> Voice:
    """A sine whose pitch slides from ``start`` to ``end`` Hz over ``seconds``."""
    def voice(t: float) -> float:
        # The phase is the integral of the sliding frequency, so the slide has no clicks.
        phase = start * t + (end - start) * t * t / (2 * seconds)
        return math.sin(2 * math.pi * phase) * math.exp(-decay * t)
    return voice


def at(offset: float, voice: Voice) -> Voice:
    """``voice`` starting ``offset`` seconds in, silent before."""
    return lambda t: voice(t - offset) if t >= offset else 0.0


def mix(*voices: tuple[float, Voice]) -> Voice:
    return lambda t: sum(level * v(t) for level, v in voices)


def burst(voice: Voice, length: float) -> Voice:
    """``voice`` shaped as one short knock: a 3 ms rise, then falling to nothing at ``length``."""
    return lambda t: voice(t) * min(1.0, t / 0.003) * max(0.0, 1 - t / length) ** 2 if t >= 0 else 0.0


def notes(pitches: list[float], gap: float, ring: float, partials: tuple[float, ...] = (1.0, 0.3, 0.1)) -> Voice:
    """Bell-like notes one after another, ``gap`` seconds apart, each dying away over about ``ring``."""
    return mix(*((1.0, at(i * gap, burst(tone(p, partials, 3 / ring), ring))) for i, p in enumerate(pitches)))


def dice() -> Voice:
    knocks = (0.0, 0.06, 0.115, 0.19, 0.25, 0.33)
    return mix(*((0.9 - 0.1 * i, at(when, burst(mix((0.6, noise(10 + i, 0.3)), (0.5, tone(1700 + 230 * i))), 0.035)))
                 for i, when in enumerate(knocks)))


def shuffle() -> Voice:
    # A riffle: many soft ticks in a run, twice.
    ticks = [r * 0.28 + i * 0.011 for r in range(2) for i in range(18)]
    return mix(*((0.45, at(when, burst(noise(40 + k, 0.5), 0.018))) for k, when in enumerate(ticks)))


# name -> (seconds, voice, peak level 0..1)
RECIPES: dict[str, tuple[float, Voice, float]] = {
    "pick": (0.08, burst(mix((1.0, noise(1, 0.55)), (0.3, glide(500, 900, 0.08))), 0.08), 0.45),
    "lay": (0.12, burst(mix((1.0, noise(2, 0.75)), (0.6, glide(180, 110, 0.12))), 0.12), 0.6),
    "refuse": (0.3, mix((1.0, burst(tone(220, (1.0, 0.0, 0.25)), 0.13)),
                        (1.0, at(0.14, burst(tone(175, (1.0, 0.0, 0.25)), 0.15)))), 0.45),
    "draw": (0.16, burst(mix((1.0, noise(3, 0.6)), (0.25, glide(300, 700, 0.16))), 0.16), 0.45),
    "shuffle": (0.6, shuffle(), 0.5),
    "dice": (0.42, dice(), 0.55),
    "coin": (0.45, notes([1318.5, 1760.0], 0.08, 0.35, (1.0, 0.0, 0.2, 0.0, 0.1)), 0.35),
    "wound": (0.3, burst(mix((1.0, glide(140, 60, 0.3)), (0.5, noise(4, 0.85))), 0.3), 0.7),
    "enter": (0.45, mix((0.7, burst(noise(5, 0.9), 0.45)), (0.6, at(0.05, burst(glide(196, 294, 0.4), 0.4)))), 0.5),
    "step": (0.14, burst(mix((1.0, glide(220, 120, 0.14)), (0.4, noise(6, 0.8))), 0.14), 0.5),
    "handoff": (0.4, notes([523.3, 659.3], 0.12, 0.28), 0.35),
    # The one that matters most: heard across a room while someone looks away, yet never harsh.
    "turn": (0.9, notes([659.3, 987.8, 1318.5], 0.13, 0.6), 0.45),
    "won": (1.2, notes([523.3, 659.3, 784.0, 1046.5], 0.12, 0.8), 0.4),
    "lost": (1.2, notes([392.0, 311.1, 261.6], 0.2, 0.8, (1.0, 0.2, 0.05)), 0.4),
}


def render(seconds: float, voice: Voice, peak: float) -> array:
    """The voice sampled, scaled so its loudest sample is ``peak`` of full scale, with a 5 ms fade out."""
    count = int(RATE * seconds)
    raw = [voice(i / RATE) for i in range(count)]
    top = max(1e-9, max(abs(x) for x in raw))
    fade = int(RATE * 0.005)
    out = array("h", bytes(2 * count))
    for i, x in enumerate(raw):
        edge = min(1.0, (count - i) / fade)
        out[i] = int(round(x / top * peak * edge * 32767))
    return out


def write(path: Path, samples: array) -> None:
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        if sys.byteorder == "big":  # WAV is little-endian
            samples = array("h", samples)
            samples.byteswap()
        handle.writeframes(samples.tobytes())


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (seconds, voice, peak) in RECIPES.items():
        path = OUT / f"{name}.wav"
        write(path, render(seconds, voice, peak))
        print(f"{path.relative_to(OUT.parents[1])}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
