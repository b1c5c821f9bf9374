"""Reading a save file into a checked document: the bytes, the JSON, the schema migrations and the
header's fields, each problem refused with one sentence a player can read.

Nothing here replays a game, so the save list can check every file's header cheaply; replaying and
comparing the snapshot is ``saves.load``'s part. The same checks judge what ``saves.save`` is about to
write, so the app never writes a file it would refuse to read.
"""
from __future__ import annotations

import codecs
import json
import math
import re
import stat
from pathlib import Path
from typing import Any, Callable

from .match import AI_LEVELS, NAME_LIMIT, proper_name
from .save_summary import summary_problem

FORMAT = "card-table-save"
SCHEMA_VERSION = 2
BOM = b"\xef\xbb\xbf"
# Seeds are reduced to 64 bits by the generator; a longer one can only come from a damaged file.
SEED_LIMIT = 2 ** 64
# A network seat's key: the SHA-256 of its player's secret, in hex (``Seat.key``).
_KEY = re.compile(r"[0-9a-f]{64}")
# What a save may be: far beyond the longest real games (saves/README.md gives them and how they were
# measured), so only a damaged or hostile file meets them. A larger file is refused before it is read
# and a longer log before any of it is replayed.
SIZE_LIMIT = 4_000_000
ACTION_LIMIT = 50_000
# The save list reads at most this much of each file: the whole of a small save, the header of a
# larger one (the app writes every header field before the action log).
HEADER_LIMIT = 64 * 1024


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
        # A save that stops where the parser runs out of text, or part way through a word of JSON
        # (``fals``), or in a string, was cut short; an error before its end is damage.
        tail = stripped[error.pos:]
        in_word = bool(tail) and any(word.startswith(tail) for word in ("true", "false", "null", "-"))
        cut = stripped.startswith("{") and (error.pos >= len(stripped) or in_word
                                            or error.msg.startswith("Unterminated string"))
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


def _too_large(name: str, size: int | None) -> SaveError:
    shown = f"{size:,} bytes" if size is not None else f"more than {SIZE_LIMIT:,} bytes"
    return SaveError(f"{name}: is too large to be a save ({shown}; a save is at most {SIZE_LIMIT:,})")


def read_bytes(path: Path, limit: int = SIZE_LIMIT) -> tuple[bytes, bool]:
    """At most ``limit`` bytes of the file, and whether they are all of it. A file larger than a save
    may be is refused from its size before any of it is read, or once it has given more bytes than
    that (a file that grows while it is read, or that tells no size, as those of /proc)."""
    name = path.name
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(f"{name}: is a folder, not a save")
        if not stat.S_ISREG(info.st_mode):  # a pipe or a device would keep the reader waiting
            raise SaveError(f"{name}: is not a file, so not a save")
        if info.st_size > SIZE_LIMIT:
            raise _too_large(name, info.st_size)
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise SaveError(f"{name}: there is no such save") from None
    except OSError as error:
        raise SaveError(f"{name}: cannot be read ({error.strerror or error})") from None
    if len(raw) > SIZE_LIMIT:
        raise _too_large(name, None)
    return raw[:limit], len(raw) <= limit


def _ours(name: str, doc: Any) -> dict[str, Any]:
    if not isinstance(doc, dict) or FORMAT not in (doc.get("format"), doc.get("kind")):
        raise SaveError(f"{name}: is not a Card Table save")
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
    if not proper_name(name):
        return f"seat {index + 1} has no proper name (1 to {NAME_LIMIT} printable characters)"
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


# The header: what the save list shows and checks without the action log or the snapshot.
HEADER_NEEDS = ("game", "players", "seats", "seed")


def header_problem(doc: dict[str, Any]) -> str | None:
    """What is wrong with a migrated document's header fields, in words, or None when they are sound."""
    for key in HEADER_NEEDS:
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
    return summary_problem(doc)


