"""The load screen lists the example saves where the app ships them: inside the installed package (the
wheel, the standalone app), where no source tree sits beside the code."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIST_EXAMPLES = ("from pathlib import Path\n"
                 "from game.ui.scenes.saves import EXAMPLES, listing\n"
                 "print(EXAMPLES)\n"
                 "rows = listing(Path('nothing-here'), EXAMPLES)\n"
                 "print(','.join(r.path.name for r in rows if r.group == 'examples' and r.path is not None))\n")


def test_an_installed_app_lists_the_example_saves_from_inside_its_package(tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    shutil.copytree(ROOT / "game", site / "game", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("cards", "assets", "saves"):  # what setup.py's build copies into the package
        shutil.copytree(ROOT / name, site / "game" / "data" / name)
    done = subprocess.run([sys.executable, "-c", LIST_EXAMPLES], capture_output=True, text=True, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(site), "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert done.returncode == 0, done.stderr
    folder, names = done.stdout.splitlines()
    assert Path(folder) == site / "game" / "data" / "saves"
    assert names == "monster-day-midgame.json"
