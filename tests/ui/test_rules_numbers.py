"""The rules screen says what the table does: every number in a game's rules text is a placeholder
filled from the game's own constants (``Game.rule_numbers``), so the text cannot drift from the rules
the engine enforces; Boss Monster's new opening hand states the condition the engine checks."""
from __future__ import annotations

import re

import pytest

from game.engine.registry import get
from game.games.boss_monster import board
from game.games.boss_monster.board import ROOM
from game.games.boss_monster.rules import setup
from game.i18n import CATALOGUE, set_language
from game.ui.scenes.rules import rules_key, rules_text
from game.ui.tables import menu_games, playable

GAMES = [game_id for game_id in menu_games() if playable(game_id)]
LANGUAGES = [code for code, _ in CATALOGUE.languages()]
# A heading's anchor (``# A turn {#turn}``): braces that are no number's placeholder.
ANCHOR = re.compile(r"\{#[a-z0-9-]+\}")


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_number_in_the_rules_is_read_from_the_games_rules(game_id: str, language: str) -> None:
    set_language(language)
    raw = ANCHOR.sub("", CATALOGUE.raw(rules_key(game_id)))  # a heading's anchor is never drawn
    assert not re.findall(r"\d+", re.sub(r"\{[^}]*\}", "", raw)), "a number typed into the text"
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
