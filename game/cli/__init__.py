"""The command line: play, simulate, replay, validate-cards, bench, and host, join and games on a network."""
from __future__ import annotations

import os
from pathlib import Path

from game.engine import paths


class CommandError(Exception):
    """A problem with what was asked for; the message is the one line the user sees."""


def saves_folder() -> Path:
    """The saves folder, made if missing; a data folder that cannot hold it is refused, named as the
    user chose it (``--data-dir``, ``CARD_TABLE_HOME``, or the platform's data folder)."""
    folder, given, home = paths.data_path(), paths.given_data_dir(), os.environ.get("CARD_TABLE_HOME")
    named = f"--data-dir {given}" if given else f"CARD_TABLE_HOME={home}" if home else f"the data folder {folder}"
    if folder.exists() and not folder.is_dir():
        raise CommandError(f"{named}: is a file, not a folder")
    try:
        return paths.saves_dir()
    except OSError as error:
        raise CommandError(f"{named}: cannot hold the saves ({error.strerror or error})") from None
