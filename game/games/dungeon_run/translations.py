"""Our own Dungeon Run cards in the player's language.

English is the card files themselves. Every other language is a data file beside them,
``cards/dungeon_run/words/<language>.yaml``: by kind of card (as the card files are split) and card
id, the card's name and text, and for a hero the background and both abilities, for a Dungeon Lord
the title. A card or a field the file leaves out is shown in English; ``tests/dungeon_run/
test_translations.py`` checks that none is left out.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.engine.cards import CARDS_ROOT, card_words
from game.i18n import CATALOGUE

from .cards import card_data

FOLDER = CARDS_ROOT / "dungeon_run" / "words"
# The sections of a translation file, one per kind of card.
KINDS = ("heroes", "abilities", "monsters", "lords", "traps", "strangers", "treasures", "artifacts", "tiles")


@cache
def load(language: str) -> dict[str, dict[str, Any]]:
    """A language's words by card id."""
    return card_words(FOLDER, language, KINDS)


def _entry(card_id: str) -> dict[str, Any]:
    return load(CATALOGUE.language).get(card_id) or {}


@dataclass(frozen=True)
class HeroWords:
    name: str
    background: str
    ability: tuple[str, str]  # name, text
    stone: tuple[str, str]  # the Stone ability: name, text


def name(card_id: str) -> str:
    """The card's name in the current language; a Dungeon Lord's with his title."""
    data = card_data()
    entry = _entry(card_id)
    if card_id in data.monsters and data.monsters[card_id].lord:
        english = data.monsters[card_id].name
        if "name" in entry and "title" in entry:
            return f"{entry['name']}, {entry['title']}"
        return english
    for group in (data.heroes, data.abilities, data.monsters, data.traps, data.strangers, data.items, data.tiles):
        if card_id in group:
            return str(entry.get("name", group[card_id].name))
    return card_id


def text(card_id: str) -> str:
    """The card's rules text in the current language ("" for a card without one)."""
    data = card_data()
    for group in (data.abilities, data.monsters, data.traps, data.strangers, data.items, data.tiles):
        if card_id in group:
            return str(_entry(card_id).get("text", group[card_id].text))
    return ""


def hero(hero_id: str) -> HeroWords:
    card = card_data().heroes[hero_id]
    entry = _entry(hero_id)
    ability, stone = entry.get("ability") or {}, entry.get("stone") or {}
    return HeroWords(str(entry.get("name", card.name)), str(entry.get("background", card.background)),
                     (str(ability.get("name", card.ability.name)), str(ability.get("text", card.ability.text))),
                     (str(stone.get("name", card.stone.name)), str(stone.get("text", card.stone.text))))
