"""The new-game screen is built from each registered Game alone: its seat range, every option as a
control of its kind with its description; it remembers the last setup, and a seat's default name
follows its Human/AI switch."""
from __future__ import annotations

import dataclasses

import pytest

from game.engine import saves
from game.engine.match import NAME_LIMIT
from game.engine.registry import all_games, get
from game.i18n import CATALOGUE
from game.ui import tables
from game.ui.app import App
from game.ui.scene import make
from game.ui.scenes.new_game import NewGameScene, default_name, option_values
from game.ui.scenes.table import TableScene
from game.ui.tables.base import TableSpec
from game.ui.widgets.controls import Selector, TextField

from .helpers import click, frame, start

SEATS = {"monster-day": (2, 2), "boss-monster": (2, 4), "gauntlet-of-fools": (2, 6), "dungeon-run": (1, 6)}


@pytest.fixture
def every_game_has_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen is the same for every game with a table; lend each one Monster Day's."""
    spec = tables.table_for("monster-day")
    assert spec is not None
    for game in all_games():
        monkeypatch.setitem(tables._TABLES, game.id, TableSpec(game.id, spec.make, spec.rules_key))


@pytest.mark.usefixtures("every_game_has_a_table")
def test_seat_counts_and_option_controls_come_from_each_game(app: App) -> None:
    scene = make("new_game", app)
    assert isinstance(scene, NewGameScene)
    app.push(scene)
    for game in all_games():
        scene.form.named(game.id).activate()
        frame(app)
        low, high = SEATS[game.id]
        assert (game.players.start, game.players.stop - 1) == (low, high)
        if low != high:
            players = scene.form.named("players")
            assert isinstance(players, Selector) and players.values == list(range(low, high + 1))
        assert len(scene.seats) == scene.players
        for key, option in game.options.items():
            control = scene.form.named(f"option:{key}")
            assert isinstance(control, Selector) and control.values == option_values(option)
            if option.choices:
                assert control.values == list(option.choices)
            elif isinstance(option.default, bool):
                assert control.values == [False, True]
            elif isinstance(option.default, int):
                assert option.default in control.values and len(control.values) > 1
            assert control.value == option.default


def test_the_last_setup_is_remembered(app: App) -> None:
    scene = make("new_game", app, "monster-day")
    app.push(scene)
    scene.seats[1].level = "hard"
    scene.form.named("option:extended-deck").activate()
    click(app, scene.form.named("start").rect.center)
    again = make("new_game", app)
    assert isinstance(again, NewGameScene)
    assert again.game_id == "monster-day" and again.options == {"extended-deck": "excuse"}
    assert [(s.kind, s.level, s.name) for s in again.seats] == [(s.kind, s.level, s.name) for s in scene.seats]
    assert app.store.load().last_setup["monster-day"]["options"] == {"extended-deck": "excuse"}


def test_a_default_name_follows_the_human_ai_switch_and_a_typed_one_stays(app: App) -> None:
    scene = make("new_game", app)
    app.push(scene)
    kind = scene.form.named("kind:1")
    name = scene.form.named("name:1")
    assert isinstance(kind, Selector) and isinstance(name, TextField)
    assert scene.seats[1].kind == "ai" and name.text == "Morgana"
    kind.nudge(1)  # a player on the network names themselves on joining: no name is asked here
    assert scene.seats[1].kind == "net" and not name.visible and name.text == "Player 2"
    kind.nudge(1)
    assert scene.seats[1].kind == "human" and name.visible and name.text == scene.seats[1].name == "Player 2"
    kind.nudge(1)
    assert name.text == "Morgana"
    scene.seats[1].name = name.text = "Bea"
    kind.nudge(1)
    assert name.text == "Bea"


def test_an_untouched_default_name_follows_the_language_and_a_typed_one_stays(app: App) -> None:
    """A setup remembered in English opens in Italian with its default names in Italian; a name the
    player typed, even one that looks like a default of another seat, stays theirs."""
    app.settings.last_setup = {"game": "monster-day", "monster-day": {
        "players": 2, "options": {}, "seats": [["human", "normal", "Player 1"], ["human", "normal", "Player 1"]]}}
    app.settings.language = "it"
    app.save_settings()
    try:
        scene = make("new_game", app, "monster-day")
        assert isinstance(scene, NewGameScene)
        app.push(scene)
        assert [s.name for s in scene.seats] == ["Giocatore 1", "Player 1"]
        kind = scene.form.named("kind:0")
        assert isinstance(kind, Selector)
        kind.nudge(1)
        assert scene.seats[0].name == default_name("ai", 0)  # still a default name, and follows the switch
    finally:
        app.settings.language = "en"
        app.save_settings()


