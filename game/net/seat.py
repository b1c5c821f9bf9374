"""A seat at a host, as a player's app holds it: one connection, what the host last said to it, and
the claim that takes the seat (the table's code and a name for a free seat, or the secret of a seat
taken before). Neither is sent: each is the password of a key exchange (``channel``) whose key seals
the claim and everything after it. A seat at the host's own table is held the same way, over the loopback address with a
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

from .channel import JOINER, Box, Exchange, key_of, normal_code, transcript
from .delta import apply
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
    where: str = ""  # the host's address, as it was reached
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
        self.box: Box | None = None  # once the exchange is made: every message both ways is sealed
        self.said = ""  # the last message as it came, in clear: the exchange's keys depend on the welcome
        self.shown: tuple[int, dict[str, Any]] | None = None  # the last view the host sent, and its ply
        self._missed = False

    async def receive(self) -> dict[str, Any]:
        """The host's next message, a move's changes made into the whole table they describe;
        ``Refused`` if it is not sealed as it must be, not one of the protocol's, or not of this table
        (changes to a view this seat does not hold are refused, and the whole table asked for again)."""
        try:
            return self.read(await self.socket.recv())
        except Refused:
            if self._missed:
                self._missed = False
                await self.send("again")
            raise

    def read(self, raw: str | bytes) -> dict[str, Any]:
        if self.box is not None:
            raw = self.box.open(raw)
        elif isinstance(raw, str):
            self.said = raw
        message = decode(raw, HOST_LIMIT, HOST)
        if message["type"] == "moved":
            message = self._changed(message)
        if self.vetting is not None:
            message = self.vetting.check(message)
        if message["type"] == "table":  # only a view that passed its checks is what changes are sent against
            self.shown = (message["ply"], message["view"])
        return message

    def _changed(self, moved: dict[str, Any]) -> dict[str, Any]:
        """The ``table`` message a move's changes make of the view this seat holds."""
        try:
            if self.shown is None or self.shown[0] != moved["base"]:
                raise ValueError("another view")
            view = apply(self.shown[1], moved["changes"])
            if not isinstance(view, dict):
                raise ValueError("not a view")
        except ValueError:
            self._missed = True
            raise Refused("the host sent changes to a view this seat does not hold", "net.refused.host_message",
                          type="moved", field="changes") from None
        fields = {k: v for k, v in moved.items() if k not in ("type", "base", "changes")}
        return {"type": "table", **fields, "view": view, "history": False}

    async def send(self, kind: str, **fields: Any) -> None:
        text = encode(kind, **fields)
        await self.socket.send(self.box.seal(text) if self.box is not None else text)

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
        answer = await _claim(connection, claim_for(welcome))
        connection.vetting.seat = answer["seat"]
        return connection, Table(welcome, answer["seat"], answer["secret"], where)
    except BaseException:
        await connection.close()
        raise


async def _claim(connection: Connection, claim: Claim) -> dict[str, Any]:
    """Makes the key exchange on the claim's secret (its hash, as the host keeps it) or the table's
    code, then sends the claim sealed; returns the host's sealed answer. A refusal comes in clear when
    the host could not open the claim (a wrong code): ``Turned`` says it in the host's words. Nothing
    else is taken in clear: a host that seats a player without the exchange does not know the code."""
    welcome = connection.said
    back = claim.secret is not None and claim.seat is not None
    exchange = Exchange(key_of(claim.secret) if back and claim.secret else normal_code(claim.code), JOINER)
    hello = encode("hello", protocol=PROTOCOL, claim="secret" if back else "code", seat=claim.seat, pake=exchange.message)
    await connection.socket.send(hello)
    answer = await connection.receive()
    if answer["type"] == "pake":
        connection.box = exchange.finish(answer["pake"], transcript(welcome, hello))
        if back:
            await connection.send("rejoin", secret=claim.secret)
        else:
            await connection.send("join", name=claim.name)
        raw = await connection.socket.recv()
        if isinstance(raw, str):  # the host could not open the claim: its refusal comes in clear
            connection.box = None
        try:
            answer = connection.read(raw)
        except Refused as refusal:
            if refusal.key != "net.refused.sealed":
                raise
            answer = {"type": "sealed"}
    if answer["type"] == "refused":
        raise Turned(answer["reason"], answer["key"])
    if connection.box is None or answer["type"] != "joined":
        raise Turned("the host did not show it knows the table's code", "net.refused.false_host")
    return answer


async def keep(where: str, claim_for: Callable[[dict[str, Any]], Claim],
               seated: Callable[[Connection, Table], Awaitable[None]], patience: float,
               on_seat: Callable[[Table], None] = lambda table: None,
               search: Callable[[str], Awaitable[str | None]] | None = None) -> Table:
    """Takes the seat and hands each connection to ``seated`` until the table closes. When the host
    cannot be reached or the connection drops, it tries again (``claim_for`` then names the seat's
    secret) for ``patience`` seconds since the last contact; ``Lost`` after that, ``Turned`` if the
    host refuses the claim. Nobody listening at ``where``, ``search`` may say where the table is now
    (a host opened again on another port). Returns the table as the host last showed it."""
    last_contact = time.monotonic()
    attempt = 0
    while True:
        try:
            connection, table = await sit(where, claim_for)
        except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, Refused) as error:
            # Nobody at ``where``, or not a table (another program took the port): the table may be elsewhere.
            missing = isinstance(error, (OSError, TimeoutError, InvalidHandshake))
            moved = await search(where) if search is not None and missing else None
            if moved is not None and moved != where:
                where = moved
                continue
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
