"""Handing the table from one person to the next: taken over at once where nothing is secret, a
window asked on the table itself (the quick ask), or else the hand-off cover; and nothing one person
pointed at survives it. A part of the table scene, kept apart so that each reads in one sitting."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action

from ..screen import holds_secrets
from .overlays import HandOff

if TYPE_CHECKING:
    from .table import TableScene


class HandOver:
    """What the table scene does when the decision is another person's than the one at the screen."""

    def _turn_to(self: "TableScene", seat: int) -> None:
        """The decision is another person's: taken over at once when they hold nothing secret, asked
        on this table when it is a window, else handed over behind the cover."""
        if self.quick.seat == seat:
            return  # already asked: nothing moves until it is answered (a new view hides the strip)
        if not holds_secrets(self.session.view(seat), self.session.view(None)):
            self._take_over(seat)
        elif not self._ask_quickly(seat):
            self._hand_off(seat)

    def _ask_quickly(self: "TableScene", seat: int) -> bool:
        """A window put to a person who does not have the table is asked on it (the quick ask), with
        only the public view showing; they take the table only if they answer."""
        window = self.table.window(self.view())
        if window is None or window[1] not in self.session.legal(seat):
            return False
        self._open(None)
        self.quick.show(seat, self.session.name(seat), *window)
        return True

    def _let_go(self: "TableScene", seat: int, action: Action) -> None:
        self._put(action, seat)

    def _take_over(self: "TableScene", seat: int) -> None:
        """The table goes to ``seat`` without a cover: nothing on it is secret from anyone."""
        self.quick.hide()
        self.screen.hand_to(seat)
        self._open(None)
        self.forget_pointer()
        self._reset_view()

    def _hand_off(self: "TableScene", seat: int) -> None:
        self._take_over(seat)
        if self.screen.shared:
            self.app.sounds.play("handoff")  # the next person is called: "your turn" would come too late
            self.turn_owed = False
            self.app.push(HandOff(self.app, self.session.name(seat), self.forget_pointer, self.pause))

    def forget_pointer(self: "TableScene") -> None:
        """Nothing one person hovered, zoomed, selected or dragged survives a hand-off."""
        self.table.clear_pointer()
        self.keyplay.forget()
        self.log.hover((-1, -1))
        self.bar.clear()
        self.hint_asked = False

