"""The end of a game can be read: Enter on the game-over panel only closes it (a rematch takes a
click on its button), and Dungeon Run's solo score sheet is shown on the panel itself."""
from __future__ import annotations

import random
from functools import cache

import pygame
import pytest

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.ui.app import App
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.tables.dungeon_run.words import ending_sheet

from .conftest import table
from .helpers import frame, key, until
from .test_whole_game import play_to_the_end


def test_enter_on_the_game_over_panel_looks_at_the_table_and_starts_nothing(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "easy")], seed=11)
    play_to_the_end(app, scene)
    over = app.stack.top
    assert isinstance(over, GameOver) and over.form.focused() is over.form.named("look")
    played = list(scene.session.match.actions)
    key(app, pygame.K_RETURN)
    frame(app)
    assert app.stack.top is scene  # the panel closed on the same, finished game
    assert scene.session.state.is_terminal() and scene.session.match.actions == played


@cache
def felled_lord() -> tuple[int, tuple[Action, ...]]:
    """A seeded solo Dungeon Run game that ends with the Lord defeated, and its moves."""
    game = get("dungeon-run")
    for seed in range(60):
        state = game.new_game(1, seed, {"round-limit": 30})
        rng = random.Random(seed)
        actions: list[Action] = []
        while not state.is_terminal():
            action = game.playout_action(state, rng)
            state.apply(action)
            actions.append(action)
        if state.view(0)["result"]["reason"] == "lord-defeated":
            return seed, tuple(actions)
    raise AssertionError("no seeded solo game felled the Lord")


@pytest.mark.parametrize("language", ["en", "it", "pt-BR"])
def test_the_solo_score_sheet_is_on_the_game_over_panel(app: App, language: str) -> None:
    app.settings.language = language
    app.save_settings()
    seed, actions = felled_lord()
    spec = table_for("dungeon-run")
    assert spec is not None
    match = Match.start("dungeon-run", 1, seed, {"round-limit": 30}, [Seat("Anna")])
    scene = TableScene(app, Session(match, None, 1, history=list(actions), ai_process=False), spec)
    app.replace(scene)
    until(app, lambda: isinstance(app.stack.top, GameOver))
    over = app.stack.top
    sheet = ending_sheet(scene.view(), ["Anna"])
    assert over.sheet == sheet and sheet.totals() == [scene.session.state.result().details["score"]]
    written: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    app.fonts._cache.clear()
    app.redraw()  # the window draws only what was asked for
    app.draw()
    for line in sheet.lines:
        assert line.label in written and (str(line.figures[0][0]) in written or not line.figures[0][0])
    assert over.box.width > 720  # the sheet has its own column beside what decided the game
