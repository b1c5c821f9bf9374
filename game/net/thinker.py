"""AI decisions made off the event loop, from what one seat knows (``Game.information``).

A host's AI seat and an AI-driven player at another computer decide the same way: the state is
rebuilt from the seat's information (never the real state, which a player's computer does not have),
and ``decide`` runs on it in a worker, a process of its own by default, so a long search leaves the
event loop (and the other core) free. The worker receives plain data and answers with the action's
text.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from game.ai import decide, level_for
from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng


def think(request: dict[str, Any]) -> str:
    """One decision, in the worker: the seat's state rebuilt from its information, then the level."""
    game = get(request["game"])
    state = game.from_information(request["information"])
    level = level_for(game, request["level"], request["iterations"])
    return str(decide(game, state, level, Rng.restore(request["rng"])))


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        # When the machine is busy the table's messages come first; a search (counted in iterations,
        # not seconds) only takes longer.
        os.nice(5)


class Thinker:
    """Where decisions are made: one worker process, or a thread (``processes=False``: tests, and
    machines that cannot start a process)."""

    def __init__(self, processes: bool = True) -> None:
        self.processes = processes
        self._executor: Executor | None = None

    def _worker(self) -> Executor:
        if self._executor is None:
            if self.processes:
                context = multiprocessing.get_context("spawn")  # a fresh interpreter, whatever the parent holds
                self._executor = ProcessPoolExecutor(1, mp_context=context, initializer=_lower_priority)
            else:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="card-table-net-ai")
        return self._executor

    async def decide(self, game_id: str, information: dict[str, Any], level: str, iterations: int | None,
                     rng: Rng) -> Action:
        request = {"game": game_id, "information": information, "level": level, "iterations": iterations,
                   "rng": rng.state}
        loop = asyncio.get_running_loop()
        try:
            text = await loop.run_in_executor(self._worker(), think, request)
        except BrokenProcessPool:  # the worker died (killed, out of memory): a fresh one is asked once
            self._executor = None
            text = await loop.run_in_executor(self._worker(), think, request)
        return Action.parse(text)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
