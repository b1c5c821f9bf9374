"""What the network tests share: a host and AI players in one event loop over real sockets on the
loopback address, the same game played locally for comparison, and a proxy that records every byte a
host sends to each player."""
from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

from game.ai import bot_rng, decide, level_for
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.state import OptionValue, Result
from game.net.channel import JOINER, Box, Exchange, key_of, normal_code, transcript
from game.net.host import Host
from game.net.keyring import Keyring
from game.net.player import Player, play
from game.net.protocol import PROTOCOL, encode
from game.net.seat import Connection, Table
from game.net.thinker import Thinker

LOOPBACK = "127.0.0.1"
CODE = "TESTS"
GAME_SECONDS = 240.0


def local_result(game_id: str, levels: list[str], seed: int, options: dict[str, OptionValue] | None = None) -> Result:
    """The same seed played in one process: each seat decides with its level and the generator of its
    seat and move, as the host's AI seats and the players' AIs do."""
    game = get(game_id)
    state = game.new_game(len(levels), seed, options or {})
    ply = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        state.apply(decide(game, state, level_for(game, levels[seat]), bot_rng(seed, seat, ply)))
        ply += 1
    return state.result()


def seats_for(levels: list[str], net: list[bool]) -> list[Seat]:
    return [Seat(f"Player {i + 1}", "net") if is_net else Seat(f"AI {i + 1}", "ai", level)
            for i, (level, is_net) in enumerate(zip(levels, net))]


async def open_host(game_id: str, seats: list[Seat], seed: int, options: dict[str, OptionValue] | None = None,
                    saves_dir: Path | None = None, port: int = 0, notes: list[str] | None = None,
                    table: str | None = None, code: str | None = CODE, match_id: str | None = None) -> Host:
    """A host on the loopback address; announced there (and only there) when it is given a table name.
    ``code`` None: as a window does, the code it had before (``match_id``: the game's), else a new one."""
    match = Match.start(game_id, len(seats), seed, options, seats)
    match.id = match_id or match.id
    host = Host(match, code=code, table=table, saves_dir=saves_dir, thinker=Thinker(processes=False),
                notify=(notes.append if notes is not None else None))
    await host.open(LOOPBACK, port, advertise=table is not None)
    return host


def player(port: int, level: str, seed: int, name: str, seat: int | None = None) -> Player:
    return Player(f"{LOOPBACK}:{port}", CODE.lower(), name, level, seat, seed, patience=30)


async def seat_players(port: int, levels: list[str], net: list[bool], seed: int, folder: Path) -> list[asyncio.Task[Table]]:
    """One AI player for each network seat, each with a keyring of its own, joining in seat order."""
    tasks = []
    for seat, (level, is_net) in enumerate(zip(levels, net)):
        if is_net:
            tasks.append(asyncio.create_task(play(player(port, level, seed, f"Net {seat + 1}", seat),
                                                  Keyring(folder / f"seat-{seat}.json"), Thinker(processes=False))))
    return tasks


@dataclass
class Recorder:
    """A proxy between the players and the host that keeps every byte of every connection, each way:
    all a third party on the network sees."""

    target: int
    streams: list[bytearray] = field(default_factory=list)  # what the host sent, a connection each
    ups: list[bytearray] = field(default_factory=list)  # what the players sent
    port: int = 0

    async def start(self) -> None:
        server = await asyncio.start_server(self._pipe, LOOPBACK, 0)
        self.port = server.sockets[0].getsockname()[1]

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        host_reader, host_writer = await asyncio.open_connection(LOOPBACK, self.target)
        down, up = bytearray(), bytearray()
        self.streams.append(down)
        self.ups.append(up)

        async def copy(source: asyncio.StreamReader, sink: asyncio.StreamWriter, keep: bytearray) -> None:
            try:
                while chunk := await source.read(65536):
                    keep += chunk
                    sink.write(chunk)
                    await sink.drain()
            except ConnectionError:
                pass
            finally:
                sink.close()

        await asyncio.gather(copy(reader, host_writer, up), copy(host_reader, writer, down))


def split(stream: bytes) -> tuple[bytes, list[tuple[int, int, bytes, bytes]]]:
    """The bytes one side sent over one WebSocket connection (RFC 6455, section 5.2): its handshake,
    and each frame as (opcode, fin, payload unmasked as anyone listening can, the frame's bytes)."""
    head = stream.index(b"\r\n\r\n") + 4
    out = []
    at = head
    while at < len(stream):
        start = at
        opcode, size, masked = stream[at] & 0x0F, stream[at + 1] & 0x7F, stream[at + 1] & 0x80
        fin = stream[at] & 0x80
        at += 2
        if size == 126:
            size, at = int.from_bytes(stream[at:at + 2], "big"), at + 2
        elif size == 127:
            size, at = int.from_bytes(stream[at:at + 8], "big"), at + 8
        mask = stream[at:at + 4] if masked else bytes(4)
        at += 4 if masked else 0
        payload = bytes(b ^ mask[i % 4] for i, b in enumerate(stream[at:at + size]))
        at += size
        out.append((opcode, fin, payload, stream[start:at]))
    return stream[:head], out


