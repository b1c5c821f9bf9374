"""A match: one game being played, as its options, seed, seats and action log.

The state is a cache of those: replaying the log from the seed rebuilds it
exactly, which is what saves, replays and undo rely on.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from .actions import Action
from .events import Event
from .registry import get
from .state import Game, OptionValue, State

# The AI levels a seat may name (game.ai defines what each one does; a test keeps the two lists equal).
AI_LEVELS = ("random", "easy", "normal", "hard")
# The longest seat name a save may hold; the window's name field stops well before it.
NAME_LIMIT = 40


def proper_name(name: Any) -> bool:
    """Whether a save may hold this seat name: 1 to NAME_LIMIT printable characters, not all spaces."""
    return isinstance(name, str) and bool(name.strip()) and len(name) <= NAME_LIMIT and name.isprintable()


def fit_name(name: str, fallback: str) -> str:
    """The name as a save may hold it: what cannot be printed left out, spaces trimmed, cut to
    NAME_LIMIT characters; ``fallback`` (itself a proper name) when nothing is left."""
    kept = "".join(ch for ch in name if ch.isprintable()).strip()[:NAME_LIMIT].rstrip()
    return kept or fallback


# At most this many filler answers before one entry of an older log: a window asks each seat once.
FILL_LIMIT = 64


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human", "ai", or "net": a person at another computer on the network
    level: str | None = None
    # A network seat's claim: the SHA-256 (hex) of the secret its player was given on joining, which
    # only they keep; a save reopened as a network game lets the same player back into the seat, and
    # gives nobody who reads the file a way in.
    key: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level:
            out["level"] = self.level
        if self.key:
            out["key"] = self.key
        return out

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Seat":
        return Seat(str(raw["name"]), str(raw.get("kind", "human")), raw.get("level"), raw.get("key"))


def new_match_id() -> str:
    """A name for one game being played, kept in its saves so its autosave is found again (not a
    part of the rules: replaying a match never depends on it)."""
    return secrets.token_hex(6)


@dataclass
class Match:
    game: Game
    players: int
    seed: int
    options: dict[str, OptionValue]
    seats: list[Seat]
    state: State
    actions: list[Action] = field(default_factory=list)
    id: str = field(default_factory=new_match_id)
    # What the last decision did, for the save list's "last move" (the log tells a move by its events).
    told: list[Event] = field(default_factory=list)

    @staticmethod
    def start(game: Game | str, players: int, seed: int, options: dict[str, OptionValue] | None = None,
              seats: list[Seat] | None = None) -> "Match":
        game = get(game) if isinstance(game, str) else game
        resolved = game.resolve_options(options)
        game.check_players(players, resolved)
        seats = seats or [Seat(f"Player {i + 1}") for i in range(players)]
        if len(seats) != players:
            raise ValueError(f"{players} players but {len(seats)} seats")
        return Match(game, players, seed, resolved, seats, game.new_game(players, seed, resolved))

    def restart(self, seats: list[Seat] | None = None) -> "Match":
        """The same game from its first move: same seed, options and id (so its autosave is written
        over), none of the actions; ``seats`` changes who sits where, not the game."""
        fresh = Match.start(self.game, self.players, self.seed, self.options, seats or self.seats)
        fresh.id = self.id
        return fresh

    def copy(self) -> "Match":
        """A copy that does not change as this match goes on: for a writer thread."""
        return Match(self.game, self.players, self.seed, dict(self.options), [replace(s) for s in self.seats],
                     self.state.clone(), list(self.actions), self.id, list(self.told))

    def submit(self, action: Action) -> list[Event]:
        events = self.state.apply(action)
        self.actions.append(action)
        if events:  # a decision the log tells nothing of (a pass) leaves the last told move shown
            self.told = events
        return events

    def replay(self, actions: Iterable[Action], filler: Action | None = None) -> None:
        """Applies a recorded log, taking each entry only when the one before it played; an illegal
        entry raises with its position in the log.

        ``filler`` is the answer a newer version of a game asks for where an older log went straight
        on (a window that now asks every seat that may answer): before an entry that is not legal yet,
        it is played for as long as it is legal, and the match's log records it.
        """
        for index, action in enumerate(actions):
            try:
                for _ in range(FILL_LIMIT if filler is not None else 0):
                    legal = self.state.legal_actions()
                    if action in legal or filler not in legal:
                        break
                    self.submit(filler)
                self.submit(action)
            except Exception as error:
                raise ReplayError(index, action, error) from error


class ReplayError(Exception):
    def __init__(self, index: int, action: Action, error: Exception) -> None:
        super().__init__(f"action {index + 1} ('{action}') does not replay: {error}")
        self.index = index
        self.action = action
