"""Monster Day's rules, one module per section of the rulebook; importing this registers their frames.

Decision kinds (what the view's prompt may ask):

| kind | ask arguments | options (label key: arguments) |
|---|---|---|
| `play` | `hand`: cards in the deciding seat's hand | `play CARD SUIT` (`monster-day.action.play`: `card`, `ace_card`, `village_seat`) |

Steps that run by themselves: `chances` (the dice and the monsters), `draw` (a card, the next turn or
the end of the game).
"""
from __future__ import annotations

from . import chances, draw, influence  # noqa: F401  (importing registers the frames)
from .setup import new_state

__all__ = ["new_state"]
