"""``bench``'s start-up figure: every game loaded and one started in a process that has imported none
of them. The process is started afresh by multiprocessing (spawn), not as ``python -c``, so that the
standalone app, whose executable runs no Python code given to it, measures it the same way; this
module imports nothing of the game at its top, so the child's clock starts before the game's imports."""
from __future__ import annotations

import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor


def _load_everything(game_id: str, players: int) -> float:
    started = time.perf_counter()
    from game.engine.registry import all_games, get

    for game in all_games():
        game.load_card_set()
    get(game_id).new_game(players, 1)
    return time.perf_counter() - started


def fresh_start_seconds(game_id: str, players: int) -> float:
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(_load_everything, game_id, players).result()
