"""What a game's table gives the window, and what the window gives it.

A table draws one game from ``view(seat)`` and turns pointer and key events into actions taken
from the legal list it was handed. The generic table scene around it owns the match, the action
queue, the AI, the log, the status line, hand-offs and saves, so a new game's table is only this.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.engine.actions import Action, IllegalAction
from game.engine.state import View

from game.i18n import Segment
from game.i18n.glossary import mark

from ..glossary.names import card_names
from ..text import Fonts
from ..widgets.anim import Beat
from ..widgets.card import CardFaces
from ..widgets.drag import Drag
from ..widgets.hand import Hand
from ..widgets.log_panel import Entry
from ..widgets.score_sheet import Sheet
from ..widgets.ticking import soonest
from ..widgets.zoom import HoverZoom


MARK = 72  # the side of the square a lesson rings around a point the table gives no rect for


@dataclass(frozen=True)
class Gesture:
    """One way to answer on the table itself: press at ``start`` and release at ``end`` (a click when
    the two are equal). The playthrough bench and the tests make them with synthetic events."""

    start: tuple[int, int]
    end: tuple[int, int]
    action: Action  # what should reach the engine


@dataclass
class TableContext:
    fonts: Fonts
    names: list[str]  # by seat
    submit: Callable[[Action], None]  # puts an action on the one queue, for the seat whose input is open
    why_not: Callable[[Action], IllegalAction | None]  # the engine's reason, asked of a copy
    warn: Callable[[str], None]  # says on the status line why something was refused
    role: Callable[[int], str]  # "AI · hard", "Human": what the name plate says under a seat's name
    sound: Callable[[str], None] = lambda name: None  # plays one of the table's sounds (``cues.SOUNDS``)
    # The right edge of the play area: the log panel lives beyond it.
    play_right: int = 1264


class Table(ABC):
    # Prompt kinds this table answers only on the table (by drag or click); the decision bar shows
    # every other kind, so no decision is ever left without a control.
    bespoke: frozenset[str] = frozenset()

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.view: View | None = None
        self.perspective: int | None = None
        self.legal: list[Action] | None = None  # the perspective seat's options while it may act
        self.hidden: frozenset[Any] = frozenset()
        self.thinking_seat: int | None = None  # an AI seat that is deciding, for its name plate
        self.zoom = HoverZoom()  # a table tells it what is under the pointer; the scene draws the zoom
        self.pending: Action | None = None  # a move made but not yet confirmed: show it where it would go
        # Lines of words the table shows (text, rect, size) whose keywords are explained on hover, as
        # the prompt's are; a table sets it anew whenever it paints them.
        self.told: list[tuple[str, pygame.Rect, float]] = []

    @property
    def me(self) -> int:
        """The seat the table is drawn for: the perspective, or the first seat when only AI play."""
        return self.perspective if self.perspective is not None else 0

    @property
    @abstractmethod
    def faces(self) -> CardFaces:
        """The card-face cache; it records which faces each frame asked for."""

    def show(self, view: View, perspective: int | None, hidden: frozenset[Any] = frozenset()) -> None:
        """The view to draw from now on; ``hidden`` names parts an animation draws instead."""
        self.view, self.perspective, self.hidden = view, perspective, hidden

    def open_input(self, legal: list[Action] | None) -> None:
        """Lets the perspective seat act with these legal actions; None closes input (not its turn)."""
        self.legal = legal

    def handle(self, event: pygame.event.Event) -> bool:
        """A pointer or key event over the table; True when it was used. Each kind of event goes to
        the table's own method for it; a table leaves alone those it has no use for."""
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event.y)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event.pos, event.button)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _motion(self, pos: tuple[int, int]) -> None: ...

    def _wheel(self, amount: int) -> bool:
        return False

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        return False

    def _key(self, key: int) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def next_wake(self) -> float | None:
        """When the table looks different with no input: 0 while a held card or a card of a hand still
        glides (the next frame), the hover zoom's rest, None when nothing waits. The widgets that keep
        time and that the table holds as attributes are asked, so a table needs no code for it."""
        return soonest(part.next_wake() for part in vars(self).values() if isinstance(part, (Hand, Drag, HoverZoom)))

    def gestures(self) -> list[Gesture]:
        """Every drag and click that answers the pending decision on the table now (what is lit)."""
        return []

    def perform(self, gesture: Gesture) -> None:
        """Makes ``gesture`` as the pointer would (the keyboard's Enter): the table's own pointer code
        answers it, so a key can take only what a click or a drag takes, and does it the same way."""
        event, (x0, y0), (x1, y1) = pygame.event.Event, gesture.start, gesture.end
        self.handle(event(pygame.MOUSEMOTION, pos=gesture.start, rel=(0, 0), buttons=(0, 0, 0)))
        self.handle(event(pygame.MOUSEBUTTONDOWN, pos=gesture.start, button=1))
        if gesture.end != gesture.start:
            for k in range(1, 5):
                pos = (x0 + (x1 - x0) * k // 4, y0 + (y1 - y0) * k // 4)
                self.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        self.handle(event(pygame.MOUSEBUTTONUP, pos=gesture.end, button=1))
        self.zoom.clear()  # the keyboard points at nothing: no card waits to be enlarged there

    def picked(self) -> tuple[int, int] | None:
        """Where a piece the pointer selected (clicked, to be laid by a second click) starts its
        gestures; the keyboard's focus then goes among its places. None by default."""
        return None

    def focus_rect(self, point: tuple[int, int]) -> pygame.Rect:
        """What the keyboard's focus ring goes round for a gesture that starts or ends at ``point``: a
        square about it by default; a table that knows the card or place there gives its rectangle."""
        return pygame.Rect(point[0] - MARK // 2, point[1] - MARK // 2, MARK, MARK)

    def card_name(self, card_id: str) -> str:
        """A card's name in the current language, for the decision bar and the log."""
        return card_id

    @abstractmethod
    def draw(self, surface: pygame.Surface, clock: float) -> None: ...

    def zoom_request(self) -> tuple[str, tuple[int, int]] | None:
        """A card the pointer has rested on, and where the pointer is; drawn above everything."""
        return self.zoom.request()

    def clear_pointer(self) -> None:
        """Forget hover, zoom, selection and any drag: called on both sides of a hand-off, so
        nothing one person pointed at is shown to the next. Tables with more pointer state extend it."""
        self.zoom.clear()

    def show_hint(self, action: Action) -> bool:
        """Light ``action`` on the table (the hint key); False leaves it to the decision bar."""
        return False

    def move_rects(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on the table, for a lesson to point at: what to press and, for a
        drag, where to let it go. From the gestures by default; a table with exact places gives them."""
        for gesture in self.gestures():
            if gesture.action == action:
                points = [gesture.start] if gesture.start == gesture.end else [gesture.start, gesture.end]
                return [pygame.Rect(x - MARK // 2, y - MARK // 2, MARK, MARK) for x, y in points]
        return []

    def part_rect(self, name: str) -> pygame.Rect | None:
        """Where a named part of this table is drawn now (a lesson points at it), None if not shown."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What a lesson's coach should rather not cover: what the person reads of the game as the
        message speaks of it (the players' scores and heroes, the hand)."""
        return []

    def show_pending(self, action: Action | None) -> None:
        """A move waiting for Confirm (or None once confirmed or taken back): draw it where it would go."""
        self.pending = action

    def window(self, view: View) -> tuple[str, Action] | None:
        """When the pending decision is a window another person is asked in turn whether to answer:
        the question in words, from the public prompt only, and the answer that lets it go by. In
        hotseat such a person is asked on this table instead of being handed it (the quick ask)."""
        return None

    def action_words(self, action: Action) -> str | None:
        """The move in words for the confirm strip; None lets the scene use the prompt's option words."""
        return None

    def asks_to_confirm(self, action: Action) -> bool:
        """A move the confirm strip asks about even with confirmations off: one easily taken by a
        stray second click that gives up what is left of a turn."""
        return False

    @abstractmethod
    def draw_zoom(self, surface: pygame.Surface, card: str, pointer: tuple[int, int]) -> None:
        """The enlarged card beside the pointer (also used for cards hovered in the log)."""

    @abstractmethod
    def choreograph(self, before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
        """Beats that show one action's events, seen from the current perspective."""

    @abstractmethod
    def describe(self, event: dict[str, Any]) -> Entry | None:
        """A log sentence for one event as the perspective seat may see it, or None to leave it out."""

    @abstractmethod
    def prompt(self) -> str:
        """What the perspective seat should do now, for the status line."""

    @abstractmethod
    def result_lines(self, view: View) -> list[list[Segment]]:
        """For the game-over screen: what decided the game."""

    def score_sheet(self, view: View, events: list[dict[str, Any]]) -> Sheet | None:
        """A finished game's score sheet, shown beside the game-over panel: how the game's own scores
        came about, from the final view and the game's events as the seat on screen saw them (the
        opening's first); none by default."""
        return None


def log_entries(table: Table, game_id: str, events: list[dict[str, Any]]) -> list[Entry]:
    """The log's sentences for these events as the table's seat may see them, keywords marked."""
    return [Entry(mark(game_id, entry.segments, card_names(game_id)), entry.heading)
            for entry in map(table.describe, events) if entry is not None]


@dataclass(frozen=True)
class TableSpec:
    game_id: str
    make: Callable[[TableContext], Table]
    rules_key: str  # catalogue key of the rules text
