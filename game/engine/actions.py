"""Actions: the one vocabulary spoken by the UI, the AI, the log, the saves and the CLI.

An action is a verb and a few arguments, each a whole number or a word without
spaces (card ids, suit names). Its text form is the words joined by spaces and
parses back to an equal action, so a save's action log is human-readable.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

Arg = int | str
_VERB = re.compile(r"^[a-z][a-z0-9_-]*$")


class IllegalAction(Exception):
    """Raised by ``State.apply`` for an action that is not legal now; the message says why."""

    def __init__(self, reason: str, key: str = "", **params: object) -> None:
        super().__init__(reason)
        self.reason = reason
        # An i18n key and its parameters, so the window can say it in the player's language.
        self.key = key
        self.params = params


class ActionSyntaxError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(str(a) for a in self.args)

    @staticmethod
    def parse(text: str) -> "Action":
        words = text.split()
        if not words:
            raise ActionSyntaxError("an action needs at least a verb")
        verb = words[0]
        if not _VERB.match(verb):
            raise ActionSyntaxError(f"'{verb}' is not a verb")
        return Action(verb, tuple(_parse_arg(w) for w in words[1:]))


def _parse_arg(word: str) -> Arg:
    body = word[1:] if word.startswith("-") else word
    return int(word) if body.isdigit() else word


def act(verb: str, *args: Arg) -> Action:
    """Builds an action, refusing a verb or argument that its text form could not carry."""
    if not _VERB.match(verb):
        raise ActionSyntaxError(f"'{verb}' is not a verb")
    for a in args:
        if isinstance(a, str) and (not a or any(c.isspace() for c in a) or _parse_arg(a) != a):
            raise ActionSyntaxError(f"argument {a!r} would not survive the text form")
    return Action(verb, args)
