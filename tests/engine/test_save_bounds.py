"""What a save may be (saves/README.md, "Bounds"): a file larger than SIZE_LIMIT bytes is refused from
its size, a log longer than ACTION_LIMIT before any of it is replayed, a log is replayed only up to
its first move that does not replay, and the save list reads no more than a save's header. The times
are reported by tests/bench/save_bounds.py, not asserted here."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game.engine import autosaves, save_document, saves
from game.engine.save_document import ACTION_LIMIT, HEADER_LIMIT, SIZE_LIMIT, SaveError
from game.engine.saves import load, save, scan_saves

from .test_saves import a_match

ROOT = Path(__file__).resolve().parents[2]
V0 = ROOT / "tests" / "fixtures" / "save-v0-monster-day.json"


def padded(data: bytes, size: int) -> bytes:
    """The same document grown to ``size`` bytes with spaces before its closing brace."""
    data = data.rstrip()
    return data[:-1] + b" " * (size - len(data)) + b"}"


def with_actions(good: bytes, actions: list[str]) -> bytes:
    doc = json.loads(good)
    doc["actions"] = actions
    return json.dumps(doc, indent=1).encode()


def refusal(path: Path) -> str:
    with pytest.raises(SaveError) as error:
        load(path, upgrade=False)
    return str(error.value)


@pytest.fixture
def good(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return save(a_match(), tmp_path_factory.mktemp("good") / "good.json").read_bytes()


def test_a_save_of_the_largest_size_loads_and_one_byte_more_is_refused_from_its_size(tmp_path: Path,
                                                                                      good: bytes) -> None:
    under, over = tmp_path / "under.json", tmp_path / "over.json"
    under.write_bytes(padded(good, SIZE_LIMIT))
    over.write_bytes(padded(good, SIZE_LIMIT + 1))
    assert under.stat().st_size == SIZE_LIMIT and len(load(under, upgrade=False).match.actions) == 6
    assert refusal(over) == (f"over.json: is too large to be a save ({SIZE_LIMIT + 1:,} bytes; "
                             f"a save is at most {SIZE_LIMIT:,})")
    listing = scan_saves(tmp_path)
    assert [e.path.name for e in listing.saves] == ["under.json"]
    assert [(b.path.name, b.problem) for b in listing.broken] == [("over.json", refusal(over))]


def test_a_file_far_larger_than_a_save_is_refused_without_being_read(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(60_000_000)  # sparse: sixty million bytes on no disk
    monkeypatch.setattr(save_document, "open", lambda *_, **__: pytest.fail("the file was opened"), raising=False)
    assert refusal(huge).startswith("huge.json: is too large to be a save (60,000,000 bytes")
    assert [b.path.name for b in scan_saves(tmp_path).broken] == ["huge.json"]


def test_a_log_of_the_longest_length_is_replayed_and_one_move_more_is_refused_before_replaying(
        tmp_path: Path, good: bytes) -> None:
    moves = json.loads(good)["actions"]
    under, over = tmp_path / "under.json", tmp_path / "over.json"
    # The log is lengthened with copies of its last move: the first copy cannot replay.
    under.write_bytes(with_actions(good, moves + [moves[-1]] * (ACTION_LIMIT - len(moves))))
    over.write_bytes(with_actions(good, moves + [moves[-1]] * (ACTION_LIMIT - len(moves) + 1)))
    assert refusal(under).startswith(f"under.json: its moves do not replay: action {len(moves) + 1} ")
    assert refusal(over) == (f"over.json: is damaged (it holds {ACTION_LIMIT + 1} moves; "
                             f"no game takes more than {ACTION_LIMIT})")


def test_the_replay_stops_at_the_first_move_that_does_not_replay_without_reading_the_rest(
        tmp_path: Path, good: bytes) -> None:
    moves = json.loads(good)["actions"]
    path = tmp_path / "game.json"
    path.write_bytes(with_actions(good, moves[:3] + ["play the-author nowhere", "PLAY not an action"]))
    assert refusal(path).startswith("game.json: its moves do not replay: action 4 ('play the-author nowhere')")
    path.write_bytes(with_actions(good, moves[:3] + ["PLAY not an action", "play the-author nowhere"]))
    assert refusal(path).startswith("game.json: is damaged (action 4 cannot be read:")


def test_the_writer_refuses_a_log_or_a_file_beyond_the_bounds_before_writing(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    monkeypatch.setattr(save_document, "ACTION_LIMIT", 5)
    with pytest.raises(SaveError, match=r"^game\.json: cannot be saved \(it holds 6 moves; no game takes more than 5"):
        save(a_match(6), path)
    monkeypatch.undo()
    monkeypatch.setattr(saves, "SIZE_LIMIT", 1000)
    with pytest.raises(SaveError, match=r"^game\.json: cannot be saved \(\d[\d,]* bytes; a save is at most 1,000\)$"):
        save(a_match(6), path)
    assert list(tmp_path.iterdir()) == []


def test_the_save_list_reads_only_the_header_of_a_large_save(tmp_path: Path, good: bytes) -> None:
    # Past the header the file is not even text: the list does not read that far, loading does.
    path = tmp_path / "large.json"
    path.write_bytes(good[:-2] + b" " * HEADER_LIMIT + b"\xff\xfe}")
    entry, = scan_saves(tmp_path).saves
    assert entry.header["seats"] == [{"name": "Anna", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "easy"}]
    assert "actions" not in entry.header and "snapshot" not in entry.header
    assert refusal(path) == "large.json: is not a Card Table save (not UTF-8 text)"


def test_the_save_list_checks_the_header_it_reads_from_a_large_save(tmp_path: Path, good: bytes) -> None:
    path = tmp_path / "large.json"
    doc = json.loads(good)
    doc["seats"][0]["name"] = "x" * 41
    path.write_bytes(padded(json.dumps(doc, indent=1).encode(), 2 * HEADER_LIMIT))
    broken, = scan_saves(tmp_path).broken
    assert broken.problem == "large.json: is damaged (seat 1 has no proper name (1 to 40 printable characters))"


def test_a_large_save_whose_header_comes_after_its_log_is_read_whole(tmp_path: Path, good: bytes) -> None:
    doc = json.loads(good)
    reordered = {"actions": doc.pop("actions"), **doc}
    path = tmp_path / "reordered.json"
    path.write_bytes(padded(json.dumps(reordered).encode(), 2 * HEADER_LIMIT))
    entry, = scan_saves(tmp_path).saves
    assert entry.header["game"] == "monster-day" and len(load(path, upgrade=False).match.actions) == 6


def test_a_large_version_zero_save_is_listed_from_its_header(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_bytes(padded(V0.read_bytes(), 2 * HEADER_LIMIT))
    entry, = scan_saves(tmp_path).saves
    assert [s["name"] for s in entry.header["seats"]] == ["Anna", "Bruno"]


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes are a POSIX thing")
def test_a_pipe_in_the_saves_folder_is_listed_as_broken_and_never_waited_on(tmp_path: Path, good: bytes) -> None:
    (tmp_path / "good.json").write_bytes(good)
    os.mkfifo(tmp_path / "pipe.json")
    listing = scan_saves(tmp_path)
    assert [e.path.name for e in listing.saves] == ["good.json"]
    assert [(b.path.name, b.problem) for b in listing.broken] == [("pipe.json",
                                                                   "pipe.json: is not a file, so not a save")]



def test_a_large_autosave_is_known_as_its_own_game_from_the_header_alone(tmp_path: Path) -> None:
    # The header the list reads stops at the log, so the game's name must stand before it: otherwise
    # Continue would take a large autosave for another game than the one it belongs to.
    match = a_match()
    path = autosaves.autosave(match, tmp_path)
    path.write_bytes(padded(path.read_bytes(), 2 * HEADER_LIMIT))
    entry, = scan_saves(tmp_path).saves
    assert "actions" not in entry.header
    assert saves.match_key(entry.header) == match.id
