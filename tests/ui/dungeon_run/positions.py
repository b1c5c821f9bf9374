"""Scripted Dungeon Run positions for the table's tests: seeded games played by the game's own
playout policy (with some random choices) until a decision of the wanted kind comes up, then opened
in the real table scene with every seat a person."""
from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from game.ui.tables.base import Gesture

from ..helpers import click, drag, frame, pass_cover

GAME = "dungeon-run"
# Player counts and options tried in turn; "beg for your life" brings the vote, several heroes the trades.
SETUPS: tuple[tuple[int, dict[str, Any]], ...] = (
    (1, {"round-limit": 20}), (2, {"round-limit": 20, "beg-for-your-life": True}),
    (3, {"round-limit": 20, "beg-for-your-life": True}), (4, {"round-limit": 20}))


@cache
def positions() -> dict[str, tuple[int, int, dict[str, Any], tuple[Action, ...]]]:
    """The first position of every decision kind met: players, seed, options and the actions leading there."""
    game = get(GAME)
    found: dict[str, tuple[int, int, dict[str, Any], tuple[Action, ...]]] = {}
    for players, options in SETUPS:
        for seed in range(12):
            state = game.new_game(players, seed, options)
            rng = random.Random(seed)
            actions: list[Action] = []
            while not state.is_terminal():
                prompt = state.view(state.current_player())["prompt"]
                kind = prompt["kind"]
                found.setdefault(kind, (players, seed, options, tuple(actions)))
                if kind == "turn" and any(a.verb == "fight" for a in state.legal_actions()):
                    found.setdefault("turn:monster", (players, seed, options, tuple(actions)))
                args = prompt.get("args") or prompt
                if kind == "duel" and args.get("phase") == "strike":
                    found.setdefault("duel:strike", (players, seed, options, tuple(actions)))
                if kind == "fight" and args.get("phase") == "strike":
                    found.setdefault("fight:strike", (players, seed, options, tuple(actions)))
                if kind == "fight" and args.get("phase") == "assign":
                    found.setdefault("fight:assign", (players, seed, options, tuple(actions)))
                    if len(args["dice"]) >= 2 and args["hits"]:
                        found.setdefault("fight:several", (players, seed, options, tuple(actions)))
                action = game.playout_action(state, rng) if rng.random() < 0.6 else rng.choice(state.legal_actions())
                state.apply(action)
                actions.append(action)
    return found


def open_at(app: App, players: int, seed: int, options: dict[str, Any], actions: tuple[Action, ...]) -> TableScene:
    """The table scene at that position, every seat a person, ready for the deciding seat's input."""
    seats = [Seat(f"Player {n + 1}") for n in range(players)]
    match = Match.start(GAME, players, seed, options, seats)
    spec = table_for(GAME)
    assert spec is not None
    scene = TableScene(app, Session(match, None, history=list(actions)), spec)
    app.replace(scene)
    ready(app, scene)
    return scene


def open_kind(app: App, kind: str) -> TableScene:
    return open_at(app, *positions()[kind])


def ready(app: App, scene: TableScene) -> None:
    """Frames until the deciding seat may act, passing hand-off screens by their key."""
    for _ in range(600):
        if isinstance(app.stack.top, HandOff):
            pass_cover(app)
            continue
        if app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy:
            return
        frame(app)
    raise AssertionError("the table never opened its input")


def actions(scene: TableScene) -> int:
    """How many actions the match has taken so far."""
    return len(scene.session.match.actions)


def settle(app: App) -> None:
    """A few frames, for an answer to reach the engine and the table to open again."""
    for _ in range(4):
        frame(app)


def perform(app: App, gesture: Gesture) -> None:
    """Makes a gesture on the table: a click, or a drag from its start to its end."""
    if gesture.start == gesture.end:
        click(app, gesture.start)
    else:
        drag(app, gesture.start, gesture.end)
    for _ in range(3):
        frame(app)