def document_problem(doc: dict[str, Any], migrated: bool = False) -> str | None:
    """What is wrong with a whole migrated document, in words, or None when it is sound: the header,
    the action log within its bound, the snapshot. Only a migration may leave the snapshot out (the
    replay then gives it). The writer asks this of every save before writing it."""
    for key in ("actions", "snapshot"):
        if key not in doc:
            return f"the field '{key}' is missing"
    problem = header_problem(doc)
    if problem:
        return problem
    actions = doc["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        return "its actions are not a list of moves"
    if len(actions) > ACTION_LIMIT:
        return f"it holds {len(actions)} moves; no game takes more than {ACTION_LIMIT}"
    if not isinstance(doc["snapshot"], dict) and not (migrated and doc["snapshot"] is None):
        return "its snapshot is not a mapping"
    return None


def _checked(name: str, raw: bytes) -> tuple[dict[str, Any], int]:
    doc, original = migrate(name, _ours(name, parse_json(name, raw)))
    problem = document_problem(doc, migrated=original != SCHEMA_VERSION)
    if problem:
        raise SaveError(f"{name}: is damaged ({problem})")
    return doc, original


def read_checked(path: Path) -> tuple[dict[str, Any], int]:
    """Read, migrated and checked: the document and the schema it was written in."""
    path = Path(path)
    raw, _ = read_bytes(path)
    return _checked(path.name, raw)


_SPACE = re.compile(r"[ \t\n\r]*")
# Where the header ends: the first of these keys (``log`` is version 0's name for the actions).
_BODY = ("actions", "log", "snapshot")


def leading_fields(raw: bytes) -> dict[str, Any] | None:
    """The fields before the action log, from the first bytes of a save; None where those bytes do
    not hold them whole and well formed (then the whole file is read, to say what is wrong)."""
    if raw.startswith(BOM):
        raw = raw[len(BOM):]
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(raw)  # a character cut at the end is left out
    except UnicodeDecodeError:
        return None
    decoder = json.JSONDecoder(parse_float=_finite, parse_constant=_constant)
    fields: dict[str, Any] = {}
    pos = _SPACE.match(text).end()  # type: ignore[union-attr]
    if not text.startswith("{", pos):
        return None
    separator = "{"
    try:
        while text.startswith(separator, pos):
            key, pos = decoder.raw_decode(text, _SPACE.match(text, pos + 1).end())  # type: ignore[union-attr]
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if not isinstance(key, str) or not text.startswith(":", pos):
                return None
            if key in _BODY:
                return fields
            fields[key], pos = decoder.raw_decode(text, _SPACE.match(text, pos + 1).end())  # type: ignore[union-attr]
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            separator = ","
    except (ValueError, RecursionError):  # not JSON, cut at the limit, or a value no save holds
        return None
    return None


def _whole_header(fields: dict[str, Any]) -> bool:
    """Whether the fields before the log are the whole header (version 0 named the seats ``names``
    and the format ``kind``); a file that puts a header field after its log is read whole."""
    return (all(key in fields for key in ("game", "players", "seed")) and ("seats" in fields or "names" in fields)
            and ("format" in fields or "kind" in fields))


def read_header(path: Path) -> tuple[dict[str, Any], int]:
    """The migrated header alone, for the save list: a small save is read and checked whole, a larger
    one only as far as its action log (at most HEADER_LIMIT bytes); nothing is replayed."""
    path = Path(path)
    raw, whole = read_bytes(path, HEADER_LIMIT)
    fields = None if whole else leading_fields(raw)
    if fields is None or not _whole_header(fields):
        doc, original = _checked(path.name, raw) if whole else read_checked(path)
    else:
        doc, original = migrate(path.name, _ours(path.name, fields))
        problem = header_problem(doc)
        if problem:
            raise SaveError(f"{path.name}: is damaged ({problem})")
    return {k: v for k, v in doc.items() if k not in ("actions", "snapshot")}, original
