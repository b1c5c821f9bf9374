"""What a Gauntlet of Fools seat knows, as data, and a state rebuilt from it
(``game/engine/information.py``): the encounter deck is hidden but for the top cards the Wand showed
its owner, the cards the Wand removed are its owner's alone, and Gladiator bets are secret until every
bet is in; the heroes, the encounters met and the discard pile are public."""
from __future__ import annotations

from typing import Any

from game.engine.information import HIDDEN, HIDDEN_RNG, Dealer, hidden, unseen

from .setup import card_pool
from .state import GauntletState


def information(state: GauntletState, seat: int) -> dict[str, Any]:
    data = state.to_snapshot()
    owner = seat == state.wand_seat
    seen = len(state.known) if owner else 0
    data["deck"] = hidden(state.deck[:len(state.deck) - seen]) + state.deck[len(state.deck) - seen:]
    if not owner:
        data["removed"] = hidden(state.removed)
        data["known"] = []
    if state.betting():
        data["bets"] = {str(k): v if state.heroes[k].owner == seat else HIDDEN for k, v in state.bets.items()}
    data["rng"] = HIDDEN_RNG
    return {"seat": seat, "state": data}


def from_information(info: dict[str, Any]) -> GauntletState:
    data = dict(info["state"])
    shown = data["discard"] + data["pending"] + [card for card, _ in data["paths"]] + data["deck"] + data["removed"]
    dealer = Dealer(unseen(card_pool(bool(data["promos"]))[2], shown), "encounters")
    data["deck"] = dealer.fill(list(data["deck"]))
    data["removed"] = dealer.fill(list(data["removed"]))
    dealer.done()
    data["bets"] = {k: 0 if v is HIDDEN else v for k, v in data["bets"].items()}
    return GauntletState.from_snapshot(data)
