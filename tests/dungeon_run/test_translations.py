"""Our Dungeon Run card set in Italian and Portuguese (cards/dungeon_run/words/<language>.yaml): every
card, hero ability and tile of the card files has its name and text in each language, translated (not
the English left in place), saying the same numbers, and nothing else is there; the table and the log
show them."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from game.games.dungeon_run import translations
from game.games.dungeon_run.narrate import card_name
from game.i18n import set_language
from .. import card_words

from .. import card_words

LANGUAGES = ("it", "pt-BR")
SECTIONS = {"hero": "heroes", "ability": "abilities", "monster": "monsters", "lord": "lords", "trap": "traps",
            "stranger": "strangers", "treasure": "treasures", "artifact": "artifacts", "tile": "tiles"}
# Names that are the same word in the language: a place name both languages borrowed.
SAME_NAME = {"it": {"arena", "gargoyle"}, "pt-BR": {"arena"}}
DIGITS = re.compile(r"\d+")


def english() -> dict[str, dict[str, dict[str, Any]]]:
    return card_words.english("dungeon_run", SECTIONS)


def translated(language: str) -> dict[str, Any]:
    return card_words.translated(translations.FOLDER, language)


def texts(card: dict[str, Any]) -> dict[str, str]:
    """Every field of a card a player reads, by its path (``ability.text``)."""
    out = {"name": card["name"]}
    for field in ("text", "background", "title"):
        if card.get(field):
            out[field] = card[field]
    for ability in ("ability", "stone"):
        if ability in card:
            out[f"{ability}.name"], out[f"{ability}.text"] = card[ability]["name"], card[ability]["text"]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_has_its_words_in_the_language(language: str) -> None:
    ours, theirs = english(), translated(language)
    assert set(theirs) == set(ours), "one section per kind of card"
    for section, cards in ours.items():
        assert set(theirs[section]) == set(cards), (language, section, set(cards) ^ set(theirs[section]))
        for card_id, card in cards.items():
            want, got = texts(card), texts(theirs[section][card_id])
            assert set(got) == set(want), (language, card_id, set(got) ^ set(want))
            for field, text in want.items():
                assert got[field].strip(), (language, card_id, field)
                same = field == "name" and got[field].lower() in SAME_NAME[language] | {"vorzhul"}
                assert got[field] != text or same, (language, card_id, field, "left in English")
                assert sorted(DIGITS.findall(got[field])) == sorted(DIGITS.findall(text)), \
                    (language, card_id, field, "says other numbers")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_names_every_card_in_the_language(language: str) -> None:
    ours = english()
    set_language(language)
    try:
        for section, cards in ours.items():
            for card_id, card in cards.items():
                name = card_name(card_id)
                assert name and name != card_id, (language, card_id)
                if card.get("text"):
                    assert translations.text(card_id) != card["text"], (language, card_id)
        hero = translations.hero("borrak-ironjaw")
        assert hero.stone[1] != ours["heroes"]["borrak-ironjaw"]["stone"]["text"]
    finally:
        set_language("en")
    assert card_name("tunnel-goblin") == "Tunnel Goblin"


def test_a_missing_translation_shows_the_english_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card a language file leaves out is shown in English rather than as its id."""
    monkeypatch.setattr(translations, "FOLDER", tmp_path)
    translations.load.cache_clear()
    (tmp_path / "it.yaml").write_text("monsters:\n  cave-bear: {name: Orso, text: Un orso.}\n", encoding="utf-8")
    set_language("it")
    try:
        assert translations.name("cave-bear") == "Orso" and translations.name("gargoyle") == "Gargoyle"
    finally:
        set_language("en")
        translations.load.cache_clear()
