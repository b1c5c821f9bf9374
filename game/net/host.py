"""The host: the referee of a game played across computers.

It runs the only engine (a ``Match`` with its action log) and checks every action exactly as a local
one: the action must be one of ``legal_actions()``, or the game's own reason for refusing it is sent
back. Each seat is sent only its own view, the events it may see and, while it decides, what it knows
as data (``tidings``): never another hand, a deck's order, a face-down card or the seed.

A player takes a free seat with the table's code and a name (proven, never sent: ``reception``), and
is given a secret that binds the seat to them; the secret itself is never stored here, only its
SHA-256, in the match's seats, so the autosave lets the same players back in when the game is opened
again. A player who drops (a crash,
a sleeping laptop, a lost network) leaves their seat waiting: everyone is told they are away, the game
goes on to the point where they must decide, and their app rejoins with the secret. The host can hand
a waiting or away seat to the AI, which thinks off the event loop (``thinker``).

Seats: ``net`` (a player at another computer), ``ai`` (thinking here) and ``human`` (a person at the
host's own table, who plays through a connection from the host's own window like any other player,
with a ticket from ``host_seat``).
"""
from __future__ import annotations

import asyncio
import hmac
import secrets
import socket
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import app_version
from game.ai import bot_rng
from game.engine.autosaver import Autosaver
from game.engine.actions import Action, ActionSyntaxError, IllegalAction
from game.engine.cards import digest
from game.engine.events import Event
from game.engine.match import AI_LEVELS, Match, Seat
from game.engine.state import Result

from .channel import key_of
from .discovery import Announcement
from .door import CLAIM_SECONDS
from .links import GOING_AWAY, POLICY, TRY_AGAIN, Link
from .place import Place, recall, remember
from .protocol import HELLO, PEER, PEER_LIMIT, PROTOCOL, Refused, decode, encode
from .reception import WRONG_CLAIM_DELAY, Reception, plain_params, refuse
from .thinker import Thinker
from .tidings import Tidings, Watcher
# A frame longer than this is cut off by the connection itself (close code 1009); one between
# PEER_LIMIT and this gets a reply saying it is too long.
FRAME_LIMIT = 64 * 1024
PING_SECONDS, PING_TIMEOUT = 5.0, 10.0  # a computer that stopped answering is away within 15 seconds
# For a connection being let go to answer the closing handshake: strangers let go to make room for
# newcomers must not linger.
CLOSE_SECONDS = 2.0

Notify = Callable[[str], None]


