"""The messages between a host and the players at other computers: one JSON object a message, with a
``type``. In clear, the host's welcome (the table as anyone may see it), the player's hello (the
protocol's version, what it claims with, its half of the key exchange) and the host's half; every
message after that is sealed (``channel``) and checked here once opened.

Nothing is read before it is checked: a message is refused if it is not text, if it is longer than its
side's limit, if it is not JSON (or holds a number JSON should not: NaN, a thousand digits), if it is
nested past a depth no message has, if its type is unknown, or if any field is missing, extra or of
the wrong type or range. Nothing a peer sends is ever run or imported: the only thing taken from a
player's message into the game is an action's text, parsed by ``Action.parse`` and checked by the rules.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from game.engine.match import NAME_LIMIT

PROTOCOL = 2
# The longest message a player sends is a hello, a join or a rejoin (a name, a 64-digit secret).
PEER_LIMIT = 4096
# The longest message the host sends: a table with the whole log of a long game, for a seat rejoining.
HOST_LIMIT = 8 * 1024 * 1024
DEPTH_LIMIT = 40  # a view nests a dozen levels; deeper is not a message of ours
NUMBER_DIGITS = 24  # a seed, a ply or a score is far shorter
ACTION_LIMIT = 200
SEATS_LIMIT = 64
HEX64 = re.compile(r"[0-9a-f]{64}")
PAKE = re.compile(r"[0-9a-f]{66}")  # a SPAKE2 message: 33 bytes
SEAT_STATUSES = ("open", "here", "away", "ai", "host")
CLOSE_REASONS = ("host-quit", "game-over", "replaced", "refused")


class Refused(Exception):
    """A message that is not accepted; ``reason`` says why in words, ``key`` names it for a catalogue."""

    def __init__(self, reason: str, key: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


Check = Callable[[Any], bool]


def whole(low: int, high: int) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def utf8(v: str) -> bool:
    """Whether ``v`` can be written as UTF-8: JSON's escapes can spell a lone surrogate, which no text has."""
    try:
        v.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def text(limit: int, pattern: re.Pattern[str] | None = None) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= limit and utf8(v) and \
        (pattern is None or pattern.fullmatch(v) is not None)


def maybe(check: Check) -> Check:
    return lambda v: v is None or check(v)


def flag(v: Any) -> bool:
    return isinstance(v, bool)


def one_of(*values: str) -> Check:
    return lambda v: isinstance(v, str) and v in values


def mapping(v: Any) -> bool:
    """Any JSON object: a view, an event, what a seat knows (their size and depth are already bounded)."""
    return isinstance(v, dict)


def list_of(check: Check, limit: int) -> Check:
    return lambda v: isinstance(v, list) and len(v) <= limit and all(check(item) for item in v)


def name(v: Any) -> bool:
    """A player's name, as a save allows it: printable, not blank, not too long."""
    return isinstance(v, str) and 0 < len(v) <= NAME_LIMIT and v.isprintable() and bool(v.strip())


def seat_entry(v: Any) -> bool:
    return isinstance(v, dict) and set(v) == {"seat", "name", "status", "level"} and whole(0, SEATS_LIMIT)(v["seat"]) \
        and name(v["name"]) and one_of(*SEAT_STATUSES)(v["status"]) and maybe(text(16))(v["level"])


SEATS = list_of(seat_entry, SEATS_LIMIT)


def change(v: Any) -> bool:
    """One change to a view: a path of keys and indices, and the value set there unless it is removed."""
    return isinstance(v, list) and len(v) in (1, 2) and isinstance(v[0], list) and len(v[0]) <= DEPTH_LIMIT and \
        all(isinstance(step, str) or whole(0, 10 ** 6)(step) for step in v[0])
PLY = whole(0, 10 ** 9)
WORDS = text(400)

# A player's first message, in clear: ``claim`` says whether the exchange is made on the table's
# code (to take ``seat``, or the first free one) or on the secret of ``seat`` (to take it back).
HELLO: dict[str, dict[str, Check]] = {
    "hello": {"protocol": whole(0, 10 ** 6), "claim": one_of("code", "secret"), "seat": maybe(whole(0, SEATS_LIMIT)),
              "pake": text(66, PAKE)},
}

