"""Saves: every damaged-file case refused with its own message and the file untouched
(issue: "Saves"; saves/README.md)."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.engine import saves
from game.engine.actions import Action
from game.engine.registry import get
from game.engine.match import Match, Seat
from game.engine.autosaves import autosave, latest_loadable
from game.engine.saves import SaveError, load, save

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "saves" / "monster-day-midgame.json"
V0 = ROOT / "tests" / "fixtures" / "save-v0-monster-day.json"


def a_match(plies: int = 6) -> Match:
    match = Match.start("monster-day", 2, 31, seats=[Seat("Anna"), Seat("Bot", "ai", "easy")])
    for _ in range(plies):
        match.submit(match.state.legal_actions()[0])
    return match


def refused(path: Path, **kwargs: Any) -> str:
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveError) as error:
        load(path, **kwargs)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before, "a refused save was touched"
    assert not list(path.parent.glob("*.bak"))
    return str(error.value)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    match = a_match()
    path = save(match, tmp_path / "game.json")
    loaded = load(path)
    assert loaded.match.state.to_snapshot() == match.state.to_snapshot()
    assert [str(a) for a in loaded.match.actions] == [str(a) for a in match.actions]
    assert loaded.match.seats == match.seats and loaded.card_warning is None
    header = json.loads(path.read_text())
    assert header["format"] == "card-table-save" and header["schema_version"] == saves.SCHEMA_VERSION
    assert header["game"] == "monster-day" and header["card_set"].startswith("sha256:")


def test_example_save_loads_and_plays_to_the_end() -> None:
    match = load(EXAMPLE, upgrade=False).match
    assert not match.state.is_terminal() and len(match.actions) > 4
    while not match.state.is_terminal():
        match.submit(match.state.legal_actions()[0])


def test_damaged_json_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    text = path.read_text()
    path.write_text(text.replace('"seed"', '"seed" "oops"', 1))
    line = text[:text.index('"seed"')].count("\n") + 1
    assert refused(path) == (f"game.json: is not valid JSON (line {line}, column 9: expecting ':' delimiter); "
                             "it cannot be loaded")


def test_text_that_is_not_json_says_where_it_goes_wrong(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text("shopping list\n- eggs\n")
    assert refused(path) == ("notes.json: is not valid JSON (line 1, column 1: expecting value); "
                             "it cannot be loaded")


def test_truncated_file_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    assert refused(path) == "game.json: the file ends too early; it was cut short and cannot be loaded"


def test_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("")
    assert refused(path) == "game.json: the file is empty"


def test_a_json_file_that_is_not_a_save_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"hello": "world"}')
    assert refused(path) == "game.json: is not a Card Table save"


def test_save_of_an_unknown_game_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    doc["game"] = "chess-boxing"
    path.write_text(json.dumps(doc))
    assert refused(path) == "game.json: is a save of a game this version does not know ('chess-boxing')"


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    doc["schema_version"] = saves.SCHEMA_VERSION + 1
    path.write_text(json.dumps(doc))
    assert refused(path) == (f"game.json: was written by a newer Card Table (save schema {saves.SCHEMA_VERSION + 1}; "
                             f"this version reads up to {saves.SCHEMA_VERSION}). Update the app to open it.")


def test_action_log_that_does_not_replay_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    doc["actions"][2] = "play the-author nowhere"
    path.write_text(json.dumps(doc))
    message = refused(path)
    assert message.startswith("game.json: its moves do not replay: action 3 ('play the-author nowhere') does not replay")


def test_snapshot_that_disagrees_with_the_log_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    doc["snapshot"]["monsters"] = [3, 3, 3, 3]
    path.write_text(json.dumps(doc))
    assert "replay to a different position than the one saved" in refused(path)


def test_missing_field_is_refused(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    del doc["seed"]
    path.write_text(json.dumps(doc))
    assert refused(path) == "game.json: is damaged (the field 'seed' is missing)"


def test_interrupted_write_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save(a_match(2), tmp_path / "game.json")
    before = path.read_bytes()

    def crash(*_: Any) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(saves.os, "replace", crash)
    with pytest.raises(OSError):
        save(a_match(8), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind
    monkeypatch.undo()
    assert len(load(path).match.actions) == 2


def test_a_write_killed_midway_leaves_no_temporary_file_after_the_next_save(tmp_path: Path) -> None:
    path = save(a_match(2), tmp_path / "game.json")
    # What a kill between mkstemp and the rename leaves: a half-written temporary file of ours.
    left = tmp_path / ".game.json.k1ll3d_x.tmp"
    left.write_bytes(path.read_bytes()[:40])
    old = left.stat().st_mtime - 3600
    os.utime(left, (old, old))
    save(a_match(4), path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert len(load(path).match.actions) == 4


def test_version_zero_save_is_migrated_and_the_original_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    shutil.copy(V0, path)
    original = path.read_bytes()
    loaded = load(path)
    assert loaded.migrated_from == 0
    assert [s.name for s in loaded.match.seats] == ["Anna", "Bruno"]
    assert len(loaded.match.actions) == 9
    assert (tmp_path / "old.json.bak").read_bytes() == original
    upgraded = json.loads(path.read_text())
    assert upgraded["schema_version"] == saves.SCHEMA_VERSION and upgraded["format"] == "card-table-save"
    assert load(path).migrated_from is None


def _keeps_the_log(filler: Action | None, old: list[str], new: list[str]) -> None:
    """The migrated log is the old one with, at most, the game's added answer played between entries."""
    if filler is None:
        assert new == old
        return
    rest = iter(new)
    for entry in old:
        for played in rest:
            if played == entry:
                break
            assert played == str(filler), played
        else:
            raise AssertionError(f"{entry} is missing from the migrated log")


