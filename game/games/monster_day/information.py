"""What a Monster Day seat knows, as data, and a state rebuilt from it (``game/engine/information.py``):
the other hand and the deck are hidden; the Aces, the spaces and the seat's own hand are not."""
from __future__ import annotations

from typing import Any

from game.engine.information import HIDDEN_RNG, Dealer, hidden, unseen

from .cards import PLAYABLE_BASIC, PLAYABLE_EXTENDED
from .state import MonsterDayState


def information(state: MonsterDayState, seat: int) -> dict[str, Any]:
    data = state.to_snapshot()
    data["hands"][1 - seat] = hidden(state.hands[1 - seat])
    data["deck"] = hidden(state.deck)
    data["rng"] = HIDDEN_RNG
    return {"seat": seat, "state": data}


def from_information(info: dict[str, Any]) -> MonsterDayState:
    data = dict(info["state"])
    seat = int(info["seat"])
    hands = [list(h) for h in data["hands"]]
    seen = [c for space in data["spaces"] for c in space] + hands[seat]
    dealer = Dealer(unseen(PLAYABLE_EXTENDED if data["extended"] else PLAYABLE_BASIC, seen), "cards")
    hands[1 - seat] = dealer.fill(hands[1 - seat])
    data["hands"] = hands
    data["deck"] = dealer.fill(list(data["deck"]))
    dealer.done()
    return MonsterDayState.from_snapshot(data)
