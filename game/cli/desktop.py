"""``desktop``: puts Card Table in a Linux desktop's application menu, with its icon.

The entry and the icon ship inside the package (assets/); they are copied into the user's data
folder (``$XDG_DATA_HOME``, else ``~/.local/share``), with ``Exec`` pointing at this very
``card-table``, so a virtual environment that is not on PATH still starts from the menu.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from game.engine.paths import shipped

from . import CommandError


def _launcher() -> list[str]:
    beside = Path(sys.executable).parent / "card-table"
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("card-table")
    return [found] if found else [sys.executable, "-m", "game"]


def exec_line(words: list[str]) -> str:
    """The entry's Exec key: arguments with spaces in double quotes, as the desktop entry rules ask."""
    return "Exec=" + " ".join(f'"{w}"' if " " in w else w for w in words)


def run_desktop() -> int:
    if not sys.platform.startswith("linux"):
        raise CommandError("the desktop entry is for Linux desktops")
    data = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    assets = shipped("assets")
    entry = (assets / "card-table.desktop").read_text(encoding="utf-8")
    entry = entry.replace("Exec=card-table", exec_line(_launcher()))
    try:
        icon = data / "icons" / "hicolor" / "256x256" / "apps" / "card-table.png"
        icon.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(assets / "icon.png", icon)
        target = data / "applications" / "card-table.desktop"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(entry, encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot write the desktop entry into {data}: {error.strerror or error}") from None
    print(f"Card Table is in the application menu: {target} (icon {icon})")
    return 0
