"""Save files: one JSON document holding a match's header, options, seed, action log and snapshot.

Loading replays the log from the seed and checks the result against the
stored snapshot, so a save can never put a game in a state the rules could
not reach. Every way a file can be wrong is refused with one clear message
and the file is left as it was. The format is documented in saves/README.md.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from game import __version__

from .actions import Action, ActionSyntaxError
from .cards import digest
from .match import Match, ReplayError, Seat
from .registry import get

FORMAT = "card-table-save"
SCHEMA_VERSION = 2


class SaveError(Exception):
    """A save that cannot be loaded; the message is meant for the player."""


@dataclass
class LoadedSave:
    match: Match
    header: dict[str, Any]
    path: Path
    # Set when the card files changed since the save was written (the log still replayed).
    card_warning: str | None = None
    migrated_from: int | None = None


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def to_document(match: Match, created: str | None = None) -> dict[str, Any]:
    now = _now()
    return {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "game": match.game.id,
        "card_set": digest(match.game.card_folder),
        "players": match.players,
        "seats": [s.to_json() for s in match.seats],
        "created": created or now,
        "updated": now,
        "turn": match.state.turn_number(),
        "finished": match.state.is_terminal(),
        "options": dict(match.options),
        "seed": match.seed,
        "actions": [str(a) for a in match.actions],
        "snapshot": match.state.to_snapshot(),
    }


def save(match: Match, path: Path, created: str | None = None) -> Path:
    """Writes atomically: a temp file beside the target, fsynced, read back, then renamed over it."""
    document = to_document(match, created)
    data = json.dumps(document, indent=1, sort_keys=False).encode("utf-8")
    write_atomic(Path(path), data)
    return Path(path)


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        json.loads(tmp.read_bytes())  # never rename a file we could not read back
        _replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


def _replace(source: Path, target: Path) -> None:
    # Windows refuses the rename now and then while an indexer or antivirus holds the file.
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_directory(directory: Path) -> None:
    if sys.platform == "win32":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# --- loading ---------------------------------------------------------------------------------

def _migrate_0_to_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0 called the format ``kind``, the log ``log``, kept seat names only and no card hash."""
    out = {key: value for key, value in doc.items() if key not in ("kind", "version", "log", "names")}
    out["format"] = doc.get("kind")
    out["schema_version"] = 1
    out["actions"] = doc.get("log", [])
    out["seats"] = [{"name": name, "kind": "human"} for name in doc.get("names", [])]
    out.setdefault("card_set", None)
    return out


def _migrate_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 snapshots carry the engine's decision stack; the action log is unchanged, so the
    position is the log's replay (the old snapshot is not compared) and the upgrade stores it."""
    return {**doc, "schema_version": 2}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _migrate_0_to_1, 1: _migrate_1_to_2}


def _schema_of(doc: dict[str, Any]) -> int:
    version = doc.get("schema_version", doc.get("version"))
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("has no schema version")
    return version


def read_document(path: Path) -> dict[str, Any]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name}: there is no such save") from None
    except OSError as error:
        raise SaveError(f"{path.name}: cannot be read ({error.strerror})") from None
    if not raw.strip():
        raise SaveError(f"{path.name}: the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name}: is not a Card Table save (not text)") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as error:
        # A whole save always ends with its closing brace; without it the write was cut short.
        if not text.rstrip().endswith("}") or error.pos >= len(text.rstrip()):
            raise SaveError(f"{path.name}: the file ends too early; it was cut short and cannot be loaded") from None
        raise SaveError(f"{path.name}: is damaged (bad JSON at line {error.lineno}, column {error.colno})") from None
    if not isinstance(doc, dict) or FORMAT not in (doc.get("format"), doc.get("kind")):
        raise SaveError(f"{path.name}: is not a Card Table save")
    return doc


