"""Who is at the screen, and what the table may show them.

With one person at the computer the table is always theirs: their hand stays face up through the AI's
turns. With two or more, a seat's private view is shown only while that seat owns the table: from the
moment it is handed to them (a hand-off, or a silent switch when they hold nothing secret) until the
game moves to anyone else, AI seats and other people's quick asks included. In between, the table
shows what everyone may see (``state.view(None)``), laid out for the last person who had it.

Whether a seat holds anything secret is read from the views themselves, never from the game: its view
is compared with the public one.
"""
from __future__ import annotations

from typing import Any

from game.engine.state import State, View


def _without_envelope(view: View) -> View:
    """A view without what differs between seats without being secret: whose view it is, and the
    deciding seat's options (worked out from what that seat sees, so a secret shows elsewhere too)."""
    out = {key: value for key, value in view.items() if key != "seat"}
    prompt = out.get("prompt")
    if isinstance(prompt, dict):
        out["prompt"] = {key: value for key, value in prompt.items() if key != "options"}
    return out


def reveals(mine: Any, public: Any) -> bool:
    """Whether ``mine`` (a seat's view, or part of it) shows anything ``public`` does not. A list where
    the public sees its length reveals nothing while it is empty (an empty discard pile is no secret)."""
    if mine == public:
        return False
    if isinstance(mine, dict) and isinstance(public, dict):
        return any(key not in public or reveals(value, public[key]) for key, value in mine.items())
    if isinstance(mine, list) and isinstance(public, list) and len(mine) == len(public):
        return any(reveals(a, b) for a, b in zip(mine, public))
    if isinstance(mine, list) and isinstance(public, int) and not isinstance(public, bool):
        return len(mine) != public or bool(mine)
    return True


def holds_secrets(state: State, seat: int) -> bool:
    """Whether ``seat`` sees anything the public does not: the only case that needs a hand-off."""
    return reveals(_without_envelope(state.view(seat)), _without_envelope(state.view(None)))


class Screen:
    def __init__(self, humans: list[int], current: int | None) -> None:
        self.shared = len(humans) > 1
        # The seat the table is laid out for: the last person who had it (the one human in solo).
        self.perspective: int | None = (current if current in humans else humans[0]) if humans else None
        # Whose private view is shown; None: only what everyone may see.
        self.owner: int | None = humans[0] if len(humans) == 1 else None

    def hand_to(self, seat: int) -> None:
        self.perspective = self.owner = seat

    def moved_on(self, current: int | None) -> bool:
        """The game moved to ``current``: with people sharing the screen, the last owner's view closes
        unless the decision is still theirs. True when it closed now."""
        if self.shared and self.owner is not None and current != self.owner:
            self.owner = None
            return True
        return False
