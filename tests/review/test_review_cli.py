"""``card-table review``: every example save is reviewed, its swings told and its chart written as a
PNG; the review is kept beside a save and read back; ``replay`` still tells the same save."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.review.store import review_path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "saves").glob("*.json"))
TINY = ("--worlds", "1", "--cut", "1", "--hard-iterations", "4")


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", "--data-dir", str(tmp_path / "data"), *args],
                          capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name)
def test_review_of_each_example_save_exits_0_and_writes_a_png(tmp_path: Path, example: Path) -> None:
    copy = shutil.copy(example, tmp_path / example.name)
    png = tmp_path / "chart.png"
    done = run(tmp_path, "review", str(copy), "--png", str(png), *TINY)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(png)).get_size() == (1200, 560)
    assert "The biggest swings" in done.stdout and "The hard AI would have played" in done.stdout
    kept = json.loads(review_path(Path(copy)).read_text())
    again = run(tmp_path, "review", str(copy), "--json", *TINY)
    assert json.loads(again.stdout)["points"] == kept["points"]


def test_review_speaks_each_language_and_refuses_a_seat_the_game_lacks(tmp_path: Path) -> None:
    example = shutil.copy(EXAMPLES[0], tmp_path / "game.json")
    assert "Le svolte più grandi" in run(tmp_path, "review", str(example), "--lang", "it", *TINY).stdout
    assert "As maiores viradas" in run(tmp_path, "review", str(example), "--lang", "pt-BR", *TINY).stdout
    told = run(tmp_path, "review", str(example), "--seat", "9", *TINY)
    assert told.returncode == 2 and "has 2 seats" in told.stderr


def test_an_example_that_ships_with_the_app_is_reviewed_without_writing_beside_it(tmp_path: Path) -> None:
    done = run(tmp_path, "review", EXAMPLES[0].stem, *TINY)
    assert done.returncode == 0, done.stderr
    assert not review_path(EXAMPLES[0]).exists()


def test_replay_still_tells_the_example(tmp_path: Path) -> None:
    done = run(tmp_path, "replay", str(EXAMPLES[0]))
    assert done.returncode == 0 and "The save stops here" in done.stdout
