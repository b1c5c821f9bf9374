"""One seat's chance to win from one position, judged on what that seat could see: the position is
determinized for the seat (its own cards kept, everyone else's hidden ones resampled) a few times,
each world is played on by the game's fast policy for a few plies and scored by the game's
evaluator, and the scores are averaged. The real hidden cards never reach the estimate."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Callable

from game.ai.search import playout
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Game, State

from .calibration import calibrated


Stop = Callable[[], bool]  # asked before every sampled world: True stops the review at once


class Cancelled(Exception):
    """The review was asked to stop; nothing of it is kept."""


@dataclass(frozen=True)
class Budget:
    """How hard the review looks: the worlds sampled per seat and position, the playout plies before
    the evaluator scores a world, and the hard AI's iterations when it says what it would have done
    (None: the hard level as the game tunes it)."""

    worlds: int = 16
    cut: int = 8
    hard_iterations: int | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Budget":
        hard = raw.get("hard_iterations")
        return Budget(int(raw["worlds"]), int(raw["cut"]), None if hard is None else int(hard))


def position_rng(seed: int, ply: int, seat: int) -> Rng:
    """The generator of one seat's estimate at one ply, fixed by the game's seed: a review is the
    same every time it is run."""
    return Rng(((seed * 1_000_003 + ply) * 1_000_033 + seat) ^ 0x2545F491)


def raw_chance(game: Game, state: State, seat: int, budget: Budget, rng: Rng,
               action: Action | None = None, stop: Stop | None = None) -> float:
    """The uncalibrated estimate for ``seat``, after ``action`` if one is given (played in each
    sampled world: the seat's own decision judged on what it knew when it made it)."""
    if state.is_terminal():
        return state.result().reward(seat)
    values = []
    for _ in range(max(1, budget.worlds)):
        if stop is not None and stop():
            raise Cancelled()
        world = state.determinize(seat, rng)
        if action is not None:
            world.apply(action)
        values.append(playout(game, world, rng, budget.cut)[seat])
    return sum(values) / len(values)


def chance(game: Game, state: State, seat: int, budget: Budget, rng: Rng, action: Action | None = None,
           stop: Stop | None = None) -> float:
    """The estimate as it is shown: mapped through the game's calibration (a finished game is what
    it is, so its result needs none)."""
    value = raw_chance(game, state, seat, budget, rng, action, stop)
    return value if state.is_terminal() else calibrated(game.id, state.players, value)


def chances(game: Game, state: State, budget: Budget, seed: int, ply: int, stop: Stop | None = None) -> list[float]:
    """Every seat's chance at this position, each from its own view."""
    return [chance(game, state, seat, budget, position_rng(seed, ply, seat), stop=stop) for seat in range(state.players)]
