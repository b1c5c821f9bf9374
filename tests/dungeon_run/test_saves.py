"""A Dungeon Run game saved mid-way loads and finishes exactly as the one that was not saved (the save
format: saves/README.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.ai import bot_rng, decide
from game.engine.match import Match
from game.engine.saves import load, save

from .helpers import GAME


@pytest.mark.parametrize("players, options", [(1, {}), (3, {"beg-for-your-life": True}),
                                              (5, {"lord-room-distance": "straight", "strangers-wait": False})])
def test_a_save_taken_mid_game_loads_and_finishes_identically(tmp_path: Path, players: int,
                                                             options: dict[str, object]) -> None:
    match = Match.start(GAME, players, 41, options)  # type: ignore[arg-type]
    plies = 0
    log = []
    while not match.state.is_terminal():
        seat = match.state.current_player()
        assert seat is not None
        action = decide(GAME, match.state, "easy", bot_rng(41, seat, plies))
        log.append(action)
        match.submit(action)
        plies += 1
    final = match.state.to_snapshot()
    cut = len(log) // 2
    again = Match.start(GAME, players, 41, options)  # type: ignore[arg-type]
    again.replay(log[:cut])
    path = save(again, tmp_path / "dungeon.json")
    loaded = load(path).match
    loaded.replay(log[cut:])
    assert loaded.state.to_snapshot() == final
