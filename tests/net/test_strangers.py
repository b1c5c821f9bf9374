"""No one gets in who does not belong: without the table's code no seat is taken; a seat already
held is not taken by another connection, neither by joining it nor with a made-up secret; nobody can
ask for another seat's view; the seat's own secret, from a new connection, takes it back."""
from __future__ import annotations

import asyncio
import json


from .helpers import CODE, Raw, open_host, seats_for


async def _strangers() -> None:
    host = await open_host("monster-day", seats_for(["random", "random"], [True, True]), 5)
    try:
        stranger = await Raw.open(host.port)
        assert stranger.welcome["type"] == "welcome" and "seed" not in stranger.welcome
        assert await stranger.join(code="WRONG") == {"type": "refused", "reason": "that is not this table's code",
                                                          "key": "net.refused.code", "params": {}}
        assert await stranger.answer() is None and host.status(0) == "open"

        anna = await Raw.open(host.port)
        joined = await anna.join(code=CODE.lower(), seat=0, name="Anna")
        assert joined is not None and joined["type"] == "joined" and joined["seat"] == 0
        secret = joined["secret"]

        for claim in (lambda eve: eve.join(seat=0), lambda eve: eve.rejoin(0, "0" * 64),
                      lambda eve: eve.rejoin(1, secret)):
            eve = await Raw.open(host.port)
            answer = await claim(eve)
            assert answer is not None and answer["type"] == "refused", claim
            assert answer["key"] in ("net.refused.taken", "net.refused.not_yours")
            assert await eve.answer() is None
        assert host.holders[0].seat == 0 and host.status(1) == "open"

        eve = await Raw.open(host.port)
        for peek in ('{"type": "view", "seat": 0}', json.dumps({"type": "act", "ply": 0, "action": "pass"}),
                     '{"type": "table", "seat": 0}'):
            answer = await eve.ask(peek)
            assert answer is not None and answer["type"] == "error" and answer["key"] in (
                "net.refused.unknown", "net.refused.no_seat"), peek
        await eve.close()

        again = await Raw.open(host.port)  # Anna's app, after a network loss the host has not noticed yet
        assert (await again.rejoin(0, secret) or {}).get("type") == "joined"
        assert await anna.answer() == {"type": "closed", "reason": "replaced", "saved": False}
        assert host.holders[0].seat == 0 and host.status(0) == "here"

        bob = await Raw.open(host.port)
        assert (await bob.join(name="Bob") or {}).get("seat") == 1
        late = await Raw.open(host.port)
        full = await late.join(name="Carl")
        assert full is not None and full["key"] == "net.refused.full"
        assert host.started
    finally:
        await host.close()


def test_strangers_take_no_seat_and_see_no_view() -> None:
    asyncio.run(_strangers())
