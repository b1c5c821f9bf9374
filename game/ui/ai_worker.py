"""Where the AI thinks: in a separate process, so that a hard search on one core leaves the other to
the window (Python threads share one interpreter lock, and the frames suffered for it); or in a
thread, for games the worker process cannot rebuild (a test's own game) or if the process fails.

Either way the worker gets only a determinized copy made on the main thread for the deciding seat.
The process receives it as plain data (the copy's snapshot, the level's name, the generator's state)
and answers with the action's text form.
"""
from __future__ import annotations

import multiprocessing
import os
import queue
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game.ai import decide, level_for
from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.engine.state import Game, State

from .review_task import Reviewing, serve_review


@dataclass(frozen=True)
class Job:
    owner: object  # the session that asked: a shared worker hands each answer back to its owner
    key: Any  # whatever the owner needs to recognise the answer
    game: Game
    info: State  # the determinized copy
    level: str
    iterations: int | None
    rng: Rng


Answer = tuple[Any, Action | None, str | None]  # key, action, or the error that stopped the AI
STOPPED = "the AI process stopped"  # a crash, not a wrong answer: asking again (a new process) may work
PARENT_CHECK_SECONDS = 1.0  # how often an idle worker looks whether the window is still there


class Runner:
    def start(self, job: Job) -> None: ...

    def poll(self, owner: object) -> list[Answer]:
        """The answers that have arrived for ``owner``."""
        return []

    def close(self) -> None: ...


def think(job: Job) -> Action:
    return decide(job.game, job.info, level_for(job.game, job.level, job.iterations), job.rng)


class ThreadRunner(Runner):
    """One per session: a thread of its own."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-table-ai")
        self._jobs: list[tuple[Any, Future[Action]]] = []

    def start(self, job: Job) -> None:
        self._jobs.append((job.key, self._pool.submit(think, job)))

    def poll(self, owner: object) -> list[Answer]:
        done = [(k, f) for k, f in self._jobs if f.done()]
        self._jobs = [(k, f) for k, f in self._jobs if not f.done()]
        out: list[Answer] = []
        for key, future in done:
            if future.cancelled():
                continue
            error = future.exception()
            out.append((key, None, str(error)) if error else (key, future.result(), None))
        return out

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def _serve(inbox: "multiprocessing.Queue[dict[str, Any] | None]", outbox: "multiprocessing.Queue[dict[str, Any]]",
           cancel: Any) -> None:
    """The worker process: rebuild each copy from its snapshot, decide, answer in text; or review a
    game (``review_task.serve_review``), telling its progress as it goes, until ``cancel`` holds
    that request's id."""
    if hasattr(os, "nice"):
        # When the machine is busy the window's frames come first; the AI (counted in iterations,
        # not seconds) only takes longer to answer.
        os.nice(5)
    window = multiprocessing.parent_process()
    while True:
        try:
            request = inbox.get(timeout=PARENT_CHECK_SECONDS)
        except queue.Empty:
            # A window that was killed, or lost its display, never says goodbye: the worker (holding
            # both ends of its queue) would wait for it forever, and keep the app's folder busy.
            if window is not None and not window.is_alive():
                return
            continue
        if request is None:
            return
        if "review" in request:
            serve_review(request, outbox, lambda: cancel.value == request["id"])
            continue
        try:
            game = get(request["game"])
            info = game.from_snapshot(request["snapshot"])
            job = Job(None, None, game, info, request["level"], request["iterations"], Rng.restore(request["rng"]))
            outbox.put({"id": request["id"], "action": str(think(job)), "pid": os.getpid()})
        except Exception as error:  # the answer carries any failure back to the window
            outbox.put({"id": request["id"], "error": f"{type(error).__name__}: {error}"})


class ProcessRunner(Runner):
    """One worker process for the whole app, started when first needed."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # a fresh interpreter: no pygame, no window in it
        self._inbox: multiprocessing.Queue[dict[str, Any] | None] = context.Queue()
        self._outbox: multiprocessing.Queue[dict[str, Any]] = context.Queue()
        # The id of the review to stop: the worker reads it between positions, so that a cancelled
        # review stops at once instead of holding the worker until it is done.
        self._cancel = context.Value("q", 0)
        self._process = context.Process(target=_serve, args=(self._inbox, self._outbox, self._cancel),
                                        name="card-table-ai", daemon=True)
        self._process.start()
        self._keys: dict[int, tuple[object, Any]] = {}
        self._ready: list[tuple[object, Answer]] = []
        self._reviews: dict[int, Reviewing] = {}
        self._next = 0
        self.pids: set[int] = set()  # which process answered, for tests

    @staticmethod
    def can_run(game: Game) -> bool:
        try:
            return get(game.id) is game
        except KeyError:
            return False

    def alive(self) -> bool:
        return self._process.is_alive()

    def start(self, job: Job) -> None:
        self._next += 1
        self._keys[self._next] = (job.owner, job.key)
        self._inbox.put({"id": self._next, "game": job.game.id, "snapshot": job.info.to_snapshot(),
                         "level": job.level, "iterations": job.iterations, "rng": job.rng.state})

    def start_review(self, reviewing: "Reviewing", request: dict[str, Any]) -> int:
        self._next += 1
        self._reviews[self._next] = reviewing
        self._inbox.put({"id": self._next, "review": request})
        return self._next

    def cancel_review(self, number: int) -> None:
        """Asks the worker to stop that review; its answer that it stopped still comes to it."""
        self._cancel.value = number

    def poll(self, owner: object) -> list[Answer]:
        while True:
            try:
                answer = self._outbox.get_nowait()
            except queue.Empty:
                break
            if answer["id"] in self._reviews:
                reviewing = self._reviews[answer["id"]]
                if reviewing.hear(answer):
                    del self._reviews[answer["id"]]
                continue
            if answer.keys() & {"progress", "cancelled", "review"}:
                continue  # of a review no longer waited for
            asker, key = self._keys.pop(answer["id"], (None, None))
            if "error" in answer:
                self._ready.append((asker, (key, None, answer["error"])))
            else:
                self.pids.add(answer["pid"])
                self._ready.append((asker, (key, Action.parse(answer["action"]), None)))
        if (self._keys or self._reviews) and not self._process.is_alive():
            for reviewing in self._reviews.values():
                reviewing.hear({"error": STOPPED})
            self._reviews.clear()
            self._ready += [(asker, (key, None, STOPPED)) for asker, key in self._keys.values()]
            self._keys.clear()
        mine = [answer for asker, answer in self._ready if asker is owner]
        self._ready = [(asker, answer) for asker, answer in self._ready if asker is not owner]
        return mine

    def forget(self, owner: object) -> None:
        """A closed session: its answers, arrived or still to come, go nowhere."""
        self._ready = [(a, answer) for a, answer in self._ready if a is not owner]
        self._keys = {i: (a, k) for i, (a, k) in self._keys.items() if a is not owner}

    def close(self) -> None:
        if self._process.is_alive():
            self._inbox.put(None)
            self._process.join(timeout=1.0)
            if self._process.is_alive():
                self._process.terminate()


_shared: ProcessRunner | None = None


def shared_process() -> ProcessRunner | None:
    """The app's worker process, started on first use; None if this machine cannot start one."""
    global _shared
    if _shared is None or not _shared.alive():
        try:
            _shared = ProcessRunner()
        except (OSError, RuntimeError):
            return None
    return _shared


def stop_shared_process() -> None:
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None
