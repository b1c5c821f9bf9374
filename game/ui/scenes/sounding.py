"""What the table scene plays: each beat's sound (``cues``), a refusal, "your turn" once the AI or a
player at another computer has moved, and the end, won or lost. A part of the table scene, kept apart
as ``handover`` is; the hand-off's own sound is played there."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cues import cue
from ..widgets.anim import Beat

if TYPE_CHECKING:
    from .table import TableScene


class Sounding:
    # A move made elsewhere (the AI, another computer) owes the person here a "your turn".
    turn_owed = False

    def beat_sound(self: "TableScene", beat: Beat) -> None:
        sound = cue(self.spec.game_id, beat.events)
        if sound is not None:
            self.app.sounds.play(sound)

    def refused(self: "TableScene", why: str) -> None:
        self.app.sounds.play("refuse")
        self.status.warn(why)

    def your_turn(self: "TableScene") -> None:
        """A person here decides again after a move made elsewhere: heard by someone who looked away
        while the others thought. A hand-off cover has its own sound instead."""
        if self.turn_owed and self.app.stack.top is self:
            self.app.sounds.play("turn")
        self.turn_owed = False

    def ending(self: "TableScene") -> str:
        """Won when a person at this screen is among the winners (or nobody here plays), else lost."""
        humans = self.session.humans()
        return "won" if not humans or set(self.result().winners) & set(humans) else "lost"
