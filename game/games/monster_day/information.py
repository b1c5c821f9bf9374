"""What a Monster Day seat knows, as data, and a state rebuilt from it (``game/engine/information.py``):
the other hand and the deck are hidden; the Aces, the spaces and the seat's own hand are not."""
from __future__ import annotations

from typing import Any

from game.engine.information import HIDDEN_RNG, Dealer, hidden, unseen

from .cards import CARDS, EXTENDED_KINDS, playable
from .state import MonsterDayState


def information(state: MonsterDayState, seat: int) -> dict[str, Any]:
    data = state.to_snapshot()
    data["hands"][1 - seat] = hidden(state.hands[1 - seat])
    data["deck"] = hidden(state.deck)
    data["rng"] = HIDDEN_RNG
    # Which kinds of extended cards are in the game is public (the game's option), but the state keeps
    # only their cards: the kinds are named here so the seat can count the cards it has not seen.
    every = [c for space in state.spaces for c in space] + state.hands[0] + state.hands[1] + state.deck
    ranks = {CARDS[c].rank for c in every}
    extras = sorted(kind for kind, rank in EXTENDED_KINDS.items() if rank in ranks)
    return {"seat": seat, "state": data, "extras": extras}


def from_information(info: dict[str, Any]) -> MonsterDayState:
    data = dict(info["state"])
    seat = int(info["seat"])
    hands = [list(h) for h in data["hands"]]
    seen = [c for space in data["spaces"] for c in space] + hands[seat]
    extras = frozenset(str(kind) for kind in info["extras"] if kind in EXTENDED_KINDS)
    dealer = Dealer(unseen(playable(extras), seen), "cards")
    hands[1 - seat] = dealer.fill(hands[1 - seat])
    data["hands"] = hands
    data["deck"] = dealer.fill(list(data["deck"]))
    dealer.done()
    return MonsterDayState.from_snapshot(data)
