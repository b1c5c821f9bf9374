"""Memory of the running app: whole games of every game one after another in one window, with the
zoom, the rules and the load dialog opened after each, at the 1600x900 canvas.

    .venv/bin/python tests/bench/ui_memory.py                       (the dummy driver)
    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tests/bench/ui_memory.py --x11 --rounds 2

A person (seat 1, playing a random legal move whenever the table asks) meets an ``easy`` AI in each
game in turn; the loop is the window's own (``App.tick`` with the clock, resting between frames), the
pointer wanders over the table now and then. After each game, back at the menu, it prints the window
process's resident memory (VmRSS) and its two parts: the process's own data (RssAnon) and the pages of
the libraries it has loaded (RssFile: under X without a graphics card these include the software
OpenGL driver, tens of megabytes). At the end, the peak (VmHWM) and the AI worker's. A second round of
the same four games shows whether memory keeps growing from game to game or levels off.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.match import Match, Seat  # noqa: E402
from game.ui import ai_worker  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import switch_scene  # noqa: E402
from game.ui.scenes.rules import RulesScene  # noqa: E402
from game.ui.scenes.saves import LoadScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")


def memory_mb(field: str, pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def run_for(app: App, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.tick(time.monotonic(), pygame.event.get())
        time.sleep(app.pace.rest(time.monotonic()))


def play(app: App, game_id: str, seed: int) -> tuple[float, int]:
    """One whole game; returns its wall time and the frames the window drew for it."""
    spec = table_for(game_id)
    assert spec is not None
    match = Match.start(game_id, 2, seed, {}, [Seat("Anna"), Seat("Morgana", "ai", "easy")])
    scene = TableScene(app, Session(match, app.saves_dir), spec)
    app.replace(scene)
    rng = random.Random(seed)
    started, frames, ticks = time.monotonic(), app.frames, 0
    while not scene.session.state.is_terminal() or scene.anim.busy:
        events = pygame.event.get()
        ticks += 1
        if ticks % 20 == 0:  # the pointer wanders over the table: hovers and zooms
            pos = (rng.randrange(0, 1264), rng.randrange(0, 860))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        if app.stack.top is scene and scene.confirm.active:  # a move that gives up the turn asks first
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        elif app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy:
            scene.submit(rng.choice(scene.table.legal))
            app.redraw()  # as the click that chose it would: the resting loop updates on input
        app.tick(time.monotonic(), events)
        time.sleep(app.pace.rest(time.monotonic()))
    run_for(app, 1.0)  # the game-over panel
    del scene, match  # the window alone holds the table now, as when a person plays
    for scene_type in (RulesScene, LoadScene):
        app.push(scene_type(app, game_id) if scene_type is RulesScene else scene_type(app))
        run_for(app, 0.5)
    switch_scene(app, "menu")
    run_for(app, 0.5)
    return time.monotonic() - started, app.frames - frames


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--x11", action="store_true", help="the X display in DISPLAY (e.g. under xvfb-run)")
    parser.add_argument("--rounds", type=int, default=1, help="how many times to play the four games")
    args = parser.parse_args()
    if not args.x11:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.speed = "fast"
    app.settings.sound = False
    app.settings.confirm_moves = "never"
    print(f"driver {pygame.display.get_driver()}; at the menu: {memory_mb('VmRSS'):.1f} MB (own data "
          f"{memory_mb('RssAnon'):.1f}, libraries {memory_mb('RssFile'):.1f})")
    for round_ in range(args.rounds):
        for n, game_id in enumerate(GAMES):
            seconds, frames = play(app, game_id, 31 + n + 10 * round_)
            print(f"round {round_ + 1}, {game_id:<18} {seconds:6.1f} s, {frames:5d} frames drawn; window process "
                  f"now {memory_mb('VmRSS'):.1f} MB (own data {memory_mb('RssAnon'):.1f}, libraries "
                  f"{memory_mb('RssFile'):.1f})", flush=True)
    worker = ai_worker.shared_process()
    worker_pid = worker._process.pid if worker is not None else None
    print(f"peak memory of the window's process: {memory_mb('VmHWM'):.1f} MB")
    if worker_pid:
        print(f"peak memory of the AI worker process: {memory_mb('VmHWM', worker_pid):.1f} MB")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
