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

from .. import theme
from ..tables.base import Gesture
from ..widgets.focus import ARROWS, Focus, Target, draw_ring

if TYPE_CHECKING:
    from .table import TableScene

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
Point = tuple[int, int]


class KeyPlay:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.focus = Focus()
        self.picked: Point | None = None  # where the piece picked up by Enter lies, until laid or put back

    @property
    def held(self) -> Point | None:
        """The piece whose places the ring goes among: one the pointer selected (a click on it), else
        the one Enter picked up."""
        table = self.scene.table
        chosen = table.picked() if table.legal is not None else None
        return chosen if chosen is not None else self.picked

    def gestures(self) -> list[Gesture]:
        table = self.scene.table
        return table.gestures() if table.legal is not None else []

    def refresh(self) -> None:
        """The targets as the table and the bar offer them now."""
        gestures = self.gestures()
        table = self.scene.table
        if self.picked is not None and not any(g.start == self.picked and g.end != g.start for g in gestures):
            self.picked = None  # the move was made, or the decision changed under it
        targets: list[Target] = []
        held = self.held
        if held is not None and not any(g.start == held for g in gestures):
            held = None  # selected, but nothing it could do now
        if held is not None:
            # Where it may go; its own place too when a click on it answers (laid where it lies).
            ends = sorted(dict.fromkeys(g.end for g in gestures if g.start == held), key=lambda p: (p[1], p[0]))
            targets = [Target(("place", end), table.focus_rect(end)) for end in ends]  # in reading order
        else:
            starts = dict.fromkeys(g.start for g in gestures)
            targets = [Target(("start", start), table.focus_rect(start)) for start in starts]
            targets += [Target(("bar", choice), rect) for rect, choice in self.scene.bar.buttons]
        self.focus.offer(targets)
        self._mirror()

    def _mirror(self) -> None:
        """The bar lights the button the ring is on (and no other), as it lights a hovered one."""
        bar = self.scene.bar
        focused = self.focus.key
        indices = [i for i, (_, choice) in enumerate(bar.buttons) if ("bar", choice) == focused]
        bar.focus = indices[0] if indices else None

    def forget(self) -> None:
        """A hand-off, an undo, a move taken back: nothing the last person pointed at survives."""
        self.picked = None
        self.focus.clear()
        self._mirror()

    def handle(self, event: pygame.event.Event) -> bool:
        """A key the focus uses: Tab always, arrows once something is focused, Enter on the focus, Esc
        on a held piece; anything else is left to the table and the scene."""
        key = event.key
        self.refresh()
        if key == pygame.K_ESCAPE and self.scene.table.picked() is None and self.picked is not None:
            start, self.picked = self.picked, None
            self.refresh()
            self.focus.set(("start", start))
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
        gestures = self.gestures()
        if kind == "bar":
            bar = self.scene.bar
            index = next(i for i, (_, choice) in enumerate(bar.buttons) if choice == what)
            bar.take(index)
            self.focus.clear()
            self.refresh()
            if what.action is None and bar.buttons:  # a group or a page opened: its first button
                self.focus.set(("bar", bar.buttons[0][1]))
                self._mirror()
            return
        if kind == "place" and self.held is not None:
            gesture = next(g for g in gestures if g.start == self.held and g.end == what)
            self.picked = None
            self.focus.clear()
            self.scene.table.perform(gesture)
            return
        here = [g for g in gestures if g.start == what]
        clicks = [g for g in here if g.end == what]
        drags = [g for g in here if g.end != what]
        self.focus.clear()
        if clicks and {g.action for g in drags} <= {g.action for g in clicks}:
            self.scene.table.perform(clicks[0])  # a drag that does what the click does needs no place
            return
        self.picked = what
        self.refresh()
        self.focus.step(1)
        self._mirror()

    def light(self, gesture: Gesture) -> None:
        """The hint: the ring on the hinted move, its piece already picked up when it is a drag."""
        self.picked = gesture.start if gesture.end != gesture.start else None
        self.refresh()
        self.focus.set(("place", gesture.end) if self.held is not None else ("start", gesture.start))
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
