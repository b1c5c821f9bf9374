"""A save as the Load list words it, in the language of the moment: which game and which save (the
name the player gave it, an example's title), and beneath it who sits at the table with their score,
the turn or round as the game's table counts it, when it was saved, and the last move as the log
told it. A save written before its header held the score and the last move lists without them."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine import autosaves, saves
from game.i18n import CATALOGUE, t

from .tables import rules_of, title


def when(stamp: Any) -> str:
    """A save's time in the player's own time zone, to the minute, as people write a date in the
    chosen language ("28 Nov 2026, 04:03"); a hand-edited one as it is."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except (TypeError, ValueError):
        return str(stamp)
    months = t("saves.months").split()
    month = months[moment.month - 1] if len(months) == 12 else str(moment.month)
    return t("saves.date", day=moment.day, month=month, year=moment.year, time=moment.strftime("%H:%M"))


def save_name(path: Path, header: dict[str, Any], example: bool) -> str:
    """The row's first line: the game's title and the save's name in words."""
    example_key = f"saves.example.{path.stem}"
    if autosaves.is_autosave(path):
        name = t("saves.autosave")
    elif example and CATALOGUE.has(example_key):
        name = t(example_key)
    else:
        given = header.get("title")
        name = given if isinstance(given, str) else path.stem
    return f"{title(str(header.get('game')))} — {name}"


def where(header: dict[str, Any]) -> str:
    """How far the game went, as its table counts it: a round for a game that counts rounds."""
    if header.get("finished"):
        return t("saves.finished")
    if "round" in header:
        return t("saves.round", n=header["round"])
    return t("saves.turn", n=header.get("turn", "?"))


def seats(header: dict[str, Any]) -> str:
    """Who plays, each with their score so far where the game keeps one."""
    score = header.get("score")
    unit = f"{header.get('game')}.score"
    shown = []
    for index, seat in enumerate(header.get("seats", [])):
        name = seat.get("name", "?") + (" (" + t("seat.kind.ai") + ")" if seat.get("kind") == "ai" else "")
        if isinstance(score, list) and index < len(score) and CATALOGUE.has(unit):
            name = t("saves.seat_score", name=name, score=t(unit, n=score[index]))
        shown.append(name)
    return " · ".join(shown)


def last_move(header: dict[str, Any]) -> str | None:
    """The last move in the log's own sentence, or None where the header has none to tell."""
    event, game = header.get("last"), rules_of(str(header.get("game")))
    if not isinstance(event, dict) or game is None:
        return None
    names = [str(seat.get("name", "?")) for seat in header.get("seats", [])]
    try:
        line = game.describe(event, names)
    # The header is read unchecked beyond its shape: a hand-edited event may lack what its sentence needs.
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None
    return line.text() if line is not None else None


def save_line(header: dict[str, Any], autosave: bool = False) -> str:
    """The row's line beneath: the seats and scores, how far, the last move, when saved (for an
    autosave also when its game began, which tells two games of the same people apart). The dates
    come last: where the line is cut short, they go before the moves that tell the game."""
    begun = [t("saves.begun", when=when(header.get("created", "")))] if autosave else []
    last = last_move(header)
    return " · ".join([seats(header), where(header), *([last] if last else []), when(header.get("updated", "")),
                       *begun])
