"""What the AI knows about Gauntlet of Fools: the evaluator (exact odds and expected gold) and the
playout policy."""
from __future__ import annotations

from .evaluate import evaluate
from .policy import playout_action

__all__ = ["evaluate", "playout_action"]
