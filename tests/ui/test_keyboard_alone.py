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
