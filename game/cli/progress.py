"""A progress bar on standard error for long runs; silent when asked to be or when not a terminal."""
from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30
# Runs shorter than this never show a bar: it would only flicker.
DELAY = 1.0


class Progress:
    def __init__(self, total: int, unit: str, enabled: bool = True, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = enabled and total > 0 and self.stream.isatty()
        self.total = total
        self.unit = unit
        self.done = 0
        self.started = time.monotonic()
        self._drawn_at = 0.0
        self._shown = False

    def advance(self, count: int = 1) -> None:
        self.done += count
        if not self.enabled:
            return
        now = time.monotonic()
        # At most ten redraws a second: the bar must not slow the run it measures.
        if now - self.started < DELAY or (now - self._drawn_at < 0.1 and self.done < self.total):
            return
        self._drawn_at = now
        self.stream.write("\r" + self.line(now - self.started))
        self.stream.flush()
        self._shown = True

    def line(self, elapsed: float) -> str:
        filled = WIDTH * self.done // self.total
        left = elapsed * (self.total - self.done) / self.done if self.done else 0.0
        return (f"[{'#' * filled}{'.' * (WIDTH - filled)}] {self.done}/{self.total} {self.unit}, "
                f"about {left:.0f} s left ")

    def close(self) -> None:
        if self._shown:
            self.stream.write("\r" + " " * (WIDTH + 48) + "\r")
            self.stream.flush()
