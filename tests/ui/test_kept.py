"""Surfaces the window keeps between frames stay within their budget of bytes, however many sizes of
panels, glows and words a run of games asks for, and a table's own faces leave with it."""
from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.memory import MB, Kept, kept, size_of
from game.ui.text import Fonts
from game.ui.widgets import paint


def test_the_oldest_surfaces_go_once_the_budget_is_spent_and_the_newest_always_stays() -> None:
    cache = Kept(3 * 100 * 100 * 4)
    for n in range(3):
        cache.put(n, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.get(0) is not None  # 0 is now the most recently used
    cache.put(3, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert list(cache) == [2, 0, 3] and cache.size == 3 * 100 * 100 * 4
    huge = cache.put("huge", pygame.Surface((400, 400), pygame.SRCALPHA))
    assert list(cache) == ["huge"] and cache.get("huge") is huge and cache.size == size_of(huge)
    cache.put("huge", pygame.Surface((10, 10), pygame.SRCALPHA))  # the same key again counts once
    assert cache.size == 10 * 10 * 4


def test_a_kept_function_makes_each_surface_once_while_it_is_kept() -> None:
    made: list[int] = []

    @kept(2 * 50 * 50 * 4)
    def square(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    assert square(50) is square(50) and made == [50]
    square(45), square(40), square(50)
    assert made == [50, 45, 40, 50]  # 50 was let go to make room for the other two


def test_panels_glows_and_words_of_many_sizes_stay_within_their_budgets(fonts: Fonts) -> None:
    canvas = pygame.Surface(theme.SIZE, pygame.SRCALPHA)
    for n in range(200):
        rect = pygame.Rect(0, 0, 200 + n * 7, 100 + n * 4)
        paint.panel(canvas, rect)
        paint.dim(canvas, pygame.Rect((0, 0), theme.SIZE), alpha=n)
        paint.glow(canvas, rect)
        fonts.draw(canvas, f"A line of words that a long game writes, number {n}" * 3, (0, 0), size=theme.BODY + n % 9)
    panels, glows = paint._panel_layer.kept, paint._glow_layer.kept  # type: ignore[attr-defined]
    assert 0 < panels.size <= 12 * MB and 0 < glows.size <= 6 * MB
    assert 0 < fonts._cache.size <= Fonts.CACHE_BYTES
    assert len(panels) < 200 and len(fonts._cache) < 200  # the budgets were what held them
