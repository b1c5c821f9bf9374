"""A Boss Monster game saved from the pause menu continues from the main menu where it was left, and
its table shows the same dungeons."""
from __future__ import annotations

import pygame

from game.engine.match import Match, Seat
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.overlays import Dialog, Pause
from game.ui.scenes.saves import SaveScene
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from ..helpers import click, key, until
from .positions import game_plan, moves


def test_save_quit_and_continue_shows_the_same_table(app: App) -> None:
    seed = 2
    players, options = game_plan(seed)
    seats = [Seat("Anna")] + [Seat(f"Bot {n}", "ai", "random") for n in range(1, players)]
    match = Match.start("boss-monster", players, seed, options, seats)
    history = moves(seed, 60)
    spec = table_for("boss-monster")
    assert spec is not None
    scene = TableScene(app, Session(match, app.saves_dir, app.ai_iterations, history=history), spec)
    app.replace(scene)
    until(app, lambda: scene.table.legal is not None and not scene.anim.busy)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    click(app, app.stack.top.form.named("save").rect.center)
    assert isinstance(app.stack.top, SaveScene)
    click(app, app.stack.top.form.named("save").rect.center)
    assert isinstance(app.stack.top, Dialog)
    click(app, app.stack.top.form.named("ok").rect.center)
    saved_actions = list(scene.session.match.actions)
    dungeons = [s["dungeon"] for s in scene.view()["seats"]]
    click(app, app.stack.top.form.named("quit").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    click(app, menu.form.named("continue").rect.center)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.match.actions == saved_actions
    until(app, lambda: resumed.table.view is not None and not resumed.anim.busy)
    assert [s["dungeon"] for s in resumed.table.view["seats"]] == dungeons
