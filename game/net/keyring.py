"""The secrets a player's app keeps, one per seat it took at a host, so that it can take the same seat
again after a crash, a sleep or a lost network. They live in the data folder (``network/seats.json``),
written atomically and readable by the user alone; a damaged file reads as empty and is replaced
when the next seat is taken. The file also says when the newest seat was taken, so that "Continue"
can tell whether a table elsewhere or a game saved here was played last.

A seat in play is held (``hold``) by the app playing it, so that another app at the same computer,
with the same data folder, takes a seat of its own instead of that one.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import math
import re
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.engine import paths
from game.engine.saves import write_atomic

from .locks import Lock, take

FORMAT = "card-table-seats"
KEEP = 32  # seats remembered, newest first
FILE_LIMIT = 256 * 1024
_SECRET = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class Ticket:
    """A seat taken at a host: where the host was reached, its game and table, the seat and its secret."""

    where: str
    game: str
    table: str
    seat: int
    name: str
    secret: str


def _ticket(raw: Any) -> Ticket | None:
    if not isinstance(raw, dict) or set(raw) != set(Ticket.__dataclass_fields__):
        return None
    if not all(isinstance(raw[k], str) and len(raw[k]) <= 200 for k in ("where", "game", "table", "name")):
        return None
    if not isinstance(raw["seat"], int) or not isinstance(raw["secret"], str) or not _SECRET.fullmatch(raw["secret"]):
        return None
    return Ticket(**raw)


def keyring_file(data_dir: Path) -> Path:
    return data_dir / "network" / "seats.json"


class Keyring:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or keyring_file(paths.data_dir())

    def tickets(self) -> list[Ticket]:
        return self._read()[0]

    def newest(self) -> tuple[Ticket, float] | None:
        """The seat taken last and when (seconds since the epoch; 0 when the file does not say)."""
        tickets, taken = self._read()
        return (tickets[0], taken) if tickets else None

    def _read(self) -> tuple[list[Ticket], float]:
        try:
            raw = self.path.read_bytes()
        except OSError:
            return [], 0.0
        try:
            doc = json.loads(raw[:FILE_LIMIT + 1]) if len(raw) <= FILE_LIMIT else None
        except (ValueError, RecursionError):
            doc = None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("seats"), list):
            return [], 0.0
        taken = doc.get("taken")
        when = taken if isinstance(taken, float) and math.isfinite(taken) else 0.0  # ``keep`` writes a float
        return [t for t in map(_ticket, doc["seats"][:KEEP]) if t is not None], when

    def find(self, where: str, game: str, table: str, seat: int | None = None, free: bool = False) -> Ticket | None:
        """The newest ticket for this host's table (and seat, if one is asked for); with ``free``, one
        that no app here is playing."""
        return next(iter(self.candidates(where, game, table, seat, free)), None)

    def candidates(self, where: str, game: str, table: str, seat: int | None = None,
                   free: bool = False) -> list[Ticket]:
        """The tickets for this table, those taken at ``where`` first: a host opened again elsewhere (its
        port taken) is the same table, found by its game and name at its new address."""
        tickets = [t for t in self.tickets() if (t.game, t.table) == (game, table) and seat in (None, t.seat)
                   and not (free and self.held(t))]
        return sorted(tickets, key=lambda t: t.where != where)

    def hold(self, ticket: Ticket) -> Lock | None:
        """Marks the ticket's seat as played by this app until the lock is released or the app ends;
        None when another app holds it."""
        return take(self._seat_lock(ticket))

    def held(self, ticket: Ticket) -> bool:
        lock = self.hold(ticket)
        if lock is None:
            return True
        lock.release()
        return False

    def _seat_lock(self, ticket: Ticket) -> Path:
        # Named by the secret's hash: the file says nothing of the secret, and nothing of the table.
        return self.path.parent / "held" / hashlib.sha256(ticket.secret.encode()).hexdigest()[:32]

    def keep(self, ticket: Ticket) -> None:
        with self._writing():
            # The same seat taken back at a host's new address is one ticket, as is a seat given again.
            others = [t for t in self.tickets() if t.secret != ticket.secret and (t.where, t.game, t.table, t.seat) !=
                      (ticket.where, ticket.game, ticket.table, ticket.seat)]
            self._write([ticket, *others][:KEEP], time.time())

    def forget(self, ticket: Ticket) -> None:
        with self._writing():
            tickets, taken = self._read()
            # The time belongs to the newest ticket: when that one goes, the next one's time is not known.
            self._write([t for t in tickets if t != ticket], taken if tickets and tickets[0] != ticket else 0.0)
        with contextlib.suppress(OSError):  # Windows keeps a file open elsewhere: it is left, empty
            self._seat_lock(ticket).unlink(missing_ok=True)

    def _writing(self) -> Lock:
        """Two apps keeping a seat at once each keep theirs: one reads and writes the file at a time."""
        lock = take(self.path.with_suffix(".lock"), wait=True)
        assert lock is not None  # a waiting take returns only with the lock
        return lock

    def _write(self, tickets: list[Ticket], taken: float) -> None:
        # write_atomic's temporary file is created readable by its owner alone, and keeps that mode.
        data = {"format": FORMAT, "taken": taken, "seats": [asdict(t) for t in tickets]}
        write_atomic(self.path, json.dumps(data, indent=1).encode("utf-8"))
