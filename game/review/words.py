"""Decisions in words: the move as the decision bar offered it, then the first of what it did, played
on the real position and told by the game's own log sentences as ``viewer`` may see them (None:
everything, like ``replay``)."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.match import Match
from game.i18n import CATALOGUE, t, words

from .review import Review, position

MOST_SENTENCES = 2  # the move and how it began: a long chain of what followed is the log's to tell


def move_words(match: Match, ply: int, action: Action, viewer: int | None = None) -> str:
    """The move as its player was offered it (the decision bar's words for it), then what it did."""
    state = position(match, ply)
    names = [seat.name for seat in match.seats]
    offered = _offered(state.view(state.current_player()), action, match, names)
    sentences = [offered] if offered else []
    for event in state.apply(action):
        seen = event.full() if viewer is None else event.for_seat(viewer)
        line = match.game.describe(seen, names)
        if line is not None and not line.heading:
            sentences.append(line.text().strip())
    return " ".join(_sentence(s) for s in sentences[:MOST_SENTENCES]) or str(action)


def _offered(view: dict[str, Any], action: Action, match: Match, names: list[str]) -> str:
    for option in (view.get("prompt") or {}).get("options") or []:
        if option.get("action") == str(action) and CATALOGUE.has(option.get("key", "")):
            return words(option["key"], option["args"], match.game.card_name, names.__getitem__)
    return ""


def _sentence(text: str) -> str:
    """The text closed as a sentence: an option's words end in a bracket ("(place 5)") and read on
    into the next sentence without a full stop."""
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def told_swings(match: Match, review: Review, viewer: int | None = None) -> list[list[str]]:
    """Each swing in sentences of the current language: the move made, the mover's chances before and
    after it, and what the hard AI would have played with both chances."""
    names = [seat.name for seat in match.seats]
    told = []
    for number, swing in enumerate(review.swings, 1):
        made = move_words(match, swing.ply, Action.parse(swing.move), viewer)
        lines = [t("review.swing", number=number, move=swing.ply + 1, name=names[swing.seat], made=made),
                 t("review.chances", name=names[swing.seat], before=percent(swing.before), after=percent(swing.after))]
        if swing.best == swing.move:
            lines.append(t("review.same", made=percent(swing.made)))
        else:
            best = move_words(match, swing.ply, Action.parse(swing.best), viewer)
            lines.append(t("review.instead", best=best, instead=percent(swing.instead), made=percent(swing.made)))
        told.append(lines)
    return told
