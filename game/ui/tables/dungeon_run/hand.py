"""The fight's dice in the hand: each of the hero's dice at or above the monster's defense is dragged
onto a potential wound (to cancel it) or onto the monster (to wound it), taken back with a click, and
the assignment is sent once every die lies somewhere (or with the tray's button or Enter). The tray
says what the dice placed so far come to, and the engine's best assignment before any is placed."""
from __future__ import annotations

import pygame

from game.engine.state import View
from game.i18n import t

from .assign import FOE
from .lit import LitTable
from .odds import odds_lines
from .targets import best_cancel, option_words


class DiceHand(LitTable):
    """The assignment by hand; the table proper builds on this."""

    pointer: tuple[int, int]

    def _die_at(self, pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
        """The hero's die under the pointer that may be picked up: placed ones first, as they lie on top."""
        a = self.assignment
        if a is None:
            return None
        roll = self.roll()
        for die, rect in self.tray.placed_rects(roll, a.placed).items():
            if rect.collidepoint(pos):
                return die, rect
        for die, rect in enumerate(self.tray.hero_die_rects(roll)):
            if die in a.movable() and die not in a.placed and rect.collidepoint(pos):
                return die, rect
        return None

    def place_under(self, pos: tuple[int, int]) -> int | None:
        """The place a die dropped here would go: FOE over the monster, n over potential wound n."""
        if self.tray.foe_rect().collidepoint(pos):
            return FOE
        for n, rect in enumerate(self.tray.wound_rects(self.roll()), 1):
            if rect.inflate(8, 8).collidepoint(pos):
                return n
        return None

    def _drop_die(self, die: int, pos: tuple[int, int], dragged: bool) -> None:
        a = self.assignment
        if a is None:
            return
        if not dragged:  # a click on a placed die takes it back
            a.take_back(die)
            return
        place = self.place_under(pos)
        if place is None:
            if self.tray.hero_row(self.roll()).collidepoint(pos):
                a.take_back(die)
            else:
                self.ctx.warn(t("dungeon-run.ui.assign_elsewhere"))
            return
        refusal = a.refusal(die, place)
        if refusal is not None:
            self.ctx.warn(t(f"dungeon-run.ui.{refusal}"))
            return
        a.put(die, place)
        if a.complete:
            self._send_assignment()

    def _send_assignment(self) -> None:
        action = self.assignment.action() if self.assignment is not None else None
        if action is not None:
            self._submit(action)

    def dragged_die(self) -> int | None:
        return self.drag.item[1] if self.drag.dragging and self.drag.item[0] == "die" else None

    def hovered_place(self) -> int | None:
        """Where the die being dragged would go if dropped now (FOE or a potential wound), if anywhere."""
        return self.place_under(self.pointer) if self.dragged_die() is not None else None

    def assignment_key(self) -> tuple[tuple[int, int], ...]:
        """What the tray shows of the assignment so far, for the still layer's redraw."""
        return tuple(sorted(self.assignment.placed.items())) if self.assignment is not None else ()

    def tray_contents(self, surface: pygame.Surface, view: View) -> None:
        roll = self.roll()
        if roll is None or "tray" in self.hidden:
            return
        a = self.assignment
        dragged = self.dragged_die()
        places = a.places(dragged) if a is not None and dragged is not None else set()
        self.tray.draw(surface, self.faces, roll, {p - 1 for p in places if p != FOE}, FOE in places, dragged,
                       odds_lines(view, self.perspective, roll), self._tray_note(view, dragged),
                       a.placed if a is not None else None, a is not None)

    def _tray_note(self, view: View, dragged: int | None) -> str | None:
        """What the assignment comes to: with the die held where it would land, with the dice placed so
        far, or the engine's best before any is placed."""
        a = self.assignment
        if a is None:
            return None
        hovered = self.hovered_place()
        if dragged is not None and hovered is not None and a.refusal(dragged, hovered) is None:
            blocks = a.blocking(without=dragged) + (hovered != FOE)
            action = a.cancels.get(blocks)
            return option_words(view, action) if action is not None else None
        if a.placed:
            blocks = a.blocking()
            return t("dungeon-run.ui.assign_partial", blocks=blocks, wounding=len(a.placed) - blocks,
                     left=len(a.movable()) - len(a.placed))
        best = best_cancel(view, self.targets.cancels)
        return t("dungeon-run.ui.best", words=option_words(view, best)) if best is not None else None
