"""The resting window looked at as a player sees it, on a real X display: hovers, a zoom, a drag, a
hotseat hand-off and an AI's turn, each followed by a screenshot of the screen.

    .venv/bin/python tests/bench/ui_rest_shots.py --out /tmp/shots     (starts xvfb-run itself)
    ... --cases menu,hotseat,solo

The window runs its own loop (``App.run``) in a process of its own, driven by ``xdotool``. A window at
rest may have drawn its last frames in parts (a button's light, a spinner, a pulse): so each still
picture is also checked against the same moment drawn whole (the window is asked for a whole frame
with SIGUSR1), and the pixels that differ are counted. Anything a part left behind (a stale light, a
ghost of a card) shows as a difference; none is expected once the table has stopped pulsing.
"""
from __future__ import annotations

import argparse
import json
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
REST = 5.0  # seconds for a table to stop pulsing (the paint clock's calm and a pulse to its full glow)


# --- the window's process -------------------------------------------------------------------------------
def child(case: str, data_dir: str, said: str) -> int:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.engine.match import Match, Seat
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import Session
    from game.ui.tables import table_for

    app = App(data_dir=Path(data_dir))
    app.settings.sound = False
    app.settings.confirm_moves = "never"
    app.settings.speed = "normal"
    seats = {"hotseat": [Seat("Anna"), Seat("Ben")], "solo": [Seat("Anna"), Seat("Morgana", "ai", "hard")]}
    if case in seats:
        spec = table_for("monster-day")
        assert spec is not None
        app.replace(TableScene(app, Session(Match.start("monster-day", 2, 7, {}, seats[case]), None), spec))
    signal.signal(signal.SIGUSR1, lambda *_: app.redraw())
    signal.signal(signal.SIGTERM, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    threading.Thread(target=tell, args=(app, Path(said)), daemon=True).start()
    print("ready", flush=True)
    app.run()
    pygame.quit()
    return 0


def tell(app: Any, said: Path) -> None:
    """Writes, a few times a second, where the places to point at are on the canvas (read only)."""
    while True:
        top = app.stack.top
        out: dict[str, Any] = {"top": type(top).__name__}
        if hasattr(top, "form"):
            out["buttons"] = [list(c.rect.center) for c in top.form.controls]
        table = getattr(top, "table", None)
        if table is not None and hasattr(top, "anim"):
            out["open"] = table.legal is not None and not top.anim.busy
            out["thinking"] = table.thinking_seat is not None
            out["gestures"] = [[list(g.start), list(g.end)] for g in table.gestures()]
            out["cards"] = [list(table.card_rect(i).center) for i in range(len(table.my_hand.cards))]
        said.write_text(json.dumps(out))
        time.sleep(0.2)


# --- this process: drive, shoot, compare ----------------------------------------------------------------
class Window:
    def __init__(self, case: str, out: Path, data: str) -> None:
        self.case, self.out = case, out
        self.said = Path(data) / "said.json"
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("SDL_VIDEODRIVER", None)
        self.process = subprocess.Popen([sys.executable, __file__, "--child", case, "--data-dir", data,
                                         "--said", str(self.said)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                                        env=env)
        assert self.process.stdout is not None
        if self.process.stdout.readline().strip() != "ready":
            raise SystemExit(f"{case}: the window did not start")
        self.id = ""
        while not self.id:
            time.sleep(0.2)
            found = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid)], capture_output=True,
                                   text=True).stdout.split()
            self.id = found[-1] if found else ""
        time.sleep(1.0)
        width = int(subprocess.run(["xdotool", "getwindowgeometry", "--shell", self.id], capture_output=True,
                                   text=True).stdout.split("WIDTH=")[1].split()[0])
        self.scale = width / 1600

    def state(self) -> dict[str, Any]:
        while True:
            try:
                return json.loads(self.said.read_text())
            except (OSError, ValueError):
                time.sleep(0.1)

    def until(self, what: str, limit: float = 60.0) -> dict[str, Any]:
        end = time.monotonic() + limit
        while time.monotonic() < end:
            state = self.state()
            if state.get(what) if what in ("open", "thinking") else state["top"] == what:
                return state
            time.sleep(0.2)
        raise SystemExit(f"{self.case}: {what} never came")

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True)

    def point(self, at: list[int] | tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.id, str(round(at[0] * self.scale)), str(round(at[1] * self.scale)))

    def drag(self, start: list[int], end: list[int], shot: str | None = None) -> None:
        self.point(start)
        self.xdo("mousedown", "1")
        for k in range(1, 13):
            self.point((start[0] + (end[0] - start[0]) * k // 12, start[1] + (end[1] - start[1]) * k // 12))
            time.sleep(0.03)
            if k == 8 and shot:
                self.shoot(shot, whole_check=False)
        self.xdo("mouseup", "1")

    def shoot(self, name: str, whole_check: bool = True) -> None:
        """The screen as it is; with ``whole_check``, again after a whole frame, and the pixels counted
        that differ between the two."""
        shot = self.out / f"{name}.png"
        subprocess.run(["import", "-window", "root", str(shot)], check=True)
        if not whole_check:
            print(f"{name:<28} {shot}", flush=True)
            return
        self.process.send_signal(signal.SIGUSR1)
        time.sleep(0.5)
        whole = self.out / f"{name}-whole.png"
        subprocess.run(["import", "-window", "root", str(whole)], check=True)
        diff = subprocess.run(["compare", "-metric", "AE", str(shot), str(whole), os.devnull],
                              capture_output=True, text=True).stderr.strip()
        if diff == "0":
            whole.unlink()
        print(f"{name:<28} {shot}   pixels unlike a whole frame: {diff}", flush=True)

    def close(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def menu(window: Window) -> None:
    buttons = window.until("MainMenu")["buttons"]
    time.sleep(1.0)
    for at in buttons[:4]:
        window.point(at)
        time.sleep(0.4)
    window.point((1500, 80))  # off every button: the last one goes dark
    time.sleep(0.5)
    window.shoot("menu-after-hovers")
    window.point(buttons[3])  # Rules (Continue is dark without a save)
    time.sleep(0.5)
    window.shoot("menu-hover")


def hotseat(window: Window) -> None:
    window.until("HandOff")
    time.sleep(1.0)
    window.shoot("hotseat-cover-anna")
    window.xdo("key", "Return")
    state = window.until("open")
    time.sleep(REST)
    window.shoot("hotseat-table-anna")
    window.point(state["cards"][1])
    time.sleep(1.5)
    window.shoot("hotseat-zoom")
    window.point((640, 40))  # the felt above the table
    time.sleep(REST)
    window.shoot("hotseat-zoom-gone")
    start, end = window.state()["gestures"][0]
    window.drag(start, end, shot="hotseat-drag")
    window.until("HandOff")
    time.sleep(1.0)
    window.shoot("hotseat-cover-ben")
    window.xdo("key", "Return")
    window.until("open")
    time.sleep(REST)
    window.shoot("hotseat-table-ben")


def solo(window: Window) -> None:
    state = window.until("open")
    time.sleep(REST)
    window.shoot("solo-table")
    start, end = state["gestures"][0]
    window.point((640, 40))
    window.drag(start, end)
    window.until("thinking")
    time.sleep(0.3)
    window.shoot("solo-ai-thinking", whole_check=False)  # its spinner turns: no still picture to compare
    window.until("open")
    time.sleep(REST)
    window.shoot("solo-after-ai-turn")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--data-dir", help=argparse.SUPPRESS)
    parser.add_argument("--said", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, default=Path("shots"))
    parser.add_argument("--cases", default="menu,hotseat,solo")
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.data_dir, args.said)
    if not os.environ.get("DISPLAY"):
        if shutil.which("xvfb-run") is None:
            raise SystemExit("needs an X display: run under xvfb-run")
        script = "openbox & sleep 1; exec \"$@\""
        return subprocess.call(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", "bash", "-c", script, "bash",
                                sys.executable, *sys.argv])
    args.out.mkdir(parents=True, exist_ok=True)
    drives = {"menu": menu, "hotseat": hotseat, "solo": solo}
    for case in args.cases.split(","):
        drive = drives[case]
        with tempfile.TemporaryDirectory() as data:
            window = Window(case, args.out, data)
            try:
                drive(window)
            finally:
                window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
