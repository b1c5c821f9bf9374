"""Locks on files that the system lets go of when the process ends, however it ends: a seat's secret
in use by one running app (so a second app at the same computer does not take it over), and the
keyring file while one app rewrites it. A lock is per open file, so two apps, or two joiners in one
process, each hold their own."""
from __future__ import annotations

import os
from pathlib import Path
from typing import IO

if os.name == "nt":
    import msvcrt

    def _lock(handle: IO[bytes], wait: bool) -> bool:
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _lock(handle: IO[bytes], wait: bool) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except OSError:
            return False
        return True


class Lock:
    """A held lock on ``path``; ``release`` (or the process ending) lets it go."""

    def __init__(self, handle: IO[bytes]) -> None:
        self._handle: IO[bytes] | None = handle

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    def __enter__(self) -> "Lock":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def take(path: Path, wait: bool = False) -> Lock | None:
    """The lock on ``path`` (created, readable by the user alone), or None when another holds it and
    ``wait`` is False."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT, 0o600), "r+b")
    if not _lock(handle, wait):
        handle.close()
        return None
    return Lock(handle)
