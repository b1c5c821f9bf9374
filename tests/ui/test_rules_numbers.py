"""The rules screen says what the table does: every number in a game's rules text, in digits or in
words, is a placeholder filled from the game's own constants (``Game.rule_numbers``), so the text cannot
drift from the rules the engine enforces; Boss Monster's new opening hand states the condition the
engine checks."""
from __future__ import annotations

import re

import pytest

from game.engine.registry import get
from game.games.boss_monster import board
from game.games.boss_monster.board import ROOM
from game.games.boss_monster.rules import setup
from game.games.monster_day import cards as monster_day_cards
from game.games.gauntlet_of_fools import heroes as gauntlet_heroes
from game.i18n import CATALOGUE, set_language
from game.i18n.numbers import in_words
from game.ui.scenes.rules import rules_key, rules_text
from game.ui.tables import menu_games, playable

GAMES = [game_id for game_id in menu_games() if playable(game_id)]
LANGUAGES = [code for code, _ in CATALOGUE.languages()]
# A heading's anchor (``# A turn {#turn}``): braces that are no number's placeholder.
ANCHOR = re.compile(r"\{#[a-z0-9-]+\}")
# The number words from zero to twenty and the tens, typed here apart from the words the text is
# filled with. One is left out: "a"/"one" in Italian and Portuguese is the article too, and in English
# the pronoun ("keeps one of them"); "sei" is Italian's "you are" as well as six, so it stays in and
# the text says "you are" another way.
NUMBER_WORDS = {
    "en": "zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred",
    "it": "zero due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici "
          "diciassette diciotto diciannove venti trenta quaranta cinquanta sessanta settanta ottanta novanta cento",
    "pt-BR": "zero dois duas três quatro cinco seis sete oito nove dez onze doze treze catorze quatorze quinze "
             "dezesseis dezessete dezoito dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta "
             "noventa cem",
}


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_number_in_the_rules_is_read_from_the_games_rules(game_id: str, language: str) -> None:
    set_language(language)
    raw = ANCHOR.sub("", CATALOGUE.raw(rules_key(game_id)))  # a heading's anchor is never drawn
    typed = re.sub(r"\{[^}]*\}", "", raw)
    assert not re.findall(r"\d+", typed), "a number typed into the text"
    words = set(NUMBER_WORDS[language].split())
    assert not [word for word in re.findall(r"\w+", typed.lower()) if word in words], "a number word typed into the text"
    numbers = get(game_id).rule_numbers()
    placeholders = {name.split(":")[0] for name in re.findall(r"\{([^}]*)\}", raw)}
    assert placeholders <= set(numbers)  # nothing left unfilled
    text = ANCHOR.sub("", rules_text(game_id))
    assert "{" not in text
    shown = set(re.findall(r"\d+", text))
    assert shown <= {part for value in numbers.values() for part in re.findall(r"\d+", str(value))}


def test_the_rules_text_changes_with_the_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text reads the constants when shown: a change to the rules is a change to the text."""
    before = rules_text("boss-monster")
    monkeypatch.setattr(board, "WIN_SOULS", 97)
    monkeypatch.setattr(setup, "MULLIGAN_MATCH", 98)
    after = rules_text("boss-monster")
    assert "97 souls" in after and "97" not in before
    assert "at least 98 Advanced rooms" in after and "98" not in before


@pytest.mark.parametrize(("language", "dice", "wounds"), [("en", "Roll the three dice", "with five wounds"),
                                                          ("it", "Tira i tre dadi", "con cinque ferite"),
                                                          ("pt-BR", "Role os três dados", "com cinco ferimentos")])
def test_numbers_in_words_change_with_the_constants(monkeypatch: pytest.MonkeyPatch, language: str, dice: str,
                                                    wounds: str) -> None:
    set_language(language)
    assert dice not in rules_text("monster-day") and wounds not in rules_text("gauntlet-of-fools")
    monkeypatch.setattr(monster_day_cards, "DICE", 3)
    monkeypatch.setattr(gauntlet_heroes, "DEATH_WOUNDS", 5)
    assert dice in rules_text("monster-day") and wounds in rules_text("gauntlet-of-fools")


def test_numbers_in_words_take_the_languages_forms() -> None:
    assert [in_words(n, "en") for n in (0, 4, 12, 20, 40)] == ["zero", "four", "twelve", "twenty", "forty"]
    assert in_words(2, "pt-BR") == "dois" and in_words(2, "pt-BR", feminine=True) == "duas"
    assert in_words(1, "it", feminine=True) == "una" and in_words(6, "it") == "sei"
    assert in_words(23, "en") == "23"  # past the words kept, digits
    set_language("pt-BR")  # "ações" is feminine: the template asks for the feminine form
    assert "Seu turno: duas ações" in rules_text("dungeon-run")


@pytest.mark.parametrize("language", LANGUAGES)
def test_boss_monsters_new_hand_states_the_engines_condition(language: str) -> None:
    set_language(language)
    text = rules_text("boss-monster")
    assert text.count(f" {setup.MULLIGAN_MATCH} ") >= 4  # Advanced rooms, one treasure icon: in setup and rulings
    advanced = [room for room in ROOM if ROOM[room].advanced]
    basic = next(room for room in ROOM if not ROOM[room].advanced)
    assert setup.may_mulligan(advanced[:setup.MULLIGAN_MATCH] + [basic])
    if language == "en":
        assert f"at least {setup.MULLIGAN_MATCH} Advanced rooms, or at least {setup.MULLIGAN_MATCH} rooms showing " \
               "the same treasure icon" in text
