"""The first window fits the desktop it opens on, keeps the canvas's 16:9, and never asks for more
than the screen has: checked without a display, from the desktop size alone."""
from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.display import FRAME_ROOM, MIN_WINDOW, window_size


@pytest.mark.parametrize("desktop", [(1280, 720), (1366, 768), (1440, 900), (1600, 900), (1920, 1080),
                                     (2560, 1440), (3840, 2160), (1024, 600), (800, 600)])
def test_the_first_window_fits_the_desktop_at_16_9(desktop: tuple[int, int]) -> None:
    width, height = window_size(desktop)
    assert width * 9 == height * 16
    assert (width, height) <= theme.SIZE and width <= theme.WIDTH
    assert width >= MIN_WINDOW[0] and height >= MIN_WINDOW[1]
    if desktop[0] - FRAME_ROOM[0] >= MIN_WINDOW[0] and desktop[1] - FRAME_ROOM[1] >= MIN_WINDOW[1]:
        assert width + FRAME_ROOM[0] <= desktop[0] and height + FRAME_ROOM[1] <= desktop[1]


def test_a_laptop_screen_gets_a_window_smaller_than_the_canvas_and_a_large_one_the_canvas() -> None:
    assert window_size((1366, 768)) < (1200, 675)
    assert window_size((1600, 900))[1] <= 900 - FRAME_ROOM[1]  # the title bar no longer hides the status line
    assert window_size((1920, 1080)) == theme.SIZE
    assert window_size(None) == theme.SIZE
