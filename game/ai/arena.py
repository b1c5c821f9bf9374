"""Whole games between AI seats: what the simulator, the strength benchmarks and the tests share."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from game.engine.registry import get
from game.engine.state import OptionValue

from . import bot_rng, decide, level_for


@dataclass
class GameRecord:
    seed: int
    levels: list[str]  # by seat
    scores: list[float]
    winners: list[int]
    reason: str
    plies: int
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)
    trace: list[dict[str, Any]] = field(default_factory=list)


def play(game_id: str, levels: list[str], seed: int, options: dict[str, OptionValue] | None = None,
         iterations: int | None = None, trace: bool = False, max_plies: int = 100_000) -> GameRecord:
    game = get(game_id)
    resolved = game.resolve_options(options)
    state = game.new_game(len(levels), seed, resolved)
    seat_levels = [level_for(game, name, iterations) for name in levels]
    record = GameRecord(seed, list(levels), [], [], "", 0)
    if trace:
        record.trace.append({"seed": seed, "ply": 0, "seat": None, "action": None,
                             "events": [e.full() for e in state.opening_log()]})
    # A random seat's move costs less than reading the clock and seeding a generator for it, so a
    # random seat draws every move from one generator of its own and its moves are not timed.
    steady = [bot_rng(seed, seat, 0) if level.kind == "random" else None for seat, level in enumerate(seat_levels)]
    plies = 0
    while not state.is_terminal():
        if plies >= max_plies:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {max_plies} plies")
        seat = state.current_player()
        assert seat is not None
        own = steady[seat]
        if own is not None:
            action = decide(game, state, seat_levels[seat], own)
        else:
            started = time.perf_counter()
            action = decide(game, state, seat_levels[seat], bot_rng(seed, seat, plies))
            record.decision_seconds.setdefault(levels[seat], []).append(time.perf_counter() - started)
        events = state.apply(action)
        plies += 1
        if trace:
            record.trace.append({"seed": seed, "ply": plies, "seat": seat, "action": str(action),
                                 "events": [e.full() for e in events]})
    result = state.result()
    record.scores = list(result.scores)
    record.winners = list(result.winners)
    record.reason = result.reason
    record.plies = plies
    return record
