"""The AI levels: each is a search kind and a number of iterations, so that a game with AI seats
replays from its seed; the time cap is only a safety net for slow machines."""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine.state import Game


@dataclass(frozen=True)
class Level:
    name: str
    kind: str  # random, policy, greedy, flat, ismcts, own (the game's own search)
    iterations: int
    # Playout plies before the evaluator scores the position (flat Monte Carlo and ISMCTS).
    cut: int = 0
    time_cap: float = 2.0
    exploration: float = 0.7
    # Flat Monte Carlo stops sampling once its leader is this many paired standard errors ahead of
    # every other action, or within ``indifference`` of it (0: every round is played).
    race: float = 0.0
    indifference: float = 0.01


DEFAULT_LEVELS: dict[str, Level] = {
    "random": Level("random", "random", 0),
    "easy": Level("easy", "greedy", 8),
    "normal": Level("normal", "flat", 400, cut=6, time_cap=1.0),
    "hard": Level("hard", "ismcts", 1500, cut=6, time_cap=3.0),
}
LEVEL_NAMES = tuple(DEFAULT_LEVELS)


def level_for(game: Game, name: str, iterations: int | None = None) -> Level:
    """The level as tuned for ``game`` (games override iterations and cut via ``ai_levels``)."""
    if name not in DEFAULT_LEVELS:
        raise ValueError(f"no AI level {name!r} (levels: {', '.join(LEVEL_NAMES)})")
    level = DEFAULT_LEVELS[name]
    tuned = getattr(game, "ai_levels", {}).get(name)
    if tuned:
        level = replace(level, **tuned)
    if iterations is not None:
        level = replace(level, iterations=iterations)
    return level
