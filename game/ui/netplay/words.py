"""The network's troubles in the player's words: the reasons a host gives for turning a player away
(``net.refused.*``), and why a table could not be opened or reached."""
from __future__ import annotations

import errno
from game.i18n import CATALOGUE, t
from game.net.protocol import Refused
from game.net.seat import Lost, Turned
from websockets.exceptions import InvalidHandshake, InvalidURI


def refusal_words(key: str) -> str:
    """The host's reason for turning a player away, from its key (``net.refused.*``); a key this app
    does not know is said in general words."""
    return t(key) if key.startswith("net.refused.") and CATALOGUE.has(key) else t("net.refused.other")


def failure_words(error: BaseException) -> str:
    """Why a seat could not be taken or kept, or a table opened."""
    if isinstance(error, (Turned, Refused)):
        return refusal_words(error.key)
    if isinstance(error, Lost):
        return t("net.busy") if error.busy else t("net.lost")
    if isinstance(error, OSError) and error.errno == errno.EADDRINUSE:
        return t("net.port_taken")
    if isinstance(error, (OSError, TimeoutError, InvalidHandshake, InvalidURI)):
        return t("net.unreachable")
    return t("net.failed", error=f"{type(error).__name__}: {error}")
