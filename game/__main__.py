"""``python -m game`` and ``card-table``: play (the default), simulate, replay, validate-cards, bench."""
from __future__ import annotations

import sys

from game.cli import main as cli


def play(fullscreen: bool) -> int:
    """Opens the window. pygame is imported only here, when the window is wanted: the other commands
    start without it."""
    from game.ui.app import run_app
    return run_app(fullscreen=fullscreen)


def main(argv: list[str] | None = None) -> int:
    return cli.main(play, argv)


if __name__ == "__main__":
    sys.exit(main())
