"""``bench``: the engine's speed, AI decision times, start-up, and save/load times, per game.

Strength (win rates with confidence intervals) takes hours and lives in tests/bench/; this command
takes about a minute per game.
"""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from game.ai import decide, level_for
from game.cli import CommandError
from game.cli.fresh_start import fresh_start_seconds
from game.cli.simulate import percentile
from game.engine.match import Match
from game.engine.registry import all_games, get
from game.engine.rng import Rng
from game.engine.saves import load, save
from game.engine.state import Game

def load_and_start(game: Game, players: int) -> float:
    """Reading and checking every card file of every game from disk, then starting a game."""
    started = time.perf_counter()
    for each in all_games():
        each.load_card_set()
    game.new_game(players, 1)
    return time.perf_counter() - started


def random_games_per_second(game: Game, players: int, seconds: float) -> float:
    rng = Rng(12345)
    games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_game(players, games)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        games += 1
    return games / (time.perf_counter() - started)


def decision_times(game: Game, players: int, level: str, decisions: int) -> list[float]:
    """Times of ``decisions`` choices taken at positions reached by random play."""
    rng = Rng(777)
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        state = game.new_game(players, 500 + seed)
        seed += 1
        steps = rng.below(40)
        for _ in range(steps):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        started = time.perf_counter()
        decide(game, state, level_for(game, level), Rng(seed))
        times.append(time.perf_counter() - started)
    return times


def save_and_load(match: Match, times: int) -> tuple[list[float], list[float]]:
    """The times of saving and loading the match in a temporary folder; a folder that cannot be
    written is named (``TMPDIR`` chooses it)."""
    save_times, load_times = [], []
    try:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "finished.json"
            for _ in range(times):
                started = time.perf_counter()
                save(match, path)
                save_times.append(time.perf_counter() - started)
                started = time.perf_counter()
                load(path)
                load_times.append(time.perf_counter() - started)
    except OSError as error:
        where = error.filename or "a temporary folder"  # no folder at all: the message lists those tried
        raise CommandError(f"cannot write the benchmark's save in {where}: {error.strerror or error}") from None
    return save_times, load_times


def bench_game(game: Game, quick: bool) -> None:
    print(f"== {game.title} ({game.id})")
    counts = list(game.players)[:4]
    startup = fresh_start_seconds(game.id, counts[0])
    loads = [load_and_start(game, counts[0]) for _ in range(5)]
    print(f"  load every card file of every game and start a game: median {statistics.median(loads) * 1000:.0f} ms; "
          f"in a fresh process with the imports of every game: {startup * 1000:.0f} ms")
    for players in counts:
        rate = random_games_per_second(game, players, 1.5 if quick else 5.0)
        print(f"  random {players}-player games: {rate:.0f} games/s on one core")
    match = Match.start(game.id, counts[0], 4242)
    rng = Rng(1)
    while not match.state.is_terminal():
        match.submit(rng.choice(match.state.legal_actions()))
    save_times, load_times = save_and_load(match, 5 if quick else 20)
    print(f"  save a finished game ({len(match.actions)} actions): median {statistics.median(save_times) * 1000:.1f} ms; "
          f"load: median {statistics.median(load_times) * 1000:.1f} ms")
    for level in ("easy", "normal", "hard"):
        times = decision_times(game, counts[0], level, 10 if quick else 60)
        print(f"  {level} decision ({counts[0]} players, {len(times)} positions): median "
              f"{statistics.median(times) * 1000:.1f} ms, p95 {percentile(times, 0.95) * 1000:.1f} ms")


def run_bench(game_id: str | None, quick: bool) -> int:
    try:
        games = [get(game_id)] if game_id else all_games()
    except KeyError as error:
        raise CommandError(str(error.args[0])) from None
    for game in games:
        bench_game(game, quick)
    return 0
