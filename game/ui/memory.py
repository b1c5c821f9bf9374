"""Memory handed back when a table closes.

A table holds its card faces, its painted layers and its animations' turned cards; when it closes they
are freed, but the C library keeps the freed pages for later, scattered among pages still in use, and
a window that plays game after game grows by tens of megabytes a game. Where the C library can hand
free pages back to the system (glibc's ``malloc_trim``), ``give_back`` does so after collecting the
closed table's objects; elsewhere it only collects them.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
from typing import Callable


def _trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


TRIM = _trim()


def give_back() -> None:
    """Frees what nothing uses any more (a closed table's objects refer to one another) and hands the
    free pages back to the system where the C library can."""
    gc.collect()
    if TRIM is not None:
        TRIM(0)
