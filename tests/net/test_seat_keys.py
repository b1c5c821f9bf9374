"""A network seat in a save: its kind and its key (the SHA-256 of its player's secret) come back from
the file, and a save whose seat claims a key it may not have is refused with one sentence."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.engine import saves
from game.engine.match import Match, Seat

KEY = hashlib.sha256(b"a secret").hexdigest()


def _saved(tmp_path: Path) -> Path:
    match = Match.start("monster-day", 2, 5, seats=[Seat("Anna", "net", key=KEY), Seat("Bob", "net")])
    return saves.save(match, tmp_path / "net.json")


def test_a_network_seat_and_its_key_come_back_from_a_save(tmp_path: Path) -> None:
    loaded = saves.load(_saved(tmp_path), upgrade=False)
    assert loaded.match.seats == [Seat("Anna", "net", None, KEY), Seat("Bob", "net", None, None)]
    assert "a secret" not in (tmp_path / "net.json").read_text()


@pytest.mark.parametrize("seat", [{"name": "Anna", "kind": "net", "key": "not hex"},
                                  {"name": "Anna", "kind": "net", "key": KEY.upper()},
                                  {"name": "Anna", "kind": "net", "key": 5},
                                  {"name": "Anna", "kind": "human", "key": KEY},
                                  {"name": "Anna", "kind": "ai", "level": "easy", "key": KEY},
                                  {"name": "Anna", "kind": "net", "level": "hard"}])
def test_a_seat_with_a_key_it_may_not_have_is_refused(tmp_path: Path, seat: dict[str, object]) -> None:
    path = _saved(tmp_path)
    doc = json.loads(path.read_text())
    doc["seats"][0] = seat
    path.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError, match="net.json: is damaged \\(seat 1 "):
        saves.load(path, upgrade=False)
