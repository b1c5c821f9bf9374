"""The secrets a player's app keeps, one per seat it took at a host, so that it can take the same seat
again after a crash, a sleep or a lost network. They live in the data folder (``network/seats.json``),
written atomically and readable by the user alone; a damaged file reads as empty and is replaced
when the next seat is taken.
"""
from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.engine import paths
from game.engine.saves import write_atomic

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


class Keyring:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "network" / "seats.json"

    def tickets(self) -> list[Ticket]:
        try:
            raw = self.path.read_bytes()
        except OSError:
            return []
        try:
            doc = json.loads(raw[:FILE_LIMIT + 1]) if len(raw) <= FILE_LIMIT else None
        except (ValueError, RecursionError):
            doc = None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("seats"), list):
            return []
        return [t for t in map(_ticket, doc["seats"][:KEEP]) if t is not None]

    def find(self, where: str, game: str, table: str, seat: int | None = None) -> Ticket | None:
        """The newest ticket for this host's table (and seat, if one is asked for)."""
        for ticket in self.tickets():
            if (ticket.where, ticket.game, ticket.table) == (where, game, table) and seat in (None, ticket.seat):
                return ticket
        return None

    def keep(self, ticket: Ticket) -> None:
        others = [t for t in self.tickets() if (t.where, t.game, t.table, t.seat) !=
                  (ticket.where, ticket.game, ticket.table, ticket.seat)]
        self._write([ticket, *others][:KEEP])

    def forget(self, ticket: Ticket) -> None:
        self._write([t for t in self.tickets() if t != ticket])

    def _write(self, tickets: list[Ticket]) -> None:
        # write_atomic's temporary file is created readable by its owner alone, and keeps that mode.
        data = {"format": FORMAT, "seats": [asdict(t) for t in tickets]}
        write_atomic(self.path, json.dumps(data, indent=1).encode("utf-8"))
