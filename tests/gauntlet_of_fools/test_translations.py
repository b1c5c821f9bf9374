"""Our Gauntlet of Fools cards in Italian and Portuguese (cards/gauntlet_of_fools/words/<language>.yaml):
every card of the card files has its name and text in each language, translated (not the English
left in place, except the names the Italian rulebook keeps in English), saying the same numbers, and
nothing else is there; the faces, the hero strips, the log and the catalogue's sentences show them,
each card by one name."""
from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest

from game.games.gauntlet_of_fools import narrate, translations
from game.i18n import CATALOGUE, set_language

from .. import card_words

LANGUAGES = ("it", "pt-BR")
SECTIONS = {"class": "classes", "weapon": "weapons", "boast": "boasts", "encounter": "encounters"}
# The Italian rulebook (seed 003) calls every class and weapon by its English name.
KEPT_IN_ENGLISH = {"it": ("classes", "weapons"), "pt-BR": ()}
# Names that are the same word in the language.
SAME_NAME = {"it": {"banshee", "goblin", "troll", "gargoyle"}, "pt-BR": {"banshee", "goblin", "troll", "berserker",
                                                                       "ninja"}}
DIGITS = re.compile(r"\d+")


def english() -> dict[str, dict[str, dict[str, Any]]]:
    return card_words.english("gauntlet_of_fools", SECTIONS)


def translated(language: str) -> dict[str, Any]:
    return card_words.translated(translations.FOLDER, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_has_its_name_and_text_in_the_language(language: str) -> None:
    ours, theirs = english(), translated(language)
    assert set(theirs) == set(ours), "one section per card file"
    for section, cards in ours.items():
        assert set(theirs[section]) == set(cards), (language, section, set(cards) ^ set(theirs[section]))
        for card_id, card in cards.items():
            got = theirs[section][card_id]
            assert set(got) == {"name", "text"}, (language, card_id, set(got))
            for field in ("name", "text"):
                assert str(got[field]).strip(), (language, card_id, field, "empty")
                assert sorted(DIGITS.findall(got[field])) == sorted(DIGITS.findall(card[field])), \
                    (language, card_id, field, "says other numbers")
            assert got["text"] != card["text"], (language, card_id, "text left in English")
            if section in KEPT_IN_ENGLISH[language]:
                assert got["name"] == card["name"], (language, card_id, "the rulebook's name is the English one")
            else:
                assert got["name"] != card["name"] or got["name"].lower() in SAME_NAME[language], \
                    (language, card_id, "name left in English")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_cards_share_a_name(language: str) -> None:
    names = [entry["name"] for section in translated(language).values() for entry in section.values()]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_and_the_log_name_every_card_in_the_language(language: str) -> None:
    ours = english()
    set_language(language)
    try:
        for section, cards in ours.items():
            for card_id, card in cards.items():
                entry = translated(language)[section][card_id]
                assert narrate.card_name(card_id) == entry["name"], (language, card_id)
                assert translations.text(card_id) == entry["text"], (language, card_id)
    finally:
        set_language("en")
    assert narrate.card_name("minotaur") == "Minotaur" and translations.text("minotaur") == "A plain monster."


def test_a_missing_translation_shows_the_english_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card a language file leaves out is shown in English rather than as its id."""
    monkeypatch.setattr(translations, "FOLDER", tmp_path)
    translations.load.cache_clear()
    (tmp_path / "it.yaml").write_text("encounters:\n  wolf: {name: Lupo}\n", encoding="utf-8")
    set_language("it")
    try:
        assert translations.name("wolf") == "Lupo" and translations.text("wolf") == "A plain monster."
        assert translations.name("giant") == "Giant" and translations.name("no-such-card") == "no-such-card"
    finally:
        set_language("en")
        translations.load.cache_clear()
    assert CATALOGUE.language == "en"


def _named(text: str, names: dict[str, str]) -> set[str]:
    """The cards ``text`` names, by id: the longest names first, so "Spear Trap" is not also the Spear."""
    found: set[str] = set()
    for card_id, name in sorted(names.items(), key=lambda item: -len(item[1])):
        pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
        if pattern.search(text):
            found.add(card_id)
            text = pattern.sub("\0", text)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_calls_each_card_by_its_name_in_the_language(language: str) -> None:
    """Wherever a sentence of the table, the log or the rules names a card in English, its
    translation names it as the card itself does in that language ("Usa Adventurer" under a prompt
    that said "Avventuriero" was two names for one card)."""
    prefix = "gauntlet-of-fools."
    english_names = {card_id: card["name"] for cards in english().values() for card_id, card in cards.items()}
    theirs = {card_id: entry["name"] for section in translated(language).values() for card_id, entry in section.items()}
    wrong = []
    for key, text in CATALOGUE.tables["en"].items():
        if not key.startswith(prefix):
            continue
        there = CATALOGUE.tables[language].get(key, "")
        for card_id in _named(text, english_names):
            if card_id not in _named(there, {card_id: theirs[card_id]}):
                wrong.append((key, theirs[card_id]))
    assert not wrong, wrong


# A count's word in each language: its form for one, its form for any other count.
COUNTED = {"en": [("die", "dice"), ("wound", "wounds"), ("token", "tokens"), ("penalty", "penalties")],
           "it": [("dado", "dadi"), ("ferita", "ferite"), ("segnalino", "segnalini")],
           "pt-BR": [("dado", "dados"), ("ferimento", "ferimentos"), ("ficha", "fichas"), ("penalidade", "penalidades")]}


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_a_count_takes_the_form_of_its_number(language: str) -> None:
    """Every sentence with a count, filled with one and then with two: "Roll 1 dice" and "Tira 1
    dadi" were the plural after one. Every field is given the count: the sentence's other fields
    read oddly, but its counts are what is checked."""
    wrong = []
    set_language(language)
    try:
        for key, template in CATALOGUE.tables[language].items():
            fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
            if not key.startswith("gauntlet-of-fools.") or not fields:
                continue
            for count, form in ((1, 1), (2, 0)):
                filled = CATALOGUE.t(key, **{name: count for name in fields})
                for forms in COUNTED[language]:
                    if re.search(rf"(?<![\d/.,]){count} {forms[form]}(?!\w)", filled):
                        wrong.append((key, filled))
    finally:
        set_language("en")
    assert not wrong, wrong
