"""Two people at one computer: the hand-off screen hides the table, and each sees only their own hand."""
from __future__ import annotations

from game.engine.match import Seat
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import click, frame, until
from .test_whole_game import play_first_card


def hand_of(scene: TableScene, seat: int) -> set[str]:
    return set(scene.session.state.to_snapshot()["hands"][seat])


def log_cards(scene: TableScene) -> set[str]:
    return {ref.card for entry in scene.log.entries for _, ref in entry.segments if ref is not None and ref.card}


def test_the_table_is_hidden_until_the_first_player_says_they_are_looking(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Bea")])
    frame(app)
    cover = app.stack.top
    assert isinstance(cover, HandOff)
    first = scene.session.state.current_player()
    assert cover.name == ["Anna", "Bea"][first]
    assert scene.table.faces.drawn == set()  # the cover is opaque: the table was not drawn at all
    click(app, cover.form.named("ready").rect.center)
    frame(app)
    assert app.stack.top is scene and scene.perspective == first


def test_each_frame_shows_only_the_looking_players_hand_and_passes_between_turns(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    for turn in range(4):
        until(app, lambda: isinstance(app.stack.top, HandOff))
        cover = app.stack.top
        seat = scene.session.state.current_player()
        assert cover.name == scene.session.name(seat)
        frame(app)
        assert scene.table.faces.drawn == set()
        click(app, cover.form.named("ready").rect.center)
        frame(app)
        drawn = scene.table.faces.drawn
        assert hand_of(scene, seat) <= drawn
        assert not hand_of(scene, 1 - seat) & drawn
        assert not hand_of(scene, 1 - seat) & log_cards(scene)
        until(app, lambda: scene.table.legal is not None)
        play_first_card(app, scene)
    assert len(scene.session.match.actions) == 4
    assert scene.session.match.seats[0].kind == scene.session.match.seats[1].kind == "human"
