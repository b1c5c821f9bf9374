"""A table at rest: what the table scene asks to be drawn after an update with no input, and when it
needs the next update at all. A part of the table scene, kept apart as ``handover`` is.

Everything is drawn again when something moved or what is shown changed (``_looks``); when only a
spinner or a pulse stepped, only they are; with nothing going on, no update is asked for until input
comes, and while an AI thinks (or a table played over the network may hear from the host) its answer
is looked for at ``ANSWER_POLL``. A person's move waiting on the queue is played at the next update.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..widgets.ticking import MARKS, soonest

if TYPE_CHECKING:
    from .table import TableScene

ANSWER_POLL = 1 / 20  # how often a resting table looks for an answer from its AI or the host


class Resting:
    """What the table scene does to draw only when something shown changes."""

    def _looks(self: "TableScene") -> tuple[Any, ...]:
        """What an update with no input may change of the picture: the view or beat shown, who may act
        and who thinks, the status line, the zoom, the strips and the log."""
        table, status = self.table, self.status
        return (table.view, table.perspective, table.hidden, table.legal, table.pending, table.thinking_seat,
                status.text, status.tone, status.thinking, table.zoom_request(), self.quick.seat, self.confirm.active,
                len(self.log.entries), self.net.looks() if self.net is not None else None)

    def _ask_redraw(self: "TableScene", moving: bool) -> None:
        """Everything is drawn again when something moved or changed; when only a spinner or a pulse
        stepped, only they are."""
        if moving or self.anim.busy or self.table.next_wake() == 0.0 or self._looks() != self._drawn:
            self.clock.stir()
            self.app.redraw()
        elif MARKS.changed(self._drawn_at, self.clock.now):
            for rect in MARKS.on(self.app.screen):
                self.app.redraw(rect)

    def next_wake(self: "TableScene") -> float | None:
        if self.anim.busy or self.session.problem:
            return 0.0
        waits = [self.table.next_wake(), self.status.next_wake(), self.clock.next_wake()]
        if self.table.faces.warming:
            waits.append(0.0)  # faces are painted ahead, one a frame, drawing nothing
        queued = self.session.next_submission()
        if queued is not None and queued.source == "human" and self.net is None:
            # A person's move waits on the queue (a spell's target the table sent as it was shown
            # the position it asks for): the next update plays it, whatever input comes or not.
            waits.append(0.0)
        # News from the host comes on a thread of its own: a seat taken, a player away, the next move.
        if self.table.thinking_seat is not None or self.hint_asked or self.net is not None:
            waits.append(ANSWER_POLL)
        return soonest(waits)
