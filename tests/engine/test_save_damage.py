"""Damaged saves: every way a file can be broken ends in a clean refusal (SaveError, one line naming
the file) or a load, never a crash; the file is never changed, and the save list still shows every
good save beside it (saves/README.md, "Safety")."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable

import pytest

from game.ai import LEVEL_NAMES
from game.engine import match as match_module, saves
from game.engine.match import Match, Seat
from game.engine.autosaves import latest_loadable
from game.engine.saves import SaveError, list_saves, load, save, scan_saves

HEADER_FIELDS = ("format", "schema_version", "app_version", "game", "card_set", "players", "seats", "created",
                 "updated", "turn", "finished", "options", "seed", "actions", "snapshot")
DEEP = "[" * 3000 + "]" * 3000
# Raw JSON text put in place of a field's value: wrong types, wrong values, huge and non-finite numbers.
BAD_VALUES = ("null", "true", "-1", "-5", "0", "2.5", '"x"', '""', "[]", "{}", "[1, 2]", "5",
              "Infinity", "-Infinity", "NaN", "1e999", "9" * 5000, DEEP, '"' + "a" * 5000 + '"')
BAD_SEATS = ('"Anna"', "5", '[{"name": ["x"], "kind": "human"}, {"name": "B", "kind": "ai", "level": "easy"}]',
             '[{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "level": "godlike"}]',
             '[{"name": "A", "kind": "robot"}, {"name": "B", "kind": "ai", "level": "easy"}]',
             '[{"name": "", "kind": "human"}, {"name": "B", "kind": "ai", "level": "easy"}]',
             '[{"name": "' + "n" * 200 + '", "kind": "human"}, {"name": "B", "kind": "ai", "level": "easy"}]',
             '[{"name": "A", "kind": "human", "level": "hard"}, {"name": "B", "kind": "ai", "level": "easy"}]',
             '[{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai"}]',
             '[{"name": "A", "kind": "human"}]', '[{"name": "A\\u0000", "kind": "human"}, 7]')
# Cases a loader must refuse, whatever else it accepts: (field, raw value).
MUST_REFUSE = [("schema_version", "-1"), ("schema_version", "-5"), ("seed", "Infinity"), ("seed", "-Infinity"),
               ("seed", "1e999"), ("players", "Infinity"), ("players", "1e999"), ("seed", "9" * 5000),
               ("options", "5"), ("seed", DEEP), ("turn", "-1"), ("finished", '"x"'), ("players", "0"),
               ("seats", '"Anna"'), ("seats", "5"), ("actions", "5"), ("snapshot", "5"), ("snapshot", "null"),
               ("turn", "5"), ("finished", "true")]


def a_match() -> Match:
    match = Match.start("monster-day", 2, 31, seats=[Seat("Anna"), Seat("Bot", "ai", "easy")])
    for _ in range(6):
        match.submit(match.state.legal_actions()[0])
    return match


@pytest.fixture(scope="module")
def good_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return save(a_match(), tmp_path_factory.mktemp("good") / "good.json").read_bytes()


def with_field(good: bytes, field: str, raw: str) -> bytes:
    doc = json.loads(good)
    doc[field] = "@@VALUE@@"
    return json.dumps(doc, indent=1).replace('"@@VALUE@@"', raw).encode()


def outcome(folder: Path, good: bytes, write: Callable[[Path], None]) -> str:
    """Writes one damaged file beside a good save, loads it, and checks every promise; returns
    ``loaded`` or ``refused``."""
    (folder / "good.json").write_bytes(good)
    target = folder / "damaged.json"
    write(target)
    before = target.read_bytes() if target.is_file() else None
    try:
        load(target)
        result = "loaded"
    except SaveError as error:
        message = str(error)
        assert message.startswith("damaged.json: ") and "\n" not in message and len(message) < 300, message
        result = "refused"
    if before is not None and result == "refused":
        assert target.read_bytes() == before, "a refused save was changed"
    assert not (folder / "damaged.json.bak").exists() or result == "loaded"
    listing = scan_saves(folder)
    assert "good.json" in [e.path.name for e in listing.saves]
    for entry in listing.saves:  # what the save list shows is sound enough to draw
        assert all(isinstance(s, dict) and isinstance(s["name"], str) for s in entry.header["seats"])
    assert {p.name for p, _, _ in list_saves(folder)} == {"good.json", "damaged.json"}
    assert latest_loadable(folder) is not None
    return result


@pytest.mark.parametrize("field", HEADER_FIELDS)
@pytest.mark.parametrize("raw", BAD_VALUES, ids=lambda raw: raw[:12])
def test_a_header_field_of_any_wrong_type_or_value(tmp_path: Path, good_bytes: bytes, field: str, raw: str) -> None:
    result = outcome(tmp_path, good_bytes, lambda p: p.write_bytes(with_field(good_bytes, field, raw)))
    if (field, raw) in MUST_REFUSE:
        assert result == "refused"


@pytest.mark.parametrize("raw", BAD_SEATS, ids=range(len(BAD_SEATS)))
def test_seats_that_are_not_seats(tmp_path: Path, good_bytes: bytes, raw: str) -> None:
    assert outcome(tmp_path, good_bytes, lambda p: p.write_bytes(with_field(good_bytes, "seats", raw))) == "refused"


@pytest.mark.parametrize("raw", ['["play \\u00b2"]', '["play ' + "9" * 5000 + '"]', '[""]', '["PLAY it"]', '[5]',
                                 '["play the-end leaves", null]'], ids=range(6))
def test_actions_that_cannot_be_read(tmp_path: Path, good_bytes: bytes, raw: str) -> None:
    assert outcome(tmp_path, good_bytes, lambda p: p.write_bytes(with_field(good_bytes, "actions", raw))) == "refused"


@pytest.mark.parametrize("field", HEADER_FIELDS)
def test_a_missing_header_field(tmp_path: Path, good_bytes: bytes, field: str) -> None:
    doc = json.loads(good_bytes)
    del doc[field]
    outcome(tmp_path, good_bytes, lambda p: p.write_text(json.dumps(doc)))


@pytest.mark.parametrize("eighth", range(1, 8))
def test_a_truncated_save(tmp_path: Path, good_bytes: bytes, eighth: int) -> None:
    cut = good_bytes[: len(good_bytes) * eighth // 8]
    assert outcome(tmp_path, good_bytes, lambda p: p.write_bytes(cut)) == "refused"
    assert "ends too early" in str(pytest.raises(SaveError, load, tmp_path / "damaged.json").value)


@pytest.mark.parametrize("position", range(0, 2000, 37))
def test_a_flipped_byte(tmp_path: Path, good_bytes: bytes, position: int) -> None:
    flipped = bytearray(good_bytes)
    flipped[position % len(flipped)] ^= 0x5A
    outcome(tmp_path, good_bytes, lambda p: p.write_bytes(bytes(flipped)))


@pytest.mark.parametrize("content", [b"", b"   \n", b"\xff\xfe{}", b"{\"format\": \"card-table-save\", \"name\": \"\xe9\"}",
                                     DEEP.encode(), b"[]", b"5", b"null", b"\"card-table-save\"",
                                     b"{" * 5000, b'{"format": "card-table-save"}',
                                     b'{"format": "card-table-save", "schema_version": true}'],
                         ids=["empty", "blank", "utf16", "latin1", "deep", "list", "number", "null", "string",
                              "open-braces", "format-only", "schema-true"])
def test_a_file_that_is_not_a_save(tmp_path: Path, good_bytes: bytes, content: bytes) -> None:
    assert outcome(tmp_path, good_bytes, lambda p: p.write_bytes(content)) == "refused"


def test_a_folder_with_a_saves_name(tmp_path: Path, good_bytes: bytes) -> None:
    assert outcome(tmp_path, good_bytes, lambda p: p.mkdir()) == "refused"
    assert str(pytest.raises(SaveError, load, tmp_path / "damaged.json").value) == "damaged.json: is a folder, not a save"


def test_a_save_with_a_byte_order_mark_loads(tmp_path: Path, good_bytes: bytes) -> None:
    assert outcome(tmp_path, good_bytes, lambda p: p.write_bytes(b"\xef\xbb\xbf" + good_bytes)) == "loaded"


def test_non_finite_and_huge_numbers_are_named(tmp_path: Path, good_bytes: bytes) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(with_field(good_bytes, "seed", "Infinity"))
    assert str(pytest.raises(SaveError, load, path).value) == "game.json: is damaged (it holds a number that is not finite (Infinity))"
    path.write_bytes(with_field(good_bytes, "seed", "9" * 5000))
    assert str(pytest.raises(SaveError, load, path).value) == "game.json: is damaged (it holds a number too long to read)"
    path.write_bytes(with_field(good_bytes, "seats", '[{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "level": "godlike"}]'))
    assert str(pytest.raises(SaveError, load, path).value) == "game.json: is damaged (seat 2 has no AI level this version knows ('godlike'))"


def test_the_save_list_keeps_broken_files_apart(tmp_path: Path, good_bytes: bytes) -> None:
    (tmp_path / "good.json").write_bytes(good_bytes)
    (tmp_path / "cut.json").write_bytes(good_bytes[:100])
    (tmp_path / "folder.json").mkdir()
    listing = scan_saves(tmp_path)
    assert [e.path.name for e in listing.saves] == ["good.json"]
    assert sorted(b.path.name for b in listing.broken) == ["cut.json", "folder.json"]
    assert all(b.problem.startswith(b.path.name + ": ") for b in listing.broken)


def test_delete_removes_a_save_and_its_backup(tmp_path: Path, good_bytes: bytes) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(good_bytes)
    (tmp_path / "game.json.bak").write_bytes(good_bytes)
    (tmp_path / "other.json").write_bytes(good_bytes)
    saves.delete(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.json"]
    with pytest.raises(SaveError, match="there is no such save"):
        saves.delete(path)


def test_the_seat_levels_a_save_may_name_are_the_ai_levels() -> None:
    assert set(match_module.AI_LEVELS) == set(LEVEL_NAMES)


def test_stale_temporary_files_are_removed_when_the_folder_is_read(tmp_path: Path, good_bytes: bytes) -> None:
    (tmp_path / "good.json").write_bytes(good_bytes)
    stale = tmp_path / ".good.json.abcd1234.tmp"
    fresh = tmp_path / ".good.json.efgh5678.tmp"
    someone_elses = tmp_path / ".notes.txt.abcd1234.tmp"
    for path in (stale, fresh, someone_elses):
        path.write_bytes(b"{")
    old = stale.stat().st_mtime - 3600
    os.utime(stale, (old, old))
    os.utime(someone_elses, (old, old))
    scan_saves(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".good.json.efgh5678.tmp", ".notes.txt.abcd1234.tmp",
                                                          "good.json"]

