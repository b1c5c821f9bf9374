"""Finding a table on the local network (zeroconf): a host's table is announced with its game and port,
a player's app finds it without typing anything and joins at the address found; an announcement that
is not one of ours, or is malformed, is left out. Multicast works on this machine's loopback
interface; a network that drops it leaves only the address typed by hand, which the other tests use."""
from __future__ import annotations

import asyncio
import socket
import uuid
from pathlib import Path

from zeroconf.asyncio import AsyncServiceInfo

from game.net.discovery import SERVICE, browse, read
from game.net.keyring import Keyring
from game.net.player import Player, play
from game.net.thinker import Thinker

from .helpers import CODE, LOOPBACK, local_result, open_host, seats_for


async def _found_and_joined(folder: Path) -> None:
    name = f"Test table {uuid.uuid4().hex[:8]}"  # other tables may be announced on this network
    host = await open_host("monster-day", seats_for(["random", "random"], [False, True]), 8, table=name)
    try:
        assert host.announcement is not None and host.announcement.problem is None
        found = [t for t in await browse(2.0, [LOOPBACK]) if t.table == name]
        assert len(found) == 1
        table = found[0]
        assert (table.game, table.title, table.address, table.port, table.players) == \
            ("monster-day", "Monster Day", LOOPBACK, host.port, 2)
        seated = await play(Player(table.where, CODE, "Finder", "random", None, 8), Keyring(folder / "k.json"),
                            Thinker(processes=False))
        assert seated.result is not None and seated.result["scores"] == list(local_result("monster-day",
                                                                                           ["random", "random"],
                                                                                           8).scores)
    finally:
        await host.close()


def test_a_table_announced_on_the_network_is_found_and_joined_at_the_address_found(tmp_path: Path) -> None:
    asyncio.run(_found_and_joined(tmp_path))


def test_an_announcement_that_is_not_a_table_is_left_out() -> None:
    address = [socket.inet_aton(LOOPBACK)]
    odd = AsyncServiceInfo(SERVICE, f"Odd.{SERVICE}", port=4567, addresses=address,
                           properties={b"table": b"x" * 240, b"game": b"\x00\xff", b"players": b"9" * 50,
                                       b"protocol": b"-1"})
    table = read(odd)
    assert table is not None and table.table == "x" * 80 and table.game == "\x00\ufffd"
    assert table.players == 0 and table.protocol == 0
    assert read(AsyncServiceInfo(SERVICE, f"NoAddress.{SERVICE}", port=4567, properties={})) is None
    assert read(AsyncServiceInfo(SERVICE, f"NoPort.{SERVICE}", port=0, addresses=address, properties={})) is None
