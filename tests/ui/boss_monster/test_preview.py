"""The lure preview is the Bait phase's rule worked out over one seat's view: most treasure of the
hero's class strictly, the Fool to the fewest souls, a tie or nothing keeps a hero in town; a seat's
own face-down rooms count for it, nobody else's do."""
from __future__ import annotations

from typing import Any

from game.games.boss_monster.cards import book
from game.ui.tables.boss_monster.preview import Move, lure, totals

BOOK = book()
MAGE_ROOM = next(r.id for r in BOOK.rooms.values() if r.treasure == ("mage",) and not r.advanced)
THIEF_ROOM = next(r.id for r in BOOK.rooms.values() if r.treasure == ("thief",) and not r.advanced)
MAGE_HERO = next(h.id for h in BOOK.heroes.values() if h.treasure == "mage" and not h.epic)
FOOL = next(h.id for h in BOOK.heroes.values() if h.treasure == "none")


def seat(n: int, treasure: list[int], dungeon: list[dict[str, Any]] | None = None, souls: int = 0) -> dict[str, Any]:
    return {"seat": n, "treasure": treasure, "dungeon": dungeon or [], "soul_count": souls, "eliminated": False,
            "treasure_multiplier": 1}


def view(*seats: dict[str, Any], town: list[str]) -> dict[str, Any]:
    return {"seats": list(seats), "town": town, "order": [s["seat"] for s in seats]}


def test_a_tie_keeps_the_hero_in_town_and_a_built_room_breaks_it() -> None:
    v = view(seat(0, [0, 0, 1, 0]), seat(1, [0, 0, 1, 0]), town=[MAGE_HERO])
    assert lure(v, 0) == {MAGE_HERO: None}
    assert lure(v, 0, Move(0, MAGE_ROOM)) == {MAGE_HERO: 0}
    assert totals(v, 0, Move(0, MAGE_ROOM))[0] == [0, 0, 2, 0]


def test_building_on_a_room_takes_its_icons_away() -> None:
    mine = [{"position": 1, "room": MAGE_ROOM, "face_down": False}]
    v = view(seat(0, [0, 0, 2, 0], mine), seat(1, [0, 0, 1, 0]), town=[MAGE_HERO])
    assert lure(v, 0) == {MAGE_HERO: 0}
    assert lure(v, 0, Move(0, THIEF_ROOM, on=1)) == {MAGE_HERO: None}


def test_no_treasure_of_the_class_anywhere_keeps_the_hero_in_town() -> None:
    v = view(seat(0, [1, 0, 0, 0]), seat(1, [0, 1, 0, 0]), town=[MAGE_HERO])
    assert lure(v, 0) == {MAGE_HERO: None}


def test_the_fool_goes_to_the_fewest_souls_and_stays_on_a_tie() -> None:
    assert lure(view(seat(0, [0] * 4, souls=2), seat(1, [0] * 4, souls=1), town=[FOOL]), 0) == {FOOL: 1}
    assert lure(view(seat(0, [0] * 4, souls=1), seat(1, [0] * 4, souls=1), town=[FOOL]), 0) == {FOOL: None}


def test_own_face_down_rooms_count_for_their_owner_only() -> None:
    hidden_mine = [{"position": 1, "room": MAGE_ROOM, "face_down": True}]
    hidden_theirs = [{"position": 1, "room": None, "face_down": True}]  # what seat 0's view shows of it
    v = view(seat(0, [0, 0, 0, 0], hidden_mine), seat(1, [0, 0, 1, 0], hidden_theirs), town=[MAGE_HERO])
    assert totals(v, 0)[0] == [0, 0, 1, 0]
    assert lure(v, 0) == {MAGE_HERO: None}
    assert totals(v, 1)[0] == [0, 0, 0, 0]  # seat 1 does not know what seat 0 built


def test_a_room_put_out_of_play_by_a_spell_stops_counting() -> None:
    mine = [{"position": 1, "room": MAGE_ROOM, "face_down": False}]
    v = view(seat(0, [0, 0, 2, 0], mine), seat(1, [0, 0, 1, 0]), town=[MAGE_HERO])
    assert lure(v, 1, Move(0, off=(0, 1))) == {MAGE_HERO: None}
