"""Small drawing helpers shared by the widgets: panels, badges, glows and a spinner."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import theme
from ..memory import MB, kept
from ..text import Fonts
from .ticking import MARKS, PULSE_PERIOD, steps
from .tween import Motion

# Marks that move with time step at a modest rate, so a window that shows only them stays nearly idle.
SPIN_RATE = 4  # steps a second of a spinner: its bright dot moves on by one of eight places
PULSE_RATE = 8  # steps a second of a pulsing glow (its strength is drawn in twentieths anyway)


def panel(target: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = theme.PANEL,
          edge: tuple[int, ...] = theme.PANEL_EDGE, radius: int = 10) -> None:
    """A translucent rounded panel."""
    target.blit(_panel_layer(rect.size, fill, edge, radius), rect)


@kept(12 * MB)  # a shade over the whole canvas is 5.5 MB of these
def _panel_layer(size: tuple[int, int], fill: tuple[int, ...], edge: tuple[int, ...], radius: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, edge, layer.get_rect(), width=1, border_radius=radius)
    return layer


def badge(target: pygame.Surface, fonts: Fonts, text: str, center: tuple[float, float], size: int = theme.BODY,
          fill: tuple[int, int, int] = theme.INK, color: tuple[int, int, int] = theme.TEXT,
          edge: tuple[int, int, int] | None = None, min_width: int = 0) -> pygame.Rect:
    """A number (or a short word) in a pill: numbers that matter are never buried in sentences."""
    label = fonts.render(text, size, color, bold=True)
    rect = pygame.Rect(0, 0, badge_width(fonts, text, size, min_width), label.get_height() + 6)
    rect.center = (round(center[0]), round(center[1]))
    pygame.draw.rect(target, fill, rect, border_radius=rect.height // 2)
    if edge:
        pygame.draw.rect(target, edge, rect, width=2, border_radius=rect.height // 2)
    target.blit(label, label.get_rect(center=rect.center))
    return rect


def badge_width(fonts: Fonts, text: str, size: int = theme.BODY, min_width: int = 0) -> int:
    """How wide ``badge`` draws its pill around ``text``."""
    w, h = fonts.font(size, True).size(text)
    return max(min_width, w + size, h + 6)


def glow(target: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int] = theme.GOLD,
         strength: float = 1.0, radius: int = 10) -> None:
    """A lit outline with a soft halo: the accent that says "you may put it here"."""
    layer = _glow_layer(rect.size, color, round(strength * 20), radius)
    target.blit(layer, (rect.x - _GLOW_PAD, rect.y - _GLOW_PAD))


def lit_place(target: pygame.Surface, rect: pygame.Rect, strength: float = 1.0, radius: int = 10) -> None:
    """A place the player may take or drop on: the gold glow, and corner brackets that say the same
    to someone who cannot tell the gold from the felt or from a red."""
    glow(target, rect, theme.GOLD, strength, radius)
    corner_marks(target, rect)


def turn_bar(target: pygame.Surface, rect: pygame.Rect) -> None:
    """A thick bar down the inside of a seat's left edge: this seat is to move. Paired with the panel's
    gold edge, it is a shape that reads the same to everyone."""
    inset = min(12, rect.height // 4)
    pygame.draw.rect(target, theme.GOLD, pygame.Rect(rect.x + 2, rect.y + inset, 5, rect.height - 2 * inset),
                     border_radius=2)


BRACKET_GAP = 5  # between a lit place's edge and its brackets


def corner_marks(target: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int] = theme.PAPER) -> None:
    """Four L-shaped brackets just outside ``rect``'s corners, a shape drawn in one light colour."""
    outer = rect.inflate(BRACKET_GAP * 2, BRACKET_GAP * 2)
    arm = max(6, min(16, outer.width // 4, outer.height // 4))
    for (x, y), (dx, dy) in (((outer.left, outer.top), (1, 1)), ((outer.right - 1, outer.top), (-1, 1)),
                             ((outer.left, outer.bottom - 1), (1, -1)), ((outer.right - 1, outer.bottom - 1), (-1, -1))):
        pygame.draw.line(target, color, (x, y), (x + dx * arm, y), 3)
        pygame.draw.line(target, color, (x, y), (x, y + dy * arm), 3)


_GLOW_PAD = 10


@kept(6 * MB)
def _glow_layer(size: tuple[int, int], color: tuple[int, int, int], strength20: int, radius: int) -> pygame.Surface:
    strength = strength20 / 20
    pad = _GLOW_PAD
    layer = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    inner = pygame.Rect(pad, pad, size[0], size[1])
    for step in range(4, 0, -1):
        alpha = int(38 * strength * (5 - step) / 4)
        pygame.draw.rect(layer, (*color, alpha), inner.inflate(step * 4, step * 4), border_radius=radius + step * 2)
    pygame.draw.rect(layer, (*color, int(40 * strength)), inner, border_radius=radius)
    pygame.draw.rect(layer, (*color, int(230 * strength)), inner, width=3, border_radius=radius)
    return layer


def pulse(clock: float, low: float = 0.75) -> float:
    """A glow's strength at ``clock``: from ``low`` up to full and back once every ``PULSE_PERIOD``;
    steady at full with reduced motion."""
    if Motion.reduced:
        return 1.0
    t = steps(clock, PULSE_RATE) / PULSE_RATE
    return low + (1 - low) * abs(((t * 2 / PULSE_PERIOD) % 2) - 1)


def pulsing_glow(target: pygame.Surface, rect: pygame.Rect, clock: float, low: float = 0.75,
                 color: tuple[int, int, int] = theme.GOLD, radius: int = 10) -> None:
    """A glow that breathes: "this is yours to take", for as long as the table's clock runs."""
    glow(target, rect, color, pulse(clock, low), radius)
    corner_marks(target, rect)
    MARKS.add(target, rect.inflate(_GLOW_PAD * 2, _GLOW_PAD * 2), PULSE_RATE)


def dim(target: pygame.Surface, rect: pygame.Rect, alpha: int = 110, radius: int = 10) -> None:
    target.blit(_panel_layer(rect.size, (0, 0, 0, alpha), (0, 0, 0, 0), radius), rect)


def spinner(target: pygame.Surface, center: tuple[float, float], clock: float, radius: int = 9,
            color: tuple[int, int, int] = theme.BLUE) -> None:
    """Eight dots chasing each other: something is thinking (standing still with reduced motion)."""
    step = 0 if Motion.reduced else steps(clock, SPIN_RATE)
    for i in range(8):
        angle = (step + i) * math.pi / 4
        fade = (i + 1) / 8
        x = center[0] + math.cos(angle) * radius
        y = center[1] + math.sin(angle) * radius
        pygame.draw.circle(target, theme.mix(theme.FELT_DARK, color, fade), (round(x), round(y)), 2 + round(fade))
    if Motion.reduced:
        return  # nothing moves: no frame is asked for
    reach = radius + 5  # the outermost dot's own radius, and a pixel of rounding
    MARKS.add(target, pygame.Rect(round(center[0]) - reach, round(center[1]) - reach, reach * 2, reach * 2), SPIN_RATE)


def factor_for(size: int) -> int:
    """How much larger to draw a shape before shrinking it: small shapes need more to look smooth."""
    return 4 if size <= 40 else 3 if size <= 96 else 2


def supersampled(size: tuple[int, int], factor: int = 3) -> pygame.Surface:
    """A larger transparent canvas for shapes that are then smooth-scaled down (cheap antialiasing)."""
    return pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)


def shrink(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, size)


@lru_cache(maxsize=1)
def felt() -> pygame.Surface:
    """The cloth: a flat felt with a soft vignette, made once (a tiny shade map, smoothly enlarged)."""
    surface = pygame.Surface(theme.SIZE)
    surface.fill(theme.FELT)
    shade = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            shade.set_at((x, y), (0, 0, 0, int(min(1.0, (dx * dx + dy * dy) ** 1.2 * 0.55) * 255)))
    surface.blit(pygame.transform.smoothscale(shade, theme.SIZE), (0, 0))
    return surface.convert() if pygame.display.get_surface() else surface
