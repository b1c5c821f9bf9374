"""Events: what happened, for the log, the animations and ``--trace``.

``data`` is public. ``secret`` is seen only by the seats in ``viewers`` (a
drawn card, a face-down room); everybody else gets the event without it, so
the log says "Anna drew a card". ``chance`` marks events that rolled dice,
drew, shuffled or revealed something hidden: undo never crosses them.
"""
from __future__ import annotations

from typing import Any

EVERYONE: frozenset[int] | None = None


class Event:
    __slots__ = ("kind", "data", "secret", "viewers", "chance")

    def __init__(
        self,
        kind: str,
        data: dict[str, Any],
        secret: dict[str, Any] | None = None,
        viewers: frozenset[int] | None = EVERYONE,
        chance: bool = False,
    ) -> None:
        self.kind = kind
        self.data = data
        self.secret = secret
        self.viewers = viewers
        self.chance = chance

    def visible_to(self, seat: int | None) -> bool:
        return self.secret is None or (self.viewers is not None and seat is not None and seat in self.viewers)

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as the given seat may see it (``None`` is the public)."""
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.secret is not None and self.visible_to(seat):
            out.update(self.secret)
        return out

    def full(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.secret:
            out.update(self.secret)
        return out

    def __repr__(self) -> str:
        return f"Event({self.full()!r})"


# Kinds every game emits, so that the window can find turn boundaries and the end without
# knowing the game.
TURN_BEGINS = "turn_begins"
GAME_OVER = "game_over"
