"""`python -m game simulate dungeon-run` with --json and --trace (issue 6, "Simulation"): the trace
tells a game's story in events: tiles laid with their rotation and position, dice, combat
assignments, wounds, loot, monster moves and the endgame."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def simulate(tmp_path: Path, players: str, games: int) -> tuple[dict, list[dict]]:
    trace = tmp_path / "trace.jsonl"
    done = subprocess.run([sys.executable, "-m", "game", "simulate", "dungeon-run", "--games", str(games),
                           "--players", players, "--json", "--seed", "5", "--trace", str(trace)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), [json.loads(line) for line in trace.read_text().splitlines()]


def test_simulate_four_easy_seats_traces_the_whole_story(tmp_path: Path) -> None:
    summary, lines = simulate(tmp_path, "easy,easy,easy,easy", 2)
    assert summary["games"] == 2 and sum(summary["wins"].values()) + summary["draws"] == 2
    events = [e for line in lines for e in line["events"]]
    kinds = {e["kind"] for e in events}
    assert {"turn_begins", "tile_placed", "tile_die", "monster_attacks", "hero_attacks", "dice_assigned",
            "hero_wounded", "monster_wounded", "items_gained", "monster_moved", "endgame_begins",
            "game_over"} <= kinds
    laid = [e for e in events if e["kind"] == "tile_placed"]
    assert laid and all({"x", "y", "rotation", "tile"} <= set(e) for e in laid)
    assert all(e["dice"] for e in events if e["kind"] in ("tile_die", "monster_attacks", "hero_attacks"))


@pytest.mark.parametrize("players", ["easy", "random,random,random,random,random,random"])
def test_simulate_plays_one_to_six_seats(tmp_path: Path, players: str) -> None:
    summary, lines = simulate(tmp_path, players, 1)
    assert summary["games"] == 1
    assert lines[-1]["events"][-1]["kind"] == "game_over"
