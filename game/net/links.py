"""One connection as the host keeps it: the seat it holds, its sealed channel, its outbox, and its
count of bad messages.

Messages to a player go through the link's own queue and writer, in order, so one slow computer
never holds up the host or the others; a player that stops reading until its queue is full is
dropped (its seat waits for it as for any player away). A player that keeps sending messages the
host refuses is disconnected: every message but a legal move in its turn is refused, so a flood is too.
"""
from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from .channel import Box

# Refused messages allowed in STRIKE_SECONDS before the connection is closed: an honest app sends one
# now and then (an action a moment too late), a hostile or broken one keeps going.
STRIKES = 20
STRIKE_SECONDS = 60.0
OUTBOX = 256  # messages waiting for a player that does not read
POLICY = 1008  # the WebSocket close code for a peer that broke the rules
GOING_AWAY = 1001
TRY_AGAIN = 1013  # a stranger let go to make room for a newcomer: an honest app tries again
FLUSH_SECONDS = 5.0  # for the last messages to a player being let go


class Guard:
    """Counts a connection's refused messages; says when it has had enough."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._strikes: deque[float] = deque()

    def strike(self) -> bool:
        """One more refused message; False once there were more than ``STRIKES`` in the last minute."""
        now = self._clock()
        self._strikes.append(now)
        while self._strikes[0] < now - STRIKE_SECONDS:
            self._strikes.popleft()
        return len(self._strikes) <= STRIKES


class Link:
    def __init__(self, socket: ServerConnection) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.guard = Guard()
        self.welcome = ""  # the welcome it was sent: the exchange's keys depend on it
        # Between the player's hello and its sealed claim: the box the claim must open with, and the hello.
        self.pending: tuple[Box, dict[str, Any]] | None = None
        self.box: Box | None = None  # once the claim opened: everything both ways is sealed
        self.shown: tuple[int, Any] | None = None  # the last view the seat was sent, and its ply
        self._outbox: asyncio.Queue[str | bytes | None] = asyncio.Queue(OUTBOX)
        self._close_with = (GOING_AWAY, "")
        self.dropped = False  # being let go: nothing more it sends is read
        self._writer = asyncio.create_task(self._write())

    @property
    def address(self) -> str:
        """The peer's address without its port: what the host's budgets are counted by."""
        address = self.socket.remote_address
        return str(address[0]) if address else "?"

    @property
    def peer(self) -> str:
        address = self.socket.remote_address
        return f"{address[0]}:{address[1]}" if address else "?"

    def send(self, text: str) -> None:
        """Queues a message, sealed once the channel is open (here, so the nonces count the messages in
        the order they go); a player whose queue is full is not reading, and is let go."""
        if self.dropped:
            return
        try:
            self._outbox.put_nowait(self.box.seal(text) if self.box is not None else text)
        except asyncio.QueueFull:
            self.drop(POLICY, "not reading")

    def drop(self, code: int, why: str) -> None:
        """Closes the connection once the messages already queued are sent (at once if it is not reading)."""
        if self.dropped:
            return
        self.dropped = True
        self._close_with = (code, why)
        try:
            self._outbox.put_nowait(None)
        except asyncio.QueueFull:
            asyncio.create_task(self.socket.close(code, why))

    async def _write(self) -> None:
        try:
            while True:
                text = await self._outbox.get()
                if text is None:
                    code, why = self._close_with
                    await self.socket.close(code, why)
                    return
                await self.socket.send(text)
        except ConnectionClosed:
            return

    async def finished(self) -> None:
        """Lets the queued messages go (a refusal, a closing word) before the connection is let go."""
        if self.socket.state is not State.CLOSED:
            await asyncio.wait({self._writer}, timeout=FLUSH_SECONDS)
        self._writer.cancel()
