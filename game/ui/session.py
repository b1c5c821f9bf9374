"""A match being played in the window: the one action queue, the AI worker, undo and autosave.

Everything that wants to change the game (a drag, a click, a key, an AI worker, a test) puts an
``Action`` on ``queue``; ``step`` takes them off one at a time on the main thread and is the only
caller of ``Match.submit``. The AI thinks in a worker thread on a determinized copy made for its
seat, so it never holds the real state. Undo rebuilds the match by replaying its log from the seed
without the undone actions; nothing is ever reversed by hand.
"""
from __future__ import annotations

import queue
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai import bot_rng
from game.engine import autosaves, saves
from game.engine.autosaver import Autosaver
from game.engine.actions import Action, IllegalAction
from game.engine.events import Event
from game.engine.match import Match
from game.engine.state import Game, State, View

from .ai_worker import STOPPED, Job, ProcessRunner, Runner, ThreadRunner, shared_process


@dataclass(frozen=True)
class Submission:
    action: Action
    seat: int
    ply: int  # how many actions the match had when this was decided; a stale one is dropped
    source: str  # "human" or "ai"
    generation: int = 0  # bumped by undo: an AI answer from before it is dropped


@dataclass
class Played:
    seat: int
    action: Action
    events: list[Event]

    @property
    def chance(self) -> bool:
        return any(e.chance for e in self.events)

    jump = False  # a move played here is always shown

    def seen_by(self, seat: int | None) -> list[dict[str, Any]]:
        return [e.for_seat(seat) for e in self.events]


def refusal(state: State, action: Action) -> IllegalAction | None:
    """The rules' reason for refusing ``action`` in ``state``, asked of a copy: nothing reaches the state."""
    if action in state.legal_actions():
        return None
    try:
        state.clone().apply(action)
    except IllegalAction as reason:
        return reason
    return IllegalAction(f"'{action}' is not possible now", "illegal.generic", action=str(action))