def frames(stream: bytes) -> list[Any]:
    """The messages in the bytes one side sent over one WebSocket connection, after its handshake:
    text as parsed JSON, binary as bytes."""
    out: list[Any] = []
    parts, binary = bytearray(), False
    for opcode, fin, payload, _ in split(stream)[1]:
        if opcode in (0x0, 0x1, 0x2):
            parts += payload
            binary = binary if opcode == 0x0 else opcode == 0x2
            if fin:
                out.append(bytes(parts) if binary else json.loads(parts.decode("utf-8")))
                parts = bytearray()
        elif opcode == 0x8:
            out.append({"type": "(close)", "code": int.from_bytes(payload[:2], "big") if payload else None})
    return out


class Opened:
    """Every message the players' apps opened while it is entered, a connection each: what the host
    said to each seat, read back from inside the sealed channel."""

    def __init__(self) -> None:
        self.connections: dict[Connection, list[dict[str, Any]]] = {}
        real, connections = Connection.read, self.connections

        def read(connection: Connection, raw: str | bytes) -> dict[str, Any]:
            message = real(connection, raw)
            connections.setdefault(connection, []).append(message)
            return message
        self._patch = mock.patch.object(Connection, "read", read)

    def __enter__(self) -> "Opened":
        self._patch.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._patch.stop()


class Gated(Thinker):
    """An AI that stops before its ``stop_at``-th decision (counting from 1) until ``gate`` opens, so a
    test knows the game is under way and where it stands while it waits."""

    def __init__(self, stop_at: int) -> None:
        super().__init__(processes=False)
        self.gate = asyncio.Event()
        self.stop_at = stop_at
        self.decisions = 0
        self.waiting = False

    async def decide(self, game_id: str, information: dict[str, Any], level: str, iterations: int | None,
                     rng: Any) -> Any:
        self.decisions += 1
        if self.decisions >= self.stop_at and not self.gate.is_set():
            self.waiting = True
            await self.gate.wait()
            self.waiting = False
        return await super().decide(game_id, information, level, iterations, rng)


async def until(condition: Any, seconds: float = 60.0, what: str = "") -> None:
    """Waits for ``condition()`` to hold, checking every few milliseconds; fails after ``seconds``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"still waiting after {seconds:g} seconds: {what}")
        await asyncio.sleep(0.02)


class Raw:
    """A bare connection to a host, sending whatever a test writes: for strangers and hostile peers.
    It makes the key exchange as an app does (``claim``); after it, the text it sends is sealed and
    what it reads is opened, unless the test sends bytes of its own."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.welcome: dict[str, Any] = {}
        self.said = ""
        self.box: Box | None = None

    @staticmethod
    async def open(port: int, source: str = LOOPBACK) -> "Raw":
        """Connects from ``source``, a loopback address (127.0.0.2 is another computer to the host)."""
        from websockets.asyncio.client import connect

        raw = Raw(await connect(f"ws://{LOOPBACK}:{port}", compression=None, max_size=None, proxy=None,
                                local_addr=(source, 0)))
        raw.said = await raw.socket.recv()
        raw.welcome = json.loads(raw.said)
        return raw

    async def claim(self, password: str, message: dict[str, Any], seat: int | None = None,
                    protocol: int = PROTOCOL) -> dict[str, Any] | None:
        """Makes the exchange on ``password`` (a code as it is compared, or a secret's hash) and sends
        ``message`` sealed; the host's answer (None once the connection closed)."""
        exchange = Exchange(password, JOINER)
        hello = encode("hello", protocol=protocol, claim="code" if message["type"] == "join" else "secret", seat=seat,
                       pake=exchange.message)
        answer = await self.ask(hello)
        if answer is None or answer["type"] != "pake":
            return answer
        self.box = exchange.finish(answer["pake"], transcript(self.said, hello))
        return await self.ask(json.dumps(message))

    async def join(self, code: str = CODE, name: str = "Eve", seat: int | None = None) -> dict[str, Any] | None:
        return await self.claim(normal_code(code), {"type": "join", "name": name}, seat)

    async def rejoin(self, seat: int, secret: str) -> dict[str, Any] | None:
        return await self.claim(key_of(secret), {"type": "rejoin", "secret": secret}, seat)

    async def answer(self, seconds: float = 10.0) -> dict[str, Any] | None:
        """The host's next message other than a table or seats update; None once the connection closed."""
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                data = await asyncio.wait_for(self.socket.recv(), seconds)
                message = json.loads(self.box.open(data) if isinstance(data, bytes) and self.box else data)
                if message["type"] not in ("table", "seats"):
                    return message
        except ConnectionClosed:
            return None

    async def ask(self, data: str | bytes) -> dict[str, Any] | None:
        """Sends ``data`` (text sealed once the exchange is made) and returns the answer; None if the
        connection was closed before or after."""
        from websockets.exceptions import ConnectionClosed

        try:
            await self.socket.send(self.box.seal(data) if isinstance(data, str) and self.box else data)
        except ConnectionClosed:
            return None
        return await self.answer()

    @property
    def close_code(self) -> int | None:
        return self.socket.close_code

    async def close(self) -> None:
        await self.socket.close()
