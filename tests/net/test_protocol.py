"""The protocol's checks (``game/net/protocol.py``): a message is read only once it is text within its
side's limit, JSON without numbers JSON should not hold, not nested deeper than ours are, of a known
type, with exactly its fields, each of the right type and range."""
from __future__ import annotations

import json

import pytest

from game.net.protocol import HELLO, HOST, HOST_LIMIT, PEER, PEER_LIMIT, PROTOCOL, Refused, decode, encode

HELLO_CODE = {"type": "hello", "protocol": PROTOCOL, "claim": "code", "seat": None, "pake": "4a" * 33}


def test_a_message_of_each_kind_a_player_sends_reads_back() -> None:
    for message in (HELLO_CODE, {**HELLO_CODE, "seat": 2}, {**HELLO_CODE, "claim": "secret", "seat": 1}):
        fields = {k: v for k, v in message.items() if k != "type"}
        assert decode(encode(str(message["type"]), **fields), PEER_LIMIT, HELLO) == message
    for message in ({"type": "join", "name": "Anna"}, {"type": "act", "ply": 12, "action": "play the-author moons"},
                    {"type": "rejoin", "secret": "ab" * 32}, {"type": "leave"}):
        fields = {k: v for k, v in message.items() if k != "type"}
        assert decode(encode(str(message["type"]), **fields), PEER_LIMIT, PEER) == message


@pytest.mark.parametrize("fields", [{"claim": "guess"}, {"seat": 99}, {"pake": "4a" * 32}, {"pake": "4A" * 33},
                                    {"protocol": "2"}, {"code": "ABCDE"}])
def test_a_hello_that_is_not_one_is_refused(fields: dict[str, object]) -> None:
    with pytest.raises(Refused) as refused:
        decode(json.dumps({**HELLO_CODE, **fields}), PEER_LIMIT, HELLO)
    assert refused.value.key in ("net.refused.field", "net.refused.fields")


@pytest.mark.parametrize(("raw", "key"), [
    (b'{"type": "leave"}', "net.refused.binary"),
    ('{"type": "join", "name": "' + "x" * PEER_LIMIT + '"}', "net.refused.too_big"),
    ('{"type": "join", "protocol": 1, "code": "A"', "net.refused.malformed"),
    ("[" * 2000 + "]" * 2000, "net.refused.malformed"),
    ("[" * 60 + "]" * 60, "net.refused.malformed"),
    ('{"type": "act", "ply": NaN, "action": "pass"}', "net.refused.malformed"),
    ('{"type": "act", "ply": ' + "9" * 500 + ', "action": "pass"}', "net.refused.malformed"),
    ('["act"]', "net.refused.malformed"),
    ('{"type": 5}', "net.refused.malformed"),
    ('{"type": "eval", "code": "import os"}', "net.refused.unknown"),
    ('{"type": "act", "ply": 1}', "net.refused.fields"),
    ('{"type": "act", "ply": 1, "action": "pass", "as_seat": 2}', "net.refused.fields"),
    ('{"type": "act", "ply": "1", "action": "pass"}', "net.refused.field"),
    ('{"type": "act", "ply": true, "action": "pass"}', "net.refused.field"),
    ('{"type": "act", "ply": -1, "action": "pass"}', "net.refused.field"),
    ('{"type": "act", "ply": 1, "action": "' + "x" * 300 + '"}', "net.refused.field"),
    ('{"type": "join", "name": ""}', "net.refused.field"),
    ('{"type": "join", "name": "A\\u0000"}', "net.refused.field"),
    ('{"type": "join", "name": "Anna", "code": "ABCDE"}', "net.refused.fields"),
    ('{"type": "rejoin", "secret": "not hex"}', "net.refused.field"),
])
def test_a_message_that_is_not_one_of_ours_is_refused_saying_why(raw: str | bytes, key: str) -> None:
    with pytest.raises(Refused) as refused:
        decode(raw, PEER_LIMIT, PEER)
    assert refused.value.key == key and refused.value.reason


def test_a_player_cannot_send_what_only_the_host_sends() -> None:
    table = encode("table", ply=0, view={}, events=[], history=True, information=None, seats=[], started=True)
    assert decode(table, HOST_LIMIT, HOST)["type"] == "table"
    with pytest.raises(Refused):
        decode(table, PEER_LIMIT, PEER)


def test_messages_are_compact_ascii_json_without_numbers_json_lacks() -> None:
    text = encode("error", reason="Tür zu", key="k", params={}, ply=3)
    assert text.isascii() and json.loads(text)["reason"] == "Tür zu"
    with pytest.raises(ValueError):
        encode("error", reason="x", key="k", params={"odds": float("nan")}, ply=3)
