"""What the save list shows of a game without replaying it, written into each save's header: the
round of a game whose table counts rounds, each seat's score so far, the last move, and the name the
player gave the save. Numbers and event data only: the window words them in the language of the
moment, so a save written in one language lists in another."""
from __future__ import annotations

from typing import Any

from .match import Match

# The longest name a save may carry in its header (the save screen's field holds 48 characters).
TITLE_LIMIT = 80


def summary(match: Match, title: str | None = None) -> dict[str, Any]:
    """The header fields the save list words, for ``match`` as it stands."""
    state = match.state
    out: dict[str, Any] = {}
    if title:
        out["title"] = title
    count = state.round_number()
    if count is not None:
        out["round"] = count
    score = state.standing()
    if score is not None:
        out["score"] = list(score)
    last = last_move(match)
    if last is not None:
        out["last"] = last
    return out


def last_move(match: Match) -> dict[str, Any] | None:
    """The first event of the last decision, as everyone saw it, that the log tells as a sentence of
    its own (not a heading): the move itself; the events after it are what it led to."""
    names = [seat.name for seat in match.seats]
    for event in match.told:
        seen = event.for_seat(None)
        line = match.game.describe(seen, names)
        if line is not None and not line.heading:
            return seen
    return None


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10 ** 9


def summary_problem(doc: dict[str, Any]) -> str | None:
    """What is wrong with the summary fields a header holds, in words; a save written before they
    existed has none of them, and lists without them."""
    title = doc.get("title")
    if title is not None and not (isinstance(title, str) and 0 < len(title) <= TITLE_LIMIT and title.isprintable()):
        return f"its title is not a name of 1 to {TITLE_LIMIT} printable characters"
    if "round" in doc and not _count(doc["round"]):
        return "its round is not a whole number"
    score = doc.get("score")
    if score is not None and not (isinstance(score, list) and len(score) == doc.get("players")
                                  and all(_count(n) for n in score)):
        return "its score is not one whole number for each seat"
    last = doc.get("last")
    if last is not None and not (isinstance(last, dict) and isinstance(last.get("kind"), str)):
        return "its last move is not an event"
    return None
