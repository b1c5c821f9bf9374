"""Odds before you act: what the table shows is the game's own odds for the seat's view, and the
hint lights the hard AI's move on the table."""
from __future__ import annotations

import pygame
import pytest

from game.engine.actions import Action
from game.ui.app import App
from game.ui.tables.dungeon_run.odds import percent, preview
from game.ui.tables.dungeon_run.targets import monsters_on_map

from ..helpers import frame, key
from .positions import open_kind


def test_the_odds_shown_beside_a_monster_are_the_engines(app: App) -> None:
    odds = pytest.importorskip("game.games.dungeon_run.odds")
    scene = open_kind(app, "turn:monster")
    table = scene.table
    view, seat = table.view, table.perspective
    hero = view["heroes"][seat]
    monster = next(m for m, c in monsters_on_map(view).items() if c == (hero["x"], hero["y"]))
    lines = preview(view, seat, table.legal)
    assert len(lines) >= 2
    for stat, line in zip(("might", "magic"), lines):
        expected = odds.fight_odds(view, seat, monster, stat)
        assert f"{percent(expected['kill'])}%" in line and f"{percent(expected['wounded'])}%" in line
    assert scene.table.layer.surface is not None  # drawn, in the map's corner


def test_the_hint_lights_a_move_on_the_table_and_enter_takes_it(app: App) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    move = next(g.action for g in table.gestures() if g.action.verb in ("move", "flee"))
    assert not table.show_hint(Action("end"))  # the bar lights what the table does not show
    assert table.show_hint(move)
    assert table.hinted_place() is not None
    before = len(scene.session.match.actions)
    key(app, pygame.K_RETURN, "\r")
    for _ in range(3):
        frame(app)
    assert scene.session.match.actions[before] == move
