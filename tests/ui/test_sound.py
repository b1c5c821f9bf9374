"""Sound is optional: on a machine without a sound card the game says nothing about it in the
terminal, and a sound plays at the volume the settings give."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
from game.ui.sound import Sounds
sounds = Sounds(lambda: True, lambda: 40)
sounds.play("card")
print("ready" if sounds._ready else "silent")
"""


def test_starting_the_mixer_prints_nothing_to_the_terminal() -> None:
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() in ("ready", "silent")
    assert "ALSA" not in done.stderr and done.stderr.strip() == ""
