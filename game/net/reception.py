"""The host's reception: a connection's way from the welcome to its claim, before it holds a seat.

The welcome is sent in clear, as the table's public listing (its game, name and seats). The player
answers with a hello naming its claim and its half of a key exchange (``channel``) made on the
table's code, or on the hash of a seat's secret; the host answers with its half. The player's next
message is its claim, sealed: if it does not open, the player did not know the password (a wrong code
is counted against its address, as the door allows), and it is refused in clear with the same words
as ever. Nothing a joiner knows goes over the wire in clear, and no one listening learns it.
"""
from __future__ import annotations

import asyncio
import secrets
from typing import Any, Callable

from .channel import HOST, Exchange, normal_code, transcript
from .door import Door
from .links import POLICY, Link
from .protocol import PEER, PEER_LIMIT, PROTOCOL, Refused, decode, encode

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to read wrong
CODE_LENGTH = 5
WRONG_CLAIM_DELAY = 0.5  # before answering a wrong code or secret: guessing is slow
GUESSES = ("too many wrong codes from this address: wait a minute", "net.refused.guesses")


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def plain_params(params: dict[str, object]) -> dict[str, Any]:
    return {str(k): v if isinstance(v, (int, str, bool)) or v is None else str(v) for k, v in params.items()}


def refuse(link: Link, reason: str, key: str, **params: Any) -> None:
    """Turns the connection's claim down in words and lets it go."""
    link.send(encode("refused", reason=reason, key=key, params=plain_params(params)))
    link.drop(POLICY, "refused")


class Reception:
    """The table's code and, for a seat, the hash its secret must have (``key_for``; None for a seat
    no one may take back), with the door counting strangers and wrong codes."""

    def __init__(self, code: str | None, key_for: Callable[[int], str | None]) -> None:
        self.code = normal_code(code) if code else new_code()
        self.key_for = key_for
        self.door: Door[Link] = Door()

    def too_slow(self, link: Link) -> None:
        """A connection that has not taken a seat within the door's few seconds is let go."""
        if self.door.stranger(link):
            link.drop(POLICY, "no seat taken")

    def hello(self, link: Link, raw: str, message: dict[str, Any]) -> None:
        """Answers a hello with the host's half of the exchange, on the password its claim names."""
        if message["protocol"] != PROTOCOL:
            refuse(link, f"this table speaks protocol {PROTOCOL}, not {message['protocol']}", "net.refused.protocol",
                   protocol=PROTOCOL)
            return
        # Wrong secrets are counted with wrong codes: each claim costs the host an exchange's reckoning.
        if not self.door.may_guess(link.address):
            refuse(link, *GUESSES)
            return
        if message["claim"] == "code":
            password = self.code
        elif message["seat"] is None:
            raise Refused("a hello claiming a seat back names the seat", "net.refused.field", type="hello", field="seat")
        else:
            # A seat nobody may take back gets a password nobody knows: the claim fails as a wrong secret does.
            password = self.key_for(message["seat"]) or secrets.token_hex(32)
        exchange = Exchange(password, HOST)
        box = exchange.finish(message["pake"], transcript(link.welcome, raw))
        link.send(encode("pake", pake=exchange.message))
        link.pending = (box, message)
        self.door.claiming(link)

    async def claim(self, link: Link, raw: str | bytes) -> dict[str, Any] | None:
        """The sealed claim after a hello, opened and checked, with the hello's seat; None when it is
        refused (the connection is then let go)."""
        assert link.pending is not None
        box, hello = link.pending
        link.pending = None
        by_code = hello["claim"] == "code"
        if not self.door.may_guess(link.address):  # other guesses ended while this one was made
            refuse(link, *GUESSES)
            return None
        try:
            text = box.open(raw)
        except Refused:
            self.door.wrong_guess(link.address)  # before the wait: claims sent at once are all counted
            await asyncio.sleep(WRONG_CLAIM_DELAY)
            if by_code:
                refuse(link, "that is not this table's code", "net.refused.code")
            else:
                refuse(link, "that seat is not yours", "net.refused.not_yours")
            return None
        link.box = box
        try:
            message = decode(text, PEER_LIMIT, PEER)
        except Refused as refusal:
            refuse(link, refusal.reason, refusal.key, **refusal.params)
            return None
        if message["type"] != ("join" if by_code else "rejoin"):
            refuse(link, f"a {message['type']} message where the hello's claim was due", "net.refused.fields",
                   type=message["type"], field="type")
            return None
        return {**message, "seat": hello["seat"]}
