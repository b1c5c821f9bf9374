"""Boss Monster in plain words: one sentence per event, as a seat may see it, for the window's log and
the ``replay`` command. The words are in ``game/i18n/<language>/boss-monster.yaml`` under ``log``.

An event's public data names seats (numbers) and cards (ids); its secret part reaches only the seats
allowed to see it, so a sentence that needs a hidden card has a second wording without it.
"""
from __future__ import annotations

from typing import Any

from game.i18n import CATALOGUE, Line, Ref, rich, t

from .cards import book
from .translations import name as card_name

BOOK = book()
CARD_FIELDS = ("hero", "room", "spell", "boss", "card", "by_card")
SEAT_FIELDS = ("seat", "of", "victim")
# Events told with a heading: they open a new part of the story.
HEADINGS = ("turn_begins", "game_over")
# Events with a wording for the seats that see a hidden card and one for everyone else.
SECRET = {"rooms_drawn": "cards", "spells_drawn": "cards", "room_placed": "room", "hand_seen": "cards",
          "card_stolen": "card", "bosses_offered": "bosses", "boss_chosen": "boss", "room_returned": "room"}


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def cards(ids: list[str]) -> str:
    return ", ".join(card_name(c) for c in ids) if ids else t("boss-monster.log.none")


def _params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in event.items():
        if key in CARD_FIELDS and isinstance(value, str):
            out[key] = card(value)
        elif key in SEAT_FIELDS and isinstance(value, int) and 0 <= value < len(names):
            out[key] = names[value]
        elif key == "from" and isinstance(value, int) and 0 <= value < len(names):
            out[key] = names[value]
        elif key == "from":
            out[key] = t(f"boss-monster.source.{value}")
        elif key == "deck":
            out[key] = t(f"boss-monster.deck_name.{value}")
        elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            out[key] = cards(value)
        else:
            out[key] = value
    return out


def event_kind(event: dict[str, Any]) -> str:
    """The event's kind. Two events carry a field named ``kind`` (the kind of card) that hides the
    event's own in its seat-view; they are told apart by their other fields."""
    kind = str(event["kind"])
    if kind in ("room", "spell", "any", "monster-room"):
        return "card_stolen" if "from" in event else "hand_shown"
    return kind


def describe(event: dict[str, Any], names: list[str]) -> Line | None:
    kind = event_kind(event)
    event = {**event, "kind": kind}
    special = _SPECIAL.get(kind)
    if special is not None:
        return special(event, names)
    key = f"boss-monster.log.{kind}"
    if kind in SECRET and SECRET[kind] in event:
        key += "_seen"
    elif kind == "room_placed" and "why" in event:
        key = "boss-monster.log.room_placed_face_up"
    if not CATALOGUE.has(key):
        return Line([(kind.replace("_", " "), None)])
    return Line(rich(key, **_params(event, names)), heading=kind in HEADINGS)


def _lure(event: dict[str, Any], names: list[str]) -> Line:
    params = _params(event, names)
    counts = [c for c in event.get("counts", []) if c is not None]
    params["best"] = max(counts) if counts else 0
    by = event.get("by", "treasure")
    cls = BOOK.heroes[event["hero"]].treasure
    params["cls"] = t(f"boss-monster.class.{cls}") if cls in ("cleric", "fighter", "mage", "thief") else ""
    suffix = "souls" if by == "souls" else "treasure"
    return Line(rich(f"boss-monster.log.{event['kind']}_{suffix}", **params))


def _revealed(event: dict[str, Any], names: list[str]) -> Line:
    shown = "; ".join(t("boss-monster.log.revealed_one", seat=names[r["seat"]], room=card_name(r["room"]),
                        place=r["place"]) for r in event.get("rooms", []))
    return Line(rich("boss-monster.log.rooms_revealed", rooms=shown))


def _bosses(event: dict[str, Any], names: list[str]) -> Line:
    shown = ", ".join(t("boss-monster.log.boss_of", seat=names[p], boss=card_name(b))
                      for p, b in enumerate(event.get("bosses", [])) if b)
    order = ", ".join(names[p] for p in event.get("order", []))
    return Line(rich("boss-monster.log.bosses_revealed", bosses=shown, order=order))


def _swapped(event: dict[str, Any], names: list[str]) -> Line:
    a, b = event["places"]
    first, second = (card(room) for room in event["rooms"])
    return Line(rich("boss-monster.log.rooms_swapped", seat=names[event["seat"]], by=names[event["by"]], a=a, b=b,
                     first=first, second=second))


def _target(event: dict[str, Any], names: list[str]) -> Line:
    params = _params(event, names)
    params["target"] = target_words(event.get("target"), names)
    key = "boss-monster.log.spell_cast_at" if event.get("target") is not None else "boss-monster.log.spell_cast"
    if event["kind"] == "spell_target":
        key = "boss-monster.log.spell_target"
    return Line(rich(key, **params))


def target_words(target: Any, names: list[str]) -> str:
    """What a spell points at: a room as [seat, place, room] ([seat, place] while it is face down), a
    hero or spell by id, or a seat."""
    if isinstance(target, list) and len(target) == 3:
        return t("boss-monster.log.target_named_room", seat=names[int(target[0])], place=target[1],
                 room=card_name(target[2]))
    if isinstance(target, list) and len(target) == 2:
        return t("boss-monster.log.target_room", seat=names[int(target[0])], place=target[1])
    if isinstance(target, list) and len(target) == 1:
        target = target[0]
    if isinstance(target, int):
        return names[target] if 0 <= target < len(names) else str(target)
    if isinstance(target, str):
        return card_name(target)
    return ""


def _over(event: dict[str, Any], names: list[str]) -> Line:
    winners = event.get("winners", [])
    if not winners:
        return Line(rich("boss-monster.log.game_over_none"), heading=True)
    w = winners[0]
    scores = event.get("scores") or [0] * len(names)
    reason = t(f"boss-monster.reason.{event.get('reason', 'souls')}")
    return Line(rich("boss-monster.log.game_over", winner=names[w], score=round(scores[w]), reason=reason),
                heading=True)


def _turn_ends(event: dict[str, Any], names: list[str]) -> Line:
    back = event.get("reactivated") or []
    key = "boss-monster.log.turn_ends_thawed" if back else "boss-monster.log.turn_ends"
    return Line(rich(key, turn=event.get("turn", 0), count=len(back) if isinstance(back, list) else back))


def _shuffled(event: dict[str, Any], names: list[str]) -> Line:
    return Line(rich("boss-monster.log.decks_shuffled", heroes=event.get("heroes", 0),
                     epic=event.get("epic_heroes", 0), rooms=event.get("rooms", 0), spells=event.get("spells", 0)))


_SPECIAL = {"hero_lured": _lure, "hero_stays": _lure, "rooms_revealed": _revealed, "bosses_revealed": _bosses,
            "rooms_swapped": _swapped, "spell_cast": _target, "spell_target": _target, "game_over": _over,
            "turn_ends": _turn_ends, "decks_shuffled": _shuffled}