def test_a_remembered_name_a_save_cannot_hold_is_fitted_so_the_game_saves(app: App) -> None:
    """A name edited into the settings file is cut to what a save holds, not refused by the autosave."""
    app.settings.last_setup = {"game": "monster-day", "monster-day": {
        "players": 2, "options": {}, "seats": [["human", "normal", "Ada\x00" + "x" * 300], ["ai", "easy", " \t"]]}}
    scene = make("new_game", app, "monster-day")
    assert isinstance(scene, NewGameScene)
    app.push(scene)
    assert [s.name for s in scene.seats] == ["Ada" + "x" * (NAME_LIMIT - 3), "Morgana"]
    click(app, scene.form.named("start").rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    match = table.session.match
    assert [s.name for s in match.seats] == ["Ada" + "x" * (NAME_LIMIT - 3), "Morgana"]
    path = saves.save(match, app.saves_dir / "fitted.json")
    assert saves.load(path, upgrade=False).match.seats == match.seats


def test_only_the_numbers_of_players_the_cards_deal_are_offered(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven Bosses deal four players one each, but I Choose You's two each only to three."""
    game = get("boss-monster")
    cards = game.loaded_cards()
    fewer = dataclasses.replace(cards, by_kind={**cards.by_kind, "boss": cards.of("boss")[:7]})
    monkeypatch.setattr(game, "loaded_cards", lambda: fewer)
    scene = make("new_game", app, "boss-monster")
    assert isinstance(scene, NewGameScene)
    app.push(scene)
    players = scene.form.named("players")
    assert isinstance(players, Selector) and players.values == [2, 3, 4]
    players.nudge(2)
    assert scene.players == 4
    scene.form.named("option:i-choose-you").activate()
    frame(app)
    assert scene.options["i-choose-you"] and scene.players == 3 and len(scene.seats) == 3
    players = scene.form.named("players")
    assert isinstance(players, Selector) and players.values == [2, 3]
    start(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.match.players == 3


def test_one_seat_is_one_player_in_every_language(app: App) -> None:
    """Dungeon Run alone: the seat count reads "1 player", never "1 players"."""
    from game.i18n import set_language

    scene = make("new_game", app)
    assert isinstance(scene, NewGameScene)
    app.push(scene)
    scene.form.named("dungeon-run").activate()
    frame(app)
    players = scene.form.named("players")
    assert isinstance(players, Selector)
    try:
        for language, one, two in (("en", "1 player", "2 players"), ("it", "1 giocatore", "2 giocatori"),
                                   ("pt-BR", "1 jogador", "2 jogadores")):
            set_language(language)
            assert [players.label_of(1), players.label_of(2)] == [one, two]
    finally:
        set_language("en")


def test_monster_days_extended_deck_offers_each_kind_of_card_from_its_own_rulebook(app: App) -> None:
    """The rulebook's last section lets players add "some or all" of the extended cards: the option
    offers none, each kind, each pair and all, in words, and says it is Monster Day's own rule."""
    from game.i18n import set_language, t

    scene = make("new_game", app, "monster-day")
    app.push(scene)
    control = scene.form.named("option:extended-deck")
    assert isinstance(control, Selector)
    try:
        for language in ("en", "it", "pt-BR"):
            set_language(language)
            labels = [control.label_of(v) for v in control.values]
            assert len(set(labels)) == 8 and not any("-" in label for label in labels)
            text = t("monster-day.option.extended-deck.text") + t("monster-day.rules.text")
            assert "Moving Day" not in text
    finally:
        set_language("en")
    assert [control.label_of(v) for v in ("excuse", "pawns", "courts", "all")] == [
        "The Excuse", "The Pawns", "The Courts", "All nine"]


@pytest.mark.usefixtures("every_game_has_a_table")
def test_every_options_values_fit_their_selector_in_every_language(app: App) -> None:
    """"Pawns and C…": a value in words is never cut short on its selector."""
    from game.i18n import CATALOGUE, set_language
    from game.ui import theme

    scene = make("new_game", app)
    assert isinstance(scene, NewGameScene)
    app.push(scene)
    try:
        for code, _ in CATALOGUE.languages():
            set_language(code)
            for game in all_games():
                scene.form.named(game.id).activate()
                frame(app)
                for key in game.options:
                    control = scene.form.named(f"option:{key}")
                    assert isinstance(control, Selector)
                    for value in control.values:
                        label = control.label_of(value)
                        assert app.fonts.width(label, theme.BODY) <= control.rect.width - 72, (code, key, label)
    finally:
        set_language("en")


def test_every_option_of_every_game_is_worded_in_every_language() -> None:
    """The screen reads an option's name, its description and each of its choices from the catalogue
    (under the game's own key); none may fall back to the English the game's code keeps."""
    for game in all_games():
        for key, option in game.options.items():
            choices = [c for c in option.choices or () if isinstance(c, str)]
            for part in ["name", "text", *choices]:
                for language in CATALOGUE.tables:
                    assert f"{game.id}.option.{key}.{part}" in CATALOGUE.tables[language], (language, game.id, key, part)
