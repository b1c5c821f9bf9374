"""Every word through the catalogues, in every language; the bundled font draws every glyph we use."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pygame
import pygame.freetype

from game.games.monster_day.cards import deck
from game.ui import theme
from game.ui.app import App
from game.ui.i18n import CATALOGUE, FALLBACK

from .helpers import click

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_key_exists_in_every_language() -> None:
    reference = set(CATALOGUE.tables[FALLBACK])
    assert len(CATALOGUE.tables) >= 2
    for code, table in CATALOGUE.tables.items():
        assert set(table) == reference, code


def test_every_translation_fills_the_same_blanks() -> None:
    for code, table in CATALOGUE.tables.items():
        for key, text in table.items():
            assert fields(text) == fields(CATALOGUE.tables[FALLBACK][key]), (code, key)


def test_every_key_the_code_names_is_in_the_catalogue() -> None:
    used = set()
    for path in UI.rglob("*.py"):
        used |= set(re.findall(r'\b(?:t|rich)\("([a-z_.-]+)"', path.read_text()))
    missing = sorted(k for k in used if k not in CATALOGUE.tables[FALLBACK])
    assert not missing


def test_english_card_names_are_the_card_datas() -> None:
    for card in deck().values():
        assert CATALOGUE.tables["en"][f"card.{card.id}"] == card.name


def drawn_strings() -> list[str]:
    """Every catalogue text, every card name, and every non-ASCII character in the window's code."""
    out = [text for table in CATALOGUE.tables.values() for text in table.values()]
    out += [card.name for card in deck().values()]
    for path in UI.rglob("*.py"):
        out += re.findall(r"[^\x00-\x7f]", path.read_text())
    return out


def test_the_bundled_font_has_every_glyph_we_draw() -> None:
    pygame.freetype.init()
    for path in (theme.FONT_REGULAR, theme.FONT_BOLD):
        font = pygame.freetype.Font(str(path), theme.BODY)
        missing = {ch for text in drawn_strings() for ch in set(text) if ch.isprintable()
                   and font.get_metrics(ch)[0] is None}
        assert not missing, (path.name, sorted(missing))


def test_a_font_without_the_glyphs_is_caught() -> None:
    """The check above can fail: pygame's default font lacks the arrows and ellipsis we use."""
    pygame.freetype.init()
    font = pygame.freetype.Font(None, theme.BODY)
    assert any(font.get_metrics(ch)[0] is None for ch in "←…‹")


def test_switching_language_in_settings_changes_the_menu_at_once(app: App) -> None:
    menu = app.stack.top
    assert menu.form.named("new_game").label() == "New game"
    click(app, menu.form.named("settings").rect.center)
    language = app.stack.top.form.named("language")
    while language.value != "it":
        click(app, (language.rect.right - 10, language.rect.centery))
    assert menu.form.named("new_game").label() == "Nuova partita"
    assert app.settings.language == "it"
    assert "language: it" in (app.store.path).read_text()
