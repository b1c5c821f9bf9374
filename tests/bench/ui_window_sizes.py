"""The window on four desktop sizes, under a real X server with a window manager: the first window's
size, a Monster Day table mid-game as the screen shows it (title bar included), full screen with F11,
and the resident memory of the window's process there.

    .venv/bin/python tests/bench/ui_window_sizes.py docs/screenshots

starts ``xvfb-run`` with ``openbox`` once per size and writes ``size-<w>x<h>.png`` (the whole X
screen) and, for 1366x768, ``size-1366x768-fullscreen.png``. Needs xvfb, openbox and ImageMagick.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080))


def outside(out: Path) -> int:
    for w, h in SIZES:
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {w}x{h}x24", sys.executable, __file__, str(out),
                   "--inside", f"{w}x{h}"]
        subprocess.run(command, check=False, env={**os.environ, "PYTHONPATH": str(Path.cwd())})
    return 0


def inside(out: Path, size: str) -> int:
    os.environ.pop("SDL_VIDEODRIVER", None)
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) \
        if shutil.which("openbox") else None
    time.sleep(1.0)
    subprocess.run(["xdotool", "mousemove", "0", "0"], check=False)  # off the window: no zoom in the shot
    import pygame

    from game.engine.match import Match, Seat
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import Session
    from game.ui.tables import table_for
    from tests.bench.ui_screenshots import play_until

    app = App(data_dir=Path(tempfile.mkdtemp()))
    app.settings.speed, app.settings.sound, app.settings.confirm_moves = "fast", False, "never"
    spec = table_for("monster-day")
    assert spec is not None
    match = Match.start("monster-day", 2, 31, {}, [Seat("Anna"), Seat("Morgana", "ai", "hard")])
    scene = TableScene(app, Session(match, app.saves_dir), spec)
    app.replace(scene)
    play_until(app, scene, 5)
    settle(app, 120)
    window = app.display.size
    name = out / f"size-{size}.png"
    subprocess.run(["import", "-window", "root", str(name)], check=False)
    pointer = aim(app, scene)
    print(f"desktop {size}: window {window[0]}x{window[1]}, main process {memory_mb('VmRSS'):.0f} MB resident "
          f"(peak {memory_mb('VmHWM'):.0f} MB), pointer at the window's centre reads {pointer} on the canvas, wrote {name}")
    if size == "1366x768":
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)], 1 / 60)
        settle(app, 60)
        full = out / f"size-{size}-fullscreen.png"
        subprocess.run(["import", "-window", "root", str(full)], check=False)
        print(f"full screen: window {app.display.size}, pointer {aim(app, scene)}, wrote {full}")
        app.set_fullscreen(False)
    app.quit()
    pygame.quit()
    if wm is not None:
        wm.terminate()
        wm.wait()
    return 0


def aim(app: object, scene: object) -> tuple[int, int]:
    """Moves the X pointer to the window's centre and returns where the table saw it."""
    window = app.display.window  # type: ignore[attr-defined]
    x, y = window.position
    w, h = window.size
    subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2)], check=False)
    time.sleep(0.2)
    settle(app, 10)
    return scene.pointer  # type: ignore[attr-defined, no-any-return]


def settle(app: object, frames: int) -> None:
    """Frames as ``App.run`` makes them: the window's own events (a resize among them) are handled."""
    import pygame

    for _ in range(frames):
        app.frame(pygame.event.get(), 1 / 60)  # type: ignore[attr-defined]
        time.sleep(0.002)


def memory_mb(field: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--inside", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    return inside(args.out, args.inside) if args.inside else outside(args.out)


if __name__ == "__main__":
    sys.exit(main())
