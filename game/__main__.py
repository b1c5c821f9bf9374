"""``python -m game`` and ``card-table``: play (the default), simulate, replay, validate-cards, bench."""
from __future__ import annotations

import multiprocessing
import sys

from game.cli import main as cli


def play(fullscreen: bool) -> int:
    """Opens the window. pygame is imported only here, when the window is wanted: the other commands
    start without it."""
    from game.ui.app import run_app
    return run_app(fullscreen=fullscreen)


def main(argv: list[str] | None = None) -> int:
    # In the standalone app a worker process (the window's AI, simulate --jobs) is this very
    # executable started again with multiprocessing's own arguments: it must become the worker here,
    # before the command line is read. Elsewhere this does nothing.
    multiprocessing.freeze_support()
    return cli.main(play, argv)


if __name__ == "__main__":
    sys.exit(main())
