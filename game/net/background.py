"""A host and seats run in a thread of their own, for a window whose loop is pygame's, not asyncio's.

The window's table is a ``SeatThread`` whoever hosts the game: for a game hosted elsewhere it joins
with the table's code (or its secret, to come back); for a seat at this computer's own host it claims
the seat with the secret ``HostThread.host_seat`` gives, over the loopback address. Either way it
reads the same messages, so one table serves both. Nothing here blocks the caller for long: the
window polls for messages each frame and sends its actions without waiting.
"""
from __future__ import annotations

import asyncio
import queue
import threading
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any, Coroutine, TypeVar

from game.engine.actions import Action
from game.engine.match import Match

from .host import Host
from .keyring import Keyring, Ticket
from .locks import Lock
from .place import search
from .protocol import Refused
from .seat import Claim, Connection, Table, keep
from .thinker import Thinker

T = TypeVar("T")
LOOPBACK = "127.0.0.1"
ANSWER_SECONDS = 10.0  # for a call into the network's thread (it answers at once unless it is stuck)
CLOSE_SECONDS = 120.0  # closing a table writes and checks its save: longer on a busy computer


class NetworkThread:
    """An asyncio event loop running in a daemon thread; coroutines are handed to it from any thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="card-table-network", daemon=True)
        self._thread.start()

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, coroutine: Coroutine[Any, Any, T], seconds: float = ANSWER_SECONDS) -> T:
        """Runs ``coroutine`` on the network's loop and waits for its answer."""
        return self.submit(coroutine).result(seconds)

    def stop(self) -> None:
        """Cancels what still runs on the loop (a search of the network, a connection being made) and
        lets each finish its cleanup, then stops the loop."""
        async def finish() -> None:
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        if self.loop.is_running():
            try:
                self.call(finish())
            except TimeoutError:
                pass  # a task that will not stop is left to the daemon thread
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(ANSWER_SECONDS)


class HostThread:
    """A ``Host`` in the background: the lobby's and the host's table's way to it. ``notices`` holds what
    happened at the table in words (who joined, who is away) for the lobby to show."""

    def __init__(self, match: Match, *, code: str | None = None, table: str | None = None,
                 saves_dir: Path | None = None, history: list[Action] | None = None, ai_iterations: int | None = None,
                 processes: bool = True) -> None:
        self.network = NetworkThread()
        self.notices: queue.Queue[str] = queue.Queue()

        async def make() -> Host:
            return Host(match, code=code, table=table, saves_dir=saves_dir, history=history,
                        thinker=Thinker(processes), ai_iterations=ai_iterations, notify=self.notices.put)
        self.host = self.network.call(make())

    def open(self, address: str = "0.0.0.0", port: int = 0, advertise: bool = True) -> int:
        return self.network.call(self.host.open(address, port, advertise))

    @property
    def code(self) -> str:
        return self.host.code

    def seats(self) -> list[dict[str, Any]]:
        async def read() -> list[dict[str, Any]]:
            return self.host.seats()
        return self.network.call(read())

    def hand_to_ai(self, seat: int, level: str) -> None:
        async def hand() -> None:
            self.host.hand_to_ai(seat, level)
        self.network.call(hand())

    def watch(self) -> "Watch":
        """The table as everyone may see it, for this computer's own window (``Host.watch``)."""
        watch = Watch()

        async def start() -> None:
            self.host.watch(watch.put)
        self.network.call(start())
        return watch

    def host_seat(self, seat: int) -> "SeatThread":
        """The host's own table's connection to one of its seats (a hotseat table opens one a seat)."""
        async def ticket() -> str:
            return self.host.host_seat(seat)
        secret = self.network.call(ticket())
        return SeatThread(f"{LOOPBACK}:{self.host.port}", Claim(seat=seat, secret=secret), network=self.network)

    def close(self) -> None:
        """Closes the table (saving a game not over, telling each player it is saved here); once."""
        if not self.network.loop.is_running():
            return
        self.network.call(self.host.close(), CLOSE_SECONDS)
        self.network.stop()


