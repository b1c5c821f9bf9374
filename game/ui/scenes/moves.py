"""A person's move on its way to the game: sent at once or held for Confirm (and taken back before
anything is revealed), the hint, and undo. A part of the table scene, kept apart as ``handover`` is."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.i18n import t

if TYPE_CHECKING:
    from .table import TableScene


class Moves:
    """What the table scene does with a move made on the table or in the bar."""

    def submit(self: "TableScene", action: Action) -> None:
        """A move from the table or the bar: with confirmation on, it waits for Confirm first, a pass
        too (a pass that went at once let the habitual Enter after it land on the next person's
        hand-off). A move the table asks about (one that gives up what is left of a turn) waits for
        Confirm whatever the setting."""
        if self.owner is None:
            return
        if not self.confirming() and not self.table.asks_to_confirm(action):
            self._put(action, self.owner)
            return
        self.pending = action
        self.table.open_input(None)
        self.table.show_pending(action)
        self.bar.clear()
        self.confirm.show(self._action_words(action))

    def _put(self: "TableScene", action: Action, seat: int) -> None:
        """The move goes to the game; the table waits for it to come back as the next position."""
        self.session.put(action, seat, "human")
        self._open(None)

    def confirming(self: "TableScene") -> bool:
        mode = self.app.settings.confirm_moves
        return mode == "always" or (mode == "ai" and any(self.is_ai(seat) for seat in range(self.players)))

    def _action_words(self: "TableScene", action: Action) -> str:
        words = self.table.action_words(action)
        if words is not None:
            return words
        prompt = self.view().get("prompt") or {}
        option = next((o for o in prompt.get("options") or [] if o["action"] == str(action)), None)
        return self._words(option["key"], option["args"], str(action)) if option else str(action)

    def _confirm(self: "TableScene") -> None:
        action, self.pending = self.pending, None
        self.table.show_pending(None)
        if action is not None and self.owner is not None:
            self._put(action, self.owner)

    def take_back(self: "TableScene") -> None:
        """The move never reached the game: the table opens again exactly as it was."""
        self.pending = None
        self.confirm.hide()
        self.table.show_pending(None)
        self.table.clear_pointer()
        self.keyplay.forget()
        self.status.warn(t("confirm.taken_back"), 1.5)

    def hint(self: "TableScene") -> None:
        """H: the hard AI's move in this seat's place, asked in the worker from this seat's view."""
        if self.owner is None or self.table.legal is None or self.pending is not None:
            self.status.warn(t("hint.not_now"))
            return
        self.session.ask_hint(self.owner)
        self.hint_asked = True
        self.status.note(t("hint.asking"), 30.0)

    def _show_hint(self: "TableScene") -> None:
        action = self.session.hint
        if not self.hint_asked or action is None:
            return
        self.hint_asked, self.session.hint = False, None
        if self.table.legal is None or action not in self.table.legal:
            self.status.drop_note()
            return
        self.light_move(action)
        self.status.note(t("hint.shown", move=self._action_words(action)), 6.0)

    def light_move(self: "TableScene", action: Action) -> None:
        """Lights ``action`` where it is made (the hint, a lesson's taught move), and puts the keyboard's
        focus ring on it: its piece already picked up when it is a drag, so Enter makes it."""
        self.table.show_hint(action)  # it may open what the move is made on (a menu)
        gesture = next((g for g in self.keyplay.gestures() if g.action == action), None)
        if gesture is not None:
            self.keyplay.light(gesture)
        elif self.bar.light(action):  # the bar's button, also when the table lights it with no gesture
            self.keyplay.from_bar()

    def _can_undo(self: "TableScene") -> bool:
        return self.owner is not None and self.session.undo_point(self.owner) is not None

    def undo(self: "TableScene") -> None:
        if self.session.network is not None:
            self.status.warn(t("net.no_undo"))
            return
        if self.owner is None or not self.session.undo(self.owner):
            self.status.warn(t("table.undo_none"))
            return
        self._fresh_table()
        self.status.warn(t("table.undone"), 1.5)
