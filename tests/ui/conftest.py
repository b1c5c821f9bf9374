"""Fixtures for driving the real window headless: an app in a temporary data folder, and a table."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pygame
import pytest

from game.engine.match import Match, Seat
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.text import Fonts


@pytest.fixture
def fonts() -> Fonts:
    """The bundled font without a window (for widgets tested on their own)."""
    pygame.font.init()
    return Fonts()


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    application = App(data_dir=tmp_path, ai_iterations=20)
    application.settings.speed = "instant"
    application.settings.sound = False
    application.settings.confirm_moves = "never"  # the confirm step has its own tests
    yield application
    application.quit()


def table(app: App, seats: list[Seat], seed: int = 7, autosave: bool = False) -> TableScene:
    match = Match.start("monster-day", 2, seed, {}, seats)
    spec = table_for("monster-day")
    assert spec is not None
    scene = TableScene(app, Session(match, app.saves_dir if autosave else None, app.ai_iterations), spec)
    app.replace(scene)
    return scene


@pytest.fixture
def solo(app: App) -> TableScene:
    """Anna (a person) against the random AI, seed 7."""
    return table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
