"""Every word through the catalogues, in every language; the bundled font draws every glyph we use."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pygame
import pygame.freetype
import yaml

from game.games.monster_day.cards import deck
from game.ui import theme
from game.ui.app import App
from game.i18n import CATALOGUE, FALLBACK, load_catalogue

from .helpers import click

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
I18N = Path(__file__).resolve().parents[2] / "game" / "i18n"


def fields(template: str) -> set[str]:
    """The blanks a template prints; a blank only choosing a word's form ({n:card|cards}) prints
    nothing, and a language whose word does not change with the number may leave it out."""
    return {name for _, name, spec, _ in string.Formatter().parse(template) if name and "|" not in (spec or "")}


class StrictLoader(yaml.SafeLoader):
    """Refuses a key given twice in one mapping (the usual loader keeps the last silently)."""


def _no_duplicates(loader: yaml.SafeLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
    keys = [loader.construct_object(k, deep=deep) for k, _ in node.value]
    twice = {k for k in keys if keys.count(k) > 1}
    assert not twice, f"line {node.start_mark.line + 1}: {sorted(twice)} given twice"
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _no_duplicates)


def test_no_catalogue_gives_a_key_twice() -> None:
    paths = sorted(I18N.glob("*/*.yaml"))
    assert paths
    for path in paths:
        yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)


def test_every_key_exists_in_every_language() -> None:
    reference = set(CATALOGUE.tables[FALLBACK])
    assert {"en", "it", "pt-BR"} <= set(CATALOGUE.tables)
    for code, table in CATALOGUE.tables.items():
        assert set(table) == reference, code


def test_each_catalogue_file_has_the_keys_of_its_english_file() -> None:
    """File by file, so a game's catalogue is checked against its own English one."""
    english = sorted((I18N / FALLBACK).glob("*.yaml"))
    assert {p.name for p in english} >= {"app.yaml", "monster-day.yaml"}
    for language in sorted(p for p in I18N.iterdir() if p.is_dir() and not p.name.startswith("_")):
        assert sorted(p.name for p in language.glob("*.yaml")) == [p.name for p in english], language.name
        for path in english:
            keys = set(load_catalogue(path))
            theirs = set(load_catalogue(language / path.name))
            assert theirs == keys, (language.name, path.name, sorted(keys ^ theirs)[:10])


def test_the_aces_and_every_card_have_their_own_name_in_each_language() -> None:
    for code in ("it", "pt-BR"):
        for card in deck().values():
            key = f"monster-day.card.{card.id}"
            assert CATALOGUE.tables[code][key] != CATALOGUE.tables[FALLBACK][key], (code, card.id)


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
        assert CATALOGUE.tables["en"][f"monster-day.card.{card.id}"] == card.name


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


KEY_LIKE = re.compile(r"^[a-z_]+(\.[a-z_-]+)+$")


def test_no_screen_shows_a_bare_key_in_any_language(app: App) -> None:
    """Every scene is drawn in every language while the font records what it was asked to write."""
    from game.engine.match import Seat
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.overlays import GameOver, HandOff, Pause
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.saves import LoadScene, SaveScene
    from game.ui.scenes.settings import SettingsScene

    from .conftest import table
    from .helpers import frame

    written: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    for code, _ in CATALOGUE.languages():
        app.settings.language = code
        app.save_settings()
        frame(app)
        app.push(NewGameScene(app))
        frame(app)
        app.stack.top.form.named("dungeon-run").activate()
        frame(app)
        scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
        for _ in range(5):
            frame(app)
        for make in (lambda: Pause(app, scene), lambda: SettingsScene(app), lambda: LoadScene(app),
                     lambda: SaveScene(app, scene.session), lambda: RulesScene(app, "monster-day"),
                     lambda: HandOff(app, "Bea", lambda: None)):
            app.push(make())
            frame(app)
            app.pop()
        scene.session.cancel_thinking()
        while not scene.session.state.is_terminal():
            scene.session.match.submit(scene.session.state.legal_actions()[0])
        for _ in range(5):
            frame(app)
        assert isinstance(app.stack.top, GameOver)
        app.pop()
    shown = {text for text in written if KEY_LIKE.match(text.strip())}
    assert not shown
    assert len(set(written)) > 100


def test_a_word_after_a_number_takes_the_form_of_that_number() -> None:
    """``{n:one|other}`` in a template: the first form for a count of one, the second otherwise."""
    from game.i18n import Catalogue, plural

    catalogue = Catalogue()
    catalogue.tables["en"]["test.wounds"] = "{n} {n:wound|wounds} ({left} {left:is|are} left)"
    assert catalogue.t("test.wounds", n=1, left=3) == "1 wound (3 are left)"
    assert catalogue.t("test.wounds", n=0, left=1) == "0 wounds (1 is left)"
    assert [text for text, _ in catalogue.rich("test.wounds", n=2, left=1)] == ["2", " ", "wounds", " (", "1", " ",
                                                                                "is", " left)"]
    assert plural(-1, "step|steps") == "step" and plural("two", "step|steps") == "steps"
