"""Our Boss Monster cards in Italian and Portuguese (cards/boss_monster/words/<language>.yaml): every
Boss, room, spell and hero of the card files has its name (and a Boss its title, every card but a hero
its rules text) in each language, translated (not the English left in place), saying the same
numbers, and nothing else is there; the card faces, the log, the prompts and the bar show them."""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from game import i18n
from game.games.boss_monster import narrate, translations
from game.i18n import set_language
from .. import card_words

LANGUAGES = ("it", "pt-BR")
SECTIONS = {"boss": "bosses", "room": "rooms", "spell": "spells", "hero": "heroes"}
FIELDS = ("name", "title", "text")
# Names that are the same word in the language: a Boss's own name, a hero's proper name.
SAME_NAME = {"it": {"draculord", "xyzax", "robobo", "cerebellus", "seducia", "cleopatra", "gorgona", "lord-van-ette"},
             "pt-BR": {"draculord", "xyzax", "robobo", "cerebellus", "seducia", "gorgona"}}
# The names the rulebooks print, which the translations must use.
RULEBOOK = {"it": {"dark-altar": "Altare Oscuro", "dracolich-lair": "Tana del Dragolich",
                   "torture-chamber": "Camera delle Torture", "golem-factory": "Fabbrica di Golem"},
            "pt-BR": {"dark-altar": "Altar Sombrio", "dracolich-lair": "Covil do Dracolich",
                      "torture-chamber": "Câmara de Tortura", "golem-factory": "Fábrica de Golens"}}
DIGITS = re.compile(r"\d+")


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    try:
        yield request.param
    finally:
        set_language("en")


def english() -> dict[str, dict[str, dict[str, Any]]]:
    return card_words.english("boss_monster", SECTIONS)


def translated(language: str) -> dict[str, Any]:
    return card_words.translated(translations.FOLDER, language)


def texts(card: dict[str, Any]) -> dict[str, str]:
    """Every field of a card a player reads."""
    return {field: card[field] for field in FIELDS if field in card}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_has_its_words_in_the_language(language: str) -> None:
    ours, theirs = english(), translated(language)
    assert set(theirs) == set(ours), "one section per card file"
    assert sum(len(cards) for cards in ours.values()) == 96  # the 155 cards of the base set, by kind
    for section, cards in ours.items():
        assert set(theirs[section]) == set(cards), (language, section, set(cards) ^ set(theirs[section]))
        for card_id, card in cards.items():
            want, got = texts(card), texts(theirs[section][card_id] or {})
            assert set(got) == set(want), (language, card_id, set(got) ^ set(want))
            for field, text in want.items():
                assert isinstance(got[field], str) and got[field].strip(), (language, card_id, field)
                same = field == "name" and card_id in SAME_NAME[language]
                assert got[field] != text or same, (language, card_id, field, "left in English")
                assert sorted(DIGITS.findall(got[field])) == sorted(DIGITS.findall(text)), \
                    (language, card_id, field, "says other numbers")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_name_the_rulebook_prints_is_the_rulebooks(language: str) -> None:
    words = translated(language)["rooms"]
    for card_id, name in RULEBOOK[language].items():
        assert words[card_id]["name"] == name, (language, card_id)


def test_a_name_is_chosen_once() -> None:
    """No two cards share a name in a language, so a name in the log points at one card."""
    for language in LANGUAGES:
        names = [entry["name"] for section in translated(language).values() for entry in section.values()]
        assert len(names) == len(set(names)), language


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tables_own_words_name_a_card_as_its_face_does(language: str) -> None:
    """The rules tab and the options speak of a card by its name in the language, never the English."""
    words = [text for key, text in i18n.CATALOGUE.tables[language].items() if key.startswith("boss-monster.")]
    for cards in english().values():
        for card_id, card in cards.items():
            if card_id not in SAME_NAME[language]:
                assert not any(card["name"] in text for text in words), (language, card["name"])


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_log_and_the_prompts_name_cards_in_the_language(language: str) -> None:
    words = translated(language)
    altar, seducia = words["rooms"]["dark-altar"]["name"], words["bosses"]["seducia"]
    line = narrate.describe({"kind": "room_built", "seat": 0, "room": "dark-altar", "position": 1}, ["Anna", "Bea"])
    assert line is not None and altar in line.text() and "Dark Altar" not in line.text()
    said = i18n.words("boss-monster.action.use", {"card": "dark-altar", "target_seat": 0, "position": 1},
                      translations.name, str)
    assert altar in said and "Dark Altar" not in said
    assert translations.title("seducia") == seducia["title"] and translations.text("seducia") == seducia["text"]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_zoomed_face_shows_the_name_and_text_in_the_language(language: str) -> None:
    import pygame

    from game.ui import theme
    from game.ui.tables.boss_monster.faces import BossMonsterPainter
    from game.ui.text import Fonts

    class Written(Fonts):
        """Fonts that keep every string drawn."""

        def __init__(self) -> None:
            super().__init__()
            self.said: list[str] = []

        def draw(self, target: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            self.said.append(text)
            return super().draw(target, text, *args, **kwargs)

    pygame.font.init()
    words = translated(language)
    for section, card_id in (("rooms", "dark-altar"), ("spells", "counterspell"), ("bosses", "king-croak"),
                             ("heroes", "the-fool")):
        fonts = Written()
        surface = pygame.Surface(theme.CARD_SIZES["zoom"], pygame.SRCALPHA)
        BossMonsterPainter(fonts).face(surface, card_id, "zoom")
        drawn = " ".join(fonts.said)
        entry = words[section][card_id]
        assert entry["name"] in drawn, (language, card_id)
        if "text" in entry:
            assert " ".join(entry["text"].split()[:4]) in drawn, (language, card_id)
        if "title" in entry:
            assert entry["title"] in drawn, (language, card_id)
