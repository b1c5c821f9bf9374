"""The session: one action queue into the engine, the AI in a worker on a determinized copy, undo
by replaying the log."""
from __future__ import annotations

import os
import threading
import time

import pytest

import game.ui.ai_worker as worker_module
from game.engine.match import Match, Seat
from game.engine.state import State
from game.ui.ai_worker import ProcessRunner
from game.ui.session import Session

from .helpers import PATIENCE_SECONDS
from .toy import ADD1, ADD2, ROLL, CountToTen


def solo_count() -> Session:
    return Session(Match.start(CountToTen(), 2, 1, {}, [Seat("Anna"), Seat("Bot", "ai", "random")]))


def wait_for_ai(session: Session) -> None:
    deadline = time.monotonic() + PATIENCE_SECONDS
    while time.monotonic() < deadline:
        if session.next_submission() is not None:
            return
        session.think()
        time.sleep(0.001)
    raise AssertionError("the AI never answered")


def test_undo_takes_back_the_players_moves_and_the_ai_reply_by_replaying() -> None:
    s = solo_count()
    s.put(ADD1, 0)
    assert s.step() is not None
    wait_for_ai(s)
    assert s.step() is not None
    assert s.played[1].action != ROLL  # the bot's reply (fixed by the seed) drew nothing
    s.put(ADD2, 0)
    s.step()
    old_match = s.match
    assert s.undo_point(0) == 0 and s.undo(0)
    assert s.match is not old_match  # a new match, rebuilt from the seed
    assert s.match.actions == [] and s.state.view(0)["count"] == 0 and s.played == []


def test_undo_never_crosses_a_chance_event() -> None:
    s = solo_count()
    s.put(ROLL, 0)
    s.step()
    wait_for_ai(s)
    s.step()
    s.put(ADD1, 0)
    s.step()
    assert s.undo_point(0) == 2  # back to before the add, not before the roll
    s.undo(0)
    assert [str(a) for a in s.match.actions][0] == "roll" and len(s.match.actions) == 2


def test_undo_never_reaches_past_the_end_of_the_game() -> None:
    """The winning move drew nothing, so only the end of the game stops undo from taking it back."""
    s = solo_count()
    while not s.state.is_terminal():
        s.put(ADD2, s.state.current_player() or 0)
        s.step()
    assert s.played[-1].seat == 0 and not s.played[-1].chance
    assert s.undo_point(0) is None and not s.undo(0)
    assert s.state.is_terminal()


def test_undo_is_refused_with_two_people_at_the_table() -> None:
    s = Session(Match.start(CountToTen(), 2, 1, {}, [Seat("Anna"), Seat("Bea")]))
    s.put(ADD1, 0)
    s.step()
    assert s.undo_point(0) is None and s.undo_point(1) is None and not s.undo(0)


def test_a_stale_or_illegal_submission_never_reaches_the_engine() -> None:
    s = solo_count()
    s.put(ADD1, 1)  # not seat 1's turn
    assert s.step() is None
    s.put(ADD1, 0)
    s.put(ADD2, 0)  # decided for the same ply: stale once the first is applied
    s.step()
    assert s.step() is None
    assert [reason for _, reason in s.rejected] == ["stale", "stale"]
    assert s.match.actions == [ADD1]


def test_the_ai_thinks_in_a_worker_thread_on_a_determinized_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[State, str]] = []
    real_decide = worker_module.decide

    def spy(game, state, level, rng):  # type: ignore[no-untyped-def]
        seen.append((state, threading.current_thread().name))
        return real_decide(game, state, level, rng)

    monkeypatch.setattr(worker_module, "decide", spy)
    s = Session(Match.start("monster-day", 2, 3, {}, [Seat("Bot", "ai", "random"), Seat("Bot 2", "ai", "easy")]),
                ai_iterations=5, ai_process=False)
    s.think()
    wait_for_ai(s)
    state, thread = seen[0]
    seat = s.state.current_player()
    assert state is not s.state
    assert thread.startswith("card-table-ai")
    assert state.view(seat) == s.state.view(seat)
    # The opponent's hand in the copy was dealt again from the unseen cards.
    assert state.to_snapshot()["deck"] != s.state.to_snapshot()["deck"]
    played = s.step()
    assert played is not None and played.seat == seat


def test_the_ai_process_decides_as_the_thread_would_from_plain_data() -> None:
    seats = [Seat("Bot", "ai", "easy"), Seat("Bot 2", "ai", "easy")]
    by_process = Session(Match.start("monster-day", 2, 8, {}, seats), ai_iterations=5)
    by_thread = Session(Match.start("monster-day", 2, 8, {}, seats), ai_iterations=5, ai_process=False)
    for s in (by_process, by_thread):
        for _ in range(3):
            s.think()
            wait_for_ai(s)
            assert s.step() is not None
    assert by_process.match.actions == by_thread.match.actions
    runner = by_process.runner()
    assert isinstance(runner, ProcessRunner) and runner.pids and os.getpid() not in runner.pids
    by_process.close()
    by_thread.close()


def test_a_crashed_ai_process_is_replaced_and_asked_again() -> None:
    s = Session(Match.start("monster-day", 2, 8, {}, [Seat("Bot", "ai", "random"), Seat("Bot 2", "ai", "random")]))
    first = s.runner()
    assert isinstance(first, ProcessRunner)
    s.think()
    first._process.kill()
    first._process.join()
    wait_for_ai(s)
    assert s.step() is not None and s.runner() is not first
    s.close()