@pytest.mark.parametrize("game_id", ["boss-monster", "dungeon-run", "gauntlet-of-fools", "monster-day"])
def test_a_schema_1_save_of_every_game_is_migrated_by_replaying_its_log(tmp_path: Path, game_id: str) -> None:
    path = tmp_path / "old.json"
    shutil.copy(ROOT / "tests" / "fixtures" / f"save-v1-{game_id}.json", path)
    original = path.read_bytes()
    loaded = load(path)
    assert loaded.migrated_from == 1 and not loaded.match.state.is_terminal()
    _keeps_the_log(get(game_id).added_answer, json.loads(original)["actions"], [str(a) for a in loaded.match.actions])
    assert (tmp_path / "old.json.bak").read_bytes() == original
    upgraded = json.loads(path.read_text())
    assert upgraded["schema_version"] == saves.SCHEMA_VERSION == 2
    assert upgraded["snapshot"] == loaded.match.state.to_snapshot()
    again = load(path)
    assert again.migrated_from is None and again.match.state.to_snapshot() == upgraded["snapshot"]


def test_a_schema_1_save_is_still_checked_when_its_log_does_not_replay(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    doc = json.loads((ROOT / "tests" / "fixtures" / "save-v1-monster-day.json").read_text())
    doc["actions"][3] = "play the-author nowhere"
    path.write_text(json.dumps(doc))
    assert "its moves do not replay: action 4" in refused(path)


def test_changed_cards_still_load_with_a_note(tmp_path: Path) -> None:
    path = save(a_match(), tmp_path / "game.json")
    doc = json.loads(path.read_text())
    doc["card_set"] = "sha256:0000"
    path.write_text(json.dumps(doc))
    assert load(path).card_warning is not None


def test_continue_skips_a_damaged_newest_save(tmp_path: Path) -> None:
    autosave(a_match(3), tmp_path)
    newest = autosave(a_match(4), tmp_path)
    newest.write_text("{broken")
    os.utime(newest, None)
    latest = latest_loadable(tmp_path)
    assert latest is not None and len(latest.match.actions) == 3
