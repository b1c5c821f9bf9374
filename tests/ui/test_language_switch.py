"""A change of language mid-game redraws everything: after switching from Italian to Portuguese at the
pause menu, every table looks exactly like one opened in Portuguese on the same match (compared
pixel for pixel), so no face, label or layer painted in Italian survives."""
from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import Pause
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from .helpers import frame, key, until


def opened(app: App, game: str, seed: int, plies: int) -> TableScene:
    """A person against the AI, ``plies`` seeded moves into the game, waiting for the person."""
    match = Match.start(game, 2, seed, {}, [Seat("Anna"), Seat("Bot", "ai", "random")])
    rng = Rng(seed)
    history = []
    while len(history) < plies or match.state.current_player() != 0:
        action = rng.choice(match.state.legal_actions())
        match.submit(action)
        history.append(action)
    spec = table_for(game)
    assert spec is not None
    fresh = Match.start(game, 2, seed, {}, match.seats)
    scene = TableScene(app, Session(fresh, None, 1, history=history, ai_process=False), spec)
    app.replace(scene)
    until(app, lambda: scene.table.legal is not None and not scene.anim.busy)
    return scene


def still(app: App) -> bytes:
    for _ in range(40):  # cards glide home, the status line settles
        frame(app)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("game", ["monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run"])
def test_switching_language_at_the_pause_menu_redraws_the_whole_table(app: App, game: str) -> None:
    app.settings.language = "it"
    app.save_settings()
    scene = opened(app, game, 3, 6)
    italian = still(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    app.settings.language = "pt-BR"  # what the settings screen does when the language is changed
    app.save_settings()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    switched = still(app)
    opened(app, game, 3, 6)
    portuguese = still(app)
    assert switched != italian
    assert switched == portuguese
