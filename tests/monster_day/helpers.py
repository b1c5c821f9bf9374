"""Positions and dice for Monster Day tests, built through the game's own snapshot loader."""
from __future__ import annotations

from itertools import count

from game.engine.rng import Rng
from game.games.monster_day.cards import SUITS
from game.games.monster_day.cards import EXTENDED_KINDS, PLAYABLE_BASIC, playable
from game.games.monster_day.state import MonsterDayState

# With the Aces in this order, moons/suns/waves are seat 0's village and leaves/wyrms/knots seat 1's.
ACES = list(SUITS)
SPACE = {suit: i for i, suit in enumerate(ACES)}


def rolling(*pairs: tuple[int, int]) -> int:
    """A generator state whose next draws of two dice give ``pairs`` in order."""
    wanted = [(a - 1) * 6 + (b - 1) for a, b in pairs]
    for state in count():
        rng = Rng.restore(state)
        if all(rng.below(36) == w for w in wanted):
            return state
    raise AssertionError("unreachable")


def position(hands: list[list[str]], spaces: dict[str, list[str]] | None = None,
             monsters: list[int] | None = None, current: int = 0, dice: list[tuple[int, int]] | None = None,
             extended: bool = False, deck: list[str] | None = None) -> MonsterDayState:
    spaces = spaces or {}
    stacks = [list(spaces.get(suit, [])) for suit in ACES]
    used = {c for h in hands for c in h} | {c for s in stacks for c in s}
    if deck is None:
        deck = [c for c in (playable(frozenset(EXTENDED_KINDS)) if extended else PLAYABLE_BASIC) if c not in used]
    return MonsterDayState.from_snapshot({
        "rng": rolling(*(dice or [(5, 6)])), "extended": extended, "aces": ACES, "spaces": stacks,
        "monsters": monsters or [0, 0, 0, 0], "hands": hands, "deck": deck,
        "turn": 1, "first": 0, "last_roll": None,
        "frames": [{"kind": "play", "seat": current}], "over": False, "outcome": None,
    })
