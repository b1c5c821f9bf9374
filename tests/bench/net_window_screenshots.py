"""Two app windows on one X display play a Monster Day game over the loopback address to its end,
driven by xdotool as a person would (clicks and keys), with a screenshot at each step: the new-game
screen with a seat on the network, the host's lobby, the Join screen, the joiner's table, the host
seeing the joiner away after the joiner's process is killed, the joiner taking the seat back, and
both game-over panels.

    .venv/bin/python tests/bench/net_window_screenshots.py /work/wt/shots/net-window

runs itself inside ``xvfb-run`` (1600x900) with ``openbox``; each window has a data folder of its own
in a temporary folder. Needs xvfb, openbox, xdotool and ImageMagick.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Callable

PORT, CODE = "47001", "PLAYS"
WIDTH, HEIGHT = 1600, 900  # the canvas, letterboxed into each window
ROOT = Path(__file__).resolve().parents[2]


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=False).stdout.strip()


class Window:
    """One app process and its window; positions are the canvas's, mapped into the window."""

    def __init__(self, data: Path, log: IO[str], *extra: str) -> None:
        env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(data), *extra], cwd=ROOT,
                                        env=env, stdout=log, stderr=log)
        self.id = ""
        for _ in range(150):
            found = sh("xdotool", "search", "--pid", str(self.process.pid), "--onlyvisible", "--name", ".")
            if found:
                self.id = found.split()[-1]
                break
            time.sleep(0.2)
        if not self.id:
            raise SystemExit("the window did not open")
        time.sleep(2)

    def focus(self) -> None:
        sh("xdotool", "windowactivate", "--sync", self.id)
        time.sleep(0.3)

    def _at(self, x: int, y: int) -> tuple[int, int]:
        shape = dict(line.split("=") for line in sh("xdotool", "getwindowgeometry", "--shell", self.id).splitlines())
        w, h = int(shape["WIDTH"]), int(shape["HEIGHT"])
        scale = min(w / WIDTH, h / HEIGHT)
        return int((w - WIDTH * scale) / 2 + x * scale), int((h - HEIGHT * scale) / 2 + y * scale)

    def click(self, x: int, y: int) -> None:
        self.focus()
        sx, sy = self._at(x, y)
        sh("xdotool", "mousemove", "--window", self.id, str(sx), str(sy - 40))
        time.sleep(0.1)
        sh("xdotool", "mousemove", "--window", self.id, str(sx), str(sy))
        time.sleep(0.15)
        sh("xdotool", "click", "1")
        time.sleep(0.4)

    def keys(self, *names: str) -> None:
        self.focus()
        for name in names:
            sh("xdotool", "key", name)
            time.sleep(0.12)

    def type(self, text: str) -> None:
        self.focus()
        sh("xdotool", "type", "--delay", "60", text)
        time.sleep(0.3)


def over(data: Path) -> bool:
    """The host's autosave says the game is over."""
    for path in data.rglob("*.json"):
        try:
            document = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(document, dict) and document.get("finished"):
            return True
    return False


Shot = Callable[[str, Window], None]


def stage(out: Path) -> tuple[Path, IO[str], Shot]:
    """Inside the X display: the window manager, a temporary folder for the windows' data and log,
    and a way to take a screenshot of the display with one window in front."""
    out.mkdir(parents=True, exist_ok=True)
    subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    folder = Path(tempfile.mkdtemp(prefix="card-table-net-"))

    def shot(name: str, window: Window) -> None:
        window.focus()
        time.sleep(0.8)
        sh("import", "-window", "root", str(out / name))
        print("wrote", out / name, flush=True)
    return folder, (folder / "windows.log").open("w"), shot


def run(script: str, inside: Callable[[Path], int], argv: list[str] | None, display: str = "-a") -> int:
    """``script`` run again inside ``xvfb-run`` (``display``: its server number option), then ``inside``."""
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inside:
        return inside(args.out)
    command = ["xvfb-run", *display.split(), "-s", f"-screen 0 {WIDTH}x{HEIGHT}x24", sys.executable, script,
               str(args.out), "--inside"]
    return subprocess.run(command, check=False).returncode


def dial(window: Window, where: str) -> None:
    """The Join screen, with the host's address typed by hand."""
    window.click(340, 498)  # Join a game
    time.sleep(2)
    window.click(1252, 260)  # the address
    window.type(where)
    window.keys("Return")
    time.sleep(2)


def inside(out: Path) -> int:
    folder, log, shot = stage(out)

    host = Window(folder / "host", log, "play", "--port", PORT, "--code", CODE)
    sh("xdotool", "windowmove", host.id, "0", "0")
    host.click(340, 370)  # New game
    host.click(280, 468)  # Monster Day
    host.click(770, 288)  # seat 2: AI -> Network
    shot("01-new-game-network-seat.png", host)
    host.click(368, 806)  # Start the game
    time.sleep(3)
    shot("02-host-lobby.png", host)

    joiner = Window(folder / "joiner", log)
    sh("xdotool", "windowmove", joiner.id, "40", "40")
    dial(joiner, f"127.0.0.1:{PORT}")
    joiner.click(1252, 320)
    joiner.type(CODE)
    joiner.click(1252, 380)
    joiner.keys(*["BackSpace"] * 12)
    joiner.type("Bob")
    shot("03-join-screen.png", joiner)
    joiner.click(1362, 599)  # Sit here, seat 2
    time.sleep(3)
    shot("04-joiner-table.png", joiner)
    shot("05-host-table-after-join.png", host)

    def play(rounds: int) -> bool:
        """Tab to a lit choice and Enter, twice (a card, then its Ace), on each window in turn."""
        for _ in range(rounds):
            for window in (host, joiner):
                if over(folder / "host"):
                    return True
                window.keys("Tab", "Return", "Tab", "Return")
                time.sleep(0.3)
        return over(folder / "host")

    play(4)
    shot("06-joiner-table-mid-game.png", joiner)
    joiner.process.kill()  # as kill -9: the joiner's computer is gone
    joiner.process.wait()
    time.sleep(4)
    shot("07-host-sees-bob-away.png", host)

    joiner = Window(folder / "joiner", log)
    sh("xdotool", "windowmove", joiner.id, "40", "40")
    dial(joiner, f"127.0.0.1:{PORT}")
    shot("08-join-screen-take-seat-back.png", joiner)
    joiner.click(1362, 599)  # Take your seat back
    time.sleep(3)
    shot("09-joiner-back-at-table.png", joiner)
    finished = play(60)
    time.sleep(3)
    shot("10-host-game-over.png", host)
    shot("11-joiner-game-over.png", joiner)
    print("the game ended" if finished else "the game did not end", flush=True)
    for window in (host, joiner):
        window.process.terminate()
    return 0 if finished else 1


def main(argv: list[str] | None = None) -> int:
    return run(__file__, inside, argv)


if __name__ == "__main__":
    sys.exit(main())
