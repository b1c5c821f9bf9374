"""The review on the ending screen: reviewed in the AI's worker with a progress bar, cancellable (the
worker stops), kept beside the game's autosave; its chart draws the review's own numbers."""
from __future__ import annotations

import time
from typing import Callable

import pygame
import pytest

from game.engine.autosaves import autosave_path
from game.engine.match import Match, Seat
from game.review import Budget, review_match
from game.review.store import content_digest, review_path
from game.ui.ai_worker import ProcessRunner
from game.ui.app import App
from game.ui.review_task import Reviewing
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.review import ReviewScreen
from game.ui.text import Fonts
from game.ui.widgets.chance_chart import COLOURS, chance_at, draw_chart, plot

from tests.review.test_review import played

from .conftest import table
from .helpers import PATIENCE_SECONDS, click, frame, until
from .test_whole_game import play_to_the_end

TINY = Budget(worlds=2, cut=2, hard_iterations=4)
ENDLESS = Budget(worlds=1_000_000, cut=8)  # hours of work: only a cancel ends it in a test's time


def finished_match() -> Match:
    return played("monster-day", 6)


def wait(done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + PATIENCE_SECONDS
    while not done() and time.monotonic() < deadline:
        time.sleep(0.02)


def test_the_charts_points_are_the_reviews_numbers(fonts: Fonts) -> None:
    match = finished_match()
    review = review_match(match, TINY, content_digest(match))
    area = pygame.Rect(0, 0, 900, 400)
    lines = plot(review, area)
    for seat, points in enumerate(lines):
        assert [chance_at(area, y) for _, y in points] == pytest.approx(review.line(seat))
        assert [x for x, _ in points] == sorted(x for x, _ in points) and len(points) == len(review.points)
    surface = pygame.Surface(area.size)
    draw_chart(surface, fonts, review, ["Anna", "Bruno"], area)
    # Where the two lines stand well apart, each is drawn in its own seat's colour.
    apart = next(i for i in range(1, len(review.points) - 1) if abs(lines[0][i][1] - lines[1][i][1]) > 12)
    for seat in range(2):
        x, y = lines[seat][apart]
        near = {tuple(surface.get_at((round(x) + dx, round(y) + dy)))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        assert COLOURS[seat] in near


def test_cancelling_a_review_stops_the_worker_process() -> None:
    runner = ProcessRunner()
    try:
        match = finished_match()
        endless = Reviewing(match, None, ENDLESS, runner)
        wait(lambda: (endless.poll(), endless.started)[1])
        assert endless.started and not endless.finished
        endless.cancel()
        # The worker answers that it stopped (it would otherwise be at work for hours), and is free:
        # it does one thing at a time, so the next review is begun only once the first has stopped.
        quick = Reviewing(match, None, TINY, runner)
        wait(lambda: (quick.poll(), quick.finished)[1])
        assert endless.ended == "cancelled" and endless.review is None
        assert quick.review is not None and quick.review.points == review_match(match, TINY, "").points
        assert runner.alive()
    finally:
        runner.close()


def test_cancelling_a_review_in_a_thread_stops_the_thread() -> None:
    reviewing = Reviewing(finished_match(), None, ENDLESS, None)
    wait(lambda: reviewing.started)
    reviewing.cancel()
    thread = reviewing._thread
    assert thread is not None
    thread.join(PATIENCE_SECONDS)
    assert not thread.is_alive() and reviewing.review is None


def test_the_ending_screens_review_is_computed_with_progress_and_kept_beside_the_autosave(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScreen, "budget", TINY)
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "easy")], seed=11, autosave=True)
    play_to_the_end(app, scene)
    over = app.stack.top
    assert isinstance(over, GameOver)
    click(app, over.form.named("review").rect.center)
    screen = app.stack.top
    assert isinstance(screen, ReviewScreen)
    until(app, lambda: screen.reviewing.finished)
    frame(app)
    assert screen.reviewing.review is not None and screen._told and len(screen._told) == 3
    scene.session.flush()
    path = autosave_path(scene.session.match, app.saves_dir)
    assert review_path(path).exists()
    click(app, screen.form.named("close").rect.center)
    assert app.stack.top is over and over.chances == screen.reviewing.review  # charted on the panel too
    click(app, over.form.named("review").rect.center)
    again = app.stack.top
    assert isinstance(again, ReviewScreen) and again.reviewing.finished  # read back, not computed again
    assert again.reviewing.review == screen.reviewing.review
