"""A finished or unfinished game looked back on: each seat's chance to win after every decision, as
the game's own judge (the AI's evaluator, after a short playout) estimates it from what that seat
could see, and the decisions that swung those chances most. Never imports pygame: the window draws
the chart, the command line prints the swings."""
from __future__ import annotations

from .estimate import Budget, Cancelled, chance, chances
from .review import Review, Swing, review_match

__all__ = ["Budget", "chance", "chances", "Cancelled", "Review", "Swing", "review_match"]
