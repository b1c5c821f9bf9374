"""Dungeon Run's rules: importing this module registers every frame kind and turn action, in the
order the turn menu lists them."""
from __future__ import annotations

from . import setup, turns  # noqa: F401  (setting up and the round)
from . import explore, escape, combat, duel  # noqa: F401  (moving, fleeing, fighting)
from . import gear, advance, encounters, tiles, care, fate, monsters  # noqa: F401
from .setup import new_state
from .state import DungeonRunState

__all__ = ["DungeonRunState", "new_state"]
