"""The contract every registered game keeps, run over each game and each player count it allows (as
OpenSpiel runs its random simulation test for every game): a new game gets all of it by registering.

Random games to the end; at every ply: the snapshot through JSON text gives back an equal snapshot,
the same legal actions and the same views; a clone is independent; every seat's view of the real state
equals its view of a determinized copy, which plays on; illegal actions are refused and change
nothing; every action's text parses back; the view's envelope and prompt are whole. At the end, save,
load and replay give the identical final snapshot.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine import saves
from game.engine.actions import Action, IllegalAction
from game.engine.match import Match
from game.engine.registry import all_games
from game.engine.rng import Rng
from game.engine.state import Game, State

# A safety net for games that random seats drag out (each game's own round limits end them sooner).
MAX_PLIES = 3000
PLAY_ON = 4  # plies played on each determinized copy
ENVELOPE = ("game", "seat", "players", "turn", "deciding", "over", "result", "prompt")
CASES = [(game.id, n) for game in all_games() for n in game.players]


def through_json(game: Game, state: State) -> State:
    return game.from_snapshot(json.loads(json.dumps(state.to_snapshot())))


def views(state: State) -> list[Any]:
    return [state.view(seat) for seat in [None, *range(state.players)]]


def wrong_actions(legal: list[Action]) -> list[Action]:
    """Actions that are not legal now: an unknown verb, and legal ones with an argument changed."""
    out = [Action("no-such-move"), Action("pass", ("nowhere",))]
    for action in legal[:3]:
        out.append(Action(action.verb, (*action.args, "extra")))
        if action.args:
            out.append(Action(action.verb, ("no-such-card", *action.args[1:])))
    return [a for a in out if a not in legal]


def check_envelope(state: State, legal: list[Action]) -> None:
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        assert all(key in view for key in ENVELOPE), sorted(set(ENVELOPE) - set(view))
        assert view["seat"] == seat and view["players"] == state.players
        assert view["deciding"] == state.current_player() and view["over"] == state.is_terminal()
        prompt = view["prompt"]
        if state.is_terminal():
            assert prompt is None and view["result"] is not None
            continue
        assert prompt["seat"] == state.current_player() and prompt["key"].startswith(f"{view['game']}.prompt.")
        offered = [o["action"] for o in prompt["options"]]
        if seat == state.current_player():
            assert offered == [str(a) for a in legal]
        else:
            assert offered == []


def check_ply(game: Game, state: State, rng: Rng) -> None:
    legal = state.legal_actions()
    assert legal, "a running game always offers an action"
    legal.clear()
    legal = state.legal_actions()
    assert legal, "legal_actions must return a list the caller may change"
    for action in legal:
        assert Action.parse(str(action)) == action
    before = state.to_snapshot()
    again = through_json(game, state)
    assert again.to_snapshot() == before
    assert again.legal_actions() == legal
    assert views(again) == views(state)
    check_envelope(state, legal)
    for action in wrong_actions(legal):
        with pytest.raises(IllegalAction):
            state.clone().apply(action)
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_snapshot() == before
    twin = state.clone()
    twin.apply(legal[rng.below(len(legal))])
    assert state.to_snapshot() == before, "playing on a clone changed the original"
    for seat in range(state.players):
        world = state.determinize(seat, Rng(rng.next_u32()))
        assert world.view(seat) == state.view(seat), f"determinize for seat {seat} changed what it sees"
        for _ in range(PLAY_ON):
            if world.is_terminal():
                break
            options = world.legal_actions()
            world.apply(options[rng.below(len(options))])


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_random_game_keeps_the_contract_at_every_ply(game_id: str, players: int, tmp_path: Path) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    match = Match.start(game, players, seed=1000 + players)
    rng = Rng(77 + players)
    for _ in range(MAX_PLIES):
        state = match.state
        if state.is_terminal():
            break
        check_ply(game, state, rng)
        legal = state.legal_actions()
        match.submit(legal[rng.below(len(legal))])
    assert match.state.is_terminal(), f"no end after {MAX_PLIES} plies"
    check_envelope(match.state, [])
    assert match.state.legal_actions() == [] and match.state.current_player() is None
    path = saves.save(match, tmp_path / "game.json")
    loaded = saves.load(path, upgrade=False)
    assert loaded.match.state.to_snapshot() == match.state.to_snapshot()
    assert [str(a) for a in loaded.match.actions] == [str(a) for a in match.actions]
