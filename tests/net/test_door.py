"""Nobody without the code or a seat's secret keeps the players out: idle connections are cut within
seconds, each address has a small budget of them and one address cannot crowd out another, a seat's
holder comes back through a crowd of idle connections, and the code cannot be guessed fast. All on
loopback addresses, bounded in count and time."""
from __future__ import annotations

import asyncio
import time

import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net.door import CLAIM_SECONDS, GUESSES, STRANGERS_PER_ADDRESS
from game.net.protocol import PROTOCOL
from game.net.seat import Claim, Lost, Refused, Turned, keep, sit

from .helpers import CODE, LOOPBACK, Raw, open_host, seats_for

OTHER = "127.0.0.2"  # another computer, as far as the host can tell
CROWD = 40


async def _cycle(port: int, stop: asyncio.Event, opened: list[int]) -> None:
    """An idle connection, opened again as soon as the host lets it go."""
    while not stop.is_set():
        try:
            raw = await Raw.open(port)
        except (OSError, ConnectionClosed, TimeoutError):
            await asyncio.sleep(0.05)
            continue
        opened[0] += 1
        closed = asyncio.create_task(raw.socket.wait_closed())
        await asyncio.wait({closed, asyncio.create_task(stop.wait())}, return_when=asyncio.FIRST_COMPLETED)
        closed.cancel()
        await raw.close()


async def _back_through_a_crowd() -> int:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    stop = asyncio.Event()
    crowd: list[asyncio.Task[None]] = []
    try:
        anna = await Raw.open(host.port)
        secret = (await anna.join(name="Anna") or {})["secret"]
        await anna.close()  # Anna's app is killed; she starts it again while the crowd gathers
        opened = [0]
        crowd = [asyncio.create_task(_cycle(host.port, stop, opened)) for _ in range(CROWD)]
        await asyncio.sleep(1.0)
        deadline = time.monotonic() + 30  # patience on a loaded machine, not a measure of speed
        while True:
            try:
                connection, table = await sit(f"{LOOPBACK}:{host.port}", lambda welcome: Claim(seat=0, secret=secret))
                break
            except (OSError, ConnectionClosed, Refused, TimeoutError):
                assert time.monotonic() < deadline, "the seat's holder could not get back in"
                await asyncio.sleep(0.2)
        assert table.seat == 0 and host.status(0) == "here"
        await connection.close()
        return opened[0]
    finally:
        stop.set()
        await asyncio.gather(*crowd, return_exceptions=True)
        await host.close()


def test_a_seated_player_comes_back_through_a_crowd_of_idle_connections() -> None:
    assert asyncio.run(_back_through_a_crowd()) > CROWD  # the crowd kept coming while she got back in


async def _idle_cut() -> int | None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    try:
        raw = await Raw.open(host.port)
        # The host cuts it (its own close code), long before the test would give up waiting.
        await asyncio.wait_for(raw.socket.wait_closed(), CLAIM_SECONDS + 30)
        return raw.close_code
    finally:
        await host.close()


def test_an_idle_connection_is_cut_within_seconds() -> None:
    assert asyncio.run(_idle_cut()) == 1008


async def _budgets() -> None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    try:
        bea = await Raw.open(host.port, OTHER)
        crowd = [await Raw.open(host.port) for _ in range(10)]
        await asyncio.sleep(0.5)
        still = [raw for raw in crowd if raw.close_code is None]
        assert still == crowd[-STRANGERS_PER_ADDRESS:]  # the newest of the address stay
        assert {raw.close_code for raw in crowd if raw not in still} == {1013}
        joined = await bea.join(name="Bea")
        assert joined is not None and joined["type"] == "joined"
    finally:
        await host.close()


def test_strangers_have_a_budget_per_address_and_one_address_does_not_crowd_out_another() -> None:
    asyncio.run(_budgets())


async def _guessing() -> None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    try:
        keys: list[str] = []
        for first in range(0, GUESSES + 2, STRANGERS_PER_ADDRESS):  # at once, as many as the door lets wait
            tries = [await Raw.open(host.port) for _ in range(min(STRANGERS_PER_ADDRESS, GUESSES + 2 - first))]
            answers = await asyncio.gather(*(raw.join(code=f"WRNG{i}") for i, raw in enumerate(tries)))
            keys += [answer["key"] for answer in answers if answer is not None]
        assert keys.count("net.refused.code") == GUESSES and keys.count("net.refused.guesses") == 2
        late = await Raw.open(host.port)  # the right code, from the guesser's address: not now
        assert (await late.join() or {}).get("key") == "net.refused.guesses"
        bea = await Raw.open(host.port, OTHER)
        assert (await bea.join(name="Bea") or {}).get("type") == "joined"
    finally:
        await host.close()


def test_wrong_codes_are_limited_per_address() -> None:
    asyncio.run(_guessing())


async def _wrong_secrets() -> list[str]:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    try:
        anna = await Raw.open(host.port, OTHER)
        assert (await anna.join(name="Anna", seat=0) or {}).get("type") == "joined"
        await anna.close()
        keys = []
        for i in range(GUESSES + 1):  # one after another: each answered after the wrong claim's wait
            eve = await Raw.open(host.port)
            keys.append((await eve.rejoin(i % 2, f"{i:064x}") or {}).get("key", ""))
        late = await Raw.open(host.port)  # the code itself, from that address: not now
        keys.append((await late.join() or {}).get("key", ""))
        return keys
    finally:
        await host.close()


def test_wrong_secrets_count_with_wrong_codes_against_their_address() -> None:
    keys = asyncio.run(_wrong_secrets())
    assert keys == ["net.refused.not_yours"] * GUESSES + ["net.refused.guesses"] * 2


async def _surrogate() -> None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 3)
    try:
        eve = await Raw.open(host.port)
        answer = await eve.ask('{"type": "hello", "protocol": %d, "claim": "code", "seat": null, "pake": "AB\\ud800"}'
                               % PROTOCOL)
        assert answer is not None and answer["type"] == "error" and answer["params"]["field"] == "pake"
        assert eve.close_code is None
        # A code typed with one is this app's own business: it is a password the host never sees, and a wrong one.
        with pytest.raises(Turned) as turned:
            await sit(f"{LOOPBACK}:{host.port}", lambda welcome: Claim(name="Eve", code="AB\ud800"))
        assert turned.value.key == "net.refused.code"
    finally:
        await host.close()


def test_a_code_with_a_lone_surrogate_is_refused_in_words() -> None:
    asyncio.run(_surrogate())


async def _busy() -> None:
    async def turn_away(connection: ServerConnection) -> None:
        await connection.close(1013, "too many connections")

    async with serve(turn_away, LOOPBACK, 0) as server:
        port = server.sockets[0].getsockname()[1]

        async def seated(connection: object, table: object) -> None:
            raise AssertionError("never seated")
        with pytest.raises(Lost) as lost:
            await keep(f"{LOOPBACK}:{port}", lambda welcome: Claim(seat=0, secret="0" * 64), seated, 1.0)
    assert lost.value.busy and "kept closing" in str(lost.value)


def test_a_host_that_keeps_closing_the_connection_is_not_said_to_be_missing() -> None:
    asyncio.run(_busy())
