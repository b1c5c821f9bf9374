"""A recorded game that can be shown at any of its moves: its options, seed and actions, played again.

A position is only ever reached by applying the recorded actions, in order, to a fresh state or to a
clone of a position reached that way. Going back is cheap because a clone is kept every ``EVERY``
moves on the first pass: a position is rebuilt from the nearest kept clone at or before it, never
from the first move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .actions import Action
from .events import Event
from .match import Match
from .state import Game, OptionValue, State

EVERY = 32  # moves between kept clones: going back replays at most this many


@dataclass(frozen=True)
class Mark:
    """Where a turn begins: the number of moves played before it, and how the game counts it."""

    ply: int
    turn: int
    round: int | None


class Tape:
    def __init__(self, game: Game, players: int, seed: int, options: dict[str, OptionValue],
                 actions: Sequence[Action], every: int = EVERY) -> None:
        self.game, self.players, self.seed, self.options = game, players, seed, dict(options)
        self.actions = list(actions)
        self.every = every
        first = game.new_game(players, seed, options)
        self.opening: list[Event] = list(first.opening_log())
        self.events: list[list[Event]] = []  # by move: what applying it told
        self.movers: list[int] = []  # by move: the seat that made it
        self.marks: list[Mark] = [Mark(0, first.turn_number(), first.round_number())]
        self._kept: list[State] = [first.clone()]  # the position after 0, every, 2*every... moves
        state = first
        for ply, action in enumerate(self.actions, 1):
            mover = state.current_player()
            assert mover is not None, f"move {ply} comes after the end of the game"
            self.movers.append(mover)
            self.events.append(state.apply(action))
            turn, count = state.turn_number(), state.round_number()
            if (turn, count) != (self.marks[-1].turn, self.marks[-1].round):
                self.marks.append(Mark(ply, turn, count))
            if ply % every == 0:
                self._kept.append(state.clone())
        self._at = (len(self.actions), state)  # the position last asked for
        self.finished = state.is_terminal()

    @staticmethod
    def of(match: Match) -> "Tape":
        return Tape(match.game, match.players, match.seed, match.options, match.actions)

    @property
    def length(self) -> int:
        return len(self.actions)

    def state(self, ply: int) -> State:
        """The position after ``ply`` moves. It is shared with the next call: read it, never change it."""
        if not 0 <= ply <= self.length:
            raise IndexError(f"move {ply} is not on this tape of {self.length} moves")
        at, state = self._at
        if not at <= ply < at + self.every:  # the last position is no nearer than a kept one
            at = ply // self.every * self.every
            state = self._kept[at // self.every].clone()
        for action in self.actions[at:ply]:
            state.apply(action)
        self._at = (ply, state)
        return state

    def mark_of(self, ply: int) -> Mark:
        """The turn that the position after ``ply`` moves belongs to."""
        return next(mark for mark in reversed(self.marks) if mark.ply <= ply)

    def turn_before(self, ply: int) -> int:
        """The start of the turn shown, or of the one before when already at its start."""
        return max((m.ply for m in self.marks if m.ply < ply), default=0)

    def turn_after(self, ply: int) -> int:
        """The start of the next turn, or the end of the tape."""
        return min((m.ply for m in self.marks if m.ply > ply), default=self.length)
