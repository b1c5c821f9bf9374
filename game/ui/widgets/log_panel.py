"""The game log: short sentences down the right edge, card names highlighted and hoverable.

The panel collapses to a tab. Its text is laid out once per change into a surface; each frame only
blits the visible part, so a long log costs nothing while nothing happens.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from game import i18n
from game.i18n import Line as Entry, Ref, Segment, t
from ..text import Fonts
from .card import fast
from .paint import panel

TAB_W = 32


@dataclass
class Piece:
    x: int
    y: int
    text: str
    ref: Ref | None
    heading: bool = False


def strong(ref: Ref | None) -> bool:
    """A card or a name is bold and gold; a glossary keyword keeps the sentence's weight, in blue."""
    return ref is not None and ref.term is None


def merged(segments: list[Segment]) -> list[Segment]:
    """Neighbouring plain segments joined, so that "Suns" and ", in" wrap as the words they are."""
    out: list[Segment] = []
    for text, ref in segments:
        if out and ref is None and out[-1][1] is None:
            out[-1] = (out[-1][0] + text, None)
        else:
            out.append((text, ref))
    return out


def layout(fonts: Fonts, segments: list[Segment], width: int, size: int, top: int,
           heading: bool = False) -> tuple[list[Piece], int]:
    """Wraps segments word by word (highlighted ones measured bold); returns the pieces and the y below."""
    pieces: list[Piece] = []
    line_h = fonts.line_height(size)
    x, y = 0, top
    after_space = True  # whether the text so far ends between words
    for text, ref in merged(segments):
        font = fonts.font(size, bold=heading or strong(ref))
        for i, word in enumerate(text.split(" ")):
            chunk = word if i == 0 else " " + word
            w = font.size(chunk)[0]
            # A chunk glued to the word before (a full stop after a card name) never starts a line.
            glued = i == 0 and not after_space
            if x and x + w > width and not glued:
                y += line_h
                x = 0
                chunk = chunk.lstrip()
                w = font.size(chunk)[0]
            if chunk:
                pieces.append(Piece(x, y, chunk, ref, heading))
            x += w
        after_space = text.endswith(" ")
    return pieces, y + line_h


def draw_rich(target: pygame.Surface, fonts: Fonts, segments: list[Segment], topleft: tuple[int, int], width: int,
              size: int = theme.BODY, color: tuple[int, int, int] = theme.TEXT) -> int:
    """Draws a sentence with its highlighted parts in gold; returns the y below it."""
    pieces, bottom = layout(fonts, segments, width, size, 0)
    for piece in pieces:
        target.blit(fonts.render(piece.text, size, theme.GOLD if piece.ref else color, bold=bool(piece.ref)),
                    (topleft[0] + piece.x, topleft[1] + piece.y))
    return topleft[1] + bottom


