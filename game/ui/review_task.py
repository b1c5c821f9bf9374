"""A review made away from the window's loop: in the AI's worker process (``ai_worker``), or in a
thread where that process cannot be had. The window polls it each frame for its progress and its
end; cancelling it stops the worker's work between two positions. A finished review is kept beside
the game's save and read back from there next time, so a game is reviewed once."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.engine.actions import Action
from game.engine.autosaves import autosave_path
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.review import Budget, Cancelled, Review, review_match
from game.review.store import content_digest, keep, kept

if TYPE_CHECKING:
    from .ai_worker import ProcessRunner

PROGRESS_STEPS = 100  # the worker tells its progress at most this many times a review
BUDGET = Budget()  # the window's reviews: about a second of the worker's time per hundred moves


def kept_beside(match: Match, saves_dir: Path | None) -> Path | None:
    """The save a game's review is kept beside in the window: the game's autosave (None: not saved)."""
    return autosave_path(match, saves_dir) if saves_dir is not None else None


def kept_review(match: Match, saves_dir: Path | None, budget: Budget = BUDGET) -> Review | None:
    path = kept_beside(match, saves_dir)
    return kept(path, match, budget) if path is not None else None


def request_of(match: Match, budget: Budget) -> dict[str, Any]:
    """The game as plain data the worker process rebuilds it from."""
    return {"game": match.game.id, "players": match.players, "seed": match.seed, "options": dict(match.options),
            "seats": [s.to_json() for s in match.seats], "actions": [str(a) for a in match.actions],
            "budget": budget.to_json(), "digest": content_digest(match)}


def match_of(request: dict[str, Any]) -> Match:
    match = Match.start(get(request["game"]), request["players"], request["seed"], request["options"],
                        [Seat.from_json(s) for s in request["seats"]])
    match.replay(Action.parse(text) for text in request["actions"])
    return match


def serve_review(message: dict[str, Any], outbox: Any, cancelled: Callable[[], bool]) -> None:
    """In the worker process: one review, its progress told as it goes, its end answered."""
    number, request = message["id"], message["review"]
    told = [-1]

    def progress(done: int, total: int) -> None:
        step = done * PROGRESS_STEPS // max(1, total)
        if step != told[0]:
            told[0] = step
            outbox.put({"id": number, "progress": [done, total]})

    try:
        review = review_match(match_of(request), Budget.from_json(request["budget"]), request["digest"], progress,
                              cancelled)
        outbox.put({"id": number, "review": review.to_json()})
    except Cancelled:
        outbox.put({"id": number, "cancelled": True})
    except Exception as error:  # the answer carries any failure back to the window
        outbox.put({"id": number, "error": f"{type(error).__name__}: {error}"})


class Reviewing:
    """One review under way, or read back from beside its save."""

    def __init__(self, match: Match, save_path: Path | None, budget: Budget,
                 process: "ProcessRunner | None") -> None:
        self.save_path = save_path
        self.done, self.total = 0, len(match.actions) + 4
        self.error: str | None = None
        self.review = kept(save_path, match, budget) if save_path else None
        self._process = process
        self._number = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.started = False  # the worker has begun it (a review asked for waits behind the one before)
        self.ended: str | None = None
        if self.review is not None:
            return
        if process is not None:
            self._number = process.start_review(self, request_of(match, budget))
        else:
            # A copy: the session's match may go on (a rematch) while the thread reads it.
            self._thread = threading.Thread(target=self._in_thread, args=(match.copy(), budget),
                                            name="card-table-review", daemon=True)
            self._thread.start()

    @property
    def finished(self) -> bool:
        return self.review is not None or self.error is not None

    @property
    def fraction(self) -> float:
        return 1.0 if self.review is not None else self.done / max(1, self.total)

    def poll(self) -> None:
        """Takes what the worker process has said since the last frame."""
        if self._process is not None and not self.finished:
            self._process.poll(None)

    def cancel(self) -> None:
        if self.finished:
            return
        self._stop.set()
        if self._process is not None:
            self._process.cancel_review(self._number)
        self.error = "cancelled"

    def hear(self, answer: dict[str, Any]) -> bool:
        """One message of the worker about this review; True once it has ended (its last word, in
        ``ended``: a review, an error, or that it stopped when cancelled)."""
        if "progress" in answer:
            self.started = True
            self.done, self.total = answer["progress"]
            return False
        if "review" in answer:
            self.ended = "review"
            self._finish(Review.from_json(answer["review"]))
        else:
            self.ended = "cancelled" if "cancelled" in answer else "error"
            self.error = self.error or answer.get("error", "cancelled")
        return True

    def _finish(self, review: Review) -> None:
        self.review = review
        if self.save_path is not None:
            try:
                keep(self.save_path, review)
            except OSError:
                pass  # a saves folder that cannot be written: shown now, made again next time

    def _in_thread(self, match: Match, budget: Budget) -> None:
        def progress(done: int, total: int) -> None:
            self.started = True
            self.done, self.total = done, total

        try:
            self._finish(review_match(match, budget, content_digest(match), progress, self._stop.is_set))
        except Cancelled:
            pass  # the window asked it to stop: nothing to show, nothing to keep
        except Exception as error:  # shown on the review screen, like an AI failure at the table
            self.error = f"{type(error).__name__}: {error}"
