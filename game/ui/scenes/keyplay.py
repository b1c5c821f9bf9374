"""The table played with the keyboard alone: Tab, Shift+Tab and the arrows move a focus ring among what
is lit on the table and the decision bar's buttons; Enter takes the focused one.

The targets are the table's own gestures (``Table.gestures``: every click and drag that answers now)
and the bar's buttons, so the keyboard reaches exactly what the pointer reaches. A click is made at
once; a drag in two steps: Enter picks the piece up (the ring then goes among the places it may go,
the piece keeps a ring of its own), Enter lays it on the focused place, Esc puts it back. The table
makes each gesture with its own pointer code (``Table.perform``), so keys and pointer never differ.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

import pygame

from game.engine.actions import Action

from .. import theme
from ..tables.base import Gesture
from ..widgets.focus import ARROWS, Focus, Target, draw_ring

if TYPE_CHECKING:
    from .table import TableScene

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
Point = tuple[int, int]
Piece = frozenset  # the actions of the gestures that start at one point: a piece's key, wherever it is drawn


class KeyPlay:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.focus = Focus()
        self.picked: Piece | None = None  # the piece Enter picked up, until laid or put back
        self._moves: dict[Hashable, list[Gesture]] = {}  # each table target's gestures, as last offered
        self._pointed: Hashable | None = None  # the focus the table was last shown as a pointer

    def gestures(self) -> list[Gesture]:
        table = self.scene.table
        return table.gestures() if table.legal is not None else []

    @staticmethod
    def _starts(gestures: list[Gesture]) -> dict[Piece, list[Gesture]]:
        """The gestures grouped by where they start, each group keyed by its actions: a card keeps
        its key while it lifts under the ring or glides in the hand."""
        by_point: dict[Point, list[Gesture]] = {}
        for gesture in gestures:
            by_point.setdefault(gesture.start, []).append(gesture)
        out: dict[Piece, list[Gesture]] = {}
        for group in by_point.values():
            out.setdefault(frozenset(g.action for g in group), group)
        return out

    def _held(self, starts: dict[Piece, list[Gesture]]) -> Piece | None:
        """The piece whose places the ring goes among: one the pointer selected (a click on it), else
        the one Enter picked up; None when it can do nothing now."""
        table = self.scene.table
        chosen = table.picked() if table.legal is not None else None
        if chosen is not None:
            return next((piece for piece, moves in starts.items() if moves[0].start == chosen), None)
        return self.picked if self.picked in starts else None

    @property
    def held(self) -> Point | None:
        """Where the held piece starts its gestures, if one is held."""
        starts = self._starts(self.gestures())
        piece = self._held(starts)
        return starts[piece][0].start if piece is not None else None

    def point(self, key: Hashable) -> Point | None:
        """Where a table target's gestures start (a piece) or end (a place)."""
        moves = self._moves.get(key)
        return None if not moves else moves[0].end if key[0] == "place" else moves[0].start  # type: ignore[index]

    def actions(self, key: Hashable) -> frozenset[Action]:
        """What a table target may do: a piece's moves, or those that end on a place."""
        return frozenset(g.action for g in self._moves.get(key, []))

    def refresh(self) -> None:
        """The targets as the table and the bar offer them now."""
        table = self.scene.table
        starts = self._starts(self.gestures())
        if self.picked is not None and self.picked not in starts:
            self.picked = None  # the move was made, or the decision changed under it
        held = self._held(starts)
        self._moves = {}
        if held is not None:
            # Where it may go, in reading order; its own place too when a click on it answers.
            ends: dict[Point, list[Gesture]] = {}
            for gesture in starts[held]:
                ends.setdefault(gesture.end, []).append(gesture)
            # A place is known by its point: several may take the same action (a spell's targets).
            self._moves = {("place", end): ends[end] for end in sorted(ends, key=lambda p: (p[1], p[0]))}
        else:
            self._moves = {("start", piece): moves for piece, moves in starts.items()}
        targets = [Target(key, table.focus_rect(self.point(key) or (0, 0))) for key in self._moves]
        if held is None:
            targets += [Target(("bar", choice), rect) for rect, choice in self.scene.bar.buttons]
        self.focus.offer(targets)
        self._mirror()

    def _mirror(self) -> None:
        """The bar lights the button the ring is on (and no other), as it lights a hovered one; a
        table is shown the ring's card or place as a resting pointer, so it shows what it would show
        there (the card enlarged after a moment, what a move to that place would do)."""
        bar = self.scene.bar
        focused = self.focus.key
        indices = [i for i, (_, choice) in enumerate(bar.buttons) if ("bar", choice) == focused]
        bar.focus = indices[0] if indices else None
        if focused != self._pointed:
            self._pointed = focused
            point = self.point(focused) if focused is not None else None
            if point is not None:
                self.scene.table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))

    def forget(self) -> None:
        """A hand-off, an undo, a move taken back: nothing the last person pointed at survives."""
        self.picked = None
        self.focus.clear()
        self._pointed = None
        self._mirror()

    def handle(self, event: pygame.event.Event) -> bool:
        """A key the focus uses: Tab always, arrows once something is focused, Enter on the focus, Esc
        on a piece Enter picked up; anything else is left to the table and the scene."""
        key = event.key
        self.refresh()
        if key == pygame.K_ESCAPE and self.scene.table.picked() is None and self.picked is not None:
            piece, self.picked = self.picked, None
            self.refresh()
            self.focus.set(("start", piece))
            self._mirror()
            return True
        if key == pygame.K_TAB or (key in ARROWS and self.focus.key is not None):
            used = self.focus.handle_key(key, getattr(event, "mod", 0))
            self._mirror()
            return used
        if key in ENTER and self.focus.current() is not None:
            self._take(self.focus.key)
            return True
        return False

    def arrow(self, key: int) -> bool:
        """An arrow key the table had no use for starts the focus."""
        self.refresh()
        used = self.focus.toward(key)
        self._mirror()
        return used

    def _take(self, key: Hashable) -> None:
        kind, what = key  # type: ignore[misc]
        self.focus.clear()
        if kind == "bar":
            bar = self.scene.bar
            bar.take(next(i for i, (_, choice) in enumerate(bar.buttons) if choice == what))
            self.refresh()
            if what.action is None and bar.buttons:  # a group or a page opened: its first button
                self.focus.set(("bar", bar.buttons[0][1]))
                self._mirror()
            return
        moves = self._moves[key]
        if kind == "place":
            self.picked = None
            self.scene.table.perform(moves[0])
            return
        clicks = [g for g in moves if g.end == g.start]
        if clicks and {g.action for g in moves} <= {g.action for g in clicks}:
            self.scene.table.perform(clicks[0])  # a drag that does what the click does needs no place
            return
        self.picked = what
        self.scene.table.ctx.sound("pick")  # lifted by Enter as by the mouse: heard the same
        self.refresh()
        self.focus.step(1)
        self._mirror()

    def light(self, gesture: Gesture) -> None:
        """The hint: the ring on the hinted move, its piece already picked up when it is a drag."""
        self.picked = None
        self.refresh()
        piece = next((k[1] for k, moves in self._moves.items() if gesture in moves), None)  # type: ignore[index]
        if piece is not None and gesture.end != gesture.start:
            self.picked = piece
            self.refresh()
        self.focus.set(next((k for k, moves in self._moves.items() if gesture in moves), None))
        self._mirror()

    def from_bar(self) -> None:
        """The bar focused a button itself (the hint opened its group): the ring goes there."""
        bar = self.scene.bar
        if bar.focus is not None and bar.focus < len(bar.buttons):
            choice = bar.buttons[bar.focus][1]
            self.picked = None
            self.refresh()
            self.focus.set(("bar", choice))
            self._mirror()

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        if self.held is not None:
            draw_ring(surface, self.scene.table.focus_rect(self.held), light=theme.GOLD, width=3)
        self.focus.draw(surface)

    def keys(self) -> bool:
        """Whether Tab and Enter act now (for the line of keys)."""
        self.refresh()
        return bool(self.focus.targets)
