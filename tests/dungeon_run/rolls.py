"""Every roll the engine can make from a position, each with its chance: the engine is run once per
sequence of die faces (the dice follow a script, and once it is spent show 1s), and the next script
is the last one counted up like an odometer over the dice that were really rolled. A figure that
claims to be the chance of something is checked against this, exactly."""
from __future__ import annotations

from collections import defaultdict
from typing import Callable, Hashable

from game.engine.rng import Rng


class Scripted(Rng):
    __slots__ = ("script", "shown")

    def __init__(self, script: list[int]) -> None:
        super().__init__(0)
        self.script = script
        self.shown: list[int] = []

    def die(self, sides: int = 6) -> int:
        assert sides == 6
        face = self.script[len(self.shown)] if len(self.shown) < len(self.script) else 1
        self.shown.append(face)
        return face

    def below(self, n: int) -> int:
        raise AssertionError("a draw other than a die: the position is not one whose rolls can be counted")

    def copy(self) -> "Scripted":
        raise AssertionError("the state was copied while its dice were being counted")


def every_roll(run: Callable[[Rng], Hashable], limit: int = 60_000) -> dict[Hashable, float]:
    """The chance of each outcome ``run`` reports, over every sequence of faces its dice may show."""
    totals: dict[Hashable, float] = defaultdict(float)
    script: list[int] = []
    for _ in range(limit):
        rng = Scripted(script)
        outcome = run(rng)
        totals[outcome] += 6.0 ** -len(rng.shown)
        shown = rng.shown
        while shown and shown[-1] == 6:
            shown.pop()
        if not shown:
            return dict(totals)
        shown[-1] += 1
        script = shown
    raise AssertionError(f"more than {limit} sequences of dice: pick a smaller position")
