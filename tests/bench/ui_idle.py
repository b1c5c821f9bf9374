"""Processor time of the window's process while nothing happens, on a real X display.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tests/bench/ui_idle.py
    .venv/bin/python tests/bench/ui_idle.py            (starts xvfb-run itself when DISPLAY is unset)
    ... --seconds 20 --settle 8 --cases menu,monster-day,thinking --code /path/to/another/checkout

Each case is a fresh window process (``App.run``, the real loop) left alone on one screen: the menu,
the new-game screen, the rules, the load list, the settings, a hand-off cover, a late position of each
game on the person's turn (the positions of ``ui_frame_time.py``), and a Monster Day table of two
``hard`` AI seats. After ``--settle`` seconds (loading, the first frames, card faces painted ahead) this process
reads the window process's processor time from ``/proc/PID/stat`` over ``--seconds`` of wall time,
and apart from it the time of the AI worker process (the search itself). It prints them as a
percentage of one core, with the frames the window drew over its whole life and the load average.

The hard AI's search stops at its time cap (a few seconds) and its move is then animated, so the
thinking case also counts, from inside the window's process, its processor time over only the spans
in which an AI was thinking with nothing animating (sampled ten times a second): that is the figure
"while the AI thinks".

``--code`` runs another checkout's app (for a before-and-after comparison); the cases are built with
this file's helpers, which use only what both have.
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CASES = ("menu", "new-game", "rules", "load", "settings", "handoff", "monster-day", "boss-monster",
         "gauntlet-of-fools", "dungeon-run", "thinking")
GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
TICK = os.sysconf("SC_CLK_TCK")


# --- the window's process -------------------------------------------------------------------------------
def child(case: str, data_dir: str) -> int:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(HERE))
    import pygame

    from game.engine.match import Match, Seat
    from game.ui.app import App
    from game.ui.scene import open_scene
    from game.ui.scenes.table import TableScene
    from game.ui.session import Session
    from game.ui.tables import table_for

    # The thinking case: the hard AI searches until its time cap, decision after decision.
    app = App(data_dir=Path(data_dir), ai_iterations=10**9 if case == "thinking" else None)
    app.settings.sound = False
    watch: list[float] = [0.0, 0.0]  # seconds of thinking seen, and the process's CPU seconds over them
    if case in ("new-game", "load", "settings"):
        open_scene(app, case.replace("-", "_"))
    elif case == "rules":
        open_scene(app, "rules", "monster-day")
    elif case == "handoff":
        match = Match.start("monster-day", 2, 7, {}, [Seat("Anna"), Seat("Ben")])
        spec = table_for("monster-day")
        assert spec is not None
        app.replace(TableScene(app, Session(match, None), spec))
    elif case in GAMES:
        import ui_frame_time

        ui_frame_time.late_game(app, "hard", case)
    elif case == "thinking":
        spec = table_for("monster-day")
        assert spec is not None
        match = Match.start("monster-day", 2, 7, {}, [Seat("Morgana", "ai", "hard"), Seat("Merlin", "ai", "hard")])
        scene = TableScene(app, Session(match, None, app.ai_iterations), spec)
        app.replace(scene)
        threading.Thread(target=watch_thinking, args=(scene, watch), daemon=True).start()
    # A polite end: the loop sees QUIT, closes the AI worker and returns.
    signal.signal(signal.SIGTERM, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    print("ready", flush=True)
    app.run()
    print(f"frames {app.frames}", flush=True)
    print(f"thinking {watch[0]} {watch[1]}", flush=True)
    pygame.quit()
    return 0


def watch_thinking(scene: Any, totals: list[float]) -> None:
    """Adds up wall and processor time over the spans in which an AI thinks and nothing animates."""
    def thinking() -> bool:
        return scene.table.thinking_seat is not None and not scene.anim.busy

    before = (time.perf_counter(), cpu_seconds(os.getpid()), thinking())
    while True:
        time.sleep(0.1)
        now = (time.perf_counter(), cpu_seconds(os.getpid()), thinking())
        if before[2] and now[2]:
            totals[0] += now[0] - before[0]
            totals[1] += now[1] - before[1]
        before = now


# --- this process: start, wait, measure -------------------------------------------------------------------
def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime and stime


def children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    return out


def workers_cpu(pid: int) -> float:
    total = 0.0
    for worker in children(pid):
        try:
            total += cpu_seconds(worker)
        except OSError:
            continue
    return total


def measure(case: str, code: Path, seconds: float, settle: float) -> str:
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)  # the X display, as a player's window
    env["SDL_AUDIODRIVER"] = "dummy"
    env["PYTHONPATH"] = str(code)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    with tempfile.TemporaryDirectory() as data:
        process = subprocess.Popen([sys.executable, __file__, "--child", case, "--data-dir", data], cwd=code,
                                   stdout=subprocess.PIPE, text=True, env=env)
        assert process.stdout is not None
        if not any(line.strip() == "ready" for line in process.stdout):
            process.kill()
            raise SystemExit(f"{case}: the window did not start")
        time.sleep(settle)
        wall, own, worker = time.perf_counter(), cpu_seconds(process.pid), workers_cpu(process.pid)
        time.sleep(seconds)
        wall = time.perf_counter() - wall
        own, worker = cpu_seconds(process.pid) - own, workers_cpu(process.pid) - worker
        process.send_signal(signal.SIGTERM)
        try:
            tail, _ = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            tail, _ = process.communicate()
    said = dict(line.split(" ", 1) for line in tail.splitlines() if " " in line)
    line = f"{case:<18} window {own / wall * 100:6.2f} % of a core"
    if case == "thinking":
        spans, cpu = (float(x) for x in said.get("thinking", "0 0").split())
        line += (f" (while an AI thinks: {cpu / spans * 100 if spans else float('nan'):5.2f} % over {spans:.1f} s)"
                 f"   AI worker {worker / wall * 100:5.1f} %")
    return line + f"   frames drawn in its life: {said.get('frames', '?')}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--data-dir", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--settle", type=float, default=8.0)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout whose app is measured")
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.data_dir)
    if not os.environ.get("DISPLAY"):
        if shutil.which("xvfb-run") is None:
            raise SystemExit("needs an X display: run under xvfb-run")
        return subprocess.call(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", sys.executable, *sys.argv])
    print(f"code {args.code.resolve()}, {args.seconds:g} s each after {args.settle:g} s to settle")
    for case in args.cases.split(","):
        load = Path("/proc/loadavg").read_text().split()[0]
        print(measure(case, args.code.resolve(), args.seconds, args.settle) + f"   load {load}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
