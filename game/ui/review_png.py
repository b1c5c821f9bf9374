"""The review's chart as a PNG file, for ``card-table review --png``: the window's own chart drawn on
a surface off screen (no window is opened; SDL's dummy video driver is used when none is set)."""
from __future__ import annotations

import os
from pathlib import Path

from game.i18n import t
from game.review import Review

from . import theme

SIZE = (1200, 560)


def write_chart(review: Review, names: list[str], path: Path, seat: int | None = None) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # only now: the command line starts without it

    from .text import Fonts
    from .widgets.chance_chart import draw_chart

    pygame.font.init()
    surface = pygame.Surface(SIZE)
    surface.fill(theme.FELT)
    fonts = Fonts()
    fonts.draw(surface, t("review.title"), (32, 20), theme.HEADING, theme.TEXT, bold=True)
    draw_chart(surface, fonts, review, names, pygame.Rect(16, 72, SIZE[0] - 32, SIZE[1] - 88), seat)
    pygame.image.save(surface, str(path))
