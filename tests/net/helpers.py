"""What the network tests share: a host and AI players in one event loop over real sockets on the
loopback address, the same game played locally for comparison, and a proxy that records every byte a
host sends to each player."""
from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai import bot_rng, decide, level_for
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.state import OptionValue, Result
from game.net.host import Host
from game.net.keyring import Keyring
from game.net.player import Player, play
from game.net.seat import Table
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
                    table: str | None = None) -> Host:
    """A host on the loopback address; announced there (and only there) when it is given a table name."""
    match = Match.start(game_id, len(seats), seed, options, seats)
    host = Host(match, code=CODE, table=table, saves_dir=saves_dir, thinker=Thinker(processes=False),
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
    """A proxy between the players and the host that keeps every byte the host sends, per connection."""

    target: int
    streams: list[bytearray] = field(default_factory=list)
    port: int = 0

    async def start(self) -> None:
        server = await asyncio.start_server(self._pipe, LOOPBACK, 0)
        self.port = server.sockets[0].getsockname()[1]

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        host_reader, host_writer = await asyncio.open_connection(LOOPBACK, self.target)
        recorded = bytearray()
        self.streams.append(recorded)

        async def copy(source: asyncio.StreamReader, sink: asyncio.StreamWriter, keep: bytearray | None) -> None:
            try:
                while chunk := await source.read(65536):
                    if keep is not None:
                        keep += chunk
                    sink.write(chunk)
                    await sink.drain()
            except ConnectionError:
                pass
            finally:
                sink.close()

        await asyncio.gather(copy(reader, host_writer, None), copy(host_reader, writer, recorded))


def frames(stream: bytes) -> list[Any]:
    """The messages in the bytes a server sent over one WebSocket connection (RFC 6455, section 5.2:
    server frames are not masked), after its handshake response: text as parsed JSON."""
    head = stream.index(b"\r\n\r\n") + 4
    out: list[Any] = []
    at, parts = head, bytearray()
    while at < len(stream):
        opcode, size = stream[at] & 0x0F, stream[at + 1] & 0x7F
        fin = stream[at] & 0x80
        at += 2
        if size == 126:
            size, at = int.from_bytes(stream[at:at + 2], "big"), at + 2
        elif size == 127:
            size, at = int.from_bytes(stream[at:at + 8], "big"), at + 8
        payload = stream[at:at + size]
        at += size
        if opcode in (0x1, 0x0):
            parts += payload
            if fin:
                out.append(json.loads(parts.decode("utf-8")))
                parts = bytearray()
        elif opcode == 0x8:
            out.append({"type": "(close)", "code": int.from_bytes(payload[:2], "big") if payload else None})
    return out


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
    """A bare connection to a host, sending whatever a test writes: for strangers and hostile peers."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.welcome: dict[str, Any] = {}

    @staticmethod
    async def open(port: int, source: str = LOOPBACK) -> "Raw":
        """Connects from ``source``, a loopback address (127.0.0.2 is another computer to the host)."""
        from websockets.asyncio.client import connect

        raw = Raw(await connect(f"ws://{LOOPBACK}:{port}", compression=None, max_size=None, proxy=None,
                                local_addr=(source, 0)))
        raw.welcome = json.loads(await raw.socket.recv())
        return raw

    async def answer(self, seconds: float = 10.0) -> dict[str, Any] | None:
        """The host's next message other than a table or seats update; None once the connection closed."""
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                message = json.loads(await asyncio.wait_for(self.socket.recv(), seconds))
                if message["type"] not in ("table", "seats"):
                    return message
        except ConnectionClosed:
            return None

    async def ask(self, data: str | bytes) -> dict[str, Any] | None:
        """Sends ``data`` and returns the answer; None if the connection was closed before or after."""
        from websockets.exceptions import ConnectionClosed

        try:
            await self.socket.send(data)
        except ConnectionClosed:
            return None
        return await self.answer()

    @property
    def close_code(self) -> int | None:
        return self.socket.close_code

    async def close(self) -> None:
        await self.socket.close()
