"""Properties over seeded games with random and AI seats (issue 4, Tests): every legal action is
accepted, the game ends, no card is created or lost, a snapshot taken mid-game finishes the game
identically, determinize keeps the observer's view, and bots ignore the cards they cannot see."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai import bot_rng, decide, level_for
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, census, full_set
from .test_view import _swap_hidden

FAST_GAMES = 60
SLOW_GAMES = 300
MAX_PLIES = 5000
FULL = full_set()
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"classic": True, "seeded-discard": True},
    {"hard": True, "plotting": True},
    {"i-choose-you": True, "crushinator": "unlimited", "tie-break": "highest-xp"},
    {"infinite-lives": True},
]


def _levels(players: int, index: int) -> list[Any]:
    """Random seats, with an AI seat in some games: the cheap playout policy, or a tiny search."""
    levels: list[Any] = [level_for(GAME, "random")] * players
    if index % 3 == 0:
        levels[index % players] = level_for(GAME, "easy")
    if index % 10 == 5:
        levels[(index + 1) % players] = level_for(GAME, "hard", iterations=4)
    return levels


def _replay_from(snapshot: dict[str, Any], actions: list[Any]) -> BossMonsterState:
    state = GAME.from_snapshot(snapshot)
    for action in actions:
        state.apply(action)
    return state


def check_game(players: int, index: int) -> None:
    seed = 10_000 * players + index
    options = OPTION_SETS[index % len(OPTION_SETS)]
    state = GAME.new_game(players, seed, options)
    levels = _levels(players, index)
    saved_at = 20 + index % 40
    snapshot: dict[str, Any] | None = None
    after: list[Any] = []
    ply = 0
    while not state.is_terminal():
        assert ply < MAX_PLIES, f"seed {seed}: no end after {MAX_PLIES} plies"
        assert census(state) == FULL, f"seed {seed} ply {ply}: cards created or lost"
        seat = state.current_player()
        assert seat is not None
        legal = state.legal_actions()
        assert legal, f"seed {seed} ply {ply}: no legal action while the game runs"
        if ply % 9 == 0:
            for action in legal:
                state.clone().apply(action)  # raises if a listed action is refused
        if ply % 13 == 0:
            world = state.determinize(seat, Rng(ply))
            assert world.view(seat) == state.view(seat), f"seed {seed} ply {ply}: determinize shows another view"
            assert census(world) == FULL
        rng = bot_rng(seed, seat, ply)
        action = decide(GAME, state, levels[seat], rng)
        if ply % 17 == 0 and levels[seat].kind != "random":
            moved = _swap_hidden(state, seat)
            assert decide(GAME, moved, levels[seat], bot_rng(seed, seat, ply)) == action, (
                f"seed {seed} ply {ply}: the bot's choice depends on cards it cannot see")
        if ply == saved_at:
            snapshot = state.to_snapshot()
        if snapshot is not None:
            after.append(action)
        state.apply(action)
        ply += 1
    assert census(state) == FULL
    result = state.result()
    assert len(result.winners) == 1 and 0 <= result.winners[0] < players
    if snapshot is not None:
        replayed = _replay_from(snapshot, after)
        assert replayed.to_snapshot() == state.to_snapshot(), f"seed {seed}: reloaded game finished differently"
        assert replayed.result() == result


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_keep_every_property(players):
    """Issue 4, Tests: the properties over seeded games, for each player count (a quick sample)."""
    for index in range(FAST_GAMES):
        check_game(players, index)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_hundred_seeded_games_keep_every_property(players):
    """Issue 4, Tests: the properties over at least 300 seeded games for each player count."""
    for index in range(SLOW_GAMES):
        check_game(players, index)
