"""Project-wide promises: the README's commands are what CI runs; the engine stays free of pygame."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_readme_starts_with_the_two_commands() -> None:
    first_lines = (ROOT / "README.md").read_text().splitlines()[:6]
    assert "```sh" in first_lines
    play, test = readme_commands()
    assert play.endswith("card-table") and "pytest" in test


def test_ci_runs_exactly_the_readme_test_command() -> None:
    _, test = readme_commands()
    assert test in (ROOT / ".ci" / "run").read_text().splitlines()


def test_engine_games_and_ai_never_import_pygame() -> None:
    code = (
        "import sys, pkgutil, importlib, game.games\n"
        "import game.engine.saves, game.ai.arena, game.cli.simulate, game.cli.bench\n"
        "for m in pkgutil.walk_packages(game.games.__path__, 'game.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('pygame' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stdout.strip() == "False", done.stderr
    for folder in ("engine", "ai", "games", "cli"):
        for path in (ROOT / "game" / folder).rglob("*.py"):
            assert "import pygame" not in path.read_text(), path
