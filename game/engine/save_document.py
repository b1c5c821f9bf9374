"""Reading a save file into a checked document: the bytes, the JSON, the schema migrations and the
header's fields, each problem refused with one sentence a player can read.

Nothing here replays a game, so the save list can check every file's header cheaply; replaying and
comparing the snapshot is ``saves.load``'s part.
"""
from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any, Callable

from .match import AI_LEVELS, NAME_LIMIT

FORMAT = "card-table-save"
SCHEMA_VERSION = 2
BOM = b"\xef\xbb\xbf"
# Seeds are reduced to 64 bits by the generator; a longer one can only come from a damaged file.
SEED_LIMIT = 2 ** 64
# A network seat's key: the SHA-256 of its player's secret, in hex (``Seat.key``).
_KEY = re.compile(r"[0-9a-f]{64}")


class SaveError(Exception):
    """A save that cannot be loaded; the message is meant for the player."""


class _Refused(ValueError):
    """A JSON value no save holds (a non-finite number); json.loads lets it through as ValueError."""


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"a number too large to read ({text[:20]})")
    return value


def _constant(name: str) -> float:
    raise _Refused(f"a number that is not finite ({name})")


def parse_json(name: str, raw: bytes) -> Any:
    """The file's JSON, or SaveError saying what is wrong with it in words."""
    if raw.startswith(BOM):  # some editors write one; it is not part of the document
        raw = raw[len(BOM):]
    if not raw.strip():
        raise SaveError(f"{name}: the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name}: is not a Card Table save (not UTF-8 text)") from None
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_constant)
    except json.JSONDecodeError as error:
        stripped = text.rstrip()
        # A whole save ends with its closing brace; text stopping mid-value or mid-string was cut short.
        cut = stripped.startswith("{") and not stripped.endswith("}") and (
            error.pos >= len(stripped) or error.msg.startswith("Unterminated string"))
        if cut:
            raise SaveError(f"{name}: the file ends too early; it was cut short and cannot be loaded") from None
        raise SaveError(f"{name}: is not valid JSON (line {error.lineno}, column {error.colno}: "
                        f"{error.msg.lower()}); it cannot be loaded") from None
    except _Refused as error:
        raise SaveError(f"{name}: is damaged (it holds {error})") from None
    except ValueError:  # an integer longer than Python will convert
        raise SaveError(f"{name}: is damaged (it holds a number too long to read)") from None
    except RecursionError:
        raise SaveError(f"{name}: is damaged (its data is nested too deeply to read)") from None


def read_document(path: Path) -> dict[str, Any]:
    """The file as a mapping in our format, not yet migrated or checked."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name}: there is no such save") from None
    except IsADirectoryError:
        raise SaveError(f"{path.name}: is a folder, not a save") from None
    except OSError as error:
        raise SaveError(f"{path.name}: cannot be read ({error.strerror or error})") from None
    doc = parse_json(path.name, raw)
    if not isinstance(doc, dict) or FORMAT not in (doc.get("format"), doc.get("kind")):
        raise SaveError(f"{path.name}: is not a Card Table save")
    return doc


# --- migrations: each turns a document of version n into one of version n + 1 -----------------

def _migrate_0_to_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 0 called the format ``kind``, the log ``log``, kept seat names only and no card hash."""
    names = doc.get("names", [])
    if not isinstance(names, list):
        raise SaveError("is damaged (its names are not a list)")
    out = {key: value for key, value in doc.items() if key not in ("kind", "version", "log", "names")}
    out["format"] = doc.get("kind")
    out["schema_version"] = 1
    out["actions"] = doc.get("log", [])
    out["seats"] = [{"name": name, "kind": "human"} for name in names]
    out.setdefault("card_set", None)
    return out


