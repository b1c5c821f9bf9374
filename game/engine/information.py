"""A seat's information set as data, and a state rebuilt from it.

``Game.information(state, seat)`` is the state's snapshot with every card the seat cannot see left out
(``None`` in its place, so the number of hidden cards in each place stays, as the view shows it) and
the generator's state zeroed. ``Game.from_information`` puts back, in those places, the cards the
seat has not seen: the game's cards less every card the data shows, in sorted order. The result is
not the real state, but it is one the seat cannot tell from it, and since ``determinize`` depends
only on what the seat sees, its determinized copies are the real state's: an AI deciding from it
decides as it would from the real state. That is how a seat on another computer, which receives its
view and never the state, is played by an AI.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

HIDDEN = None
HIDDEN_RNG = 0


def hidden(cards: Iterable[Any]) -> list[None]:
    """The places of ``cards`` with the cards left out."""
    return [HIDDEN for _ in cards]


def unseen(every: Iterable[str], shown: Iterable[Any]) -> list[str]:
    """The cards of ``every`` (with their copies) that are not among ``shown``, sorted; a shown value
    that is not one of ``every`` (a hidden place, a card of another kind) is ignored."""
    left = Counter(iter(every))  # a mapping of cards by id counts its ids
    for card in shown:
        if left.get(card, 0) > 0:
            left[card] -= 1
    return sorted(left.elements())


class Dealer:
    """Deals a pool of unseen cards into hidden places in a fixed order, and checks that the pool and
    the places match: a mismatch means the data does not come from a real state of this game."""

    def __init__(self, pool: list[str], what: str) -> None:
        self.pool = pool
        self.what = what
        self.taken = 0

    def fill(self, places: list[Any]) -> list[Any]:
        """``places`` with each hidden one given the next unseen card."""
        out = []
        for card in places:
            if card is HIDDEN:
                card = self.take()
            out.append(card)
        return out

    def take(self) -> str:
        if self.taken >= len(self.pool):
            raise ValueError(f"more hidden {self.what} than the cards not seen")
        self.taken += 1
        return self.pool[self.taken - 1]

    def rest(self) -> list[str]:
        """The cards not dealt yet (they belong in a place whose size is not shown)."""
        out = self.pool[self.taken:]
        self.taken = len(self.pool)
        return out

    def done(self) -> None:
        if self.taken != len(self.pool):
            raise ValueError(f"{len(self.pool) - self.taken} {self.what} not seen but in no hidden place")


def shown(data: Any) -> list[str]:
    """Every text value inside ``data`` (lists and mappings, keys left out): what a census of the
    cards a seat can see reads, for places whose cards are the only text they hold."""
    out: list[str] = []
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return out
