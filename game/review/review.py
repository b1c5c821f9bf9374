"""The review of one game: the chances after every decision and its three biggest swings."""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Callable

from game.ai import bot_rng, collector_paused, decide, level_for
from game.engine.actions import Action
from game.engine.match import Match
from game.engine.state import State

from .estimate import Budget, Cancelled, Stop, chance, chances, position_rng

SWINGS = 3
# The hard AI's clock is switched off for a review: a search cut short by a busy machine would make
# the same save give another review.
NO_CLOCK = 1e9

Progress = Callable[[int, int], None]  # done, total


@dataclass(frozen=True)
class Swing:
    """A decision that moved its player's chance the most: the move made and the hard AI's choice
    there (the same when it agrees), each judged from the mover's view before the move."""

    ply: int  # the decision's index in the log (0: the first)
    seat: int
    move: str
    best: str
    before: float  # the mover's chance before the decision, and after it as the chart shows it
    after: float
    made: float  # the mover's chance with the move made, and with the hard AI's instead
    instead: float

    @property
    def size(self) -> float:
        return abs(self.after - self.before)


@dataclass
class Review:
    game: str
    digest: str  # of the game it reviews (``store.content_digest``): a changed save is reviewed again
    budget: Budget
    points: list[list[float]]  # by position (before the first decision ... after the last), then seat
    movers: list[int]  # who made each decision
    swings: list[Swing]

    def line(self, seat: int) -> list[float]:
        """One seat's chances over the game, as the chart draws them."""
        return [point[seat] for point in self.points]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "digest": self.digest, "budget": self.budget.to_json(),
                "points": self.points, "movers": self.movers,
                "swings": [asdict(s) for s in self.swings]}

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Review":
        return Review(str(raw["game"]), str(raw["digest"]), Budget.from_json(raw["budget"]),
                      [[float(p) for p in point] for point in raw["points"]], [int(m) for m in raw["movers"]],
                      [Swing(**s) for s in raw["swings"]])


def review_match(match: Match, budget: Budget, digest: str, progress: Progress | None = None,
                 cancelled: Stop | None = None) -> Review:
    """Replays ``match`` from its seed and judges every position; ``cancelled`` is asked before every
    sampled world and stops the review with :class:`Cancelled`."""
    game = match.game
    total = len(match.actions) + 1 + SWINGS
    state = game.new_game(match.players, match.seed, match.options)
    points: list[list[float]] = []
    movers: list[int] = []
    choices: list[int] = []  # how many moves each decision offered: a forced move swings nothing
    with collector_paused():
        for ply, action in enumerate(match.actions):
            _step(progress, cancelled, ply, total)
            points.append(_shown(chances(game, state, budget, match.seed, ply, cancelled)))
            mover = state.current_player()
            assert mover is not None
            movers.append(mover)
            choices.append(len(state.legal_actions()))
            state.apply(action)
        points.append(_shown(chances(game, state, budget, match.seed, len(match.actions), cancelled)))
        ranked = sorted((ply for ply in range(len(movers)) if choices[ply] > 1),
                        key=lambda ply: (-abs(points[ply + 1][movers[ply]] - points[ply][movers[ply]]), ply))
        swings = []
        for done, ply in enumerate(sorted(ranked[:SWINGS])):
            _step(progress, cancelled, len(match.actions) + 1 + done, total)
            swings.append(_swing(match, ply, points, movers[ply], budget))
    if progress:
        progress(total, total)
    return Review(game.id, digest, budget, points, movers, swings)


def _shown(chances: list[float]) -> list[float]:
    """To a hundredth of a point: finer than any chart, and a kept review reads back the same."""
    return [round(c, 4) for c in chances]


def _step(progress: Progress | None, cancelled: Stop | None, done: int, total: int) -> None:
    if cancelled is not None and cancelled():
        raise Cancelled()
    if progress is not None:
        progress(done, total)


def position(match: Match, ply: int) -> State:
    """The real position before decision ``ply``."""
    state = match.game.new_game(match.players, match.seed, match.options)
    for action in match.actions[:ply]:
        state.apply(action)
    return state


def _swing(match: Match, ply: int, points: list[list[float]], mover: int, budget: Budget) -> Swing:
    game = match.game
    state = position(match, ply)
    level = replace(level_for(game, "hard", budget.hard_iterations), time_cap=NO_CLOCK)
    best = decide(game, state, level, bot_rng(match.seed, mover, ply))
    made = match.actions[ply]
    made_chance = _after(match, state, mover, made, budget, ply)
    instead = made_chance if best == made else _after(match, state, mover, best, budget, ply)
    return Swing(ply, mover, str(made), str(best), points[ply][mover], points[ply + 1][mover], made_chance, instead)


def _after(match: Match, state: State, mover: int, action: Action, budget: Budget, ply: int) -> float:
    # The same worlds for both moves (one seed): the difference is the moves', not the samples'.
    return chance(match.game, state, mover, budget, position_rng(match.seed, ply, mover ^ 0x55), action)
