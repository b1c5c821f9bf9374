"""A seat is sent what changed in its view after a move: the changes made to the old view give the new
one, whatever the two are, without touching the old one (another table may hold it); changes that do
not fit are refused; a seat that asks again is sent its whole table. (Whole games of every game, each
view rebuilt from the changes and compared with the host's, are in ``test_games``.)"""
from __future__ import annotations

import asyncio
import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.net import seat
from game.net.delta import apply, diff
from game.net.protocol import Refused

from .helpers import Raw, open_host, seats_for

JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=4),
                    max_leaves=25)


@settings(max_examples=300, deadline=None)
@given(JSON, JSON)
def test_the_changes_turn_the_old_view_into_the_new_and_leave_the_old_as_it_was(old: Any, new: Any) -> None:
    before = copy.deepcopy(old)
    changes = json.loads(json.dumps(diff(old, new)))  # as sent
    assert apply(old, changes) == new
    assert old == before


def test_a_small_change_is_small() -> None:
    old = {"hands": [["a", "b"], ["c"]], "scores": [1, 2], "log": "x" * 1000}
    new = {"hands": [["a", "b"], ["c"]], "scores": [1, 3], "log": "x" * 1000, "over": False}
    assert diff(old, new) == [[["scores", 1], 3], [["over"], False]]


@pytest.mark.parametrize("changes", [[["scores", 1]], [[["scores", 9], 1]], [[["scores", "1"], 1]], [[["nope", "x"], 1]],
                                     [[["log", "x"], 1]], [[[]]], ["x"], [[["scores"], 1, 2]]])
def test_changes_that_do_not_fit_the_view_are_refused(changes: list[Any]) -> None:
    with pytest.raises(ValueError):
        apply({"scores": [1, 2], "log": "x"}, changes)


async def _again() -> None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 5)
    try:
        anna = await Raw.open(host.port)
        assert (await anna.join(name="Anna", seat=0) or {}).get("type") == "joined"
        assert anna.box is not None

        async def next_table() -> dict[str, Any]:
            while True:
                message = json.loads(anna.box.open(await asyncio.wait_for(anna.socket.recv(), 10)))
                if message["type"] in ("table", "moved"):
                    return message
        assert (await next_table())["history"]  # the whole table and story, on taking the seat
        await anna.socket.send(anna.box.seal('{"type": "again"}'))
        again = await next_table()
        assert again["type"] == "table" and not again["history"] and again["events"] == []
        assert again["view"] == json.loads(json.dumps(host.match.state.view(0)))
    finally:
        await host.close()


def test_a_seat_that_asks_again_is_sent_its_whole_table() -> None:
    asyncio.run(_again())


class RefusesMarked:
    """The table's checks, as far as this test needs them: a view marked bad is refused."""

    def check(self, message: dict[str, Any]) -> dict[str, Any]:
        if message["type"] == "table" and message["view"].get("bad"):
            raise Refused("a bad view", "net.refused.host_message", type="table", field="view")
        return message


def test_a_refused_table_is_not_the_view_the_next_changes_are_made_to(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad table from the host changes nothing: the next move's changes still go to the view before it."""
    monkeypatch.setattr(seat, "decode", lambda raw, limit, kinds: json.loads(raw))
    connection = seat.Connection(None)  # type: ignore[arg-type]
    connection.vetting = RefusesMarked()  # type: ignore[assignment]
    connection.read(json.dumps({"type": "table", "ply": 1, "view": {"score": 1}}))
    with pytest.raises(Refused):
        connection.read(json.dumps({"type": "table", "ply": 2, "view": {"score": 9, "bad": True}}))
    moved = connection.read(json.dumps({"type": "moved", "ply": 2, "base": 1, "changes": [[["score"], 2]]}))
    assert moved["view"] == {"score": 2} and connection.shown == (2, {"score": 2})
