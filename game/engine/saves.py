"""Save files: one JSON document holding a match's header, options, seed, action log and snapshot.

Loading replays the log from the seed and checks the result against the
stored snapshot, so a save can never put a game in a state the rules could
not reach. Every way a file can be wrong is refused with one clear message
and the file is left as it was. The format is documented in saves/README.md.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Iterator

from game import app_version

from .actions import Action, ActionSyntaxError
from .cards import digest
from .match import Match, ReplayError, Seat
from .registry import get, problem_of
from .save_summary import summary
from .save_document import (FORMAT, SCHEMA_VERSION, SIZE_LIMIT, SaveError, document_problem, read_checked,
                            read_header)

__all__ = ["FORMAT", "SCHEMA_VERSION", "SaveError", "LoadedSave", "save", "load", "scan_saves", "list_saves",
           "delete", "match_key", "clean_temporary_files"]

# A temporary file of ours: mkstemp's eight random letters between the target's name and ".tmp".
_TEMPORARY = re.compile(r"^\..+\.json\.[a-z0-9_]{8}\.tmp$")
# A temporary file this old belongs to a write that was killed; a live write takes milliseconds.
STALE_SECONDS = 30.0


@dataclass
class LoadedSave:
    match: Match
    header: dict[str, Any]
    path: Path
    # Set when the card files changed since the save was written (the log still replayed).
    card_warning: str | None = None
    migrated_from: int | None = None


def now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def to_document(match: Match, created: str | None = None, title: str | None = None) -> dict[str, Any]:
    written = now()
    return {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "app_version": app_version(),
        "game": match.game.id,
        "card_set": digest(match.game.card_folder),
        "players": match.players,
        "seats": [s.to_json() for s in match.seats],
        "created": created or written,
        "updated": written,
        "turn": match.state.turn_number(),
        "finished": match.state.is_terminal(),
        # Before the log: the save list reads no further in a large save.
        **summary(match, title),
        "match_id": match.id,
        "options": dict(match.options),
        "seed": match.seed,
        "actions": [str(a) for a in match.actions],
        "snapshot": match.state.to_snapshot(),
    }


def save(match: Match, path: Path, created: str | None = None, title: str | None = None) -> Path:
    """Writes atomically: a temp file beside the target, fsynced, read back, then renamed over it;
    ``title`` is the name the player gave the save, as the save list shows it.

    What the reader would refuse (a seat name a save cannot hold, a log or a file beyond the bounds)
    is refused with SaveError before anything is written, by the reader's own checks."""
    path = Path(path)
    document = to_document(match, created, title)
    problem = document_problem(document)
    if problem:
        raise SaveError(f"{path.name}: cannot be saved ({problem})")
    data = json.dumps(document, indent=1, sort_keys=False).encode("utf-8")
    if len(data) > SIZE_LIMIT:
        raise SaveError(f"{path.name}: cannot be saved ({len(data):,} bytes; a save is at most {SIZE_LIMIT:,})")
    write_atomic(path, data)
    return path


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_temporary_files(path.parent)
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


def clean_temporary_files(directory: Path) -> None:
    """Removes the temporary files that killed writes left in the folder (only our own naming)."""
    now = time.time()
    try:
        candidates = [p for p in Path(directory).iterdir() if _TEMPORARY.match(p.name)]
    except OSError:
        return
    for path in candidates:
        try:
            if now - path.stat().st_mtime > STALE_SECONDS and path.is_file():
                path.unlink()
        except OSError:  # gone already, or not ours to remove: the save itself is unaffected
            continue


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

def load(path: Path, upgrade: bool = True) -> LoadedSave:
    """Reads, migrates, replays and checks a save; raises :class:`SaveError` and leaves the file alone."""
    path = Path(path)
    clean_temporary_files(path.parent)
    doc, original_version = read_checked(path)
    loaded = _rebuild(path, doc)
    if original_version != SCHEMA_VERSION:
        loaded.migrated_from = original_version
        if upgrade:
            # The original stays beside it as .bak; the upgraded file is written only once it replayed.
            shutil.copy2(path, path.with_name(path.name + ".bak"))
            save(loaded.match, path, created=doc.get("created"))
    return loaded


def _parsed(name: str, texts: Iterable[str]) -> Iterator[Action]:
    """Each entry of the log as an action, read only when the one before it has replayed."""
    for index, text in enumerate(texts):
        try:
            yield Action.parse(text)
        except (ActionSyntaxError, ValueError) as error:  # ValueError: a number argument too long to read
            raise SaveError(f"{name}: is damaged (action {index + 1} cannot be read: {str(error)[:80]})") from None


