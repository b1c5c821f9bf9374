"""The registry: one game that cannot load never stops the others, and asking for it says why
(docs/engine.md, "The pieces"; README, "Card files")."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **env})


def broken_cards(tmp_path: Path) -> Path:
    root = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", root)
    deck = root / "monster_day" / "decktet.yaml"
    deck.write_text(deck.read_text().replace("id: ", "id: Not A Slug ", 1))
    return root


def test_a_game_with_broken_cards_is_reported_where_it_is_asked_for(tmp_path: Path) -> None:
    code = ("from game.engine import registry\n"
            "print(sorted(g.id for g in registry.all_games()))\n"
            "try:\n    registry.get('monster-day')\nexcept KeyError as error:\n    print(error)\n")
    done = python(code, CARD_TABLE_CARDS=str(broken_cards(tmp_path)))
    games, message = done.stdout.splitlines()
    assert games == "['boss-monster', 'dungeon-run', 'gauntlet-of-fools']", done.stderr
    assert message.startswith("monster-day cannot be played: cards/monster_day/decktet.yaml: card 'Not A Slug ")


def test_any_error_while_importing_a_game_is_isolated() -> None:
    code = ("import importlib\n"
            "real = importlib.import_module\n"
            "def failing(name, *rest):\n"
            "    if name.endswith('.gauntlet_of_fools'):\n"
            "        raise RuntimeError('a fault in its code')\n"
            "    return real(name, *rest)\n"
            "importlib.import_module = failing\n"
            "from game.engine import registry\n"
            "print(sorted(g.id for g in registry.all_games()))\n"
            "print(registry.problems())\n")
    done = python(code)
    games, problems = done.stdout.splitlines()
    assert games == "['boss-monster', 'dungeon-run', 'monster-day']", done.stderr
    assert "a fault in its code" in problems and "gauntlet_of_fools" in problems


def test_simulate_and_validate_name_the_broken_card_file(tmp_path: Path) -> None:
    env = {"CARD_TABLE_CARDS": str(broken_cards(tmp_path))}
    done = python("from game.__main__ import main; raise SystemExit(main(['simulate', 'monster-day', "
                  "'--players', 'random,random', '--games', '1']))", **env)
    assert done.returncode == 2 and done.stderr.startswith("card-table: error: monster-day cannot be played: cards/")
    done = python("from game.__main__ import main; raise SystemExit(main(['validate-cards']))", **env)
    assert done.returncode == 1 and done.stdout.count("ok: ") == 3 and "Not A Slug" in done.stdout
