"""The first window fits the desktop it opens on, keeps the canvas's 16:9, and never asks for more
than the screen has: checked without a display, from the desktop size alone. And where the canvas is
drawn: by the graphics card where there may be one, else by SDL's software renderer."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.ui import theme
from game.ui.display import FRAME_ROOM, MIN_WINDOW, drawn_by_graphics_card, window_size


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


def test_without_a_render_node_linux_draws_in_software_and_elsewhere_the_card_is_asked(tmp_path: Path) -> None:
    assert not drawn_by_graphics_card("linux", tmp_path / "no-dri")
    assert not drawn_by_graphics_card("linux", tmp_path)  # a DRI folder with no render node
    (tmp_path / "card0").touch()
    assert not drawn_by_graphics_card("linux", tmp_path)
    (tmp_path / "renderD128").touch()
    assert drawn_by_graphics_card("linux", tmp_path)
    assert drawn_by_graphics_card("win32", tmp_path / "no-dri") and drawn_by_graphics_card("darwin", tmp_path / "no-dri")
