"""A seat at a host, as a player's app holds it: one connection, what the host last said to it, and
the claim that takes the seat (the table's code and a name for a free seat, or the secret of a seat
taken before). A seat at the host's own table is held the same way, over the loopback address with a
secret from ``Host.host_seat``, so a window draws a ``Table`` whoever hosts the game.

Every message from the host is checked against the protocol before it is read: a player's app does
not trust a host any more than a host trusts a player.
"""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .protocol import HOST, HOST_LIMIT, PROTOCOL, Refused, decode, encode
from .vetting import Turned, Vetting

__all__ = ["Claim", "Connection", "Heard", "Lost", "Table", "Turned", "keep", "look", "sit"]

OPEN_SECONDS = 5.0
PING_SECONDS, PING_TIMEOUT = 5.0, 15.0
RETRY_SECONDS = (0.2, 0.5, 1.0, 2.0)


@dataclass(frozen=True)
class Claim:
    """How to take a seat: ``secret`` given, the seat it was given for; else a free seat (``seat``, or
    the first free one) with the table's ``code`` and the player's ``name``."""

    name: str = ""
    code: str = ""
    seat: int | None = None
    secret: str | None = None


class Lost(Exception):
    """The host could not be reached again within the player's patience; ``busy``: it was there, but
    kept closing the connection before the seat was taken (too many connections at its door)."""

    def __init__(self, reason: str, busy: bool = False) -> None:
        super().__init__(reason)
        self.busy = busy


@dataclass(kw_only=True)
class Heard:
    """What a host said at its table, to a seat or to the public: the story so far (the events it may
    see), who sits where, whether the game has begun, the host's last refusal and how the table closed."""

    seats: list[dict[str, Any]] = field(default_factory=list)
    started: bool = False
    log: list[dict[str, Any]] = field(default_factory=list)
    closed: str | None = None  # "host-quit", "game-over", "replaced"
    saved: bool = False
    error: dict[str, Any] | None = None  # the host's last refusal of something this seat sent

    def away(self) -> list[str]:
        """The names of the players away, for a table to say so."""
        return [s["name"] for s in self.seats if s["status"] == "away"]

    def read(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "table":
            if message["history"]:
                self.log = list(message["events"])
            else:
                self.log.extend(message["events"])
        if kind in ("table", "seats"):
            self.seats, self.started = message["seats"], message["started"]
        elif kind == "error":
            self.error = message
        elif kind == "closed":
            self.closed, self.saved = message["reason"], message["saved"]


@dataclass
class Table(Heard):
    """What the host last said to this seat: the view and what it knows as data while it decides,
    besides what everyone at the table hears."""

    welcome: dict[str, Any]
    seat: int
    secret: str
    ply: int = 0
    view: dict[str, Any] = field(default_factory=dict)
    information: dict[str, Any] | None = None

    @property
    def game(self) -> str:
        return str(self.welcome["game"])

    @property
    def deciding(self) -> bool:
        return self.started and self.view.get("deciding") == self.seat and self.information is not None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.view.get("result") if self.view.get("over") else None

    def read(self, message: dict[str, Any]) -> None:
        super().read(message)
        if message["type"] == "table":
            self.ply, self.view, self.information = message["ply"], message["view"], message["information"]
            self.error = None


class Connection:
    """One connection to a host: the messages it sends, checked, and the ones this seat sends."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.vetting: Vetting | None = None  # once the welcome is read: the table's own checks

    async def receive(self) -> dict[str, Any]:
        """The host's next message; ``Refused`` if it is not one of the protocol's, or not of this table."""
        message = decode(await self.socket.recv(), HOST_LIMIT, HOST)
        return self.vetting.check(message) if self.vetting is not None else message

    async def send(self, kind: str, **fields: Any) -> None:
        await self.socket.send(encode(kind, **fields))

    async def act(self, ply: int, action: str) -> None:
        await self.send("act", ply=ply, action=action)

    async def close(self) -> None:
        await self.socket.close()


def url_of(where: str) -> str:
    """``host:port`` as typed (an IPv6 address in brackets) as the address to connect to."""
    return where if where.startswith(("ws://", "wss://")) else f"ws://{where}"


async def _connect(where: str) -> Connection:
    return Connection(await connect(url_of(where), max_size=HOST_LIMIT + 1024, compression=None,
                                    open_timeout=OPEN_SECONDS, ping_interval=PING_SECONDS, ping_timeout=PING_TIMEOUT,
                                    proxy=None))


async def _welcome(connection: Connection) -> dict[str, Any]:
    welcome = await connection.receive()
    if welcome["type"] != "welcome":
        raise Refused("the host did not say welcome first", "net.refused.protocol")
    return welcome


async def look(where: str) -> dict[str, Any]:
    """The host's welcome (its game, table, seats and who holds them), without taking a seat: what a
    join screen shows before the player picks a free seat."""
    connection = await _connect(where)
    try:
        return await _welcome(connection)
    finally:
        await connection.close()


async def sit(where: str, claim_for: Callable[[dict[str, Any]], Claim]) -> tuple[Connection, Table]:
    """Connects, reads the host's welcome, and takes the seat ``claim_for(welcome)`` asks for."""
    connection = await _connect(where)
    try:
        welcome = await _welcome(connection)
        if welcome["protocol"] != PROTOCOL:
            raise Turned(f"the host speaks protocol {welcome['protocol']}, this app {PROTOCOL}",
                         "net.refused.protocol")
        connection.vetting = Vetting(welcome)
        claim = claim_for(welcome)
        if claim.secret is not None and claim.seat is not None:
            await connection.send("rejoin", protocol=PROTOCOL, seat=claim.seat, secret=claim.secret)
        else:
            await connection.send("join", protocol=PROTOCOL, code=claim.code, name=claim.name, seat=claim.seat)
        answer = await connection.receive()
        if answer["type"] == "refused":
            raise Turned(answer["reason"], answer["key"])
        if answer["type"] != "joined":
            raise Refused("the host did not answer the claim", "net.refused.protocol")
        connection.vetting.seat = answer["seat"]
        return connection, Table(welcome, answer["seat"], answer["secret"])
    except BaseException:
        await connection.close()
        raise


async def keep(where: str, claim_for: Callable[[dict[str, Any]], Claim],
               seated: Callable[[Connection, Table], Awaitable[None]], patience: float,
               on_seat: Callable[[Table], None] = lambda table: None) -> Table:
    """Takes the seat and hands each connection to ``seated`` until the table closes. When the host
    cannot be reached or the connection drops, it tries again (``claim_for`` then names the seat's
    secret) for ``patience`` seconds since the last contact; ``Lost`` after that, ``Turned`` if the
    host refuses the claim. Returns the table as the host last showed it."""
    last_contact = time.monotonic()
    attempt = 0
    while True:
        try:
            connection, table = await sit(where, claim_for)
        except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, Refused) as error:
            if time.monotonic() - last_contact > patience:
                if isinstance(error, (ConnectionClosed, InvalidHandshake, Refused)):
                    raise Lost(f"the host at {where} kept closing the connection for {patience:.0f} seconds",
                               busy=True) from None
                raise Lost(f"no host at {where} for {patience:.0f} seconds") from None
            await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
            attempt += 1
            continue
        attempt = 0
        on_seat(table)
        try:
            await seated(connection, table)
        except (OSError, ConnectionClosed, Refused):
            pass  # the connection is lost: the loop tries again until the host is back or patience runs out
        finally:
            await connection.close()
        last_contact = time.monotonic()
        if table.closed is not None:
            return table
