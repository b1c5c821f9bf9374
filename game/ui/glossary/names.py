"""The names of a game's cards in the player's language: a keyword inside one ("Soul" in Soul
Harvest) is part of the name, not the keyword, and is left unexplained."""
from __future__ import annotations

from functools import lru_cache

from game.engine import registry
from game.i18n import CATALOGUE


def card_names(game_id: str) -> tuple[str, ...]:
    return _names(game_id, CATALOGUE.language)


@lru_cache(maxsize=16)
def _names(game_id: str, language: str) -> tuple[str, ...]:
    game = registry.get(game_id)
    ids = {card["id"] for cards in game.load_card_set().by_kind.values() for card in cards
           if isinstance(card.get("id"), str)}
    return tuple(sorted({game.card_name(card) for card in ids} - {""}))
