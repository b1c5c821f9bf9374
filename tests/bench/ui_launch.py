"""Time from launching the window's process to its first drawn menu frame.

    .venv/bin/python tests/bench/ui_launch.py [--runs 7]

Each run starts a fresh Python that imports the app, opens the window (SDL's dummy driver unless
DISPLAY is set and --x11 is given), draws the menu once and prints a marker; the time is measured
by this parent process from just before the launch to the marker, so it includes Python's own
start-up and every import.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = (
    "from game.ui.app import App\n"
    "import sys\n"
    "app = App(data_dir=sys.argv[1])\n"
    "app.frame([], 1 / 60)\n"
    "print('first-frame', flush=True)\n"
    "app.quit()\n"
)


def once(x11: bool) -> float:
    env = dict(os.environ)
    if not x11:
        env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory() as data:
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", CHILD, data], stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - started
                break
        else:
            raise SystemExit("the app never drew its first frame")
        child.wait()
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--x11", action="store_true", help="use the X server in DISPLAY (e.g. under xvfb-run)")
    args = parser.parse_args()
    once(args.x11)  # the first run warms the disk cache; it is not counted
    times = [once(args.x11) for _ in range(args.runs)]
    print(f"launch to first menu frame ({'x11' if args.x11 else 'dummy'} driver, {args.runs} runs): "
          f"median {statistics.median(times):.3f} s, max {max(times):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
