"""The state's own random generator.

A 64-bit linear congruential generator (Knuth's MMIX constants) whose output
is the high 32 bits, seeded through SplitMix64 so that nearby seeds give
unrelated streams. Pure Python, one integer of state: cloning and saving are
trivial, and the sequence depends on this file alone, never on the version of
Python (the stdlib promises that only for ``random.random``). Three
operations a draw keeps it fast enough for millions of playout steps.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

_MASK = (1 << 64) - 1
_MUL = 6364136223846793005
_INC = 1442695040888963407

T = TypeVar("T")


def _splitmix(seed: int) -> int:
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = _splitmix(seed & _MASK)

    @staticmethod
    def restore(state: int) -> "Rng":
        """The generator exactly as ``state`` left it (from a snapshot or a clone)."""
        rng = Rng.__new__(Rng)
        rng.state = state & _MASK
        return rng

    def next_u32(self) -> int:
        self.state = s = (self.state * _MUL + _INC) & _MASK
        return s >> 32

    def below(self, n: int) -> int:
        """A whole number in [0, n), by multiply-shift (bias under n / 2**32, nil for game-sized n)."""
        self.state = s = (self.state * _MUL + _INC) & _MASK
        return ((s >> 32) * n) >> 32

    def random(self) -> float:
        return self.next_u32() / 4294967296.0

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            self.state = s = (self.state * _MUL + _INC) & _MASK
            j = ((s >> 32) * (i + 1)) >> 32
            items[i], items[j] = items[j], items[i]

    def fork(self) -> "Rng":
        """A new generator seeded from this one, for search copies that must not share a future."""
        return Rng(self.next_u32() << 32 | self.next_u32())

    def copy(self) -> "Rng":
        return Rng.restore(self.state)
