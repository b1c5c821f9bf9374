"""Memory of the running app: a whole game against the hard AI with the log, zoom, rules and the
load dialog opened, at the 1600x900 canvas.

    .venv/bin/python tests/bench/ui_memory.py

Prints the peak resident memory (VmHWM) of the window's process and of the AI worker process.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine.match import Match, Seat  # noqa: E402
from game.ui import ai_worker  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.rules import RulesScene  # noqa: E402
from game.ui.scenes.saves import LoadScene  # noqa: E402
from game.ui.scenes.table import TableScene  # noqa: E402
from game.ui.session import Session  # noqa: E402
from game.ui.tables import table_for  # noqa: E402


def peak_mb(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.speed = "fast"
    app.settings.sound = False
    spec = table_for("monster-day")
    assert spec is not None
    match = Match.start("monster-day", 2, 31, {}, [Seat("Anna"), Seat("Morgana", "ai", "hard")])
    scene = TableScene(app, Session(match, app.saves_dir), spec)
    app.replace(scene)
    frames = 0
    while not scene.session.state.is_terminal():
        events = []
        table = scene.table
        if table.legal is not None and not scene.anim.busy:
            card = table.my_hand.cards[0]
            scene.submit(table.targets[card][next(iter(table.targets[card]))])
        if table.my_hand.cards:
            pos = table.card_rect(frames % len(table.my_hand.cards)).center
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(events, 1 / 60)
        frames += 1
        time.sleep(1 / 120)
    for scene_type in (RulesScene, LoadScene):
        app.push(scene_type(app, "monster-day") if scene_type is RulesScene else scene_type(app))
        for _ in range(30):
            app.frame([], 1 / 60)
    worker = ai_worker.shared_process()
    worker_pid = worker._process.pid if worker is not None else None
    print(f"frames drawn: {frames}")
    print(f"peak memory of the window's process: {peak_mb():.1f} MB")
    if worker_pid:
        print(f"peak memory of the AI worker process: {peak_mb(worker_pid):.1f} MB")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
