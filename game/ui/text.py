"""Text drawing with the bundled font: cached renders, word wrap, and anchored placement."""
from __future__ import annotations

import pygame

from . import theme
from .memory import MB, Kept

Anchor = str  # a pygame.Rect attribute name: "topleft", "center", "midright", ...


def upper_first(text: str) -> str:
    """A capital first letter for a name standing alone (a card title, a label): "the End" -> "The End"."""
    return text[:1].upper() + text[1:]


class Fonts:
    """One bundled family at a few sizes; renders are cached because most text repeats every frame.

    ``scale`` is the player's text size: every size asked for is drawn that much larger. What is
    painted into a card face keeps its size (``fixed``): a card is a picture of a set size, read
    large in the zoom, which grows instead."""

    # Several times the words one frame draws: the rest of a game's words are drawn again when needed.
    CACHE_BYTES = 4 * MB

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._fonts: dict[tuple[float, bool], pygame.font.Font] = {}
        self._cache = Kept(self.CACHE_BYTES)
        self._fixed: Fonts | None = None
        # Set by a test that checks where words land: each text drawn, where, and on what.
        self.record: list[tuple[str, pygame.Rect, pygame.Surface]] | None = None

    @property
    def fixed(self) -> Fonts:
        """The same family at the usual sizes, whatever the text size: for card faces, and for a dense
        part that falls back to them when the larger size leaves it no room."""
        if self._fixed is None:
            self._fixed = Fonts()
            self._fixed._fixed = self._fixed
        return self._fixed

    def set_scale(self, scale: float) -> None:
        if scale != self.scale:
            self.scale = scale
            self._fonts.clear()
            self._cache = Kept(self.CACHE_BYTES)

    def px(self, length: float) -> int:
        """A length that follows the text (a line's height, a label's room) at the text size."""
        return round(length * self.scale)

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(str(theme.FONT_BOLD if bold else theme.FONT_REGULAR),
                                                round(size * self.scale))
        return self._fonts[key]

    def render(self, text: str, size: float = theme.BODY, color: tuple[int, ...] = theme.TEXT,
               bold: bool = False, keep: bool = True) -> pygame.Surface:
        """The text drawn on a surface of its own; ``keep=False`` for text drawn once into something that
        is itself kept (a page of rules), which would only push the text of every frame out of the cache."""
        key = (text, size, tuple(color), bold)
        surface = self._cache.get(key)
        if surface is None:
            surface = self.font(size, bold).render(text, True, color)
            if len(color) == 4:
                surface.set_alpha(color[3])
            if keep:
                self._cache.put(key, surface)
        return surface

    def draw(self, target: pygame.Surface, text: str, pos: tuple[float, float], size: float = theme.BODY,
             color: tuple[int, ...] = theme.TEXT, bold: bool = False, anchor: Anchor = "topleft",
             width: int | None = None) -> pygame.Rect:
        """With ``width``, the text's room: a text too wide for it is drawn smaller, down to the usual
        size, and only then cut short."""
        if width is not None:
            size = self.shrunk(text, width, size, bold)
            text = self.fit(text, width, size, bold)
        surface = self.render(text, size, color, bold)
        rect = surface.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        target.blit(surface, rect)
        if self.record is not None:
            self.record.append((text, rect, target))
        return rect

    def shrunk(self, text: str, width: int, size: float = theme.BODY, bold: bool = False) -> float:
        """The size to draw ``text`` at within ``width``: the one asked for at the text size if it fits,
        else the largest that fits, never below the usual size (where it is cut, as it always was)."""
        if self.scale == 1.0 or self.width(text, size, bold) <= width:
            return size
        for px in range(round(size * self.scale) - 1, round(size), -1):
            if self.width(text, px / self.scale, bold) <= width:
                return px / self.scale
        return size / self.scale

    def width(self, text: str, size: float = theme.BODY, bold: bool = False) -> int:
        return self.font(size, bold).size(text)[0]

    def wrap(self, text: str, width: int, size: float = theme.BODY, bold: bool = False) -> list[str]:
        """Splits text into lines no wider than ``width``; blank lines in the text are kept."""
        lines: list[str] = []
        font = self.font(size, bold)
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and font.size(trial)[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines

    def two_lines(self, text: str, size: float = theme.BODY, bold: bool = False) -> list[str]:
        """The text on two lines, split between words where the longer line comes out shortest: the
        narrowest box that holds it. A single word stays one line."""
        words = text.split(" ")
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        if not splits:
            return [text]
        font = self.font(size, bold)
        return list(min(splits, key=lambda pair: max(font.size(pair[0])[0], font.size(pair[1])[0])))

    def lines(self, text: str, width: int, most: int, size: float = theme.BODY, bold: bool = False) -> list[str]:
        """The text wrapped in at most ``most`` lines of ``width``: what overflows the last line joins it,
        and only a line still too wide is cut short."""
        wrapped = self.wrap(text, width, size, bold)
        if len(wrapped) > most:
            wrapped = wrapped[:most - 1] + [" ".join(wrapped[most - 1:])]
        return [self.fit(line, width, size, bold) for line in wrapped]

    def unbroken(self, text: str, width: int, sizes: tuple[float, ...], most: int,
                 bold: bool = False) -> tuple[float, list[str]]:
        """The first of ``sizes`` (largest first) at which ``text`` wraps into at most ``most`` lines of
        ``width`` with no word cut, and those lines; else the last size, its lines cut where they must."""
        for size in sizes:
            wrapped = self.wrap(text, width, size, bold)
            if len(wrapped) <= most and all(self.width(line, size, bold) <= width for line in wrapped):
                return size, wrapped
        return size, [self.fit(line, width, size, bold) for line in wrapped[:most]]

    def to_height(self, size: float, count: int, height: int) -> float:
        """The size at which ``count`` lines fill no more than ``height``: the text size if they fit,
        else as much smaller as they need, down to the usual size."""
        for px in range(round(size * self.scale), round(size), -1):
            if count * self.line_height(px / self.scale) <= height:
                return px / self.scale
        return size / self.scale

    def block(self, text: str, width: int, height: int, size: float = theme.BODY,
              bold: bool = False) -> tuple[list[str], float]:
        """The text wrapped in ``width`` and the size to draw it at so that its lines fill no more than
        ``height``: the text size if they fit, else as much smaller as they need down to the usual size,
        where what still overflows the last line is cut short (``lines``)."""
        for px in range(round(size * self.scale), round(size) - 1, -1):
            wrapped = self.wrap(text, width, px / self.scale, bold)
            if len(wrapped) * self.line_height(px / self.scale) <= height:
                return wrapped, px / self.scale
        usual = size / self.scale
        most = max(1, height // self.line_height(usual))
        return self.lines(text, width, most, usual, bold), usual

    def fit(self, text: str, width: int, size: float = theme.BODY, bold: bool = False) -> str:
        """The text cut with an ellipsis so that it fits ``width``."""
        font = self.font(size, bold)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def line_height(self, size: float = theme.BODY) -> int:
        return self.font(size).get_linesize()
