"""Which dungeon each hero in town would go to if a move were made: the lure rule (most treasure of
the hero's class, strictly; the Fool to the fewest souls; a tie or no treasure keeps a hero in town)
worked out over one seat's view and the card records only, so it can never show a hidden card.

A seat's own face-down rooms are known to it and will be revealed before the heroes are lured, so
they count in its own totals; an opponent's face-down rooms are unknown and count nothing, which is
all the view tells. Nothing here draws: the table asks and paints the answer.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.games.boss_monster.cards import CLASSES, book

BOOK = book()


@dataclass(frozen=True)
class Move:
    """A room built by ``seat`` (``on``: the position it covers, or None for a new place), or a room
    put out of play for the lure (``off``: a seat and position, as a spell that destroys or deactivates it)."""

    seat: int
    room: str | None = None
    on: int | None = None
    off: tuple[int, int] | None = None


def _icons(room: str) -> list[int]:
    treasure = BOOK.rooms[room].treasure
    return [treasure.count(c) for c in CLASSES]


def totals(view: dict[str, Any], viewer: int | None, move: Move | None = None) -> dict[int, list[int]]:
    """Treasure per class of each dungeon still in play, as ``viewer`` can know it, after ``move``."""
    out: dict[int, list[int]] = {}
    for info in view["seats"]:
        seat = info["seat"]
        if info.get("eliminated") or info.get("treasure") is None:
            continue
        mult = info.get("treasure_multiplier", 1)
        total = list(info["treasure"])
        dungeon = info.get("dungeon", [])

        def add(room: str, sign: int) -> None:
            for k, n in enumerate(_icons(room)):
                total[k] += sign * n * mult

        if seat == viewer:  # own face-down rooms will be face up by the time heroes are lured
            for place in dungeon:
                if place.get("face_down") and place.get("room") and not place.get("deactivated"):
                    add(place["room"], 1)
        if move is not None and move.seat == seat and move.room is not None:
            if move.on is not None:
                covered = dungeon[move.on - 1]
                if covered.get("room") and not covered.get("deactivated"):
                    add(covered["room"], -1)
            add(move.room, 1)
        if move is not None and move.off is not None and move.off[0] == seat:
            place = dungeon[move.off[1] - 1]
            if place.get("room") and not place.get("face_down") and not place.get("deactivated"):
                add(place["room"], -1)
        out[seat] = total
    return out


def lure(view: dict[str, Any], viewer: int | None, move: Move | None = None) -> dict[str, int | None]:
    """For each hero in town, the seat whose dungeon it would enter (None: it stays in town)."""
    treasure = totals(view, viewer, move)
    seats = [s for s in (view.get("order") or range(len(view["seats"]))) if s in treasure]
    souls = {s: view["seats"][s].get("soul_count", 0) for s in seats}
    out: dict[str, int | None] = {}
    for hero in view.get("town", []):
        cls = BOOK.heroes[hero].treasure
        if cls == "none":
            values = {s: -souls[s] for s in seats}
        else:
            values = {s: treasure[s][CLASSES.index(cls)] for s in seats}
        if not values:
            out[hero] = None
            continue
        best = max(values.values())
        leaders = [s for s in seats if values[s] == best]
        out[hero] = leaders[0] if len(leaders) == 1 and (cls == "none" or best > 0) else None
    return out
