"""A room's cost on the table: the confirm strip names it before the use is sent, and once the cost
is asked the decision bar offers to decline it (a click on a room or a card in hand pays it)."""
from __future__ import annotations

from functools import cache

import pygame
import pytest

from game import i18n
from game.engine.actions import Action
from game.games.boss_monster.board import ROOM
from game.ui.app import App
from game.ui.scenes.table import TableScene

from ..helpers import click, frame, key, until
from .positions import scene_at, seeded_states

DECLINE = Action("decline")
CHOSEN = ("destroy-another", "discard-two-rooms", "discard-monster-room", "discard-spell")


@cache
def costly_use() -> tuple[int, int, Action]:
    """The first seeded position whose deciding seat may use a room that asks for its cost."""
    for seed, n, state in seeded_states(60, 2500):
        for action in state.legal_actions():
            if action.verb == "use" and ROOM[str(action.args[0])].cost in CHOSEN:
                return seed, n, action
    raise AssertionError("no seeded game offers a room whose cost is chosen")


def _use(app: App, scene: TableScene, use: Action) -> None:
    """Uses the room by clicking it on the table, as a player does."""
    gesture = next(g for g in scene.table.gestures() if g.action == use)
    click(app, gesture.start)
    frame(app)


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_the_confirm_strip_names_the_cost_before_the_use_is_sent(app: App, language: str) -> None:
    app.settings.confirm_moves = "always"
    app.settings.language = language
    app.save_settings()
    try:
        seed, plies, use = costly_use()
        scene = scene_at(app, seed, plies)
        before = len(scene.session.match.actions)
        _use(app, scene, use)
        assert scene.confirm.active and len(scene.session.match.actions) == before
        assert i18n.t(f"boss-monster.cost.{ROOM[str(use.args[0])].cost}") in scene.confirm.words()
    finally:
        app.settings.language = "en"
        app.save_settings()


def test_the_bar_offers_the_decline_and_it_gives_back_the_choice_before(app: App) -> None:
    seed, plies, use = costly_use()
    scene = scene_at(app, seed, plies)
    legal = list(scene.table.legal or [])
    _use(app, scene, use)
    until(app, lambda: scene.table.legal is not None and DECLINE in scene.table.legal)
    first_rect, first = scene.bar.buttons[0]
    assert first.action == DECLINE and first.label == i18n.words(
        "boss-monster.action.decline", {"card": use.args[0]}, scene.table.card_name, str)
    click(app, first_rect.center)
    until(app, lambda: scene.table.legal is not None and DECLINE not in scene.table.legal)
    assert scene.session.match.actions[-1] == DECLINE
    assert scene.table.legal == legal


def test_the_first_key_of_the_bar_declines_too(app: App) -> None:
    seed, plies, use = costly_use()
    scene = scene_at(app, seed, plies)
    _use(app, scene, use)
    until(app, lambda: scene.table.legal is not None and DECLINE in scene.table.legal)
    key(app, pygame.K_1, "1")
    until(app, lambda: scene.session.match.actions[-1] == DECLINE)
