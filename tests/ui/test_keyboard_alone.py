"""Whole games from the main menu to the ending with the keyboard alone: each of the four games, one
person against the cheapest AI, a Boss Monster game of two people at one screen (the hand-off cover
passed by its letter, every move confirmed with Enter), and each lesson. No pointer event reaches the
window."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.match import Seat
from game.ui.app import App
from game.ui.guide.lesson import load
from game.ui.guide.scene import LessonScene
from game.ui.scenes import new_game
from game.ui.scenes.overlays import GameOver
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import controls
from game.ui.widgets import focus as focus_ring
from game.ui.scenes.table import TableScene

from .conftest import table
from .helpers import until
from .keyboard import KeyboardPlayer
from .test_lessons import LESSONS, at_step

# Seeds whose games end soon enough for the default run, with the shortest options each game offers.
GAMES: list[tuple[str, int, dict[str, Any], tuple[str, ...]]] = [
    ("monster-day", 5, {}, ()),
    ("boss-monster", 5, {}, ()),
    ("gauntlet-of-fools", 5, {}, ()),
    ("dungeon-run", 5, {}, ("round-limit",)),
]


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The new-game screen deals a random game; here the same one every run."""
    monkeypatch.setattr(new_game.secrets, "randbelow", lambda _: seed)


def finish(app: App, player: KeyboardPlayer, scene: TableScene) -> GameOver:
    over = player.play(scene)
    assert scene.session.state.is_terminal() and over.result == scene.session.state.result()
    assert scene.session.rejected == []
    # The ending answers the keys too: its focused button (Look at the table) closes it.
    player.keys.press(pygame.K_RETURN, "\r")
    assert app.stack.top is scene
    return over


@pytest.mark.parametrize(("game_id", "seed", "options", "lowest"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_against_the_ai_by_keys_alone(app: App, monkeypatch: pytest.MonkeyPatch, game_id: str,
                                                   seed: int, options: dict[str, Any], lowest: tuple[str, ...]) -> None:
    seeded(monkeypatch, seed)
    player = KeyboardPlayer(app, seed)
    scene = player.new_game(game_id, ["human", "ai"], options, lowest)
    assert scene.session.kind(1) == ("ai", "random")
    finish(app, player, scene)
    assert player.decisions > 0


def test_a_hotseat_game_of_boss_monster_by_keys_alone(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.settings.confirm_moves = "always"  # the confirm strip answers Enter
    seeded(monkeypatch, 5)
    player = KeyboardPlayer(app, 5)
    scene = player.new_game("boss-monster", ["human", "human"])
    finish(app, player, scene)
    assert player.covers >= 2  # each person took the table from the other behind the cover



def test_enter_on_the_confirm_strip_takes_the_answer_the_ring_is_on(app: App) -> None:
    app.settings.confirm_moves = "always"
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")])
    player = KeyboardPlayer(app)
    until(app, lambda: scene.table.legal is not None)
    before = len(scene.session.match.actions)

    def make_a_move() -> None:
        player.keys.press(pygame.K_TAB)  # the first card
        player.keys.press(pygame.K_RETURN, "\r")  # picked up
        player.keys.press(pygame.K_RETURN, "\r")  # laid on its first place: Confirm or Take back?
        assert scene.confirm.active

    make_a_move()
    player.keys.press(pygame.K_TAB)  # the ring leaves Confirm for Take back
    assert scene.confirm.form.focused() is scene.confirm.form.named("take_back")
    player.keys.press(pygame.K_RETURN, "\r")
    assert not scene.confirm.active and len(scene.session.match.actions) == before
    make_a_move()
    player.keys.press(pygame.K_RETURN, "\r")  # the ring on Confirm, as the strip opens
    until(app, lambda: len(scene.session.match.actions) > before)


@pytest.mark.parametrize("game", LESSONS)
def test_each_lesson_is_played_with_enter_alone_the_ring_waiting_on_the_taught_move(app: App, game: str) -> None:
    """The coach lights the move it teaches and the ring is already on it (a piece to lay already
    picked up): from the menu's Learn to play to the lesson's end, Enter is the only key needed."""
    player = KeyboardPlayer(app)
    player.activate(app.stack.top.form, f"learn-{game}")  # type: ignore[union-attr]
    scene = app.stack.top
    assert isinstance(scene, LessonScene)
    while at_step(app, scene):
        before = scene.session.ply
        player.keys.press(pygame.K_RETURN, "\r")
        until(app, lambda: scene.session.ply > before)
    assert list(scene.session.match.actions) == list(load(game).moves)
    player.activate(app.stack.top.form, "real")  # type: ignore[union-attr]
    assert isinstance(app.stack.top, TableScene) and not isinstance(app.stack.top, LessonScene)


def test_the_menus_screens_answer_the_keys_and_show_the_ring(app: App) -> None:
    """Settings, rules and load from the menu, each worked and left by keys; the focused control
    wears the ring (drawn round its rectangle)."""
    player = KeyboardPlayer(app)
    menu = app.stack.top
    rings: list[pygame.Rect] = []
    real = focus_ring.draw_ring
    monkey = pytest.MonkeyPatch()
    monkey.setattr(controls, "draw_ring", lambda surface, rect, *a, **k: rings.append(rect) or real(surface, rect, *a, **k))
    try:
        player.activate(menu.form, "settings")  # type: ignore[union-attr]
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        player.choose(settings.form, "speed", "fast")
        assert app.settings.speed == "fast"
        app.redraw()
        player.keys.frame()
        assert settings.form.named("speed").rect in rings
        player.activate(settings.form, "done")
        assert app.stack.top is menu
        player.activate(menu.form, "rules")  # type: ignore[union-attr]
        rules = app.stack.top
        assert isinstance(rules, RulesScene)
        player.activate(rules.form, "gauntlet-of-fools")
        assert rules.game_id == "gauntlet-of-fools"
        player.keys.press(pygame.K_ESCAPE)
        player.activate(menu.form, "load")  # type: ignore[union-attr]
        assert type(app.stack.top).__name__ == "LoadScene"
        player.activate(app.stack.top.form, "back")  # type: ignore[union-attr]
        assert app.stack.top is menu
    finally:
        monkey.undo()
