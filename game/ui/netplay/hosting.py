"""A host started for a game set up in the window: the referee runs in a thread of its own
(``game.net.background.HostThread``), and the window plays the seats at its own screen through
connections over the loopback address, like any player. Opening the port and announcing the table on
the network take a moment, so it all starts in the background while the window shows it connecting."""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from game.engine.actions import Action
from game.engine.match import Match
from game.net.background import HostThread, SeatThread, Watch
from game.net.discovery import lan_address


@dataclass(frozen=True)
class HostOptions:
    """Where a game hosted from the window listens, and how (the command line's ``play`` options; the
    tests listen on the loopback address alone, unannounced, with the AI in a thread)."""

    address: str = "0.0.0.0"
    port: int = 0  # any free port
    advertise: bool = True
    code: str | None = None  # drawn at random
    processes: bool = True  # the AI seats think in a process of their own


@dataclass(frozen=True)
class Opened:
    host: HostThread
    watch: Watch  # the public table, for this window between its seats' turns
    seats: list[SeatThread]  # one connection per seat played at this screen
    where: str  # the address other computers join at


class Hosting:
    def __init__(self, match: Match, options: HostOptions, saves_dir: Path | None, ai_iterations: int | None,
                 history: list[Action] | None = None, created: str | None = None) -> None:
        """``history``: the moves of a saved game, replayed onto ``match``; ``created``: when the game of
        that save began, kept in its autosave."""
        self.opened: Opened | None = None
        self.failure: Exception | None = None
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._open, args=(match, options, saves_dir, ai_iterations, history, created),
                         name="card-table-hosting", daemon=True).start()

    def _open(self, match: Match, options: HostOptions, saves_dir: Path | None, ai_iterations: int | None,
              history: list[Action] | None, created: str | None) -> None:
        host: HostThread | None = None
        try:
            host = HostThread(match, code=options.code, saves_dir=saves_dir, history=history,
                              ai_iterations=ai_iterations, processes=options.processes)
            host.host.saver.created = created
            port = host.open(options.address, options.port, options.advertise)
            address = options.address if options.address not in ("0.0.0.0", "") else lan_address()
            watch = host.watch()
            seats = [host.host_seat(seat) for seat, held in enumerate(match.seats) if held.kind == "human"]
            opened = Opened(host, watch, seats, f"{address}:{port}")
        except Exception as error:  # noqa: BLE001 - said in words by the window (a port taken, no network)
            if host is not None:
                host.close()
            self.failure = error
            return
        with self._lock:
            if not self._closed:
                self.opened = opened
                return
        self._shut(opened)  # the window let it go while it was opening

    def close(self) -> None:
        """Closes the table: the game is saved and each player is told it is saved here."""
        with self._lock:
            self._closed = True
            opened, self.opened = self.opened, None
        if opened is not None:
            self._shut(opened)

    @staticmethod
    def _shut(opened: Opened) -> None:
        for seat in opened.seats:
            seat.close()
        opened.host.close()
