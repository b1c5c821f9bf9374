"""Where the 1600x900 canvas meets the screen.

On a real display the canvas is a texture drawn by SDL's renderer with a logical size: scaled to
the window, letterboxed at 16:9, in full screen scaled to the desktop, and pointer positions come
back in canvas coordinates. The first window is sized to the desktop it opens on (``window_size``)
and may be shrunk to 960x540. Headless (the dummy driver of the tests and benches) the canvas is
simply the display surface.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame
from pygame._sdl2.video import Renderer, Texture, Window

from . import theme

MIN_WINDOW = (960, 540)
# Room left around the first window: a title bar and a taskbar above and below, a margin at the sides.
FRAME_ROOM = (48, 112)


def drawn_by_graphics_card(platform: str = sys.platform, dri: Path = Path("/dev/dri")) -> bool:
    """Whether OpenGL here could run on a graphics card. On Linux it can only through a DRI render node;
    without one (a virtual display, a machine with no graphics driver) OpenGL is Mesa's llvmpipe, which
    draws on the processor as SDL's own software renderer does, but slower and with some 90 MB of
    compiler and driver loaded into the window's process."""
    if platform != "linux":
        return True
    try:
        return any(dri.glob("renderD*"))
    except OSError:
        return False


def window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The first window's size on a desktop of this size (None: unknown), 16:9 like the canvas."""
    if desktop is None:
        return theme.SIZE
    scale = min((desktop[0] - FRAME_ROOM[0]) / theme.WIDTH, (desktop[1] - FRAME_ROOM[1]) / theme.HEIGHT, 1.0)
    width = max(MIN_WINDOW[0], int(theme.WIDTH * scale) // 16 * 16)
    return width, width * 9 // 16


class Display:
    def __init__(self, title: str, fullscreen: bool, windowed: bool | None = None) -> None:
        """``windowed`` None: a window and its renderer unless SDL's driver is a headless one; a test
        may ask for the window under the dummy driver too, which renders to memory."""
        self.window: Window | None = None
        self.headless = os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen") if windowed is None else not windowed
        # The same picture the desktop launcher shows, not pygame's snake; loaded headless too so the
        # smoke check of a frozen build proves the app can read it.
        icon = pygame.image.load(theme.ICON)
        if self.headless:
            pygame.display.set_icon(icon)
            self.canvas = pygame.display.get_surface() or pygame.display.set_mode(theme.SIZE)
            return
        desktops = pygame.display.get_desktop_sizes()
        self.window = Window(title, size=window_size(desktops[0] if desktops else None), resizable=True)
        self.window.minimum_size = MIN_WINDOW
        self.window.set_icon(icon)
        hardware = drawn_by_graphics_card()
        if not hardware:
            # Else SDL asks OpenGL whether it is fast before it settles for its software framebuffer.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        self.renderer = Renderer(self.window, vsync=False, accelerated=-1 if hardware else 0)
        self.renderer.logical_size = theme.SIZE  # SDL letterboxes and maps the pointer back
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth text when shrunk; read now
        self.texture = Texture(self.renderer, theme.SIZE, streaming=True)
        self.canvas = pygame.Surface(theme.SIZE)
        if fullscreen:
            self.set_fullscreen(True)

    def present(self, parts: list[pygame.Rect] | None = None) -> None:
        """Shows the canvas; with ``parts``, only they changed, and only they are uploaded."""
        if self.window is None:
            if parts is None:
                pygame.display.flip()
            else:
                pygame.display.update(parts)
            return
        if parts is None:
            self.texture.update(self.canvas)
        for part in parts or []:
            # A tuple: given a Rect object, pygame-ce 2.5 puts the part in the top left corner instead.
            self.texture.update(self.canvas.subsurface(part), tuple(part))
        self.renderer.draw_color = (0, 0, 0, 255)
        self.renderer.clear()
        self.renderer.blit(self.texture)
        self.renderer.present()

    def set_title(self, title: str) -> None:
        if self.window is None:
            pygame.display.set_caption(title)
        else:
            self.window.title = title

    def set_fullscreen(self, on: bool) -> None:
        """Full screen at the desktop's own resolution, the canvas scaled to it; headless, nothing."""
        if self.window is None:
            return
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size if self.window is not None else theme.SIZE
