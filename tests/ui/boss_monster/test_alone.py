"""One person against the AI: a window they can only let go is let go without asking them (nobody
else watches the screen, so passing at once tells nobody anything); and a pass never waits for a
confirmation, whatever the confirm-moves setting says."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.tables.boss_monster.table import WINDOWS, prompt_kind
from tests.bench.ui_playthrough import Player, Tally

from ..helpers import click, drag, frame, key, until
from .positions import first_positions, scene_at

PASS = Action("pass")


def test_alone_at_the_table_a_window_with_nothing_but_pass_is_never_asked(app: App) -> None:
    seats = [Seat("Anna"), Seat("Bot 1", "ai", "random"), Seat("Bot 2", "ai", "random")]
    session = Session(Match.start("boss-monster", 3, 5, {}, seats), None, 1, ai_process=False)
    spec = table_for("boss-monster")
    assert spec is not None
    scene = TableScene(app, session, spec)
    app.replace(scene)
    opened: list[tuple[str, list[Action]]] = []
    real = scene.table.open_input

    def spy(legal: list[Action] | None) -> None:
        if legal is not None:
            opened.append((prompt_kind(scene.view().get("prompt")), list(legal)))
        real(legal)

    scene.table.open_input = spy  # type: ignore[method-assign]
    Player(app, scene, Tally(), Rng(5)).play(150)
    assert opened, "Anna was asked something"
    assert not [kind for kind, legal in opened if kind in WINDOWS and legal == [PASS]]
    assert any(kind in WINDOWS for kind, _ in opened)  # a window she could answer was asked
    assert passed_alone(session.match) > 0, "the seeded game met a window Anna could only let go"


def passed_alone(match: Match) -> int:
    """How many times seat 0 was in a window with pass as its only option (replayed from the log)."""
    state = match.game.new_game(match.players, match.seed, match.options)
    count = 0
    for action in match.actions:
        view: dict[str, Any] = state.view(0)
        count += (state.current_player() == 0 and prompt_kind(view.get("prompt")) in WINDOWS
                  and state.legal_actions() == [PASS])
        state.apply(action)
    return count


def test_a_pass_waits_for_confirm_as_every_other_move(app: App) -> None:
    """A pass once went at once, so the Enter that confirms every other move landed on whatever came
    next (the next person's hand-off cover, in hotseat)."""
    app.settings.confirm_moves = "always"
    seed, plies = first_positions()["build"]
    scene = scene_at(app, seed, plies)
    before = len(scene.session.match.actions)
    rect = next(rect for rect, choice in scene.bar.buttons if choice.action == PASS)
    click(app, rect.center)
    frame(app)
    assert scene.confirm.active and len(scene.session.match.actions) == before
    key(app, pygame.K_RETURN)
    until(app, lambda: len(scene.session.match.actions) > before)
    assert scene.session.match.actions[before] == PASS


def test_other_moves_still_wait_for_confirm(app: App) -> None:
    app.settings.confirm_moves = "always"
    seed, plies = first_positions()["build"]
    scene = scene_at(app, seed, plies)
    before = len(scene.session.match.actions)
    gesture = scene.table.gestures()[0]  # a room dragged to a lit place
    drag(app, gesture.start, gesture.end)
    frame(app)
    assert scene.confirm.active and len(scene.session.match.actions) == before