class Session:
    """A game played on this computer: the ``SeatSource`` of every table that is not on the network."""

    network = None

    def __init__(self, match: Match, saves_dir: Path | None = None, ai_iterations: int | None = None,
                 history: list[Action] | None = None, ai_process: bool = True) -> None:
        self.match = match
        self.saves_dir = saves_dir  # None: no autosave (tests, rematch previews)
        self.ai_iterations = ai_iterations
        self.queue: queue.Queue[Submission] = queue.Queue()
        self.opening: list[Event] = list(match.state.opening_log())
        self.played: list[Played] = []
        self.rejected: list[tuple[Submission, str]] = []
        self.ai_process = ai_process
        self._runner: Runner | None = None
        self.saver = Autosaver(saves_dir)
        # AI decisions asked for, by (generation, ply): False until answered; never asked twice.
        self._asked: dict[tuple[int, int], bool] = {}
        self._held: Submission | None = None
        self.problem: str | None = None  # an AI or autosave failure, for the window to show
        self.generation = 0
        self._hint_key: tuple[int, int, int] | None = None
        self.hint: Action | None = None  # the hard AI's choice for the seat that asked, once it answers
        for action in history or []:
            self._apply(action, autosave=False)

    # --- who is who -------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.match.state

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def ply(self) -> int:
        return len(self.match.actions)

    def is_ai(self, seat: int) -> bool:
        return self.match.seats[seat].kind == "ai"

    def humans(self) -> list[int]:
        return [i for i in range(self.match.players) if not self.is_ai(i)]

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def kind(self, seat: int) -> tuple[str, str | None]:
        held = self.match.seats[seat]
        return held.kind, held.level

    def current(self) -> int | None:
        return self.state.current_player()

    def over(self) -> bool:
        return self.state.is_terminal()

    def view(self, seat: int | None) -> View:
        return self.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        return self.state.legal_actions() if self.state.current_player() == seat else []

    def told(self, seat: int | None, ply: int) -> list[dict[str, Any]]:
        events = [e.for_seat(seat) for e in self.opening]
        for entry in self.played[:ply]:
            events.extend(entry.seen_by(seat))
        return events

    # --- the action queue -------------------------------------------------------------------
    def put(self, action: Action, seat: int, source: str = "human") -> None:
        self.queue.put(Submission(action, seat, len(self.match.actions), source, self.generation))

    def next_submission(self) -> Submission | None:
        """The submission that ``step`` would take, without taking it. A stale one (decided before an
        undo, or for a position the game has left) is dropped here, never held: the table waits on
        what is held, and would wait forever on an answer that can no longer be played."""
        self._collect()
        while self._held is None or self._stale(self._held):
            if self._held is not None:
                self.rejected.append((self._held, "stale"))
            try:
                self._held = self.queue.get_nowait()
            except queue.Empty:
                self._held = None
                return None
        return self._held

    def _stale(self, sub: Submission) -> bool:
        return (sub.generation != self.generation or sub.ply != len(self.match.actions)
                or sub.seat != self.match.state.current_player())

    def step(self) -> Played | None:
        """Applies the next queued action if it is still legal; returns what happened."""
        sub = self.next_submission()
        if sub is None:
            return None
        self._held = None
        state = self.match.state
        if sub.action not in state.legal_actions():
            self.rejected.append((sub, "illegal"))
            return None
        return self._apply(sub.action)

    def _apply(self, action: Action, autosave: bool = True) -> Played:
        seat = self.match.state.current_player()
        assert seat is not None
        events = self.match.submit(action)
        played = Played(seat, action, events)
        self.played.append(played)
        if autosave:
            self.autosave()  # every decision: quitting mid-turn loses nothing (the writer coalesces)
        return played

    def why_not(self, action: Action) -> IllegalAction | None:
        return refusal(self.match.state, action)

    # --- the AI -----------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self._asked.get((self.generation, len(self.match.actions))) is False

    def prepare(self) -> None:
        """The AI worker starts as the table opens (a process takes a moment), not mid-game."""
        if len(self.humans()) < self.match.players:
            self.runner()

    def runner(self) -> Runner:
        if self._runner is None or (isinstance(self._runner, ProcessRunner) and not self._runner.alive()):
            process = shared_process() if self.ai_process and ProcessRunner.can_run(self.match.game) else None
            self._runner = process or ThreadRunner()
        return self._runner

    def think(self) -> None:
        """Starts the AI on its decision if it is an AI's turn and it has not started yet."""
        state = self.match.state
        seat = state.current_player()
        ply = len(self.match.actions)
        if seat is None or not self.is_ai(seat) or (self.generation, ply) in self._asked:
            return
        rng = bot_rng(self.match.seed, seat, ply)
        # Made here, on the main thread: the worker gets only what this seat could know.
        info = state.determinize(seat, rng.fork())
        level = self.match.seats[seat].level or "normal"
        self._asked[(self.generation, ply)] = False
        self.runner().start(Job(self, (self.generation, ply, seat), self.match.game, info, level,
                                self.ai_iterations, rng))

    def ask_hint(self, seat: int) -> None:
        """Asks the ``hard`` AI what it would do in ``seat``'s place, from a copy determinized for that
        seat: only what the seat itself may see. The answer arrives in ``hint``; it is never played."""
        ply = len(self.match.actions)
        key = (self.generation, ply, seat)
        if self._hint_key == key or self.match.state.current_player() != seat:
            return
        rng = bot_rng(self.match.seed, seat, ply).fork()
        info = self.match.state.determinize(seat, rng.fork())
        self._hint_key, self.hint = key, None
        self.runner().start(Job(self, ("hint", *key), self.match.game, info, "hard", self.ai_iterations, rng))

    def _collect(self) -> None:
        """Moves the AI's answers onto the one queue, where they wait their turn like any action."""
        if self._runner is None:
            return
        for key, action, error in self._runner.poll(self):
            if key[0] == "hint":
                if key[1:] == self._hint_key and self._hint_key[:2] == (self.generation, len(self.match.actions)):
                    self.hint = action
                    if error is not None:
                        self.problem = f"the AI could not give a hint: {error}"
                continue
            generation, ply, seat = key
            self._asked[(generation, ply)] = True
            if error == STOPPED:
                del self._asked[(generation, ply)]  # asked again of a fresh process on the next frame
            elif error is not None:
                if generation == self.generation:
                    self.problem = f"the AI could not decide: {error}"
            elif action is not None:
                self.queue.put(Submission(action, seat, ply, "ai", generation))

    # --- undo -------------------------------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        """How many actions to keep to undo ``seat``'s latest decisions, or None when undo is not allowed.

        Only against AI (with another person at the table, undo would take back their view too),
        never across an action whose events rolled, drew or revealed something, and never once the
        game is over (a finished game stays finished).
        """
        if self.humans() != [seat] or self.match.state.is_terminal():
            return None
        cut = None
        for index in range(len(self.played) - 1, -1, -1):
            entry = self.played[index]
            if entry.chance:
                break
            if entry.seat == seat:
                cut = index
        return cut

    def undo(self, seat: int) -> bool:
        cut = self.undo_point(seat)
        if cut is None:
            return False
        keep = list(self.match.actions[:cut])
        self._restart(keep)
        return True

    def _restart(self, actions: list[Action]) -> None:
        old = self.match
        self.cancel_thinking()
        self.match = old.restart()
        self.opening = list(self.match.state.opening_log())
        self.played = []
        self._held = None
        while not self.queue.empty():
            self.queue.get_nowait()
        for action in actions:
            self._apply(action, autosave=False)
        self.autosave()

    def cancel_thinking(self) -> None:
        """Answers already asked for are dropped when they come (their generation is past)."""
        self.generation += 1
        self._asked.clear()

    # --- saving -----------------------------------------------------------------------------
    def autosave(self) -> None:
        """Writes this game's autosave in the background, from a copy of the match."""
        self.saver.save(self.match)
        self._take_problem()

    def _take_problem(self) -> None:
        if self.saver.problem is not None:
            self.problem, self.saver.problem = self.saver.problem, None

    def flush(self) -> None:
        """Waits for pending autosaves (before loading, quitting, or in tests)."""
        self.saver.flush()
        self._take_problem()

    def unsaved(self) -> str | None:
        """Why the game as it stands would be lost on leaving it (its autosave could not be written),
        once the writes under way have ended; None when it is on disk."""
        self.flush()
        return self.saver.unsaved

    def close(self) -> None:
        self.cancel_thinking()
        self.saver.close()
        self._take_problem()
        if isinstance(self._runner, ThreadRunner):
            self._runner.close()
        elif isinstance(self._runner, ProcessRunner):
            self._runner.forget(self)


def from_save(loaded: saves.LoadedSave, saves_dir: Path | None, ai_iterations: int | None = None) -> Session:
    """A session for a loaded save: the match is rebuilt from its seed so the log has every event."""
    m = loaded.match
    session = Session(m.restart(), saves_dir, ai_iterations, history=list(m.actions))
    if autosaves.is_autosave(loaded.path):
        created = loaded.header.get("created")
        session.saver.created = created if isinstance(created, str) else None
    return session
