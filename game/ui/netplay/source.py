"""A table fed by a host: the ``SeatSource`` of a game played across computers.

Each seat played at this screen has its connection to the host (``SeatThread``); at the host's own
window the public table is watched too, for the moments no seat owns the screen. Every one of them is
a ``Feed`` of positions; the table shows a position once every feed has it, so a seat's view and the
public one always speak of the same moment. A move made here goes to the host, which checks it as it
checks anyone's, and comes back as the next position; nothing is applied here.

A seat decides from what it is told it knows (``Game.information``): its options, the rules' reason
for a refused move and the hint are all worked out from the state rebuilt from that alone.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from game.ai import bot_rng
from game.engine.actions import Action, IllegalAction
from game.engine.state import Game, State, View
from game.net.background import SeatThread, Watch
from game.net.keyring import Keyring

from ..ai_worker import Job, ProcessRunner, Runner, ThreadRunner, shared_process
from ..session import refusal
from .feed import Feed, Position
from .hosting import Hosting
from .table import NetTable

HINT_LEVEL = "hard"


@dataclass(frozen=True)
class Incoming:
    source: str


@dataclass(frozen=True)
class NetMove:
    jump: bool
    events: dict[int | None, list[dict[str, Any]]]

    def seen_by(self, seat: int | None) -> list[dict[str, Any]]:
        return self.events.get(seat, [])


class NetSource:
    hint: Action | None = None

    def __init__(self, game: Game, links: list[SeatThread], hosting: Hosting | None = None,
                 keyring: Keyring | None = None, ai_iterations: int | None = None) -> None:
        self._game = game
        self.links = list(links)
        self.hosting = hosting
        self.feeds: dict[int | None, Feed] = {}
        self._linked: dict[int, SeatThread] = {}
        self._watch: Watch | None = None
        self._ply: int | None = None  # until every feed has told a position
        self._sent: int | None = None  # the position a move was sent at, until the host answers it
        self._known: tuple[int, int, State] | None = None  # the state rebuilt for a seat at a position
        self.ai_iterations = ai_iterations
        self._runner: Runner | None = None
        self._hint_key: tuple[int, int] | None = None
        self._hint_seed = secrets.randbits(32)
        self.network = NetTable(self, hosting, keyring)

    # --- the feeds ---------------------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """Every seat of this screen is seated and a first position is known: the table can open."""
        return self._ply is not None

    def think(self) -> None:
        self._join_hosting()
        for link in self.links:
            messages = link.poll()
            table = link.table
            if table is None:
                continue
            feed = self.feeds.setdefault(table.seat, Feed())
            self._linked[table.seat] = link
            for message in messages:
                feed.read(message)
        if self._watch is not None:
            for message in self._watch.poll():
                self.feeds[None].read(message)
        for feed in self.feeds.values():
            if feed.error is not None and self._sent is not None:
                self._sent = None  # refused: the seat decides again (the table says why)
        if self._ply is None:
            self._first_position()
        self._collect_hint()
        self.network.update()

    def _join_hosting(self) -> None:
        opened = self.hosting.opened if self.hosting is not None else None
        if opened is not None and self._watch is None:
            self._watch = opened.watch
            self.feeds[None] = Feed()
            self.links += opened.seats

    def _first_position(self) -> None:
        if not self.feeds or len(self._linked) < len(self.links) or not all(f.positions for f in self.feeds.values()):
            return
        first = max(min(feed.marks) for feed in self.feeds.values())
        if all(first in feed.positions for feed in self.feeds.values()):
            self._ply = first
            for feed in self.feeds.values():
                feed.forget_before(first)

    def _next_ply(self) -> int | None:
        """The next position every feed has told: the one after the position shown, or a later one
        when a connection came back after moves it did not see."""
        if self._ply is None:
            return None
        later = [{at for at in feed.positions if at > self._ply} for feed in self.feeds.values()]
        common = set.intersection(*later) if later else set()
        return min(common) if common else None

    def _feed(self, seat: int | None) -> Feed:
        """``seat``'s feed; a joiner's screen holds one seat and is watched by its player alone, so what
        it shows to "everyone" is that seat's own view (only a host's window watches the public one)."""
        return self.feeds.get(seat) or self.feeds[self.lead]

    def _at(self, seat: int | None) -> Position:
        assert self._ply is not None
        return self._feed(seat).positions[self._ply]

    @property
    def lead(self) -> int | None:
        return next(iter(self.feeds))

    # --- the seat source -------------------------------------------------------------------------
    problem: str | None = None

    @property
    def game(self) -> Game:
        return self._game

    @property
    def ply(self) -> int:
        assert self._ply is not None
        return self._ply

    def humans(self) -> list[int]:
        return sorted(seat for seat in self.feeds if seat is not None)

    def seat_list(self) -> list[dict[str, Any]]:
        return self.feeds[self.lead].seats if self.feeds else []

    def name(self, seat: int) -> str:
        return str(self.seat_list()[seat]["name"])

    def kind(self, seat: int) -> tuple[str, str | None]:
        entry = self.seat_list()[seat]
        if seat in self.feeds:
            return "human", None
        status = entry["status"]
        return {"ai": "ai", "host": "net", "here": "net"}.get(status, status), entry["level"]

    def view(self, seat: int | None) -> View:
        view: View = self._at(seat).view
        return view

    def current(self) -> int | None:
        deciding: int | None = self.view(self.lead)["deciding"]
        return deciding

    def over(self) -> bool:
        return bool(self.view(self.lead)["over"])

    def _known_state(self, seat: int) -> State | None:
        """The state ``seat`` cannot tell from the host's, rebuilt from what it knows; None while it
        does not decide."""
        if seat not in self.feeds or self._ply is None:
            return None
        if self._known is not None and self._known[:2] == (seat, self._ply):
            return self._known[2]
        information = self._at(seat).information
        if information is None:
            return None
        state = self._game.from_information(information)
        self._known = (seat, self._ply, state)
        return state

    def legal(self, seat: int) -> list[Action]:
        state = self._known_state(seat)
        return state.legal_actions() if state is not None else []

    def why_not(self, action: Action) -> IllegalAction | None:
        current = self.current()
        state = self._known_state(current) if current is not None else None
        if state is None:
            return IllegalAction("it is not this seat's turn", "net.refused.not_your_turn")
        return refusal(state, action)

    def told(self, seat: int | None, ply: int) -> list[dict[str, Any]]:
        return self._feed(seat).told(ply)

    def put(self, action: Action, seat: int, source: str = "human") -> None:
        link = self._linked.get(seat)
        if link is None or self._ply is None:
            return
        for feed in self.feeds.values():
            feed.error = None
        link.act(action)
        self._sent = self._ply

    def next_submission(self) -> Incoming | None:
        if self._next_ply() is not None:
            mover = self.current()
            return Incoming("ai" if mover is not None and self.kind(mover)[0] == "ai" else "human")
        return Incoming("human") if self._sent is not None else None

    def step(self) -> NetMove | None:
        after = self._next_ply()
        if after is None:
            return None
        assert self._ply is not None
        positions = {seat: feed.positions[after] for seat, feed in self.feeds.items()}
        jump = after != self._ply + 1 or any(p.history for p in positions.values())
        self._ply = after
        for feed in self.feeds.values():
            feed.forget_before(after)
        if self._sent is not None and self._sent < after:
            self._sent = None
        return NetMove(jump, {seat: p.events for seat, p in positions.items()})

    # --- the hint ----------------------------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        state = self._known_state(seat)
        if state is None or self._ply is None or self._hint_key == (self._ply, seat):
            return
        if self._runner is None:
            process = shared_process() if ProcessRunner.can_run(self._game) else None
            self._runner = process or ThreadRunner()
        self._hint_key, self.hint = (self._ply, seat), None
        self._runner.start(Job(self, self._hint_key, self._game, state.clone(), HINT_LEVEL, self.ai_iterations,
                               bot_rng(self._hint_seed, seat, self._ply)))

    def _collect_hint(self) -> None:
        if self._runner is None:
            return
        for key, action, error in self._runner.poll(self):
            if key == self._hint_key and self._ply == key[0]:
                self.hint = action
                if error is not None:
                    self.problem = f"the AI could not give a hint: {error}"

    # --- what a network game does not offer ---------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        return None  # the other players have seen the move: it stays played

    def undo(self, seat: int) -> bool:
        return False

    def prepare(self) -> None:
        """Nothing to start: the host's AI thinks on the host."""

    def close(self) -> None:
        for link in self.links:
            link.close()
        if self.hosting is not None:
            self.hosting.close()
        if isinstance(self._runner, ProcessRunner):
            self._runner.forget(self)
        elif self._runner is not None:
            self._runner.close()
