"""The look of the table: one logical canvas, an 8-pixel grid, a small palette and three text sizes.

Everything here is a constant or a cheap function; widgets take their colours and sizes from it so
that one change restyles every game's table.
"""
from __future__ import annotations

from game.engine.paths import shipped

WIDTH, HEIGHT = 1600, 900
SIZE = (WIDTH, HEIGHT)
FPS = 60

ASSETS = shipped("assets")
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"
ICON = ASSETS / "icon.png"

Color = tuple[int, int, int]

# The palette: felt, paper and ink carry the table; gold says "yours / legal", red warns, blue informs.
FELT = (24, 58, 48)
FELT_DARK = (12, 30, 26)
WOOD = (58, 40, 30)
PAPER = (246, 240, 226)
PAPER_SHADE = (226, 216, 196)
INK = (36, 32, 30)
INK_SOFT = (96, 88, 80)
TEXT = (238, 234, 222)
TEXT_SOFT = (176, 186, 176)
GOLD = (244, 192, 72)
RED = (218, 82, 70)
BLUE = (104, 168, 228)
PANEL = (16, 34, 30, 228)
PANEL_EDGE = (70, 104, 92)
SHADE = (0, 0, 0, 150)
CARD_BACK = (92, 40, 52)
CARD_BACK_EDGE = (196, 150, 96)

# Text sizes in logical pixels: small, body, heading, and a display size for titles.
SMALL, BODY, HEADING, DISPLAY, TITLE = 14, 18, 28, 44, 72

# Card sizes at the real 63:88 proportion.
CARD_SIZES: dict[str, tuple[int, int]] = {
    "mini": (54, 75),
    "table": (90, 126),
    "hand": (110, 154),
    "zoom": (300, 420),
}

# Animation speed setting: how long animations last relative to normal; instant skips them.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def mix(a: Color, b: Color, t: float) -> Color:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))
