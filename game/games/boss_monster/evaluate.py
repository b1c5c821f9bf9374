"""What the AI knows about Boss Monster (first version: the end only)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.rng import Rng

if TYPE_CHECKING:
    from .state import BossMonsterState


def evaluate(s: BossMonsterState, seat: int) -> float:
    if s.over:
        return s.result().reward(seat)
    return 0.5


def playout_action(s: BossMonsterState, rng: Rng) -> Action:
    return rng.choice(s.legal_actions())
