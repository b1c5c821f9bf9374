"""What each seat sees of a Monster Day table, and the worlds the AI imagines for it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.rng import Rng
from game.engine.state import View

from .cards import ACE_OF, MONSTERS, POINTS
from .odds import turn_odds

if TYPE_CHECKING:
    from .state import MonsterDayState


def totals(state: "MonsterDayState") -> list[dict[str, Any]]:
    """Each monster's totals per village without rolling; Pawns and Courts are counted as unknown."""
    return [{"monster": MONSTERS[m], "points": POINTS[m], "totals": state.sums[2 * m:2 * m + 2],
             "rolled": state.rolled[2 * m:2 * m + 2]} for m in range(4)]


def game_view(state: "MonsterDayState", seat: int | None) -> View:
    return {
        "current": state.current_player(),
        "first": state.first,
        "extended": state.extended,
        "aces": list(state.aces),
        "ace_cards": [ACE_OF[suit] for suit in state.aces],  # the cards the board shows, named as any card is
        "spaces": [list(s) for s in state.spaces],
        "monsters": list(state.monsters),
        "hands": [list(h) if seat == i else None for i, h in enumerate(state.hands)],
        "hand_sizes": [len(h) for h in state.hands],
        "deck": len(state.deck),
        "totals": totals(state),
        "last_roll": list(state.last_roll) if state.last_roll else None,
        "points": state.points(),
        # The deciding seat's own dice odds, for each play it may make: its hand is its to know.
        "odds": turn_odds(state, seat) if seat is not None and seat == state.current_player() else None,
    }


def open_view(state: "MonsterDayState", seat: int | None) -> View:
    """``seat``'s view with every hand shown."""
    return {**game_view(state, seat), "hands": [list(h) for h in state.hands]}


def determinize(state: "MonsterDayState", observer: int, rng: Rng) -> "MonsterDayState":
    """The other hand and the deck dealt again from the cards the observer has not seen."""
    s = state.clone()
    other = 1 - observer
    unseen = sorted(state.hands[other] + state.deck)
    rng.shuffle(unseen)
    n = len(state.hands[other])
    s.hands[other] = unseen[:n]
    s.deck = unseen[n:]
    s.rng = rng.fork()
    return s
