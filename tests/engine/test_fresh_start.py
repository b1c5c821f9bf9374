"""bench's start-up figure comes from a process started afresh by multiprocessing, which the
standalone app can start too (it runs no ``python -c``)."""
from __future__ import annotations

import pytest

from game.cli.fresh_start import fresh_start_seconds


def test_the_fresh_process_loads_every_game_and_answers_with_its_time() -> None:
    assert fresh_start_seconds("monster-day", 2) > 0


def test_a_failure_in_the_fresh_process_reaches_the_caller() -> None:
    with pytest.raises(KeyError):
        fresh_start_seconds("chess", 2)
