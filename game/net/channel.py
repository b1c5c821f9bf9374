"""The sealed channel between a player's app and a host: nobody else on the network can read what they
say, change it, replay it, or take a seat by listening.

The two sides first prove to each other that they know the same password without sending it: SPAKE2
(the ``spake2`` package), on the table's code for a player taking a free seat, or on the hash of the
seat's secret for one coming back (the host keeps only that hash). Each connection draws fresh random
numbers, so each gets keys of its own: bytes recorded from one connection open nothing on another.
The key SPAKE2 gives, with a digest of the clear messages that led to it (the welcome and the
player's hello), is stretched with HKDF into one key each way; every message after that is sealed
with ChaCha20-Poly1305 (the ``cryptography`` package) under a nonce counting that direction's
messages, so a message dropped, repeated, reordered or changed does not open. A password guessed
wrong leaves the two sides with keys that differ: the player's first sealed message does not open,
and that is how the host knows the code was wrong.
"""
from __future__ import annotations

import hashlib

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

from .protocol import Refused

JOINER, HOST = "joiner", "host"
_IDS = {"idA": b"card-table player", "idB": b"card-table host"}
PAKE_DIGITS = 66  # a SPAKE2 message (33 bytes) in hex


def normal_code(code: str) -> str:
    """A code as typed, in the form it is compared in: capitals, no spaces or hyphens."""
    return "".join(c for c in code.upper() if c not in " -")


def key_of(secret: str) -> str:
    """What the host keeps of a seat's secret, and what a rejoin's exchange is made on."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def transcript(welcome: str, hello: str) -> bytes:
    """A digest of the clear messages before the exchange: one changed on the way gives other keys."""
    return hashlib.sha256(welcome.encode("utf-8", "surrogatepass") + b"\0" + hello.encode("utf-8", "surrogatepass")).digest()


class Box:
    """Seals what this side sends and opens what the other side sent, each way under its own key and count."""

    def __init__(self, shared: bytes, salt: bytes, side: str) -> None:
        keys = HKDF(hashes.SHA256(), 64, salt, b"card-table channel").derive(shared)
        to_host, to_joiner = ChaCha20Poly1305(keys[:32]), ChaCha20Poly1305(keys[32:])
        self._out, self._in = (to_host, to_joiner) if side == JOINER else (to_joiner, to_host)
        self._sent = self._read = 0

    def seal(self, text: str) -> bytes:
        sealed = self._out.encrypt(self._sent.to_bytes(12, "big"), text.encode("utf-8", "surrogatepass"), None)
        self._sent += 1
        return sealed

    def open(self, data: str | bytes) -> str:
        """The text sealed in ``data``; ``Refused`` if it was not sealed by the other side as its next message."""
        if not isinstance(data, bytes):
            raise Refused("a message not sealed with this connection's key", "net.refused.sealed")
        try:
            text = self._in.decrypt(self._read.to_bytes(12, "big"), data, None)
        except InvalidTag:
            raise Refused("a message not sealed with this connection's key", "net.refused.sealed") from None
        self._read += 1
        try:
            return text.decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("a message that is not text", "net.refused.malformed") from None


class Exchange:
    """One side's half of a SPAKE2 exchange on ``password``: ``message`` goes to the other side, whose
    message ``finish`` turns into the connection's ``Box``."""

    def __init__(self, password: str, side: str) -> None:
        self.side = side
        self._spake = (SPAKE2_A if side == JOINER else SPAKE2_B)(password.encode("utf-8", "surrogatepass"), **_IDS)
        self.message = self._spake.start().hex()

    def finish(self, theirs: str, salt: bytes) -> Box:
        try:
            shared = self._spake.finish(bytes.fromhex(theirs))
        except (ValueError, SPAKEError):
            raise Refused("a key exchange message that is not one", "net.refused.malformed") from None
        return Box(shared, salt, self.side)
