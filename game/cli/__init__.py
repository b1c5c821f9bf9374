"""The command line: play, simulate, replay, validate-cards, bench, and host, join and games on a network."""
from __future__ import annotations


class CommandError(Exception):
    """A problem with what was asked for; the message is the one line the user sees."""