# What a player may send sealed, by type: every field and what it must be. The first is the claim
# its hello announced: a join with the player's name, or a rejoin with the seat's secret itself.
PEER: dict[str, dict[str, Check]] = {
    "join": {"name": name},
    "rejoin": {"secret": text(64, HEX64)},
    "act": {"ply": PLY, "action": text(ACTION_LIMIT)},
    "again": {},  # the whole table, please: this seat holds another view than the last change's base
    "leave": {},
}

# What the host may send (the welcome, its half of the exchange and a refusal of the claim in clear).
HOST: dict[str, dict[str, Check]] = {
    "pake": {"pake": text(66, PAKE)},
    "welcome": {"protocol": whole(0, 10 ** 6), "app": text(40), "game": text(40), "title": text(80),
                "table": text(80), "players": whole(1, SEATS_LIMIT), "options": mapping, "card_set": maybe(text(80)),
                "seats": SEATS, "started": flag},
    "joined": {"seat": whole(0, SEATS_LIMIT), "secret": text(64, HEX64)},
    "refused": {"reason": WORDS, "key": text(80), "params": mapping},
    # ``history``: the events are the seat's whole log (after it took its seat), not the last move's.
    "table": {"ply": PLY, "view": mapping, "events": list_of(mapping, 10 ** 6), "history": flag,
              "information": maybe(mapping), "seats": SEATS, "started": flag},
    # After a move: what changed in the view the seat was sent at ply ``base`` (``delta``).
    "moved": {"ply": PLY, "base": PLY, "changes": list_of(change, 10 ** 6), "events": list_of(mapping, 10 ** 6),
              "information": maybe(mapping), "seats": SEATS, "started": flag},
    "seats": {"seats": SEATS, "started": flag},
    "error": {"reason": WORDS, "key": text(80), "params": mapping, "ply": PLY},
    "closed": {"reason": one_of(*CLOSE_REASONS), "saved": flag},
}


def _no_constant(token: str) -> Any:
    raise Refused(f"a number JSON does not have ({token})", "net.refused.malformed")


def _bounded_int(token: str) -> int:
    if len(token) > NUMBER_DIGITS:
        raise Refused("a number too long to be one of ours", "net.refused.malformed")
    return int(token)


def _depth(value: Any) -> int:
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        if deepest > DEPTH_LIMIT:
            return deepest
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
    return deepest


def decode(raw: str | bytes, limit: int, schemas: dict[str, dict[str, Check]]) -> dict[str, Any]:
    """The message in ``raw``, checked against ``schemas``; raises :class:`Refused` saying what is wrong."""
    if not isinstance(raw, str):
        raise Refused("messages are text, not bytes", "net.refused.binary")
    if len(raw) > limit or len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise Refused(f"a message is at most {limit} bytes", "net.refused.too_big", limit=limit)
    try:
        message = json.loads(raw, parse_constant=_no_constant, parse_int=_bounded_int)
    except RecursionError:
        raise Refused("a message nested too deeply", "net.refused.malformed") from None
    except ValueError:  # JSONDecodeError is one
        raise Refused("a message that is not JSON", "net.refused.malformed") from None
    if _depth(message) > DEPTH_LIMIT:
        raise Refused("a message nested too deeply", "net.refused.malformed")
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise Refused("a message is an object with a type", "net.refused.malformed")
    kind = message["type"]
    schema = schemas.get(kind)
    if schema is None:
        raise Refused(f"no message of type {kind[:20]!r}", "net.refused.unknown", type=kind[:20])
    fields = set(message) - {"type"}
    if fields != set(schema):
        wrong = sorted(fields ^ set(schema))[0]
        raise Refused(f"a {kind} message with a missing or extra field {wrong[:20]!r}", "net.refused.fields",
                      type=kind, field=wrong[:20])
    for field, check in schema.items():
        if not check(message[field]):
            raise Refused(f"a {kind} message whose {field} is not what it must be", "net.refused.field",
                          type=kind, field=field)
    return message


def encode(kind: str, **fields: Any) -> str:
    """A message as text: compact JSON, ASCII only, and never a number JSON does not have."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"), allow_nan=False)
