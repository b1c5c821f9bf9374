"""Dungeon Run's events in plain words, for the window's log and ``replay``.

Each event kind has a sentence ``dungeon-run.log.<kind>`` (or ``<kind>.<variant>`` when a yes/no or a
reason changes the sentence). The event is read as the seat looking may see it: a secret part absent
from the event (a drawn ability, a vote) is simply not told.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from game.i18n import CATALOGUE, Line, Ref, rich, t

from .cards import card_data

SEAT_FIELDS = ("seat", "roller", "victim", "target", "trader", "partner", "first")
CARD_FIELDS = ("card", "monster", "trap", "stranger", "tile", "hero", "treasure", "lord", "give", "ask", "source")
CARD_LISTS = ("cards", "revealed", "found", "discarded")
DICE_FIELDS = ("dice", "before", "after", "target_dice", "cancel", "wound")
# The field whose value picks the sentence (``log.<kind>.<value>``).
VARIANT = {
    "flee_result": "escaped", "trap_result": "disarmed", "bridge_crossed": "fell", "channel_crossed": "crossed",
    "steal_rolled": "success", "trial_rolled": "passed", "well_offering": "sword", "vote_result": "spared",
    "trade_answered": "accepted", "arena_exit": "free", "book_read": "learns", "encounter_discarded": "why",
    "free_attack": "why", "hero_healed": "by", "item_dropped": "why", "stranger_met": "reward",
    "hero_moved": "why",
}
HEADINGS = frozenset({"turn_begins", "round_begins", "endgame_begins", "game_over"})
STONE = "magic-stone"


@cache
def _names() -> dict[str, str]:
    cards = card_data()
    out: dict[str, str] = {}
    for group in (cards.heroes, cards.abilities, cards.monsters, cards.traps, cards.strangers, cards.items,
                  cards.tiles):
        out.update({card_id: card.name for card_id, card in group.items()})
    return out


def card_name(card_id: str) -> str:
    """A card's name; the Magic Stone and the Lord's room are the game's own pieces, named in words."""
    if card_id == STONE or card_id == "lords-room":
        return t(f"dungeon-run.piece.{card_id}")
    return _names().get(card_id, card_id)


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def counted(key: str, n: int, **params: Any) -> str:
    """A phrase with a count in it, in the form the count takes: ``<key>.one`` for one, else
    ``<key>.other`` (English, Italian and Portuguese need no other forms)."""
    return t(f"{key}.{'one' if n == 1 else 'other'}", n=n, **params)


def dice_text(dice: list[int]) -> str:
    return " ".join(str(d) for d in dice) if dice else "–"


def _who(value: Any, names: list[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return t("dungeon-run.words.nobody")


def params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's fields as sentence parameters: seats by name, cards as hoverable names, dice as faces."""
    out: dict[str, Any] = {}
    for name, value in event.items():
        if name in SEAT_FIELDS:
            out[name] = _who(value, names)
        elif name in CARD_FIELDS and isinstance(value, str):
            out[name] = card(value) if value != "nothing" else t("dungeon-run.words.nothing")
        elif name in CARD_LISTS and isinstance(value, list):
            out[name] = ", ".join(card_name(c) for c in value) or t("dungeon-run.words.nothing")
            out[f"{name}_count"] = len(value)
        elif name in DICE_FIELDS and isinstance(value, list):
            out[name] = dice_text(value)
        elif name in ("stat", "target_stat") and isinstance(value, str) and value:
            out[name] = t(f"dungeon-run.stat.{value}")
        elif name in ("from", "to") and isinstance(value, list):
            out[name] = f"{value[0]},{value[1]}"
        else:
            out[name] = value
    if "by" in event:
        out["by"] = _who(event["by"], names) if isinstance(event["by"], int) or event["by"] is None else event["by"]
    if "x" in event and "y" in event:
        out["cell"] = f"{event['x']},{event['y']}"
    if event.get("kind") == "game_over":
        winners = event.get("winners") or []
        out["winner"] = ", ".join(names[w] for w in winners if 0 <= w < len(names))
        out["score"] = (event.get("details") or {}).get("score", "")
    return out


def key_for(event: dict[str, Any]) -> str:
    kind = event["kind"]
    base = f"dungeon-run.log.{kind}"
    field = VARIANT.get(kind)
    if field is not None:
        value = event.get(field)
        variant = ("yes" if value else "no") if isinstance(value, bool) else str(value).lower()
        return f"{base}.{variant}" if CATALOGUE.has(f"{base}.{variant}") else f"{base}.other"
    if kind == "game_over":
        return f"{base}.{event.get('reason', 'other')}" if CATALOGUE.has(f"{base}.{event.get('reason')}") \
            else f"{base}.other"
    secret = {"abilities_drawn": "cards", "vote_cast": "vote", "lord_seen": "lord"}.get(kind)
    if secret is not None:
        return f"{base}.{'seen' if secret in event else 'hidden'}"
    return base


def describe(event: dict[str, Any], names: list[str]) -> Line | None:
    """One event in words as the seat looking may see it; None for an event that tells nothing."""
    key = key_for(event)
    if not CATALOGUE.has(key):
        return None
    return Line(rich(key, **params(event, names)), heading=event["kind"] in HEADINGS)
