"""Autosaves written in the background: a copy of the match is handed to a writer thread, so whoever
plays (a window's frame, a host's event loop) never waits for the disk, and the writes keep their order."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from . import saves
from .match import Match


class Autosaver:
    def __init__(self, directory: Path | None) -> None:
        self.directory = directory  # None: nothing is written (tests, previews)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-table-autosave")
        self._writes: list[Future[Path]] = []
        self.problem: str | None = None  # the last write that failed, in words

    def save(self, match: Match) -> None:
        if self.directory is not None:
            self._writes.append(self._writer.submit(saves.autosave, match.copy(), self.directory))

    def flush(self) -> bool:
        """Waits for the writes under way; True when every one of them was written."""
        written = True
        for write in self._writes:
            error = write.exception()
            if error is not None:
                written = False
                self.problem = f"autosave failed: {error}"
        self._writes = []
        return written

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)
