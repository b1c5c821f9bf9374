"""Scripted dice for rules tests: every game's generator with the faces a test wants, in order."""
from __future__ import annotations

from typing import Iterable

from game.engine.rng import Rng


class Dice(Rng):
    """Dice that show the given faces in order; every other draw comes from a fixed seed. Once the
    script is spent, ``then`` is the face shown, or, when None, the test has rolled more dice than it
    meant to and fails."""

    __slots__ = ("faces", "then")

    def __init__(self, faces: Iterable[int], seed: int = 1, then: int | None = None) -> None:
        super().__init__(seed)
        self.faces = list(faces)
        self.then = then

    def die(self, sides: int = 6) -> int:
        if self.faces:
            return self.faces.pop(0)
        if self.then is None:
            raise AssertionError("the test rolled more dice than it scripted")
        return self.then

    def copy(self) -> "Dice":
        other = Dice(self.faces, then=self.then)
        other.state = self.state
        return other
