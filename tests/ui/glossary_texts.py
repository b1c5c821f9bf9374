"""Every text a game shows in the current language, for the glossary's tests: its catalogue (prompts,
options, the log, its rules) and what each of its cards says when enlarged."""
from __future__ import annotations

from game.engine import registry
from game.i18n import CATALOGUE
from game.ui.glossary.cards import card_words


def cards(game_id: str) -> list[str]:
    """Every card id of the game, a Dungeon Run hero as the draft shows it (with all its text)."""
    ids = []
    for kind, records in registry.get(game_id).load_card_set().by_kind.items():
        ids += [c["id"] + ("#draft" if kind == "hero" and game_id == "dungeon-run" else "") for c in records]
    return ids


def catalogue_texts(game_id: str) -> list[str]:
    prefixes = (f"{game_id}.", f"illegal.{game_id.replace('-', '_')}.")
    return [CATALOGUE.t(key) for key in CATALOGUE.tables["en"] if key.startswith(prefixes)]


def texts(game_id: str) -> list[str]:
    return catalogue_texts(game_id) + [card_words(game_id, card) for card in cards(game_id)]
