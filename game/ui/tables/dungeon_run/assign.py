"""A fight's assignment put together die by die before it is sent.

Each of the hero's dice at or above the monster's defense goes onto a potential wound, to block it,
or onto the monster, to wound it, and may be taken back. The engine asks one thing of those dice,
how many potential wounds they cancel, so the finished composition is sent as the legal ``cancel``
action with that count (the engine cancels with the lowest of them, which is never worse for the
hero: only a 6 can count double). Nothing here touches the game: a composition only names one of
the legal actions the table was handed.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.actions import Action

FOE = 0  # the monster as a place for a die; potential wounds are places 1..n


@dataclass
class Assignment:
    dice: list[int]  # the hero's dice, by index
    target: int  # the monster's defense: only dice at or above it are placed by hand
    wounds: int  # potential wounds still standing, as places 1..wounds
    cancels: dict[int, Action]  # the legal assignments, by potential wounds cancelled
    placed: dict[int, int] = field(default_factory=dict)  # die index -> FOE or a wound's place

    def movable(self) -> list[int]:
        return [i for i, value in enumerate(self.dice) if value >= self.target]

    def blocking(self, without: int | None = None) -> int:
        return sum(1 for die, place in self.placed.items() if place != FOE and die != without)

    def holder(self, place: int) -> int | None:
        """The die on a potential wound, if any."""
        return next((die for die, where in self.placed.items() if where == place and place != FOE), None)

    def refusal(self, die: int, place: int) -> str | None:
        """Why the die may not go there (a catalogue key under ``dungeon-run.ui.``), or None."""
        if place != FOE and self.holder(place) not in (None, die):
            return "assign_taken"
        blocks = self.blocking(without=die) + (place != FOE)
        if blocks not in self.cancels:
            return "assign_too_many"
        return None

    def places(self, die: int) -> set[int]:
        """Every place the die may be dropped now, the monster included."""
        return {p for p in range(self.wounds + 1) if self.refusal(die, p) is None}

    def put(self, die: int, place: int) -> None:
        assert self.refusal(die, place) is None
        self.placed[die] = place

    def take_back(self, die: int) -> None:
        self.placed.pop(die, None)

    @property
    def complete(self) -> bool:
        return all(die in self.placed for die in self.movable())

    def action(self) -> Action | None:
        """The legal action this composition comes to; the dice not yet placed wound the monster."""
        return self.cancels.get(self.blocking())
