"""Memory handed back when a table closes, and surfaces kept within a budget of bytes.

A table holds its card faces, its painted layers and its animations' turned cards; when it closes they
are freed, but the C library keeps the freed pages for later, scattered among pages still in use, and
a window that plays game after game grows by tens of megabytes a game. Where the C library can hand
free pages back to the system (glibc's ``malloc_trim``), ``give_back`` does so after collecting the
closed table's objects; elsewhere it only collects them.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
from collections import OrderedDict
from typing import Callable, Hashable, Iterator

import pygame

MB = 1 << 20


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


def size_of(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class Kept:
    """Surfaces made once and drawn often, the least recently used let go past a budget of bytes: a
    count of entries says nothing of memory when one entry is a word and the next a shade over the
    whole screen, and a window that plays game after game meets ever more sizes of both."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.size = 0
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self._surfaces)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        """Keeps ``surface`` under ``key``; the oldest go until the rest fit (the newest always stays)."""
        old = self._surfaces.pop(key, None)
        if old is not None:
            self.size -= size_of(old)
        self._surfaces[key] = surface
        self.size += size_of(surface)
        while self.size > self.budget and len(self._surfaces) > 1:
            _, dropped = self._surfaces.popitem(last=False)
            self.size -= size_of(dropped)
        return surface

    def clear(self) -> None:
        self._surfaces.clear()
        self.size = 0


Maker = Callable[..., pygame.Surface]


def kept(budget: int) -> Callable[[Maker], Maker]:
    """Like ``functools.lru_cache`` for a function that makes surfaces from hashable arguments, bounded
    by the surfaces' bytes; the cache is the wrapper's ``kept``."""
    def wrap(make: Maker) -> Maker:
        cache = Kept(budget)

        @functools.wraps(make)
        def cached(*args: Hashable) -> pygame.Surface:
            surface = cache.get(args)
            return cache.put(args, make(*args)) if surface is None else surface

        cached.kept = cache  # type: ignore[attr-defined]
        return cached
    return wrap
