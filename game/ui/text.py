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
    """One bundled family at a few sizes; renders are cached because most text repeats every frame."""

    # Several times the words one frame draws: the rest of a game's words are drawn again when needed.
    CACHE_BYTES = 4 * MB

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache = Kept(self.CACHE_BYTES)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(str(theme.FONT_BOLD if bold else theme.FONT_REGULAR), size)
        return self._fonts[key]

    def render(self, text: str, size: int = theme.BODY, color: tuple[int, ...] = theme.TEXT,
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

    def draw(self, target: pygame.Surface, text: str, pos: tuple[float, float], size: int = theme.BODY,
             color: tuple[int, ...] = theme.TEXT, bold: bool = False, anchor: Anchor = "topleft") -> pygame.Rect:
        surface = self.render(text, size, color, bold)
        rect = surface.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        target.blit(surface, rect)
        return rect

    def width(self, text: str, size: int = theme.BODY, bold: bool = False) -> int:
        return self.font(size, bold).size(text)[0]

    def wrap(self, text: str, width: int, size: int = theme.BODY, bold: bool = False) -> list[str]:
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

    def two_lines(self, text: str, size: int = theme.BODY, bold: bool = False) -> list[str]:
        """The text on two lines, split between words where the longer line comes out shortest: the
        narrowest box that holds it. A single word stays one line."""
        words = text.split(" ")
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        if not splits:
            return [text]
        font = self.font(size, bold)
        return list(min(splits, key=lambda pair: max(font.size(pair[0])[0], font.size(pair[1])[0])))

    def lines(self, text: str, width: int, most: int, size: int = theme.BODY, bold: bool = False) -> list[str]:
        """The text wrapped in at most ``most`` lines of ``width``: what overflows the last line joins it,
        and only a line still too wide is cut short."""
        wrapped = self.wrap(text, width, size, bold)
        if len(wrapped) > most:
            wrapped = wrapped[:most - 1] + [" ".join(wrapped[most - 1:])]
        return [self.fit(line, width, size, bold) for line in wrapped]

    def fit(self, text: str, width: int, size: int = theme.BODY, bold: bool = False) -> str:
        """The text cut with an ellipsis so that it fits ``width``."""
        font = self.font(size, bold)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def line_height(self, size: int = theme.BODY) -> int:
        return self.font(size).get_linesize()
