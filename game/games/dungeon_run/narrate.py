"""Dungeon Run's events in plain words, for the window's log and ``replay``.

Each event kind has a sentence ``dungeon-run.log.<kind>`` (or ``<kind>.<variant>`` when a yes/no or a
reason changes the sentence). The event is read as the seat looking may see it: a secret part absent
from the event (a drawn ability, a vote) is simply not told.
"""
from __future__ import annotations

from typing import Any

from game.i18n import CATALOGUE, Line, Ref, Segment, rich, t

from .translations import name as translated
from .cards import card_data
from .state import direction_between

SEAT_FIELDS = ("seat", "roller", "victim", "target", "trader", "partner", "first")
# Fields naming a card; a place (a tile laid on the map) is named by its tile, never by its square.
CARD_FIELDS = ("card", "monster", "trap", "stranger", "tile", "hero", "treasure", "lord", "give", "ask", "place",
               "beside", "from_place", "to_place")
CARD_LISTS = ("cards", "revealed", "found", "discarded")
DICE_FIELDS = ("dice", "before", "after", "target_dice")
# A strike's high dice split in shares, each told as a clause (``dungeon-run.assigned.<share>``) that says
# in words when no die went to it: a dash would read "cancelling –".
SHARES = ("cancel", "wound")
# Fields whose value is a word of the game's own (``dungeon-run.<field>.<value>``), under another name.
WORD_FIELDS = {"target_stat": "stat"}
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


def card_name(card_id: str) -> str:
    """A card's name in the current language; the Magic Stone and the Lord's room are the game's own
    pieces, named in words."""
    if card_id == STONE or card_id == "lords-room":
        return t(f"dungeon-run.piece.{card_id}")
    return translated(card_id)


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def word(field: str, value: str) -> str | None:
    """A value the game names in words (a stat, a direction, a slot, a vote), or None."""
    key = f"dungeon-run.{WORD_FIELDS.get(field, field)}.{value}"
    return t(key) if CATALOGUE.has(key) else None


def dice_text(dice: list[int]) -> str:
    return " ".join(str(d) for d in dice) if dice else "–"


def _who(value: Any, names: list[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return t("dungeon-run.words.nobody")


def params(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's fields as sentence parameters: seats by name, cards and places as hoverable names,
    dice as faces, the game's words (stats, directions, slots) in the current language."""
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
        elif name in SHARES and isinstance(value, list):
            out[name] = t(f"dungeon-run.assigned.{name}", dice=dice_text(value)) if value \
                else t(f"dungeon-run.assigned.{name}-none")
        elif isinstance(value, str) and word(name, value) is not None:
            out[name] = word(name, value)
        else:
            out[name] = value
    if "by" in event:
        out["by"] = _who(event["by"], names) if isinstance(event["by"], int) or event["by"] is None else event["by"]
    if isinstance(event.get("why"), str) and event["why"] in card_data().traps:
        out["why"] = card(event["why"])  # a trap that cost the hero their turn
    if isinstance(event.get("from"), list) and isinstance(event.get("to"), list):
        way = direction_between(tuple(event["from"]), tuple(event["to"]))  # type: ignore[arg-type]
        out["dir"] = word("dir", way) if way else ""
    if event.get("kind") == "game_over":
        winners = event.get("winners") or []
        out["winner"] = ", ".join(names[w] for w in winners if 0 <= w < len(names))
        out["score"] = (event.get("details") or {}).get("score", 0)
    return out


def sentence(key: str, **values: Any) -> list[Segment]:
    """A sentence of the catalogue (its counts with their words in the right form, ``{n:wound|wounds}``),
    opening with a capital even when it opens on a name."""
    segments = rich(key, **values)
    if segments and segments[0][0][:1].islower():  # a sentence that opens on a name ("the Lord's room")
        text, ref = segments[0]
        segments[0] = (text[:1].upper() + text[1:], ref if ref is None else Ref(text[:1].upper() + text[1:], ref.card))
    return segments


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
    return Line(sentence(key, **params(event, names)), heading=event["kind"] in HEADINGS)
