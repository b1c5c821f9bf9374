"""The shell around the tables: settings on disk, the games the menu offers, the rules screen."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.engine import saves
from game.engine.match import Match, Seat
from game.ui.app import App
from game.i18n import t
from game.ui.scenes.menu import MainMenu
from game.ui.text import Fonts
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.overlays import Dialog
from game.ui.scenes.rules import RulesScene
from game.ui.settings import Settings, SettingsStore
from game.engine import registry
from game.ui import tables
from game.ui.tables import menu_games, playable, table_for

from .helpers import click, key


def test_settings_round_trip_through_yaml(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="it", speed="fast", fullscreen=True, sound=False))
    assert SettingsStore(tmp_path).load() == Settings("it", "fast", True, False)
    assert "speed: fast" in (tmp_path / "settings.yaml").read_text()


@pytest.mark.parametrize("text", ["speed: [1, 2", "- a list", "speed: warp", "sound: loud"])
def test_a_bad_settings_file_gives_defaults_a_message_and_is_kept_aside(tmp_path: Path, text: str) -> None:
    (tmp_path / "settings.yaml").write_text(text)
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.problem and store.problem.startswith("settings.yaml:")
    store.save(Settings(language="it"))
    assert (tmp_path / "settings.yaml.bad").read_text() == text
    assert SettingsStore(tmp_path).load().language == "it"


def test_a_bad_settings_file_is_reported_when_the_app_opens(tmp_path: Path) -> None:
    (tmp_path / "settings.yaml").write_text("speed: warp")
    application = App(data_dir=tmp_path)
    try:
        assert isinstance(application.stack.top, Dialog)
        assert "warp" in application.stack.top.message
    finally:
        application.quit()


def test_the_menu_offers_every_registered_game_the_playable_ones_first() -> None:
    games = menu_games()
    assert sorted(games) == sorted(g.id for g in registry.all_games())
    assert {"monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run"} <= set(games)
    assert playable("monster-day") and table_for("monster-day") is not None
    ready = [playable(g) for g in games]
    assert ready == sorted(ready, reverse=True)
    for game_id in games:
        assert playable(game_id) == (table_for(game_id) is not None)


def test_a_game_without_a_table_says_so_and_cannot_start(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(tables._TABLES, "boss-monster", raising=False)
    click(app, app.stack.top.form.named("new_game").rect.center)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    click(app, scene.form.named("boss-monster").rect.center)
    assert scene.game_id == "boss-monster"
    assert not scene.form.named("start").enabled
    click(app, scene.form.named("start").rect.center)
    assert app.stack.top is scene


def test_continue_is_off_without_saves_and_skips_a_damaged_newest_save(app: App) -> None:
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and not menu.form.named("continue").enabled
    match = Match.start("monster-day", 2, 5, {}, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    match.submit(match.state.legal_actions()[0])
    saves.save(match, app.saves_dir / "good.json")
    (app.saves_dir / "zz-newer.json").write_text('{"format": "card-table-save", "schema_version": 99}')
    menu.on_resume()
    assert menu.form.named("continue").enabled
    click(app, menu.form.named("continue").rect.center)
    assert type(app.stack.top).__name__ == "TableScene"
    assert app.stack.top.session.match.actions[:1] == match.actions


def test_the_rules_screen_shows_monster_day_in_the_chosen_language(app: App) -> None:
    click(app, app.stack.top.form.named("rules").rect.center)
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    click(app, scene.form.named("monster-day").rect.center)
    assert scene.game_id == "monster-day"
    english = t("monster-day.rules.text")
    assert "Catoblepas" in english and "extended deck" in english.lower()
    page = scene.page()
    assert page.get_height() > 600  # long enough to scroll
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    click(app, scene.form.named("gauntlet-of-fools").rect.center)
    assert scene.game_id == "gauntlet-of-fools" and scene.page() is not page
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)


def test_saves_headers_list_game_seats_turn_and_date(app: App) -> None:
    from game.ui.save_words import save_line

    match = Match.start("monster-day", 2, 5, {}, [Seat("Anna"), Seat("Morgana", "ai", "hard")])
    saves.save(match, app.saves_dir / "a.json")
    header = json.loads((app.saves_dir / "a.json").read_text())
    text = save_line(header)
    assert "Anna" in text and "Morgana (AI)" in text and "turn 1" in text and header["updated"][:4] in text


def test_only_the_headings_of_every_games_rules_are_drawn_as_headings(fonts: Fonts) -> None:
    """A heading line followed at once by its paragraph once drew the whole paragraph as a gold
    heading (Gauntlet of Fools): for every game's rules in every language, what is drawn in the
    heading's gold is the "# " lines and nothing else."""
    from game.i18n import CATALOGUE
    from game.ui import theme
    from game.ui.scenes.rules import ANCHOR, render_rules, rules_key
    from game.ui.tables import menu_games

    real = fonts.render
    gold: list[str] = []
    fonts.render = lambda text, size, color, bold=False, **k: (  # type: ignore[method-assign]
        gold.append(text) if color == theme.GOLD else None) or real(text, size, color, bold, **k)
    checked = 0
    for code, _ in CATALOGUE.languages():
        CATALOGUE.set_language(code)
        try:
            for game_id in menu_games():
                text = CATALOGUE.t(rules_key(game_id))
                # A heading's anchor ({#turn}) is for scrolling to it, never drawn.
                headings = [ANCHOR.sub("", line.strip()[2:]) for line in text.split("\n") if line.strip().startswith("# ")]
                gold.clear()
                render_rules(fonts, text, 960)
                assert " ".join(gold) == " ".join(headings), (code, game_id)
                checked += 1
        finally:
            CATALOGUE.set_language("en")
    assert checked == 12
