"""Every game's table rests in the middle of a game, and so do the trusted table's own parts: a hotseat
table behind and past its hand-off cover, a window asked on the table (the quick ask), a decision bar
turned to its next page. Each waits with nothing drawn, and an input that changes what is shown draws
a frame. The loop is stepped with the test's own times, as in ``test_rest``."""
from __future__ import annotations

import time

import pygame
import pytest

from game.engine import registry
from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import HandOff, ready_key
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.widgets.ticking import CALM, PULSE_PERIOD

from .boss_monster.positions import first_positions, scene_at
from .boss_monster.test_quick_ask import asked_on_table
from .conftest import table
from .helpers import E
from .test_rest import Loop

GAMES = ("monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run")
LONG_REST = 20.0  # seconds left alone, as the window's figures are measured


def mid_game(app: App, game_id: str, seed: int = 3) -> TableScene:
    """A person (against the random AI where the game has two seats) at their decision about halfway
    through a seeded game of random moves."""
    game = registry.get(game_id)
    players = 1 if game_id == "dungeon-run" else 2
    seats = [Seat("Anna"), Seat("Morgana", "ai", "random")][:players]
    state = game.new_game(players, seed, {})
    rng = Rng(seed)
    actions: list[Action] = []
    theirs: list[int] = []  # how many plies led to each of the person's decisions
    while not state.is_terminal():
        if state.current_player() == 0 and len(state.legal_actions()) > 1:  # not a window let go alone
            theirs.append(len(actions))
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    history = actions[:theirs[len(theirs) // 2]]
    spec = table_for(game_id)
    assert spec is not None
    scene = TableScene(app, Session(Match.start(game_id, players, seed, {}, seats), None, app.ai_iterations, history=history,
                                      ai_process=False), spec)
    app.replace(scene)
    return scene


def settle(loop: Loop, scene: TableScene) -> None:
    """Until the person's input is open, the faces painted ahead and the pulses stopped on a full glow."""
    loop.until(lambda: loop.app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy)
    loop.until(lambda: not scene.table.faces.warming)
    loop.run(CALM + PULSE_PERIOD + 1.0)


def rests(loop: Loop) -> bool:
    """Nothing drawn for a long while, and no timer left to wake the window."""
    top = loop.app.stack.top
    return loop.run(LONG_REST) == [] and top is not None and top.next_wake() is None


def keydown(code: int, text: str = "") -> pygame.event.Event:
    return E(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), E(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_mid_game_table_rests_and_draws_when_the_log_is_folded(app: App, game_id: str) -> None:
    scene = mid_game(app, game_id)
    loop = Loop(app)
    settle(loop, scene)
    assert rests(loop)
    folded = scene.log.collapsed
    frames = loop.run(1.0, keydown(pygame.K_l, "l"))
    assert scene.log.collapsed != folded and frames and frames[0] is None
    loop.run(CALM + PULSE_PERIOD)
    assert rests(loop)


def test_a_hotseat_table_rests_behind_its_cover_and_past_it(app: App) -> None:
    scene = table(app, [Seat("Anna"), Seat("Ben")])
    loop = Loop(app)
    loop.until(lambda: isinstance(app.stack.top, HandOff))
    loop.run(1.0)
    assert rests(loop)  # the cover
    frames = loop.run(1.0, keydown(pygame.key.key_code(ready_key().lower()), ready_key().lower()))
    assert app.stack.top is scene and scene.owner is not None and frames[0] is None  # the table, drawn whole
    settle(loop, scene)
    assert rests(loop)  # the table in the private view of the person who has it


def test_a_window_asked_on_the_table_rests_until_it_is_answered(app: App) -> None:
    scene, _, asked = asked_on_table(app)
    assert scene.quick.seat == asked
    loop = Loop(app)
    loop.run(CALM + PULSE_PERIOD + 1.0)
    assert rests(loop)  # the quick ask's strip waits without a frame
    played = len(scene.session.match.actions)
    frames = loop.run(1.0, keydown(pygame.K_n, "n"))  # let it go
    assert len(scene.session.match.actions) > played and frames and frames[0] is None


def test_a_decision_bar_turned_to_its_next_page_rests(app: App) -> None:
    seed, plies = first_positions()["swap-rooms"]
    scene = scene_at(app, seed, plies)
    loop = Loop(app)
    settle(loop, scene)
    rect, choice = scene.bar.buttons[-1]
    assert choice.page == 1  # the bar pages
    before = [c.label for _, c in scene.bar.buttons]
    frames = loop.run(1.0, *click(rect.center))
    assert scene.bar.page == 1 and [c.label for _, c in scene.bar.buttons] != before
    assert frames and frames[0] is None
    loop.run(CALM + PULSE_PERIOD)
    assert rests(loop)


SEATS = {1: [Seat("Anna"), Seat("Morgana", "ai", "random")], 2: [Seat("Anna"), Seat("Bea")]}


@pytest.mark.parametrize("people", [1, 2])
@pytest.mark.parametrize("game_id", GAMES)
def test_each_decision_opens_and_is_drawn_with_no_input(app: App, game_id: str, people: int) -> None:
    """A new table, and the next person's decision after each move, come up on their own: the window
    rests only once the decision is drawn. Two people's Dungeon Run once opened on a blank map until the
    mouse moved (the table was taken over by the first person, and nothing woke it to open their draft)."""
    spec = table_for(game_id)
    assert spec is not None
    seats = SEATS[people]
    session = Session(Match.start(game_id, len(seats), 2, {}, seats), None, 1, ai_process=False)
    scene = TableScene(app, session, spec)
    app.replace(scene)
    loop = Loop(app)
    rng = Rng(3)
    letter = ready_key().lower()
    for _ in range(24):
        def ready() -> bool:
            time.sleep(0.0005)  # the AI's thread answers in real time
            return (isinstance(app.stack.top, HandOff) or session.over() or app.stack.top is scene and (
                scene.quick.active or scene.confirm.active or scene.table.legal is not None and not scene.anim.busy))
        loop.until(ready)
        if session.over():
            break
        loop.run(0.5)  # nothing more to come: what is shown is what was drawn
        assert isinstance(app.stack.top, HandOff) or scene._looks() == scene._drawn
        if isinstance(app.stack.top, HandOff):
            loop.run(0.1, keydown(pygame.key.key_code(letter), letter))
        elif scene.quick.active:
            loop.run(0.1, keydown(pygame.K_n, "n"))  # the person asked lets the window go
        elif scene.confirm.active:
            loop.run(0.1, keydown(pygame.K_RETURN, "\r"))
        else:
            scene.submit(rng.choice(scene.table.legal))
            app.redraw()  # as the click that made the move would
    assert session.ply >= 6