def _migrate_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 games keep their position in the shared decision flow's shapes. A version 1
    snapshot is in the old shapes, so it is dropped: loading replays the log and keeps the
    position that replay reaches."""
    out = dict(doc)
    out["schema_version"] = 2
    out["snapshot"] = None
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _migrate_0_to_1, 1: _migrate_1_to_2}


def _schema_of(doc: dict[str, Any]) -> int:
    version = doc.get("schema_version", doc.get("version"))
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("has no schema version")
    if version < 0:
        raise SaveError(f"has an unknown save schema ({version})")
    if version > SCHEMA_VERSION:
        raise SaveError(f"was written by a newer Card Table (save schema {version}; "
                        f"this version reads up to {SCHEMA_VERSION}). Update the app to open it.")
    return version


def migrate(name: str, doc: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The document in this version's layout and the version it was written in."""
    try:
        original = version = _schema_of(doc)
        while version < SCHEMA_VERSION:
            doc = MIGRATIONS[version](doc)
            version = _schema_of(doc)
    except SaveError as error:
        raise SaveError(f"{name}: {error}") from None
    return doc, original


# --- the header ------------------------------------------------------------------------------

def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def _seat_problem(index: int, seat: Any) -> str | None:
    if not isinstance(seat, dict):
        return f"seat {index + 1} is not a seat"
    name, kind, level = seat.get("name"), seat.get("kind", "human"), seat.get("level")
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_LIMIT or not name.isprintable():
        return f"seat {index + 1} has no proper name"
    if kind not in ("human", "ai", "net"):
        return f"seat {index + 1} is neither a person nor the AI ({str(kind)[:20]!r})"
    if kind == "ai" and level not in AI_LEVELS:
        return f"seat {index + 1} has no AI level this version knows ({str(level)[:20]!r})"
    if kind != "ai" and level is not None:
        return f"seat {index + 1} is a person with an AI level"
    key = seat.get("key")
    if key is not None and (kind != "net" or not isinstance(key, str) or not _KEY.fullmatch(key)):
        return f"seat {index + 1} has a network key that is not one"
    return None


def header_problem(doc: dict[str, Any], migrated: bool = False) -> str | None:
    """What is wrong with a migrated document's fields, in words, or None when they are sound. Only a
    migration may leave the snapshot out (the replay then gives it)."""
    for key in ("game", "players", "seats", "seed", "actions", "snapshot"):
        if key not in doc:
            return f"the field '{key}' is missing"
    if not isinstance(doc["game"], str):
        return "its game is not named"
    if not _whole(doc["players"], 1, 100):
        return "its number of players is not a small whole number"
    if not _whole(doc["seed"], -SEED_LIMIT, SEED_LIMIT):
        return "its seed is not a whole number of at most 64 bits"
    seats = doc["seats"]
    if not isinstance(seats, list) or len(seats) != doc["players"]:
        return f"it has {doc['players']} players but its seats are not a list of {doc['players']}"
    for index, seat in enumerate(seats):
        problem = _seat_problem(index, seat)
        if problem:
            return problem
    if not isinstance(doc["actions"], list) or not all(isinstance(a, str) for a in doc["actions"]):
        return "its actions are not a list of moves"
    if not isinstance(doc["snapshot"], dict) and not (migrated and doc["snapshot"] is None):
        return "its snapshot is not a mapping"
    if not isinstance(doc.get("options", {}), dict):
        return "its options are not a mapping"
    if "turn" in doc and not _whole(doc["turn"], 0, 10 ** 9):
        return "its turn is not a whole number"
    if not isinstance(doc.get("finished", False), bool):
        return "its finished mark is not true or false"
    for key in ("created", "updated", "app_version"):
        if not isinstance(doc.get(key, ""), str):
            return f"its {key} is not text"
    if not isinstance(doc.get("card_set"), (str, type(None))):
        return "its card set is not text"
    return None


def read_checked(path: Path) -> tuple[dict[str, Any], int]:
    """Read, migrated and header-checked: the document and the schema it was written in."""
    path = Path(path)
    doc, original = migrate(path.name, read_document(path))
    problem = header_problem(doc, migrated=original != SCHEMA_VERSION)
    if problem:
        raise SaveError(f"{path.name}: is damaged ({problem})")
    return doc, original
