"""A review kept beside its save, so that it is computed once: ``NAME.json`` has ``NAME.review``
(a JSON document), holding the review and the digest of the game it reviewed. The digest covers
what makes the game (its game, seats' count, options, seed and moves), not the file's times: a save
written again with the same moves keeps its review, and a save with other moves is reviewed again,
as is one reviewed before its game's calibration map changed."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.engine.match import Match
from game.engine.saves import write_atomic

from .calibration import points_for
from .estimate import Budget
from .review import Review

SUFFIX = ".review"


def content_digest(match: Match) -> str:
    game = {"game": match.game.id, "players": match.players, "options": match.options, "seed": match.seed,
            "actions": [str(a) for a in match.actions]}
    return hashlib.sha256(json.dumps(game, sort_keys=True).encode("utf-8")).hexdigest()


def review_path(save_path: Path) -> Path:
    return Path(save_path).with_suffix(SUFFIX)


def kept(save_path: Path, match: Match, budget: Budget) -> Review | None:
    """The review kept beside the save, when it is of this very game at this budget."""
    path = review_path(save_path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        review = Review.from_json(raw)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # none yet, or one that cannot be read: it is computed again and written over
    same = review.digest == content_digest(match) and review.budget == budget
    return review if same and raw.get("calibration") == _calibration(review) else None


def keep(save_path: Path, review: Review) -> Path:
    path = review_path(save_path)
    document = {**review.to_json(), "calibration": _calibration(review)}
    write_atomic(path, json.dumps(document, indent=1).encode("utf-8"))
    return path


def _calibration(review: Review) -> list[list[float]] | None:
    """The map the review's chances were read through: a review made before the map changed is
    made again."""
    points = points_for(review.game, len(review.points[0]))
    return [list(point) for point in points] if points else None