class Watch:
    """The public table at this computer's own host, polled each frame like a ``SeatThread``: the same
    messages, in order, for the public (no seat, so no ``information`` and no secret)."""

    def __init__(self) -> None:
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()

    def put(self, message: dict[str, Any]) -> None:
        self._inbox.put(message)

    def poll(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out


class SeatThread:
    """One seat at a host, as a window's table holds it: ``poll`` each frame for what the host said
    (the messages, in order; ``table`` is up to date after it), ``act`` to send this seat's move.
    ``state`` is "connecting", "seated", "away" (the connection dropped and is being made again),
    "closed" (``table.closed`` says how) or "failed" (``problem`` says why, ``failure`` is the error)."""

    def __init__(self, where: str, claim: Claim, keyring: Keyring | None = None, patience: float = 120.0,
                 network: NetworkThread | None = None) -> None:
        self.where = where
        self.claim = claim
        self.keyring = keyring
        self.own_network = network is None
        self.network = network or NetworkThread()
        self.table: Table | None = None
        self.state = "connecting"
        self.problem: str | None = None
        self.failure: Exception | None = None  # what ``problem`` says: ``Turned`` carries the host's reason
        self.set_aside: list[Refused] = []  # the host's messages refused since the window last took them
        self._inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._connection: Connection | None = None
        self._hold: Lock | None = None  # the keyring's mark that this window plays the seat
        self._task = self.network.submit(self._run(patience))

    async def _run(self, patience: float) -> None:
        try:
            keyring = self.keyring
            table = await keep(self.where, lambda welcome: self.claim, self._seated, patience, self._on_seat,
                               (lambda where: search(keyring, where)) if keyring is not None else None)
            self._inbox.put(("closed", table.closed))
        except Exception as error:  # noqa: BLE001 - told to the window, which says it in words
            self._inbox.put(("failed", error))

    def _on_seat(self, table: Table) -> None:
        # From now on the seat is claimed back; the name stays for the keyring's ticket.
        self.claim = Claim(name=self.claim.name, seat=table.seat, secret=table.secret)
        self.where = table.where  # the host opened again elsewhere is found there next time
        if self.keyring is not None:
            ticket = Ticket(table.where, table.game, str(table.welcome["table"]), table.seat, self.claim.name,
                            table.secret)
            self.keyring.keep(ticket)
            if self._hold is None:
                self._hold = self.keyring.hold(ticket)
        self._inbox.put(("seated", replace(table, log=[])))

    async def _seated(self, connection: Connection, table: Table) -> None:
        self._connection = connection
        try:
            while table.closed is None:
                try:
                    message = await connection.receive()
                except Refused as refusal:  # a damaged message from the host is set aside, and said
                    self._inbox.put(("set-aside", refusal))
                    continue
                table.read(message)
                self._inbox.put(("message", message))
        finally:
            self._connection = None
            if table.closed is None:
                self._inbox.put(("away", None))

    def poll(self) -> list[dict[str, Any]]:
        """What the host said since the last poll, read into ``table``."""
        out = []
        while True:
            try:
                kind, item = self._inbox.get_nowait()
            except queue.Empty:
                return out
            if kind == "seated":
                self.table = self.table or item
                self.state = "seated"
            elif kind == "message" and self.table is not None:
                self.table.read(item)
                out.append(item)
            elif kind == "set-aside":
                self.set_aside.append(item)
            elif kind == "away":
                self.state = "away"
            elif kind == "closed":
                self.state = "closed"
            elif kind == "failed":
                self.state, self.problem, self.failure = "failed", f"{type(item).__name__}: {item}", item

    def act(self, action: Action | str) -> None:
        """Sends this seat's move for the table as last polled; the host's answer comes through ``poll``."""
        table, connection = self.table, self._connection
        if table is None or connection is None:
            return
        self.network.submit(connection.act(table.ply, str(action)))

    def close(self) -> None:
        if self._connection is not None:
            self.network.submit(self._connection.close())
        self._task.cancel()
        if self._hold is not None:
            self._hold.release()
        if self.own_network:
            self.network.stop()
