"""Seeded Boss Monster positions for the table's tests: games played by a fixed mix of the game's
playout policy and random choices, searched once for the first position of each decision kind."""
from __future__ import annotations

from functools import cache
from typing import Any, Iterator

import pygame

from game.engine import registry
from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.engine.state import State
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from ..helpers import frame, key, pass_cover, until

GAME = "boss-monster"
# Option sets the search cycles through, so that the variants' own decisions come up too.
OPTIONS: tuple[dict[str, Any], ...] = (
    {}, {"i-choose-you": True, "classic": True}, {"plotting": True, "seeded-discard": True},
    {"i-choose-you": True, "plotting": True, "seeded-discard": True, "classic": True})


def kind_of(prompt: dict[str, Any]) -> str:
    return str(prompt["key"]).rsplit(".", 1)[-1]


def game_plan(seed: int) -> tuple[int, dict[str, Any]]:
    return 2 + seed % 3, OPTIONS[seed % 4]


def moves(seed: int, plies: int) -> list[Action]:
    """The first ``plies`` actions of seeded game ``seed``."""
    game = registry.get(GAME)
    players, options = game_plan(seed)
    state = game.new_game(players, seed, options)
    rng = Rng(seed)
    out: list[Action] = []
    while len(out) < plies:
        action = game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions())
        state.apply(action)
        out.append(action)
    return out


def seeded_states(seeds: int, plies: int) -> Iterator[tuple[int, int, State]]:
    """Each position of seeded games ``0..seeds-1`` up to ``plies`` actions in (its seed, the number of
    actions before it, the state), played as ``moves`` plays them."""
    game = registry.get(GAME)
    for seed in range(seeds):
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        rng = Rng(seed)
        for n in range(plies):
            if state.is_terminal():
                break
            yield seed, n, state
            action = game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions())
            state.apply(action)


@cache
def first_positions(seeds: int = 60, plies: int = 2500) -> dict[str, tuple[int, int]]:
    """For each decision kind met: the seed and the number of actions before it first comes up."""
    found: dict[str, tuple[int, int]] = {}
    for seed, n, state in seeded_states(seeds, plies):
        found.setdefault(kind_of(state.view(state.current_player())["prompt"]), (seed, n))
    return found


def scene_at(app: App, seed: int, plies: int, humans: int | None = None) -> TableScene:
    """The table after ``plies`` actions of game ``seed``, every seat a person unless ``humans`` says
    how many; the hand-off is dismissed so the deciding seat looks at the table."""
    players, options = game_plan(seed)
    count = players if humans is None else humans
    seats = [Seat(f"P{n + 1}") if n < count else Seat(f"P{n + 1}", "ai", "random") for n in range(players)]
    match = Match.start(GAME, players, seed, options, seats)
    spec = table_for(GAME)
    assert spec is not None
    scene = TableScene(app, Session(match, None, app.ai_iterations, history=moves(seed, plies)), spec)
    app.replace(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: TableScene) -> None:
    """Frames until the deciding person's input is open, passing the hand-off screen (a window asked
    on the table is answered: the asked person takes the table)."""
    def ready() -> bool:
        if isinstance(app.stack.top, HandOff):
            pass_cover(app)
        elif app.stack.top is scene and scene.quick.active:
            key(app, pygame.K_a, "a")
        return app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy

    until(app, ready)
    frame(app)
