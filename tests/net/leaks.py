"""Which card ids a piece of data names, and which of them a seat may not see: shared by the tests of
what a seat knows (``Game.information``) and of every byte the host sends."""
from __future__ import annotations

from functools import cache
from typing import Any, Iterable

from game.engine.events import Event
from game.engine.state import Game


@cache
def card_ids(game: Game) -> frozenset[str]:
    """Every card id of the game, of every kind its card files hold."""
    cards = game.load_card_set()
    return frozenset(card["id"] for kind in cards.by_kind for card in cards.of(kind) if "id" in card)


def words(data: Any) -> set[str]:
    """Every word of every text value in ``data`` (an action's text names cards too). Keys are left
    out: they are field names (some of which a card shares, as a fight's ``knight``) and the effect
    flags a card leaves, never a place a card lies in."""
    out: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.update(item.split())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return out


def named_cards(game: Game, data: Any) -> set[str]:
    return words(data) & card_ids(game)


class Sight:
    """What one seat has seen so far: the cards of every event shown to it (a card seen once stays
    known: a hand looked at, a card drawn and played). A card is allowed in what is sent to the seat if
    its view shows it now or an event showed it."""

    def __init__(self, game: Game, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.seen: set[str] = set()

    def read(self, events: Iterable[Event]) -> None:
        for event in events:
            self.seen |= named_cards(self.game, event.for_seat(self.seat))

    def leaks(self, view: dict[str, Any], sent: Any) -> set[str]:
        """The cards ``sent`` names that neither ``view`` nor an event seen shows."""
        return named_cards(self.game, sent) - named_cards(self.game, view) - self.seen
