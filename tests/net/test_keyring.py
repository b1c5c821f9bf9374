"""The seats' secrets an app keeps: newest first, with the time the newest was taken (what "Continue"
weighs against the games saved here), readable by the user alone, and a damaged file read as empty."""
from __future__ import annotations

import json
import os
import stat
import time
from dataclasses import asdict
from pathlib import Path

import pytest

from game.net.keyring import FILE_LIMIT, Keyring, Ticket


def ticket(seat: int, table: str = "Anna's table") -> Ticket:
    return Ticket("192.168.1.20:50123", "monster-day", table, seat, "Bob", f"{seat:064x}")


def test_the_newest_seat_comes_first_with_the_time_it_was_taken(tmp_path: Path) -> None:
    ring = Keyring(tmp_path / "seats.json")
    assert ring.newest() is None
    before = time.time()
    ring.keep(ticket(0))
    ring.keep(ticket(1))
    ring.keep(ticket(0))  # taken again: first once more, and once only
    newest = ring.newest()
    assert newest is not None and newest[0] == ticket(0) and before <= newest[1] <= time.time()
    assert ring.tickets() == [ticket(0), ticket(1)]
    if os.name == "posix":
        assert stat.S_IMODE((tmp_path / "seats.json").stat().st_mode) == 0o600


def test_letting_an_older_seat_go_keeps_the_time_and_the_newest_seat_takes_its_time_along(tmp_path: Path) -> None:
    ring = Keyring(tmp_path / "seats.json")
    ring.keep(ticket(1))
    ring.keep(ticket(0))
    newest = ring.newest()
    assert newest is not None
    ring.forget(ticket(1))
    assert ring.newest() == newest
    ring.keep(ticket(1))
    ring.forget(ticket(1))
    # The time was ticket(1)'s; ticket(0)'s is not known any more, so it counts as long ago.
    assert ring.newest() == (ticket(0), 0.0)


@pytest.mark.parametrize("taken", ["yesterday", 10 ** 400, True, None, float("inf")])
def test_a_time_that_is_not_one_reads_as_long_ago_and_the_seats_still_read(tmp_path: Path, taken: object) -> None:
    path = tmp_path / "seats.json"
    path.write_text(json.dumps({"format": "card-table-seats", "taken": taken, "seats": [asdict(ticket(0))]}))
    assert Keyring(path).newest() == (ticket(0), 0.0)


@pytest.mark.parametrize("content", [b"{not json", b"[]", b'{"format": "other", "seats": []}',
                                     b'{"format": "card-table-seats", "seats": {}}', b"[" * 100_000,
                                     b" " * (FILE_LIMIT + 1)])
def test_a_damaged_file_reads_as_no_seats_and_the_next_seat_taken_replaces_it(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "seats.json"
    path.write_bytes(content)
    ring = Keyring(path)
    assert ring.tickets() == [] and ring.newest() is None
    ring.keep(ticket(1))
    assert ring.tickets() == [ticket(1)]


def test_a_seat_held_by_one_app_is_not_offered_to_another_until_let_go(tmp_path: Path) -> None:
    ring, other = Keyring(tmp_path / "seats.json"), Keyring(tmp_path / "seats.json")
    ring.keep(ticket(0))
    lock = ring.hold(ticket(0))
    assert lock is not None and other.hold(ticket(0)) is None and other.held(ticket(0))
    assert other.find(ticket(0).where, "monster-day", "Anna's table", free=True) is None
    lock.release()
    assert other.find(ticket(0).where, "monster-day", "Anna's table", free=True) == ticket(0)


def test_a_seat_taken_back_at_its_hosts_new_address_is_found_there_and_kept_once(tmp_path: Path) -> None:
    from dataclasses import replace

    ring = Keyring(tmp_path / "seats.json")
    ring.keep(ticket(0))
    ring.keep(ticket(1, table="Another table"))
    moved = "192.168.1.20:50999"  # the host opened again on another port, its address typed by hand
    assert ring.find(moved, "monster-day", "Anna's table") == ticket(0)
    assert ring.find(moved, "monster-day", "Nobody's table") is None
    ring.keep(replace(ticket(0), where=moved))
    assert ring.tickets() == [replace(ticket(0), where=moved), ticket(1, table="Another table")]
