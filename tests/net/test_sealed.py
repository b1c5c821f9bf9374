"""What a listener records takes no seat: a player's bytes, recorded on the way and sent again from a
new connection (a join with the code, or a return with the seat's secret), are refused, and the
seat stays as it was; a message changed on the way is not taken. A wrong code is refused with the
same sentence as ever, and counted against the address's guesses."""
from __future__ import annotations

import asyncio

import pytest

from game.net.door import GUESSES
from game.net.seat import Claim, Turned, sit

from .helpers import LOOPBACK, Raw, Recorder, frames, open_host, seats_for, split

LEVELS, NET = ["random", "random"], [True, True]


async def _replay(recorded: bytes, port: int) -> list[object]:
    """``recorded`` sent as it was, from a new connection (but for its closing frame, for the host
    to answer); what the host answers, frame by frame."""
    head, sent = split(recorded)
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    writer.write(head + b"".join(raw for opcode, _, _, raw in sent if opcode != 0x8))
    await writer.drain()
    answer = bytearray()
    try:
        while chunk := await asyncio.wait_for(reader.read(65536), 10):
            answer += chunk
    finally:
        writer.close()
    return frames(bytes(answer))


async def _recorded_claims() -> None:
    host = await open_host("monster-day", seats_for(LEVELS, NET), 7)
    recorder = Recorder(host.port)
    await recorder.start()
    try:
        where = f"{LOOPBACK}:{recorder.port}"
        connection, table = await sit(where, lambda welcome: Claim(name="Anna", code="tests", seat=0))
        await connection.close()
        connection, table = await sit(where, lambda welcome: Claim(seat=0, secret=table.secret))
        await connection.close()
        await asyncio.sleep(0.2)
        assert host.status(0) == "away"
        join, rejoin = (bytes(up) for up in recorder.ups)
        for recorded, refusal in ((join, "net.refused.code"), (rejoin, "net.refused.not_yours")):
            answers = await _replay(recorded, host.port)
            kinds = [a["type"] if isinstance(a, dict) else "sealed" for a in answers]
            assert kinds[:3] == ["welcome", "pake", "refused"] and "sealed" not in kinds, kinds
            assert answers[2]["key"] == refusal  # type: ignore[index]
            assert host.status(0) == "away" and not host.holders
        # And Anna, with her secret, is still the one who takes her seat back.
        connection, again = await sit(f"{LOOPBACK}:{host.port}", lambda welcome: Claim(seat=0, secret=table.secret))
        assert again.seat == 0 and host.status(0) == "here"
        await connection.close()
    finally:
        await host.close()


def test_a_players_recorded_bytes_sent_again_from_a_new_connection_take_no_seat() -> None:
    asyncio.run(_recorded_claims())


async def _changed_on_the_way() -> None:
    host = await open_host("monster-day", seats_for(LEVELS, NET), 7)
    try:
        anna = await Raw.open(host.port)
        joined = await anna.join(name="Anna", seat=0)
        assert (joined or {}).get("type") == "joined", joined
        assert anna.box is not None
        sealed = bytearray(anna.box.seal('{"type": "leave"}'))
        sealed[3] ^= 1
        answer = await anna.ask(bytes(sealed))
        assert answer is not None and answer["type"] == "error" and answer["key"] == "net.refused.sealed"
        # The host still counts on the message it did not get: the next one, sealed as the one after
        # it, does not open either (a message dropped or reordered on the way is noticed).
        answer = await anna.ask(anna.box.seal('{"type": "leave"}'))
        assert answer is not None and answer["key"] == "net.refused.sealed" and host.status(0) == "here"
    finally:
        await host.close()


def test_a_sealed_message_changed_on_the_way_is_refused_and_changes_nothing() -> None:
    asyncio.run(_changed_on_the_way())


async def _wrong_code() -> list[str]:
    host = await open_host("monster-day", seats_for(LEVELS, NET), 7)
    keys = []
    try:
        for _ in range(GUESSES + 1):
            with pytest.raises(Turned) as turned:
                await sit(f"{LOOPBACK}:{host.port}", lambda welcome: Claim(name="Eve", code="WRONG"))
            keys.append(turned.value.key)
            if turned.value.key == "net.refused.code":
                assert str(turned.value) == "that is not this table's code"
        assert host.status(0) == host.status(1) == "open"
    finally:
        await host.close()
    return keys


def test_a_wrong_code_fails_the_exchange_with_the_sentence_and_counts_as_a_guess() -> None:
    keys = asyncio.run(_wrong_code())
    assert keys == ["net.refused.code"] * GUESSES + ["net.refused.guesses"]
