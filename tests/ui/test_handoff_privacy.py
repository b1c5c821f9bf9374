"""A hand-off between two people leaves nothing of the last one on screen: no hover, no zoom, no
selection, no drag. Checked by what the card painter was asked to draw, with the pointer left
resting on a hand card while the cover is dismissed by keyboard and by mouse."""
from __future__ import annotations

import pygame
import pytest

from game.engine.match import Seat
from game.ui.app import App
from game.ui.scenes.overlays import HandOff, Pause
from game.ui.scenes.table import TableScene
from game.ui.widgets.zoom import DELAY

from .conftest import table
from .helpers import E, frame, key, move, pass_cover, until


def hand_of(scene: TableScene, seat: int) -> set[str]:
    return set(scene.session.state.to_snapshot()["hands"][seat])


def dismiss(app: App, cover: HandOff, how: str) -> None:
    if how == "keyboard":
        pass_cover(app)
    else:
        # A click on the button alone: the pointer events of the click go to the cover, not the table.
        frame(app, E(pygame.MOUSEBUTTONDOWN, pos=cover.form.named("ready").rect.center, button=1),
              E(pygame.MOUSEBUTTONUP, pos=cover.form.named("ready").rect.center, button=1))


def rest(app: App) -> None:
    """Long enough for a zoom to appear if anything asked for one."""
    for _ in range(3):
        frame(app, dt=DELAY)


@pytest.mark.parametrize("how", ["keyboard", "mouse"])
def test_a_hand_off_clears_hover_zoom_and_selection_on_both_sides(app: App, how: str) -> None:
    scene = table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    dismiss(app, app.stack.top, how)
    until(app, lambda: scene.table.legal is not None)
    first = scene.perspective
    assert first is not None
    resting = scene.table.card_rect(1).center
    move(app, resting)
    rest(app)
    shown = scene.table.zoom_request()
    assert shown is not None and shown[0] in hand_of(scene, first)  # the zoom works for its owner
    key(app, pygame.K_TAB)  # a card picked up by key, then played by key: the pointer never moves
    key(app, pygame.K_RETURN)
    assert scene.keyplay.picked is not None
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    secret = hand_of(scene, first)
    frame(app)
    assert scene.table.faces.drawn == set()  # the cover is opaque
    assert scene.table.zoom_request() is None and scene.table.my_hand.selected is None
    dismiss(app, app.stack.top, how)
    rest(app)
    second = scene.perspective
    assert second == 1 - first and app.stack.top is scene
    drawn = scene.table.faces.drawn
    assert hand_of(scene, second) <= drawn
    assert not secret & drawn  # neither hand nor zoom of the last player
    assert scene.table.zoom_request() is None  # nothing zooms until the new player moves the pointer
    move(app, resting)
    rest(app)
    shown = scene.table.zoom_request()
    assert shown is None or shown[0] not in secret
    assert not secret & scene.table.faces.drawn


def test_escape_on_the_hand_off_opens_the_pause_menu_and_the_table_stays_hidden(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    frame(app)
    assert scene.table.faces.drawn == set()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, HandOff)


def test_the_cover_is_passed_only_by_its_button_or_its_own_key(app: App) -> None:
    """Enter, Space and the digits are what a person presses to confirm their own move: pressed once
    more out of habit, they must not show the next person's hand. A click begun before the cover came
    up, released over its button, does not pass it either."""
    table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    until(app, lambda: isinstance(app.stack.top, HandOff))
    cover = app.stack.top
    assert isinstance(cover, HandOff)
    button = cover.form.named("ready").rect.center
    for code in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_1, pygame.K_9, pygame.K_TAB):
        key(app, code)
        key(app, pygame.K_RETURN)  # and Enter again after a Tab, which would take a focused button
        assert app.stack.top is cover
    frame(app, E(pygame.MOUSEBUTTONUP, pos=button, button=1))  # the press began under the table
    assert app.stack.top is cover
    pass_cover(app)
    assert app.stack.top is not cover

