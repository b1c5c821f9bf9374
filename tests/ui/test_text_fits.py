"""No text of the window is cut short in any language: every screen is drawn in every language at
the canvas size while the font measures what each box had to cut (``Fonts.fit`` shortens a text
with an ellipsis only when it does not fit the box it is given)."""
from __future__ import annotations

from typing import Iterator

import pygame

from game.engine.match import Seat
from game.engine.tape import Tape
from game.i18n import CATALOGUE
from game.ui.app import App
from game.ui.scene import make
from game.ui.tables import menu_games

from .conftest import table
from .helpers import frame, move


def new_games(app: App) -> Iterator[str]:
    """The new-game screen showing each game in turn with its most seats, the game's id each time."""
    new_game = make("new_game", app)
    app.push(new_game)
    for game_id in menu_games():
        new_game.form.named(game_id).activate()
        frame(app)
        game = new_game.game
        if game is not None and new_game.form.controls and len(game.players) > 1:
            new_game._set_players(game.players.stop - 1)  # the most seats leave the least room
            frame(app)
        yield game_id
    app.pop()


def every_screen(app: App) -> None:
    frame(app)
    for _ in new_games(app):
        pass  # each new-game screen drawn in turn, as the generator visits it
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=3)
    for _ in range(5):
        frame(app)
    scene.table.show_pending(None)
    move(app, scene.table.card_rect(0).center)
    frame(app, dt=1.0)
    for name, args in (("pause", (scene,)), ("settings", ()), ("load", ()), ("save", (scene.session,)),
                       ("rules", ("monster-day",)), ("dialog", ("Title", "A message.")),
                       ("handoff", ("Morgana", lambda: None))):
        app.push(make(name, app, *args))
        frame(app)
        app.pop()
    scene.confirm.show(scene._action_words(scene.session.state.legal_actions()[0]))
    frame(app)
    scene.confirm.hide()
    scene.session.cancel_thinking()
    while not scene.session.state.is_terminal():  # the game-over panel needs a finished game
        scene.session.match.submit(scene.session.state.legal_actions()[0])
    for _ in range(5):
        frame(app)
    match = scene.session.match
    scene.replay()  # the replay of the finished game, any seat in turn; then one stopped mid-game
    frame(app)
    app.stack.top.open(0, free=True)  # type: ignore[attr-defined]
    frame(app)
    app.pop()
    scene.replay()  # again, every card face up: the longest words of the replay's bar
    app.stack.top.open(0, free=True, face_up=True)  # type: ignore[attr-defined]
    frame(app)
    app.pop()
    half = Tape(match.game, match.players, match.seed, match.options, match.actions[:10])
    app.push(make("replay", app, half, match.seats, scene.spec, 1))
    frame(app)
    app.pop()
    app.pop()


def test_no_text_is_cut_short_in_any_language(app: App) -> None:
    cut: list[tuple[str, str, int]] = []
    fit = app.fonts.fit

    def measured(text: str, width: int, size: int = 18, bold: bool = False) -> str:
        shown = fit(text, width, size, bold)
        if shown != text:
            cut.append((CATALOGUE.language, text, width))
        return shown

    app.fonts.fit = measured  # type: ignore[method-assign]
    for code, _ in CATALOGUE.languages():
        app.settings.language = code
        app.save_settings()
        every_screen(app)
    assert not cut


def test_the_check_sees_a_cut() -> None:
    """The measure can fail: a text too wide for its box is cut."""
    pygame.font.init()
    from game.ui.text import Fonts

    fonts = Fonts()
    assert fonts.fit("Orso Terribile", 60, 14, True) != "Orso Terribile"
