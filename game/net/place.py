"""Where a hosted game listens, kept beside its autosave (``network/<game's id>.json`` in the saves
folder, readable by the user alone): its port, its code and its table's name. A game opened again
listens at the same port, with the same code and name, where it can, so its players' apps find it
where they left it and take their seats back at once; a port taken since is given up for any free
one, and the players find the table by its name in the announcement, or at the new address with their
seat's secret. Nothing here is sent to anyone: the code is proven, never sent, and the file stays on
the host's computer.
"""
from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from game.engine.saves import write_atomic

from .channel import normal_code
from .discovery import relocate
from .keyring import Keyring

KEEP = 32  # games whose places are remembered, newest first
FILE_LIMIT = 4096


@dataclass(frozen=True)
class Place:
    port: int
    code: str
    table: str


def place_file(saves_dir: Path, match_id: str) -> Path:
    return saves_dir / "network" / f"{match_id}.json"


def recall(saves_dir: Path | None, match_id: str) -> Place | None:
    """The place the game listened at last; None when it was never hosted here or the file is damaged."""
    if saves_dir is None:
        return None
    try:
        raw = place_file(saves_dir, match_id).read_bytes()
        doc = json.loads(raw) if len(raw) <= FILE_LIMIT else None
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or set(doc) != {"port", "code", "table"}:
        return None
    port, code, table = doc["port"], doc["code"], doc["table"]
    if not (isinstance(port, int) and 0 < port < 65536 and isinstance(code, str) and isinstance(table, str)):
        return None
    if not code or normal_code(code) != code or len(code) > 16 or not 0 < len(table) <= 80:
        return None
    return Place(port, code, table)


async def search(keyring: Keyring, where: str) -> str | None:
    """Where the table a seat was taken at ``where`` is announced now (its newest ticket there names
    it); None when nothing here names it or it is not announced."""
    ticket = next((t for t in keyring.tickets() if t.where == where), None)
    return await relocate(ticket.game, ticket.table, where) if ticket is not None else None


def remember(saves_dir: Path | None, match_id: str, place: Place) -> None:
    """Keeps the game's place (a disk that refuses only costs the players a search when it reopens)."""
    if saves_dir is None:
        return
    path = place_file(saves_dir, match_id)
    with contextlib.suppress(OSError):
        write_atomic(path, json.dumps(asdict(place)).encode("utf-8"))
        places = sorted(path.parent.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in places[KEEP:]:
            old.unlink(missing_ok=True)
