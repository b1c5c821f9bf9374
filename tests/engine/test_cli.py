"""The command line: every command, its errors as one line without a traceback (README, "Commands")."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.simulate import _play_one, seating

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT)


def one_line_error(done: subprocess.CompletedProcess[str], code: int = 2) -> str:
    assert done.returncode == code, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    return done.stderr.strip()


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
    assert one_line_error(done) == "card-table: error: Monster Day is for 2 players, not 3"
    done = run("simulate", "dungeon-run", "--players", ",".join(["random"] * 7))
    assert one_line_error(done) == "card-table: error: Dungeon Run is for 1 to 6 players, not 7"
    done = run("simulate", "monster-day", "--players", "easy,easy", "--options", "colour=red")
    assert done.returncode == 2 and "has no option 'colour'" in done.stderr


@pytest.mark.parametrize("args, says", [
    (["--games", str(10 ** 12)], "--games: must be from 1 to 1000000"),
    (["--games", "-1"], "--games: must be from 1 to 1000000, got -1"),
    (["--games", "many"], "--games: 'many' is not a whole number"),
    (["--jobs", "0"], "--jobs: must be from 1 to 64, got 0"),
    (["--iterations", "0"], "--iterations: must be at least 1, got 0"),
    (["--trace", "/no/such/folder/trace.jsonl"], "cannot write the trace file /no/such/folder/trace.jsonl"),
    (["--trace", "."], "cannot write the trace file .: Is a directory"),
])
def test_simulate_refuses_bad_numbers_and_paths_before_playing(args: list[str], says: str) -> None:
    done = run("simulate", "monster-day", "--players", "hard,hard", "--games", "50", *args)
    assert says in one_line_error(done) and done.stdout == ""


@pytest.mark.parametrize("value", ["0", "-4", "many", "181"])
def test_a_whole_number_option_outside_its_range_is_refused(value: str) -> None:
    done = run("simulate", "dungeon-run", "--players", "random", "--games", "1", "--options", f"round-limit={value}")
    assert "option round-limit must be" in one_line_error(done)


def test_help_lists_every_command_on_one_line_each() -> None:
    done = run("--help")
    assert done.returncode == 0
    for command in ("play", "simulate", "replay", "validate-cards", "desktop", "bench"):
        lines = [line for line in done.stdout.splitlines() if line.strip().startswith(command + " ")]
        assert len(lines) == 1, command
    assert "mean score" in run("simulate", "--help").stdout
    assert "hidden cards" in run("replay", "--help").stdout


def test_version_is_the_packages() -> None:
    from game import app_version

    done = run("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"card-table {app_version()}"


def test_an_unknown_command_or_game_is_one_line() -> None:
    assert "invalid choice: 'fly'" in one_line_error(run("fly"))
    assert one_line_error(run("bench", "--game", "chess")).startswith("card-table: error: no game called 'chess'")
    assert one_line_error(run("simulate", "chess", "--players", "easy")).startswith(
        "card-table: error: no game called 'chess'")


def test_replay_tells_a_save_in_sentences() -> None:
    done = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Monster Day: Anna, Card Table (hard AI). Seed ")
    assert "dice_rolled" not in done.stdout and lines[-1] == "The save stops here, after 14 moves."


def test_replay_events_prints_the_raw_log_of_a_save() -> None:
    done = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"), "--events")
    assert done.returncode == 0, done.stderr
    assert "   1. " in done.stdout and "dice_rolled: seat=" in done.stdout


def test_replay_for_one_seat_hides_the_others_cards() -> None:
    everyone = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"), "--events").stdout
    anna = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"), "--events", "--seat", "1").stdout
    bot_hand = [line for line in everyone.splitlines() if "hand_dealt: seat=1" in line]
    assert bot_hand and "cards=" in bot_hand[0]
    assert [line.strip() for line in anna.splitlines() if "hand_dealt: seat=1" in line] == ["hand_dealt: seat=1, count=3"]
    assert "Seed" not in anna.splitlines()[0] and "told as Anna saw it" in anna.splitlines()[0]
    assert "(a move)" in anna and "Seed" in everyone.splitlines()[0]
    assert "this game has 2 seats" in one_line_error(run("replay", str(ROOT / "saves" / "monster-day-midgame.json"),
                                                         "--seat", "3"))


def test_replay_finds_a_save_by_name_in_the_saves_folder(tmp_path: Path) -> None:
    (tmp_path / "saves").mkdir()
    shutil.copy(ROOT / "saves" / "monster-day-midgame.json", tmp_path / "saves" / "evening game.json")
    for name in ("evening game", "evening game.json"):
        done = run("--data-dir", str(tmp_path), "replay", name)
        assert done.returncode == 0 and done.stdout.startswith("Monster Day: "), done.stderr
    assert "no save called 'morning'" in one_line_error(run("--data-dir", str(tmp_path), "replay", "morning"))
    # The example saves ship with the app and are found by name too.
    done = run("--data-dir", str(tmp_path / "empty"), "replay", "monster-day-midgame")
    assert done.returncode == 0 and done.stdout.startswith("Monster Day: Anna, Card Table"), done.stderr


def test_replay_speaks_the_chosen_language() -> None:
    done = run("replay", str(ROOT / "saves" / "monster-day-midgame.json"), "--lang", "it")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Monster Day: Anna, Card Table (IA difficile). Seme ")
    assert lines[-1] == "Il salvataggio si ferma qui, dopo 14 mosse."
    assert "no language 'xx'" in one_line_error(run("replay", "saves/monster-day-midgame.json", "--lang", "xx"))


def test_replay_into_a_closed_pipe_ends_quietly() -> None:
    process = subprocess.Popen([sys.executable, "-m", "game", "replay", "saves/monster-day-midgame.json", "--events"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # what `| head` does once it has its lines
    error = process.stderr.read().decode()
    assert process.wait() == 0 and error == ""


@pytest.mark.parametrize("content", ["{nope", "", '{"format": "card-table-save", "schema_version": -1}',
                                     '{"format": "card-table-save", "schema_version": 2, "seed": Infinity}'])
def test_replay_of_a_damaged_save_says_why(tmp_path: Path, content: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert one_line_error(run("replay", str(bad))).startswith(f"card-table: error: {bad}: ")


def run_with(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy", **env})


def a_file(tmp_path: Path) -> str:
    path = tmp_path / "notes.txt"
    path.write_text("not a folder")
    return str(path)


def a_card_file_that_is_a_folder(tmp_path: Path) -> str:
    root = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "monster_day" / "more.yaml").mkdir()
    return str(root)


UNIX = pytest.mark.skipif(not Path("/dev/full").exists() or not Path("/proc/version").exists(),
                          reason="/dev/full and /proc/version are Linux's")
# Every file or folder the command line reads or writes that cannot be: (environment, arguments, what the
# one line names and says). Each is exit code 2, the code of a mistake in what was asked.
FILES: list[tuple[dict[str, str], list[str], str]] = [
    ({}, ["simulate", "monster-day", "--players", "random,random", "--games", "1", "--trace", "/proc/version"],
     "cannot write the trace file /proc/version: Input/output error"),
    ({}, ["simulate", "monster-day", "--players", "random,random", "--games", "1", "--trace", "/dev/full"],
     "cannot write the trace file /dev/full: No space left on device"),
    ({}, ["simulate", "monster-day", "--players", "random,random", "--games", "1", "--trace", "/no/such/trace"],
     "cannot write the trace file /no/such/trace: No such file or directory"),
    ({}, ["replay", "/proc/version"],
     "/proc/version: is not valid JSON (line 1, column 1: expecting value); it cannot be loaded"),
    ({}, ["replay", "/dev/full"], "/dev/full: is not a file, so not a save"),
    ({}, ["replay", "/dev"], "/dev: is a folder, not a save"),
    ({}, ["--data-dir", "{file}", "replay", "anything"], "--data-dir {file}: is a file, not a folder"),
    ({}, ["--data-dir", "{file}", "simulate", "monster-day", "--players", "random,random", "--games", "1"],
     "--data-dir {file}: is a file, not a folder"),
    ({}, ["--data-dir", "{file}"], "--data-dir {file}: is a file, not a folder"),  # the window, before it opens
    ({}, ["--data-dir", "/proc/version/saves", "replay", "anything"],
     "--data-dir /proc/version/saves: cannot hold the saves (Not a directory)"),
    ({"CARD_TABLE_HOME": "{file}"}, ["replay", "anything"], "CARD_TABLE_HOME={file}: is a file, not a folder"),
]


@UNIX
@pytest.mark.parametrize("env, args, says", FILES, ids=[" ".join(a)[:60] for _, a, _ in FILES])
def test_a_file_that_cannot_be_read_or_written_is_named_with_exit_code_2(tmp_path: Path, env: dict[str, str],
                                                                         args: list[str], says: str) -> None:
    file = a_file(tmp_path)
    done = run_with({k: v.format(file=file) for k, v in env.items()}, *[a.format(file=file) for a in args])
    assert one_line_error(done) == f"card-table: error: {says.format(file=file)}" and done.stdout == ""


@UNIX
@pytest.mark.parametrize("args", [["validate-cards"], ["replay", "monster-day-midgame"],
                                  ["simulate", "monster-day", "--players", "random,random", "--games", "1", "--json"]])
def test_standard_output_that_cannot_be_written_is_named_with_exit_code_2(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "game", *args], stdout=full, stderr=subprocess.PIPE, text=True,
                              cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr == "card-table: error: cannot write to standard output: No space left on device\n"


def test_validate_cards_names_a_card_folder_that_is_not_there_and_a_card_file_it_cannot_read(tmp_path: Path) -> None:
    done = run_with({"CARD_TABLE_CARDS": str(tmp_path / "nowhere")}, "validate-cards")
    assert done.returncode == 1
    assert done.stdout.splitlines() == [f"error: {tmp_path / 'nowhere'}: there is no such folder of card files"]
    done = run_with({"CARD_TABLE_CARDS": a_card_file_that_is_a_folder(tmp_path)}, "validate-cards")
    assert done.returncode == 1
    assert "error: cards/monster_day/more.yaml: cannot be read (Is a directory)" in done.stdout.splitlines()


def test_bench_names_the_temporary_folder_it_cannot_write(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.cli import CommandError, bench
    from game.engine.match import Match

    def unwritable() -> None:
        raise PermissionError(13, "Permission denied", "/tmp/locked")

    monkeypatch.setattr(bench.tempfile, "TemporaryDirectory", unwritable)
    with pytest.raises(CommandError) as refused:
        bench.save_and_load(Match.start("monster-day", 2, 1), 1)
    assert str(refused.value) == "cannot write the benchmark's save in /tmp/locked: Permission denied"
