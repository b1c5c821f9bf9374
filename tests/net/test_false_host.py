"""A host is untrusted input too: a damaged message that passes the protocol's shapes (what a seat
knows that the rules cannot read) is set aside in words, by the command line's player and by the
window's seat alike, which go on with the next message; a host playing other cards is refused with a
sentence, in the window too; so is a host that seats a player without the key exchange (it does not
know the code). The host here is a fake one on the loopback address."""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from game import app_version
from game.engine.cards import digest
from game.engine.match import Match
from game.net.background import NetworkThread, SeatThread
from game.net.channel import HOST, Exchange, transcript
from game.net.player import Player, play
from game.net.keyring import Keyring
from game.net.protocol import PROTOCOL, encode
from game.net.seat import Claim, Turned
from game.net.thinker import Thinker

from .helpers import CODE, LOOPBACK

SECRET = "ab" * 32


def welcome(match: Match, card_set: str | None = None) -> str:
    seats = [{"seat": i, "name": f"P{i + 1}", "status": "here", "level": None} for i in range(match.players)]
    return encode("welcome", protocol=PROTOCOL, app=app_version(), game=match.game.id, title=match.game.title,
                  table="Fake", players=match.players, options=dict(match.options),
                  card_set=card_set or digest(match.game.card_folder), seats=seats, started=True)


def table(match: Match, information: dict[str, Any] | None, **view: Any) -> str:
    seats = [{"seat": i, "name": f"P{i + 1}", "status": "here", "level": None} for i in range(match.players)]
    return encode("table", ply=0, view={**match.state.view(0), **view}, events=[], history=True,
                  information=information, seats=seats, started=True)


async def fake_host(match: Match, card_set: str | None = None, exchange: bool = True) -> Any:
    """Seats the first claim at seat 0 (after the key exchange on the code, as a host does, unless not
    ``exchange``), then sends a damaged table, a good one, and closes the game."""
    async def serve_one(connection: ServerConnection) -> None:
        said = welcome(match, card_set)
        await connection.send(said)
        hello = await connection.recv()
        box = None
        if exchange:
            ours = Exchange(CODE, HOST)
            box = ours.finish(json.loads(hello)["pake"], transcript(said, str(hello)))
            await connection.send(encode("pake", pake=ours.message))
            box.open(await connection.recv())

        async def send(text: str) -> None:
            await connection.send(box.seal(text) if box else text)
        await send(encode("joined", seat=0, secret=SECRET))
        damaged = match.game.information(match.state, 0)
        damaged.pop("state")  # the shape the protocol checks holds; the rules cannot read it
        await send(table(match, damaged))
        await send(table(match, match.game.information(match.state, 0), extra=1))
        await send(table(match, None, deciding=1))
        await send(encode("closed", reason="host-quit", saved=True))
        await connection.wait_closed()
    return await serve(serve_one, LOOPBACK, 0)


async def _cli_player(tmp: Any) -> tuple[str | None, list[str]]:
    match = Match.start("monster-day", 2, 5)
    server = await fake_host(match)
    notes: list[str] = []
    try:
        port = server.sockets[0].getsockname()[1]
        player = Player(f"{LOOPBACK}:{port}", CODE, "Anna", "random", seed=1, patience=3, notify=notes.append)
        done = await asyncio.wait_for(play(player, Keyring(tmp / "seats.json"), Thinker(False)), 10)
        return done.closed, notes
    finally:
        server.close()


def test_the_command_lines_player_sets_a_damaged_message_aside_and_goes_on(tmp_path: Any) -> None:
    closed, notes = asyncio.run(_cli_player(tmp_path))
    assert closed == "host-quit"
    aside = [note for note in notes if note.startswith("set aside a message from the host")]
    assert len(aside) == 2 and "information" in aside[0] and "view" in aside[1]


def _window_seat(card_set: str | None, exchange: bool = True) -> tuple[SeatThread, NetworkThread]:
    """A window's seat at a fake host, both on a network thread of their own."""
    match = Match.start("monster-day", 2, 5)
    network = NetworkThread()

    async def start() -> str:
        server = await fake_host(match, card_set, exchange)
        return f"{LOOPBACK}:{server.sockets[0].getsockname()[1]}"
    return SeatThread(network.call(start()), Claim(name="Anna", code=CODE), network=network), network


def _until(link: SeatThread, condition: Any) -> None:
    deadline = time.monotonic() + 10
    while not condition():
        assert time.monotonic() < deadline, link.state
        link.poll()
        time.sleep(0.02)


def test_the_windows_seat_sets_a_damaged_message_aside_and_stays_open() -> None:
    link, network = _window_seat(None)
    try:
        _until(link, lambda: link.state == "closed")
        assert link.failure is None and len(link.set_aside) == 2 and link.table is not None
        assert link.table.view["deciding"] == 1  # the good message after the damaged ones was read
    finally:
        link.close()
        network.stop()


@pytest.mark.parametrize(("card_set", "exchange", "key"), [
    ("0" * 64, True, "net.refused.cards"),  # a host playing other cards
    (None, False, "net.refused.false_host"),  # a host seating a player without the key exchange
])
def test_the_windows_seat_refuses_a_host_it_cannot_play_with_in_a_sentence(card_set: str | None, exchange: bool,
                                                                            key: str) -> None:
    from game.i18n import t
    from game.ui.netplay.words import failure_words

    link, network = _window_seat(card_set, exchange)
    try:
        _until(link, lambda: link.state == "failed")
        assert isinstance(link.failure, Turned) and link.failure.key == key
        assert failure_words(link.failure) == t(key)
    finally:
        link.close()
        network.stop()
