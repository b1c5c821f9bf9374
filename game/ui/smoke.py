"""A start-up check of the window, for the standalone app and CI: ``CARD_TABLE_SMOKE=FRAMES card-table``.

It opens the real window (any video driver, the dummy one included), draws FRAMES frames of the menu,
then puts each game of the menu on its table as the new-game screen does (you in the first seat, the
hard AI in the others), draws FRAMES frames there and waits until the hard AI has answered from its
worker process: a move of its own or, when you are to play, the hint that H asks for. Anything short of
that (a game that cannot load or has no table, a scene that cannot be built or drawn, an AI answered in
this process or not at all) stops it with a one-line error and a non-zero exit.
"""
from __future__ import annotations

import os
import secrets
import time

from game.engine import registry
from game.engine.match import Match, Seat

from .app import App  # before pygame: it hides pygame's greeting on standard output
from .ai_worker import ProcessRunner, stop_shared_process
from .scene import switch_scene
from .scenes.menu import MainMenu
from .scenes.new_game import default_name
from .scenes.table import TableScene
from .session import Session
from .tables import menu_games, rules_of, table_for
from .theme import FPS

import pygame  # noqa: E402  (after .app, see there)

# A safety net, not a timing check: a hard answer, or a worker process starting, may take long on a busy machine.
PATIENCE_SECONDS = 300.0
HINT_EVERY = 15  # frames between presses of H while the answer is awaited


class SmokeError(RuntimeError):
    """The smoke check saw the app fail to do what a player would: its message says what."""


def _frames(app: App, clock: pygame.time.Clock, count: int, keys: list[int] | None = None) -> None:
    """``count`` frames, each drawn whole: the window draws only what changed, and this check draws."""
    events = pygame.event.get() + [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
                                   for k in keys or []]
    for _ in range(count):
        app.redraw()
        app.frame(events, min(clock.tick(FPS) / 1000.0, 0.1))
        events = pygame.event.get()


def _seats(players: int) -> list[Seat]:
    return [Seat(default_name("human", 0))] + [Seat(default_name("ai", i), "ai", "hard") for i in range(1, players)]


def _table(app: App, game_id: str, frames: int, clock: pygame.time.Clock) -> str:
    game, spec = rules_of(game_id), table_for(game_id)
    if game is None or spec is None:
        raise SmokeError(f"{game_id} has no table in the window")
    players = game.players.start
    stop_shared_process()  # each table's answer comes from a worker started for it, counted apart
    match = Match.start(game, players, secrets.randbelow(2**31), {}, _seats(players))
    session = Session(match, app.saves_dir, app.ai_iterations)
    scene = switch_scene(app, "table", session, spec)
    if not isinstance(scene, TableScene) or app.stack.top is not scene:
        raise SmokeError(f"{game_id}: the table scene is not on top")
    runner = session.runner()
    if not isinstance(runner, ProcessRunner):
        raise SmokeError(f"{game_id}: the AI runs in a thread, not in its worker process")
    drawn, start, began = 0, app.frames, time.monotonic()
    while not runner.pids:
        if time.monotonic() - began > PATIENCE_SECONDS:
            raise SmokeError(f"{game_id}: the hard AI did not answer in {PATIENCE_SECONDS:.0f} s")
        ask = drawn % HINT_EVERY == 0 and session.state.current_player() == 0
        _frames(app, clock, 1, [pygame.K_h] if ask else None)
        drawn += 1
        if app.stack.top is not scene:  # a dialog says what went wrong (the AI's trouble, say)
            said = getattr(app.stack.top, "message", "")
            raise SmokeError(f"{game_id}: the table gave way to {type(app.stack.top).__name__}: {said}".rstrip(": "))
    waited = time.monotonic() - began
    _frames(app, clock, frames)
    if os.getpid() in runner.pids:
        raise SmokeError(f"{game_id}: the AI answered from the window's own process")
    return (f"{game_id}: table for {players}, {app.frames - start} frames drawn; the hard AI answered from its "
            f"worker process {min(runner.pids)} after {waited:.1f} s")


def run_smoke(frames: int, ai_iterations: int | None = None) -> int:
    """``ai_iterations``: the tests' tiny budget; the app's own check uses the hard level as players get it."""
    if frames < 1:
        raise SmokeError("CARD_TABLE_SMOKE is the number of frames to draw on each scene, at least 1")
    app = App(ai_iterations=ai_iterations)
    clock = pygame.time.Clock()
    try:
        if not isinstance(app.stack.top, MainMenu):
            raise SmokeError("the window did not open on the menu")
        _frames(app, clock, frames)
        print(f"menu: {app.frames} frames drawn", flush=True)
        games = menu_games()
        if registry.problems() or not games:
            raise SmokeError(next(iter(registry.problems().values()), "the menu lists no game"))
        for game_id in games:
            print(_table(app, game_id, frames, clock), flush=True)
    finally:
        app.quit()
        pygame.quit()
    return 0
