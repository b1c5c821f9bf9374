"""Our own Boss Monster cards in the player's language.

English is the card files themselves. Every other language is a data file beside them,
``cards/boss_monster/words/<language>.yaml``: by kind of card (bosses, rooms, spells, heroes) and card
id, the card's name, its rules text (a Boss's is its Level Up) and a Boss's title. A card or a field
the file leaves out is shown in English; ``tests/boss_monster/test_translations.py`` checks that none
is left out. The rules never read these: they work on ids.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from game.engine.cards import CARDS_ROOT, card_words
from game.i18n import CATALOGUE

from .cards import CARDS, Boss, Hero, Room, Spell

FOLDER = CARDS_ROOT / "boss_monster" / "words"
# The sections of a translation file, one per card file.
KINDS = ("bosses", "rooms", "spells", "heroes")


@cache
def load(language: str) -> dict[str, dict[str, Any]]:
    """A language's words by card id."""
    return card_words(FOLDER, language, KINDS)


def _card(card_id: str) -> Boss | Room | Spell | Hero | None:
    for table in (CARDS.rooms, CARDS.spells, CARDS.bosses, CARDS.heroes):
        if card_id in table:
            return table[card_id]
    return None


def _field(card_id: str, field: str) -> str:
    card = _card(card_id)
    english = str(getattr(card, field, ""))
    return str((load(CATALOGUE.language).get(card_id) or {}).get(field, english))


def name(card_id: str) -> str:
    """The card's name in the current language; an unknown id as itself."""
    return _field(card_id, "name") if _card(card_id) is not None else card_id


def text(card_id: str) -> str:
    """The card's rules text in the current language ("" for a hero, which has none)."""
    return _field(card_id, "text")


def title(card_id: str) -> str:
    """A Boss's title in the current language."""
    return _field(card_id, "title")
