"""Whole Dungeon Run games between AI seats, with what the benchmarks report about each: how it ended,
the rounds it took, whether the Lord was reached and felled, the solo score, and every decision's
wall and processor time by level. Shared by dungeon_run_speed.py and dungeon_run_strength.py."""
from __future__ import annotations

import json
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.cli.simulate import percentile, wilson
from game.engine.registry import get

GAME_ID = "dungeon-run"
NEAR_LIMIT = 45  # three quarters of the default round limit of 60


@dataclass
class Played:
    seed: int
    levels: list[str]
    winners: list[int]
    reason: str
    rounds: int
    plies: int
    score: float  # the solo score, or 0
    lord_revealed: bool
    lord_felled: bool
    cpu_seconds: float
    endgame_rounds: int = 0  # rounds played after the Lord fell
    duels: int = 0  # fights between heroes in the endgame
    holders: int = 0  # heroes who held the Magic Stone at some point
    wall: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


def play(job: tuple[list[str], int, int | None, bool]) -> Played:
    """One game; seat i plays levels[i]; ``iterations`` overrides the searching levels' budget. With
    ``timed`` every decision is clocked; without, only the whole game is (reading the processor clock
    costs a system call, which on a busy virtual machine outweighs an easy decision)."""
    levels, seed, iterations, timed = job
    game = get(GAME_ID)
    seats = [level_for(game, name, iterations if name in ("normal", "hard") else None) for name in levels]
    state = game.new_game(len(levels), seed)
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    plies = 0
    started = time.process_time()
    felled = False
    endgame_from, duels, holders = 0, 0, set()
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        if timed:
            w, c = time.perf_counter(), time.process_time()
            action = decide(game, state, seats[seat], bot_rng(seed, seat, plies))
            wall.setdefault(levels[seat], []).append(time.perf_counter() - w)
            cpu.setdefault(levels[seat], []).append(time.process_time() - c)
        else:
            action = decide(game, state, seats[seat], bot_rng(seed, seat, plies))
        events = state.apply(action)
        felled = felled or any(e.kind == "endgame_begins" or (e.kind == "game_over" and e.data["reason"] ==
                                                                "lord-defeated") for e in events)
        if any(e.kind == "endgame_begins" for e in events):
            endgame_from = state.round
        duels += sum(e.kind == "duel_declared" for e in events) if endgame_from else 0
        if state.endgame and state.stone_holder() is not None:
            holders.add(state.stone_holder())
        plies += 1
    result = state.result()
    return Played(seed, list(levels), list(result.winners), result.reason, state.round, plies,
                  float(result.details.get("score", 0)), state.lord_room is not None, felled,
                  time.process_time() - started, state.round - endgame_from if endgame_from else 0, duels,
                  len(holders), wall, cpu)


def play_many(levels: list[str], games: int, seed: int, iterations: int | None = None, jobs: int = 1,
              rotate: bool = True, log: str | None = None, timed: bool = True) -> list[Played]:
    """``games`` games from ``seed`` on; with ``rotate`` the seats turn between games. With ``log``
    each game is appended to that file as one JSON line as soon as it ends, so a long run that is
    stopped early still leaves its finished games to report (``read_log``)."""
    order = []
    for i in range(games):
        shift = i % len(levels) if rotate else 0
        order.append((levels[shift:] + levels[:shift], seed + i, iterations, timed))
    played: list[Played] = []
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else _Serial() as pool:
        for game in pool.map(play, order, chunksize=1):
            played.append(game)
            if log is not None:
                with open(log, "a", encoding="utf-8") as out:
                    out.write(json.dumps(asdict(game)) + "\n")
    return played


class _Serial:
    """Stands in for a process pool when the games are played in this process."""

    def __enter__(self) -> "_Serial":
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    @staticmethod
    def map(fn: Any, jobs: list[Any], chunksize: int = 1) -> Any:
        return map(fn, jobs)


def read_log(path: str) -> list[Played]:
    with open(path, encoding="utf-8") as lines:
        return [Played(**json.loads(line)) for line in lines if line.strip()]


def times(played: list[Played], level: str) -> dict[str, float]:
    wall = [t for p in played for t in p.wall.get(level, [])]
    cpu = [t for p in played for t in p.cpu.get(level, [])]
    return {"decisions": len(wall), "wall_median": statistics.median(wall) if wall else 0.0,
            "wall_p95": percentile(wall, 0.95), "cpu_median": statistics.median(cpu) if cpu else 0.0,
            "cpu_p95": percentile(cpu, 0.95), "cpu_max": max(cpu) if cpu else 0.0}


def wins_of(played: list[Played], level: str) -> int:
    return sum(1 for p in played if len(p.winners) == 1 and p.levels[p.winners[0]] == level)


def machine() -> str:
    load = os.getloadavg()
    return f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores"


def describe_ends(played: list[Played]) -> dict[str, Any]:
    reasons: dict[str, int] = {}
    for p in played:
        reasons[p.reason] = reasons.get(p.reason, 0) + 1
    return {"reasons": dict(sorted(reasons.items(), key=lambda kv: -kv[1])),
            "mean_rounds": statistics.fmean(p.rounds for p in played),
            "max_rounds": max(p.rounds for p in played),
            "near_round_limit": sum(p.rounds >= NEAR_LIMIT for p in played) / len(played),
            "lord_revealed": sum(p.lord_revealed for p in played) / len(played),
            "lord_felled": sum(p.lord_felled for p in played) / len(played),
            "mean_endgame_rounds": statistics.fmean(p.endgame_rounds for p in played if p.lord_felled)
            if any(p.lord_felled for p in played) else 0.0,
            "endgame_duels_per_game": statistics.fmean(p.duels for p in played),
            "stone_changed_hands": sum(p.holders > 1 for p in played) / len(played),
            "mean_plies": statistics.fmean(p.plies for p in played)}