class Host:
    def __init__(self, match: Match, *, code: str | None = None, table: str | None = None,
                 saves_dir: Path | None = None, thinker: Thinker | None = None, ai_iterations: int | None = None,
                 history: list[Action] | None = None, notify: Notify | None = None) -> None:
        self.match = match
        self.game = match.game
        # A game hosted here before listens where it did, with the same code and name, where it can.
        kept = recall(saves_dir, match.id)
        self.reception = Reception(code or (kept.code if kept else None), self._key)
        self.table = table or (kept.table if kept else f"{self.game.title} on {socket.gethostname()}"[:80])
        self._kept_port = kept.port if kept else 0
        self.thinker = thinker or Thinker()
        self.ai_iterations = ai_iterations
        self.notify = notify or (lambda text: None)
        self.log: list[Event] = list(match.state.opening_log())
        for action in history or []:
            self.log += match.submit(action)
        self.holders: dict[int, Link] = {}
        self.links: set[Link] = set()
        self.tidings = Tidings(match, self._standing)
        # Tickets of the seats played at the host's own table: made afresh each run, never saved.
        self._host_keys: dict[int, str] = {}
        self.started = self._full()  # a saved game whose seats were all taken goes on at once
        self.over = asyncio.Event()
        self.closed = False
        self._thinking: asyncio.Task[None] | None = None
        self._server: Server | None = None
        self.announcement: Announcement | None = None
        self.saver = Autosaver(saves_dir)
        self.problem: str | None = None  # the last AI failure, for a window to show (the saver keeps its own)
        self.port = 0

    @property
    def code(self) -> str:
        return self.reception.code

    # --- who sits where -------------------------------------------------------------------------
    def status(self, seat: int) -> str:
        held = self.match.seats[seat]
        if held.kind == "ai":
            return "ai"
        if held.kind == "human":
            return "host"
        if seat in self.holders:
            return "here"
        return "away" if held.key else "open"

    def seats(self) -> list[dict[str, Any]]:
        return [{"seat": i, "name": s.name, "status": self.status(i), "level": s.level}
                for i, s in enumerate(self.match.seats)]

    def host_seat(self, seat: int) -> str:
        """The secret a seat played at the host's own table is claimed with (a ``rejoin`` over the
        loopback address): the host's window plays through the same messages as every player."""
        if self.match.seats[seat].kind != "human":
            raise ValueError(f"seat {seat + 1} is not played at the host's table")
        secret = secrets.token_hex(32)
        self._host_keys[seat] = key_of(secret)
        return secret

    def hand_to_ai(self, seat: int, level: str) -> None:
        """A seat still waiting for its player, or whose player is away, is played by the AI from now on."""
        if level not in AI_LEVELS:
            raise ValueError(f"no AI level {level!r}")
        if self.status(seat) not in ("open", "away"):
            raise ValueError(f"seat {seat + 1} is not waiting for a player")
        self.match.seats[seat] = Seat(self.match.seats[seat].name, "ai", level)
        self.notify(f"{self.match.seats[seat].name} is played by the AI ({level})")
        self._seats_changed()
        self.saver.save(self.match)
        self._start_when_full()
        self._next()

    def watch(self, watcher: Watcher) -> None:
        """Lets ``watcher`` follow the table as everyone may see it: the public view and events, in the
        messages a seat's link gets (``table``, ``seats``, ``closed``), read on the host's own loop. The
        host's own window shows the table from it between the turns of its seats, or with none of
        them at the screen; nothing but this computer's own window is given it."""
        self.tidings.watch(watcher, self.log)

    # --- opening and closing ------------------------------------------------------------------
    async def open(self, address: str = "0.0.0.0", port: int = 0, advertise: bool = True) -> int:
        """Starts listening and, with ``advertise``, announces the table on the local network. Returns
        the port: ``port``, or (0) the one this game listened at before if it is free, else any free one."""
        try:
            self._server = await self._listen(address, port or self._kept_port)
        except OSError:
            if port or not self._kept_port:
                raise
            self._server = await self._listen(address, 0)  # the game's port is taken since: the players search
        self.port = int(self._server.sockets[0].getsockname()[1])
        remember(self.saver.directory, self.match.id, Place(self.port, self.code, self.table))
        if advertise:
            # Listening on one address (the loopback one, say), the table is announced there alone.
            one = [address] if address not in ("0.0.0.0", "") else None
            self.announcement = Announcement(self.table, self.game.id, self.game.title, self.port,
                                             self.match.players, address=one[0] if one else None, interfaces=one)
            await self.announcement.start()
        self._next()
        return self.port

    async def _listen(self, address: str, port: int) -> Server:
        return await serve(self._serve, address, port, max_size=FRAME_LIMIT, compression=None,
                           ping_interval=PING_SECONDS, ping_timeout=PING_TIMEOUT, close_timeout=CLOSE_SECONDS)

    async def finished(self) -> Result:
        await self.over.wait()
        return self.match.state.result()

    async def close(self) -> None:
        """Stops the table. A game not over is saved first, and each player is told it is saved here."""
        if self.closed:
            return
        self.closed = True
        if self._thinking is not None:
            self._thinking.cancel()
        saved = self.match.state.is_terminal()
        if not saved and self.saver.directory is not None:
            self.saver.save(self.match)
            saved = await asyncio.to_thread(self.saver.flush)
        if not self.match.state.is_terminal():
            self.tidings.tell_all(list(self.links), "closed", reason="host-quit", saved=saved)
        for link in list(self.links):
            link.drop(GOING_AWAY, "the host closed the table")
        if self.announcement is not None:
            await self.announcement.stop()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await asyncio.to_thread(self.saver.close)
        self.thinker.close()

    # --- the connection ---------------------------------------------------------------------------
    async def _serve(self, connection: ServerConnection) -> None:
        link = Link(connection)
        self.links.add(link)
        for stranger in self.reception.door.arrive(link, link.address):
            stranger.drop(TRY_AGAIN, "room for a newcomer")
        link.welcome = self._welcome()
        link.send(link.welcome)
        timer = asyncio.get_running_loop().call_later(CLAIM_SECONDS, self.reception.too_slow, link)
        try:
            async for raw in connection:
                # Once let go, what still comes is read and dropped, so the closing handshake gets through.
                if link.dropped:
                    continue
                try:
                    await self._handle(link, raw)
                except Refused as refusal:
                    link.send(encode("error", reason=refusal.reason, key=refusal.key,
                                     params=plain_params(refusal.params), ply=len(self.match.actions)))
                    if not link.guard.strike():
                        link.drop(POLICY, "too many refused messages")
        except ConnectionClosed:
            pass  # the player left or dropped: the seat waits for them, as `finally` below lets it
        finally:
            timer.cancel()
            self.reception.door.seated(link)
            self.links.discard(link)
            self._let_go(link)
            await link.finished()

    def _let_go(self, link: Link) -> None:
        seat = link.seat
        if seat is not None and self.holders.get(seat) is link:
            del self.holders[seat]
            if not self.closed and not self.match.state.is_terminal():
                self.notify(f"{self.match.seats[seat].name} is away")
                self._seats_changed()

    def _welcome(self) -> str:
        return encode("welcome", protocol=PROTOCOL, app=app_version(), game=self.game.id, title=self.game.title,
                      table=self.table, players=self.match.players, options=dict(self.match.options),
                      card_set=digest(self.game.card_folder), seats=self.seats(), started=self.started)

    async def _handle(self, link: Link, raw: str | bytes) -> None:
        """One message: a hello in clear, then the sealed claim, then sealed moves (or leaving)."""
        if link.box is None and link.pending is None:
            if not isinstance(raw, str):
                raise Refused("messages are text, not bytes", "net.refused.binary")
            self.reception.hello(link, raw, decode(raw, PEER_LIMIT, HELLO))
            return
        if link.box is None:
            claim = await self.reception.claim(link, raw)
            if claim is not None:
                await (self._join if claim["type"] == "join" else self._rejoin)(link, claim)
            return
        message = decode(link.box.open(raw), PEER_LIMIT, PEER)
        kind = message["type"]
        if kind in ("join", "rejoin"):
            raise Refused("this connection holds a seat already", "net.refused.seated")
        if kind == "act":
            self._act(link, message)
        elif kind == "again":  # the seat holds another view than the one the last change was made against
            if link.seat is None:
                raise Refused("take a seat first", "net.refused.no_seat")
            self.tidings.whole(link, link.seat, [])
        else:  # leave: the seat waits, as for a player away
            link.drop(GOING_AWAY, "left")

    async def _join(self, link: Link, message: dict[str, Any]) -> None:
        free = [i for i in range(self.match.players) if self.status(i) == "open"]
        seat = message["seat"] if message["seat"] is not None else (free[0] if free else None)
        if seat is None or seat not in free:
            refuse(link, "that seat is taken" if seat is not None else "no seat is free",
                   "net.refused.taken" if seat is not None else "net.refused.full")
            return
        secret = secrets.token_hex(32)
        self.match.seats[seat] = Seat(message["name"].strip(), "net", key=key_of(secret))
        self._hold(link, seat, secret)
        self.notify(f"{message['name'].strip()} took seat {seat + 1} from {link.peer}")
        self.saver.save(self.match)  # the seat's key must outlive a crash of the host
        self._start_when_full()
        self._next()

    async def _rejoin(self, link: Link, message: dict[str, Any]) -> None:
        seat = message["seat"]
        key = self._key(seat)
        # The exchange was made on the secret's hash, which a copy of the save holds: the secret itself shows it is the player.
        if key is None or not hmac.compare_digest(key_of(message["secret"]), key):
            await asyncio.sleep(WRONG_CLAIM_DELAY)
            refuse(link, "that seat is not yours", "net.refused.not_yours")
            return
        old = self.holders.get(seat)
        if old is not None:  # the same player again, from a connection the host has not seen drop yet
            old.seat = None
            old.send(encode("closed", reason="replaced", saved=False))
            old.drop(GOING_AWAY, "replaced")
        self._hold(link, seat, message["secret"])
        self.notify(f"{self.match.seats[seat].name} is back in seat {seat + 1}")

    def _key(self, seat: int) -> str | None:
        """What a seat's secret must hash to: a network seat's saved key, or the ticket of a seat at the
        host's own table; None for a seat nobody may claim with a secret."""
        if seat >= self.match.players:
            return None
        held = self.match.seats[seat]
        if held.kind == "human":
            return self._host_keys.get(seat)
        return held.key if held.kind == "net" else None

    def _hold(self, link: Link, seat: int, secret: str) -> None:
        self.reception.door.seated(link)
        link.seat = seat
        self.holders[seat] = link
        link.send(encode("joined", seat=seat, secret=secret))
        self.tidings.whole(link, seat, self.log, history=True)
        self._seats_changed()

    def _act(self, link: Link, message: dict[str, Any]) -> None:
        seat = link.seat
        state = self.match.state
        if seat is None:
            raise Refused("take a seat first", "net.refused.no_seat")
        if not self.started:
            raise Refused("the game starts when every seat is taken", "net.refused.not_started")
        ply = len(self.match.actions)
        if message["ply"] != ply:
            raise Refused("the table has moved on since that move was chosen", "net.refused.stale", ply=ply)
        if state.current_player() != seat:
            raise Refused("it is not this seat's turn", "net.refused.not_your_turn")
        try:
            action = Action.parse(message["action"])
        except (ActionSyntaxError, ValueError):
            raise Refused("that is not an action", "net.refused.not_an_action") from None
        if action not in state.legal_actions():
            refusal = self._why_not(action)
            raise Refused(refusal.reason, refusal.key or "net.refused.illegal", **refusal.params)
        self._play(action)

    def _why_not(self, action: Action) -> IllegalAction:
        """The game's own reason, asked of a copy: nothing reaches the match."""
        try:
            self.match.state.clone().apply(action)
        except IllegalAction as refusal:
            return refusal
        return IllegalAction(f"'{action}' is not possible now", "net.refused.illegal", action=str(action))

    # --- the game -----------------------------------------------------------------------------
    def _seats_changed(self) -> None:
        self.tidings.tell_all(list(self.holders.values()), "seats", **self._standing())

    def _standing(self) -> dict[str, Any]:
        return {"seats": self.seats(), "started": self.started}

    def _full(self) -> bool:
        return all(self.status(i) != "open" for i in range(self.match.players))

    def _start_when_full(self) -> None:
        if not self.started and self._full():
            self.started = True
            self.notify("every seat is taken: the game begins")
            self._seats_changed()

    def _play(self, action: Action) -> None:
        events = self.match.submit(action)
        self.log += events
        for seat, link in self.holders.items():
            self.tidings.moved(link, seat, events)
        self.tidings.public(events)
        self.saver.save(self.match)  # every decision: a host that stops mid-turn loses no move
        if self.match.state.is_terminal():
            holders = list(self.holders.values())
            self.tidings.tell_all(holders, "closed", reason="game-over", saved=self.saver.directory is not None)
            for link in holders:
                link.drop(GOING_AWAY, "game over")
            self.over.set()
        else:
            self._next()

    def _next(self) -> None:
        """Starts the AI on its decision when it is an AI seat's turn (once per decision)."""
        state = self.match.state
        seat = state.current_player()
        if not self.started or self.closed or seat is None or self.match.seats[seat].kind != "ai":
            return
        if self._thinking is not None and not self._thinking.done():
            return
        self._thinking = asyncio.create_task(self._think(seat, len(self.match.actions)))

    async def _think(self, seat: int, ply: int) -> None:
        held = self.match.seats[seat]
        # Made here, on the loop: the worker gets only what this seat knows.
        information = self.game.information(self.match.state, seat)
        try:
            action = await self.thinker.decide(self.game.id, information, held.level or "normal", self.ai_iterations,
                                               bot_rng(self.match.seed, seat, ply))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - shown to the host; the seat then waits
            self.problem = f"the AI could not decide: {type(error).__name__}: {error}"
            self.notify(self.problem)
            return
        self._thinking = None  # done: an AI seat deciding again right after is started from _play
        if len(self.match.actions) == ply and self.match.state.current_player() == seat and not self.closed:
            self._play(action)
