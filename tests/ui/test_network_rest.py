"""Network screens rest as the others do, yet hear the host without input: the news comes on threads of
their own, so a resting lobby, join screen or connecting screen looks for it at a modest pace and draws
only when it says something. The loop is stepped as in ``test_rest``, in real time here since the
host answers in real time."""
from __future__ import annotations

import time
from typing import Callable

import pygame

from game.net.background import HostThread, SeatThread
from game.net.seat import Claim
from game.ui.app import App
from game.ui.scene import switch_scene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.resting import ANSWER_POLL
from game.ui.scenes.table import TableScene
from game.ui.widgets.ticking import CALM, PULSE_PERIOD

from .helpers import E, PATIENCE_SECONDS, click, type_text
from .test_network import CODE, LOOPBACK, Robot, host, host_from_new_game, lan, port_of, sit  # noqa: F401 (fixtures)
from .test_rest import Loop


def heard(loop: Loop, done: Callable[[], bool], click: tuple[int, int] | None = None) -> bool:
    """A click (if any) in one tick, then the loop stepped with no input until ``done`` and long enough
    to show it; whether a whole frame was drawn once it was done (the answer may come so soon that the
    click's own frame shows it)."""
    shown: list[bool] = []
    present = loop.app.display.present

    def record(parts: list[pygame.Rect] | None = None) -> None:
        shown.append(parts is None and done())
        present(parts)

    loop.app.display.present = record  # type: ignore[method-assign]
    try:
        if click is not None:
            loop.run(0.0, E(pygame.MOUSEMOTION, pos=click, rel=(0, 0), buttons=(0, 0, 0)),
                     E(pygame.MOUSEBUTTONDOWN, pos=click, button=1), E(pygame.MOUSEBUTTONUP, pos=click, button=1))
        deadline = time.monotonic() + PATIENCE_SECONDS
        while not done():
            assert time.monotonic() < deadline, "the condition was not reached"
            loop.run(ANSWER_POLL)
            time.sleep(0.002)
        loop.run(2 * ANSWER_POLL)
    finally:
        loop.app.display.present = present  # type: ignore[method-assign]
    return any(shown)


def test_a_resting_lobby_draws_nothing_until_a_player_joins_then_shows_them(lan: App) -> None:
    table = host_from_new_game(lan)
    assert table.net is not None
    net = table.net.net
    loop = Loop(lan)
    loop.run(CALM + PULSE_PERIOD + 1.0)
    assert loop.run(3.0) == []
    bob = Robot(SeatThread(f"{LOOPBACK}:{port_of(table)}", Claim(name="Bob", code=CODE)))
    try:
        assert heard(loop, lambda: net.started)
        assert table.names() == ["Player 1", "Bob"]
    finally:
        bob.stop()


def test_the_join_and_connecting_screens_draw_the_hosts_answers_when_they_come(
        app: App, host: HostThread) -> None:  # noqa: F811
    switch_scene(app, "menu")
    click(app, app.stack.top.form.named("join").rect.center)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    click(app, join.form.named("address").rect.center)
    type_text(app, f"{LOOPBACK}:{host.host.port}")
    loop = Loop(app)
    loop.run(12.0)  # the caret has stopped blinking: nothing but the host's answer can wake the screen
    assert heard(loop, lambda: join.welcome is not None, join.form.named("look").rect.center)
    sit(app, join, CODE, press=False)
    loop.run(12.0)
    assert heard(loop, lambda: isinstance(app.stack.top, TableScene), join.form.named("sit:1").rect.center)
