"""``python -m game`` and ``card-table``: play (the default), simulate, replay, review, validate-cards, bench."""
from __future__ import annotations

import multiprocessing
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game.cli import main as cli

if TYPE_CHECKING:
    from game.review import Review


def play(fullscreen: bool, port: int = 0, code: str | None = None) -> int:
    """Opens the window (a game it hosts listens on ``port``, with ``code`` if given). pygame is imported
    only here, when the window is wanted: the other commands start without it. With
    ``CARD_TABLE_SMOKE=FRAMES`` it only checks that the window draws the menu and every game's table,
    and closes (game/ui/smoke.py): how CI and the standalone build try the window."""
    smoke = os.environ.get("CARD_TABLE_SMOKE")
    if smoke:
        from game.ui.smoke import run_smoke
        return run_smoke(int(smoke))
    from game.ui.app import run_app
    from game.ui.netplay.hosting import HostOptions
    return run_app(fullscreen=fullscreen, hosting=HostOptions(port=port, code=code))


def chart(review: "Review", names: list[str], path: Path, seat: int | None) -> None:
    """Writes a review's chart to a PNG file, drawn by the window's widget off screen."""
    from game.ui.review_png import write_chart
    write_chart(review, names, path, seat)


def main(argv: list[str] | None = None) -> int:
    # In the standalone app a worker process (the window's AI, simulate --jobs) is this very
    # executable started again with multiprocessing's own arguments: it must become the worker here,
    # before the command line is read. Elsewhere this does nothing.
    multiprocessing.freeze_support()
    return cli.main(play, argv, chart)


if __name__ == "__main__":
    sys.exit(main())
