"""The AI's worker process ends with the window that started it, even when the window dies without
closing it (killed, or its display gone), instead of lingering as an orphan."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .helpers import PATIENCE_SECONDS

ROOT = Path(__file__).resolve().parents[2]
WINDOW = ("from game.ui.ai_worker import shared_process\n"
          "runner = shared_process()\n"
          "print(runner._process.pid, flush=True)\n"
          "import time; time.sleep(600)\n")


def running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped (an orphan's new parent may be slow to reap it)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1].split()[0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process table in /proc")
def test_the_worker_ends_soon_after_its_window_is_killed() -> None:
    window = subprocess.Popen([sys.executable, "-c", WINDOW], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert window.stdout is not None
        worker = int(window.stdout.readline())
        assert running(worker)
        window.send_signal(signal.SIGKILL)  # no atexit, no goodbye to the worker
        window.wait()
        deadline = time.monotonic() + PATIENCE_SECONDS
        while running(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not running(worker)
    finally:
        window.kill()
        window.wait()
