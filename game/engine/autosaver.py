"""Autosaves written in the background: a copy of the match is handed to a writer thread, so whoever
plays (a window's frame, a host's event loop) never waits for the disk, and the writes keep their order."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from . import saves
from .match import Match


class Autosaver:
    def __init__(self, directory: Path | None, created: str | None = None) -> None:
        self.directory = directory  # None: nothing is written (tests, previews)
        # When this game's autosave was first written, kept in every one after: the save list says
        # when the game began.
        self.created = created
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-table-autosave")
        self._writes: list[Future[Path]] = []
        self.problem: str | None = None  # the last write that failed, in words

    def save(self, match: Match) -> None:
        if self.directory is None:
            return
        self.created = self.created or saves.now()
        self._writes.append(self._writer.submit(saves.autosave, match.copy(), self.directory, self.created))
        self.reap(wait=False)

    def reap(self, wait: bool) -> bool:
        """Notes the writes that have ended (all of them, waiting, when ``wait``); True when none failed."""
        written, pending = True, []
        for write in self._writes:
            if not wait and not write.done():
                pending.append(write)
                continue
            error = write.exception()
            if error is not None:
                written = False
                self.problem = f"autosave failed: {error}"
        self._writes = pending
        return written

    def flush(self) -> bool:
        """Waits for the writes under way; True when every one of them was written."""
        return self.reap(wait=True)

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)