def _rebuild(path: Path, doc: dict[str, Any]) -> LoadedSave:
    name = path.name
    game_id = doc["game"]
    try:
        game = get(game_id)
    except KeyError:
        broken = problem_of(game_id)
        if broken:
            raise SaveError(f"{name}: is a save of {game_id}, whose cards cannot be loaded: {broken}") from None
        raise SaveError(f"{name}: is a save of a game this version does not know ({game_id[:40]!r})") from None
    seats = [Seat.from_json(s) for s in doc["seats"]]
    try:
        match = Match.start(game, doc["players"], doc["seed"], doc.get("options", {}), seats)
    except ValueError as error:
        raise SaveError(f"{name}: cannot start its game ({error})") from None
    try:
        match.replay(_parsed(name, doc["actions"]), game.added_answer if doc["snapshot"] is None else None)
    except ReplayError as error:
        raise SaveError(f"{name}: its moves do not replay: {error}") from None
    # A migrated save without a snapshot takes the position its replay reaches.
    if doc["snapshot"] is not None:
        if match.state.to_snapshot() != doc["snapshot"]:
            raise SaveError(f"{name}: its moves replay to a different position than the one saved; "
                            "the file was altered or the rules have changed")
        _check_summary(name, doc, match)
    match.id = match_key(doc)
    warning = None
    saved_digest = doc.get("card_set")
    if saved_digest and saved_digest != digest(game.card_folder):
        warning = "the cards have changed since this game was saved; its moves still replay"
    return LoadedSave(match, doc, path, warning)


def _check_summary(name: str, doc: dict[str, Any], match: Match) -> None:
    """The header's turn, round and finished mark are what the save list shows: they must be the game's.
    (The score and the last move are shown too, but a later version may count or tell them otherwise.)"""
    turn, finished = match.state.turn_number(), match.state.is_terminal()
    if doc.get("turn", turn) != turn:
        raise SaveError(f"{name}: is damaged (its header says turn {doc['turn']}, its moves reach turn {turn})")
    count = match.state.round_number()
    if "round" in doc and doc["round"] != count:
        raise SaveError(f"{name}: is damaged (its header says round {doc['round']}, its moves reach round {count})")
    if doc.get("finished", finished) != finished:
        said = "finished" if doc["finished"] else "unfinished"
        raise SaveError(f"{name}: is damaged (its header says the game is {said}, its moves say otherwise)")


@dataclass(frozen=True)
class SaveEntry:
    """A save whose header reads: what the save list shows without replaying it."""

    path: Path
    header: dict[str, Any]


@dataclass(frozen=True)
class BrokenSave:
    """A ``*.json`` in the saves folder that is not a loadable save, and why."""

    path: Path
    problem: str


@dataclass(frozen=True)
class Listing:
    saves: list[SaveEntry]
    broken: list[BrokenSave]


def modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # removed while the folder was read
        return 0.0


def scan_saves(directory: Path) -> Listing:
    """The folder's saves, newest first, apart from the files that cannot be loaded: each file's header
    is read and checked (no more than the first HEADER_LIMIT bytes of a large one), none replayed."""
    directory = Path(directory)
    clean_temporary_files(directory)
    good: list[SaveEntry] = []
    broken: list[BrokenSave] = []
    try:
        paths = sorted(directory.glob("*.json"), key=modified, reverse=True)
    except OSError:
        return Listing([], [])
    for path in paths:
        try:
            header, _ = read_header(path)
        except SaveError as error:
            broken.append(BrokenSave(path, str(error)))
            continue
        good.append(SaveEntry(path, header))
    return Listing(good, broken)


def list_saves(directory: Path) -> list[tuple[Path, dict[str, Any] | None, str | None]]:
    """Every ``*.json`` in the folder, newest first, with its header or the reason it cannot be read."""
    listing = scan_saves(directory)
    rows = [(e.path, e.header, None) for e in listing.saves] + [(b.path, None, b.problem) for b in listing.broken]
    return sorted(rows, key=lambda row: modified(row[0]), reverse=True)


def delete(path: Path) -> None:
    """Removes a save and the copy kept when it was upgraded; SaveError if it cannot be removed."""
    path = Path(path)
    if path.suffix != ".json" or path.is_dir():
        raise SaveError(f"{path.name}: is not a save file")
    try:
        path.unlink()
        path.with_name(path.name + ".bak").unlink(missing_ok=True)
    except FileNotFoundError:
        raise SaveError(f"{path.name}: there is no such save") from None
    except OSError as error:
        raise SaveError(f"{path.name}: cannot be removed ({error.strerror or error})") from None


_MATCH_ID = re.compile(r"^[0-9a-z]{1,32}$")


def match_key(header: dict[str, Any]) -> str:
    """The name of the game a save belongs to: its ``match_id``, or for a save written before games
    had one, a name made from what never changes in it (game, seed, seats, first save time)."""
    given = header.get("match_id")
    if isinstance(given, str) and _MATCH_ID.match(given):
        return given
    basis = json.dumps([header.get("game"), header.get("seed"), header.get("seats"), header.get("created")],
                       sort_keys=True, default=str)
    return hashlib.sha256(basis.encode("utf-8")).hexdigest()[:12]
