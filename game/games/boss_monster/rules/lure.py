"""The Bait phase (rulebooks, "Fase Richiamo" / "Fase de Atração").

Each hero in town, first arrived first, goes to the entrance of the dungeon with strictly the most
treasure of its class, the Boss's icon included. A tie for the most, or no such treasure anywhere,
keeps it in town, where heroes pile up until the tie breaks. The Fool goes to the dungeon with the
fewest souls; a tie keeps him in town. No spell or ability may be used meanwhile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event

from ..board import HERO_CLASS, in_play, souls, treasure
from ..state import step

if TYPE_CHECKING:
    from ..state import BossMonsterState


def lure_winner(hero: str, seats: list[int], treasures: dict[int, list[int]],
                soul_counts: dict[int, int]) -> int | None:
    """The seat that lures ``hero``, or ``None`` if it stays in town."""
    cls = HERO_CLASS[hero]
    if cls < 0:
        values = {p: -soul_counts[p] for p in seats}
    else:
        values = {p: treasures[p][cls] for p in seats}
    best = max(values.values())
    leaders = [p for p in seats if values[p] == best]
    if len(leaders) != 1 or (cls >= 0 and best == 0):
        return None
    return leaders[0]


@step("lure")
def lure(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "lure"
    s.active = None
    seats = in_play(s)
    treasures = {p: treasure(s, p) for p in seats}
    soul_counts = {p: souls(s, p) for p in seats}
    staying = []
    for hero in s.town:
        cls = HERO_CLASS[hero]
        counts = [None if p not in treasures else soul_counts[p] if cls < 0 else treasures[p][cls]
                  for p in range(s.players)]
        winner = lure_winner(hero, seats, treasures, soul_counts)
        if winner is None:
            staying.append(hero)
            events.append(Event("hero_stays", {"hero": hero, "counts": counts,
                                               "by": "souls" if cls < 0 else "treasure"}))
        else:
            s.entrance[winner].append(hero)
            events.append(Event("hero_lured", {"hero": hero, "seat": winner, "counts": counts,
                                               "by": "souls" if cls < 0 else "treasure"}))
    s.town = staying
