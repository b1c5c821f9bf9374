"""Autosaves written in the background: a copy of the match is handed to a writer thread, so whoever
plays (a window's frame, a host's event loop) never waits for the disk.

A game is saved after every decision, and a write takes a disk's flush (milliseconds) while an AI
may decide faster: the writer keeps only the newest match handed to it, so a burst of decisions
ends in one write of the last, and the file never goes back to an older position."""
from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from . import autosaves, saves
from .match import Match


class Autosaver:
    def __init__(self, directory: Path | None, created: str | None = None) -> None:
        self.directory = directory  # None: nothing is written (tests, previews)
        # When this game's autosave was first written, kept in every one after: the save list says
        # when the game began.
        self.created = created
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-table-autosave")
        self._lock = threading.Lock()
        self._pending: Match | None = None  # the newest match not yet taken by the writer
        self._draining: Future[None] | None = None
        self.problem: str | None = None  # a write that failed, in words, until someone takes it
        # Why the newest match handed over is not on disk, or None once it is: a failed write is made
        # good by the next one that succeeds, since each file holds the whole game.
        self.unsaved: str | None = None

    def save(self, match: Match) -> None:
        if self.directory is None:
            return
        self.created = self.created or saves.now()
        copy = match.copy()  # on the caller's thread: the match goes on changing as the file is written
        with self._lock:
            self._pending = copy
            if self._draining is None:
                self._draining = self._writer.submit(self._drain)

    def _drain(self) -> None:
        while True:
            with self._lock:
                match, self._pending = self._pending, None
                if match is None:
                    self._draining = None
                    return
            try:
                autosaves.autosave(match, self.directory, self.created)  # type: ignore[arg-type]
            except Exception as error:  # the disk, or a game a save cannot hold: the window says so
                message = f"autosave failed: {error}"
                if message != self.unsaved:  # once, not at every decision the same failure meets
                    self.problem = message
                self.unsaved = message
            else:
                self.unsaved = None

    def flush(self) -> bool:
        """Waits for the writes under way; True when the newest match handed over is on disk."""
        with self._lock:
            draining = self._draining
        if draining is not None:
            draining.result()
        return self.unsaved is None

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)
