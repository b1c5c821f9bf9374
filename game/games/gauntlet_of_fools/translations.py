"""Our own Gauntlet of Fools cards in the player's language.

English is the card files themselves. Every other language is a data file beside them,
``cards/gauntlet_of_fools/words/<language>.yaml``: by kind of card (as the card files are split) and
card id, the card's name and text. A card or a field the file leaves out is shown in English;
``tests/gauntlet_of_fools/test_translations.py`` checks that none is left out. Every place that shows
a card (its face, the hero strips, the log, prompts, options, the odds panel) asks here, so a card has
one name in a language.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from game.engine.cards import CARDS_ROOT, card_words
from game.i18n import CATALOGUE

from .cards import Boast, Encounter, Gear, book

FOLDER = CARDS_ROOT / "gauntlet_of_fools" / "words"
# The sections of a translation file, one per card file.
KINDS = ("classes", "weapons", "boasts", "encounters")


@cache
def load(language: str) -> dict[str, dict[str, Any]]:
    """A language's words by card id."""
    return card_words(FOLDER, language, KINDS)


def _card(card_id: str) -> Gear | Encounter | Boast | None:
    b = book()
    for table in (b.classes, b.weapons, b.encounters, b.boasts):
        if card_id in table:
            return table[card_id]  # type: ignore[return-value]
    return None


def _field(card_id: str, field: str) -> str | None:
    card = _card(card_id)
    if card is None:
        return None
    entry = load(CATALOGUE.language).get(card_id) or {}
    return str(entry.get(field, getattr(card, field)))


def name(card_id: str) -> str:
    """The card's name in the current language; an id that is no card as it is."""
    return _field(card_id, "name") or card_id


def text(card_id: str) -> str:
    """The card's rules text in the current language ("" for an id that is no card)."""
    return _field(card_id, "text") or ""
