"""The window's start-up check (``CARD_TABLE_SMOKE``) that CI runs on the standalone app: it passes on
the real app and stops with an error when a table cannot be built or the AI's worker process is missing."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from game.engine import paths
from game.ui import session as session_module, smoke
from game.ui.tables import menu_games

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path) -> Iterator[None]:
    paths.set_data_dir(tmp_path)
    yield
    paths.set_data_dir(None)


def test_it_draws_the_menu_and_every_games_table_with_answers_from_the_worker_process(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert smoke.run_smoke(3, ai_iterations=20) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "menu: 3 frames drawn"
    assert [line.split(":")[0] for line in lines[1:]] == menu_games() and len(lines) == 5
    for line in lines[1:]:
        pid = int(line.split("worker process ")[1].split()[0])
        assert pid != os.getpid()


def test_a_game_without_a_table_stops_it(monkeypatch: pytest.MonkeyPatch) -> None:
    missing = menu_games()[1]  # the first table is built and checked, then this one is refused
    real = smoke.table_for
    monkeypatch.setattr(smoke, "table_for", lambda game_id: None if game_id == missing else real(game_id))
    with pytest.raises(smoke.SmokeError, match=f"{missing} has no table"):
        smoke.run_smoke(1, ai_iterations=20)


def test_an_ai_thinking_in_a_thread_stops_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "shared_process", lambda: None)  # as if no worker could start
    with pytest.raises(smoke.SmokeError, match="in a thread, not in its worker process"):
        smoke.run_smoke(1, ai_iterations=20)


def test_the_command_runs_it_from_the_environment_and_refuses_zero_frames() -> None:
    done = subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "CARD_TABLE_SMOKE": "0"})
    assert done.returncode == 1
    assert done.stderr.strip() == ("card-table: error: SmokeError: CARD_TABLE_SMOKE is the number of frames to "
                                   "draw on each scene, at least 1")


def test_a_dialog_over_the_table_stops_it_and_says_what_it_said(monkeypatch: pytest.MonkeyPatch) -> None:
    def failing(self: session_module.Session) -> None:
        self.problem = "the AI could not decide: the AI process stopped"

    monkeypatch.setattr(session_module.Session, "think", failing)
    with pytest.raises(smoke.SmokeError, match="gave way to Dialog: the AI could not decide: the AI process stopped"):
        smoke.run_smoke(1, ai_iterations=20)
