"""One stream of positions from a host: a seat's (what its connection is told) or the public one (what
the host's own window watches). Each ``table`` message is a position, by its number of moves, with the
events of the move that led to it; a ``history`` message (a seat taken or taken back) brings the whole
story so far instead. Messages are read as they come; the table shows positions in order."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.state import View
from game.net.seat import Heard


@dataclass(frozen=True)
class Position:
    view: View
    information: dict[str, Any] | None  # what the seat knows as data, while it decides
    events: list[dict[str, Any]]  # the move's events, or the whole story for a history message
    history: bool


@dataclass
class Feed(Heard):
    """Besides what the table heard: each position told and not yet shown, and how much of the story
    was told by each position."""

    positions: dict[int, Position] = field(default_factory=dict)
    marks: dict[int, int] = field(default_factory=dict)  # position -> how much of the log was told by then

    def read(self, message: dict[str, Any]) -> None:
        super().read(message)
        if message["type"] == "table":
            ply = message["ply"]
            if message["history"]:
                self.marks = {}
            self.marks[ply] = len(self.log)
            self.positions[ply] = Position(message["view"], message["information"], message["events"],
                                           message["history"])

    def told(self, ply: int) -> list[dict[str, Any]]:
        """The story up to position ``ply`` (from the history this feed was given, if it began later)."""
        told = [length for at, length in self.marks.items() if at <= ply]
        return self.log[:max(told)] if told else []

    def forget_before(self, ply: int) -> None:
        for at in [at for at in self.positions if at < ply]:
            del self.positions[at]