def load(path: Path, expected_game: str | None = None, upgrade: bool = True) -> LoadedSave:
    """Reads, migrates, replays and checks a save; raises :class:`SaveError` and leaves the file alone."""
    path = Path(path)
    doc = read_document(path)
    try:
        version = _schema_of(doc)
    except SaveError as error:
        raise SaveError(f"{path.name}: {error}") from None
    if version > SCHEMA_VERSION:
        raise SaveError(f"{path.name}: was written by a newer Card Table (save schema {version}; "
                        f"this version reads up to {SCHEMA_VERSION}). Update the app to open it.")
    original_version = version
    while version < SCHEMA_VERSION:
        doc = MIGRATIONS[version](doc)
        version = _schema_of(doc)
    loaded = _rebuild(path, doc, expected_game, check_snapshot=original_version == SCHEMA_VERSION)
    if original_version != SCHEMA_VERSION:
        loaded.migrated_from = original_version
        if upgrade:
            # The original stays beside it as .bak; the upgraded file is written only once it replayed.
            shutil.copy2(path, path.with_name(path.name + ".bak"))
            save(loaded.match, path, created=doc.get("created"))
    return loaded


def _rebuild(path: Path, doc: dict[str, Any], expected_game: str | None, check_snapshot: bool = True) -> LoadedSave:
    name = path.name
    game_id = doc.get("game")
    try:
        game = get(str(game_id))
    except KeyError:
        raise SaveError(f"{name}: is a save of a game this version does not know ({game_id!r})") from None
    if expected_game is not None and game.id != expected_game:
        wanted = get(expected_game).title
        raise SaveError(f"{name}: is a save of {game.title}, not of {wanted}")
    try:
        players = int(doc["players"])
        seed = int(doc["seed"])
        seats = [Seat.from_json(s) for s in doc["seats"]]
        actions = [Action.parse(str(a)) for a in doc["actions"]]
        snapshot = doc["snapshot"]
        options = doc.get("options", {})
    except KeyError as missing:
        raise SaveError(f"{name}: is damaged (the field {missing} is missing)") from None
    except (TypeError, ValueError, ActionSyntaxError) as error:
        raise SaveError(f"{name}: is damaged ({error})") from None
    try:
        match = Match.start(game, players, seed, options, seats)
    except ValueError as error:
        raise SaveError(f"{name}: cannot start its game ({error})") from None
    try:
        match.replay(actions)
    except ReplayError as error:
        raise SaveError(f"{name}: its moves do not replay: {error}") from None
    if check_snapshot and match.state.to_snapshot() != snapshot:
        raise SaveError(f"{name}: its moves replay to a different position than the one saved; "
                        "the file was altered or the rules have changed")
    warning = None
    saved_digest = doc.get("card_set")
    if saved_digest and saved_digest != digest(game.card_folder):
        warning = "the cards have changed since this game was saved; its moves still replay"
    return LoadedSave(match, doc, path, warning)


def list_saves(directory: Path) -> list[tuple[Path, dict[str, Any] | None, str | None]]:
    """Every ``*.json`` in the folder, newest first, with its header or the reason it cannot be read."""
    entries = []
    for path in sorted(Path(directory).glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            doc = read_document(path)
            header = {k: v for k, v in doc.items() if k not in ("actions", "snapshot", "log")}
            entries.append((path, header, None))
        except SaveError as error:
            entries.append((path, None, str(error)))
    return entries


AUTOSAVE_SLOTS = 3


def autosave(match: Match, directory: Path) -> Path:
    """Writes over the oldest of three rotating autosaves, so a bad write never costs the last good one."""
    directory = Path(directory)
    slots = [directory / f"autosave-{n}.json" for n in range(1, AUTOSAVE_SLOTS + 1)]
    missing = [p for p in slots if not p.exists()]
    target = missing[0] if missing else min(slots, key=lambda p: p.stat().st_mtime_ns)
    return save(match, target)


def latest_loadable(directory: Path) -> LoadedSave | None:
    """The newest save in the folder that loads, for "Continue last game"; damaged ones are skipped."""
    for path, header, problem in list_saves(directory):
        if header is None or header.get("finished"):
            continue
        try:
            return load(path, upgrade=False)
        except SaveError:
            continue
    return None
