"""Scripted positions from seeded games: random legal play until a decision of a given kind is up."""
from __future__ import annotations

from functools import cache
from typing import Any, Callable

from game.engine.actions import Action
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for

from ..helpers import frame, pass_cover, until

GAME = "gauntlet-of-fools"


def one_token(state: Any) -> bool:
    """Before rolling, with exactly one ability to use and one way to roll: a single lit token."""
    legal = state.legal_actions()
    return (sum(a.verb == "use" for a in legal) == 1 and sum(a.verb == "roll" for a in legal) == 1
            and not any(a.verb == "roll" and a.args for a in legal))


def plain_roll(state: Any) -> bool:
    """Before rolling against a monster, with dice that simply add up (no One Arm, Cleaver, Axe or Priest)."""
    view = state.view(None)
    fight = view["fight"]
    if not fight or "monster_defense" not in fight or fight["dice_to_roll"] > 6:
        return False
    hero = view["heroes"][fight["hero"]]
    now = hero["this_turn"]
    return ("one-arm" not in hero["boasts"] and "cleaver" not in hero["weapons"]
            and not (now["axe"] or now["priest"] or now["attack_zero"]))


WANTED: dict[str, Callable[[Any], bool]] = {"one-token": one_token, "plain-roll": plain_roll}


@cache
def position(kind: str, wanted: str = "", tries: int = 400) -> tuple[int, int, tuple[Action, ...]]:
    """(players, seed, actions) of the first seeded game whose play reaches a ``kind`` decision
    (that also passes the named test in ``WANTED``, if any)."""
    game = get(GAME)
    test = WANTED.get(wanted, lambda state: True)
    for seed in range(tries):
        players = 2 + seed % 5
        state = game.new_game(players, seed)
        rng = Rng(seed)
        actions: list[Action] = []
        while not state.is_terminal():
            if state.view(None)["prompt"]["kind"] == kind and test(state):
                return players, seed, tuple(actions)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise AssertionError(f"no seeded game reached a {kind} decision")


def scene_at(app: App, players: int, seed: int, actions: tuple[Action, ...], humans: int | None = None) -> TableScene:
    """The table at that position, every seat a person (or the first ``humans`` of them)."""
    count = players if humans is None else humans
    seats = [Seat(f"P{n + 1}") if n < count else Seat(f"AI{n + 1}", "ai", "random") for n in range(players)]
    match = Match.start(GAME, players, seed, {}, seats)
    spec = table_for(GAME)
    assert spec is not None
    scene = TableScene(app, Session(match, None, app.ai_iterations, history=list(actions)), spec)
    app.replace(scene)
    return scene


def ready(app: App, scene: TableScene) -> None:
    """Past any hand-off, until the table takes input."""
    def up() -> bool:
        if isinstance(app.stack.top, HandOff):
            pass_cover(app)
        return app.stack.top is scene and scene.table.legal is not None and not scene.anim.busy

    until(app, up)
    frame(app)
