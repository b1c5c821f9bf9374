"""A whole game of Monster Day against the AI, played through pointer events alone."""
from __future__ import annotations

from game.engine.match import Seat
from game.ui.app import App
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import click, drag, until


def play_first_card(app: App, scene: TableScene) -> None:
    """The test player's habit: the leftmost card of the hand onto the leftmost Ace it fits."""
    t = scene.table
    card = t.my_hand.cards[0]
    space = next(s for s in t.spaces_in_order() if s in t.targets[card])
    drag(app, t.card_rect(0).center, t.space_rect(space).center)


def play_to_the_end(app: App, scene: TableScene) -> None:
    while not isinstance(app.stack.top, GameOver):
        until(app, lambda: scene.table.legal is not None or isinstance(app.stack.top, GameOver))
        if scene.table.legal is not None and app.stack.top is scene:
            play_first_card(app, scene)


def test_a_whole_game_against_the_ai_ends_on_the_game_over_panel(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "easy")], seed=11)
    play_to_the_end(app, scene)
    state = scene.session.state
    assert state.is_terminal()
    assert len(scene.session.match.actions) == 30  # every card of the basic deck played
    over = app.stack.top
    assert isinstance(over, GameOver)
    assert over.result == state.result()
    assert len(over.lines) == 4  # where each monster ended
    assert scene.session.rejected == []


def test_rematch_starts_a_fresh_game_with_the_same_seats(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=3)
    play_to_the_end(app, scene)
    click(app, app.stack.top.form.named("rematch").rect.center)
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert fresh.session.match.seats == scene.session.match.seats
    assert not fresh.session.state.is_terminal()
    assert len(fresh.session.match.actions) <= 1  # at most the AI's opening move, if it rolled first


def test_after_the_end_the_pause_menu_offers_a_rematch(app: App) -> None:
    import pygame

    from game.ui.scenes.overlays import Pause

    from .helpers import key

    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "easy")], seed=11)
    play_to_the_end(app, scene)
    click(app, app.stack.top.form.named("look").rect.center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    click(app, app.stack.top.form.named("rematch").rect.center)
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert not fresh.session.state.is_terminal()


def test_the_menu_shows_the_apps_version(app: App) -> None:
    from importlib import metadata

    from game.ui.scenes.menu import version

    try:
        expected = metadata.version("card-table")
    except metadata.PackageNotFoundError:
        expected = "dev"
    assert version() == expected
    written: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    app.frame([], 1 / 60)
    assert f"Version {expected}" in written
