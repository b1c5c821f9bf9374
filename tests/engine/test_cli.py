"""The command line (issue: "Command line")."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.cli.simulate import _play_one, seating

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT)


def test_simulate_json_summary_has_the_documented_keys(tmp_path: Path) -> None:
    trace = tmp_path / "trace.jsonl"
    done = run("simulate", "monster-day", "--games", "6", "--players", "easy,random", "--json", "--seed", "3",
               "--trace", str(trace))
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 6
    assert set(summary) >= {"games", "games_per_second", "wins", "draws", "mean_score", "decision_seconds"}
    assert set(summary["wins"]) == {"easy", "random"}
    assert sum(summary["wins"].values()) + summary["draws"] == 6
    assert set(summary["decision_seconds"]["easy"]) >= {"median", "p95"}
    lines = [json.loads(line) for line in trace.read_text().splitlines()]
    assert len([x for x in lines if x["ply"] == 0]) == 6
    plays = [x for x in lines if x["ply"] > 0]
    assert len(plays) == 6 * 30
    kinds = {e["kind"] for x in plays for e in x["events"]}
    assert {"card_played", "dice_rolled", "turn_begins", "game_over"} <= kinds
    assert all(x["action"].startswith("play ") and x["seat"] in (0, 1) for x in plays)


def test_simulate_alternates_seats_between_games() -> None:
    assert [seating(["hard", "random"], i) for i in range(3)] == [[0, 1], [1, 0], [0, 1]]
    assert seating(["a", "b", "c"], 1) == [1, 2, 0]
    _, record = _play_one(("monster-day", ["easy", "random"], 0, 1, {"extended-deck": False}, None, False))
    assert record.levels == ["random", "easy"]


def test_simulate_with_jobs_matches_a_single_process_run() -> None:
    one = json.loads(run("simulate", "monster-day", "--games", "8", "--players", "easy,random", "--json").stdout)
    two = json.loads(run("simulate", "monster-day", "--games", "8", "--players", "easy,random", "--json",
                         "--jobs", "2").stdout)
    assert one["wins"] == two["wins"] and one["mean_score"] == two["mean_score"]


def test_simulate_refuses_bad_arguments_with_a_message() -> None:
    done = run("simulate", "monster-day", "--players", "easy,genius")
    assert done.returncode == 2 and "no AI level 'genius'" in done.stderr
    done = run("simulate", "monster-day", "--players", "easy,easy,easy")
    assert done.returncode == 2 and "2-2 players, not 3" in done.stderr
    done = run("simulate", "monster-day", "--players", "easy,easy", "--options", "colour=red")
    assert done.returncode == 2 and "has no option 'colour'" in done.stderr


def test_replay_prints_the_log_of_a_save() -> None:
    done = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"))
    assert done.returncode == 0, done.stdout
    assert "Monster Day, 2 players (Anna, Card Table)" in done.stdout
    assert "   1. " in done.stdout and "dice_rolled: seat=" in done.stdout


def test_replay_of_a_damaged_save_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    done = run("replay", str(bad))
    assert done.returncode == 1 and done.stdout.startswith("error: bad.json: ")
