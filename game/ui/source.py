"""What the table scene plays from: a seat source.

The scene draws views, animates the events of each move, and sends the moves made at this screen; it
does not care where the game runs. A ``Session`` runs it here (the match, the one action queue, the AI
worker, undo, autosave). A ``netplay.NetSource`` follows a game a host runs, on this computer or
another: its views and events come from the host, its moves go back to it.

A position is told by its number of moves (``ply``); the deciding seat, the end and the result are in
the envelope of any of its views (``deciding``, ``over``, ``result``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.engine.actions import Action, IllegalAction
from game.engine.state import Game, View

if TYPE_CHECKING:
    from .netplay.source import NetTable


class Queued(Protocol):
    """A move about to be shown (or, on the network, sent and not yet answered)."""

    @property
    def source(self) -> str:
        """"human" or "ai": an AI's move is shown only after it was seen thinking for a moment."""


class Move(Protocol):
    """One move as the scene shows it."""

    @property
    def jump(self) -> bool:
        """True when the scene cannot animate it: the table comes back after moves it did not see."""

    def seen_by(self, seat: int | None) -> list[dict[str, Any]]:
        """The move's events as ``seat`` (None: the public) may see them."""


class SeatSource(Protocol):
    problem: str | None  # something that went wrong (an AI, an autosave), for the scene to show once
    hint: Action | None  # the hard AI's answer to ``ask_hint``, once it has come

    @property
    def game(self) -> Game: ...

    @property
    def ply(self) -> int:
        """The position the table shows: how many moves were played to reach it."""

    @property
    def network(self) -> "NetTable | None":
        """The table's network side (who sits where, who is away, the join code); None when local."""

    def humans(self) -> list[int]:
        """The seats played by people at this screen."""

    def name(self, seat: int) -> str: ...

    def kind(self, seat: int) -> tuple[str, str | None]:
        """Who plays ``seat`` and at what AI level: "human" (at this screen), "ai", or for a player at
        another computer "net" (here), "away" or "open" (waiting for a player)."""

    def current(self) -> int | None:
        """The seat deciding at the position shown; None once the game is over."""

    def over(self) -> bool: ...

    def view(self, seat: int | None) -> View:
        """What ``seat`` (None: everyone) sees at the position shown."""

    def legal(self, seat: int) -> list[Action]:
        """``seat``'s options at the position shown; none while another seat decides."""

    def why_not(self, action: Action) -> IllegalAction | None:
        """The rules' reason for refusing ``action`` at the position shown; None if it is legal."""

    def told(self, seat: int | None, ply: int) -> list[dict[str, Any]]:
        """The story up to position ``ply`` as ``seat`` saw it: every event, the opening's first."""

    def put(self, action: Action, seat: int, source: str = "human") -> None:
        """A move for ``seat``, decided at the position shown."""

    def next_submission(self) -> Queued | None:
        """The move ``step`` would show next, without showing it."""

    def step(self) -> Move | None:
        """The next move, played (or received): the position shown moves on by one (or more, by a jump)."""

    def prepare(self) -> None:
        """The table opens: whatever is slow to start starts now rather than mid-game."""

    def think(self) -> None:
        """Once a frame: an AI starts on its turn, answers and messages are collected."""

    def ask_hint(self, seat: int) -> None:
        """Asks the hard AI what it would do in ``seat``'s place, from what that seat knows."""

    def undo_point(self, seat: int) -> int | None:
        """How many moves to keep to undo ``seat``'s own last moves; None when undo is not offered."""

    def undo(self, seat: int) -> bool: ...

    def close(self) -> None: ...
