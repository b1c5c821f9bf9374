"""simulate's progress bar: on standard error for long runs at a terminal, never otherwise."""
from __future__ import annotations

import io

import pytest

from game.cli import progress
from game.cli.progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_long_run_at_a_terminal_shows_a_bar_and_clears_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "DELAY", 0.0)
    stream = Terminal()
    bar = Progress(4, "games", stream=stream)
    for _ in range(4):
        bar._drawn_at = 0.0  # as if a tenth of a second had passed between games
        bar.advance()
    assert "[" + "#" * progress.WIDTH + "] 4/4 games" in stream.getvalue()
    bar.close()
    assert stream.getvalue().endswith("\r")


@pytest.mark.parametrize("stream, enabled", [(io.StringIO(), True), (Terminal(), False)])
def test_no_bar_when_not_a_terminal_or_quiet(monkeypatch: pytest.MonkeyPatch, stream: io.StringIO,
                                             enabled: bool) -> None:
    monkeypatch.setattr(progress, "DELAY", 0.0)
    bar = Progress(3, "games", enabled=enabled, stream=stream)
    for _ in range(3):
        bar.advance()
    bar.close()
    assert stream.getvalue() == ""


def test_the_bar_estimates_the_time_left() -> None:
    bar = Progress(10, "games", stream=Terminal())
    bar.done = 4
    assert bar.line(8.0).endswith("4/10 games, about 12 s left ")
