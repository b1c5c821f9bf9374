"""The playthrough bench plays whole games through the table's own input, and it can fail."""
from __future__ import annotations

import pytest

from game.ui.tables.monster_day.table import MonsterDayTable
from tests.bench.ui_playthrough import run


def test_a_whole_monster_day_game_is_played_through_the_tables_gestures() -> None:
    report = run("monster-day", 2, games=1, seed=4, options={})
    assert report["finished"] == 1
    assert report["answered_on_table"] == ["play"]
    assert report["unanswerable"] == [] and report["illegal_submissions"] == 0 and report["exceptions"] == []


def test_a_decision_with_nothing_lit_is_reported_unanswerable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MonsterDayTable, "gestures", lambda self: [])
    report = run("monster-day", 2, games=1, seed=4, options={})
    assert report["unanswerable"] == ["play"] and report["finished"] == 0