class LogPanel:
    def __init__(self, rect: pygame.Rect, fonts: Fonts) -> None:
        self.full = rect
        self.fonts = fonts
        self.collapsed = False
        self.entries: list[Entry] = []
        self.scroll = 0  # pixels scrolled up from the newest line
        self._placed: list[tuple[int, int, list[Piece]]] | None = None
        self._version = 0  # bumped with every change of the entries
        self._height = 0
        self.hover_ref: Ref | None = None
        self._layouts: dict[int, tuple[Entry, list[Piece], int]] = {}
        self._composed: pygame.Surface | None = None
        self._composed_for: tuple[object, ...] | None = None
        self._scale = fonts.scale  # the text size the entries were laid out at

    @property
    def rect(self) -> pygame.Rect:
        if self.collapsed:
            return pygame.Rect(self.full.right - TAB_W, self.full.y, TAB_W, self.full.height)
        return self.full

    @property
    def toggle_rect(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x, r.y, TAB_W if self.collapsed else r.width, 40)

    def set_entries(self, entries: list[Entry]) -> None:
        self.entries = entries
        self._placed = None
        self._version += 1
        self.scroll = 0
        live = {id(e) for e in entries}
        self._layouts = {k: v for k, v in self._layouts.items() if k in live}

    def toggle(self) -> None:
        self.collapsed = not self.collapsed

    def _body(self) -> pygame.Rect:
        # Below the title, above the hint's lines.
        lines, size = self._hint()
        hint_h = len(lines) * self.fonts.line_height(size)
        return pygame.Rect(self.full.x + 16, self.full.y + 48, self.full.width - 32, self.full.height - 71 - hint_h)

    def _hint(self) -> tuple[list[str], float]:
        """The keys' hint at the panel's foot, on a second line where one is too short for it."""
        return self.fonts.block(t("log.hint"), self.full.width - 32, 2 * self.fonts.line_height(theme.SMALL),
                                theme.SMALL)

    def _laid_out(self, entry: Entry, width: int) -> tuple[list[Piece], int]:
        # Entries never change once made, so each is laid out once however often the log is redrawn.
        cached = self._layouts.get(id(entry))
        if cached is None or cached[0] is not entry:
            pieces, height = layout(self.fonts, entry.segments, width, theme.SMALL, 0, entry.heading)
            cached = self._layouts[id(entry)] = (entry, pieces, height)
        return cached[1], cached[2]

    def _arrange(self) -> list[tuple[int, int, list[Piece]]]:
        """Each entry's top, height and pieces, top to bottom; ``_height`` is the whole log's."""
        if self._scale != self.fonts.scale:  # the text size changed: every entry is laid out again
            self._scale, self._placed, self._layouts = self.fonts.scale, None, {}
        if self._placed is None:
            width = self._body().width
            placed = []
            y = 0
            for entry in self.entries:
                if entry.heading:
                    y += 6
                pieces, height = self._laid_out(entry, width)
                placed.append((y, height, pieces))
                y += height + (2 if entry.heading else 4)
            self._placed, self._height = placed, y
        return self._placed

    def _visible(self) -> list[tuple[int, list[Piece]]]:
        """The entries inside the panel now, with the y each is drawn at relative to the body."""
        body = self._body()
        offset = self._offset(body)
        return [(top - offset, pieces) for top, height, pieces in self._arrange()
                if top + height > offset and top < offset + body.height]

    def handle_wheel(self, dy: int) -> None:
        self._arrange()
        visible = self._body().height
        self.scroll = max(0, min(max(0, self._height - visible), self.scroll + dy * 40))

    def hover(self, pos: tuple[int, int]) -> Ref | None:
        self.hover_ref = None
        if self.collapsed or not self.full.collidepoint(pos):
            return None
        body = self._body()
        lh = self.fonts.line_height(theme.SMALL)
        for top, pieces in self._visible():
            for piece in pieces:
                if piece.ref is None:
                    continue
                w = self.fonts.width(piece.text, theme.SMALL, bold=piece.heading or strong(piece.ref))
                if pygame.Rect(body.x + piece.x, body.y + top + piece.y, w, lh).collidepoint(pos):
                    self.hover_ref = piece.ref
                    return piece.ref
        return None

    def _offset(self, body: pygame.Rect) -> int:
        self._arrange()
        return max(0, self._height - body.height - self.scroll)

    def draw(self, target: pygame.Surface) -> None:
        """One blit a frame: the panel is composed again only when its text, scroll or state change."""
        key = (self._version, self.collapsed, self.scroll, i18n.CATALOGUE.language, self.fonts.scale)
        if self._composed is None or self._composed_for != key:
            self._composed = self._compose()
            self._composed_for = key
        target.blit(self._composed, self.rect)

    def _compose(self) -> pygame.Surface:
        rect = self.rect
        out = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = out.get_rect()
        panel(out, local, radius=12)
        if self.collapsed:
            title = self.fonts.render(t("log.title"), theme.SMALL, theme.TEXT_SOFT, bold=True)
            label = pygame.transform.rotate(title, 90)
            out.blit(label, label.get_rect(center=local.center))
            self.fonts.draw(out, "‹", (local.centerx, 20), theme.HEADING, theme.TEXT_SOFT, anchor="center")
            return fast(out)
        self.fonts.draw(out, t("log.title"), (16, 12), theme.BODY, theme.TEXT, bold=True)
        self.fonts.draw(out, "›", (local.right - 20, 20), theme.HEADING, theme.TEXT_SOFT, anchor="center")
        body = self._body()
        text = out.subsurface(pygame.Rect(body.x - rect.x, body.y - rect.y, body.width, body.height))
        for top, pieces in self._visible():  # only what shows: a long log costs no more than a short one
            for piece in pieces:
                color = theme.TEXT_SOFT if piece.heading else theme.GOLD if strong(piece.ref) else \
                    theme.BLUE if piece.ref else theme.TEXT
                text.blit(self.fonts.render(piece.text, theme.SMALL, color, bold=piece.heading or strong(piece.ref)),
                          (piece.x, top + piece.y))
        lines, size = self._hint()
        step = self.fonts.line_height(size)
        for i, line in enumerate(lines):
            self.fonts.draw(out, line, (16, local.bottom - 12 - (len(lines) - 1 - i) * step), size, theme.TEXT_SOFT,
                            anchor="bottomleft")
        return fast(out)
