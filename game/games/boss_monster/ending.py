"""How a game of Boss Monster came to its score, turn by turn: the souls each Boss gained and the
wounds it took in each turn, read from the game's events. Every Boss's score is its souls minus its
wounds (as they stood when it was knocked out, for one that was), so the turns add up to it."""
from __future__ import annotations

from typing import Any

from game.engine.events import GAME_OVER, TURN_BEGINS

Standing = tuple[int, int]  # souls, wounds


def by_turn(events: list[dict[str, Any]], players: int) -> list[tuple[int, list[Standing]]]:
    """Each turn in which a Boss's souls or wounds changed, with each seat's change in it. A turn is
    counted from the end of the one before (what happens after a turn ends belongs to the next)."""
    last: list[Standing] = [(0, 0)] * players
    fallen: set[int] = set()
    turns: dict[int, list[Standing]] = {}
    turn = 0

    def stands(seat: int, souls: int, wounds: int) -> None:
        before = last[seat]
        if (souls, wounds) != before:
            gained = turns.setdefault(turn, [(0, 0)] * players)
            gained[seat] = (gained[seat][0] + souls - before[0], gained[seat][1] + wounds - before[1])
            last[seat] = (souls, wounds)

    for event in events:
        kind = event["kind"]
        if kind == TURN_BEGINS:
            turn = event["turn"]
        elif kind == "turn_ends":
            for seat in set(range(players)) - fallen:
                stands(seat, event["souls"][seat], event["wounds"][seat])
        elif kind == "player_eliminated":  # its standing is frozen then; a fallen Boss's cards may leave
            stands(event["seat"], event["souls"], event["wounds"])
            fallen.add(event["seat"])
        elif kind == GAME_OVER:
            details = event["details"]
            for seat in set(range(players)) - fallen:
                stands(seat, details["souls"][seat], details["wounds"][seat])
    return sorted(turns.items())
